/**
 * Serves the production build the way GitHub Pages, where the site is published, serves it:
 *
 * - a file as it is, and for an extensionless path its `.html` file where one exists;
 * - a folder addressed without its trailing slash: a 301 to the same path with the slash (and the
 *   query kept), then the folder's `index.html`;
 * - anything else: `404.html` with status 404;
 * - files with `Cache-Control: max-age=600`, as GitHub Pages sends them, the not-found page without;
 * - with `compress`, text gzip-compressed for a browser that accepts gzip, never brotli: GitHub Pages
 *   sends no brotli, and a benchmark served brotli measures a faster page than readers get.
 *
 * The site is mounted under its base path; `base: '/'` mounts it at the root, which is how a host
 * with the wrong base path serves it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import sirv from 'sirv';

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/** How long a browser may reuse a file without asking the server, as GitHub Pages sends it. */
export const CACHE_SECONDS = 600;

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a quality above 0). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const offered = Array.isArray(header) ? header.join(',') : (header ?? '');
  return offered.split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

export async function startStaticServer(options: {
  root: string;
  base: string;
  port?: number;
  /** Compress text responses (gzip), as GitHub Pages does; the benchmark's Lighthouse runs need it. */
  compress?: boolean;
}): Promise<StaticServer> {
  const {root, base, port = 0, compress = false} = options;
  // compression is typed for Express, but it only uses Node's own request and response.
  const compressText = compress ? (compression() as unknown as Middleware) : undefined;
  const serveFile = sirv(root, {dev: false, etag: true, extensions: ['html'], maxAge: CACHE_SECONDS});
  const isFile = (file: string) => fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;
  const isFolder = (file: string) => fs.statSync(file, {throwIfNoEntry: false})?.isDirectory() ?? false;
  const notFoundPage = fs.readFileSync(path.join(root, '404.html'));
  const notFound = (response: http.ServerResponse) => {
    response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    response.end(notFoundPage);
  };

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const {pathname} = url;
    // The base path without its trailing slash is the site's root folder, addressed without its slash.
    if (base !== '/' && pathname === base.replace(/\/$/, '')) {
      response.writeHead(301, {Location: `${base}${url.search}`});
      response.end();
      return;
    }
    if (!pathname.startsWith(base)) {
      notFound(response);
      return;
    }
    const relative = decodeURIComponent(pathname.slice(base.length));
    const file = path.join(root, relative);
    if (!file.startsWith(root)) {
      notFound(response);
      return;
    }
    if (relative !== '' && !relative.endsWith('/') && !isFile(file) && !isFile(`${file}.html`) && isFolder(file)) {
      response.writeHead(301, {Location: `${pathname}/${url.search}`});
      response.end();
      return;
    }
    request.url = `/${pathname.slice(base.length)}${url.search}`;
    serveFile(request, response, () => notFound(response));
  };
  const server = http.createServer((request, response) => {
    if (!compressText) return handle(request, response);
    // compression would pick brotli for a browser that offers it: it is offered gzip alone, or nothing.
    request.headers['accept-encoding'] = acceptsGzip(request.headers['accept-encoding']) ? 'gzip' : 'identity';
    compressText(request, response, () => handle(request, response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const {port: actualPort} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves the production build the way a static host does: a file as is, a folder as its
 * index.html, anything else as 404.html with status 404. The site is mounted under its
 * base path; `base: '/'` mounts it at the root, which is how a host with the wrong base
 * path serves it.
 *
 * Files carry the caching that GitHub Pages, where the site is published, gives them
 * (`max-age=600`): a browser reuses what it fetched in the last ten minutes without asking again.
 * Without it a browser guesses freshness from the file's age and, right after a build, asks
 * again for nearly every file it has: the console gate's pages made 2,950 requests to the
 * server from a fresh build (1,900 of them conditional), 955 with the header. The not-found
 * page goes out without it.
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

export async function startStaticServer(options: {
  root: string;
  base: string;
  port?: number;
  /** Compress text responses (gzip), as static hosts do; the benchmark's Lighthouse runs need it. */
  compress?: boolean;
}): Promise<StaticServer> {
  const {root, base, port = 0, compress = false} = options;
  // compression is typed for Express, but it only uses Node's own request and response.
  const gzip = compress ? (compression() as unknown as Middleware) : undefined;
  const serveFile = sirv(root, {dev: false, etag: true, extensions: ['html'], maxAge: CACHE_SECONDS});
  const notFoundPage = fs.readFileSync(path.join(root, '404.html'));
  const notFound = (response: http.ServerResponse) => {
    response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    response.end(notFoundPage);
  };

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The base path without its trailing slash is the site's root folder too.
    const pathname = url.pathname === base.replace(/\/$/, '') ? base : url.pathname;
    if (!pathname.startsWith(base)) {
      notFound(response);
      return;
    }
    request.url = `/${pathname.slice(base.length)}${url.search}`;
    serveFile(request, response, () => notFound(response));
  };
  const server = http.createServer((request, response) => {
    if (gzip) gzip(request, response, () => handle(request, response));
    else handle(request, response);
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

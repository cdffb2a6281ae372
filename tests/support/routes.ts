/**
 * The routes of the production build, read from its sitemap (every page Docusaurus
 * rendered, except the not-found page), as paths relative to the base path, and what
 * kind of page each one is.
 */
import fs from 'node:fs';
import path from 'node:path';
import {resolveBaseUrl} from '../../config/site';
import {BUILD_DIR} from './globalSetup';

export type PageKind =
  | 'home'
  | 'guide'
  | 'api-index'
  | 'api-class'
  | 'api-enum'
  | 'api-function'
  | 'api-interface'
  | 'api-namespace'
  | 'other';

export interface Route {
  /** Path relative to the base path, without a leading slash: '' for home, 'docs/dialogs', ... */
  path: string;
  kind: PageKind;
  /** The HTML file of the build that a static host serves for this route. */
  file: string;
}

const BASE = resolveBaseUrl();

const API_KINDS = {
  class: 'api-class',
  enum: 'api-enum',
  function: 'api-function',
  interface: 'api-interface',
  namespace: 'api-namespace',
} as const satisfies Record<string, PageKind>;

export function kindOf(routePath: string): PageKind {
  if (routePath === '') return 'home';
  if (routePath === 'api') return 'api-index';
  const [first, second] = routePath.split('/');
  if (first === 'docs') return 'guide';
  if (first === 'api' && second !== undefined && second in API_KINDS)
    return API_KINDS[second as keyof typeof API_KINDS];
  return 'other';
}

/**
 * The build file a static host serves for a path below the base path: the file itself,
 * the folder's index.html, or the path plus .html (see staticServer.ts). Undefined when
 * none exists (the host then answers with 404.html).
 */
export function buildFileFor(routePath: string, buildDir: string = BUILD_DIR): string | undefined {
  const clean = decodeURIComponent(routePath).replace(/^\/+/, '');
  const candidates = [clean, path.join(clean, 'index.html'), `${clean.replace(/\/$/, '')}.html`];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every route listed in build/sitemap.xml, in sitemap order. */
export function sitemapRoutes(buildDir: string = BUILD_DIR): Route[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (locations.length === 0) throw new Error('build/sitemap.xml lists no pages');
  return locations.map((pathname) => {
    if (!pathname.startsWith(BASE) && `${pathname}/` !== BASE) {
      throw new Error(`Sitemap entry ${pathname} is outside the base path ${BASE}`);
    }
    const routePath = pathname.slice(BASE.length);
    const file = buildFileFor(routePath, buildDir);
    if (file === undefined) throw new Error(`Sitemap entry ${pathname} has no file in the build`);
    return {path: routePath, kind: kindOf(routePath), file};
  });
}

/** The not-found page, which the sitemap leaves out; a static host serves it for unknown paths. */
export function notFoundRoute(buildDir: string = BUILD_DIR): Route {
  return {path: '404.html', kind: 'other', file: path.join(buildDir, '404.html')};
}

/** Every page of the build: the sitemap's routes plus the not-found page. */
export function allPages(buildDir: string = BUILD_DIR): Route[] {
  return [...sitemapRoutes(buildDir), notFoundRoute(buildDir)];
}

/** The first route of each kind (in sitemap order), for tests that sample one page a kind. */
export function firstOfEachKind(routes: Route[] = sitemapRoutes()): Map<PageKind, Route> {
  const sample = new Map<PageKind, Route>();
  for (const route of routes) if (!sample.has(route.kind)) sample.set(route.kind, route);
  return sample;
}

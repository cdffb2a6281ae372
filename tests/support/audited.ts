/**
 * The pages the accessibility audit (axe, tests/browser/quality-a11y.spec.ts) loads: home,
 * every guide of the current version, the first API page of each kind, /api included, and for each
 * older version the start page of its guides and its first function page (the same templates,
 * plus the version banner; its API index is the current one's template with the longest page of
 * the site). Shared with the Node check that this sample covers every kind of page
 * (tests/build/a11y.test.ts).
 */
import {firstOfEachKind, sitemapRoutes, type Route} from '../../lib/routes';

export function auditedPages(routes: Route[] = sitemapRoutes()): Route[] {
  const current = routes.filter((route) => route.version === 'current');
  const apiSample = [...firstOfEachKind(current).values()].filter((route) => route.kind.startsWith('api-'));
  const older = routes.filter((route) => route.version !== 'current');
  const olderPages = [...new Set(older.map((route) => route.version))].flatMap((version) => {
    const pages = older.filter((route) => route.version === version);
    const docsStart = pages.find((route) => /^docs\/[^/]+\/$/.test(route.path));
    const firstFunction = firstOfEachKind(pages).get('api-function');
    return [docsStart, firstFunction].filter((route): route is Route => route !== undefined);
  });
  return [...current.filter((route) => route.kind === 'home' || route.kind === 'guide'), ...apiSample, ...olderPages];
}

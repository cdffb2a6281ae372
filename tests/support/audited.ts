/**
 * The pages the accessibility audit (axe, tests/browser/quality-a11y.spec.ts) loads: home,
 * every guide of the current version, the first API page of each kind, /api included, and the start
 * page of each older version's guides and reference (the same templates, plus the version banner).
 * Shared with the Node check that this sample covers every kind of page (tests/build/a11y.test.ts).
 */
import {firstOfEachKind, sitemapRoutes, type Route} from '../../lib/routes';

export function auditedPages(routes: Route[] = sitemapRoutes()): Route[] {
  const current = routes.filter((route) => route.version === 'current');
  const apiSample = [...firstOfEachKind(current).values()].filter((route) => route.kind.startsWith('api-'));
  const olderStarts = routes.filter((route) => route.version !== 'current' && /^(docs|api)\/[^/]+\/$/.test(route.path));
  return [...current.filter((route) => route.kind === 'home' || route.kind === 'guide'), ...apiSample, ...olderStarts];
}

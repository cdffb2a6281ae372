/**
 * The pages the accessibility audit (axe, tests/browser/quality-a11y.spec.ts) loads: home,
 * every guide, and the first API page of each kind, /api included. Shared with the Node check
 * that this sample covers every kind of page (tests/build/a11y.test.ts).
 */
import {firstOfEachKind, sitemapRoutes, type Route} from '../../lib/routes';

export function auditedPages(routes: Route[] = sitemapRoutes()): Route[] {
  const apiSample = [...firstOfEachKind(routes).values()].filter((route) => route.kind.startsWith('api-'));
  return [...routes.filter((route) => route.kind === 'home' || route.kind === 'guide'), ...apiSample];
}

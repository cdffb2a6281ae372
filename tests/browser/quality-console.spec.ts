/**
 * No console error or warning (what counts: tests/support/console.ts) on the pages of the site: every
 * page of the current version that is not an API page, every sixteenth API page of it in sitemap order
 * (the API pages are one template with different data: the Node checks read all of them, the
 * accessibility audit loads one of each kind, and each load costs the run CPU time: bench/remarks.md),
 * one page of each kind of every older version, and the not-found page; the pages the accessibility
 * audit loads it checks the same way. The routes are split into a few tests so that the workers
 * share them.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {settle, watchConsole} from '../support/console';
import {auditedPagesOfRun} from '../support/audited';
import {allPages, firstOfEachKind} from '../../lib/routes';

// Pages as a reader gets them, prefetching included: every prefetched file must exist.
test.use({prefetching: true});

const SHARDS = 4;
const audited = new Set(auditedPagesOfRun().map((route) => route.path));
const all = allPages().filter((route) => route.path !== '404.html' && !audited.has(route.path));
const olderSample = new Set(
  [...new Set(all.filter((route) => route.version !== 'current').map((route) => route.version))].flatMap((version) =>
    [...firstOfEachKind(all.filter((route) => route.version === version)).values()].map((route) => route.path),
  ),
);
const currentApi = all.filter((route) => route.version === 'current' && route.kind.startsWith('api-'));
const apiSample = new Set(currentApi.filter((_, index) => index % 16 === 0).map((route) => route.path));
const pages = all.filter(
  (route) =>
    (route.version === 'current' && (!route.kind.startsWith('api-') || apiSample.has(route.path))) ||
    olderSample.has(route.path),
);

for (let shard = 0; shard < SHARDS; shard += 1) {
  const share = pages.filter((_, index) => index % SHARDS === shard);
  test(`no console error or warning while loading pages (${shard + 1}/${SHARDS}: ${share.length} pages)`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + share.length * 3_000);
    let current = '';
    const {warnings, missingPrefetches} = watchConsole(page, () => current);
    for (const route of share) {
      current = route.path;
      await page.goto(route.path);
      await waitForHydration(page);
      await settle(page);
    }
    expect(warnings).toEqual([]);
    expect(missingPrefetches()).toEqual([]);
  });
}

test.describe('the not-found page', () => {
  // Its own 404 status (and Chromium's console line about it) is what a static host answers.
  test.use({allowedProblems: /this-page-does-not-exist|Failed to load resource: .* 404/});

  test('an unknown path shows the not-found page with no other error and no warning', async ({page}) => {
    const {warnings, missingPrefetches} = watchConsole(page, () => 'this-page-does-not-exist');
    const response = await page.goto('this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
    expect(missingPrefetches()).toEqual([]);
  });
});

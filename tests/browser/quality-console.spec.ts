/**
 * No console error or warning (what counts: tests/support/console.ts) on every page of the current
 * version but those the accessibility audit loads and checks the same way, on one page of each kind
 * of every older version (the same components with the other version's data; the Node checks read
 * all of its pages), and on the not-found page. The routes are split into a few tests so that the
 * workers share them.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {settle, watchConsole} from '../support/console';
import {auditedPages} from '../support/audited';
import {allPages, firstOfEachKind} from '../../lib/routes';

const SHARDS = 4;
const audited = new Set(auditedPages().map((route) => route.path));
const all = allPages().filter((route) => route.path !== '404.html' && !audited.has(route.path));
const olderSample = new Set(
  [...new Set(all.filter((route) => route.version !== 'current').map((route) => route.version))].flatMap((version) =>
    [...firstOfEachKind(all.filter((route) => route.version === version)).values()].map((route) => route.path),
  ),
);
const pages = all.filter((route) => route.version === 'current' || olderSample.has(route.path));

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

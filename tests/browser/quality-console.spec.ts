/**
 * Gate 4, the console gate (what it checks: tests/support/console.ts) on every page of the site
 * but those the accessibility audit loads and checks the same way, and on the not-found page.
 * The routes are split into a few tests so that the workers share them.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {settle, watchConsole} from '../support/console';
import {auditedPages} from '../support/audited';
import {allPages} from '../../lib/routes';

const SHARDS = 4;
const audited = new Set(auditedPages().map((route) => route.path));
const pages = allPages().filter((route) => route.path !== '404.html' && !audited.has(route.path));

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

/**
 * Gate 4: loading any page of the site logs no error and no warning (React's hydration
 * mismatches included) and no request fails. The shared fixture already fails a test on
 * uncaught errors, console errors and failed or 4xx/5xx same-origin requests; this gate
 * adds console warnings, for its own pages only. The routes are split into a few tests so
 * that the workers share them.
 *
 * Chromium never reports the end of a <link rel="prefetch"> request (Docusaurus prefetches
 * the chunks of the links in view), so Playwright reports those still "pending" as aborted
 * when the page closes. Those aborts are allowed; instead every prefetched asset must
 * exist in the build.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, BASE} from '../support/fixtures';
import {allPages, buildFileFor} from '../../lib/routes';

const SHARDS = 4;
const pages = allPages().filter((route) => route.path !== '404.html');

test.use({allowedProblems: [/^request failed: \S+\/assets\/js\/[\w.~-]+\.js \(net::ERR_ABORTED\)$/]});

/** Collects console warnings and the prefetched asset URLs of a page. */
function watch(page: Page, where: () => string) {
  const warnings: string[] = [];
  const prefetched = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`/${where()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'other') prefetched.add(new URL(request.url()).pathname);
  });
  const missingPrefetches = () =>
    [...prefetched].filter((pathname) => !pathname.startsWith(BASE) || !buildFileFor(pathname.slice(BASE.length)));
  return {warnings, missingPrefetches};
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  const share = pages.filter((_, index) => index % SHARDS === shard);
  test(`no console error or warning while loading pages (${shard + 1}/${SHARDS}: ${share.length} pages)`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + share.length * 3_000);
    let current = '';
    const {warnings, missingPrefetches} = watch(page, () => current);
    for (const route of share) {
      current = route.path;
      await page.goto(route.path);
      await waitForHydration(page);
      // Let the page finish what it starts after hydration (its fonts, and the prefetches of
      // the links in view, which Docusaurus starts when the browser is idle) before leaving.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2_000}));
      });
    }
    expect(warnings).toEqual([]);
    expect(missingPrefetches()).toEqual([]);
  });
}

test.describe('the not-found page', () => {
  // Its own 404 status (and Chromium's console line about it) is what a static host answers.
  // One pattern: Playwright would read a second array element as fixture options.
  test.use({
    allowedProblems: [
      /^request failed: \S+\/assets\/js\/[\w.~-]+\.js \(net::ERR_ABORTED\)$|this-page-does-not-exist|Failed to load resource: .* 404/,
    ],
  });

  test('an unknown path shows the not-found page with no other error and no warning', async ({page}) => {
    const {warnings, missingPrefetches} = watch(page, () => 'this-page-does-not-exist');
    const response = await page.goto('this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
    expect(missingPrefetches()).toEqual([]);
  });
});

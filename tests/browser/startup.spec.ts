/**
 * How a page starts: the server-rendered page is painted before the app's scripts run
 * (config/htmlTemplate.ts; that every page preloads them at low priority instead of deferring
 * them is checked in the built HTML, tests/build/startup.test.ts), and links in view prefetch
 * their chunks once each, in idle time (plugins/startup).
 */
import {test, expect, openPage} from '../support/fixtures';
import {firstOfEachKind} from '../../lib/routes';

// Prefetching is part of how a page starts, and one test here checks it.
test.use({prefetching: true});

/** The path of the build's first API function page. */
function apiFunctionPage(): string {
  const route = firstOfEachKind().get('api-function');
  if (!route) throw new Error('the build has no API function page');
  return route.path;
}

for (const sitePath of ['', 'docs/']) {
  test(`/${sitePath} is painted before the app starts, and then hydrates`, async ({page}) => {
    await page.addInitScript(() => {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        window.appAtFirstPaint = 'docusaurus' in window;
      }).observe({type: 'paint', buffered: true});
    });
    await openPage(page, sitePath);
    expect(await page.evaluate(() => window.appAtFirstPaint)).toBe(false);
  });
}

test('links in view prefetch the chunks of their pages once each, and none the page has', async ({page}) => {
  await openPage(page, apiFunctionPage());
  const hrefs = () =>
    page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await expect.poll(async () => (await hrefs()).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const prefetched = await hrefs();
  expect(new Set(prefetched).size, 'a chunk was prefetched more than once').toBe(prefetched.length);
  // Each file the page fetched, with what fetched it: a prefetched chunk was fetched by its <link> only.
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`),
  );
  const alsoFetchedOtherwise = prefetched.filter((href) =>
    initiators.some((line) => line.startsWith(`${new URL(href!, page.url()).pathname} `) && !line.endsWith(' link')),
  );
  expect(alsoFetchedOtherwise, 'chunks prefetched although the page had fetched them').toEqual([]);
});

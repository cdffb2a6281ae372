/**
 * How a page starts: the server-rendered page is painted before the app's scripts run
 * (config/htmlTemplate.ts; that every page preloads them at low priority instead of deferring
 * them is checked in the built HTML, tests/build/startup.test.ts), the app starts in short
 * tasks (plugins/startup/client/clientEntry.ts), and
 * links in view prefetch their chunks once each, in idle time (plugins/startup).
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

test('the app requests the chunks of an API page a few at a time, not all in one task', async ({page}) => {
  // Each request adds a script element; upstream's entry added all of them in the task that ran
  // the bundle. Script elements added in one synchronous run of code count as one run.
  await page.addInitScript(() => {
    const runs: number[] = [];
    window.chunkRequestRuns = runs;
    let open = false;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.hasAttribute('data-webpack')) {
        if (!open) {
          open = true;
          runs.push(0);
          queueMicrotask(() => {
            open = false;
          });
        }
        runs[runs.length - 1] += 1;
      }
      return appendChild.call(this, child) as T;
    };
  });
  await openPage(page, apiFunctionPage());
  const runs = (await page.evaluate(() => window.chunkRequestRuns))!;
  expect(
    runs.reduce((sum, count) => sum + count, 0),
    'chunk scripts the page requested',
  ).toBeGreaterThan(8);
  expect(
    Math.max(...runs),
    `the most chunk scripts requested in one run (runs: ${runs.join(', ')})`,
  ).toBeLessThanOrEqual(4);
});

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

// The browser parses each SVG image as a document of its own on the main thread while it styles
// the page (src/css/custom.css, "SVG images"): the site's icons use none, at either width.
for (const [sitePath, width] of [
  ['docs/', 412],
  ['docs/', 1280],
  [apiFunctionPage(), 1280],
] as const) {
  test(`/${sitePath} uses no SVG image at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 823});
    await openPage(page, sitePath);
    const svgImages = await page.evaluate(() => {
      const svg = /url\(\s*["']?(?:data:image\/svg|[^"')]*\.svg\b)/i;
      const found: string[] = [];
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      for (const element of Array.from(document.querySelectorAll('*'))) {
        if (element instanceof HTMLImageElement && /\.svg\b/i.test(element.currentSrc || element.src)) {
          found.push(`${name(element)} src`);
        }
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          for (const property of [
            'background-image',
            'mask-image',
            '-webkit-mask-image',
            'list-style-image',
            'content',
          ]) {
            if (svg.test(style.getPropertyValue(property))) found.push(`${name(element)}${pseudo ?? ''} ${property}`);
          }
        }
      }
      return found;
    });
    expect(svgImages).toEqual([]);
  });
}

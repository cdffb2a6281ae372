import type {Page, Route} from '@playwright/test';
import {test, expect, openPage, waitForHydration, BASE, findChunks, renderingSkipped} from '../support/fixtures';
import {chunksOnlyNeededBy} from '../support/chunks';
import {SAVE_DATA_SCRIPT, SLOW_CONNECTION_SCRIPT} from '../../lib/network';
import {WRONG_BASE_PORT} from '../../lib/ports';

// A route handler may still be at work when a test ends (e.g. fetching a chunk the page
// prefetched), and would fail it with "Test ended"; what it was doing no longer matters.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test.describe('colour mode', () => {
  test('is light by default and the toggle persists the choice under "theme"', async ({page}) => {
    await openPage(page, 'docs/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test.describe('with a dark system preference', () => {
    test.use({colorScheme: 'dark'});

    test('follows it while nothing is stored, and a stored choice wins', async ({page}) => {
      await openPage(page, '');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      await waitForHydration(page);
      await expect(html).toHaveAttribute('data-theme', 'light');
    });
  });
});

/** Holds matching requests until `release()` is called; `abort` fails them instead. */
function chunkGate(page: Page, urls: string[]) {
  const held: Route[] = [];
  let mode: 'abort' | 'hold' | 'pass' = 'hold';
  const matches = (url: URL) => urls.includes(url.href);
  const ready = page.route(matches, async (route) => {
    if (mode === 'abort') await route.abort();
    else if (mode === 'hold') held.push(route);
    else await route.continue();
  });
  return {
    ready,
    set(next: 'abort' | 'hold' | 'pass') {
      mode = next;
    },
    async release() {
      mode = 'pass';
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

// Pages here do not prefetch (the fixtures' default): a chunk a test holds back must not arrive
// ahead of the click.
test.describe('loading pages', () => {
  test.describe('a chunk that fails on the first load', () => {
    test.use({
      allowedProblems: /request failed: .*\.js \(net::ERR_FAILED\)|Failed to load resource: net::ERR_FAILED/,
    });

    test('shows the error with a Retry button, and Retry shows the spinner only after 200 ms', async ({page}) => {
      const chunks = await chunksOnlyNeededBy(page, 'docs/dialogs');
      const gate = chunkGate(page, chunks);
      await gate.ready;
      gate.set('abort');
      await page.clock.install();
      await page.goto('docs/dialogs');
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible();
      await expect(page.getByText(/Loading chunk .* failed|ChunkLoadError/)).toBeVisible();

      await page.clock.pauseAt(Date.now() + 1000);
      gate.set('hold');
      await retry.click();
      await page.clock.runFor(150);
      await expect(page.locator('svg#loader')).toHaveCount(0);
      await page.clock.runFor(100);
      await expect(page.locator('svg#loader')).toBeVisible();
      await gate.release();
      await page.clock.resume();
      // Nested loaders that failed with the first attempt keep their error until they are
      // retried themselves: the reader may need one more Retry, never a reload.
      const h1 = page.locator('h1');
      for (let attempt = 0; attempt < 3 && !(await h1.isVisible()); attempt += 1) {
        await expect(retry.or(h1)).toBeVisible();
        if (await retry.isVisible()) await retry.click();
      }
      await expect(h1).toHaveText('Dialogs');
      await expect(page.locator('svg#loader')).toHaveCount(0);
    });
  });

  test.describe('a chunk that fails during client-side navigation', () => {
    test.use({
      allowedProblems: /request failed: .*\.js \(net::ERR_FAILED\)|Failed to load resource: net::ERR_FAILED/,
    });

    test('reloads the target page fully', async ({page}) => {
      const chunks = await chunksOnlyNeededBy(page, 'docs/dialogs', 'docs/');
      await openPage(page, 'docs/');
      const gate = chunkGate(page, chunks);
      await gate.ready;
      gate.set('abort');
      await page.evaluate(() => (window.marker = true));
      const reloaded = page.waitForEvent('load');
      // The first attempt fails; the reload that follows succeeds.
      page.once('requestfailed', () => gate.set('pass'));
      await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Dialogs'}).click();
      await reloaded;
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/docs\/dialogs\/$/);
      await expect(page.locator('h1')).toHaveText('Dialogs');
      expect(await page.evaluate(() => window.marker)).toBeUndefined();
    });
  });

  test('a route change shows the progress bar only after 200 ms', async ({page}) => {
    const chunks = await chunksOnlyNeededBy(page, 'docs/dialogs', 'docs/');
    await page.clock.install();
    await openPage(page, 'docs/');
    const gate = chunkGate(page, chunks);
    await gate.ready;
    await page.clock.pauseAt(Date.now() + 1000);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Dialogs'}).click();
    await page.clock.runFor(150);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await gate.release();
    await expect(page.locator('h1')).toHaveText('Dialogs');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // A clock left paused is resumed by Playwright after the test, unawaited, through an init
    // script that can outlive the reset of the reused context and throw in the next test's pages
    // ("reading 'controller'"): resume it here, as the Retry test does.
    await page.clock.resume();
  });
});

test.describe('prefetching', () => {
  test.use({prefetching: true});

  async function requestsWhileHovering(page: Page, chunks: string[]): Promise<string[]> {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (chunks.includes(request.url())) seen.push(request.url());
    });
    await openPage(page, 'docs/');
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Dialogs'}).hover();
    // Give the prefetch a moment to start, then let the page settle.
    await page.waitForLoadState('networkidle');
    return seen;
  }

  test('loads the chunks of a linked page ahead of the click', async ({page}) => {
    const chunks = await chunksOnlyNeededBy(page, 'docs/dialogs', 'docs/');
    expect(await requestsWhileHovering(page, chunks)).not.toEqual([]);
  });

  for (const [name, script] of [
    ['on a 2g connection', SLOW_CONNECTION_SCRIPT],
    ['with data saver on', SAVE_DATA_SCRIPT],
  ] as const) {
    test(`is off ${name}`, async ({page}) => {
      const chunks = await chunksOnlyNeededBy(page, 'docs/dialogs', 'docs/');
      await page.addInitScript(script);
      expect(await requestsWhileHovering(page, chunks)).toEqual([]);
    });
  }
});

test.describe('scrolling', () => {
  test('a hash link scrolls to its heading', async ({page}) => {
    await openPage(page, 'docs/');
    const tocLink = page.locator('.table-of-contents a').last();
    const id = (await tocLink.getAttribute('href'))!.replace(/^#/, '');
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('opening a URL with a hash lands on its heading', async ({page}) => {
    await page.goto('docs/');
    const id = await page.locator('.table-of-contents a').last().getAttribute('href');
    await openPage(page, `docs/${id}`);
    await expect(page.locator(`[id="${id!.slice(1)}"]`)).toBeInViewport();
  });

  test.describe('on a phone, in the longest guide', () => {
    test.use({viewport: {width: 412, height: 823}});

    test('text far below is skipped until needed, and find in page reaches it', async ({page}) => {
      await openPage(page, 'docs/dialogs/');
      const headings = page.locator('.markdown > :is(h2, h3)');
      expect(await headings.count()).toBeGreaterThan(10);
      for (const visibility of await headings.evaluateAll((all) =>
        all.map((h) => getComputedStyle(h).getPropertyValue('content-visibility')),
      )) {
        expect(visibility).toBe('visible');
      }
      // Paragraphs and lists near the end, each holding an element to ask the browser about, marked
      // in one go (a locator with :has() over the whole page is slow to resolve).
      await page.evaluate(() => {
        const blocks = Array.from(document.querySelectorAll('.markdown > :is(p, ul)')).filter(
          (block) => block.firstElementChild,
        );
        for (const [mark, index] of [3, 12, 25].entries()) blocks.at(-index)!.setAttribute('data-probe', String(mark));
      });
      for (const mark of [0, 1, 2]) {
        const block = page.locator(`[data-probe="${mark}"]`);
        await expect.poll(() => block.evaluate(renderingSkipped)).toBe(true);
        // The start of its first line: what a reader would type (not innerText: that is of what is rendered).
        const text = (await block.evaluate((element) => element.textContent!)).trim().split('\n')[0].slice(0, 40);
        // The search starts at the selection: from the top, as a new search would.
        const found = await page.evaluate((needle) => {
          window.getSelection()!.removeAllRanges();
          return window.find(needle);
        }, text);
        expect(found, `found "${text}"`).toBe(true);
        await expect(block).toBeInViewport();
        expect(await block.evaluate(renderingSkipped)).toBe(false);
      }
    });

    test('a URL with the hash of a heading far below opens on that heading', async ({page}) => {
      await page.goto('docs/dialogs/');
      const ids = await page.locator('.markdown > h2[id]').evaluateAll((all) => all.map((h) => h.id));
      for (const id of [ids.at(-1)!, ids.at(-3)!]) {
        // A first load each time, not a jump within the page.
        await page.goto('about:blank');
        await openPage(page, `docs/dialogs/#${id}`);
        const heading = page.locator(`[id="${id}"]`);
        await expect(heading).toBeInViewport();
        // Below the sticky navbar at the top of the window, not merely somewhere in it (unless the
        // page ends before the heading could get there).
        const place = await heading.evaluate((h) => ({
          top: h.getBoundingClientRect().top,
          atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        }));
        expect(place.top).toBeGreaterThanOrEqual(0);
        if (!place.atEnd) expect(place.top).toBeLessThan(150);
      }
    });
  });

  test('any other navigation scrolls to the top', async ({page}) => {
    await openPage(page, 'docs/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', {name: 'Dialogs'}).click();
    await expect(page.locator('h1')).toHaveText('Dialogs');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a crashing page', () => {
  // React reports the crash, and that it gave up hydrating the crashed tree (error #423).
  test.use({allowedProblems: /console error: .*(outer failure|inner cause|above error occurred|React error #423)/});

  test('shows "This page crashed", the chain of errors and a working "Try again"', async ({page}) => {
    // A test-only fault, injected into the served copy of one guide's chunk: reading its
    // front matter during render throws while window.crashGuide is set.
    const [chunk] = findChunks('slug:"/contributing"');
    expect(chunk, 'the chunk of the contributing guide').toBeTruthy();
    await page.route(`**/assets/js/${chunk}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'slug:"/contributing"',
        'slug:"/contributing",get hide_title(){if(window.crashGuide)throw new Error("outer failure",{cause:new Error("inner cause")});return false}',
      );
      await route.fulfill({response, body});
    });
    await page.addInitScript(() => (window.crashGuide = true));
    await page.goto('docs/contributing');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('outer failure')).toBeVisible();
    await expect(page.getByText('inner cause')).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();

    await page.evaluate(() => (window.crashGuide = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('h1')).toHaveText('Contributing');
  });
});

test.describe('served under the wrong base URL', () => {
  test.use({allowedProblems: /Failed to load resource: .* 404/});

  test('shows the banner with the suggested base URL', async ({page}) => {
    // The same build, served at the root: every asset under the base path is missing.
    await page.goto(`http://127.0.0.1:${WRONG_BASE_PORT}/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText(`Current configured baseUrl = ${BASE}`);
    await expect(banner).toContainText('We suggest trying baseUrl = /');
  });
});

test.describe('without browser storage', () => {
  test('the site works and only warns', async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openPage(page, 'docs/');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Close'}).click();
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Dialogs'}).click();
    await expect(page.locator('h1')).toHaveText('Dialogs');
    expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(true);
  });
});

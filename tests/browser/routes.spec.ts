import {test, expect, openPage, BASE} from '../support/fixtures';
import {siteRoutes} from '../../lib/routes';
import {CACHE_SECONDS} from '../../lib/staticServer';

// One test, one step per route: the loads share the test's warm cache, and a failure names its step.
test('every route of the site shows its page with its sidebar, the navbar and the footer', async ({page}) => {
  for (const route of siteRoutes) {
    await test.step(`/${route.path} with the ${route.sidebar} sidebar`, async () => {
      await openPage(page, route.path);
      await expect(page.locator('h1').first()).toHaveText(route.h1);
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      if (route.sidebar === 'none') {
        await expect(sidebar).toHaveCount(0);
      } else {
        await expect(sidebar).toBeVisible();
        // The docs sidebar lists the guides and nothing of the reference; the api sidebar the reverse.
        const own = route.sidebar === 'docs' ? `${BASE}docs/` : `${BASE}api`;
        const other = route.sidebar === 'docs' ? `${BASE}api` : `${BASE}docs/`;
        expect(await sidebar.locator(`a[href^="${own}"]`).count()).toBeGreaterThan(0);
        await expect(sidebar.locator(`a[href^="${other}"]`)).toHaveCount(0);
      }
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
    });
  }
});

test.describe('paths ending in index.html or .html', () => {
  test('index.html shows the same page as the bare path', async ({page}) => {
    for (const [path, h1] of [
      ['index.html', /^chayns-api$/],
      ['docs/index.html', /^Getting started$/],
      ['docs/contributing/index.html', /^Contributing$/],
    ] as const) {
      await openPage(page, path);
      await expect(page.locator('h1').first()).toHaveText(h1);
    }
  });

  test.describe('.html', () => {
    // No such file exists, so the static host answers 404.html with status 404 and the
    // client router then renders the page of the bare path.
    test.use({allowedProblems: /HTTP 404: .*\.html$|Failed to load resource: .* 404/});
    test('a .html suffix shows the same page as the bare path', async ({page}) => {
      await openPage(page, 'docs/dialogs.html');
      await expect(page.locator('h1').first()).toHaveText(/^Dialogs$/);
      await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
    });
  });
});

test.describe('unknown paths', () => {
  // The document itself answers 404; nothing else may fail.
  test.use({allowedProblems: /HTTP 404: |Failed to load resource: .* 404/});
  test('each unknown path shows the not-found page with status 404', async ({page}) => {
    for (const path of ['does-not-exist', 'docs/no-such-guide', 'api/function/noSuchFunction', 'docs/dialogs/extra']) {
      await test.step(`/${path}`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expect(page.locator('nav.navbar')).toBeVisible();
        await expect(page.locator('footer.footer')).toBeVisible();
      });
    }
  });

  test('a path outside the base path gets the not-found page too', async ({page, baseURL}) => {
    const response = await page.goto(new URL('/elsewhere', baseURL).href);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
});

test('files go out with the caching GitHub Pages gives them, the not-found page without', async ({request}) => {
  for (const path of ['', 'docs/dialogs', 'img/logo.svg']) {
    const response = await request.get(path);
    expect(response.status(), `/${path}`).toBe(200);
    expect(response.headers()['cache-control'], `/${path}`).toMatch(new RegExp(`max-age=${CACHE_SECONDS}\\b`));
  }
  const missing = await request.get('does-not-exist');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
});

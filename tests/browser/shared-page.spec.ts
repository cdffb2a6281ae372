/**
 * The page that `sharedPageTest` (tests/support/fixtures.ts) hands to one test after another:
 * what a test leaves on it is gone when the next one starts, and what it could not take back is
 * refused. Serial, so that both tests run in one worker, on one page, in this order.
 */
import {sharedPageTest as test, expect, openPage, BASE} from '../support/fixtures';

test.describe.configure({mode: 'serial'});

let first: unknown;

test('a test leaves storage, a route, a listener, another page, a viewport and a colour mode behind', async ({
  page,
  context,
}) => {
  first = page;
  await openPage(page, 'docs/');
  await page.evaluate(() => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
  });
  await page.route('**/*.json', (route) => route.abort());
  page.on('console', () => {
    throw new Error('a listener of the first test ran in the second');
  });
  await context.newPage();
  await page.setViewportSize({width: 390, height: 700});
  await page.emulateMedia({colorScheme: 'dark'});
  await context.grantPermissions(['clipboard-read']);
});

test('the next test gets the same page without any of it', async ({page, context}) => {
  expect(page, 'the same page').toBe(first);
  expect(page.url()).toBe('about:blank');
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual({width: 1280, height: 800});
  await openPage(page, 'docs/');
  expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([
    null,
    null,
  ]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => console.log('no listener of the first test hears this'));
  // The route is gone: a JSON file of the site loads.
  expect(await page.evaluate((url) => fetch(url).then((response) => response.ok), `${BASE}search/index.json`)).toBe(
    true,
  );
  const clipboard = () => navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state);
  expect(await page.evaluate(clipboard)).not.toBe('granted');
  // What no reset could take back is refused.
  expect(() => page.addInitScript('')).toThrow(/would outlast this test/);
  expect(() => context.addInitScript('')).toThrow(/would outlast this test/);
  expect(() => page.clock.install()).toThrow(/would outlast this test/);
  expect(() => page.close()).toThrow(/would outlast this test/);
});

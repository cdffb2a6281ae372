/**
 * The `test` every spec imports. It watches every page a test opens in its context and fails the test on
 * an uncaught error, a console error, or a failed same-origin request (favicon included),
 * unless the test declares the problem it provokes with `test.use({allowedProblems})`.
 *
 * Its pages do not prefetch the chunks of the links in view unless the test asks for it with
 * `test.use({prefetching: true})`, as the specs about prefetching and the console and
 * accessibility checks (which check every prefetched file) do. Elsewhere prefetches are half
 * the requests of a page load and a fifth of the browser's CPU time for it (bench/remarks.md),
 * and no test looks at them.
 */
import {test as base, expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {resolveBaseUrl} from '../../config/site';
import {SAVE_DATA_SCRIPT} from '../../lib/network';
import {BUILD_DIR} from './globalSetup';

export {expect};

export const BASE = resolveBaseUrl();

interface Fixtures {
  /**
   * Problems this test provokes on purpose: one pattern, or a list of ONE pattern (Playwright
   * reads `[a, b]` in `test.use` as a value with options, so join alternatives with `|`).
   */
  allowedProblems: RegExp | RegExp[];
  /** Problems seen so far on the pages of this test. */
  problems: string[];
  /** Whether pages prefetch the chunks of the links in view, as for a reader; off (data saver) unless set. */
  prefetching: boolean;
  /** Turns prefetching off for the pages of the test's context unless `prefetching` is set. */
  dataSaver: void;
}

export const test = base.extend<Fixtures>({
  allowedProblems: [[], {option: true}],
  prefetching: [false, {option: true}],
  dataSaver: [
    async ({context, prefetching}, use) => {
      if (!prefetching) await context.addInitScript(SAVE_DATA_SCRIPT);
      await use();
    },
    {auto: true},
  ],
  problems: [
    async ({context, allowedProblems, baseURL}, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems: string[] = [];
      const sameOrigin = (url: string) => url.startsWith(origin);
      // The context's events: every page a test opens in it is watched, not only `page`.
      context.on('weberror', (webError) => problems.push(`uncaught error: ${webError.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      context.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText;
        // ERR_ABORTED is the browser cancelling a request because the page went elsewhere
        // (e.g. prefetches under way when a test opens the next page), not a failure.
        if (sameOrigin(request.url()) && reason !== 'net::ERR_ABORTED') {
          problems.push(`request failed: ${request.url()} (${reason})`);
        }
      });
      context.on('response', (response) => {
        if (sameOrigin(response.url()) && response.status() >= 400) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(problems);
      const allowed = ([] as RegExp[]).concat(allowedProblems);
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'uncaught errors, console errors or failed requests on the pages of this test').toEqual([]);
    },
    {auto: true},
  ],
});

/**
 * A path below the base path as the site links it: every route ends in a slash (`trailingSlash`),
 * before its anchor (`api/function/getUser` -> `api/function/getUser/`, `api#Login` -> `api/#Login`).
 */
export function slashed(sitePath: string): string {
  const [pathname, anchor] = sitePath.split('#');
  const withSlash = pathname === '' || pathname.endsWith('/') ? pathname : `${pathname}/`;
  return anchor === undefined ? withSlash : `${withSlash}#${anchor}`;
}

/** Opens a path of the site (relative to the base path) and waits until React has hydrated it. */
export async function openPage(page: Page, sitePath: string): Promise<void> {
  await page.goto(sitePath.replace(/^\//, ''));
  await waitForHydration(page);
}

/**
 * Whether the browser skips rendering what `element` holds (`content-visibility: auto`,
 * src/css/custom.css), asked of its first child: code blocks, a guide's text and the API overview's
 * panels. For `locator.evaluate()`; it runs in the page.
 */
export function renderingSkipped(element: Element): boolean {
  return !element.firstElementChild!.checkVisibility({contentVisibilityAuto: true});
}

/** Docusaurus marks <html> with data-has-hydrated once the client has taken over. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Reads a file of the production build. */
export function readBuildFile(relativePath: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, relativePath), 'utf8');
}

/** Every JavaScript chunk of the build whose text contains `needle`. */
export function findChunks(needle: string): string[] {
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dir, file), 'utf8').includes(needle));
}

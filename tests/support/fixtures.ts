/**
 * The `test` every spec imports. It watches every page a test opens in its context and fails the test on
 * an uncaught error, a console error, or a failed same-origin request (favicon included),
 * unless the test declares the problem it provokes with `test.use({allowedProblems})`.
 */
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {resolveBaseUrl} from '../../config/site';
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
}

export const test = base.extend<Fixtures>({
  allowedProblems: [[], {option: true}],
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

/** Calls whose effect a page shared between tests could not undo (Playwright has no way to remove it). */
function refuseOnSharedPage(context: BrowserContext, page: Page): void {
  const refuse = (name: string) => () => {
    throw new Error(`${name} would outlast this test on the page its spec shares between tests: use \`test\` for it`);
  };
  for (const target of [context, page]) {
    for (const name of ['addInitScript', 'exposeBinding', 'exposeFunction']) {
      Object.defineProperty(target, name, {value: refuse(name)});
    }
  }
  Object.defineProperty(page, 'close', {value: refuse('close')});
  // The page's clock is the context's.
  for (const name of ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime']) {
    Object.defineProperty(context.clock, name, {value: refuse(`clock.${name}`)});
  }
}

/**
 * A `test` whose tests share one page per worker, for specs that only load pages and read or
 * click them. A test of `test` starts in a context Playwright resets, and its first page load
 * then starts cold, in a renderer without the site's compiled scripts: measured here, 0.45
 * CPU-seconds more per test than a load in a page that has loaded the site before (a new page
 * in the same context costs as much). Between two tests of this one the page goes back to
 * about:blank and loses what a test can leave behind: other pages, routes, listeners, cookies,
 * permissions, the storage of the origin it was on, its viewport and emulated media (set from
 * the test's options again). The HTTP cache stays: tests that count downloads use `test`. So
 * do tests that need init scripts, exposed functions or the clock, which no reset removes:
 * the shared page refuses them.
 */
export const sharedPageTest = test.extend<object, {sharedPage: {context: BrowserContext; page: Page}}>({
  sharedPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      refuseOnSharedPage(context, page);
      await use({context, page});
      await context.close();
    },
    {scope: 'worker'},
  ],
  context: async ({sharedPage, viewport, colorScheme}, use) => {
    const {context, page} = sharedPage;
    // Pages and contexts are event emitters at run time; their types leave these methods out.
    const emitters = [page, context] as unknown as NodeJS.EventEmitter[];
    const before = emitters.map(
      (emitter) => new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))])),
    );
    await page.setViewportSize(viewport ?? {width: 1280, height: 800});
    await page.emulateMedia({
      colorScheme: colorScheme ?? 'light',
      reducedMotion: null,
      forcedColors: null,
      media: null,
    });
    await use(context);
    // What the test and its fixtures listened to (the error watch above included): their
    // handlers would go on running in the next tests.
    emitters.forEach((emitter, index) => {
      for (const name of emitter.eventNames()) {
        for (const listener of emitter.listeners(name)) {
          if (!before[index].get(name)?.has(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
        }
      }
    });
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await context.unrouteAll({behavior: 'ignoreErrors'});
    await context.clearCookies();
    await context.clearPermissions();
    await context.setOffline(false);
    await context.setExtraHTTPHeaders({});
    if (/^https?:/.test(page.url())) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto('about:blank');
  },
  // Through `context`, which readies the shared page for the test.
  page: async ({context, sharedPage}, use) => {
    expect(context).toBe(sharedPage.context);
    await use(sharedPage.page);
  },
});

/** Opens a path of the site (relative to the base path) and waits until React has hydrated it. */
export async function openPage(page: Page, sitePath: string): Promise<void> {
  await page.goto(sitePath.replace(/^\//, ''));
  await waitForHydration(page);
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

import {defineConfig} from '@playwright/test';
import {resolveBaseUrl} from './config/site';
import {SITE_PORT} from './lib/ports';
import {CHROMIUM_PATH, CHROMIUM_TEST_ARGS} from './lib/chromium';

/**
 * Every browser test runs against the ONE production build in build/ (made by
 * `npm run build` before the suite; see package.json), served like a static host by
 * tests/support/globalSetup.ts.
 */
export default defineConfig({
  // The browser tests; tests/unit and tests/build are Node tests (node --test), run by npm test before this suite.
  testDir: 'tests/browser',
  testMatch: '*.spec.ts',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  // `npm run bench:tests` names a JSON report file in PLAYWRIGHT_JSON_OUTPUT_NAME for its per-file timings.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}${resolveBaseUrl()}`,
    viewport: {width: 1280, height: 800},
    colorScheme: 'light',
    // Each worker keeps one browser context and page, and Playwright resets them between tests
    // (storage, HTTP cache, clock, routes, init scripts, viewport, emulation): every test still
    // starts with a cold cache, so first loads fetch everything. A fresh context per test cost
    // about 2 CPU-seconds more per test here (a new renderer process starting up and compiling
    // every script again), a third of the suite. Specs that only load and read pages go further
    // and share one page per worker (`sharedPageTest` in tests/support/fixtures.ts).
    reuseContext: true,
    // Recording a trace costs a fifth of the suite's CPU time (a DOM snapshot per action, a
    // screencast); CI records one when it retries a failed test, and `--trace on` does locally.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_TEST_ARGS,
    },
  },
});

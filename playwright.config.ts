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
  // One more worker than the two cores: a test often waits (for the network to go idle, a timer),
  // and another test's work fills that time.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  // Quiet when green: a dot a test on the terminal, and each failure in full (file, line, error) as the
  // run ends. Every test with its time and outcome goes to a file (JSON, beside the Node checks' reports),
  // and so does what the tests print (the budgets' and the search's figures: each result's `stdout`).
  reporter: [['dot'], ['json', {outputFile: 'test-results/browser.json'}]],
  quiet: true,
  // Playwright empties its output folder (traces, failure context) as a run starts: a folder of its own
  // keeps the Node checks' reports in test-results/ (written beside the browser tests by npm test).
  outputDir: 'test-results/browser',
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}${resolveBaseUrl()}`,
    viewport: {width: 1280, height: 800},
    colorScheme: 'light',
    // Each worker keeps one browser context, which Playwright resets between tests (storage,
    // HTTP cache, clock, routes, init scripts, viewport): every test still starts cold, without a
    // new renderer process per test (bench/remarks.md has what that saves).
    reuseContext: true,
    // CI records a trace when it retries a failed test; `--trace on` records one locally.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_TEST_ARGS,
    },
  },
});

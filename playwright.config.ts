import {defineConfig} from '@playwright/test';
import {resolveBaseUrl} from './config/site';
import {SITE_PORT} from './tests/support/ports';

/**
 * Every browser test runs against the ONE production build in build/ (made by
 * `npm run build` before the suite; see package.json), served like a static host by
 * tests/support/globalSetup.ts.
 */
export default defineConfig({
  testDir: 'tests',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}${resolveBaseUrl()}`,
    viewport: {width: 1280, height: 800},
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

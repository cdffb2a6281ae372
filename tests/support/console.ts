/**
 * The console check: loading a page of the site logs no error and no warning (React's
 * hydration mismatches included) and no request fails. The shared fixture already fails a test
 * on uncaught errors, console errors and failed or 4xx/5xx same-origin requests; this adds
 * console warnings and the check of prefetched assets. tests/browser/quality-console.spec.ts
 * loads every page for it except those the accessibility audit loads anyway
 * (tests/browser/quality-a11y.spec.ts), which apply the same checks to their one load.
 *
 * Chromium never reports the end of a <link rel="prefetch"> request (Docusaurus prefetches
 * the chunks of the links in view), so Playwright reports those still "pending" as aborted
 * when the page closes, and the fixture lets aborted requests pass; instead every prefetched
 * asset must exist in the build.
 */
import type {Page} from '@playwright/test';
import {BASE} from './fixtures';
import {buildFileFor} from '../../lib/routes';

/** Collects the console warnings and the prefetched asset URLs of a page, each warning with where it was. */
export function watchConsole(page: Page, where: () => string) {
  const warnings: string[] = [];
  const prefetched = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`/${where()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'other') prefetched.add(new URL(request.url()).pathname);
  });
  const missingPrefetches = () =>
    [...prefetched].filter((pathname) => !pathname.startsWith(BASE) || !buildFileFor(pathname.slice(BASE.length)));
  return {warnings, missingPrefetches};
}

/**
 * Lets a hydrated page finish what it starts after hydration (its fonts, and the prefetches of
 * the links in view, which Docusaurus starts when the browser is idle) before the test goes on.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2_000}));
  });
}

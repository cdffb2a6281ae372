/** "Try it": what pressing it fetches, and how soon the example runs in the preview frame. */
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {formatBytes, gzipTotal, watchDownloads} from '../../lib/bytes';
import {SAVE_DATA_SCRIPT} from '../../lib/network';
import {BASE, median, RUNS, table} from './common';

/** The example "Try it" is measured with: the createDialog page's, whose button opens an input dialog. */
const TRY_IT_PAGE = 'api/function/createDialog/';
const TRY_IT_SECOND_PAGE = 'api/function/useDialogState/';
const TRY_IT_SECOND_PAGE_LINK = 'useDialogState';

/**
 * "Try it": what the press fetches (gzip) and the time from the click to the example's own button
 * painted in the preview frame, on a page loaded with an empty cache (median of RUNS, min–max); then
 * what a press on another page of the same version fetches.
 */
export async function measureTryIt(origin: string) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const times: number[] = [];
  let first = {requests: 0, gzip: 0};
  let second = {requests: 0, gzip: 0};
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      await context.addInitScript(SAVE_DATA_SCRIPT);
      const page = await context.newPage();
      await page.goto(`${origin}${BASE}${TRY_IT_PAGE}`, {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const downloads = watchDownloads(page);
      const started = Date.now();
      await page.locator('[data-try-it]').first().getByRole('button', {name: 'Try it'}).click();
      await page.frameLocator('iframe[title^="Preview"]').getByRole('button', {name: 'Choose inscription'}).waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      times.push(Date.now() - started);
      // The example runs only once all it needs has arrived (a frame keeps Playwright's network idle from coming).
      const fetched = await downloads.take();
      first = {requests: fetched.length, gzip: gzipTotal(fetched)};
      // Another page of the same version, reached as a reader does: through a link.
      await page.getByRole('link', {name: TRY_IT_SECOND_PAGE_LINK}).first().click();
      await page.waitForURL(`**/${TRY_IT_SECOND_PAGE}`);
      // The new page has rendered (its own chunks arrived) before what the press fetches is counted.
      const secondTry = page.locator('[data-try-it]').first().getByRole('button', {name: 'Try it'});
      await secondTry.waitFor();
      await downloads.take();
      await secondTry.click();
      await page.frameLocator('iframe[title^="Preview"]').locator('.host-header').waitFor();
      const again = await downloads.take();
      second = {requests: again.length, gzip: gzipTotal(again)};
      downloads.stop();
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    page: TRY_IT_PAGE,
    first,
    second,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
  };
}

export type TryItFigures = Awaited<ReturnType<typeof measureTryIt>> & {loadAverage: number[]};

export function tryItSection(tryIt: TryItFigures): string[] {
  return [
    '## Try it',
    '',
    `On \`${tryIt.page}\`, loaded with an empty cache: everything the press fetches (gzip), and the time from the click to`,
    `the example's own button painted in the preview frame, no throttling; median of ${RUNS} runs (min–max). Load average ${tryIt.loadAverage.join(' / ')} at start.`,
    '',
    ...table(
      ['press', 'requests', 'gzip', 'click to running example ms'],
      [
        [
          'first',
          tryIt.first.requests,
          formatBytes(tryIt.first.gzip),
          `${tryIt.medianMs} (${tryIt.minMs}–${tryIt.maxMs})`,
        ],
        ['another page, same version', tryIt.second.requests, formatBytes(tryIt.second.gzip), '–'],
      ],
    ),
  ];
}

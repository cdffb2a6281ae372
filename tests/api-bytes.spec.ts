/**
 * Byte budget of the API reference: the first load of an API page may weigh at most 1.15x
 * the first load of a guide page, counted as the gzip bytes of every script, stylesheet
 * and data file the browser fetches. Before the per-page data split (see
 * plugins/api-reference), every API page downloaded the reflection data of the whole
 * library.
 */
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './support/fixtures';

const RATIO_BUDGET = 1.15;
const COUNTED_TYPES = new Set(['script', 'stylesheet', 'fetch', 'xhr']);

interface Load {
  gzipBytes: number;
  files: {url: string; gzipBytes: number}[];
}

/** Opens a page in a fresh context (empty cache) and sums the gzip size of what it fetched. */
async function measureFirstLoad(page: Page, sitePath: string): Promise<Load> {
  const pending: Promise<{url: string; gzipBytes: number} | null>[] = [];
  page.on('response', (response) => {
    if (!COUNTED_TYPES.has(response.request().resourceType())) return;
    pending.push(
      response
        .body()
        .then((body) => ({url: response.url(), gzipBytes: zlib.gzipSync(body).length}))
        .catch(() => null),
    );
  });
  await openPage(page, sitePath);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((file): file is {url: string; gzipBytes: number} => file !== null);
  return {gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files};
}

function describe(label: string, load: Load): string {
  const top = [...load.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 20)
    .map((file) => `    ${(file.gzipBytes / 1024).toFixed(1)} KiB  ${new URL(file.url).pathname}`)
    .join('\n');
  return `${label}: ${(load.gzipBytes / 1024).toFixed(1)} KiB gzip in ${load.files.length} files\n${top}`;
}

test('the first load of an API page weighs at most 1.15x that of a guide page', async ({browser}) => {
  const measure = async (sitePath: string) => {
    const context = await browser.newContext();
    try {
      return await measureFirstLoad(await context.newPage(), sitePath);
    } finally {
      await context.close();
    }
  };
  const guide = await measure('/docs/');
  const api = await measure('/api/enum/TappEvent');
  const ratio = api.gzipBytes / guide.gzipBytes;
  console.log(
    `${describe('guide /docs/', guide)}\n${describe('API /api/enum/TappEvent', api)}\nratio ${ratio.toFixed(3)}`,
  );
  expect(guide.files.length, 'the guide page fetched its scripts').toBeGreaterThan(0);
  expect(ratio, `API page ${api.gzipBytes} B vs guide page ${guide.gzipBytes} B (gzip)`).toBeLessThanOrEqual(
    RATIO_BUDGET,
  );
});

/** The index, one page of each kind and the heaviest pages (the class with most members). */
const PAGE_TYPES = [
  'api',
  'api/class/StaticChaynsApi',
  'api/function/createDialog',
  'api/interface/IChaynsReact',
  'api/namespace/dialog',
];

test.describe('every kind of API page stays within the budget', () => {
  let guide: Load;
  test.beforeAll(async ({browser}) => {
    const context = await browser.newContext();
    guide = await measureFirstLoad(await context.newPage(), '/docs/');
    await context.close();
  });

  for (const sitePath of PAGE_TYPES) {
    test(`/${sitePath}`, async ({browser}) => {
      const context = await browser.newContext();
      const load = await measureFirstLoad(await context.newPage(), `/${sitePath}`);
      await context.close();
      const ratio = load.gzipBytes / guide.gzipBytes;
      console.log(
        `/${sitePath}: ${(load.gzipBytes / 1024).toFixed(1)} KiB gzip, guide ${(guide.gzipBytes / 1024).toFixed(1)} KiB, ratio ${ratio.toFixed(3)}`,
      );
      expect(ratio, `/${sitePath} ${load.gzipBytes} B vs guide ${guide.gzipBytes} B (gzip)`).toBeLessThanOrEqual(
        RATIO_BUDGET,
      );
    });
  }
});

/**
 * The search box, measured on the home page of the served build with its index (see
 * plugins/search). Each measure is a function of a `SearchBox`, the box ready in a fresh browser;
 * today one: what the first and a second query download. Another measure of search is another such
 * function, run by `measureSearch` beside it, with its figures in `SearchFigures` and its table in
 * `searchSection`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {formatBytes, gzipTotal, watchDownloads} from '../../lib/bytes';
import {SAVE_DATA_SCRIPT} from '../../lib/network';
import {INDEX_FILE} from '../../plugins/search/indexFormat';
import {BASE, BUILD_DIR, table} from './common';

export interface SearchBox {
  page: Page;
  /** Types `text` into the box and waits until its results are shown and the network is idle. */
  search: (text: string) => Promise<void>;
}

interface QueryBytes {
  query: string;
  requests: number;
  gzip: number;
}

/** What a first and a second query download. */
interface SearchBytes {
  first: QueryBytes;
  second: QueryBytes;
}

export type SearchFigures = {available: false; note: string} | ({available: true} & SearchBytes);

/** Opens the home page at `origin` in a fresh browser (link prefetching off), hydrated, and hands `measure` its search box. */
async function withSearchBox<T>(origin: string, measure: (box: SearchBox) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const context = await browser.newContext();
    await context.addInitScript(SAVE_DATA_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${origin}${BASE}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const input = page.getByRole('combobox', {name: 'Search the guides and the API reference'});
    return await measure({
      page,
      search: async (text) => {
        await input.fill(text);
        await page
          .getByRole('status')
          .filter({hasText: /results/})
          .waitFor();
        await page.waitForLoadState('networkidle');
      },
    });
  } finally {
    await browser.close();
  }
}

/**
 * What the search box downloads for a first and a second query (every response from
 * typing to the results, gzip as in the search test, link prefetching off).
 */
async function queryBytes(box: SearchBox): Promise<SearchBytes> {
  const downloads = watchDownloads(box.page);
  const query = async (text: string) => {
    await box.search(text);
    const fetched = await downloads.take();
    return {query: text, requests: fetched.length, gzip: gzipTotal(fetched)};
  };
  const first = await query('dialog');
  const second = await query('useUser');
  return {first, second};
}

/** The search measures, when the build has a search index. */
export async function measureSearch(origin: string): Promise<SearchFigures> {
  if (!fs.existsSync(path.join(BUILD_DIR, INDEX_FILE))) {
    return {available: false, note: `not available (build/${INDEX_FILE} does not exist)`};
  }
  return {available: true, ...(await withSearchBox(origin, queryBytes))};
}

export function searchSection(search: SearchFigures): string[] {
  if (!search.available) return ['## Search', '', `Search: ${search.note}.`, ''];
  return [
    '## Search',
    '',
    'Everything fetched from typing the query to its results (link prefetching off), gzip.',
    '',
    ...table(
      ['query', 'requests', 'gzip'],
      [
        ['first: ' + search.first.query, search.first.requests, formatBytes(search.first.gzip)],
        ['second: ' + search.second.query, search.second.requests, formatBytes(search.second.gzip)],
      ],
    ),
  ];
}

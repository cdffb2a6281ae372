/**
 * The search, measured three ways:
 *
 * - quality: the readers' questions of bench/search-questions.json asked of each version's built
 *   index in Node (lib/searchQuality.ts, as the build check does): answered@1, answered@3 and the
 *   mean reciprocal rank;
 * - bytes: what a first query downloads from typing to its results (engine, index metadata, the
 *   parts of the index its words need, the text of the results shown), for a name, a question and a
 *   pasted error message, each in a fresh browser, and what a further query adds;
 * - time: from the last keystroke of a query typed at ten keys a second to its results painted,
 *   after a first query, at Lighthouse's 4x CPU slowdown and at full speed.
 *
 * Each browser measure is a function of a `SearchBox`, the box ready on the home page in a fresh browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {formatBytes, gzipTotal, watchDownloads} from '../../lib/bytes';
import {SAVE_DATA_SCRIPT} from '../../lib/network';
import {builtEngine, measureQuality} from '../../lib/searchQuality';
import {readSearchQuestions} from '../../lib/searchQuestions';
import {docsVersions} from '../../config/versions';
import {indexFolder, META_FILE} from '../../plugins/search/indexFormat';
import {BASE, BUILD_DIR, median, round, table} from './common';

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

interface Quality {
  version: string;
  questions: number;
  answeredAt1: number;
  answeredAt3: number;
  mrr: number;
}

interface Latency {
  slowdown: number;
  /** Milliseconds from the last keystroke to the results painted, per query. */
  queries: [query: string, ms: number][];
  median: number;
  max: number;
}

export type SearchFigures =
  | {available: false; note: string}
  | {available: true; quality: Quality[]; first: QueryBytes[]; further: QueryBytes; latency: Latency[]};

/** A first query of each kind: a name, a question in a reader's words, a pasted error message. */
const FIRST_QUERIES = [
  'getUser',
  'open a link in a new tab',
  'Could not find chayns context. Did you forget to add ChaynsProvider?',
];
/** Typed after a first query ("dialog"), each timed from its last keystroke to its results painted. */
const TIMED_QUERIES = [
  'createDialog',
  'scroll to top',
  'loading spinner',
  'iphone notch',
  'useGeoLocation',
  'call setOverlay not implement in app',
];

/** Milliseconds between two keys: a fast typist's ten keys a second. */
const KEY_INTERVAL = 100;

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

/** What one query downloads, from typing to its results. */
async function queryBytes(box: SearchBox, text: string): Promise<QueryBytes> {
  const downloads = watchDownloads(box.page);
  await box.search(text);
  const fetched = await downloads.take();
  downloads.stop();
  return {query: text, requests: fetched.length, gzip: gzipTotal(fetched)};
}

/**
 * From the last keystroke of each query to its results painted: the page notes when the box's value
 * last changed and when the result list last changed after it; the paint is the frame after that.
 */
async function latency(box: SearchBox, slowdown: number): Promise<Latency> {
  const {page} = box;
  await box.search('dialog');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  const queries: [string, number][] = [];
  const input = page.getByRole('combobox', {name: 'Search the guides and the API reference'});
  for (const query of TIMED_QUERIES) {
    await input.fill('');
    await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('[role="search"] input')!;
      const list = document.querySelector('[role="search"] [role="listbox"]')!;
      const marks: {typed: number; shown: number} = {typed: 0, shown: 0};
      box.addEventListener('input', () => (marks.typed = performance.now()));
      new MutationObserver(() => (marks.shown = performance.now())).observe(list, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      (window as unknown as {searchMarks: typeof marks}).searchMarks = marks;
    });
    await input.pressSequentially(query, {delay: KEY_INTERVAL});
    await page
      .getByRole('status')
      .filter({hasText: /results/})
      .waitFor();
    await page.waitForLoadState('networkidle');
    // Quiet for half a second: no later answer replaces these results.
    await page.waitForTimeout(500);
    const ms = await page.evaluate(async () => {
      const {typed, shown} = (window as unknown as {searchMarks: {typed: number; shown: number}}).searchMarks;
      const painted = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      // The frame that drew the last change came right after it (or the results were there already).
      return Math.max(0, Math.min(painted, shown + 1000 / 60) - typed);
    });
    queries.push([query, round(ms, 0)]);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  const times = queries.map(([, ms]) => ms);
  return {slowdown, queries, median: median(times), max: Math.max(...times)};
}

/** The search measures, when the build has a search index. */
export async function measureSearch(origin: string): Promise<SearchFigures> {
  const meta = `${indexFolder(docsVersions[0])}${META_FILE}`;
  if (!fs.existsSync(path.join(BUILD_DIR, meta))) {
    return {available: false, note: `not available (build/${meta} does not exist)`};
  }
  const {questions} = readSearchQuestions();
  const quality: Quality[] = [];
  for (const version of docsVersions) {
    const measured = await measureQuality(builtEngine(BUILD_DIR, version), version.name, questions);
    quality.push({
      version: version.name,
      questions: measured.asked.length,
      answeredAt1: round(measured.answeredAt1),
      answeredAt3: round(measured.answeredAt3),
      mrr: round(measured.mrr),
    });
  }
  const first: QueryBytes[] = [];
  for (const query of FIRST_QUERIES) first.push(await withSearchBox(origin, (box) => queryBytes(box, query)));
  const further = await withSearchBox(origin, async (box) => {
    await box.search('dialog');
    return queryBytes(box, 'useUser');
  });
  const latencies: Latency[] = [];
  for (const slowdown of [4, 1]) latencies.push(await withSearchBox(origin, (box) => latency(box, slowdown)));
  return {available: true, quality, first, further, latency: latencies};
}

export function searchSection(search: SearchFigures): string[] {
  if (!search.available) return ['## Search', '', `Search: ${search.note}.`, ''];
  return [
    '## Search',
    '',
    "Readers' questions (`bench/search-questions.json`) asked of each version's index: the share answered",
    'by the first result and within the first three, and the mean reciprocal rank.',
    '',
    ...table(
      ['version', 'questions', 'answered@1', 'answered@3', 'MRR'],
      search.quality.map((q) => [q.version, q.questions, q.answeredAt1, q.answeredAt3, q.mrr]),
    ),
    '',
    'Everything fetched from typing a first query to its results (link prefetching off), gzip, each in a',
    'fresh browser; then a further query after a first one.',
    '',
    ...table(
      ['query', 'requests', 'gzip'],
      [
        ...search.first.map((q) => [`first: ${q.query}`, q.requests, formatBytes(q.gzip)]),
        [`further: ${search.further.query}`, search.further.requests, formatBytes(search.further.gzip)],
      ],
    ),
    '',
    'From the last keystroke to the results painted, after a first query, each query typed at ten keys a',
    'second, in milliseconds.',
    '',
    ...table(
      ['CPU', ...search.latency[0].queries.map(([query]) => query), 'median', 'max'],
      search.latency.map((l) => [`${l.slowdown}x`, ...l.queries.map(([, ms]) => ms), l.median, l.max]),
    ),
  ];
}

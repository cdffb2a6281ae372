/**
 * `npm run bench`: measures the build and the built site and writes bench/report.json and
 * bench/report.md. Not part of `npm test` (it takes minutes and its figures depend on the
 * machine). See "Benchmark" in README.md for how to read the report.
 *
 *   BENCH_RUNS=3        Lighthouse runs per page and preset (the median is reported)
 *   BENCH_SKIP_BUILD=1  measure the existing build/ instead of building twice first
 *   BENCH_NAV_RUNS=10   alternating runs per client-side navigation
 *   BENCH_ONLY=navigation  measure only the navigations and DOM sizes of the existing build
 *   BENCH_ONLY=try-it      measure only what "Try it" fetches and how soon its example runs
 *   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {decodeHTML} from 'entities';
import {resolveBaseUrl} from '../config/site';
import {apiReferencePaths} from '../config/apiReference';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../lib/chromium';
import {measureFirstLoad, formatBytes, gzipTotal, watchDownloads, RESOURCE_KINDS, type FirstLoad} from '../lib/bytes';
import {SAVE_DATA_SCRIPT} from '../lib/network';
import {clickToPaint, domNodeCount} from '../lib/navigation';
import {indexFolder, META_FILE} from '../plugins/search/indexFormat';
import {currentVersion} from '../config/versions';
import {firstOfEachKind, sitemapRoutes, type PageKind} from '../lib/routes';
import {startStaticServer} from '../lib/staticServer';

const ROOT = path.join(__dirname, '..');
const BUILD_DIR = path.join(ROOT, 'build');
const OUT_DIR = path.join(ROOT, 'bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
const BASE = resolveBaseUrl();
/** The flags of the test suite, for the Chromium that Lighthouse drives. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** Page types and the route kind that stands for each. */
const PAGE_TYPES: [string, PageKind][] = [
  ['home', 'home'],
  ['guide', 'guide'],
  ['api-index', 'api-index'],
  ['api-page', 'api-function'],
];
/** The longest guide, measured beside the page types: the one whose cost grows with its content. */
const LONG_GUIDE = 'docs/dialogs/';
/** Client-side navigations between API pages: the sidebar link from one to the other. */
const API_NAVIGATION = ['api/function/createDialog/', 'api/class/DialogHandler/'] as const;

interface ProcessCost {
  command: string;
  wallSeconds: number;
  cpuSeconds: number;
  peakMemoryMiB: number;
}

/** Runs a command under GNU time and returns its wall time, CPU time and peak memory. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ProcessCost {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const result = spawnSync('/usr/bin/time', ['-v', '-o', report, command, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
  const text = fs.readFileSync(report, 'utf8');
  fs.rmSync(report);
  const field = (label: string) => text.match(new RegExp(`${label}: (.+)`))?.[1].trim() ?? '';
  const wall = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
  return {
    command: [command, ...args].join(' '),
    wallSeconds: round(wall),
    cpuSeconds: round(Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'))),
    peakMemoryMiB: Math.round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024),
  };
}

function round(value: number, digits = 2): number {
  return Number(value.toFixed(digits));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The API reference's TypeDoc run alone, through the plugin's own function and options. */
async function generateApiJsonOnly(outFile: string): Promise<void> {
  const data = require('docusaurus-plugin-typedoc-api/lib/plugin/data') as {
    generateJson: (root: string, entries: string[], out: string, options: object) => Promise<boolean>;
  };
  const entryPoints = apiReferencePaths.packages.map((pkg) => path.join(pkg.path, pkg.entry));
  const ok = await data.generateJson(apiReferencePaths.projectRoot, entryPoints, outFile, {
    exclude: [],
    gitRefName: 'master',
    debug: false,
    ...apiReferencePaths,
  });
  if (!ok) throw new Error('TypeDoc failed');
}

function folderSize(dir: string): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return {files, bytes};
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  mainThreadMs: number;
  domElements: number;
  /** Lighthouse's own measure of this machine's CPU: its 4x slowdown is meant for 1500-2000 (docs/throttling.md). */
  benchmarkIndex: number;
}
const LH_KEYS: (keyof LighthouseFigures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'mainThreadMs',
  'domElements',
  'benchmarkIndex',
];

/** The 1-minute load average Lighthouse waits for: half the CPUs busy at most. */
const SETTLED_LOAD = os.cpus().length / 2;
const SETTLE_LIMIT_MS = 120_000;

/**
 * Waits (at most SETTLE_LIMIT_MS) until the machine is no longer busy with the builds this
 * script just ran, so that Lighthouse's CPU-bound figures (TBT above all) measure the site and
 * not the build's aftermath. Returns the load average Lighthouse starts at, for the report.
 */
async function settle(): Promise<number[]> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (os.loadavg()[0] > SETTLED_LOAD && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return os.loadavg().map((load) => round(load, 1));
}

async function lighthouseRuns(urls: [string, string][]) {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const results: Record<
    string,
    Record<string, {median: LighthouseFigures; min: LighthouseFigures; max: LighthouseFigures; runs: number}>
  > = {};
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const [type, url] of urls) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A fresh browser per run: a cold cache and no state from the previous run.
        const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
        try {
          const result = await lighthouse(
            url,
            {port: chrome.port, output: 'json', logLevel: 'error'},
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const {categories, audits} = result.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const metric = (id: string) => audits[id]?.numericValue ?? NaN;
          runs.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcpMs: Math.round(metric('first-contentful-paint')),
            lcpMs: Math.round(metric('largest-contentful-paint')),
            tbtMs: Math.round(metric('total-blocking-time')),
            cls: round(metric('cumulative-layout-shift'), 3),
            speedIndexMs: Math.round(metric('speed-index')),
            mainThreadMs: Math.round(metric('mainthread-work-breakdown')),
            domElements: Math.round(metric('dom-size')),
            benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
          });
        } finally {
          chrome.kill();
        }
      }
      const pick = (fn: (values: number[]) => number) =>
        Object.fromEntries(
          LH_KEYS.map((key) => [key, round(fn(runs.map((figures) => figures[key])), 3)]),
        ) as unknown as LighthouseFigures;
      results[preset] ??= {};
      results[preset][type] = {
        median: pick(median),
        min: pick((values) => Math.min(...values)),
        max: pick((values) => Math.max(...values)),
        runs: runs.length,
      };
      console.log(`lighthouse ${preset} ${type}: performance ${results[preset][type].median.performance}`);
    }
  }
  return results;
}

/**
 * What the search box downloads for a first and a second query (every response from
 * typing to the results, gzip as in the search test, link prefetching off), when the
 * build has a search index.
 */
async function searchBytes(origin: string) {
  const meta = `${indexFolder(currentVersion)}${META_FILE}`;
  if (!fs.existsSync(path.join(BUILD_DIR, meta))) {
    return {available: false as const, note: `not available (build/${meta} does not exist)`};
  }
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const context = await browser.newContext();
    await context.addInitScript(SAVE_DATA_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${origin}${BASE}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const downloads = watchDownloads(page);
    const input = page.getByRole('combobox', {name: 'Search the guides and the API reference'});
    const query = async (text: string) => {
      await input.fill(text);
      await page
        .getByRole('status')
        .filter({hasText: /results/})
        .waitFor();
      await page.waitForLoadState('networkidle');
      const fetched = await downloads.take();
      return {query: text, requests: fetched.length, gzip: gzipTotal(fetched)};
    };
    const first = await query('dialog');
    const second = await query('useUser');
    return {available: true as const, first, second};
  } finally {
    await browser.close();
  }
}

/** The example "Try it" is measured with: the createDialog page's, whose button opens an input dialog. */
const TRY_IT_PAGE = 'api/function/createDialog/';
const TRY_IT_SECOND_PAGE = 'api/function/useDialogState/';
const TRY_IT_SECOND_PAGE_LINK = 'useDialogState';

/**
 * "Try it": what the press fetches (gzip) and the time from the click to the example's own button
 * painted in the preview frame, on a page loaded with an empty cache (median of RUNS, min–max); then
 * what a press on another page of the same version fetches.
 */
async function measureTryIt(origin: string) {
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

/** The h1 text of a built page (what the navigation waits for). */
function headingOf(routePath: string): string {
  const file = sitemapRoutes().find((route) => route.path === routePath)?.file;
  if (!file) throw new Error(`No page ${routePath} in the sitemap`);
  const html = fs.readFileSync(file, 'utf8');
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return decodeHTML(h1.replace(/<[^>]+>/g, '')).trim();
}

interface NavigationFigure {
  from: string;
  to: string;
  cpuSlowdown: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

/**
 * Client-side navigations, click to the new heading painted (lib/navigation.ts): Getting
 * started -> the longest guide and API page -> API page at 1x and 4x, and Getting started to
 * every guide at 4x (Getting started itself from the shortest guide). NAV_RUNS runs, the navigations alternating within each run. Also the DOM size
 * of every current guide and of each page type.
 */
async function measureNavigation(origin: string) {
  const guides = sitemapRoutes().filter((route) => route.kind === 'guide' && route.version === 'current');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    const domSize: Record<string, {elements: number; nodes: number}> = {};
    const sizeOf = async (routePath: string) => {
      await page.goto(`${origin}${BASE}${routePath}`, {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      domSize[routePath || '/'] = await domNodeCount(page);
    };
    const sample = firstOfEachKind();
    for (const [, kind] of PAGE_TYPES) await sizeOf(sample.get(kind)!.path);
    for (const guide of guides) if (!(guide.path in domSize)) await sizeOf(guide.path);
    const shortest = guides.reduce((best, guide) =>
      domSize[guide.path].nodes < domSize[best.path].nodes ? guide : best,
    );
    const start = guides.find((guide) => guide.path === 'docs/getting-started/') ?? guides[0];
    const plans: {from: string; to: string; cpuSlowdown: number}[] = [];
    for (const cpuSlowdown of [1, 4]) {
      plans.push({from: start.path, to: LONG_GUIDE, cpuSlowdown});
      plans.push({from: API_NAVIGATION[0], to: API_NAVIGATION[1], cpuSlowdown});
    }
    // Every guide from Getting started, and Getting started from the shortest guide, at 4x.
    for (const guide of guides) {
      if (guide.path !== start.path) plans.push({from: start.path, to: guide.path, cpuSlowdown: 4});
    }
    plans.push({from: shortest.path, to: start.path, cpuSlowdown: 4});
    const times = plans.map(() => [] as number[]);
    for (let run = 0; run < NAV_RUNS; run += 1) {
      // Alternate the order from run to run, so that no navigation always follows the same one.
      const order = plans.map((_, index) => index);
      if (run % 2) order.reverse();
      for (const index of order) {
        const {from, to, cpuSlowdown} = plans[index];
        const result = await clickToPaint(page, `${origin}${BASE}${from}`, `${BASE}${to}`, headingOf(to), cpuSlowdown);
        times[index].push(result.clickToPaintMs);
      }
      console.log(`navigation run ${run + 1}/${NAV_RUNS}`);
    }
    const figures: NavigationFigure[] = plans.map((plan, index) => ({
      ...plan,
      medianMs: Math.round(median(times[index])),
      minMs: Math.min(...times[index]),
      maxMs: Math.max(...times[index]),
      runs: times[index].length,
    }));
    return {shortestGuide: shortest.path, figures, domSize};
  } finally {
    await browser.close();
  }
}

async function measureSite() {
  // Compressed like a static host serves it: Lighthouse times the bytes on the wire.
  const server = await startStaticServer({root: BUILD_DIR, base: BASE, port: 0, compress: true});
  try {
    // The current version's pages: the figures compare with the report before the second version.
    const sample = firstOfEachKind();
    const urls: [string, string][] = PAGE_TYPES.map(([type, kind]) => {
      const route = sample.get(kind);
      if (!route) throw new Error(`No ${kind} page in the sitemap`);
      return [type, `${server.origin}${BASE}${route.path}`];
    });
    urls.push(['long guide', `${server.origin}${BASE}${LONG_GUIDE}`]);
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    const firstLoad: Record<string, FirstLoad> = {};
    try {
      const page = await browser.newPage();
      for (const [type, url] of urls) firstLoad[type] = await measureFirstLoad(page, url);
    } finally {
      await browser.close();
    }
    const search = await searchBytes(server.origin);
    // Timed: on a quiet machine, as the navigations and Lighthouse are.
    const tryItLoadAverage = await settle();
    const tryIt = {loadAverage: tryItLoadAverage, ...(await measureTryIt(server.origin))};
    const navigationLoadAverage = await settle();
    const navigation = {loadAverage: navigationLoadAverage, ...(await measureNavigation(server.origin))};
    const lighthouseLoadAverage = await settle();
    const lighthouse = await lighthouseRuns(urls);
    return {
      pages: Object.fromEntries(urls.map(([type, url]) => [type, url.slice(server.origin.length)])),
      firstLoad,
      search,
      tryIt,
      navigation,
      lighthouseLoadAverage,
      lighthouse,
    };
  } finally {
    await server.close();
  }
}

function markdown(report: Awaited<ReturnType<typeof collect>>): string {
  const lines: string[] = [];
  const table = (header: string[], rows: (string | number)[][]) => {
    lines.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`);
    for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  };
  lines.push('# Benchmark report', '');
  lines.push(
    `Generated by \`npm run bench\` on ${report.date} (${report.machine.cpus} CPUs, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}, load average ${report.machine.loadAverage.join(' / ')} at start).`,
    '',
  );
  lines.push('## Build', '');
  if (report.build) {
    table(
      ['step', 'wall s', 'CPU s', 'peak memory MiB'],
      Object.entries(report.build).map(([step, cost]) => [step, cost.wallSeconds, cost.cpuSeconds, cost.peakMemoryMiB]),
    );
  } else lines.push('Skipped (BENCH_SKIP_BUILD).', '');
  lines.push(`build/: ${report.buildOutput.files} files, ${formatBytes(report.buildOutput.bytes)}.`, '');
  lines.push('## First load per page type', '');
  lines.push(
    'Empty cache, link prefetching off, until the network is idle; gzip at zlib level 6. Requests × raw / gzip.',
    'The server compresses text responses (gzip) like a static host, for these figures and Lighthouse.',
    '',
  );
  table(
    ['page', 'path', ...RESOURCE_KINDS, 'total', 'gzip JS+CSS+data'],
    Object.entries(report.site.firstLoad).map(([type, load]) => [
      type,
      report.site.pages[type],
      ...RESOURCE_KINDS.map((kind) => {
        const totals = load.byKind[kind];
        return totals.requests ? `${totals.requests} × ${formatBytes(totals.raw)} / ${formatBytes(totals.gzip)}` : '–';
      }),
      `${load.total.requests} × ${formatBytes(load.total.raw)} / ${formatBytes(load.total.gzip)}`,
      formatBytes(load.budgeted),
    ]),
  );
  lines.push('## Lighthouse', '');
  lines.push(
    `Median of ${RUNS} runs; min–max in brackets. Load average ${report.site.lighthouseLoadAverage.join(' / ')} when the runs began.`,
    "`benchmarkIndex` is Lighthouse's measure of this machine's CPU. Its default mobile slowdown (4x) is meant for a",
    'high-end desktop (1500-2000); for 1000-1500 its documentation (docs/throttling.md) suggests 2x to emulate the same',
    'phone, so on this machine the mobile figures stand for a slower phone than Lighthouse aims at (bench/remarks.md).',
    '',
  );
  for (const [preset, byType] of Object.entries(report.site.lighthouse)) {
    lines.push(`### ${preset}`, '');
    table(
      ['page', ...LH_KEYS],
      Object.entries(byType).map(([type, figures]) => [
        type,
        ...LH_KEYS.map((key) =>
          figures.min[key] === figures.max[key]
            ? `${figures.median[key]}`
            : `${figures.median[key]} (${figures.min[key]}–${figures.max[key]})`,
        ),
      ]),
    );
  }
  lines.push('## Client-side navigation', '');
  const navigation = report.site.navigation;
  lines.push(
    `Click on a link to the first frame painted after the new page's heading appeared (lib/navigation.ts), after the`,
    `first page settled; median of ${NAV_RUNS} alternating runs (min–max). Load average ${navigation.loadAverage.join(' / ')} at start.`,
    `The shortest guide (fewest DOM nodes): \`${navigation.shortestGuide}\`.`,
    '',
  );
  table(
    ['from', 'to', 'CPU', 'click to paint ms'],
    navigation.figures.map((figure) => [
      figure.from,
      figure.to,
      `${figure.cpuSlowdown}x`,
      `${figure.medianMs} (${figure.minMs}–${figure.maxMs})`,
    ]),
  );
  lines.push('DOM size after hydration (elements and text nodes under `<body>`):', '');
  table(
    ['page', 'elements', 'nodes'],
    Object.entries(navigation.domSize).map(([page, size]) => [page, size.elements, size.nodes]),
  );
  lines.push('## Search', '');
  const search = report.site.search;
  if (search.available) {
    lines.push('Everything fetched from typing the query to its results (link prefetching off), gzip.', '');
    table(
      ['query', 'requests', 'gzip'],
      [
        ['first: ' + search.first.query, search.first.requests, formatBytes(search.first.gzip)],
        ['second: ' + search.second.query, search.second.requests, formatBytes(search.second.gzip)],
      ],
    );
  } else lines.push(`Search: ${search.note}.`, '');
  lines.push('## Try it', '');
  const tryIt = report.site.tryIt;
  lines.push(
    `On \`${tryIt.page}\`, loaded with an empty cache: everything the press fetches (gzip), and the time from the click to`,
    `the example's own button painted in the preview frame, no throttling; median of ${RUNS} runs (min–max). Load average ${tryIt.loadAverage.join(' / ')} at start.`,
    '',
  );
  table(
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
  );
  return lines.join('\n');
}

async function collect() {
  const machine = {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: os.loadavg().map((load) => round(load, 1)),
  };
  let build: Record<string, ProcessCost> | undefined;
  if (!process.env.BENCH_SKIP_BUILD) {
    const docusaurus = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');
    execFileSync(docusaurus, ['clear'], {cwd: ROOT, stdio: 'ignore'});
    console.log('cold build…');
    const cold = timed(docusaurus, ['build']);
    console.log('warm rebuild…');
    const warm = timed(docusaurus, ['build']);
    console.log('API generation alone…');
    const api = timed(process.execPath, [
      path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      __filename,
      '--api-only',
    ]);
    build = {'cold build (clear, then build)': cold, 'warm rebuild': warm, 'API generation alone (TypeDoc)': api};
  }
  const buildOutput = folderSize(BUILD_DIR);
  const site = await measureSite();
  return {date: new Date().toISOString(), machine, build, buildOutput, site};
}

async function main() {
  if (process.argv.includes('--api-only')) {
    const out = path.join(os.tmpdir(), `bench-api-${process.pid}.json`);
    await generateApiJsonOnly(out);
    fs.rmSync(out, {force: true});
    return;
  }
  // A quick look while working on a change: one measure of the existing build only.
  const quick: Record<string, (origin: string) => Promise<unknown>> = {
    'try-it': measureTryIt,
    navigation: measureNavigation,
  };
  const only = process.env.BENCH_ONLY;
  if (only) {
    const measure = quick[only];
    if (!measure) throw new Error(`BENCH_ONLY is one of ${Object.keys(quick).join(', ')}, not ${only}`);
    const server = await startStaticServer({root: BUILD_DIR, base: BASE, port: 0, compress: true});
    try {
      console.log(JSON.stringify(await measure(server.origin), null, 2));
    } finally {
      await server.close();
    }
    return;
  }
  const report = await collect();
  fs.mkdirSync(OUT_DIR, {recursive: true});
  // Written the way `npm run format` would write them, so that `npm run lint` stays green.
  const prettier = await import('prettier');
  const write = async (name: string, text: string) => {
    const file = path.join(OUT_DIR, name);
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(text, {...options, filepath: file}));
  };
  await write('report.json', JSON.stringify(report, null, 2));
  // Remarks written by hand (bench/remarks.md), the test suite's timings among them, follow the figures.
  const remarksFile = path.join(OUT_DIR, 'remarks.md');
  const remarks = fs.existsSync(remarksFile) ? `\n${fs.readFileSync(remarksFile, 'utf8')}` : '';
  await write('report.md', markdown(report) + remarks);
  console.log(`Wrote ${path.relative(ROOT, OUT_DIR)}/report.md and report.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench`: measures the build and the built site and writes bench/report.json and
 * bench/report.md. Not part of `npm test` (it takes minutes and its figures depend on the
 * machine). bench/report.md says how to read each of its tables. One module a measure:
 * build.ts, firstLoad.ts, lighthouse.ts, navigation.ts, search.ts, tryIt.ts; report.ts writes.
 *
 *   BENCH_RUNS=3        Lighthouse and "Try it" runs per page (and preset; the median is reported)
 *   BENCH_SKIP_BUILD=1  measure the existing build/ instead of building twice first
 *   BENCH_NAV_RUNS=10   alternating runs per client-side navigation
 *   BENCH_PAGES=home,guide  only these page types (of home, guide, api-index, api-page, long guide)
 *                       in the first loads and Lighthouse
 *   BENCH_ONLY=navigation  measure only the navigations and DOM sizes of the existing build
 *   BENCH_ONLY=try-it      measure only what "Try it" fetches and how soon its example runs
 *   BENCH_ONLY=lighthouse  measure only Lighthouse (the benchmarkIndex, then the runs)
 *   BENCH_ONLY=search      measure only the search: its answers to the questions, its bytes, its speed
 *   BENCH_ONLY=side-by-side BENCH_BUILDS=<folder>,<folder>  two builds or more side by side: first-load
 *                       bytes, alternating Lighthouse mobile runs at both slowdowns, BENCH_CLICKS=<runs>
 *                       clicks at the calibrated one (./sideBySide.ts)
 *   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
 */
import os from 'node:os';
import {startStaticServer} from '../../lib/staticServer';
import {folderSize, measureBuild} from './build';
import {BASE, BUILD_DIR, pageUrls, round, settle} from './common';
import {measureFirstLoads} from './firstLoad';
import {measureLighthouse} from './lighthouse';
import {measureNavigation} from './navigation';
import {writeReport, type Report, type SiteFigures} from './report';
import {measureSearch} from './search';
import {measureSideBySide} from './sideBySide';
import {measureTryIt} from './tryIt';

/** The built site served as GitHub Pages serves it (gzip): Lighthouse times the bytes on the wire. */
async function withServer<T>(measure: (origin: string) => Promise<T>): Promise<T> {
  const server = await startStaticServer({root: BUILD_DIR, base: BASE, port: 0, compress: true});
  try {
    return await measure(server.origin);
  } finally {
    await server.close();
  }
}

async function measureSite(origin: string): Promise<SiteFigures> {
  const urls = pageUrls(origin);
  const firstLoad = await measureFirstLoads(urls);
  // Timed (the search's latency): on a quiet machine.
  await settle();
  const search = await measureSearch(origin);
  // Timed: on a quiet machine, as the navigations and Lighthouse are.
  const tryItLoadAverage = await settle();
  const tryIt = {loadAverage: tryItLoadAverage, ...(await measureTryIt(origin))};
  const navigationLoadAverage = await settle();
  const navigation = {loadAverage: navigationLoadAverage, ...(await measureNavigation(origin))};
  const lighthouseLoadAverage = await settle();
  const lighthouse = await measureLighthouse(urls);
  return {
    pages: Object.fromEntries(urls.map(([type, url]) => [type, url.slice(origin.length)])),
    firstLoad,
    search,
    tryIt,
    navigation,
    lighthouseLoadAverage,
    lighthouse,
  };
}

async function collect(): Promise<Report> {
  const machine = {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: os.loadavg().map((load) => round(load, 1)),
  };
  const build = process.env.BENCH_SKIP_BUILD ? undefined : measureBuild();
  const buildOutput = folderSize(BUILD_DIR);
  const site = await withServer(measureSite);
  return {date: new Date().toISOString(), machine, build, buildOutput, site};
}

/** A quick look while working on a change: one measure of the existing build only. */
const QUICK: Record<string, (origin: string) => Promise<unknown>> = {
  'try-it': measureTryIt,
  navigation: measureNavigation,
  lighthouse: (origin) => measureLighthouse(pageUrls(origin)),
  search: measureSearch,
};

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only === 'side-by-side') {
    await measureSideBySide();
    return;
  }
  if (only) {
    const measure = QUICK[only];
    if (!measure)
      throw new Error(`BENCH_ONLY is one of ${[...Object.keys(QUICK), 'side-by-side'].join(', ')}, not ${only}`);
    console.log(JSON.stringify(await withServer(measure), null, 2));
    return;
  }
  await writeReport(await collect());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

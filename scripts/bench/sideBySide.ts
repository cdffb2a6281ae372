/**
 * Builds side by side (`BENCH_ONLY=side-by-side BENCH_BUILDS=<folder>,<folder>`): the site built as it
 * is beside the same site built with one change, the way bench/remarks.md judges a module of
 * Docusaurus that we own ("What we own of Docusaurus, measured"). Each folder (`npx docusaurus build
 * --out-dir <folder>`) is served on a server of its own as GitHub Pages serves it (gzip). Per page
 * type:
 *
 * - the first load of each build in gzip bytes of JavaScript, CSS and data (lib/bytes.ts, the byte
 *   budgets' measure), which does not depend on the machine;
 * - BENCH_RUNS rounds of Lighthouse's mobile preset, each round one run per build and CPU slowdown
 *   (the one Lighthouse's guidance gives for this machine's benchmarkIndex, ./cpuSlowdown.ts, and the
 *   preset's 4x), in an order that is reversed every other round, so that no build always runs
 *   after the other (BENCH_CALIBRATED_ONLY=1: only the calibrated slowdown);
 * - BENCH_CLICKS rounds (0) of the clicks of ./sideBySideClicks.ts, for the pieces that work after
 *   the first load.
 *
 * The benchmarkIndex is measured BENCH_INDEX_RUNS times (3) before the runs, and their median picks
 * the slowdown: one reading can be off by half on this kind of machine. Before each round the script
 * waits until the 1-minute load average is at most BENCH_MAX_LOAD (3), for at most BENCH_WAIT_MINUTES
 * (30); each round's load is in the results. They are written to bench/results/ as the runs go, and a
 * table of the medians is printed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startStaticServer, type StaticServer} from '../../lib/staticServer';
import {formatBytes} from '../../lib/bytes';
import {BASE, median, OUT_DIR, pageUrls, round, RUNS, spread, table} from './common';
import {calibratedSlowdown} from './cpuSlowdown';
import {measureFirstLoads} from './firstLoad';
import {figuresOf, measureBenchmarkIndex, presetCpuSlowdown, runLighthouse, type LighthouseFigures} from './lighthouse';
import {clicksTable, measureClicks, type ClickRun} from './sideBySideClicks';

const INDEX_RUNS = Number(process.env.BENCH_INDEX_RUNS ?? 3);
const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 3);
const WAIT_MS = Number(process.env.BENCH_WAIT_MINUTES ?? 30) * 60_000;
const CLICKS = Number(process.env.BENCH_CLICKS ?? 0);

interface Run {
  build: string;
  cpuSlowdown: number;
  /** The 1-minute load average when the run's round began. */
  load: number;
  figures: LighthouseFigures;
}

interface PageResults {
  path: string;
  /** gzip bytes of JavaScript, CSS and data of the first load, per build. */
  budgetedBytes: Record<string, number>;
  runs: Run[];
}

export interface SideBySide {
  date: string;
  builds: string[];
  benchmarkIndex: {readings: number[]; median: number};
  presetSlowdown: number;
  calibratedSlowdown: number;
  loadAverage: {start: number[]; end: number[]};
  pages: Record<string, PageResults>;
  /** BENCH_CLICKS rounds of clicks per build at the calibrated slowdown (./sideBySideClicks.ts). */
  clicks: ClickRun[];
}

const load1 = () => round(os.loadavg()[0], 1);

/** Waits (at most WAIT_MS) for a 1-minute load average of MAX_LOAD or less; returns the load then. */
async function quietMachine(): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  let said = false;
  while (load1() > MAX_LOAD && Date.now() < deadline) {
    if (!said) console.log(`side-by-side: load ${load1()}, waiting for ${MAX_LOAD} or less`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return load1();
}

/** The builds' folders from BENCH_BUILDS, each named by its folder's name. */
function buildFolders(): [string, string][] {
  const folders = (process.env.BENCH_BUILDS ?? '').split(',').filter((folder) => folder.trim() !== '');
  if (folders.length < 2) throw new Error('BENCH_BUILDS names two build folders or more, separated by commas');
  const named = folders.map((folder): [string, string] => [path.basename(path.resolve(folder)), path.resolve(folder)]);
  for (const [, folder] of named) {
    if (!fs.existsSync(path.join(folder, 'sitemap.xml'))) throw new Error(`${folder} holds no build of the site`);
  }
  if (new Set(named.map(([name]) => name)).size < named.length)
    throw new Error('the builds need folders of different names');
  return named;
}

export async function measureSideBySide(): Promise<SideBySide> {
  const builds = buildFolders();
  const servers: StaticServer[] = [];
  const file = path.join(OUT_DIR, 'results', `side-by-side-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  try {
    const origins: Record<string, string> = {};
    for (const [name, root] of builds) {
      const server = await startStaticServer({root, base: BASE, port: 0, compress: true});
      servers.push(server);
      origins[name] = server.origin;
    }
    const names = builds.map(([name]) => name);
    const urlsOf = (name: string) => pageUrls(origins[name]);
    const pages: Record<string, PageResults> = {};
    for (const [type, url] of urlsOf(names[0])) {
      pages[type] = {path: url.slice(origins[names[0]].length), budgetedBytes: {}, runs: []};
    }
    for (const name of names) {
      for (const [type, load] of Object.entries(await measureFirstLoads(urlsOf(name)))) {
        pages[type].budgetedBytes[name] = load.budgeted;
      }
    }

    // BENCH_RUNS=0 (and no BENCH_CLICKS) compares the bytes alone.
    const timed = RUNS > 0 || CLICKS > 0;
    const readings: number[] = [];
    if (timed) await quietMachine();
    // The load the timed runs begin at, once the machine is quiet enough.
    const start = os.loadavg().map((value) => round(value, 1));
    for (let reading = 0; timed && reading < INDEX_RUNS; reading += 1) {
      await quietMachine();
      readings.push(await measureBenchmarkIndex(urlsOf(names[0])[0][1]));
    }
    const presetSlowdown = await presetCpuSlowdown();
    const calibrated = readings.length > 0 ? calibratedSlowdown(median(readings)) : presetSlowdown;
    const result: SideBySide = {
      date: new Date().toISOString(),
      builds: names,
      benchmarkIndex: {readings, median: readings.length > 0 ? median(readings) : NaN},
      presetSlowdown,
      calibratedSlowdown: calibrated,
      loadAverage: {start, end: start},
      pages,
      clicks: [],
    };
    console.log(`side-by-side: benchmarkIndex ${readings.join(', ')}, mobile at ${calibrated}x and ${presetSlowdown}x`);
    // BENCH_CALIBRATED_ONLY=1 leaves out the preset's runs: the judgement of a piece is read at the calibrated one.
    const slowdowns =
      calibrated === presetSlowdown || process.env.BENCH_CALIBRATED_ONLY ? [calibrated] : [calibrated, presetSlowdown];
    const variants = names.flatMap((build) => slowdowns.map((cpuSlowdown) => ({build, cpuSlowdown})));
    for (const type of Object.keys(pages)) {
      for (let pass = 0; pass < RUNS; pass += 1) {
        const load = await quietMachine();
        for (const {build, cpuSlowdown} of pass % 2 ? [...variants].reverse() : variants) {
          const url = `${origins[build]}${pages[type].path}`;
          // The preset's own slowdown without a setting, as `npm run bench` runs it.
          const lhr = await runLighthouse(url, {
            preset: 'mobile',
            cpuSlowdown: cpuSlowdown === presetSlowdown ? undefined : cpuSlowdown,
          });
          const figures = figuresOf(lhr);
          pages[type].runs.push({build, cpuSlowdown, load, figures});
          console.log(
            `side-by-side ${type} ${build} ${cpuSlowdown}x: TBT ${figures.tbtMs} ms, main thread ${figures.mainThreadMs} ms (load ${load}, index ${figures.benchmarkIndex})`,
          );
        }
        result.loadAverage.end = os.loadavg().map((value) => round(value, 1));
        fs.writeFileSync(file, JSON.stringify(result, null, 2));
      }
    }
    if (CLICKS > 0) {
      await quietMachine();
      const clickBuilds = builds.map(([name, folder]) => ({name, folder, origin: origins[name]}));
      await measureClicks(clickBuilds, calibrated, CLICKS, (run) => {
        result.clicks.push(run);
        console.log(
          `side-by-side click ${run.from} -> ${run.to} ${run.build}: ${run.clickToPaintMs} ms, blocking ${run.blockingMs} ms`,
        );
        result.loadAverage.end = os.loadavg().map((value) => round(value, 1));
        fs.writeFileSync(file, JSON.stringify(result, null, 2));
      });
    }
    console.log(`side-by-side: wrote ${path.relative(process.cwd(), file)}`);
    console.log(sideBySideTable(result).join('\n'));
    if (result.clicks.length > 0) console.log(clicksTable(names, result.clicks).join('\n'));
    return result;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** Median (min–max) of the runs' figure `key`. */
function spreadOf(runs: Run[], key: keyof LighthouseFigures): string {
  return spread(runs.map((run) => run.figures[key]));
}

/** Per page type and build: the first load's bytes (and how many more than the first build's), and the medians of blocking time and main-thread time per slowdown. */
export function sideBySideTable(result: SideBySide): string[] {
  const slowdowns = [
    ...new Set(Object.values(result.pages).flatMap((page) => page.runs.map((run) => run.cpuSlowdown))),
  ];
  const rows = Object.entries(result.pages).flatMap(([type, page]) =>
    result.builds.map((build) => {
      const runsAt = (slowdown: number) =>
        page.runs.filter((run) => run.build === build && run.cpuSlowdown === slowdown);
      return [
        type,
        build,
        formatBytes(page.budgetedBytes[build] ?? NaN),
        `${Math.round((page.budgetedBytes[build] ?? NaN) - (page.budgetedBytes[result.builds[0]] ?? NaN))} B`,
        ...slowdowns.flatMap((slowdown) => [
          spreadOf(runsAt(slowdown), 'tbtMs'),
          spreadOf(runsAt(slowdown), 'mainThreadMs'),
          runsAt(slowdown).length,
        ]),
      ];
    }),
  );
  return table(
    [
      'page',
      'build',
      'gzip JS+CSS+data',
      `than ${result.builds[0]}`,
      ...slowdowns.flatMap((slowdown) => [`TBT ms at ${slowdown}x`, `main thread ms at ${slowdown}x`, 'runs']),
    ],
    rows,
  );
}

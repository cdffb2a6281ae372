/**
 * Lighthouse on each page type, with its mobile and its desktop preset. The mobile runs happen at
 * two CPU slowdowns: the preset's own (4x), comparable across machines and with earlier reports, and
 * the one Lighthouse's guidance gives for this machine's `benchmarkIndex` (./cpuSlowdown.ts), under
 * which the figures stand for the phone Lighthouse aims at. The index is measured once, before the runs.
 */
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {median, round, RUNS, table} from './common';
import {calibratedSlowdown} from './cpuSlowdown';

/** The flags of the test suite, for the Chromium that Lighthouse drives. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface LighthouseFigures {
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
  /** Lighthouse's own measure of this machine's CPU in this run (docs/throttling.md). */
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

type Preset = 'mobile' | 'desktop';

/** The runs of one page with one preset at one CPU slowdown. */
export interface LighthouseRow {
  preset: Preset;
  page: string;
  /** The CPU slowdown Lighthouse applied (its desktop preset's is 1x). */
  cpuSlowdown: number;
  median: LighthouseFigures;
  min: LighthouseFigures;
  max: LighthouseFigures;
  runs: number;
}

export interface LighthouseResults {
  /** Lighthouse's benchmarkIndex of this machine, measured once before the runs. */
  benchmarkIndex: number;
  /** The mobile preset's own CPU slowdown. */
  presetSlowdown: number;
  /** The CPU slowdown Lighthouse's guidance gives for `benchmarkIndex`. */
  calibratedSlowdown: number;
  rows: LighthouseRow[];
}

interface RunOptions {
  preset: Preset;
  /** A CPU slowdown instead of the preset's. */
  cpuSlowdown?: number;
  /** Only these audits (Lighthouse computes the benchmarkIndex whatever it audits). */
  onlyAudits?: string[];
}

/** One Lighthouse run in a fresh browser: a cold cache and no state from the previous run. */
export async function runLighthouse(url: string, {preset, cpuSlowdown, onlyAudits}: RunOptions) {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(cpuSlowdown === undefined ? {} : {throttling: {cpuSlowdownMultiplier: cpuSlowdown}}),
        ...(onlyAudits ? {onlyAudits} : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>;

export function figuresOf({categories, audits, environment}: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
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
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/** Median, min and max of each figure over runs. */
function summary(runs: LighthouseFigures[]): Pick<LighthouseRow, 'median' | 'min' | 'max' | 'runs'> {
  const pick = (fn: (values: number[]) => number) =>
    Object.fromEntries(
      LH_KEYS.map((key) => [key, round(fn(runs.map((figures) => figures[key])), 3)]),
    ) as unknown as LighthouseFigures;
  return {
    median: pick(median),
    min: pick((values) => Math.min(...values)),
    max: pick((values) => Math.max(...values)),
    runs: runs.length,
  };
}

/** The mobile preset's own CPU slowdown (4x in Lighthouse 12). */
export async function presetCpuSlowdown(): Promise<number> {
  const {defaultSettings} = await import('lighthouse/core/config/constants.js');
  return defaultSettings.throttling.cpuSlowdownMultiplier;
}

/** Lighthouse's benchmarkIndex of this machine now: one run with one audit (the index is computed before the page loads, whatever is audited). */
export async function measureBenchmarkIndex(url: string): Promise<number> {
  return Math.round(
    (await runLighthouse(url, {preset: 'mobile', onlyAudits: ['viewport']})).environment.benchmarkIndex,
  );
}

/** `urls`: each page type and its URL. */
export async function measureLighthouse(urls: [string, string][]): Promise<LighthouseResults> {
  const presetSlowdown = await presetCpuSlowdown();
  const benchmarkIndex = await measureBenchmarkIndex(urls[0][1]);
  const calibrated = calibratedSlowdown(benchmarkIndex);
  console.log(`lighthouse: benchmarkIndex ${benchmarkIndex}, mobile at ${presetSlowdown}x and ${calibrated}x`);
  // The preset's own slowdown (no setting), then the calibrated one where it differs.
  const mobile = calibrated === presetSlowdown ? [undefined] : [undefined, calibrated];
  const rows: LighthouseRow[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    const slowdowns = preset === 'mobile' ? mobile : [undefined];
    for (const [type, url] of urls) {
      const runs = slowdowns.map(() => ({figures: [] as LighthouseFigures[], cpuSlowdown: NaN}));
      for (let run = 0; run < RUNS; run += 1) {
        // The slowdowns alternate from run to run, so that neither always follows the other.
        const order = slowdowns.map((_, index) => index);
        if (run % 2) order.reverse();
        for (const index of order) {
          const lhr = await runLighthouse(url, {preset, cpuSlowdown: slowdowns[index]});
          runs[index].figures.push(figuresOf(lhr));
          runs[index].cpuSlowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
        }
      }
      for (const {figures, cpuSlowdown} of runs) {
        const row: LighthouseRow = {preset, page: type, cpuSlowdown, ...summary(figures)};
        rows.push(row);
        console.log(
          `lighthouse ${preset} ${type} at ${cpuSlowdown}x: performance ${row.median.performance}, TBT ${row.median.tbtMs} ms`,
        );
      }
    }
  }
  return {benchmarkIndex, presetSlowdown, calibratedSlowdown: calibrated, rows};
}

/** `loadAverage`: the machine's when the runs began. */
export function lighthouseSection(lighthouse: LighthouseResults, loadAverage: number[]): string[] {
  const {benchmarkIndex, presetSlowdown, calibratedSlowdown: calibrated} = lighthouse;
  const lines = [
    '## Lighthouse',
    '',
    `Median of ${RUNS} runs; min–max in brackets. Load average ${loadAverage.join(' / ')} when the runs began.`,
    "`benchmarkIndex` is Lighthouse's measure of this machine's CPU (each run's own in the last column); measured once",
    `before the runs it was ${benchmarkIndex}. Lighthouse's mobile preset slows the CPU ${presetSlowdown}x, which stands for its reference`,
    `phone on a machine of about 1,500; for ${benchmarkIndex}, Lighthouse's CPU throttling calculator (docs/throttling.md) gives`,
    calibrated === presetSlowdown
      ? `${calibrated}x itself, so the mobile rows are at ${presetSlowdown}x only.`
      : `${calibrated}x. Each page has a mobile row at both: ${presetSlowdown}x to compare with other machines and earlier reports,` +
        ` ${calibrated}x (calibrated) for the phone Lighthouse aims at, where the goal for blocking time is read.`,
    '',
  ];
  const isCalibrated = (row: LighthouseRow) =>
    row.preset === 'mobile' && calibrated !== presetSlowdown && row.cpuSlowdown === calibrated;
  for (const preset of ['mobile', 'desktop'] as const) {
    const rows = lighthouse.rows.filter((row) => row.preset === preset);
    if (rows.length === 0) continue;
    lines.push(`### ${preset}`, '');
    lines.push(
      ...table(
        ['page', 'CPU', ...LH_KEYS],
        rows.map((row) => [
          row.page,
          isCalibrated(row) ? `${row.cpuSlowdown}x (calibrated)` : `${row.cpuSlowdown}x`,
          ...LH_KEYS.map((key) =>
            row.min[key] === row.max[key]
              ? `${row.median[key]}`
              : `${row.median[key]} (${row.min[key]}–${row.max[key]})`,
          ),
        ]),
      ),
    );
  }
  return lines;
}

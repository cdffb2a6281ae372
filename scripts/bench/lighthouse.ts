/** Lighthouse on each page type, with its mobile and its desktop preset. */
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {median, round, RUNS, table} from './common';

/** The flags of the test suite, for the Chromium that Lighthouse drives. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

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

/** `urls`: each page type and its URL. */
export async function measureLighthouse(urls: [string, string][]) {
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

export type LighthouseResults = Awaited<ReturnType<typeof measureLighthouse>>;

/** `loadAverage`: the machine's when the runs began. */
export function lighthouseSection(lighthouse: LighthouseResults, loadAverage: number[]): string[] {
  const lines = [
    '## Lighthouse',
    '',
    `Median of ${RUNS} runs; min–max in brackets. Load average ${loadAverage.join(' / ')} when the runs began.`,
    "`benchmarkIndex` is Lighthouse's measure of this machine's CPU. Its default mobile slowdown (4x) is meant for a",
    'high-end desktop (1500-2000); for 1000-1500 its documentation (docs/throttling.md) suggests 2x to emulate the same',
    'phone, so on this machine the mobile figures stand for a slower phone than Lighthouse aims at (bench/remarks.md).',
    '',
  ];
  for (const [preset, byType] of Object.entries(lighthouse)) {
    lines.push(`### ${preset}`, '');
    lines.push(
      ...table(
        ['page', ...LH_KEYS],
        Object.entries(byType).map(([type, figures]) => [
          type,
          ...LH_KEYS.map((key) =>
            figures.min[key] === figures.max[key]
              ? `${figures.median[key]}`
              : `${figures.median[key]} (${figures.min[key]}–${figures.max[key]})`,
          ),
        ]),
      ),
    );
  }
  return lines;
}

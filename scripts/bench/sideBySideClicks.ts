/**
 * The click, side by side (`BENCH_CLICKS=<runs>` with `BENCH_ONLY=side-by-side`): the pieces of
 * Docusaurus we own for a click (the shown location's context, the focus rule, the window size at
 * mount) do their work after the first load, where Lighthouse does not look. Per build, the
 * navigations a reader makes most (Getting started to the longest guide, one API page to another),
 * each run at the calibrated slowdown, in an order reversed every other round: click to paint, and
 * the click's blocking time (lib/navigation.ts: the long tasks' time beyond 50 ms each).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {decodeHTML} from 'entities';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {clickToPaint, type NavigationRun} from '../../lib/navigation';
import {BASE, LONG_GUIDE, median, round, table} from './common';

/** From a page to one its sidebar links to: the long guide from the first, an API page from another. */
export const CLICKS: [string, string][] = [
  ['docs/getting-started/', LONG_GUIDE],
  ['api/function/createDialog/', 'api/class/DialogHandler/'],
];

export interface ClickRun extends NavigationRun {
  build: string;
  from: string;
  to: string;
  cpuSlowdown: number;
}

/** The text of the page's h1 in a build folder: what the click waits to see painted. */
function headingIn(folder: string, routePath: string): string {
  const html = fs.readFileSync(path.join(folder, routePath, 'index.html'), 'utf8');
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (h1 === undefined) throw new Error(`No heading in ${routePath} of ${folder}`);
  return decodeHTML(h1.replace(/<[^>]+>/g, '')).trim();
}

/** `runs` rounds of every click in every build (`builds`: name, folder and origin), at `cpuSlowdown`. */
export async function measureClicks(
  builds: {name: string; folder: string; origin: string}[],
  cpuSlowdown: number,
  runs: number,
  onRun: (run: ClickRun) => void,
): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    const plans = builds.flatMap((build) => CLICKS.map(([from, to]) => ({build, from, to})));
    for (let round = 0; round < runs; round += 1) {
      for (const {build, from, to} of round % 2 ? [...plans].reverse() : plans) {
        const heading = headingIn(build.folder, to);
        const run = await clickToPaint(page, `${build.origin}${BASE}${from}`, `${BASE}${to}`, heading, cpuSlowdown);
        onRun({...run, build: build.name, from, to, cpuSlowdown});
      }
    }
  } finally {
    await browser.close();
  }
}

/** Per click and build: the medians (min–max) of click to paint and of the click's blocking time. */
export function clicksTable(builds: string[], runs: ClickRun[]): string[] {
  const spread = (values: number[]) =>
    values.length === 0 ? '–' : `${round(median(values), 0)} (${Math.min(...values)}–${Math.max(...values)})`;
  const rows = CLICKS.flatMap(([from, to]) =>
    builds.map((build) => {
      const mine = runs.filter((run) => run.build === build && run.from === from && run.to === to);
      return [
        `${from} → ${to}`,
        build,
        spread(mine.map((run) => run.clickToPaintMs)),
        spread(mine.map((run) => run.blockingMs)),
        mine.length,
      ];
    }),
  );
  const slowdown = runs[0]?.cpuSlowdown ?? NaN;
  return table(['click', 'build', `click to paint ms at ${slowdown}x`, `blocking ms at ${slowdown}x`, 'runs'], rows);
}

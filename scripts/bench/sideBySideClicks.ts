/**
 * The click, side by side (`BENCH_CLICKS=<runs>` with `BENCH_ONLY=side-by-side`): the pieces of
 * Docusaurus we own for a click (the shown location's context, the focus rule, the window size at
 * mount) do their work after the first load, where Lighthouse does not look. Per build, the
 * navigations a reader makes most (Getting started to the longest guide, one API page to another),
 * each run at the calibrated slowdown, in an order reversed every other round: click to paint, and
 * the click's blocking time (lib/navigation.ts: the long tasks' time beyond 50 ms each).
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {clickToPaint, type NavigationRun} from '../../lib/navigation';
import {API_NAVIGATION, BASE, headingIn, LONG_GUIDE, spread, START_GUIDE, table} from './common';

/** From a page to one its sidebar links to: the long guide from the first, an API page from another. */
export const CLICKS: [string, string][] = [[START_GUIDE, LONG_GUIDE], [...API_NAVIGATION]];

export interface ClickRun extends NavigationRun {
  build: string;
  from: string;
  to: string;
  cpuSlowdown: number;
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
        const heading = headingIn(path.join(build.folder, to, 'index.html'));
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

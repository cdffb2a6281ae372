/** Client-side navigations, click to the new page painted, and the DOM size of the pages. */
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {clickToPaint, domNodeCount} from '../../lib/navigation';
import {firstOfEachKind, sitemapRoutes} from '../../lib/routes';
import {API_NAVIGATION, BASE, headingIn, LONG_GUIDE, median, NAV_RUNS, PAGE_TYPES, START_GUIDE, table} from './common';

/** The h1 text of a built page (what the navigation waits for). */
function headingOf(routePath: string): string {
  const file = sitemapRoutes().find((route) => route.path === routePath)?.file;
  if (!file) throw new Error(`No page ${routePath} in the sitemap`);
  return headingIn(file);
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
export async function measureNavigation(origin: string) {
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
    const start = guides.find((guide) => guide.path === START_GUIDE) ?? guides[0];
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

export type NavigationFigures = Awaited<ReturnType<typeof measureNavigation>> & {loadAverage: number[]};

export function navigationSection(navigation: NavigationFigures): string[] {
  return [
    '## Client-side navigation',
    '',
    `Click on a link to the first frame painted after the new page's heading appeared (lib/navigation.ts), after the`,
    `first page settled; median of ${NAV_RUNS} alternating runs (min–max). Load average ${navigation.loadAverage.join(' / ')} at start.`,
    `The shortest guide (fewest DOM nodes): \`${navigation.shortestGuide}\`.`,
    '',
    ...table(
      ['from', 'to', 'CPU', 'click to paint ms'],
      navigation.figures.map((figure) => [
        figure.from,
        figure.to,
        `${figure.cpuSlowdown}x`,
        `${figure.medianMs} (${figure.minMs}–${figure.maxMs})`,
      ]),
    ),
    'DOM size after hydration (elements and text nodes under `<body>`):',
    '',
    ...table(
      ['page', 'elements', 'nodes'],
      Object.entries(navigation.domSize).map(([page, size]) => [page, size.elements, size.nodes]),
    ),
  ];
}

/** What the benchmark's measures share: where things are, the environment switches, the pages, figures' helpers. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {decodeHTML} from 'entities';
import {resolveBaseUrl} from '../../config/site';
import {firstOfEachKind, type PageKind} from '../../lib/routes';

export const ROOT = path.join(__dirname, '..', '..');
export const BUILD_DIR = path.join(ROOT, 'build');
export const OUT_DIR = path.join(ROOT, 'bench');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
export const BASE = resolveBaseUrl();
/** Page types and the route kind that stands for each. */
export const PAGE_TYPES: [string, PageKind][] = [
  ['home', 'home'],
  ['guide', 'guide'],
  ['api-index', 'api-index'],
  ['api-page', 'api-function'],
];
/** The longest guide, measured beside the page types: the one whose cost grows with its content. */
export const LONG_GUIDE = 'docs/dialogs/';

/** The guide the guide clicks start from, and the click between API pages (a sidebar link). */
export const START_GUIDE = 'docs/getting-started/';
export const API_NAVIGATION = ['api/function/createDialog/', 'api/class/DialogHandler/'] as const;

/** The text of the h1 of a built page's HTML file: what a click waits to see painted. */
export function headingIn(file: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (h1 === undefined) throw new Error(`No heading in ${file}`);
  return decodeHTML(h1.replace(/<[^>]+>/g, '')).trim();
}

/** The page types BENCH_PAGES names (all of them and the long guide without it). */
function measuredPages(): string[] {
  const all = [...PAGE_TYPES.map(([type]) => type), 'long guide'];
  const chosen = process.env.BENCH_PAGES?.split(',').map((type) => type.trim());
  if (!chosen) return all;
  const unknown = chosen.filter((type) => !all.includes(type));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES takes page types of ${all.join(', ')}, not ${unknown.join(', ')}`);
  return chosen;
}

/**
 * The URL of each measured page type on the server at `origin`: the current version's first page
 * of each kind (the figures compare with the reports before the second version), and the long guide.
 */
export function pageUrls(origin: string): [string, string][] {
  const sample = firstOfEachKind();
  const urls: [string, string][] = PAGE_TYPES.map(([type, kind]) => {
    const route = sample.get(kind);
    if (!route) throw new Error(`No ${kind} page in the sitemap`);
    return [type, `${origin}${BASE}${route.path}`];
  });
  urls.push(['long guide', `${origin}${BASE}${LONG_GUIDE}`]);
  const chosen = measuredPages();
  return urls.filter(([type]) => chosen.includes(type));
}

export function round(value: number, digits = 2): number {
  return Number(value.toFixed(digits));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The 1-minute load average Lighthouse waits for: half the CPUs busy at most. */
const SETTLED_LOAD = os.cpus().length / 2;
const SETTLE_LIMIT_MS = 120_000;

/**
 * Waits (at most SETTLE_LIMIT_MS) until the machine is no longer busy with the builds this
 * script just ran, so that Lighthouse's CPU-bound figures (TBT above all) measure the site and
 * not the build's aftermath. Returns the load average Lighthouse starts at, for the report.
 */
export async function settle(): Promise<number[]> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (os.loadavg()[0] > SETTLED_LOAD && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return os.loadavg().map((load) => round(load, 1));
}

/** Median (min–max) of figures, or a dash for none. */
export function spread(values: number[]): string {
  if (values.length === 0) return '–';
  return `${round(median(values), 0)} (${Math.min(...values)}–${Math.max(...values)})`;
}

/** A Markdown table's lines, a blank line after it. */
export function table(header: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ];
}

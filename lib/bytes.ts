/**
 * Measures what a reader's browser downloads on the first visit of a page: every response
 * until the network is idle, with an empty cache, grouped by kind, raw and gzip-compressed
 * (the static server sends files uncompressed; gzip at zlib's default level stands for
 * what a static host would send).
 */
import {SAVE_DATA_SCRIPT} from './network';
import zlib from 'node:zlib';
import type {Page, Response} from '@playwright/test';

export const RESOURCE_KINDS = ['html', 'js', 'css', 'data', 'image', 'font', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export interface Totals {
  requests: number;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  url: string;
  /** Every response with a body, largest (gzip) first. */
  files: Download[];
  byKind: Record<ResourceKind, Totals>;
  total: Totals;
  /** gzip bytes of JavaScript, CSS and data (JSON): what the byte budgets limit. */
  budgeted: number;
}

/** The kind of a response, from its content type, falling back to its file extension. */
export function resourceKind(url: string, contentType: string): ResourceKind {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  if (type === 'text/html') return 'html';
  if (type.includes('javascript') || extension === 'js' || extension === 'mjs') return 'js';
  if (type === 'text/css' || extension === 'css') return 'css';
  if (type.includes('json') || extension === 'json') return 'data';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('font/') || ['woff', 'woff2', 'ttf', 'otf'].includes(extension)) return 'font';
  return 'other';
}

function emptyTotals(): Totals {
  return {requests: 0, raw: 0, gzip: 0};
}

/**
 * Empties the browser's caches for `page`, the way Playwright does between tests that share a
 * context: switching the cache off and on drops the renderer's memory cache, then the HTTP
 * cache is cleared. What the page loads next comes from the server.
 */
export async function emptyCaches(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

/**
 * Loads `url` in `page` with empty caches (a first visit) and sums what was downloaded. Link
 * prefetching is switched off (data saver), so the figure is what the page needs to show
 * itself, not what it fetches ahead for the reader's next click (which depends on timing).
 * Several measures may share one page: a new browser context per measure cost about 2
 * CPU-seconds (a renderer process starting up) and gave the same figures for every page of
 * the byte-budget test.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  await emptyCaches(page);
  const saveData = await page.addInitScript(SAVE_DATA_SCRIPT);
  const downloads = watchDownloads(page);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const byKind = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, emptyTotals()])) as Record<
      ResourceKind,
      Totals
    >;
    const total = emptyTotals();
    const files = (await downloads.take()).sort((a, b) => b.gzip - a.gzip);
    for (const item of files) {
      for (const totals of [byKind[item.kind], total]) {
        totals.requests += 1;
        totals.raw += item.raw;
        totals.gzip += item.gzip;
      }
    }
    const budgeted = byKind.js.gzip + byKind.css.gzip + byKind.data.gzip;
    return {url, files, byKind, total, budgeted};
  } finally {
    downloads.stop();
    await saveData.dispose();
  }
}

/** 12345 -> '12.1 KiB' */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`;
}

export interface Download {
  url: string;
  kind: ResourceKind;
  raw: number;
  gzip: number;
}

/**
 * Records every response of `page` from now on with its raw and gzip size, for measures of
 * an interaction (the search box's queries): `take()` waits for the bodies, returns what
 * was downloaded since the last `take()` and starts a new count; `stop()` ends the recording.
 */
export function watchDownloads(page: Page): {take: () => Promise<Download[]>; stop: () => void} {
  let pending: Promise<Download | undefined>[] = [];
  const record = (response: Response) => {
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind: resourceKind(response.url(), response.headers()['content-type'] ?? ''),
          raw: body.length,
          gzip: zlib.gzipSync(body).length,
        }))
        // Redirects and aborted requests have no body to count.
        .catch(() => undefined),
    );
  };
  page.on('response', record);
  return {
    stop: () => page.off('response', record),
    take: async () => {
      const taken = pending;
      pending = [];
      return (await Promise.all(taken)).filter((download): download is Download => download !== undefined);
    },
  };
}

/** Sum of the gzip sizes of some downloads. */
export function gzipTotal(downloads: readonly Download[]): number {
  return downloads.reduce((sum, download) => sum + download.gzip, 0);
}

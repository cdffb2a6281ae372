/** The first load of each page type: what a first visit downloads, by kind, raw and gzip (lib/bytes.ts). */
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {formatBytes, measureFirstLoad, RESOURCE_KINDS, type FirstLoad} from '../../lib/bytes';
import {table} from './common';

export async function measureFirstLoads(urls: [string, string][]): Promise<Record<string, FirstLoad>> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const firstLoad: Record<string, FirstLoad> = {};
  try {
    const page = await browser.newPage();
    for (const [type, url] of urls) firstLoad[type] = await measureFirstLoad(page, url);
  } finally {
    await browser.close();
  }
  return firstLoad;
}

/** `pages`: the path of each page type's page. */
export function firstLoadSection(firstLoad: Record<string, FirstLoad>, pages: Record<string, string>): string[] {
  return [
    '## First load per page type',
    '',
    'Empty cache, link prefetching off, until the network is idle; gzip at zlib level 6. Requests × raw / gzip.',
    'The server compresses text responses with gzip, as GitHub Pages does (no brotli), for these figures and Lighthouse.',
    '',
    ...table(
      ['page', 'path', ...RESOURCE_KINDS, 'total', 'gzip JS+CSS+data'],
      Object.entries(firstLoad).map(([type, load]) => [
        type,
        pages[type],
        ...RESOURCE_KINDS.map((kind) => {
          const totals = load.byKind[kind];
          return totals.requests
            ? `${totals.requests} × ${formatBytes(totals.raw)} / ${formatBytes(totals.gzip)}`
            : '–';
        }),
        `${load.total.requests} × ${formatBytes(load.total.raw)} / ${formatBytes(load.total.gzip)}`,
        formatBytes(load.budgeted),
      ]),
    ),
  ];
}

/**
 * Byte budgets: the first load of each page type stays under its byte budget (gzip of
 * JavaScript + CSS + data) from tests/budgets.json, and no API page weighs more than
 * 1.15x a guide page (before the API reference loaded only its own page's data, every API
 * page downloaded the reflections of the whole library). Prints the figures; lower the
 * budgets in budgets.json whenever the site gets lighter.
 *
 * One test measures every page once, so that the guide page every ratio refers to is
 * measured under the same conditions as the pages compared with it.
 */
import budgets from '../budgets.json';
import {test, expect} from '../support/fixtures';
import {formatBytes, measureFirstLoad, type FirstLoad} from '../../lib/bytes';
import {firstOfEachKind, type PageKind} from '../../lib/routes';

type PageType = keyof typeof budgets.gzipBytes;

/** The most an API page may weigh relative to a guide page. */
const API_TO_GUIDE_RATIO = 1.15;

/** The budget that applies to a page of each kind. */
const TYPE_OF_KIND: Partial<Record<PageKind, PageType>> = {
  home: 'home',
  guide: 'guide',
  'api-index': 'api-index',
  'api-class': 'api-page',
  'api-enum': 'api-page',
  'api-function': 'api-page',
  'api-interface': 'api-page',
  'api-namespace': 'api-page',
};

/** Besides the first guide, the errors guide: every message of the library on one page, with as many sections. */
const MEASURED_GUIDES = ['docs/errors/'];

/** Besides the first page of each kind, the API pages with the most data. */
const HEAVIEST_API_PAGES = [
  'api/class/StaticChaynsApi',
  'api/function/createDialog',
  'api/interface/IChaynsReact',
  'api/namespace/dialog',
  'api/enum/TappEvent',
];

/** Besides the first guide, the guides with the most data. */
const HEAVIEST_GUIDES = ['docs/host-support/'];

function describeLoad(path: string, load: FirstLoad): string {
  const kinds = Object.entries(load.byKind)
    .filter(([, totals]) => totals.requests > 0)
    .map(([kind, totals]) => `${kind} ${totals.requests}× ${formatBytes(totals.gzip)}`)
    .join(', ');
  const largest = load.files
    .filter((file) => file.kind === 'js' || file.kind === 'css' || file.kind === 'data')
    .slice(0, 5)
    .map((file) => `${new URL(file.url).pathname.split('/').pop()} ${formatBytes(file.gzip)}`)
    .join(', ');
  return `/${path}: ${formatBytes(load.budgeted)} gzip JS+CSS+data (${kinds}; largest: ${largest})`;
}

test('the first load of every page type stays within its byte budget', async ({page: browserPage, baseURL}) => {
  test.setTimeout(240_000);
  const sample = firstOfEachKind();
  const pages: {path: string; type: PageType}[] = [];
  for (const [kind, type] of Object.entries(TYPE_OF_KIND) as [PageKind, PageType][]) {
    const route = sample.get(kind);
    expect(route, `the sitemap has a ${kind} page`).toBeDefined();
    pages.push({path: route!.path, type});
  }
  for (const path of MEASURED_GUIDES) {
    if (!pages.some((page) => page.path === path)) pages.push({path, type: 'guide'});
  }
  for (const path of HEAVIEST_API_PAGES) {
    if (!pages.some((page) => page.path === path)) pages.push({path, type: 'api-page'});
  }
  // The guide with the most data: every recorded export's state in each host.
  for (const path of HEAVIEST_GUIDES) {
    if (!pages.some((page) => page.path === path)) pages.push({path, type: 'guide'});
  }

  const loads = new Map<string, FirstLoad>();
  for (const page of pages) {
    const load = await measureFirstLoad(browserPage, new URL(page.path, baseURL).href);
    console.log(`budget ${page.type}: ${describeLoad(page.path, load)}`);
    expect(load.byKind.js.requests, `/${page.path} loads its JavaScript`).toBeGreaterThan(0);
    loads.set(page.path, load);
  }

  const guide = loads.get(sample.get('guide')!.path)!;
  const over: string[] = [];
  for (const page of pages) {
    const load = loads.get(page.path)!;
    if (load.budgeted > budgets.gzipBytes[page.type]) {
      over.push(`/${page.path}: ${load.budgeted} B > the ${page.type} budget of ${budgets.gzipBytes[page.type]} B`);
    }
    const ratio = load.budgeted / guide.budgeted;
    if (page.type.startsWith('api') && ratio > API_TO_GUIDE_RATIO) {
      over.push(`/${page.path}: ${ratio.toFixed(3)}x the guide page (at most ${API_TO_GUIDE_RATIO}x)`);
    }
  }
  expect(over).toEqual([]);
});

/**
 * Gate 5: the first load of each page type stays under its byte budget (gzip of
 * JavaScript + CSS + data) from tests/budgets.json. Prints the figures; lower the budgets
 * in that file whenever the site gets lighter.
 */
import budgets from './budgets.json';
import {test, expect} from './support/fixtures';
import {formatBytes, measureFirstLoad, type FirstLoad} from './support/bytes';
import {firstOfEachKind, type PageKind} from './support/routes';

type PageType = keyof typeof budgets.gzipBytes;

const sample = firstOfEachKind();
/** The page(s) measured for each budgeted type: one API page of every kind for 'api-page'. */
const measured: Record<PageType, PageKind[]> = {
  home: ['home'],
  guide: ['guide'],
  'api-index': ['api-index'],
  'api-page': ['api-class', 'api-enum', 'api-function', 'api-interface', 'api-namespace'],
};

function describeLoad(load: FirstLoad): string {
  const kinds = Object.entries(load.byKind)
    .filter(([, totals]) => totals.requests > 0)
    .map(([kind, totals]) => `${kind} ${totals.requests}× ${formatBytes(totals.gzip)}`)
    .join(', ');
  return `${formatBytes(load.budgeted)} gzip JS+CSS+data (${kinds})`;
}

for (const [type, kinds] of Object.entries(measured) as [PageType, PageKind[]][]) {
  test(`first load of a ${type} page stays under ${formatBytes(budgets.gzipBytes[type])} gzip`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const over: string[] = [];
    for (const kind of kinds) {
      const route = sample.get(kind);
      expect(route, `the sitemap has a ${kind} page`).toBeDefined();
      const load = await measureFirstLoad(browser, new URL(route!.path, baseURL).href);
      console.log(`budget ${type}: /${route!.path}: ${describeLoad(load)}`);
      expect(load.byKind.js.requests, 'the page loads its JavaScript').toBeGreaterThan(0);
      if (load.budgeted > budgets.gzipBytes[type]) {
        over.push(`/${route!.path}: ${load.budgeted} B > ${budgets.gzipBytes[type]} B`);
      }
    }
    expect(over).toEqual([]);
  });
}

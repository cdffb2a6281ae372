/**
 * The pages the accessibility audit (axe, tests/browser/quality-a11y.spec.ts) loads: home, the
 * first API page of each kind, /api included, the first function page of each older version (the
 * same template plus the version banner; its API index is the current one's template with the
 * longest page of the site), and the fewest guides, counted in elements, that hold every kind of
 * element any guide of any version holds (guideCover). Shared with the Node check that this
 * sample covers every kind of page and every kind of element of the guides (tests/build/a11y.test.ts).
 *
 * Why a cover rather than every guide: the guides are one template whose pages differ in their
 * Markdown, and axe's time grows with a page's elements (seconds on a long guide). What an axe rule
 * finds depends on an element, its attributes and where it sits; each such kind of element is
 * audited at least once, on the cheapest set of pages that holds them all (bench/remarks.md has
 * what it saved).
 */
import {firstOfEachKind, sitemapRoutes, type Route} from '../../lib/routes';
import {loadBuilt} from './builtHtml';

/** Classes that change only the highlighting grammar of a code block, never its markup or colours. */
const GRAMMAR_CLASS = /^language-/;

function signature(tag: string, classes: string | undefined): string {
  const kept = (classes ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !GRAMMAR_CLASS.test(name))
    .sort();
  return [tag, ...kept].join('.');
}

/**
 * The kinds of element in a page's <main>: each element's tag, classes, role and names of its
 * aria-* attributes, after its parent's tag and classes (the context that decides, for example, the
 * background of a text). Inside a code block only its links and buttons count: the colours of the
 * highlighted text are checked for every token type in Node (tests/unit/code-contrast.test.ts).
 */
export function elementKinds(file: string): Set<string> {
  const $ = loadBuilt(file);
  const kinds = new Set<string>();
  $('main *').each((_, element) => {
    if (!['a', 'button'].includes(element.tagName) && $(element).parents('pre').length > 0) return;
    const parent = element.parent && 'tagName' in element.parent ? element.parent : undefined;
    const aria = Object.keys(element.attribs)
      .filter((name) => name === 'role' || name.startsWith('aria-'))
      .sort();
    const context = parent ? signature(parent.tagName, parent.attribs.class) : '';
    kinds.add(`${context} > ${signature(element.tagName, element.attribs.class)}[${aria.join(',')}]`);
  });
  return kinds;
}

/**
 * A cover of the kinds of element of `guides`: greedily the page with the most kinds not yet covered
 * per element it has, until every kind is in a chosen page. Returned in the order of `guides`.
 */
export function guideCover(guides: Route[]): Route[] {
  const pages = guides.map((route) => ({
    route,
    kinds: elementKinds(route.file),
    cost: loadBuilt(route.file)('*').length,
  }));
  const left = new Set(pages.flatMap((page) => [...page.kinds]));
  const chosen = new Set<Route>();
  while (left.size > 0) {
    let best: (typeof pages)[number] | undefined;
    let bestScore = 0;
    for (const page of pages) {
      const gain = [...page.kinds].filter((kind) => left.has(kind)).length;
      if (gain / page.cost > bestScore) {
        bestScore = gain / page.cost;
        best = page;
      }
    }
    // Every kind comes from some page, so each round covers at least one.
    chosen.add(best!.route);
    for (const kind of best!.kinds) left.delete(kind);
  }
  return guides.filter((route) => chosen.has(route));
}

export function auditedPages(routes: Route[] = sitemapRoutes()): Route[] {
  const current = routes.filter((route) => route.version === 'current');
  const apiSample = [...firstOfEachKind(current).values()].filter((route) => route.kind.startsWith('api-'));
  const older = routes.filter((route) => route.version !== 'current');
  const olderFunctions = [...new Set(older.map((route) => route.version))].flatMap((version) => {
    const first = firstOfEachKind(older.filter((route) => route.version === version)).get('api-function');
    return first ? [first] : [];
  });
  const guides = guideCover(routes.filter((route) => route.kind === 'guide'));
  return [...current.filter((route) => route.kind === 'home'), ...guides, ...apiSample, ...olderFunctions];
}

const CHOICE_ENV = 'AUDITED_PAGES';
let choice: Route[] | undefined;

/**
 * auditedPages() of the build under test, chosen once per run: choosing reads every guide, and the
 * specs that use it load in Playwright's main process and in each worker. The choice is kept in the
 * environment, which Playwright's global setup (tests/support/globalSetup.ts) hands to the workers.
 */
export function auditedPagesOfRun(): Route[] {
  if (choice) return choice;
  const passed = process.env[CHOICE_ENV];
  if (passed === undefined) {
    choice = auditedPages();
    process.env[CHOICE_ENV] = choice.map((route) => route.path).join('\n');
  } else {
    const routes = new Map(sitemapRoutes().map((route) => [route.path, route]));
    choice = passed.split('\n').map((path) => routes.get(path)!);
  }
  return choice;
}

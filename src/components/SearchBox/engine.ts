/**
 * The search engine behind the box: Pagefind's full-text index (guides and API pages,
 * one sub-result per heading) plus name matching over the API symbol list. Both are
 * loaded from `<baseUrl>pagefind/` on the first search, never before.
 */
import {expandSymbols, matchSymbols, type SymbolEntry, type SymbolPage} from './symbols';

export type GroupLabel = 'API reference' | 'Guides';

export interface Hit {
  /** Stable key within one answer. */
  key: string;
  group: GroupLabel;
  /** URL under the base path, with #anchor when the hit is a section. */
  url: string;
  /** What was found: a symbol name or a heading. */
  title: string;
  /** Where it is: the page, or the kind of the symbol. */
  context: string;
  /** Part of `title` to highlight, for name matches. */
  titleHighlight?: [number, number];
  /** Pagefind's excerpt: escaped text whose matches are wrapped in <mark>. */
  excerptHtml?: string;
}

export interface Group {
  label: GroupLabel;
  hits: Hit[];
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindData>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (term: string, options?: object, debounceMs?: number) => Promise<{results: PagefindResult[]} | null>;
}

interface Engine {
  pagefind: Pagefind;
  symbols: SymbolEntry[];
}

/** Pagefind results whose fragments are fetched per query (each is a small request). */
const PAGE_RESULTS = 5;
const SYMBOL_RESULTS = 6;

let engine: Promise<Engine> | null = null;

function loadEngine(baseUrl: string): Promise<Engine> {
  engine ??= (async () => {
    const dir = `${baseUrl}pagefind/`;
    const [pagefind, symbols] = await Promise.all([
      import(/* webpackIgnore: true */ `${dir}pagefind.js`) as Promise<Pagefind>,
      fetch(`${dir}api-symbols.json`).then((response) => {
        if (!response.ok) throw new Error(`The symbol list answered ${response.status}`);
        return response.json() as Promise<SymbolPage[]>;
      }),
    ]);
    // Search on the main thread: the worker would be one more script (about 12 KiB) to
    // fetch for an index this small.
    await pagefind.options({baseUrl, excerptLength: 18, noWorker: true});
    return {pagefind, symbols: expandSymbols(symbols)};
  })();
  // After a failure (offline, missing index), the next search tries again.
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/** The sub-result (heading section) with the most matches, else the page itself. */
function bestSection(data: PagefindData): PagefindSubResult {
  const sections = data.sub_results ?? [];
  let best: PagefindSubResult | undefined;
  for (const section of sections) {
    if (!best || (section.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = section;
  }
  return best ?? {title: data.meta.title ?? data.url, url: data.url, excerpt: data.excerpt};
}

/** Heading text without the zero-width space of Docusaurus' hash links. */
function clean(text: string): string {
  return text.replace(/\u200b/g, '').trim();
}

function pageHit(data: PagefindData, index: number): Hit {
  const pageTitle = clean(data.meta.title ?? data.url);
  const section = bestSection(data);
  const group: GroupLabel = data.filters.group?.includes('Guides') ? 'Guides' : 'API reference';
  const isPage = clean(section.title) === pageTitle || !section.url.includes('#');
  return {
    key: `page-${index}-${section.url}`,
    group,
    url: section.url,
    title: isPage ? pageTitle : clean(section.title),
    context: isPage ? group : pageTitle,
    excerptHtml: section.excerpt,
  };
}

/**
 * Answers a query, or null when a newer query made this one obsolete. Groups come in the
 * order of their best hit: API reference first when a name matches.
 */
export async function search(baseUrl: string, query: string): Promise<Group[] | null> {
  const {pagefind, symbols} = await loadEngine(baseUrl);
  const names = matchSymbols(symbols, query, SYMBOL_RESULTS);
  const found = await pagefind.debouncedSearch(query, {}, 120);
  if (found === null) return null;
  const pages = await Promise.all(found.results.slice(0, PAGE_RESULTS).map((result) => result.data()));

  const nameHits: Hit[] = names.map((match) => ({
    key: `name-${match.path}`,
    group: 'API reference',
    url: `${baseUrl}${match.path}`,
    title: match.name,
    // Entries of the API index (type aliases, variables) say where they are listed.
    context: match.path.startsWith('api#') ? `API index › ${match.detail}` : match.detail,
    titleHighlight: match.highlight,
  }));
  const seen = new Set(nameHits.map((hit) => hit.url));
  const pageHits = pages.map(pageHit).filter((hit) => {
    if (seen.has(hit.url)) return false;
    seen.add(hit.url);
    return true;
  });

  const groups: Group[] = [];
  const firstGroup: GroupLabel | undefined = nameHits.length ? 'API reference' : pageHits[0]?.group;
  const order: GroupLabel[] = firstGroup === 'Guides' ? ['Guides', 'API reference'] : ['API reference', 'Guides'];
  for (const label of order) {
    const hits = [...(label === 'API reference' ? nameHits : []), ...pageHits.filter((hit) => hit.group === label)];
    if (hits.length) groups.push({label, hits});
  }
  return groups;
}

/**
 * The search engine behind the box, loaded (with MiniSearch) by a dynamic import on the
 * first search, never before. It fetches the index file the search plugin writes at
 * build time for the docs version being read, then answers every query in memory: API names by name matching (exact,
 * prefix, typo), words of guide sections and API descriptions by MiniSearch (prefix and
 * fuzzy matching, the heading or name weighing more than the text).
 */
import MiniSearch, {type SearchOptions, type SearchResult} from 'minisearch';
import {indexFile, type GuideSection, type SearchIndexData, type SearchVersion} from '../../indexFormat';
import {expandSymbols, matchSymbols, type SymbolEntry} from './symbols';

export type GroupLabel = 'API reference' | 'Guides';

/** [start, end) of a highlighted part of a text. */
export type Range = [number, number];

export interface Marked {
  text: string;
  marks: Range[];
}

export interface Hit {
  /** Stable key within one answer. */
  key: string;
  group: GroupLabel;
  /** URL under the base path, with #anchor when the hit is a section or a member. */
  url: string;
  /** What was found (a symbol name or a heading) with the matched words marked. */
  title: Marked;
  /** Where it is: the page, or the kind of the symbol. */
  context: string;
  /** Some text of the section or the description, with the matched words marked. */
  excerpt?: Marked;
}

export interface Group {
  label: GroupLabel;
  hits: Hit[];
}

const NAME_RESULTS = 6;
const API_TEXT_RESULTS = 4;
const GUIDE_RESULTS = 5;
/** Characters of section text shown around the first match. */
const EXCERPT_LENGTH = 150;

/** A document of the MiniSearch index: t the title (heading or name), p the page, x the text. */
interface Doc {
  id: number;
  t: string;
  p: string;
  x: string;
}

type Source = {guide: GuideSection} | {symbol: SymbolEntry};

interface Engine {
  mini: MiniSearch<Doc>;
  sources: Source[];
  symbols: SymbolEntry[];
  /** API pages only other versions have, matched by name after this version's (their detail names the version). */
  elsewhere: SymbolEntry[];
}

const splitWords: (text: string) => string[] = MiniSearch.getDefault('tokenize');

/**
 * Words, and for a camelCase word also its tails (`useGeoLocation` also gives
 * `GeoLocation` and `Location`), so that `geoloc` finds it by prefix.
 */
function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = [];
  for (const word of splitWords(text)) {
    tokens.push(word);
    for (const match of word.matchAll(/(?<=[\p{Ll}\p{N}])\p{Lu}/gu)) tokens.push(word.slice(match.index));
  }
  return tokens;
}

const SEARCH_OPTIONS: SearchOptions = {
  // Queries are split into plain words; only the indexed text has camelCase tails.
  tokenize: splitWords,
  // The word being typed (the last) is a prefix; earlier short words ("a", "of") are whole.
  prefix: (term, index, terms) => term.length >= 3 || index === terms.length - 1,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  boost: {t: 3, p: 1, x: 1},
  combineWith: 'AND',
};

/** One engine per docs version, each built from its own index on the first search in that version. */
const engines = new Map<string, Promise<Engine>>();

function loadEngine(baseUrl: string, version: SearchVersion): Promise<Engine> {
  const loaded = engines.get(version.name);
  if (loaded) return loaded;
  const engine = (async () => {
    // The file keeps its name from build to build: ask the server whether it changed.
    const response = await fetch(`${baseUrl}${indexFile(version)}`, {cache: 'no-cache'});
    if (!response.ok) throw new Error(`The search index answered ${response.status}`);
    const data = (await response.json()) as SearchIndexData;
    const symbols = expandSymbols(data.api);
    const sources: Source[] = [...data.guides.map((guide) => ({guide})), ...symbols.map((symbol) => ({symbol}))];
    const mini = new MiniSearch<Doc>({
      fields: ['t', 'p', 'x'],
      tokenize: tokenizeForIndex,
      searchOptions: SEARCH_OPTIONS,
    });
    mini.addAll(
      sources.map((source, id) =>
        'guide' in source
          ? {id, t: source.guide[2], p: source.guide[1], x: source.guide[3]}
          : {id, t: source.symbol[0], p: '', x: source.symbol[3]},
      ),
    );
    const elsewhere = (data.elsewhere ?? []).map(([path, kind, summary, label]): SymbolEntry => [
      path.replace(/\/$/, '').split('/').pop()!,
      path,
      `${kind}, only in ${label}`,
      summary,
    ]);
    return {mini, sources, symbols, elsewhere};
  })();
  engines.set(version.name, engine);
  // After a failure (offline, missing index), the next search tries again.
  engine.catch(() => {
    engines.delete(version.name);
  });
  return engine;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Words too common to be worth marking in an excerpt (they still count for matching). */
const UNMARKED = new Set(
  'a an and are as at be by for from if in is it its of on or that the their then they this to with you your'.split(
    ' ',
  ),
);

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/**
 * Where the matched terms (lowercase words of the index, possibly camelCase tails) occur
 * in `text` as whole words or word tails: sorted, not overlapping.
 */
export function findMarks(text: string, terms: readonly string[]): Range[] {
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const term of terms) {
    if (term.length < 2 || UNMARKED.has(term)) continue;
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      const before = text[at - 1];
      const startsWord = !isWordChar(before) || (/[\p{Ll}\p{N}]/u.test(before) && /\p{Lu}/u.test(text[at]));
      if (startsWord && !isWordChar(text[end])) ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** About EXCERPT_LENGTH characters of `text` around its first mark, cut at spaces. */
function excerptOf(text: string, terms: readonly string[]): Marked | undefined {
  if (!text) return undefined;
  const marks = findMarks(text, terms);
  let start = 0;
  if (marks.length && marks[0][1] > EXCERPT_LENGTH * 0.7) {
    start = Math.max(0, marks[0][0] - Math.round(EXCERPT_LENGTH / 3));
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < marks[0][0]) start = space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    marks: marks
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]): Range => [from + shift, to + shift]),
  };
}

function marked(text: string, terms: readonly string[]): Marked {
  return {text, marks: findMarks(text, terms)};
}

function guideHit(section: GuideSection, result: SearchResult, baseUrl: string): Hit {
  const [url, page, heading, text] = section;
  const isPage = !url.includes('#');
  return {
    key: `guide-${url}`,
    group: 'Guides',
    url: `${baseUrl}${url}`,
    title: marked(isPage ? page : heading, result.terms),
    context: isPage ? 'Guides' : page,
    excerpt: excerptOf(text, result.terms),
  };
}

/** Entries of the API index (type aliases, variables) say where they are listed. */
function symbolContext(path: string, detail: string): string {
  return path.startsWith('api#') ? `API index › ${detail}` : detail;
}

function symbolTextHit(symbol: SymbolEntry, result: SearchResult, baseUrl: string): Hit {
  const [name, path, detail, summary] = symbol;
  return {
    key: `text-${path}`,
    group: 'API reference',
    url: `${baseUrl}${path}`,
    title: marked(name, result.terms),
    context: symbolContext(path, detail),
    excerpt: excerptOf(summary, result.terms),
  };
}

/**
 * Answers a query. Groups come in the order of their best hit: API reference first when
 * a name matches.
 */
export async function search(baseUrl: string, version: SearchVersion, query: string): Promise<Group[]> {
  const {mini, sources, symbols, elsewhere} = await loadEngine(baseUrl, version);
  const own = matchSymbols(symbols, query, NAME_RESULTS);
  // A name this version lacks may be found in another version, listed after this version's names.
  const names = [
    ...own,
    ...matchSymbols(elsewhere, query, NAME_RESULTS - own.length).filter((match) => match.tier <= 2),
  ];
  let found = mini.search(query);
  // Every word must match (a phrase finds its section); failing that, any word may.
  if (found.length === 0) found = mini.search(query, {combineWith: 'OR'});

  const nameHits: Hit[] = names.map((match) => ({
    key: `name-${match.path}`,
    group: 'API reference',
    url: `${baseUrl}${match.path}`,
    title: {text: match.name, marks: [match.highlight]},
    context: symbolContext(match.path, match.detail),
    excerpt: match.summary ? {text: match.summary, marks: []} : undefined,
  }));
  const named = new Set(names.map((match) => match.path));
  const apiTextHits: Hit[] = [];
  const guideHits: Hit[] = [];
  let firstGroup: GroupLabel | undefined = nameHits.length ? 'API reference' : undefined;
  for (const result of found) {
    const source = sources[result.id as number];
    if ('guide' in source) {
      if (guideHits.length < GUIDE_RESULTS) guideHits.push(guideHit(source.guide, result, baseUrl));
      firstGroup ??= 'Guides';
    } else if (!named.has(source.symbol[1])) {
      if (apiTextHits.length < API_TEXT_RESULTS) apiTextHits.push(symbolTextHit(source.symbol, result, baseUrl));
      firstGroup ??= 'API reference';
    }
    if (guideHits.length >= GUIDE_RESULTS && apiTextHits.length >= API_TEXT_RESULTS) break;
  }

  const groups: Group[] = [
    {label: 'API reference', hits: [...nameHits, ...apiTextHits]},
    {label: 'Guides', hits: guideHits},
  ];
  if (firstGroup === 'Guides') groups.reverse();
  return groups.filter((group) => group.hits.length > 0);
}

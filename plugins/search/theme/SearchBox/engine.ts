/**
 * The search engine behind the box, loaded (with MiniSearch) by a dynamic import on the first
 * search, never before. It reads one docs version's index (its format is in indexFormat.ts) through
 * `load`, which fetches in the browser and reads files in the Node tests and the benchmark:
 *
 * 1. API names that match the query exactly come first (`getUser`, then `useUser`).
 * 2. Then the full text: the query's words become terms as the index's were (terms.ts); the term
 *    shards they fall into are fetched and handed to MiniSearch, which ranks the documents that
 *    hold every term (BM25, titles and headings weighing most, then summaries and heading paths,
 *    then the text, then code), the word being typed as a prefix, longer words within a typo.
 *    A word found nowhere (the `72` of a pasted `call 72 not implement in app`) is left out;
 *    failing all, documents holding some of the words follow.
 * 3. The text of the best documents is fetched: a document that holds the query as typed, as a
 *    phrase, moves up; each result shows the part of its text where the query's words are, marked.
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import {
  FIELDS,
  indexFolder,
  partFile,
  META_FILE,
  type SearchMeta,
  type SearchVersion,
  type ShownDocument,
  type TermEntry,
  type TextFragment,
} from '../../indexFormat';
import {camelParts, processTerm, queryTerms, queryWords} from '../../terms';
import {synonymsOf} from '../../synonyms';
import {matchSymbols, type SymbolEntry} from './symbols';

/** [start, end) of a highlighted part of a text. */
export type Range = [number, number];

export interface Marked {
  text: string;
  marks: Range[];
}

export interface Hit {
  /** Stable key within one answer. */
  key: string;
  /** URL below the base URL, with #anchor when the hit is a section or a member. */
  url: string;
  /** What it is: Guide, Hook, Function, Interface, Property, ... */
  type: string;
  /** The section's heading or the symbol's name, with the matched words marked. */
  title: Marked;
  /** Where it is: the headings above a section, the owner of a member (`Dialogs › Opening a dialog`). */
  path: string;
  /** Some of its text, where the query's words are, with them marked. */
  excerpt?: Marked;
  /** The label of the other docs version that has this page (a name this version lacks). */
  version?: string;
}

/** Reads a file of the version's index folder (`meta.json`, `terms/<hash>.json`, ...) as JSON. */
export type IndexLoader = (file: string) => Promise<unknown>;

export interface Engine {
  /** The results of a query; with `signal` aborted (a newer query came), it stops at its next step and rejects. */
  search(query: string, signal?: AbortSignal): Promise<Hit[]>;
}

/** How many results are shown, and how many of them may come from one page. */
export const RESULTS = 10;
const PER_PAGE = 3;
/** Characters of text shown around the first match. */
const EXCERPT_LENGTH = 160;
const BOOST: Record<(typeof FIELDS)[number], number> = {title: 5, parts: 2, summary: 2, text: 1, code: 0.5, pairs: 1};

/** The fields of the words themselves; `pairs` holds the pairs of neighbouring words. */
const WORD_FIELDS = FIELDS.filter((field) => field !== 'pairs');
/** How much a pair of the query's words found side by side weighs, beside the words' own scores. */
const PAIR_WEIGHT = 4;
/** At most this many pairs of a long query (a pasted message) are looked up. */
const MAX_PAIRS = 4;
/** A document that holds every pair of a query of at least three words holds it as a phrase, and leads. */
const PHRASE_PAIRS = 2;

/** What MiniSearch is told: the terms are processed already. */
const TERM_OPTIONS: SearchOptions = {
  tokenize: (term) => [term],
  processTerm: (term) => term,
  boost: BOOST,
  fields: WORD_FIELDS,
};

/** Typos forgiven in a word the index does not have: one in five letters or more, two in nine or more. */
const typos = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);

interface QueryTerm {
  term: string;
  /** The word as typed, lower case. */
  word: string;
  /** The query's last word, still being typed: matched as a prefix too. */
  typing: boolean;
  /** Other terms that stand for it: its synonyms, and the word joined to the next one (`log in`: `login`). */
  synonyms: string[];
}

/** The terms of a query, each with the word it came from. */
export function parseQuery(query: string): QueryTerm[] {
  // An address in a pasted message is a value, like a number: its words are left out when others remain.
  const withoutAddresses = query.replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ');
  const words = queryWords(queryWords(withoutAddresses).length > 0 ? withoutAddresses : query);
  const typingAt = words.length > 0 && !/[\s\p{P}]$/u.test(query) ? words.length - 1 : -1;
  const terms: QueryTerm[] = [];
  const add = (word: string, term: string, index: number) => {
    if (terms.some((known) => known.term === term)) return;
    // Two words a name writes as one (`log in`, `geo location`, `wait cursor`) find the name too.
    const next = words[index + 1];
    const joined = next === undefined ? null : processTerm(`${word}${next}`);
    const synonyms = [...synonymsOf(term), ...(joined ? [joined] : [])];
    terms.push({term, word: word.toLowerCase(), typing: index === typingAt, synonyms});
  };
  words.forEach((word, index) => {
    const term = processTerm(word);
    if (term !== null) add(word, term, index);
  });
  // A query of small words alone searches for them as they are.
  if (terms.length === 0) words.forEach((word, index) => add(word, word.toLowerCase(), index));
  return terms;
}

/** The ranges of index terms a query term may meet at once: itself, its synonyms, and the prefixes of the word being typed. */
function firstRanges({term, typing, synonyms}: QueryTerm): [from: string, to: string][] {
  const ranges: [string, string][] = [term, ...synonyms].map((word) => [word, word]);
  if (typing) ranges.push([term, `${term}\uffff`]);
  return ranges;
}

/**
 * A word the index lacks may be misspelt or still being typed: then typos are looked for among the
 * terms that share its first letters (two, three in a long word), and the word being typed is also a
 * prefix of itself less its ending (`scrolli` on the way to `scrolling`, whose stem is `scroll`).
 */
function shorterPrefix({word, term}: QueryTerm): string | undefined {
  const shorter = word.slice(0, Math.max(4, word.length - 3));
  return shorter.length < term.length || !term.startsWith(shorter) ? shorter : undefined;
}
function secondRanges(queryTerm: QueryTerm): [from: string, to: string][] {
  const ranges: [string, string][] = [];
  const {term, typing} = queryTerm;
  if (typos(term) > 0) {
    const start = term.slice(0, term.length >= 7 ? 3 : 2);
    ranges.push([start, `${start}\uffff`]);
  }
  const shorter = typing ? shorterPrefix(queryTerm) : undefined;
  if (shorter) ranges.push([shorter, `${shorter}\uffff`]);
  return ranges;
}

/** The shard files holding the terms from `from` to `to` (shards are runs of terms in code-unit order). */
function shardsBetween(meta: SearchMeta, from: string, to: string): string[] {
  const files: string[] = [];
  meta.shards.forEach((start, n) => {
    const next = meta.shards[n + 1];
    if (start <= to && (next === undefined || next > from)) files.push(partFile(meta, 'terms', n));
  });
  return files;
}

/**
 * MiniSearch over an index that arrives in parts: every document's field lengths at once, the terms
 * shard by shard as queries need them. (MiniSearch keeps its index in protected fields for
 * subclasses; tests/unit/search.test.ts holds what this relies on.)
 */
class IndexInParts extends MiniSearch {
  private readonly added = new Set<string>();

  constructor(meta: SearchMeta) {
    super({fields: [...FIELDS]});
    const count = meta.pages.length;
    this._documentCount = count;
    this._nextId = count;
    this._documentIds = new Map(meta.pages.map((_, id) => [id, id]));
    this._idToShortId = new Map(this._documentIds);
    this._fieldLength = new Map(meta.pages.map((_, id) => [id, meta.fieldLength.map((lengths) => lengths[id])]));
    this._avgFieldLength = meta.averageFieldLength;
  }

  /** Adds the terms of a shard, once. */
  addShard(file: string, entries: TermEntry[]): void {
    if (this.added.has(file)) return;
    this.added.add(file);
    for (const [term, ...postings] of entries) {
      const fields = new Map<number, Map<number, number>>();
      for (let i = 0; i < postings.length; i += 3) {
        const deltas = postings[i + 1] as number[];
        const frequencies = postings[i + 2];
        const documents = new Map<number, number>();
        let id = 0;
        deltas.forEach((delta, j) => {
          id += delta;
          documents.set(id, Array.isArray(frequencies) ? frequencies[j] : 1);
        });
        fields.set(postings[i] as number, documents);
      }
      this._index.set(term, fields);
    }
  }

  hasTerm(term: string): boolean {
    return this._index.has(term);
  }
}

function termQuery(queryTerm: QueryTerm, known: boolean, has: {has: (term: string) => boolean}): Query {
  const {term, typing} = queryTerm;
  const synonyms = queryTerm.synonyms.filter((synonym) => has.has(synonym));
  const alternatives: Query[] = [...(has.has(term) ? [term] : [{queries: [term], fuzzy: typos(term)}]), ...synonyms];
  if (typing) alternatives.push({queries: [term], prefix: true});
  const shorter = typing && !known ? shorterPrefix(queryTerm) : undefined;
  if (shorter) alternatives.push({queries: [shorter], prefix: true});
  return alternatives.length === 1 ? alternatives[0] : {combineWith: 'OR', queries: alternatives};
}

/**
 * Where words whose term, or the term of one of their camelCase parts, is among `terms` stand in
 * `text` (from `from`, and only the first with `first`).
 */
export function findMarks(text: string, terms: ReadonlySet<string>, {from = 0, first = false} = {}): Range[] {
  const marks: Range[] = [];
  const matches = (word: string) => {
    const term = processTerm(word);
    return term !== null && terms.has(term);
  };
  const words = /[\p{L}\p{N}]+/gu;
  words.lastIndex = from;
  for (let match = words.exec(text); match !== null && !(first && marks.length > 0); match = words.exec(text)) {
    const [word] = match;
    if (matches(word)) {
      marks.push([match.index, match.index + word.length]);
      continue;
    }
    // In a name, the parts that matched (`scroll` in scrollToY), or the tail (`Location` of useGeoLocation).
    const parts = camelParts(word);
    if (parts.length === 1) continue;
    const hit = parts.findIndex(([, start]) => start > 0 && matches(word.slice(start)));
    if (hit >= 0) marks.push([match.index + parts[hit][1], match.index + word.length]);
    else
      for (const [part, start] of parts)
        if (matches(part)) marks.push([match.index + start, match.index + start + part.length]);
  }
  return marks;
}

/** About EXCERPT_LENGTH characters of `text` around its first mark, cut at spaces, the marks moved along. */
function excerptOf(text: string, terms: ReadonlySet<string>): Marked | undefined {
  if (!text) return undefined;
  const [firstMark] = findMarks(text, terms, {first: true});
  let start = 0;
  if (firstMark && firstMark[1] > EXCERPT_LENGTH * 0.7) {
    start = Math.max(0, firstMark[0] - Math.round(EXCERPT_LENGTH / 3));
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < firstMark[0]) start = space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shown = text.slice(start, end);
  return {
    text: `${prefix}${shown}${suffix}`,
    marks: findMarks(shown, terms).map(([from, to]): Range => [from + prefix.length, to + prefix.length]),
  };
}

/** Lower-case words joined by single spaces: the form a phrase is compared in. */
function normalized(text: string): string {
  return ` ${queryWords(text).join(' ').toLowerCase()} `;
}

/**
 * Whether a title with placeholders in braces (`call {function} not implement in app`) is in the
 * normalized query with words in their places.
 */
function filledIn(title: string, phrase: string): boolean {
  if (!/\{\w+\}/.test(title)) return false;
  const pattern = title
    .split(/\{\w+\}/)
    .map((part) => queryWords(part).join(' ').toLowerCase())
    .join(' \\S+(?: \\S+)* ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return pattern.length > 0 && new RegExp(` ${pattern} `).test(phrase);
}

/** One word in camelCase or with a dot: how a reader writes an export's name. */
const IDENTIFIER = /^(?=.*(?:\p{Ll}\p{Lu}|\.))[\p{L}\p{N}_$.]+$/u;

/** An engine over one docs version's index. */
export function createEngine(load: IndexLoader): Engine {
  let metaPromise: Promise<SearchMeta> | undefined;
  const files = new Map<string, Promise<unknown>>();
  const loadOnce = <T>(file: string): Promise<T> => {
    let loaded = files.get(file);
    if (!loaded) {
      loaded = load(file);
      files.set(file, loaded);
      // After a failure (offline, a missing part), the next search tries again.
      loaded.catch(() => files.delete(file));
    }
    return loaded as Promise<T>;
  };
  const meta = (): Promise<SearchMeta> => {
    metaPromise ??= loadOnce<SearchMeta>(META_FILE);
    metaPromise.catch(() => (metaPromise = undefined));
    return metaPromise;
  };
  let names: SymbolEntry[] | undefined;
  let elsewhere: SymbolEntry[] | undefined;
  let index: IndexInParts | undefined;

  const shown = async (data: SearchMeta, id: number): Promise<ShownDocument> => {
    let at = 0;
    while (at + 1 < data.fragments.length && data.fragments[at + 1] <= id) at += 1;
    const fragment = await loadOnce<TextFragment>(partFile(data, 'text', at));
    return fragment[id - data.fragments[at]];
  };

  /**
   * The documents ranked by the full text, best first, with the index terms each matched. A document
   * need not hold every word: MiniSearch's score (BM25 over the fields, weighted) is multiplied by
   * the square of the share of the query's words it holds, so that a section whose heading is the
   * query's key word can still lead sections that mention every word in passing; and neighbouring
   * words of the query found side by side (a phrase, a pasted message) add their own score.
   */
  const fullText = async (
    data: SearchMeta,
    query: string,
    signal?: AbortSignal,
  ): Promise<(SearchResult & {phrase: boolean})[]> => {
    const parsed = parseQuery(query);
    if (parsed.every(({term, typing}) => term.length < 2 && !typing)) return [];
    const terms = parsed.map(({term}) => term);
    const pairs = terms
      .slice(1)
      .map((term, i) => `${terms[i]} ${term}`)
      .slice(0, MAX_PAIRS);
    // First the words themselves, their pairs and the prefixes of the word being typed; then, for a
    // word the index lacks, its neighbours in the alphabet (typos, a longer word being typed).
    const mini = (index ??= new IndexInParts(data));
    const load = async (ranges: [string, string][]) => {
      const files = [...new Set(ranges.flatMap(([from, to]) => shardsBetween(data, from, to)))];
      const shards = await Promise.all(files.map((file) => loadOnce<TermEntry[]>(file)));
      signal?.throwIfAborted();
      files.forEach((file, i) => mini.addShard(file, shards[i]));
    };
    const ranges = [...parsed.flatMap(firstRanges), ...pairs.map((pair): [string, string] => [pair, pair])];
    await load(ranges);
    const known = (queryTerm: QueryTerm) => mini.hasTerm(queryTerm.term);
    const more = parsed.filter((queryTerm) => !known(queryTerm)).flatMap(secondRanges);
    await load(more);
    ranges.push(...more);
    // Only terms of these ranges count: the index holds the parts earlier queries fetched too, and a
    // typo must not find a word beyond them, so that a query finds the same wherever it is asked.
    const options: SearchOptions = {
      ...TERM_OPTIONS,
      boostDocument: (_id, term) => (ranges.some(([from, to]) => term >= from && term <= to) ? 1 : 0),
    };
    const has = {has: (term: string) => mini.hasTerm(term)};
    const queries = parsed.map((queryTerm) => termQuery(queryTerm, known(queryTerm), has));
    // A word found nowhere (a value in a pasted message) does not count against the others.
    const found = queries.filter(
      (termQuery, i) =>
        mini.hasTerm(parsed[i].term) ||
        parsed[i].synonyms.some((synonym) => mini.hasTerm(synonym)) ||
        mini.search(termQuery, options).length > 0,
    );
    if (found.length === 0) return [];
    const side = new Map(
      mini
        .search({combineWith: 'OR', queries: pairs}, {...options, fields: ['pairs']})
        .map((result) => [result.id as number, result]),
    );
    const knownPairs = pairs.filter((pair) => mini.hasTerm(pair)).length;
    return mini
      .search({combineWith: 'OR', queries: found}, options)
      .map((result) => {
        const paired = side.get(result.id as number);
        return {
          ...result,
          // Every pair of the query's words side by side: the document holds the query as a phrase.
          phrase: knownPairs >= PHRASE_PAIRS && paired?.queryTerms.length === knownPairs,
          score: result.score * (result.queryTerms.length / found.length) ** 2 + PAIR_WEIGHT * (paired?.score ?? 0),
        };
      })
      .sort((a, b) => b.score - a.score);
  };

  return {
    async search(query, signal) {
      const data = await meta();
      signal?.throwIfAborted();
      names ??= data.names.flatMap((name, id): SymbolEntry[] => (name ? [[name, id]] : []));
      elsewhere ??= data.elsewhere.map(([, , name], i): SymbolEntry => [name, i]);
      const nameMatches = matchSymbols(names, query, RESULTS);
      const textResults = await fullText(data, query, signal);

      // The best documents, at most PER_PAGE of a page, in tiers: exact names; for a query written as
      // an identifier (`scrolTo`, `dialog.alert`) names that nearly match; the full text; else the names
      // that nearly match. By score within a tier.
      const chosen: {id: number; terms: Set<string>; tier: number; score: number; name?: Range}[] = [];
      const perPage = new Map<number, number>();
      const take = (id: number, terms: string[], tier: number, score: number, name?: Range) => {
        if (chosen.length >= RESULTS || chosen.some((entry) => entry.id === id)) return;
        const page = data.pages[id];
        if ((perPage.get(page) ?? 0) >= PER_PAGE) return;
        perPage.set(page, (perPage.get(page) ?? 0) + 1);
        chosen.push({id, terms: new Set(terms), tier, score, name});
      };
      const typed = queryTerms(query);
      const nearTier = IDENTIFIER.test(query.trim()) ? 1 : 2;
      for (const match of nameMatches) if (match.tier <= 1) take(match.ref, typed, 0, 0, match.highlight);
      for (const match of nameMatches) {
        if (match.tier > 1 && nearTier === 1) take(match.ref, typed, 1, -match.tier, match.highlight);
      }
      for (const result of textResults) if (result.phrase) take(result.id as number, result.terms, 1.2, result.score);
      for (const result of textResults) take(result.id as number, result.terms, 1.5, result.score);
      for (const match of nameMatches) if (match.tier > 1) take(match.ref, typed, 2, -match.tier, match.highlight);

      // A document holding the query as typed, as a phrase, moves up within its tier; a title with
      // placeholders (a message of the errors guide, `call {function} not implement in app`) that the
      // query fills in leads, as a phrase does.
      const documents = await Promise.all(chosen.map(({id}) => shown(data, id)));
      signal?.throwIfAborted();
      const phrase = normalized(query);
      const isPhrase = queryWords(query).length >= 2;
      const ranked = chosen
        .map((entry, i) => {
          const [, , title, , summary, text] = documents[i];
          let {score, tier} = entry;
          if (isPhrase && filledIn(title, phrase)) tier = Math.min(tier, 1.1);
          if (isPhrase && normalized(title).includes(phrase)) score *= 3;
          else if (isPhrase && normalized(`${summary} ${text}`).includes(phrase)) score *= 2;
          return {...entry, score, tier, document: documents[i]};
        })
        .sort((a, b) => a.tier - b.tier || b.score - a.score);

      const hits: Hit[] = ranked.map(({terms, name, document: [url, type, title, path, summary, text]}) => ({
        key: url,
        url,
        type,
        // A name found as a name has the part that matched marked; other titles, the query's words.
        title: {text: title, marks: name ? [name] : findMarks(title, terms)},
        path,
        excerpt: excerptOf(findMarks(text, terms, {first: true}).length || !summary ? text : summary, terms),
      }));
      // A name this version lacks may be in another version: offered after this version's own names
      // when it is the name typed, else after all of this version's results.
      const otherVersion = matchSymbols(elsewhere, query, RESULTS)
        .filter(({tier}) => tier <= 2)
        .slice(0, 3);
      const exactHere = ranked.filter(({tier}) => tier === 0).length;
      otherVersion.forEach((match, i) => {
        const [url, type, name, version] = data.elsewhere[match.ref];
        const hit: Hit = {
          key: `elsewhere-${url}`,
          url,
          type,
          title: {text: name, marks: [match.highlight]},
          path: '',
          version,
        };
        if (match.tier <= 1) hits.splice(exactHere + i, 0, hit);
        else hits.push(hit);
      });
      return hits;
    },
  };
}

/** One engine per docs version in the browser, each fetching its own index on its first search. */
const browserEngines = new Map<string, Engine>();

export function engineOf(baseUrl: string, version: SearchVersion): Engine {
  let engine = browserEngines.get(version.name);
  if (!engine) {
    const folder = `${baseUrl}${indexFolder(version)}`;
    engine = createEngine(async (file) => {
      // The parts are named by their content; meta.json keeps its name from build to build, so ask whether it changed.
      const response = await fetch(`${folder}${file}`, file === META_FILE ? {cache: 'no-cache'} : undefined);
      if (!response.ok) throw new Error(`The search index answered ${response.status} for ${file}`);
      return response.json();
    });
    browserEngines.set(version.name, engine);
  }
  return engine;
}

/**
 * The search engine behind the box, loaded (with MiniSearch) by a dynamic import on the first
 * search, never before. It reads one docs version's index (its format is in indexFormat.ts) through
 * `load`, which fetches in the browser and reads files in the Node tests and the benchmark:
 *
 * 1. An export's name typed exactly comes first (`getUser`, then `useUser`); for a query written as a
 *    name (`dialog.alert`), names that start with it or hold it.
 * 2. Then the full text: the query's terms (query.ts) fetch the runs of the index they fall into
 *    (indexInParts.ts) and MiniSearch ranks the documents: BM25 over the weighted fields, times the
 *    square of the share of the query's words a document holds, plus the pairs of neighbouring words
 *    it holds side by side. A document with every pair (a phrase), or a message whose placeholders the
 *    query fills in, leads. A word found nowhere (the `72` of a pasted `call 72 not implement in app`)
 *    is left out.
 * 3. The text of the results shown is fetched: a document that holds the query as typed moves up;
 *    each result shows the part of its text where the query's words are, marked (excerpt.ts).
 */
import type {SearchOptions, SearchResult} from 'minisearch';
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
import {queryTerms, queryWords} from '../../terms';
import {excerptOf, findMarks, type Marked, type Range} from './excerpt';
import {IndexInParts, shardsBetween} from './indexInParts';
import {
  filledIn,
  firstRanges,
  IDENTIFIER,
  normalized,
  parseQuery,
  secondRanges,
  termQuery,
  type QueryTerm,
} from './query';
import {matchSymbols, type SymbolEntry} from './symbols';

export type {Marked, Range};

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

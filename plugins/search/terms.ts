/**
 * How text becomes search terms, the same at build time (the index) and in the browser (the query),
 * so that both sides meet: words split at anything that is not a letter or a digit, camelCase names
 * also indexed by their tails (`useGeoLocation` gives `GeoLocation` and `Location` too, so `geoloc`
 * finds it) and, in a field of their own, a title's parts (`geo location`), lower-cased, small words dropped, and
 * each word reduced to its stem (Porter's stemmer: `scrolling` and `scrolls` both become `scroll`).
 */
import {stemmer} from 'stemmer';

/**
 * Words too common to tell pages apart ("how do I open a dialog" is about `open` and `dialog`). Not
 * indexed, and left out of a query unless the query has nothing else. `not` and `no` stay: error
 * messages turn on them ("is not allowed", "has not been initialized").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about an and any are as at be been but by can could did do does doing for from had has have how i if in ' +
    'into is it its me my of on or our should so such than that the their them then there these they this those ' +
    'to too us was we were what when where which while who whom why will with would you your'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;
/** An uppercase letter after a lowercase letter or digit: where a camelCase tail starts. */
const CAMEL_TAIL = /(?<=[\p{Ll}\p{N}])\p{Lu}/gu;

/**
 * The words of a text as written (case kept), each camelCase word followed by its tails; for the
 * `parts` field (a name's own field of its parts, weighing less than the name), the parts of each
 * camelCase word alone; for the `pairs` field, the pairs of neighbouring terms of each line.
 */
export function tokenize(text: string, field?: string): string[] {
  if (field === 'pairs') return text.split('\n').flatMap(pairsOf);
  const tokens: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const parts = camelParts(word);
    if (field === 'parts') {
      if (parts.length > 1) tokens.push(...parts.map(([part]) => part));
      continue;
    }
    tokens.push(word, ...parts.slice(1).map(([, start]) => word.slice(start)));
  }
  return tokens;
}

/** The terms of neighbouring words of a line, in pairs (`set up a new app`: `set up`, `up new`, `new app`). */
export function pairsOf(line: string): string[] {
  const terms = queryWords(line)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return terms.slice(1).map((term, i) => `${terms[i]} ${term}`);
}

/** The camelCase parts of a word with their offsets (`scrollToY`: `scroll` at 0, `To` at 6, `Y` at 8). */
export function camelParts(word: string): [part: string, start: number][] {
  const starts = [0, ...[...word.matchAll(CAMEL_TAIL)].map((match) => match.index)];
  return starts.map((start, i) => [word.slice(start, starts[i + 1]), start]);
}

/** The words of a query as typed (no camelCase tails: a query names what it looks for). */
export function queryWords(query: string): string[] {
  return [...query.matchAll(WORD)].map(([word]) => word);
}

/** Terms already worked out: the marks of every result ask for the same words again. */
const processed = new Map<string, string | null>();

/** A word's index term: lower case and stemmed; null for a stop word. */
export function processTerm(word: string): string | null {
  let term = processed.get(word);
  if (term === undefined) {
    const lower = word.toLowerCase();
    // Numbers and short words are kept as they are (the stemmer would take `ios` to `io`).
    term = STOP_WORDS.has(lower) ? null : lower.length <= 3 || /\d/.test(lower) ? lower : stemmer(lower);
    processed.set(word, term);
  }
  return term;
}

/**
 * The terms a query searches for, in order, without repeats: its words less the stop words, or all
 * its words when it has nothing but stop words.
 */
export function queryTerms(query: string): string[] {
  const words = queryWords(query);
  const kept = words.map(processTerm).filter((term): term is string => term !== null);
  const terms = kept.length > 0 ? kept : words.map((word) => word.toLowerCase());
  return [...new Set(terms)];
}

/**
 * A query as the engine looks it up: its terms (made as the index's were, terms.ts), with what each
 * may also match (synonyms, the word joined to the next, the prefixes of the word being typed, typos of
 * a word the index lacks), the ranges of index terms each needs fetched, and the tests that tell a
 * phrase.
 */
import type {Query} from 'minisearch';
import {processTerm, queryWords} from '../../terms';
import {synonymsOf} from '../../synonyms';

/** Typos forgiven in a word the index does not have: one in five letters or more, two in nine or more. */
const typos = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);

export interface QueryTerm {
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
export function firstRanges({term, typing, synonyms}: QueryTerm): [from: string, to: string][] {
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
export function secondRanges(queryTerm: QueryTerm): [from: string, to: string][] {
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

/** The MiniSearch query of a term: itself (or its typos, when the index lacks it), its synonyms, its prefixes. */
export function termQuery(queryTerm: QueryTerm, known: boolean, has: {has: (term: string) => boolean}): Query {
  const {term, typing} = queryTerm;
  const synonyms = queryTerm.synonyms.filter((synonym) => has.has(synonym));
  const alternatives: Query[] = [...(has.has(term) ? [term] : [{queries: [term], fuzzy: typos(term)}]), ...synonyms];
  if (typing) alternatives.push({queries: [term], prefix: true});
  const shorter = typing && !known ? shorterPrefix(queryTerm) : undefined;
  if (shorter) alternatives.push({queries: [shorter], prefix: true});
  return alternatives.length === 1 ? alternatives[0] : {combineWith: 'OR', queries: alternatives};
}

/** Lower-case words joined by single spaces: the form a phrase is compared in. */
export function normalized(text: string): string {
  return ` ${queryWords(text).join(' ').toLowerCase()} `;
}

/**
 * Whether a title with placeholders in braces (`call {function} not implement in app`) is in the
 * normalized query with words in their places.
 */
export function filledIn(title: string, phrase: string): boolean {
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
export const IDENTIFIER = /^(?=.*(?:\p{Ll}\p{Lu}|\.))[\p{L}\p{N}_$.]+$/u;

/**
 * Words readers search with that the pages do not use, each with the words of the pages it stands
 * for. Kept short on purpose: where a reader's word fits a page's prose, it belongs in the page (so
 * that reader and search both meet it), not here. What is left are words that would read oddly in
 * our text: other frameworks' names for a thing and German words of German-speaking developers.
 * tests/unit/search-terms.test.ts checks that every word on the right is in the index.
 */
import {processTerm} from './terms';

const SYNONYMS: Record<string, string[]> = {
  // German-speaking developers: German words, and English words used in a German sense.
  benutzer: ['user'],
  nutzer: ['user'],
  anmeldung: ['login'],
  anmelden: ['login'],
  standort: ['location'],
  sprache: ['language'],
  ladeanzeige: ['spinner'],
  schließen: ['close'],
  schliessen: ['close'],
  seite: ['page'],
  fehler: ['error'],
  // Other frameworks' words.
  popup: ['dialog'],
};

/** Reader word (as its term) -> the terms of the pages' words. */
const BY_TERM = new Map(
  Object.entries(SYNONYMS).map(([word, meanings]) => [
    processTerm(word)!,
    meanings.map((meaning) => processTerm(meaning)!),
  ]),
);

/** The terms the pages use for a reader's term, if it is one of the words above. */
export function synonymsOf(term: string): string[] {
  return BY_TERM.get(term) ?? [];
}

/** The list as written, for its test. */
export const synonymList: Readonly<Record<string, readonly string[]>> = SYNONYMS;

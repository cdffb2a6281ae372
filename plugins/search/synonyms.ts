/**
 * Words readers search with that the pages do not use, each with the words of the pages it stands
 * for. Kept short on purpose: where a reader's word fits a page's prose, it belongs in the page (so
 * that reader and search both meet it), not here. What is left are words that would read oddly in
 * our text: German words of German-speaking developers, and other frameworks' names for a thing.
 * tests/build/search.test.ts checks that the pages lack each word and use each of its meanings.
 */
import {processTerm} from './terms';

const SYNONYMS: Record<string, string[]> = {
  // German.
  benutzer: ['user'],
  nutzer: ['user'],
  anmeldung: ['login'],
  anmelden: ['login'],
  standort: ['geolocation'],
  sprache: ['language'],
  ladeanzeige: ['spinner'],
  schließen: ['close'],
  schliessen: ['close'],
  seite: ['page'],
  fehler: ['error'],
  // Other frameworks.
  popup: ['dialog'],
};

/**
 * English words that German-speaking developers use in the sense of a German word that sounds alike
 * (`actual` for `aktuell`: "the actual page" is the current one). The pages use them in their English
 * sense, so they are in the index; the search looks for their German sense too.
 */
const FALSE_FRIENDS: Record<string, string[]> = {
  actual: ['current'],
};

/** Reader word (as its term) -> the terms of the pages' words. */
const BY_TERM = new Map(
  Object.entries({...SYNONYMS, ...FALSE_FRIENDS}).map(([word, meanings]) => [
    processTerm(word)!,
    meanings.map((meaning) => processTerm(meaning)!),
  ]),
);

/** The terms the pages use for a reader's term, if it is one of the words above. */
export function synonymsOf(term: string): string[] {
  return BY_TERM.get(term) ?? [];
}

/** The lists as written, for their tests. */
export const synonymList: Readonly<Record<string, readonly string[]>> = SYNONYMS;
export const falseFriendList: Readonly<Record<string, readonly string[]>> = FALSE_FRIENDS;

/**
 * The first sentence of a plain text: up to a `.`, `!` or `?` followed by a capital letter
 * or the end, so that abbreviations such as "e.g. the" do not end it. Used for the meta
 * descriptions of API pages and for the descriptions in the search index, so both agree.
 */
export function firstSentence(text: string): string {
  return /^.+?[.!?](?=\s+[A-Z]|$)/.exec(text)?.[0] ?? text;
}

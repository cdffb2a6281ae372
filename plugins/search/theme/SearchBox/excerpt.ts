/**
 * What a result shows of its text: the part around the first of the query's words, with every word
 * of the query marked, in plain text (ranges, never markup).
 */
import {camelParts, processTerm} from '../../terms';

/** [start, end) of a highlighted part of a text. */
export type Range = [number, number];

export interface Marked {
  text: string;
  marks: Range[];
}

/** Characters of text shown around the first match. */
const EXCERPT_LENGTH = 160;

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
export function excerptOf(text: string, terms: ReadonlySet<string>): Marked | undefined {
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

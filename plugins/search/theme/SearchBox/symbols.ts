/**
 * Name matching over the API names of the search index (every API page and member): exact
 * names first (same case before other case), then prefixes, then names containing the
 * query; when no name is the query or starts with it, also names within one or two typos of it
 * (`getUsr` finds `getUser`).
 */

/** [name, what the caller finds it by (a document's number)]. */
export type SymbolEntry = [name: string, ref: number];

export interface SymbolMatch {
  name: string;
  ref: number;
  /** 0 exact, 1 exact in another case, 2 prefix, 3 contains, 4 typo. */
  tier: number;
  /** Characters of `name` to highlight: [start, end). */
  highlight: [number, number];
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2] + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/** Typos allowed for a query of this length. */
function typoBudget(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

function matchOne(entry: SymbolEntry, query: string, lower: string, typos: boolean): SymbolMatch | null {
  const [name, ref] = entry;
  const nameLower = name.toLowerCase();
  // A member also answers to its own name without the owner (`alert` for `dialog.alert`).
  const dot = name.lastIndexOf('.');
  const short = dot >= 0 ? name.slice(dot + 1) : name;
  const shortStart = name.length - short.length;
  const shortLower = short.toLowerCase();
  const make = (tier: number, start: number, end: number): SymbolMatch => ({
    name,
    ref,
    tier,
    highlight: [start, end],
  });

  if (name === query) return make(0, 0, name.length);
  if (short === query) return make(0, shortStart, name.length);
  if (nameLower === lower) return make(1, 0, name.length);
  if (shortLower === lower) return make(1, shortStart, name.length);
  if (nameLower.startsWith(lower)) return make(2, 0, lower.length);
  if (shortLower.startsWith(lower)) return make(2, shortStart, shortStart + lower.length);
  const at = nameLower.indexOf(lower);
  if (at >= 0) return make(3, at, at + lower.length);

  const budget = typos ? typoBudget(lower.length) : 0;
  if (budget === 0) return null;
  for (const [candidate, offset] of [
    [nameLower, 0],
    [shortLower, shortStart],
  ] as const) {
    // The query may be the start of a longer name, so compare it with prefixes of about
    // its own length as well as with the whole name.
    for (let length = lower.length - budget; length <= lower.length + budget; length += 1) {
      if (length < 1 || length > candidate.length) continue;
      if (editDistance(lower, candidate.slice(0, length), budget) <= budget) {
        return make(4, offset, offset + Math.max(commonPrefixLength(lower, candidate), 1));
      }
    }
  }
  return null;
}

/** A top-level symbol (its own page, or a type alias on the API index) before members. */
function isTopLevel(match: SymbolMatch): boolean {
  return !match.name.includes('.');
}

export function matchSymbols(symbols: readonly SymbolEntry[], rawQuery: string, limit = 8): SymbolMatch[] {
  const query = rawQuery.trim();
  // Names have no spaces; a phrase is for the full-text index.
  if (query.length < 2 || /\s/.test(query)) return [];
  const lower = query.toLowerCase();
  const matches: SymbolMatch[] = [];
  for (const entry of symbols) {
    const match = matchOne(entry, query, lower, false);
    if (match) matches.push(match);
  }
  // Names within a typo are looked for only when no name is the query or starts with it.
  if (!matches.some((match) => match.tier <= 2)) {
    matches.length = 0;
    for (const entry of symbols) {
      const match = matchOne(entry, query, lower, true);
      if (match) matches.push(match);
    }
  }
  // Exact names first (top-level symbols before members); then every other top-level
  // symbol before members, so that `geoloc` lists useGeoLocation before the dozen
  // members of GeoLocation.
  const exact = (match: SymbolMatch) => (match.tier <= 1 ? 0 : 1);
  matches.sort(
    (a, b) =>
      exact(a) - exact(b) ||
      Number(isTopLevel(b)) - Number(isTopLevel(a)) ||
      a.tier - b.tier ||
      a.name.length - b.name.length ||
      a.name.localeCompare(b.name),
  );
  return matches.slice(0, limit);
}

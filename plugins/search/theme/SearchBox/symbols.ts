/**
 * Name matching over the API names of the search index (every API page and member): exact
 * names first (same case before other case), then prefixes, then names containing the query.
 * A misspelt name (`getUsr`) is the full text's to find: MiniSearch looks for a word the index lacks
 * within a typo or two of the names and words it has.
 */

/** [name, what the caller finds it by (a document's number)]. */
export type SymbolEntry = [name: string, ref: number];

export interface SymbolMatch {
  name: string;
  ref: number;
  /** 0 exact, 1 exact in another case, 2 prefix, 3 contains. */
  tier: number;
  /** Characters of `name` to highlight: [start, end). */
  highlight: [number, number];
}

function matchOne(entry: SymbolEntry, query: string, lower: string): SymbolMatch | null {
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
    const match = matchOne(entry, query, lower);
    if (match) matches.push(match);
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

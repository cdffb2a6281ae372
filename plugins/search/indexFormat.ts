/**
 * The search index file as the search plugin writes it at build time and the search box
 * reads it: plain lists, compact to download. Paths and URLs are below the site's base URL.
 */

/** One section of a guide: [url with #anchor (none for the intro), page title, heading, text]. */
export type GuideSection = [url: string, page: string, heading: string, text: string];

/** A member of an API page: [anchor id, first sentence of its description]. */
export type SymbolMember = [id: string, summary: string];

/**
 * One API page: [path, kind (the route segment: class, enum, function, ...; empty for the
 * API index, whose members are top-level symbols), first sentence of its description,
 * [[section heading, members]]]. A member is named `<page symbol>.<id>` and found at
 * `<path>#<id>`.
 */
export type SymbolPage = [path: string, kind: string, summary: string, sections: [string, SymbolMember[]][]];

export interface SearchIndexData {
  guides: GuideSection[];
  api: SymbolPage[];
}

/** Where the index is, below the base URL. */
export const INDEX_FILE = 'search/index.json';
/** The search plugin's name, under which its global data is found. */
export const SEARCH_PLUGIN = 'offline-search';

export interface SearchGlobalData {
  /** False under `docusaurus start`: the index exists only in a production build. */
  indexBuilt: boolean;
}

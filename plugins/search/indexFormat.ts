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

/** An API page that only another docs version has: [path, kind, summary, that version's label]. */
export type ElsewherePage = [path: string, kind: string, summary: string, version: string];

export interface SearchIndexData {
  guides: GuideSection[];
  api: SymbolPage[];
  /** API pages of the other versions whose name this version lacks, offered with their version's label. */
  elsewhere: ElsewherePage[];
}

/** A docs version as the search sees it: its name, label and path segment ('' for the current version). */
export interface SearchVersion {
  name: string;
  label: string;
  segment: string;
}

/** Where the current version's index is, below the base URL. */
export const INDEX_FILE = 'search/index.json';

/** Where a version's index is, below the base URL: each version's pages have their own. */
export function indexFile(version: SearchVersion): string {
  return version.segment ? `search/index-${version.segment}.json` : INDEX_FILE;
}

/** The version a path below the base URL belongs to (`docs/2.x/...`, `api/2.x/...`), else the current one. */
export function versionOfPath(sitePath: string, versions: SearchVersion[]): SearchVersion {
  const [section, segment] = sitePath.replace(/^\/+/, '').split('/');
  const older = versions.find((version) => version.segment !== '' && version.segment === segment);
  return (section === 'docs' || section === 'api') && older
    ? older
    : (versions.find((v) => v.segment === '') ?? versions[0]);
}
/** The search plugin's name, under which its global data is found. */
export const SEARCH_PLUGIN = 'offline-search';

export interface SearchGlobalData {
  /** False under `docusaurus start`: the index exists only in a production build. */
  indexBuilt: boolean;
  /** The docs versions, newest first. */
  versions: SearchVersion[];
}

/**
 * The search index as the search plugin writes it at build time and the search box reads it. Each
 * docs version has its own folder, `search/<version>/` below the base URL:
 *
 * - `meta.json`, fetched on the first query: the API name of each document (for exact names), the
 *   page each document is on, the lengths MiniSearch weighs its fields with, the list of term shards
 *   and text fragments, and the API pages only other versions have;
 * - `terms/<n>.<hash>.json`: the inverted index in parts, each a run of terms in alphabetical order
 *   with the documents that hold them; a query fetches the parts its words fall into;
 * - `text/<n>.<hash>.json`: a few documents whole (URL, type, title, heading path, summary, text),
 *   fetched for the results shown.
 *
 * The parts' names carry a hash of all of them, so they are cached for good; `meta.json` is asked for anew.
 */

/** The fields of a document MiniSearch indexes, in the order of their ids in the index. */
export const FIELDS = ['title', 'parts', 'summary', 'text', 'code', 'pairs'] as const;
export type Field = (typeof FIELDS)[number];

/** A term and its postings: [term, ...[field id, document id deltas, frequencies (0: all are 1)]]. */
export type TermEntry = [term: string, ...postings: (number | number[])[]];

/** An API page that only another docs version has: [url, type, name, that version's label]. */
export type ElsewhereEntry = [url: string, type: string, name: string, version: string];

export interface SearchMeta {
  /** Per document, its name if it is an API page or member (`getUser`, `DialogHandler.open`), else 0. */
  names: (string | 0)[];
  /** Per document, the number of the page it is on (documents of one page share it). */
  pages: number[];
  /** Per field (in the order of FIELDS), the number of words of each document (MiniSearch's field lengths). */
  fieldLength: number[][];
  averageFieldLength: number[];
  /** The hash in the names of the parts. */
  hash: string;
  /** The first term of each term shard; a shard holds the terms from its first up to the next one's. */
  shards: string[];
  /** The first document of each text fragment; a fragment holds the documents up to the next one's. */
  fragments: number[];
  elsewhere: ElsewhereEntry[];
}

/**
 * A document as a result shows it: [URL below the base URL with #anchor, type (Guide, Hook,
 * Property, ...), title, where it is (`Dialogs › Opening a dialog`, '' at the top of a page),
 * summary, text].
 */
export type ShownDocument = [url: string, type: string, title: string, path: string, summary: string, text: string];

/** A text fragment: whole documents, in document order from the fragment's first. */
export type TextFragment = ShownDocument[];

/** A docs version as the search sees it: its name, label and path segment ('' for the current version). */
export interface SearchVersion {
  name: string;
  label: string;
  segment: string;
}

/** The file of the n-th term shard or text fragment, within the index's folder. */
export function partFile(meta: Pick<SearchMeta, 'hash'>, kind: 'terms' | 'text', n: number): string {
  return `${kind}/${n}.${meta.hash}.json`;
}

/** The folder of a version's index, below the base URL. */
export function indexFolder(version: SearchVersion): string {
  return `search/${version.name}/`;
}

export const META_FILE = 'meta.json';

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

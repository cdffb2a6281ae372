/** Types shared by the steps of the API reference plugin and its route component. */
import type {OlderVersionPackage} from './versions';
import type {WorksInData} from '../../src/components/HostState/records';
import type {
  DocusaurusPluginTypeDocApiOptions,
  TSDDeclarationReflection,
} from 'docusaurus-plugin-typedoc-api/lib/types';

/** A reflection as upstream hands it over, with the id of its parent where known. */
export type Reflection = TSDDeclarationReflection & {parentId?: number};
export type AnyRecord = Record<string, unknown>;
export type ReflectionIndex = Map<number, {reflection: Reflection; parentId?: number}>;

/** What an API route's data module holds (read by theme/ApiItemRoute). */
export interface ApiRouteData {
  /** The reflection the page shows, with all its members (API notes merged in). */
  item: Reflection;
  /** Stubs of the declarations outside `item` that the page links to or names. */
  links: ApiLinkStub[];
  /** The marked tokens of the Markdown of every comment in `item`, by text. */
  markdown: Record<string, Record<string, unknown>[]>;
  /** The page's meta description (plain text, unique among the API pages). */
  description: string;
  /** The exports the page's code examples import, for links in the code (plugins/code-theme). */
  codeLinks: {packageName: string; exports: Record<string, [href: string, title: string]>};
  /** Where the export works, from the host records (hostSupport.ts); absent when it does not talk to the host. */
  worksIn?: WorksInData;
}

/** The plugin's global data in the browser (`usePluginData('docusaurus-plugin-typedoc-api')`). */
export interface ApiGlobalData {
  /** By docs version: the pages (`kind/Name`) that no other version has. */
  onlyIn: Record<string, string[]>;
}

export interface ApiLinkStub {
  id: number;
  name: string;
  kind: number;
  permalink?: string;
  parentId?: number;
}

/** Options of this wrapper on top of upstream's. */
export interface ApiReferenceOptions
  extends
    Omit<Partial<DocusaurusPluginTypeDocApiOptions>, 'projectRoot' | 'packages'>,
    Pick<DocusaurusPluginTypeDocApiOptions, 'projectRoot' | 'packages'> {
  /** The docs version at the reference's route (upstream reads it; by default the newest tagged one). */
  lastVersion?: string;
  /** Sidebar labels for TypeDoc `@category` titles (e.g. `Event listener` -> `Event listeners`). */
  categoryLabels?: Record<string, string>;
  /** Sections for exports that have no TypeDoc `@category`, by name: the first pattern that matches. */
  nameCategories?: {label: string; pattern: RegExp}[];
  /** Order of the sidebar sections by label; unknown labels follow in alphabetical order. */
  sidebarOrder?: string[];
  /** A component module shown at the top of the API index page. */
  introComponent?: string;
  /** Folder of the API notes (`<kind>/<Name>.md`, shared by all versions, and `<folder>/<kind>/<Name>.md`, one version's own); every page must have one (see notes.ts). */
  notesDir: string;
  /** The documented versions, the docs plugin's versions by name; `current` first. */
  libraryVersions: ApiLibraryVersion[];
  /** Enums the current version renamed and keeps only as value aliases (old name -> new name): their pages stay. */
  renamedEnums?: Record<string, string>;
  /** JSON with `exports`: the release that added each export the older major lacks (scripts/added-in.ts). */
  addedInFile?: string;
  /** Where to write what changed from the first older version to the current one (versionDiff.ts), for the migration guide. */
  versionDiffFile?: string;
}

/** One documented version of the library. */
export interface ApiLibraryVersion {
  /** Docusaurus version name (`current`, `2.x`). */
  name: string;
  /** How messages name the library of this version (`chayns-api 3.6.3`). */
  libraryLabel: string;
  /** The folder of this version's own notes under `notesDir` (`3.x`). */
  notesFolder: string;
  /** The version's guides and their route, for the "In the guides" links of each page. */
  guides: {dir: string; routeBasePath: string};
  /** The route of the version's API reference below the base path (`/api`, `/api/2.x`). */
  apiRouteBasePath: string;
  /** Where to write every export's link and summary for the code links of this version's guides (plugins/code-theme). */
  codeLinksFile: string;
  /** The version's errors guide in `guides.dir` (`errors.mdx`): its entries give each export's "Errors it can raise". */
  errorsGuide: string;
  /** For a version other than `current`: the installed package TypeDoc reads (see versions.ts). */
  package?: OlderVersionPackage;
}

export function isRecord(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

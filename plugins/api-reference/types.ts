/** Types shared by the steps of the API reference plugin and its route component. */
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
  /** Sidebar labels for TypeDoc `@category` titles (e.g. `Event listener` -> `Event listeners`). */
  categoryLabels?: Record<string, string>;
  /** Order of the sidebar sections by label; unknown labels follow in alphabetical order. */
  sidebarOrder?: string[];
  /** A component module shown at the top of the API index page. */
  introComponent?: string;
  /** Folder of the API notes (`<kind>/<Name>.md`); every page must have one (see notes.ts). */
  notesDir: string;
  /** The guides (Markdown/MDX) and their route, for the "In the guides" links of each page. */
  guides: {dir: string; routeBasePath: string};
  /** Where to write every export's link and summary for the code links of the guides (plugins/code-theme). */
  codeLinksFile: string;
}

export function isRecord(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

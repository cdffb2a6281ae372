/**
 * A thin plugin around docusaurus-plugin-typedoc-api 4.4.0 that changes what it hands to
 * the browser and leaves the generation itself to it:
 *
 * 1. Page data. Upstream hands the reflection data of the whole library (about 820 KiB)
 *    to every API route through the `packages` module of its ApiPage, so showing one enum
 *    downloads everything. Here each API route gets a module of its own with its
 *    reflection plus stubs (`{id, name, kind, permalink}`) of exactly the declarations it
 *    links to; ApiPage only keeps a stub of the package root. `ApiItemRoute` (our route
 *    component) puts both into the plugin's reflection context and renders upstream's
 *    ApiItem.
 * 2. Sidebar. Upstream groups by kind only, which puts hooks, event listeners and every
 *    other function in one list of 118. Here the TypeDoc `@category` tags of the package
 *    come first (Hooks, Event listeners, ...), then the kinds; previous/next links follow
 *    the new order.
 * 3. Comment links and names. `{@link}` tags become links to the target TypeDoc resolved
 *    (upstream looks names up in the browser and misses), and types that refer to a
 *    default export show the declaration's name instead of `default`.
 * 4. Markdown. The Markdown of comments is lexed here with the plugin's own marked and
 *    shipped as tokens; `client/marked.ts` replaces marked in the bundle (-11 KiB gzip).
 * 5. Meta description. Every API route gets one, written here (upstream sets none for
 *    the index, functions or undocumented declarations): the first sentence of the doc
 *    comment, else a sentence of ours from the kind and the name.
 *
 * It relies on upstream's route tree (DocsRoot > DocVersionRoot > ApiPage > ApiItem
 * routes carrying the reflection `id`) and on the `packages-*.json` data name; when
 * either changes, the build fails here with a message instead of shipping the old
 * behaviour (tests/api-data.spec.ts checks the result in the build).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import typedocApiPlugin from 'docusaurus-plugin-typedoc-api';
import {ReflectionKind} from 'typedoc';
import {writeCodiconSubset} from './codicons';
import type {
  DocusaurusPluginTypeDocApiOptions,
  LoadedContent,
  PackageReflectionGroup,
  SidebarItem,
  TSDDeclarationReflection,
} from 'docusaurus-plugin-typedoc-api/lib/types';
import {firstSentence} from '../shared/sentence';

/** What an API route's data module holds (read by src/components/ApiItemRoute). */
export interface ApiRouteData {
  /** The reflection the page shows, with all its members. */
  item: TSDDeclarationReflection & {parentId?: number};
  /** Stubs of the declarations outside `item` that the page links to or names. */
  links: ApiLinkStub[];
  /** The marked tokens of the Markdown of every comment in `item`, by text. */
  markdown: Record<string, Record<string, unknown>[]>;
  /** The page's meta description (plain text, unique among the API pages). */
  description: string;
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
}

type AnyRecord = Record<string, unknown>;
type Reflection = TSDDeclarationReflection & {parentId?: number};
type ReflectionIndex = Map<number, {reflection: Reflection; parentId?: number}>;
/** TypeDoc's default category, which upstream names `__CATEGORY__`. */
const DEFAULT_CATEGORY = '__CATEGORY__';
const ITEM_COMPONENT = /[\\/]docusaurus-plugin-typedoc-api[\\/]lib[\\/]components[\\/]ApiItem\.js$/;

function isRecord(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every reflection by id, with the id of its parent (the same walk upstream's ApiPage does in the browser). */
function indexReflections(root: Reflection): ReflectionIndex {
  const map: ReflectionIndex = new Map();
  const walk = (node: AnyRecord, parent?: AnyRecord) => {
    if (typeof node.id === 'number' && node.type !== 'reference') {
      map.set(node.id, {
        reflection: node as unknown as Reflection,
        parentId: typeof parent?.id === 'number' ? parent.id : undefined,
      });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'symbolIdMap') continue;
      if (Array.isArray(value)) value.forEach((child) => isRecord(child) && walk(child, node));
      else if (isRecord(value)) walk(value, node);
    }
  };
  walk(root as unknown as AnyRecord);
  return map;
}

/** Ids a reflection refers to: type references and the targets of reference reflections. */
function collectReferences(node: unknown, ids: Set<number>): void {
  if (Array.isArray(node)) {
    node.forEach((child) => collectReferences(child, ids));
    return;
  }
  if (!isRecord(node)) return;
  if (typeof node.target === 'number' && node.kind !== 'inline-tag') ids.add(node.target);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'symbolIdMap') collectReferences(value, ids);
  }
}

/** Where a reflection is shown: its own permalink, or an anchor on the page of the nearest ancestor with one. */
function permalinkOf(id: number, index: ReflectionIndex): string | undefined {
  const entry = index.get(id);
  if (!entry) return undefined;
  if (entry.reflection.permalink) return entry.reflection.permalink;
  for (let parent = entry.parentId; parent !== undefined; parent = index.get(parent)?.parentId) {
    const permalink = index.get(parent)?.reflection.permalink;
    if (permalink) return permalink.includes('#') ? permalink : `${permalink}#${entry.reflection.name}`;
  }
  return undefined;
}

/**
 * Turns `{@link ...}` parts of comments into Markdown links to the target TypeDoc
 * resolved. Upstream looks targets up by name in the browser, which picks the first
 * reflection of that name (often a member without a page) and drops URL targets.
 */
function resolveInlineLinks(node: unknown, index: ReflectionIndex): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => {
      if (isRecord(child) && child.kind === 'inline-tag' && typeof child.text === 'string') {
        const href = typeof child.target === 'number' ? permalinkOf(child.target, index) : child.target;
        const text = child.text.replace(/([[\]\\`*_])/g, '\\$1');
        const label = child.tag === '@linkcode' ? `\`${child.text}\`` : text;
        node[i] = {kind: 'text', text: typeof href === 'string' ? `[${label}](${href})` : label};
      } else {
        resolveInlineLinks(child, index);
      }
    });
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'symbolIdMap') resolveInlineLinks(value, index);
  }
}

/**
 * A type that refers to a default export is named `default` by TypeDoc (createDialog
 * returns `default<void>`); show the name of the declaration it points to instead.
 */
function nameDefaultReferences(node: unknown, index: ReflectionIndex): void {
  if (Array.isArray(node)) {
    node.forEach((child) => nameDefaultReferences(child, index));
    return;
  }
  if (!isRecord(node)) return;
  if (node.type === 'reference' && node.name === 'default' && typeof node.target === 'number') {
    const target = index.get(node.target)?.reflection.name;
    if (target) node.name = target;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'symbolIdMap') nameDefaultReferences(value, index);
  }
}

interface MarkdownLexer {
  lexer(text: string): Record<string, unknown>[];
}

/**
 * marked, set up as the plugin's Markdown component sets it up in the browser (GFM and
 * smartypants), loaded from the plugin's own dependencies so that the versions match.
 * The plugin's `:::` admonition extension is left out: text containing `:::` is not
 * lexed here and falls back to plain text (no comment of the package has one).
 */
function createMarkdownLexer(): MarkdownLexer {
  const pluginRequire = createRequire(require.resolve('docusaurus-plugin-typedoc-api'));
  const {Marked} = pluginRequire('marked') as {Marked: new (...extensions: object[]) => MarkdownLexer};
  const {markedSmartypants} = pluginRequire('marked-smartypants') as {markedSmartypants: () => object};
  return new Marked({gfm: true}, markedSmartypants());
}

/** The Markdown texts the plugin's Comment component renders, lexed (see client/marked.ts). */
function lexComments(node: unknown, lexer: MarkdownLexer, out: ApiRouteData['markdown']): void {
  if (Array.isArray(node)) {
    node.forEach((child) => lexComments(child, lexer, out));
    return;
  }
  if (!isRecord(node)) return;
  if (isRecord(node.comment)) {
    const {summary, blockTags} = node.comment as {summary?: unknown[]; blockTags?: {content: unknown[]}[]};
    for (const parts of [summary ?? [], ...(blockTags ?? []).map((tag) => tag.content)]) {
      // Comment.displayPartsToMarkdown; inline tags are already links (resolveInlineLinks).
      const text = (parts as {kind: string; tag?: string; text: string}[])
        .map((part) => (part.kind === 'inline-tag' ? `{${part.tag} ${part.text}}` : part.text))
        .join('');
      if (text && !text.includes(':::') && !(text in out)) {
        out[text] = JSON.parse(JSON.stringify(lexer.lexer(text))) as Record<string, unknown>[];
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'symbolIdMap') lexComments(value, lexer, out);
  }
}

/** The library a reference documents, e.g. `chayns-api 2.6.14`. */
interface PackageLabel {
  name: string;
  version: string;
}

/** What a page of each kind shows, for the descriptions of undocumented declarations. */
const KIND_CONTENT: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.Class]: 'its constructor, properties and methods, with their types',
  [ReflectionKind.Interface]: 'its properties and methods, with their types',
  [ReflectionKind.Enum]: 'its members and their values',
  [ReflectionKind.Function]: 'its parameters and what it returns',
  [ReflectionKind.Namespace]: 'the declarations it groups, with their types',
};

/** The first sentence of a comment summary as plain text (Markdown links, code and tags reduced to their text). */
function summarySentence(summary: {text: string}[] | undefined): string | undefined {
  const text = (summary ?? [])
    .map((part) => part.text)
    .join('')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>|[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  const sentence = firstSentence(text);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The meta description of an API page: the first sentence of the declaration's doc
 * comment (a function's is on its signature), else one of ours from its kind and name.
 */
function describe(item: Reflection, isRoot: boolean, pkg: PackageLabel): string {
  const library = `${pkg.name} ${pkg.version}`;
  if (isRoot) {
    return `API reference of ${library}: its hooks, functions, classes, enumerations, interfaces and types, generated from the type declarations of the package.`;
  }
  const summary = item.comment?.summary ?? item.signatures?.find((sig) => sig.comment?.summary)?.comment?.summary;
  const kind = ReflectionKind.singularString(item.kind).toLowerCase();
  return (
    summarySentence(summary) ??
    `The ${item.name} ${kind} of ${library}: ${KIND_CONTENT[item.kind] ?? 'its declaration and type'}.`
  );
}

/** Descriptions used by several pages are prefixed with the declaration's name, so that each is unique. */
function uniqueDescriptions(pages: {item: Reflection; description: string}[]): void {
  const count = new Map<string, number>();
  for (const {description} of pages) count.set(description, (count.get(description) ?? 0) + 1);
  for (const page of pages) {
    if (count.get(page.description)! > 1) page.description = `${page.item.name}: ${page.description}`;
  }
}

function stub(reflection: Reflection, parentId: number | undefined): ApiLinkStub {
  const {id, name, kind, permalink} = reflection;
  return {id, name, kind, ...(permalink ? {permalink} : {}), ...(parentId === undefined ? {} : {parentId})};
}

/**
 * Declarations shown in full on one page whose names repeat (`DialogButtonType` is both a
 * type alias and a variable) would get the same anchor id twice: the later ones are named
 * with their kind, e.g. "DialogButtonType (Variable)".
 */
function disambiguateNames(children: Reflection[] | undefined): Reflection[] | undefined {
  const seen = new Set<string>();
  return children?.map((child) => {
    if (!seen.has(child.name)) {
      seen.add(child.name);
      return child;
    }
    return {...child, name: `${child.name} (${ReflectionKind.singularString(child.kind)})`};
  });
}

/** The data module of one API route: its reflection and stubs of what it links to. */
function routeData(
  item: Reflection,
  index: ReflectionIndex,
  rootId: number,
  options: ApiReferenceOptions,
  lexer: MarkdownLexer,
  description: string,
): ApiRouteData {
  const isRoot = item.id === rootId;
  // The index page renders only the declarations without a page of their own (type
  // aliases, variables) in full; the others appear there as links.
  const shown = JSON.parse(
    JSON.stringify(
      isRoot
        ? {
            ...item,
            children: disambiguateNames(
              item.children?.filter((child) => !child.permalink || child.permalink.includes('#')),
            ),
            symbolIdMap: undefined,
            readme: undefined,
            // The index lists the declarations in the sections of the sidebar.
            categories: buildSections(item, options).map(({label, children}) => ({
              title: label,
              children: children.map((child) => child.id),
            })),
          }
        : item,
    ),
  ) as Reflection;
  resolveInlineLinks(shown, index);
  nameDefaultReferences(shown, index);
  const own = indexReflections(shown);
  const ids = new Set<number>();
  collectReferences(shown, ids);
  if (isRoot) item.children?.forEach((child) => ids.add(child.id));
  for (const id of [item.previousId, item.nextId]) if (id !== undefined) ids.add(id);
  // The parent chain, for the breadcrumbs.
  for (let parent = index.get(item.id)?.parentId; parent !== undefined; parent = index.get(parent)?.parentId) {
    ids.add(parent);
  }

  const links: ApiLinkStub[] = [];
  for (const id of ids) {
    const entry = index.get(id);
    if (entry && !own.has(id)) links.push(stub(entry.reflection, entry.parentId));
  }
  links.sort((a, b) => a.id - b.id);
  const markdown: ApiRouteData['markdown'] = {};
  lexComments(shown, lexer, markdown);
  return {item: {...shown, parentId: index.get(item.id)?.parentId}, links, markdown, description};
}

function isPageLink(item: SidebarItem): item is SidebarItem & {type: 'link'; href: string} {
  return item.type === 'link' && !item.href.includes('#');
}

/**
 * The sections of the reference: one per TypeDoc `@category` (of any kind), then one per
 * kind for the rest, ordered by `sidebarOrder`, each sorted by name.
 */
function buildSections(root: Reflection, options: ApiReferenceOptions): {label: string; children: Reflection[]}[] {
  const byId = new Map((root.children ?? []).map((child) => [child.id, child] as const));
  const categoryOf = new Map<number, string>();
  for (const category of root.categories ?? []) {
    if (category.title === DEFAULT_CATEGORY) continue;
    for (const id of category.children ?? [])
      categoryOf.set(id, options.categoryLabels?.[category.title] ?? category.title);
  }
  const sections = new Map<string, Reflection[]>();
  const add = (label: string, child: Reflection) => sections.set(label, [...(sections.get(label) ?? []), child]);
  for (const [id, label] of categoryOf) {
    const child = byId.get(id);
    if (child) add(label, child);
  }
  for (const group of root.groups ?? []) {
    for (const id of group.children ?? []) {
      const child = byId.get(id);
      if (child && !categoryOf.has(id)) add(group.title, child);
    }
  }
  const order = options.sidebarOrder ?? [];
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return [...sections.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((label) => ({label, children: sections.get(label)!.sort((a, b) => a.name.localeCompare(b.name))}));
}

/** The sidebar: Overview, then the sections. */
function buildSidebar(root: Reflection, options: ApiReferenceOptions): SidebarItem[] {
  return [
    {type: 'link', label: 'Overview', href: root.permalink},
    ...buildSections(root, options).map(({label, children}): SidebarItem => ({
      type: 'category',
      label,
      collapsed: true,
      collapsible: true,
      items: children.map((child): SidebarItem => ({type: 'link', label: child.name, href: child.permalink})),
    })),
  ];
}

/** Previous/next links of the pages, in sidebar order. */
function setPagination(root: Reflection, sidebar: SidebarItem[]): void {
  const byPermalink = new Map((root.children ?? []).map((child) => [child.permalink, child] as const));
  const pages = sidebar
    .flatMap((item) => (item.type === 'category' ? item.items : [item]))
    .filter(isPageLink)
    .map((link) => byPermalink.get(link.href))
    .filter((child): child is Reflection => child !== undefined);
  for (const child of root.children ?? []) {
    delete child.previousId;
    delete child.nextId;
  }
  pages.forEach((child, i) => {
    if (i > 0) child.previousId = pages[i - 1].id;
    if (i < pages.length - 1) child.nextId = pages[i + 1].id;
  });
}

function entryRoots(packages: PackageReflectionGroup[]): Reflection[] {
  return packages.flatMap((pkg) => pkg.entryPoints.map((entry) => entry.reflection as Reflection));
}

/** The reflection id of a route rendered by upstream's ApiItem, else undefined. */
function itemRouteId(route: RouteConfig): number | undefined {
  const id = (route as RouteConfig & {id?: number}).id;
  return typeof route.component === 'string' && ITEM_COMPONENT.test(route.component) ? id : undefined;
}

function flattenRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.routes ?? [])]);
}

export default function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<LoadedContent> {
  // Upstream ignores the options it does not know (ours).
  const upstream = typedocApiPlugin(context, options as DocusaurusPluginTypeDocApiOptions);
  const {introComponent} = options;
  const itemComponent = path.join(context.siteDir, 'src/components/ApiItemRoute/index.tsx');
  const codiconDir = path.join(context.generatedFilesDir, 'api-reference-codicons');

  return {
    ...upstream,
    configureWebpack(config, isServer, utils, content) {
      const upstreamConfig = upstream.configureWebpack?.(config, isServer, utils, content) ?? {};
      const markedShim = path.join(__dirname, 'client', 'marked.ts');
      const alias = {
        marked$: markedShim,
        'marked-smartypants$': markedShim,
        '@vscode/codicons/dist/codicon.css$': path.join(codiconDir, 'codicon.css'),
      };
      return {...upstreamConfig, resolve: {alias}};
    },
    async loadContent() {
      await writeCodiconSubset(codiconDir);
      const content = await upstream.loadContent!();
      for (const version of content.loadedVersions) {
        const roots = entryRoots(version.packages);
        if (roots.length !== 1) {
          throw new Error(`api-reference: expected one package entry point, found ${roots.length}.`);
        }
        version.sidebars = buildSidebar(roots[0], options);
        setPagination(roots[0], version.sidebars);
      }
      return content;
    },
    async contentLoaded({content, actions}) {
      if (!content) return;
      const captured: RouteConfig[] = [];
      let packagesReplaced = 0;
      const roots = content.loadedVersions.flatMap((version) => entryRoots(version.packages));
      const wrappedActions: PluginContentLoadedActions = {
        ...actions,
        addRoute: (route) => captured.push(route),
        createData: (name, data) => {
          if (!name.startsWith('packages-')) return actions.createData(name, data);
          packagesReplaced += 1;
          // ApiPage maps this into the reflection context of every page: keep only the roots.
          const version = content.loadedVersions.find((v) => name === `packages-${v.versionName}.json`);
          const slim = (version?.packages ?? []).map((pkg) => ({
            packageName: pkg.packageName,
            packageVersion: pkg.packageVersion,
            entryPoints: pkg.entryPoints.map(({index, label, urlSlug, reflection}) => ({
              index,
              label,
              urlSlug,
              reflection: stub(reflection, undefined),
            })),
          }));
          return actions.createData(name, JSON.stringify(slim));
        },
      };
      await upstream.contentLoaded!({content, actions: wrappedActions});
      if (packagesReplaced === 0 || captured.length === 0) {
        throw new Error('api-reference: docusaurus-plugin-typedoc-api no longer creates its data as expected.');
      }

      const indexes = new Map(roots.map((root) => [root.id, indexReflections(root)] as const));
      const lexer = createMarkdownLexer();
      const labels = new Map(
        content.loadedVersions.flatMap((version) =>
          version.packages.flatMap((pkg) =>
            pkg.entryPoints.map(({reflection}) => [
              reflection.id,
              {name: pkg.packageName, version: pkg.packageVersion},
            ]),
          ),
        ),
      );
      const rootOf = (id: number) => roots.find((r) => indexes.get(r.id)!.has(id));
      // The descriptions of all pages first, to make them unique.
      const pages = new Map<number, {item: Reflection; description: string}>();
      for (const id of flattenRoutes(captured).map(itemRouteId)) {
        const root = id === undefined ? undefined : rootOf(id);
        const item = root && indexes.get(root.id)!.get(id!)!.reflection;
        if (root && item)
          pages.set(item.id, {item, description: describe(item, item.id === root.id, labels.get(root.id)!)});
      }
      uniqueDescriptions([...pages.values()]);
      let itemRoutes = 0;
      const rewrite = async (route: RouteConfig): Promise<RouteConfig> => {
        const routes = route.routes ? await Promise.all(route.routes.map(rewrite)) : undefined;
        const id = itemRouteId(route);
        if (id === undefined) return {...route, ...(routes ? {routes} : {})};
        const root = rootOf(id);
        const entry = root && indexes.get(root.id)!.get(id);
        if (!root || !entry) throw new Error(`api-reference: no reflection with id ${id} for ${route.path}.`);
        itemRoutes += 1;
        const data = await actions.createData(
          `reflection-${id}.json`,
          JSON.stringify(
            routeData(entry.reflection, indexes.get(root.id)!, root.id, options, lexer, pages.get(id)!.description),
          ),
        );
        const modules: RouteConfig['modules'] = {...route.modules, reflection: data};
        if (id === root.id && introComponent) modules.readme = introComponent;
        return {...route, component: itemComponent, modules};
      };
      for (const route of captured) actions.addRoute(await rewrite(route));
      if (itemRoutes === 0) {
        throw new Error('api-reference: found no ApiItem routes in docusaurus-plugin-typedoc-api output.');
      }
    },
  };
}

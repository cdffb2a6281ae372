/**
 * Routes and their data, a step of the API reference (index.ts lists them). Upstream hands the
 * reflection data of the whole library to every API route; here its routes are captured as it adds
 * them, and each route gets a module of its own with its reflection plus stubs (`{id, name, kind,
 * permalink}`) of exactly the declarations it links to, its description, its code links and where it
 * works (hostSupport.ts); theme/ApiItemRoute renders upstream's ApiItem from it.
 */
import type {Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from 'docusaurus-plugin-typedoc-api/lib/types';
import type {HostRecord} from '../../src/components/HostState/records';
import {importedNames} from '../code-theme/imports';
import type {CodeLinksFile} from '../code-theme/remarkCodeLinks';
import {indexDescription, type PackageLabel} from './descriptions';
import {worksInOf} from './hostSupport';
import {createMarkdownLexer, lexComments, type MarkdownLexer} from './markdown';
import {NOTE_KINDS} from './notes';
import {
  collectReferences,
  disambiguateNames,
  indexReflections,
  nameDefaultReferences,
  resolveInlineLinks,
  stub,
} from './reflections';
import {buildSections} from './sidebar';
import type {
  ApiLibraryVersion,
  ApiLinkStub,
  ApiReferenceOptions,
  ApiRouteData,
  Reflection,
  ReflectionIndex,
} from './types';

const ITEM_COMPONENT = /[\\/]docusaurus-plugin-typedoc-api[\\/]lib[\\/]components[\\/]ApiItem\.js$/;

/** The reflection id of a route rendered by upstream's ApiItem, else undefined. */
function itemRouteId(route: RouteConfig): number | undefined {
  const id = (route as RouteConfig & {id?: number}).id;
  return typeof route.component === 'string' && ITEM_COMPONENT.test(route.component) ? id : undefined;
}

function flattenRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.routes ?? [])]);
}

/** The data module of one API route: its reflection and stubs of what it links to. */
function routeData(
  item: Reflection,
  index: ReflectionIndex,
  rootId: number,
  options: ApiReferenceOptions,
  lexer: MarkdownLexer,
  description: string,
  codeLinks: CodeLinksFile,
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
  // The exports that the page's examples import, for links in its code blocks.
  const used: ApiRouteData['codeLinks']['exports'] = {};
  for (const text of Object.keys(markdown)) {
    for (const [, exported] of importedNames(text, codeLinks.packageName)) {
      if (Object.hasOwn(codeLinks.exports, exported)) used[exported] = codeLinks.exports[exported];
    }
  }
  return {
    item: {...shown, parentId: index.get(item.id)?.parentId},
    links,
    markdown,
    description,
    codeLinks: {packageName: codeLinks.packageName, exports: used},
  };
}

/**
 * Runs upstream's contentLoaded and returns the routes it would add, unadded. Its `packages-*.json`
 * data, which ApiPage maps into the reflection context of every page, keeps only the roots.
 */
export async function captureUpstreamRoutes(
  upstream: Plugin<LoadedContent>,
  content: LoadedContent,
  actions: PluginContentLoadedActions,
): Promise<RouteConfig[]> {
  const captured: RouteConfig[] = [];
  let packagesReplaced = 0;
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
  return captured;
}

/** What the routes of one docs version read. */
export interface VersionRoutes {
  version: ApiLibraryVersion;
  root: Reflection;
  index: ReflectionIndex;
  label: PackageLabel;
  /** The summaries of the version's notes by page (`function/openUrl`): the pages' descriptions. */
  summaries: Map<string, string>;
  codeLinks: CodeLinksFile;
  hostRecords: Map<string, HostRecord[]>;
}

/**
 * Adds upstream's routes with a data module for every ApiItem route. Upstream gives each version a
 * route at the version's path (DocVersionRoot; `versions` by that path); reflection ids repeat between
 * versions, so each version's routes are read with its own reflections.
 */
export async function addItemRoutes(
  captured: RouteConfig[],
  versions: Map<string, VersionRoutes>,
  actions: PluginContentLoadedActions,
  options: ApiReferenceOptions,
): Promise<void> {
  const lexer = createMarkdownLexer();
  const describe = (item: Reflection, {root, label, version, summaries}: VersionRoutes): string => {
    if (item.id === root.id) return indexDescription(label);
    const summary = summaries.get(`${NOTE_KINDS[item.kind]}/${item.name}`);
    if (!summary) throw new Error(`api-reference: no API note for the page of ${item.name} (${version.name}).`);
    return summary;
  };
  let itemRoutes = 0;
  const rewrite = async (route: RouteConfig, context?: VersionRoutes): Promise<RouteConfig> => {
    const own = versions.get(route.path) ?? context;
    const routes = route.routes ? await Promise.all(route.routes.map((child) => rewrite(child, own))) : undefined;
    const id = itemRouteId(route);
    if (id === undefined) return {...route, ...(routes ? {routes} : {})};
    const entry = own?.index.get(id);
    if (!own || !entry) throw new Error(`api-reference: no reflection with id ${id} for ${route.path}.`);
    itemRoutes += 1;
    const data = await actions.createData(
      `reflection-${own.version.name}-${id}.json`,
      JSON.stringify({
        ...routeData(
          entry.reflection,
          own.index,
          own.root.id,
          options,
          lexer,
          describe(entry.reflection, own),
          own.codeLinks,
        ),
        ...worksInOf(entry.reflection, own.hostRecords, own.version),
      }),
    );
    const modules: RouteConfig['modules'] = {...route.modules, reflection: data};
    if (id === own.root.id && options.introComponent) modules.readme = options.introComponent;
    // The reflection id goes with the page's data (ApiItemRoute hands it to upstream's ApiItem), not in
    // the route table every page's first load carries.
    const withoutId: RouteConfig & {id?: number} = {...route, component: '@theme/ApiItemRoute', modules};
    delete withoutId.id;
    return withoutId;
  };
  for (const route of captured) actions.addRoute(await rewrite(route));
  if (itemRoutes === 0 || flattenRoutes(captured).every((route) => itemRouteId(route) === undefined)) {
    throw new Error('api-reference: found no ApiItem routes in docusaurus-plugin-typedoc-api output.');
  }
}

/**
 * Step 5 of the API reference: routes and their data. Upstream hands the reflection data of
 * the whole library to every API route; here each route gets a module of its
 * own with its reflection plus stubs (`{id, name, kind, permalink}`) of exactly the
 * declarations it links to, and theme/ApiItemRoute renders upstream's ApiItem from it.
 */
import type {RouteConfig} from '@docusaurus/types';
import {importedNames} from '../code-theme/imports';
import type {CodeLinksFile} from '../code-theme/remarkCodeLinks';
import {lexComments, type MarkdownLexer} from './markdown';
import {
  collectReferences,
  disambiguateNames,
  indexReflections,
  nameDefaultReferences,
  resolveInlineLinks,
  stub,
} from './reflections';
import {buildSections} from './sidebar';
import type {ApiLinkStub, ApiReferenceOptions, ApiRouteData, Reflection, ReflectionIndex} from './types';

const ITEM_COMPONENT = /[\\/]docusaurus-plugin-typedoc-api[\\/]lib[\\/]components[\\/]ApiItem\.js$/;

/** The reflection id of a route rendered by upstream's ApiItem, else undefined. */
export function itemRouteId(route: RouteConfig): number | undefined {
  const id = (route as RouteConfig & {id?: number}).id;
  return typeof route.component === 'string' && ITEM_COMPONENT.test(route.component) ? id : undefined;
}

export function flattenRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.routes ?? [])]);
}

/** The data module of one API route: its reflection and stubs of what it links to. */
export function routeData(
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

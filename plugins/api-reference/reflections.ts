/**
 * The reflection tree of the API reference. The root of each package's entry point, one index of
 * every reflection by id (with its parent), the permalink of any reflection, `{@link}` tags resolved
 * to those permalinks, the names of default exports, and the stubs a page needs of what it links to.
 */
import {ReflectionKind} from 'typedoc';
import type {PackageReflectionGroup} from 'docusaurus-plugin-typedoc-api/lib/types';
import {forEachReflection} from './client/walk';
import {isRecord, type ApiLinkStub, type Reflection, type ReflectionIndex} from './types';

/** The root reflection of every entry point of the packages (the reference has one). */
export function entryRoots(packages: PackageReflectionGroup[]): Reflection[] {
  return packages.flatMap((pkg) => pkg.entryPoints.map((entry) => entry.reflection as Reflection));
}

/** Every reflection by id, with the id of its parent. */
export function indexReflections(root: Reflection): ReflectionIndex {
  const map: ReflectionIndex = new Map();
  forEachReflection(root, (node, parent) => {
    map.set(node.id as number, {
      reflection: node as unknown as Reflection,
      parentId: typeof parent?.id === 'number' ? parent.id : undefined,
    });
  });
  return map;
}

/** Calls `visit` for every object inside `node` (arrays walked, TypeDoc's symbolIdMap skipped). */
export function forEachObject(node: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child) => forEachObject(child, visit));
    return;
  }
  if (!isRecord(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'symbolIdMap') forEachObject(value, visit);
  }
}

/** Ids a reflection refers to: type references and the targets of reference reflections. */
export function collectReferences(node: unknown, ids: Set<number>): void {
  forEachObject(node, (object) => {
    if (typeof object.target === 'number' && object.kind !== 'inline-tag') ids.add(object.target);
  });
}

/** Where a reflection is shown: its own permalink, or an anchor on the page of the nearest ancestor with one. */
export function permalinkOf(id: number, index: ReflectionIndex): string | undefined {
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
export function resolveInlineLinks(node: unknown, index: ReflectionIndex): void {
  forEachObject(node, (object) => {
    for (const value of Object.values(object)) {
      if (!Array.isArray(value)) continue;
      value.forEach((part: unknown, i) => {
        if (!isRecord(part) || part.kind !== 'inline-tag' || typeof part.text !== 'string') return;
        const href = typeof part.target === 'number' ? permalinkOf(part.target, index) : part.target;
        const text = part.text.replace(/([[\]\\`*_])/g, '\\$1');
        const label = part.tag === '@linkcode' ? `\`${part.text}\`` : text;
        value[i] = {kind: 'text', text: typeof href === 'string' ? `[${label}](${href})` : label};
      });
    }
  });
}

/**
 * A type that refers to a default export is named `default` by TypeDoc (createDialog
 * returns `default<void>`); show the name of the declaration it points to instead.
 */
export function nameDefaultReferences(node: unknown, index: ReflectionIndex): void {
  forEachObject(node, (object) => {
    if (object.type === 'reference' && object.name === 'default' && typeof object.target === 'number') {
      const target = index.get(object.target)?.reflection.name;
      if (target) object.name = target;
    }
  });
}

export function stub(reflection: Reflection, parentId: number | undefined): ApiLinkStub {
  const {id, name, kind, permalink} = reflection;
  return {id, name, kind, ...(permalink ? {permalink} : {}), ...(parentId === undefined ? {} : {parentId})};
}

/**
 * Declarations shown in full on one page whose names repeat (`DialogButtonType` is both a
 * type alias and a variable) would get the same anchor id twice: the later ones are named
 * with their kind, e.g. "DialogButtonType (Variable)".
 */
export function disambiguateNames(children: Reflection[] | undefined): Reflection[] | undefined {
  const seen = new Set<string>();
  return children?.map((child) => {
    if (!seen.has(child.name)) {
      seen.add(child.name);
      return child;
    }
    return {...child, name: `${child.name} (${ReflectionKind.singularString(child.kind)})`};
  });
}

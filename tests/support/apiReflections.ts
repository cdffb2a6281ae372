/**
 * The declarations TypeDoc found in the installed chayns-api of each docs version, read from the
 * JSON the API plugin generates during the build (.docusaurus/api-typedoc-default.json for the
 * current version, versioned_docs/version-<name>/api-typedoc.json for older ones). Tests compare
 * the built reference against it, so they follow the packages when a pin moves.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ReflectionKind} from 'typedoc';

export interface Declaration {
  id: number;
  name: string;
  kind: ReflectionKind;
  comment?: {summary?: {kind: string; text: string}[]};
  signatures?: Declaration[];
  children?: Declaration[];
}

/** The kinds of declaration that get a page of their own, with their route segment. */
export const PAGE_KINDS: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.Namespace]: 'namespace',
  [ReflectionKind.Enum]: 'enum',
  [ReflectionKind.Class]: 'class',
  [ReflectionKind.Interface]: 'interface',
  [ReflectionKind.Function]: 'function',
};
/** Kinds that are anchors on /api instead. */
export const ANCHOR_KINDS: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.TypeAlias]: 'type alias',
  [ReflectionKind.Variable]: 'variable',
};

const ROOT = path.join(__dirname, '..', '..');

function jsonFile(version: string): string {
  return version === 'current'
    ? path.join(ROOT, '.docusaurus', 'api-typedoc-default.json')
    : path.join(ROOT, 'versioned_docs', `version-${version}`, 'api-typedoc.json');
}

/** The declarations of a docs version's chayns-api (`current` by default), as TypeDoc found them. */
export function readDeclarations(version = 'current'): Declaration[] {
  const file = jsonFile(version);
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run "npm run build" first.`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {children: Declaration[]}).children;
}

/**
 * The pages of a docs version's reference, `kind/Name` with its route below the base path: every
 * declaration with a page, and in the current version the renamed enums that keep theirs.
 */
export function pagesOf(
  version: {name: string; segment: string},
  renamedEnums: Record<string, string> = {},
): {name: string; kind: string; route: string}[] {
  const prefix = version.segment ? `api/${version.segment}` : 'api';
  const declarations = readDeclarations(version.name);
  const pages = declarations
    .filter((declaration) => PAGE_KINDS[declaration.kind])
    .map((declaration) => ({name: declaration.name, kind: PAGE_KINDS[declaration.kind]!}));
  if (version.segment === '') {
    for (const old of Object.keys(renamedEnums)) {
      if (declarations.some((d) => d.name === old && d.kind === ReflectionKind.Variable))
        pages.push({name: old, kind: 'enum'});
    }
  }
  return pages.map((page) => ({...page, route: `${prefix}/${page.kind}/${page.name}`}));
}

export function findDeclaration(name: string, kind: string): Declaration {
  const found = readDeclarations().find((d) => d.name === name && PAGE_KINDS[d.kind] === kind);
  if (!found) throw new Error(`chayns-api has no ${kind} ${name}`);
  return found;
}

/** The first sentence-sized piece of plain text of a doc comment (its own or its first signature's). */
export function summaryText(declaration: Declaration): string | undefined {
  const parts = declaration.comment?.summary ?? declaration.signatures?.[0]?.comment?.summary ?? [];
  const text = parts
    .filter((part) => part.kind === 'text')
    .map((part) => part.text)
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  return text;
}

/**
 * The first `{@link}` in a doc comment that TypeDoc resolved to a declaration with a page
 * of its own: the page that shows it and the route of its target.
 */
export function findDeclarationLink(): {fromRoute: string; toRoute: string; text: string} | undefined {
  const declarations = readDeclarations();
  const routeOf = new Map(
    declarations.filter((d) => PAGE_KINDS[d.kind]).map((d) => [d.id, `api/${PAGE_KINDS[d.kind]}/${d.name}`]),
  );
  for (const declaration of declarations) {
    const fromRoute = routeOf.get(declaration.id);
    if (!fromRoute) continue;
    let found: {toRoute: string; text: string} | undefined;
    const walk = (node: unknown): void => {
      if (found || typeof node !== 'object' || node === null) return;
      const part = node as {kind?: string; target?: unknown; text?: string};
      if (part.kind === 'inline-tag' && typeof part.target === 'number' && routeOf.has(part.target)) {
        found = {toRoute: routeOf.get(part.target)!, text: part.text ?? ''};
        return;
      }
      Object.values(node).forEach(walk);
    };
    walk(declaration);
    if (found) return {fromRoute, ...found};
  }
  return undefined;
}

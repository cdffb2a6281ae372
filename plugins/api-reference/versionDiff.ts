/**
 * What changed between two versions of the library, read from their reflections at build time: every
 * export with a page that the newer version added, removed, changed (its members or its signatures'
 * types) or deprecated. The migration guide shows it as a table (src/components/VersionDiff reads the
 * JSON the plugin writes), so the table follows the two installed packages, never a hand-kept list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from 'docusaurus-plugin-typedoc-api/lib/types';
import {NOTE_KINDS} from './notes';
import {deprecatedTag, tagMarkdown} from './notices';
import {entryRoots} from './reflections';
import type {Reflection} from './types';

export type DiffStatus = 'added' | 'removed' | 'changed' | 'deprecated';

export interface VersionDiffRow {
  name: string;
  /** Route segment of its kind (`function`, `enum`, ...). */
  kind: string;
  status: DiffStatus;
  /** What changed, in Markdown-free words (member names, the replacement the library names). */
  details: string;
  /** Its page in the newer version, and in the older one where that has it. */
  href?: string;
  olderHref?: string;
}

export interface VersionDiff {
  newer: {name: string; version: string};
  older: {name: string; version: string};
  rows: VersionDiffRow[];
}

const IGNORED = new Set(['id', 'target', 'comment', 'sources', 'permalink', 'parentId', 'groups', 'categories', 'url']);

/** The parts of a declaration that a program depends on: names, kinds, flags and types, without ids or comments. */
export function shapeOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shapeOf);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>)
    .filter(([key]) => !IGNORED.has(key))
    .map(
      ([key, value]) =>
        [key, key === 'children' && Array.isArray(value) ? sortByName(value).map(shapeOf) : shapeOf(value)] as const,
    );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

function sortByName(children: unknown[]): unknown[] {
  return [...children].sort((a, b) =>
    String((a as {name?: string}).name).localeCompare(String((b as {name?: string}).name)),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(shapeOf(a)) === JSON.stringify(shapeOf(b));

/** How two declarations of the same name differ, in a few words; '' when they do not. */
export function describeChange(newer: Reflection, older: Reflection): string {
  if (newer.kind !== older.kind)
    return `was a ${NOTE_KINDS[older.kind] ?? 'declaration'}, is a ${NOTE_KINDS[newer.kind]}`;
  const parts: string[] = [];
  const names = (r: Reflection) => new Map((r.children ?? []).map((child) => [child.name, child] as const));
  const [now, before] = [names(newer), names(older)];
  const added = [...now.keys()].filter((name) => !before.has(name));
  const removed = [...before.keys()].filter((name) => !now.has(name));
  const retyped = [...now.keys()].filter((name) => before.has(name) && !same(now.get(name), before.get(name)));
  if (added.length) parts.push(`new: ${added.join(', ')}`);
  if (removed.length) parts.push(`removed: ${removed.join(', ')}`);
  if (retyped.length) parts.push(`changed: ${retyped.join(', ')}`);
  if (!same(newer.signatures, older.signatures)) parts.push('signature changed');
  if (parts.length === 0 && !same({...newer, children: undefined}, {...older, children: undefined}))
    parts.push('type changed');
  return parts.join('; ');
}

/** Every page export that differs between the two roots, by name. */
export function diffVersions(
  newerRoot: Reflection,
  olderRoot: Reflection,
  labels: Pick<VersionDiff, 'newer' | 'older'>,
  addedIn: Record<string, string> = {},
): VersionDiff {
  const pages = (root: Reflection) =>
    new Map(
      (root.children ?? []).filter((child) => NOTE_KINDS[child.kind]).map((child) => [child.name, child] as const),
    );
  const [newer, older] = [pages(newerRoot), pages(olderRoot)];
  const linkOf = (name: string) => newer.get(name)?.permalink;
  const rows: VersionDiffRow[] = [];
  for (const [name, page] of newer) {
    const before = older.get(name);
    const tag = deprecatedTag(page);
    const base = {name, kind: NOTE_KINDS[page.kind], href: page.permalink, olderHref: before?.permalink};
    if (!before) {
      rows.push({
        ...base,
        status: 'added',
        details: addedIn[name] ? `added in ${labels.newer.name} ${addedIn[name]}` : '',
      });
      continue;
    }
    const change = describeChange(page, before);
    const newlyDeprecatedMembers = (page.children ?? [])
      .filter(
        (child) =>
          deprecatedTag(child) && !deprecatedTag((before.children ?? []).find((c) => c.name === child.name) ?? child),
      )
      .map((child) => child.name);
    if (NOTE_KINDS[page.kind] === 'namespace' && newlyDeprecatedMembers.length > 0) {
      rows.push({
        ...base,
        status: 'deprecated',
        details: [`deprecated: ${newlyDeprecatedMembers.join(', ')}`, change].filter(Boolean).join('; '),
      });
    } else if (tag && !deprecatedTag(before)) {
      const replacement = tagMarkdown(tag.content, linkOf).replace(/\[`([^`]+)`\]\([^)]*\)/g, '$1');
      rows.push({...base, status: 'deprecated', details: [replacement, change].filter(Boolean).join('; ')});
    } else if (change) {
      rows.push({...base, status: 'changed', details: change});
    }
  }
  for (const [name, page] of older) {
    if (!newer.has(name))
      rows.push({name, kind: NOTE_KINDS[page.kind], status: 'removed', details: '', olderHref: page.permalink});
  }
  const order: DiffStatus[] = ['removed', 'deprecated', 'changed', 'added'];
  rows.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.name.localeCompare(b.name));
  return {...labels, rows};
}

/**
 * Writes what changed from the first older version to the current one (`loadedVersions`: the newest
 * first) into `file`, for the migration guide; nothing when there is no older version or no file.
 */
export function writeVersionDiff(
  loadedVersions: LoadedContent['loadedVersions'],
  file: string | undefined,
  addedIn: Record<string, string>,
): void {
  const [newest, older] = loadedVersions;
  if (!older || !file) return;
  const label = (loaded: typeof newest) => ({
    name: loaded.packages[0].packageName,
    version: loaded.packages[0].packageVersion,
  });
  const diff = diffVersions(
    entryRoots(newest.packages)[0],
    entryRoots(older.packages)[0],
    {newer: label(newest), older: label(older)},
    addedIn,
  );
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(diff));
}

/**
 * Where a page stands in time, computed at build time from the reflections of the documented
 * versions and shown above everything else on the page:
 *
 * - "New in 3.x" on a page of the current version whose export the older version lacks, with the
 *   release that added it where api/added-in.json knows it (read from the upstream tags);
 * - "Deprecated" on a page whose export carries the library's `@deprecated` tag (on the export or
 *   its only signature), or whose namespace members do, naming the replacement the tag gives and
 *   linking every export the text names;
 * - a renamed enum that the newer version keeps only as a value alias keeps its page (see
 *   keepRenamedEnumPages), marked deprecated in favour of the new name.
 */
import fs from 'node:fs';
import type {LoadedContent} from 'docusaurus-plugin-typedoc-api/lib/types';
import {NOTE_KINDS, type CommentHolder} from './notes';
import {pageKeys, pagesOf} from './pages';
import {entryRoots} from './reflections';
import type {Reflection} from './types';

/** The release that added each export the older major lacks (`addedInFile`, written by scripts/added-in.ts), by name. */
export function readAddedIn(file: string | undefined): Record<string, string> {
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {exports: Record<string, string>}).exports : {};
}

interface CommentPart {
  kind: string;
  text: string;
  tag?: string;
}

interface BlockTag {
  tag: string;
  content: CommentPart[];
}

type Commented = Reflection & {comment?: {summary?: CommentPart[]; blockTags?: BlockTag[]}};

/** Puts Markdown before the description of a reflection (before its own comment). */
export function prependMarkdown(holder: CommentHolder, markdown: string): void {
  const summary = holder.comment?.summary ?? [];
  const separator = summary.length > 0 ? '\n\n' : '';
  holder.comment = {...holder.comment, summary: [{kind: 'text', text: `${markdown}${separator}`}, ...summary]};
}

/** The `@deprecated` tag of a page's export (on it, or on its only signature), if any. */
export function deprecatedTag(page: Reflection): BlockTag | undefined {
  const holders = [page, ...(page.signatures ?? [])] as unknown as Commented[];
  for (const holder of holders) {
    const tag = holder.comment?.blockTags?.find((block) => block.tag === '@deprecated');
    if (tag) return tag;
  }
  return undefined;
}

/** A tag's text as Markdown, every export it names linked (`linkOf` gives the permalink of a page export). */
export function tagMarkdown(parts: CommentPart[], linkOf: (name: string) => string | undefined): string {
  const link = (name: string) => {
    const href = linkOf(name);
    return href ? `[\`${name}\`](${href})` : `\`${name}\``;
  };
  return parts
    .map((part) => {
      if (part.kind === 'inline-tag') return link(part.text.trim().split(/[\s|]/)[0]);
      return part.text
        .replace(/\*+/g, '')
        .replace(/\b[A-Za-z_$][\w$]*\b/g, (word) => (linkOf(word) ? link(word) : word));
    })
    .join('')
    .trim();
}

/** The deprecation notice of a page, or '' when neither it nor its namespace members are deprecated. */
export function deprecationNotice(page: Reflection, linkOf: (name: string) => string | undefined): string {
  const tag = deprecatedTag(page);
  if (tag) {
    const text = tagMarkdown(tag.content, linkOf);
    return `> **Deprecated.** ${text ? text.replace(/([^.])$/, '$1.') : 'The library marks this export as deprecated.'}`;
  }
  if (NOTE_KINDS[page.kind] !== 'namespace') return '';
  const members = (page.children ?? []).filter((child) => deprecatedTag(child));
  if (members.length === 0) return '';
  const lines = members.map((member) => {
    const text = tagMarkdown(deprecatedTag(member)!.content, linkOf);
    return `> - \`${member.name}\`${text ? `: ${text}` : ''}`;
  });
  const all = members.length === (page.children ?? []).filter((child) => child.kind === 64).length;
  return [
    `> **Deprecated${all ? '' : ' in part'}.** ${all ? 'Every function' : `${members.length} functions`} of this namespace ${all ? 'is' : 'are'} deprecated:`,
    '>',
    ...lines,
  ].join('\n');
}

/** The notice of an export that the older major lacks. */
export function newInNotice(major: string, olderMajor: string, since: string | undefined, libraryName: string): string {
  const release = since ? ` It was added in ${libraryName} ${since}.` : '';
  return `> **New in ${major}.** ${libraryName} ${olderMajor} does not have this export.${release}`;
}

/**
 * Puts the "New in" and "Deprecated" notices above every page of every version that needs one
 * (`loadedVersions`: the newest first, as upstream loads them).
 */
export function addNotices(loadedVersions: LoadedContent['loadedVersions'], addedIn: Record<string, string>): void {
  const pagesByVersion = loadedVersions.map((loaded) => ({
    loaded,
    root: entryRoots(loaded.packages)[0],
    keys: pageKeys(entryRoots(loaded.packages)[0]),
  }));
  for (const [position, {loaded, root}] of pagesByVersion.entries()) {
    const older = pagesByVersion[position + 1];
    const major = (version: string) => `${version.split('.')[0]}.x`;
    const pkg = loaded.packages[0];
    const linkOf = (name: string) =>
      root.children?.find((child) => child.name === name && NOTE_KINDS[child.kind])?.permalink;
    for (const page of pagesOf(root)) {
      const notices: string[] = [];
      if (older && !older.keys.has(`${NOTE_KINDS[page.kind]}/${page.name}`)) {
        const olderPkg = older.loaded.packages[0];
        const since = loaded.versionName === 'current' ? addedIn[page.name] : undefined;
        notices.push(newInNotice(major(pkg.packageVersion), major(olderPkg.packageVersion), since, pkg.packageName));
      }
      const deprecated = deprecationNotice(page, linkOf);
      if (deprecated) notices.push(deprecated);
      if (notices.length > 0) prependMarkdown(page as CommentHolder, notices.join('\n\n'));
    }
  }
}

/** Reassigns fresh ids to every reflection inside `node` (a deep copy), returning the copy. */
function withFreshIds<T>(node: T, nextId: () => number): T {
  const copy = JSON.parse(JSON.stringify(node)) as T;
  const ids = new Map<number, number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (typeof object.id === 'number' && typeof object.variant === 'string') {
      const fresh = nextId();
      ids.set(object.id, fresh);
      object.id = fresh;
    }
    Object.values(object).forEach(visit);
  };
  visit(copy);
  const remap = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(remap);
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.children) && object.children.every((child) => typeof child === 'number')) {
      object.children = (object.children as number[]).map((id) => ids.get(id) ?? id);
    }
    Object.values(object).forEach(remap);
  };
  remap(copy);
  return copy;
}

/**
 * Gives an enum that this version renamed, and keeps only as a value alias of the new one
 * (`export const Old: typeof New`), the enum page it had: a copy of the new enum under the old name
 * at the old route, with its members, marked deprecated in favour of the new name. Returns the names
 * whose pages were kept.
 */
export function keepRenamedEnumPages(root: Reflection, renamed: Record<string, string>): string[] {
  const kept: string[] = [];
  let maxId = 0;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (typeof object.id === 'number') maxId = Math.max(maxId, object.id);
    Object.entries(object).forEach(([key, child]) => key !== 'symbolIdMap' && walk(child));
  };
  walk(root);
  const children = root.children ?? [];
  for (const [oldName, newName] of Object.entries(renamed)) {
    const alias = children.find((child) => child.name === oldName && child.kind === 32);
    const target = children.find((child) => child.name === newName && child.kind === 8);
    if (!alias || !target) continue;
    const page = withFreshIds(target, () => ++maxId) as Commented;
    page.name = oldName;
    page.permalink = target.permalink?.replace(new RegExp(`/${newName}$`), `/${oldName}`);
    page.comment = {
      summary: [],
      blockTags: [
        {
          tag: '@deprecated',
          content: [
            {kind: 'text', text: `The old spelling of ${newName}, kept as a value alias of it: use `},
            {kind: 'inline-tag', tag: '@link', text: newName},
            {kind: 'text', text: ' instead'},
          ],
        },
      ],
    };
    children.splice(children.indexOf(alias), 1, page);
    for (const group of (root as {groups?: {title: string; children: number[]}[]}).groups ?? []) {
      group.children = group.children.filter((id) => id !== alias.id);
      if (group.title === 'Enumerations') group.children.push(page.id);
    }
    kept.push(oldName);
  }
  return kept;
}

/**
 * The pages of each version's reference and our notes on them. A page is an export of a kind that has
 * a note (NOTE_KINDS: functions, classes, namespaces, interfaces, enums), named by its key
 * (`function/openUrl`); type aliases and variables are anchors on the overview. A version's notes are
 * checked against its pages (notes.ts says what counts as a problem), then merged into them, with their
 * links pointing into that version's reference.
 */
import type {LoadedContent} from 'docusaurus-plugin-typedoc-api/lib/types';
import {checkNotes, localizeNoteLinks, mergeNotes, NOTE_KINDS, type Note, type NoteTarget} from './notes';
import {entryRoots, permalinkOf} from './reflections';
import type {ApiGlobalData, ApiLibraryVersion, Reflection, ReflectionIndex} from './types';

/** The exports of the root that have a page of their own. */
export function pagesOf(root: Reflection): Reflection[] {
  return (root.children ?? []).filter((child) => NOTE_KINDS[child.kind]);
}

/** The keys (`function/openUrl`) of the pages of the root. */
export function pageKeys(root: Reflection): Set<string> {
  return new Set(pagesOf(root).map((page) => `${NOTE_KINDS[page.kind]}/${page.name}`));
}

/**
 * The pages that only one version has (`function/useSafeArea`), by version, for the version switch in
 * the browser: every other page exists in every version. A few names, not the whole route table.
 */
export function pagesOnlyIn(loadedVersions: LoadedContent['loadedVersions']): ApiGlobalData['onlyIn'] {
  const keysOf = loadedVersions.map((loaded) => ({
    name: loaded.versionName,
    keys: pageKeys(entryRoots(loaded.packages)[0]),
  }));
  const onlyIn: ApiGlobalData['onlyIn'] = {};
  for (const {name, keys} of keysOf) {
    onlyIn[name] = [...keys]
      .filter((key) => keysOf.some((other) => other.name !== name && !other.keys.has(key)))
      .sort();
  }
  return onlyIn;
}

/** Resolves `Name` or `Name.member` of a note's `{@link}` to a permalink among the root's pages. */
function notePermalinks(root: Reflection, index: ReflectionIndex): (target: string) => string | undefined {
  return (target) => {
    const [name, member] = target.split('.');
    // A page first; type aliases and variables are anchors on the overview.
    const page =
      root.children?.find((child) => child.name === name && NOTE_KINDS[child.kind]) ??
      root.children?.find((child) => child.name === name && child.permalink);
    const href = page && permalinkOf(page.id, index);
    return href && member ? `${href}#${member}` : href;
  };
}

/** Every problem of a version's notes against the pages of its root (see notes.ts), each naming the version. */
export function noteProblems(root: Reflection, notes: Note[], version: ApiLibraryVersion): string[] {
  const linkable = new Set((root.children ?? []).filter((child) => child.permalink).map((child) => child.name));
  return checkNotes(notes, pagesOf(root) as unknown as NoteTarget[], linkable, {
    library: `${version.libraryLabel} (docs version ${version.name})`,
    folder: version.notesFolder,
  });
}

/** Merges a version's notes into the pages of its root (after noteProblems found none), their links into that version. */
export function applyNotes(root: Reflection, notes: Note[], index: ReflectionIndex, version: ApiLibraryVersion): void {
  const byKey = new Map(pagesOf(root).map((page) => [`${NOTE_KINDS[page.kind]}/${page.name}`, page] as const));
  const segment = version.apiRouteBasePath.split('/').slice(2).join('/');
  mergeNotes(byKey as unknown as Parameters<typeof mergeNotes>[0], notes, notePermalinks(root, index), (markdown) =>
    localizeNoteLinks(markdown, segment),
  );
}

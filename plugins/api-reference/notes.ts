/**
 * API notes: our own description of every export of the documented library, one Markdown
 * file per page under `api/notes/<kind>/<Name>.md` (kind: the route segment, e.g.
 * `function`). They are a layer over the library's doc comments, merged at build time into
 * the reflections the reference renders (see `mergeNotes`); the library is never edited.
 *
 * A note file:
 *
 *     ---
 *     summary: One plain-text sentence that is the page's meta description and search excerpt.
 *     members:            # enum members, interface properties, class/namespace members
 *       DATE: Markdown text for that member.
 *     exampleOf: addScrollListener   # optional: also show that note's code blocks
 *     ---
 *     Details in Markdown: facts a reader needs beyond the types, fenced `ts`/`tsx`
 *     examples, `{@link Name}` for other exports, `[text](/docs/...)` for guides.
 *
 * `checkNotes` lists every problem (a note for an export that does not exist, an export
 * without a note, an unknown member or link, a summary that cannot serve as a meta
 * description); the build fails with that list, naming each file and export.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** Route segment of each kind of page, as TypeDoc's ReflectionKind numbers them. */
export const NOTE_KINDS: Record<number, string> = {
  4: 'namespace',
  8: 'enum',
  128: 'class',
  256: 'interface',
  64: 'function',
};

export interface Note {
  /** Route segment of the page's kind (`function`, `enum`, ...). */
  kind: string;
  /** Export name, from the file name. */
  name: string;
  /** Path of the file, relative to the notes folder. */
  file: string;
  summary: string;
  members: Record<string, string>;
  exampleOf?: string;
  /** Markdown after the front matter, trimmed. */
  body: string;
  /** 1-based line of the body's first line in the file (for messages about code blocks). */
  bodyLine: number;
}

/** The least a declaration must have for notes to be checked against it. */
export interface NoteTarget {
  name: string;
  kind: number;
  children?: {name: string}[];
}

/** Kinds whose every member (enum member, interface property) must be explained. */
const MEMBERS_REQUIRED = new Set(['enum', 'interface']);
export const SUMMARY_MIN = 30;
export const SUMMARY_MAX = 200;
const LINK_TAG = /\{@link\s+([^}\s|]+)(?:\s*\|\s*([^}]+))?\}/g;

/**
 * The notes in `<dir>/<kind>/<Name>.md`; `folder` (e.g. `3.x`) is the path of `dir` below the notes
 * folder, so that each note's `file` names it as the repository does (`3.x/function/useUser.md`).
 */
export function readNotes(dir: string, folder = ''): Note[] {
  if (!fs.existsSync(dir)) return [];
  return Object.values(NOTE_KINDS)
    .flatMap((kind) => {
      const kindDir = path.join(dir, kind);
      if (!fs.existsSync(kindDir)) return [];
      return fs
        .readdirSync(kindDir)
        .filter((file) => file.endsWith('.md'))
        .map((file) =>
          parseNote(fs.readFileSync(path.join(kindDir, file), 'utf8'), [folder, kind, file].filter(Boolean).join('/')),
        );
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The notes of one version of the docs: those of its own folder (`api/notes/<folder>/<kind>/`) and
 * the shared ones (`api/notes/<kind>/`) that its folder does not replace.
 */
export function readVersionNotes(notesDir: string, folder: string): Note[] {
  const own = readNotes(path.join(notesDir, folder), folder);
  const replaced = new Set(own.map((note) => `${note.kind}/${note.name}`));
  const shared = readNotes(notesDir).filter((note) => !replaced.has(`${note.kind}/${note.name}`));
  return [...own, ...shared].sort((a, b) => `${a.kind}/${a.name}`.localeCompare(`${b.kind}/${b.name}`));
}

/** Shared notes that every version replaces with one of its own: nothing reads them. */
export function unusedSharedNotes(notesDir: string, folders: string[]): string[] {
  const own = folders.map((folder) => new Set(readNotes(path.join(notesDir, folder)).map((note) => note.file)));
  return readNotes(notesDir)
    .filter((note) => own.every((files) => files.has(note.file)))
    .map(
      (note) =>
        `api/notes/${note.file}: every version has a note of its own for ${note.name}, so this one is never used`,
    );
}

export function parseNote(text: string, file: string): Note {
  const [kind, base] = file.split('/').slice(-2);
  const parsed = matter(text);
  const data = parsed.data as {summary?: unknown; members?: unknown; exampleOf?: unknown};
  const members: Record<string, string> = {};
  if (data.members !== undefined && data.members !== null) {
    if (typeof data.members !== 'object' || Array.isArray(data.members)) {
      throw new Error(`api/notes/${file}: "members" must map member names to text`);
    }
    for (const [member, value] of Object.entries(data.members)) members[member] = String(value).trim();
  }
  const leading = parsed.content.length - parsed.content.trimStart().length;
  const bodyLine = text.split('\n').length - parsed.content.split('\n').length + 1;
  return {
    kind,
    name: base.replace(/\.md$/, ''),
    file,
    summary: typeof data.summary === 'string' ? data.summary.trim() : '',
    members,
    exampleOf: typeof data.exampleOf === 'string' ? data.exampleOf : undefined,
    body: parsed.content.trim(),
    bodyLine: bodyLine + parsed.content.slice(0, leading).split('\n').length - 1,
  };
}

/** The names `{@link ...}` points to in a text (`Name` or `Name.member`). */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK_TAG)].map((match) => match[1]);
}

/** Replaces `{@link Name}` (or `{@link Name | label}`) with Markdown links from `permalinkOf`. */
export function resolveNoteLinks(text: string, permalinkOf: (target: string) => string | undefined): string {
  return text.replace(LINK_TAG, (_whole: string, target: string, label?: string) => {
    const href = permalinkOf(target);
    if (!href) throw new Error(`unknown link target ${target}`);
    return `[${label ? label.trim() : `\`${target}\``}](${href})`;
  });
}

/**
 * Every problem of the notes against the declarations that have pages; empty when all is
 * well. `linkable`: the names `{@link}` may point to (by default those of the pages; the
 * reference also has anchors for type aliases and variables on its overview).
 */
export function checkNotes(
  notes: Note[],
  targets: NoteTarget[],
  linkable: Set<string> = new Set(targets.map((target) => target.name)),
  /** The library the notes describe, as messages name it (`chayns-api 3.6.3`), and the version's own note folder. */
  version: {library: string; folder?: string} = {library: 'chayns-api'},
): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, NoteTarget>(
    targets.map((target) => [`${NOTE_KINDS[target.kind]}/${target.name}`, target]),
  );
  const names = linkable;
  const noted = new Set<string>();
  const summaries = new Map<string, string>();
  for (const note of notes) {
    const key = `${note.kind}/${note.name}`;
    const where = `api/notes/${note.file}`;
    const target = byKey.get(key);
    if (!target) {
      const move = version.folder && !note.file.startsWith(`${version.folder}/`) && note.file.split('/').length === 2;
      problems.push(
        `${where}: ${version.library} has no ${note.kind} named ${note.name}` +
          (move ? ' (a note shared by every version must describe an export that all of them have)' : ''),
      );
      continue;
    }
    noted.add(key);
    if (note.summary.length < SUMMARY_MIN || note.summary.length > SUMMARY_MAX) {
      problems.push(`${where}: the summary must be ${SUMMARY_MIN}-${SUMMARY_MAX} characters (${note.summary.length})`);
    }
    if (!/[.!?]$/.test(note.summary)) problems.push(`${where}: the summary must be a sentence ending in "."`);
    if (/[`<>*_[\]{}]/.test(note.summary))
      problems.push(`${where}: the summary must be plain text (no Markdown or HTML)`);
    const other = summaries.get(note.summary.toLowerCase());
    if (other) problems.push(`${where}: the same summary as api/notes/${other}`);
    summaries.set(note.summary.toLowerCase(), note.file);
    const memberNames = new Set((target.children ?? []).map((child) => child.name));
    for (const member of Object.keys(note.members)) {
      if (!memberNames.has(member)) problems.push(`${where}: ${note.name} has no member ${member}`);
    }
    if (MEMBERS_REQUIRED.has(note.kind)) {
      for (const member of memberNames) {
        if (!note.members[member]) problems.push(`${where}: member ${member} has no text under "members"`);
      }
    }
    if (note.exampleOf && !notes.some((other) => other.kind === note.kind && other.name === note.exampleOf)) {
      problems.push(`${where}: exampleOf names ${note.exampleOf}, which has no note of this kind`);
    }
    for (const text of [note.body, ...Object.values(note.members)]) {
      for (const link of linkTargets(text)) {
        const [name] = link.split('.');
        if (!names.has(name)) problems.push(`${where}: {@link ${link}} names no export of ${version.library}`);
      }
    }
  }
  for (const key of byKey.keys()) {
    if (!noted.has(key)) {
      const file = version.folder
        ? `api/notes/${version.folder}/${key}.md (or a shared api/notes/${key}.md)`
        : `api/notes/${key}.md`;
      problems.push(`${file} is missing: every export of ${version.library} needs a note`);
    }
  }
  return problems;
}

/**
 * Points a note's links to guides and to the reference (`](/docs/...)`, `](/api...)`) at the pages
 * of the version whose path segment is `segment` (none for the current version).
 */
export function localizeNoteLinks(markdown: string, segment: string): string {
  return segment ? markdown.replace(/\]\(\/(docs|api)(?=[/)#])/g, `](/$1/${segment}`) : markdown;
}

/**
 * Cuts the info string of each code fence to its language and the words "Try it" reads
 * (src/theme/CodeBlock): `config` and `skip-check` (no playground) and `hosts="..."` (the hosts it
 * offers). The rest (`calls="..."`) is for the sample runner only.
 */
function withoutFenceMeta(markdown: string): string {
  return markdown.replace(/^(`{3,})([\w-]*)([^\n]*)$/gm, (_line, fence: string, language: string, meta: string) => {
    const kept = [...meta.matchAll(/(?<=^|\s)(config|skip-check|hosts="[^"]*")(?=\s|$)/g)].map((match) => match[1]);
    return [`${fence}${language}`, ...kept].join(' ');
  });
}

/** The fenced code blocks of a note's body, with the info string cut to the language. */
export function noteCodeBlocks(body: string): string[] {
  return [...body.matchAll(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm)].map((match) => withoutFenceMeta(match[0]));
}

/** A note's Markdown as the page shows it: summary, details, then the shared example. */
export function noteMarkdown(note: Note, notes: Note[], permalinkOf: (target: string) => string | undefined): string {
  const shared = note.exampleOf
    ? noteCodeBlocks(notes.find((other) => other.kind === note.kind && other.name === note.exampleOf)?.body ?? '')
    : [];
  const body = withoutFenceMeta(note.body);
  return resolveNoteLinks([note.summary, body, ...shared].filter(Boolean).join('\n\n'), permalinkOf);
}

export interface CommentHolder {
  comment?: {summary: {kind: string; text: string}[]; blockTags?: unknown[]};
  signatures?: CommentHolder[];
  children?: (CommentHolder & {name: string})[];
}

/** Appends Markdown to the description of a reflection (after its own comment). */
export function appendMarkdown(holder: CommentHolder, markdown: string): void {
  const summary = holder.comment?.summary ?? [];
  const separator = summary.length > 0 ? '\n\n' : '';
  holder.comment = {...holder.comment, summary: [...summary, {kind: 'text', text: `${separator}${markdown}`}]};
}

/**
 * Merges the notes into the reflections of the pages (`pages`: page reflections by
 * `kind/name`). The page's own comment comes first and the note after it; a function's
 * comment, which TypeDoc keeps on its signature, moves up to the page when there is one
 * signature, so that the page reads: comment, note, example, then the signature.
 * Member texts go after the members' own comments.
 */
export function mergeNotes(
  pages: Map<string, CommentHolder>,
  notes: Note[],
  permalinkOf: (target: string) => string | undefined,
  /** Adapts the notes' own links (to guides and the reference) to the version the notes are merged into. */
  localize: (markdown: string) => string = (markdown) => markdown,
): void {
  for (const note of notes) {
    const page = pages.get(`${note.kind}/${note.name}`);
    if (!page) throw new Error(`api/notes/${note.file}: chayns-api has no ${note.kind} named ${note.name}`);
    const markdown = noteMarkdown(note, notes, (target) => {
      const href = permalinkOf(target);
      if (!href) throw new Error(`api/notes/${note.file}: {@link ${target}} names no export with a page`);
      return href;
    });
    if (!page.comment && page.signatures?.length === 1 && page.signatures[0].comment) {
      page.comment = page.signatures[0].comment;
      delete page.signatures[0].comment;
    }
    appendMarkdown(page, localize(markdown));
    for (const [name, text] of Object.entries(note.members)) {
      const member = page.children?.find((child) => child.name === name);
      if (!member) throw new Error(`api/notes/${note.file}: ${note.name} has no member ${name}`);
      appendMarkdown(member.signatures?.[0] ?? member, localize(resolveNoteLinks(text, permalinkOf)));
    }
  }
}

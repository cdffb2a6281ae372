/** The rules of the API notes (plugins/api-reference/notes.ts), without a build. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  checkNotes,
  localizeNoteLinks,
  mergeNotes,
  readVersionNotes,
  unusedSharedNotes,
  noteMarkdown,
  parseNote,
  type Note,
  type NoteTarget,
} from '../../plugins/api-reference/notes';

const FUNCTION = 64;
const ENUM = 8;

function note(file: string, text: string): Note {
  return parseNote(text, file);
}

const useThing = note(
  'function/useThing.md',
  `---
summary: Reads the thing from the provider and re-renders when it changes.
---

Details that link to {@link Mode} and [a guide](/docs/dialogs).

\`\`\`tsx calls="openDialog"
export default function A() { return null; }
\`\`\`
`,
);
const mode = note(
  'enum/Mode.md',
  `---
summary: How the thing is shown, chosen by the host for every page.
members:
  ON: Shown.
  OFF: Hidden.
---
Used by {@link useThing}.
`,
);
const targets: NoteTarget[] = [
  {name: 'useThing', kind: FUNCTION},
  {name: 'Mode', kind: ENUM, children: [{name: 'ON'}, {name: 'OFF'}]},
];

describe('API notes', () => {
  it('reads summary, members and body, and where the body starts', () => {
    assert.equal(mode.summary, 'How the thing is shown, chosen by the host for every page.');
    assert.deepEqual(mode.members, {ON: 'Shown.', OFF: 'Hidden.'});
    assert.equal(mode.body, 'Used by {@link useThing}.');
    assert.equal(useThing.bodyLine, 5);
  });

  it('accepts notes that match the declarations', () => {
    assert.deepEqual(checkNotes([useThing, mode], targets), []);
  });

  it('names a note without an export, an export without a note, and a stray member', () => {
    const stray = note('function/useGone.md', '---\nsummary: A hook that chayns-api no longer exports at all.\n---\n');
    const badMember = note(
      'enum/Mode.md',
      '---\nsummary: How the thing is shown, in a note with a typo.\nmembers:\n  ON: a\n  OF: b\n---\n',
    );
    const problems = checkNotes([stray, badMember], targets);
    assert.ok(problems.includes('api/notes/function/useGone.md: chayns-api has no function named useGone'));
    assert.ok(problems.includes('api/notes/function/useThing.md is missing: every export of chayns-api needs a note'));
    assert.ok(problems.includes('api/notes/enum/Mode.md: Mode has no member OF'));
    assert.ok(problems.includes('api/notes/enum/Mode.md: member OFF has no text under "members"'));
  });

  it('rejects summaries that cannot serve as meta descriptions, and unknown links', () => {
    const short = note('function/useThing.md', '---\nsummary: Returns the thing.\n---\nSee {@link Nothing}.');
    const markup = note(
      'enum/Mode.md',
      '---\nsummary: The `Mode` of <b>the</b> thing, as the host says it.\nmembers: {ON: a, OFF: b}\n---\n',
    );
    const problems = checkNotes([short, markup], targets);
    assert.ok(problems.some((p) => p.startsWith('api/notes/function/useThing.md: the summary must be 30-')));
    assert.ok(problems.includes('api/notes/enum/Mode.md: the summary must be plain text (no Markdown or HTML)'));
    assert.ok(problems.includes('api/notes/function/useThing.md: {@link Nothing} names no export of chayns-api'));
  });

  it('rejects two notes with the same summary', () => {
    const twin = note('enum/Mode.md', `---\nsummary: ${useThing.summary}\nmembers: {ON: a, OFF: b}\n---\n`);
    assert.ok(
      checkNotes([useThing, twin], targets).includes(
        'api/notes/enum/Mode.md: the same summary as api/notes/function/useThing.md',
      ),
    );
  });

  it('renders links, drops the runner meta of code fences and shows a shared example', () => {
    const remove = note(
      'function/removeThing.md',
      '---\nsummary: Stops what addThing started, by the id it gave.\nexampleOf: useThing\n---\n',
    );
    const permalinks = (target: string) => `/base/api/${target}`;
    const own = noteMarkdown(useThing, [useThing], permalinks);
    assert.match(own, /\[`Mode`\]\(\/base\/api\/Mode\)/);
    assert.match(own, /^```tsx$/m);
    assert.doesNotMatch(own, /calls=/);
    const shared = noteMarkdown(remove, [useThing, remove], permalinks);
    assert.match(shared, /^```tsx\nexport default function A\(\) \{ return null; \}\n```$/m);
  });

  it('puts a function comment of one signature first on the page, then the note', () => {
    const page = {
      signatures: [{comment: {summary: [{kind: 'text', text: 'Library words.'}]}}],
    } as Parameters<typeof mergeNotes>[0] extends Map<string, infer P> ? P : never;
    mergeNotes(new Map([['function/useThing', page]]), [useThing], (target) => `/api/${target}`);
    const text = page.comment!.summary.map((part) => part.text).join('');
    assert.ok(text.startsWith('Library words.\n\nReads the thing from the provider'));
    assert.equal(page.signatures![0].comment, undefined);
  });
});

describe('API notes of two versions', () => {
  const write = (root: string, file: string, summary: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), `---\nsummary: ${summary}\n---\n`);
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
  write(root, 'function/useThing.md', 'Reads the thing from the provider, the same in both majors.');
  write(root, 'function/useOld.md', 'A hook only the older major has, shared by mistake.');
  write(root, '3.x/function/useThing.md', 'Reads the thing, with what the newer major changed about it.');
  write(root, '3.x/function/useNew.md', 'A hook that only the newer major exports, in its own folder.');
  write(root, '2.x/function/useNew.md', 'A note for an export that the older major does not have.');

  it("reads a version's own notes first, then the shared ones it does not replace", () => {
    const notes = readVersionNotes(root, '3.x');
    assert.deepEqual(
      notes.map((n) => n.file),
      ['3.x/function/useNew.md', 'function/useOld.md', '3.x/function/useThing.md'],
    );
  });

  it('names the file and the version of a note for an export the version lacks, and of a missing note', () => {
    const targets3: NoteTarget[] = [
      {name: 'useThing', kind: FUNCTION},
      {name: 'useNew', kind: FUNCTION},
      {name: 'useMissing', kind: FUNCTION},
    ];
    const version = {library: 'chayns-api 3.6.3 (docs version current)', folder: '3.x'};
    const problems = checkNotes(readVersionNotes(root, '3.x'), targets3, undefined, version);
    assert.ok(
      problems.includes(
        'api/notes/function/useOld.md: chayns-api 3.6.3 (docs version current) has no function named useOld' +
          ' (a note shared by every version must describe an export that all of them have)',
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.includes(
        'api/notes/3.x/function/useMissing.md (or a shared api/notes/function/useMissing.md) is missing: every export of chayns-api 3.6.3 (docs version current) needs a note',
      ),
      problems.join('\n'),
    );
    const older = checkNotes(readVersionNotes(root, '2.x'), [{name: 'useThing', kind: FUNCTION}], undefined, {
      library: 'chayns-api 2.6.14 (docs version 2.x)',
      folder: '2.x',
    });
    assert.ok(
      older.includes(
        'api/notes/2.x/function/useNew.md: chayns-api 2.6.14 (docs version 2.x) has no function named useNew',
      ),
    );
  });

  it('names a shared note that every version replaces', () => {
    write(root, '2.x/function/useThing.md', 'Reads the thing, as the older major does it, in its own words.');
    assert.deepEqual(unusedSharedNotes(root, ['3.x', '2.x']), [
      'api/notes/function/useThing.md: every version has a note of its own for useThing, so this one is never used',
    ]);
  });

  it("points a note's links to guides and the reference at the version's pages", () => {
    const markdown =
      'See [a guide](/docs/dialogs#x), [the index](/api), [Login](/api#Login) and [it](/api/function/useThing).';
    assert.equal(localizeNoteLinks(markdown, ''), markdown);
    assert.equal(
      localizeNoteLinks(markdown, '2.x'),
      'See [a guide](/docs/2.x/dialogs#x), [the index](/api/2.x), [Login](/api/2.x#Login) and [it](/api/2.x/function/useThing).',
    );
  });
});

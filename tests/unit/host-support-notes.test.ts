/**
 * The API notes agree with the host records: where a record says an export throws or does nothing in
 * a host (api/host-support/<notesFolder>.json, `npm run record:hosts`), a paragraph or list item of the
 * note the build uses for that version (api/notes/, shared or the version's own) names that host and
 * says that it throws (rejects, an error) or does nothing (not implemented, only logs, ignored), so the
 * page's prose does not contradict its "Works in" row. A class or namespace member may be covered by the note's text or by its
 * own entry under `members`. The few notes that cover a host in other words are in
 * api/host-support/exceptions.json, each with the reason.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {apiReference} from '../../config/apiReference';
import {docsVersions} from '../../config/versions';
import {readVersionNotes} from '../../plugins/api-reference/notes';
import {FACE_LABELS, type HostSupportFile} from '../../src/components/HostState/records';
import type {HostFace} from '../../src/components/SimulatedHost/meta';

const ROOT = path.resolve(__dirname, '..', '..');

/** How a note names each host. */
const HOST_WORDS: Record<HostFace, RegExp> = {
  module: /\bmodules?\b|isModule/i,
  iframe: /\biframes?\b/i,
  app: /app web view|chayns app/i,
};

/** How a note says that a call throws, or that it does nothing. */
const STATE_WORDS = {
  throws: /\bthrows?\b|\brejects?\b|\w*Error\b/i,
  nothing: /nothing|not implemented|no implementation|only logs|stays open|ignored|has no effect/i,
};

/** The paragraphs and list items of a note, each a block that may name a host and what happens there. */
function blocks(text: string): string[] {
  return text.split(/\n\s*\n|\n(?=\s*[-*] )/).map((block) => block.replace(/\s+/g, ' '));
}

interface Exception {
  version: string;
  name: string;
  face: HostFace;
  reason: string;
}

const exceptions = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'api', 'host-support', 'exceptions.json'), 'utf8'),
) as Exception[];

/** The notes that do not name a host in which their export throws or does nothing, as `version name (face)`. */
function silentNotes(): {missing: string[]; unused: Exception[]} {
  const missing: string[] = [];
  const used = new Set<Exception>();
  for (const version of docsVersions) {
    const file = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'api', 'host-support', `${version.notesFolder}.json`), 'utf8'),
    ) as HostSupportFile;
    const notes = new Map(
      readVersionNotes(path.join(ROOT, apiReference.notesDir), version.notesFolder).map((note) => [
        `${note.kind}/${note.name}`,
        note,
      ]),
    );
    for (const record of file.records) {
      const note = notes.get(record.page);
      assert.ok(note, `${record.page} has a record but no note in ${version.notesFolder}`);
      const texts = blocks(
        [note.summary, note.body, record.member ? (note.members[record.member] ?? '') : ''].join('\n\n'),
      );
      for (const [face, support] of Object.entries(record.support) as [HostFace, (typeof record.support)[HostFace]][]) {
        if (support.state !== 'throws' && support.state !== 'nothing') continue;
        const {state} = support;
        if (texts.some((block) => HOST_WORDS[face].test(block) && STATE_WORDS[state].test(block))) continue;
        const exception = exceptions.find(
          (entry) => entry.version === version.notesFolder && entry.name === record.name && entry.face === face,
        );
        if (exception) used.add(exception);
        else
          missing.push(
            `${version.notesFolder} ${record.name}: ${support.state} in the ${FACE_LABELS[face]}, and no paragraph of api/notes/${note.file} says so (${support.evidence})`,
          );
      }
    }
  }
  return {missing, unused: exceptions.filter((entry) => !used.has(entry))};
}

describe('API notes and host records', () => {
  const {missing, unused} = silentNotes();

  it('every note names the hosts in which its export throws or does nothing', () => {
    assert.deepEqual(missing, []);
  });

  it('every exception is needed and gives its reason', () => {
    assert.deepEqual(
      unused.map((entry) => `${entry.version} ${entry.name} (${entry.face})`),
      [],
    );
    for (const entry of exceptions) assert.ok(entry.reason.length >= 30, `${entry.name}: the reason is too short`);
  });
});

/**
 * Checks the API notes (api/notes) against the declarations of the installed chayns-api, as
 * the build does, and lists every problem: `npm run check:notes`. It reads the TypeDoc JSON
 * that the build writes (.docusaurus/api-typedoc-default.json, or the file in API_JSON).
 * Arguments are kinds (`enum`, `function`, ...) to restrict the check to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkNotes, NOTE_KINDS, readNotes, type NoteTarget} from '../plugins/api-reference/notes';

const ROOT = path.resolve(__dirname, '..');
const json = process.env.API_JSON ?? path.join(ROOT, '.docusaurus', 'api-typedoc-default.json');
if (!fs.existsSync(json)) {
  console.error(`No ${json}: run "npm run build" once first (or set API_JSON).`);
  process.exit(1);
}
const kinds = process.argv.slice(2);
const wanted = (kind: string) => kinds.length === 0 || kinds.includes(kind);
const declarations = (JSON.parse(fs.readFileSync(json, 'utf8')) as {children: NoteTarget[]}).children;
const targets = declarations.filter((child) => NOTE_KINDS[child.kind] && wanted(NOTE_KINDS[child.kind]));
const notes = readNotes(path.join(ROOT, 'api', 'notes')).filter((note) => wanted(note.kind));
// Links may point to any export of the reference, whatever kinds are checked.
const problems = checkNotes(notes, targets, new Set(declarations.map((child) => child.name)));
console.log(`${notes.length} notes for ${targets.length} pages checked.`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

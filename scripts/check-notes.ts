/**
 * Checks the API notes (api/notes) against the declarations of each docs version's chayns-api, as
 * the build does, and lists every problem with its file and version: `npm run check:notes`. It reads
 * the TypeDoc JSON that the build writes (.docusaurus/api-typedoc-default.json for the current
 * version, versioned_docs/version-<name>/api-typedoc.json for older ones), so run `npm run build`
 * once first. Arguments are kinds (`enum`, `function`, ...) to restrict the check to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {apiReferencePaths} from '../config/apiReference';
import {docsVersions} from '../config/versions';
import {
  checkNotes,
  NOTE_KINDS,
  readVersionNotes,
  unusedSharedNotes,
  type NoteTarget,
} from '../plugins/api-reference/notes';

const ROOT = path.resolve(__dirname, '..');
const kinds = process.argv.slice(2);
const wanted = (kind: string) => kinds.length === 0 || kinds.includes(kind);

let failed = false;
const unused = unusedSharedNotes(
  apiReferencePaths.notesDir,
  docsVersions.map((version) => version.notesFolder),
);
if (unused.length > 0) {
  console.error(unused.join('\n'));
  failed = true;
}
for (const version of docsVersions) {
  const json =
    version.segment === ''
      ? path.join(ROOT, '.docusaurus', 'api-typedoc-default.json')
      : path.join(ROOT, 'versioned_docs', `version-${version.name}`, 'api-typedoc.json');
  if (!fs.existsSync(json)) {
    console.error(`No ${path.relative(ROOT, json)}: run "npm run build" once first.`);
    process.exit(1);
  }
  const declarations = (JSON.parse(fs.readFileSync(json, 'utf8')) as {children: NoteTarget[]}).children;
  // The renamed enums of the current version keep their pages (see config/apiReference.ts).
  const renamed = version.segment === '' ? Object.keys(apiReferencePaths.renamedEnums) : [];
  const targets = declarations
    .map((child) =>
      renamed.includes(child.name)
        ? {
            ...child,
            kind: 8,
            children: declarations.find((d) => d.name === apiReferencePaths.renamedEnums[child.name])?.children,
          }
        : child,
    )
    .filter((child) => NOTE_KINDS[child.kind] && wanted(NOTE_KINDS[child.kind]));
  const notes = readVersionNotes(apiReferencePaths.notesDir, version.notesFolder).filter((note) => wanted(note.kind));
  // Links may point to any export of the reference, whatever kinds are checked.
  const problems = checkNotes(notes, targets, new Set(declarations.map((child) => child.name)), {
    library: `${version.library.name} ${version.library.version} (docs version ${version.name})`,
    folder: version.notesFolder,
  });
  console.log(`${version.name}: ${notes.length} notes for ${targets.length} pages checked.`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

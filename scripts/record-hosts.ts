/**
 * `npm run record:hosts`: records where each export that talks to the host works, by running the real
 * chayns-api of every docs version in each face of the simulated host (scripts/host-support/), and
 * writes `api/host-support/<notesFolder>.json` (3.x.json, 2.x.json). The API pages show each export's
 * "Works in" from them and the guides' "Host support" page the whole table.
 *
 * - `npm run record:hosts -- --check` writes nothing: it records again and lists what differs from the
 *   files, failing when anything does (`npm run test:hosts`, a step of `npm test`, runs it).
 * - `npm run record:hosts -- openUrl useUser` records only those and prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions} from '../config/versions';
import {recordVersion} from './host-support/recorder';
import {differences, formatFile, hostSupportFile} from './host-support/recordsFile';
import {RECORD_COMMAND, type HostSupportFile} from '../src/components/HostState/records';

async function main(): Promise<boolean> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = args.filter((arg) => !arg.startsWith('--'));
  let fresh = true;
  for (const version of docsVersions) {
    const started = performance.now();
    const file = await recordVersion(version, only.length > 0 ? {only} : {});
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = hostSupportFile(version);
    const relative = path.relative(process.cwd(), target);
    const text = await formatFile(file, target);
    if (only.length > 0) {
      process.stdout.write(`${version.library.name} ${version.library.version}:\n${text}`);
    } else if (check) {
      const stored = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
      if (stored === text) {
        console.log(`${relative}: ${file.records.length} exports as recorded (${seconds} s)`);
        continue;
      }
      fresh = false;
      const changed = stored ? differences(JSON.parse(stored) as HostSupportFile, file) : ['the file is missing'];
      console.log(
        `${relative} is stale; run \`${RECORD_COMMAND}\`, review the diff (and the notes of what changed), commit it:\n` +
          `${(changed.length > 0 ? changed : ['(the same records, written differently)']).map((line) => `  ${line}`).join('\n')}`,
      );
    } else {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, text);
      console.log(`${relative}: ${file.records.length} exports in ${seconds} s`);
    }
  }
  return fresh;
}

// The simulated pages leave timers of the library behind (requests with a timeout): exit when done.
main().then(
  (fresh) => process.exit(fresh ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

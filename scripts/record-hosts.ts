/**
 * `npm run record:hosts`: records where each export that talks to the host works, by running the real
 * chayns-api of every docs version in each face of the simulated host (scripts/host-support/), and
 * writes `api/host-support/<notesFolder>.json` (3.x.json, 2.x.json). The API pages show each export's
 * "Works in" from them and the guides' "Host support" page the whole table; a test of `npm test`
 * fails when a fresh recording differs from the files.
 *
 * `npm run record:hosts -- openUrl useUser` records only those (printed, nothing written).
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions} from '../config/versions';
import {formatFile, hostSupportFile, recordVersion} from './host-support/recorder';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const version of docsVersions) {
    const started = performance.now();
    const file = await recordVersion(version, only.length > 0 ? {only} : {});
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = hostSupportFile(version);
    if (only.length > 0) {
      process.stdout.write(`${version.library.name} ${version.library.version}:\n${await formatFile(file, target)}`);
      continue;
    }
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, await formatFile(file, target));
    console.log(`${path.relative(process.cwd(), target)}: ${file.records.length} exports in ${seconds} s`);
  }
}

// The simulated pages leave timers of the library behind (style settings requests with a timeout): exit when done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

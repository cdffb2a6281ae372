/**
 * The host records in the repository (api/host-support/<notesFolder>.json) are what the installed
 * chayns-api does today: `npm run record:hosts -- --check` records every version again and compares,
 * so a new chayns-api, a changed probe or a changed rule cannot leave the "Works in" of the API pages
 * and the "Host support" page stale. A step of `npm test` (`npm run test:hosts`, in its `checks` leg).
 * The recording runs in a process of its own: the library leaves unhandled rejections behind (a record
 * of them is part of the result), which node:test would count against the test that is running.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';

describe('host records', () => {
  it('api/host-support/*.json is what each version of chayns-api does in each host today', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/record-hosts.ts', '--check'], {
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`.trim();
    assert.equal(result.status, 0, output);
    console.log(output);
  });
});

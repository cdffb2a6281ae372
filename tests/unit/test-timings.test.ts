/** How `npm run bench:tests` reads `npm test` and concurrently's output, and what its report shows. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {concurrentlyTimings, scriptSteps, testSuiteMarkdown, type TestTimingRun} from '../../scripts/test-timings';

const OUTPUT = [
  '\x1b[34m[lint]\x1b[39m npm run lint started at 2026-11-23 14:36:15.324',
  '\x1b[34m[lint]\x1b[39m npm run lint stopped at 2026-11-23 14:36:31.327 after 16,003ms',
  '[lint] npm run lint exited with code 0',
  '[build] npm run build stopped at 2026-11-23 14:37:01.100 after 45,776ms',
  '[build] npm run build exited with code 1',
  '--> Timings:',
].join('\n');

describe('bench:tests', () => {
  it('reads the wall time and the exit of each command of a concurrently step', () => {
    assert.deepEqual(concurrentlyTimings(OUTPUT, 'concurrently npm:lint npm:build'), [
      {command: 'npm run lint', seconds: 16, ok: true, within: 'concurrently npm:lint npm:build'},
      {command: 'npm run build', seconds: 45.8, ok: false, within: 'concurrently npm:lint npm:build'},
    ]);
  });

  it('reads a concurrently step that one of its commands starts after a first one (build, then checks beside the browser tests)', () => {
    const chain = 'npm run build && npm run test:built';
    const nested = [
      '[typecheck] npm run typecheck started at 2026-11-23 14:00:00.000',
      '[typecheck] npm run typecheck stopped at 2026-11-23 14:00:20.000 after 20,000ms',
      '[typecheck] npm run typecheck exited with code 0',
      `[build] ${chain} started at 2026-11-23 14:00:00.100`,
      '[build] [node-checks] npm run test:build started at 2026-11-23 14:01:10.100',
      '[build] [browser] playwright test started at 2026-11-23 14:01:10.200',
      '[build] [node-checks] npm run test:build stopped at 2026-11-23 14:01:40.100 after 30,000ms',
      '[build] [node-checks] npm run test:build exited with code 0',
      '[build] [browser] playwright test stopped at 2026-11-23 14:05:10.200 after 240,000ms',
      '[build] [browser] playwright test exited with code 1',
      `[build] ${chain} stopped at 2026-11-23 14:05:11.100 after 311,000ms`,
      `[build] ${chain} exited with code 1`,
    ].join('\n');
    assert.deepEqual(concurrentlyTimings(nested, 'concurrently'), [
      {command: 'npm run typecheck', seconds: 20, ok: true, within: 'concurrently'},
      {command: chain, seconds: 311, ok: false, within: 'concurrently'},
      {command: 'npm run build', seconds: 70, ok: true, within: chain},
      {command: 'npm run test:build', seconds: 30, ok: true, within: chain},
      {command: 'playwright test', seconds: 240, ok: false, within: chain},
    ]);
  });

  it('finds nothing in the output of a plain command', () => {
    assert.deepEqual(concurrentlyTimings('built in 30 s\n', 'npm run build'), []);
  });

  it("shows each run's reference time, and a dash for runs recorded without one", () => {
    const run: TestTimingRun = {
      label: 'now',
      commit: 'abc1234',
      date: '2026-11-23T16:00:00.000Z',
      machine: '2 CPUs',
      loadAverage: [1, 1, 1],
      install: 60,
      reference: [1.9, 2.4],
      phases: [{command: 'playwright test', seconds: 200, ok: true}],
      files: [],
      totalSeconds: 200,
    };
    const table = testSuiteMarkdown([{...run, label: 'before', reference: undefined}, run]);
    assert.match(table, /\| reference work at start \/ end [^|]*\| – \| 1\.9 \/ 2\.4 \|/);
  });

  it('splits npm test into its steps, not a quoted command that concurrently runs', () => {
    assert.deepEqual(scriptSteps('concurrently "npm:lint" "npm run build && npm run test:build" && playwright test'), [
      'concurrently "npm:lint" "npm run build && npm run test:build"',
      'playwright test',
    ]);
    assert.deepEqual(scriptSteps('a && b&&c'), ['a', 'b', 'c']);
  });
});

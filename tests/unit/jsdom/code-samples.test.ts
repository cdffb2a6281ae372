/**
 * The code-sample check (scripts/check-code-samples.ts) and runner (scripts/run-code-samples.ts)
 * catch what they promise to catch, reported with file and line. The check of the site's own
 * samples is `npm run check:samples`, a step of `npm test`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';
import {
  checkCodeSamples,
  collectSamples,
  inVersion,
  extractFencedBlocks,
  WORK_DIR,
  writeSamples,
} from '../../../scripts/check-code-samples';
import {runSamples, SETTLE_MS, VISIBLE_WAIT_MS} from '../../../scripts/run-code-samples';
import {currentVersion, docsVersions} from '../../../config/versions';

const SELF_TEST_DIR = path.join(WORK_DIR, '..', 'code-samples-self-test');
const ROOT = path.join(__dirname, '..', '..', '..');
const FIXTURES = 'tests/fixtures/code-samples';

/** The runner's problems for a fixture page of tests/fixtures/code-samples, run in-process. */
async function problemsOfFixture(name: string): Promise<string[]> {
  const file = `${FIXTURES}/${name}`;
  const samples = extractFencedBlocks(fs.readFileSync(path.join(ROOT, file), 'utf8'), file);
  const report = await runSamples(writeSamples(samples, SELF_TEST_DIR));
  return report.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
}

/** `npm run check:samples -- <files>` in a process of its own, as a reader runs it. */
function checkSamplesCommand(...files: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-code-samples.ts', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

function page(...blocks: string[][]): string {
  return ['# A page', '', ...blocks.flatMap((block) => [...block, ''])].join('\n');
}

describe('code samples', () => {
  it('come from every guide that teaches the library, the API notes and the home page', () => {
    const files = new Set(collectSamples().map((sample) => sample.file));
    for (const file of [
      'docs/getting-started.mdx',
      'docs/dialogs.mdx',
      'docs/hooks/assets.mdx',
      'docs/configuration/webpack-customization.mdx',
      'src/pages/_first-example.mdx',
    ]) {
      assert.ok(files.has(file), `no samples found in ${file}`);
    }
    assert.ok(
      [...files].some((file) => file.startsWith('api/notes/')),
      'no samples found in api/notes',
    );
  });

  it('no sample of the site is skipped without a reason', () => {
    const unexplained = collectSamples().filter((sample) => /(^|\s)skip-check\s*$/.test(sample.meta));
    assert.deepEqual(
      unexplained.map((sample) => `${sample.file}:${sample.line}`),
      [],
    );
  });

  it('a sample that does not match the library is reported with its file and line', () => {
    const wrong = extractFencedBlocks(
      page(
        [
          '```tsx',
          "import {useUser} from 'chayns-api';",
          'export function Name() {',
          '  const id: string = useUser().userId;',
          '  return <p>{id}</p>;',
          '}',
          '```',
        ],
        ['```tsx skip-check partial on purpose', 'const notChecked: number = "text";', '```'],
        ['```json', '{"name": "app",}', '```'],
      ),
      'docs/broken.mdx',
    );
    const result = checkCodeSamples(wrong, SELF_TEST_DIR);
    assert.equal(result.skipped.length, 1);
    assert.equal(result.checked.length, 2);
    const [json, tsx] = [...result.problems].sort((a, b) => b.line - a.line);
    assert.deepEqual([tsx.file, tsx.line], ['docs/broken.mdx', 6]);
    assert.match(tsx.message, /TS2322.*number.*string/s);
    assert.deepEqual([json.file, json.line], ['docs/broken.mdx', wrong[2].codeLine]);
    assert.match(json.message, /invalid JSON/);
  });

  it('a sample that compiles but fails in the simulated host is reported with its file and line', async () => {
    const samples = extractFencedBlocks(
      page(
        // Renders and opens a dialog: the host's openDialog is called, as the meta says.
        [
          '```tsx calls="openDialog"',
          "import {createDialog, DialogType, useUser} from 'chayns-api';",
          'export default function Greet() {',
          '  const user = useUser();',
          "  const ask = () => void createDialog({type: DialogType.INPUT, text: 'Name?'}).open();",
          '  return <button onClick={ask}>{user?.firstName}</button>;',
          '}',
          '```',
        ],
        // Throws when it renders.
        [
          '```tsx',
          'export default function Broken(): JSX.Element {',
          "  throw new Error('render failed');",
          '}',
          '```',
        ],
        // Uses a hook without the provider a chayns module must bring (what withCompatMode returns).
        [
          '```tsx',
          "import {useSite, withCompatMode} from 'chayns-api';",
          'const Title = () => <h1>{useSite().title}</h1>;',
          'export default withCompatMode(Title);',
          '```',
        ],
        // Promises a host call it does not make.
        ['```tsx calls="setHeight"', 'export default function Quiet() {', '  return <p>quiet</p>;', '}', '```'],
        // Configuration: type-checked, not run.
        ['```ts config', "throw new Error('never runs');", '```'],
      ),
      'docs/runtime.mdx',
    );
    const report = await runSamples(writeSamples(samples, SELF_TEST_DIR));
    const [working, throwing, withoutProvider, quiet] = samples.map((sample) =>
      report.problems.filter((problem) => problem.line === sample.line).map((problem) => problem.message),
    );
    assert.deepEqual(working, [], 'the working sample');
    assert.ok(
      throwing.some((message) => /render failed/.test(message)),
      `the throwing sample: ${throwing}`,
    );
    assert.ok(
      withoutProvider.some((message) => /Could not find chayns context/.test(message)),
      `the module without a provider: ${withoutProvider}`,
    );
    assert.ok(
      quiet.some((message) => /did not call the host's setHeight/.test(message)),
      `the missing call: ${quiet}`,
    );
    assert.equal(report.configuration.length, 1);
    assert.equal(report.rendered.length, 2);
    assert.ok(report.problems.every((problem) => problem.file === 'docs/runtime.mdx'));
  });

  it("type-checks and runs a version's samples against that version's chayns-api", async () => {
    // The same sample holds for 2.6.14 (BARCODE shares QR's 0) and fails against 3.x (BARCODE is 1).
    const [sample] = extractFencedBlocks(
      [
        '```tsx',
        "import {ScanQrCodeCodeType, useUser} from 'chayns-api';",
        'export default function Barcode() {',
        '  if (ScanQrCodeCodeType.BARCODE !== 0) throw new Error(`BARCODE is ${ScanQrCodeCodeType.BARCODE}`);',
        '  return <p>Hello {useUser()?.firstName}</p>;',
        '}',
        '```',
      ].join('\n'),
      'versioned_docs/version-2.x/runtime.mdx',
    );
    const older = docsVersions.find((version) => version.name === '2.x')!;
    assert.equal(inVersion(sample, older), true);
    assert.equal(inVersion(sample, currentVersion), false);
    const olderDir = `${SELF_TEST_DIR}-2.x`;
    assert.deepEqual(checkCodeSamples([sample], olderDir, older.installName).problems, []);
    const inOlder = await runSamples(writeSamples([sample], olderDir, older.installName), {
      installName: older.installName,
    });
    assert.deepEqual(inOlder.problems, []);
    assert.equal(inOlder.rendered.length, 1);
    const inCurrent = await runSamples(writeSamples([sample], SELF_TEST_DIR));
    assert.ok(
      inCurrent.problems.some((problem) => /BARCODE is 1/.test(problem.message)),
      inCurrent.problems.map((problem) => problem.message).join('\n'),
    );
  });

  it('puts shared notes in every version, and version notes and guides in their own', () => {
    const [older] = docsVersions.filter((version) => version !== currentVersion);
    const at = (file: string) => ({file, line: 1, codeLine: 2, lang: 'ts', meta: '', code: ''});
    assert.deepEqual(
      [
        'api/notes/function/useUser.md',
        'api/notes/3.x/function/useSafeArea.md',
        'api/notes/2.x/function/useUser.md',
        'docs/dialogs.mdx',
        'src/pages/_first-example.mdx',
      ].map((file) => [inVersion(at(file), currentVersion), inVersion(at(file), older)]),
      [
        [true, true],
        [true, false],
        [false, true],
        [true, false],
        [true, false],
      ],
    );
    // The "before" code of the migration guide names its version.
    assert.deepEqual(
      [currentVersion, older].map((version) =>
        inVersion({...at('docs/migration.mdx'), meta: 'version="2.x"'}, version),
      ),
      [false, true],
    );
  });

  it('runs each sample on the path of each host: module props, the iframe connection, the app calls', async () => {
    const [sample] = extractFencedBlocks(
      [
        '```tsx calls="setFloatingButton"',
        "import React, {useEffect} from 'react';",
        "import {setFloatingButton, useSite} from 'chayns-api';",
        'export default function Basket() {',
        "  useEffect(() => void setFloatingButton({isEnabled: true, text: 'Basket'}, () => {}), []);",
        '  return <p>{useSite().title}</p>;',
        '}',
        '```',
      ].join('\n'),
      'docs/hosts.mdx',
    );
    const seen = new Map<string, string[]>();
    const report = await runSamples(writeSamples([sample], SELF_TEST_DIR), {
      onRun: ({face, signedIn, host}) => {
        if (!signedIn) return;
        seen.set(face, [...host.log, ...host.calls.map((call) => `called ${call.name}`)]);
      },
    });
    assert.deepEqual(report.problems, []);
    assert.deepEqual([...seen.keys()], ['module', 'iframe', 'app']);
    // As a module the page's functions are called directly: no connection, no app call.
    assert.deepEqual(seen.get('module'), ['called setFloatingButton']);
    // In an iframe the library connects to the page first (and reports its height), then calls the page's function.
    const iframe = seen.get('iframe')!;
    assert.equal(iframe[0], 'iframe: the app connected');
    assert.ok(iframe.includes('called setFloatingButton'), iframe.join(', '));
    // In the app: the app's data (call 18), then the floating button (call 72).
    const app = seen.get('app')!;
    assert.ok(app.includes('app: call 18') && app.includes('app: call 72'), app.join(', '));
    assert.ok(!app.includes('iframe: the app connected'));
  });

  it('fails a sample that works as a module but throws in an iframe, naming the iframe', () => {
    // The fixture's rejection is unhandled by design, so it runs in a process of its own, as npm run check:samples does.
    const fixture = 'tests/fixtures/code-samples/iframe-only-failure.mdx';
    const run = checkSamplesCommand(fixture);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const lines = run.stderr.split('\n').filter((line) => line.startsWith(`${fixture}:`));
    assert.ok(
      lines.some((line) => /\[iframe\] (uncaught|unhandled rejection): TypeError/.test(line)),
      run.stderr,
    );
    assert.ok(!lines.some((line) => /\[module/.test(line)), run.stderr);
  });
  it('fails an app root rendered as a module: its own ChaynsProvider gets no data and reaches no host', async () => {
    // The example useChaynsHistoryHash's note had: it passed while the module face played the parent page too.
    const problems = await problemsOfFixture('app-root-as-module.mdx');
    assert.ok(
      problems.some((line) => /\[module\] renders a ChaynsProvider of its own without isModule/.test(line)),
      problems.join('\n'),
    );
    assert.ok(
      problems.every((line) => /\[module(, signed out)?\]/.test(line)),
      `only the module face fails:\n${problems.join('\n')}`,
    );
  });

  it('fails a script sample that runs nothing in any host', async () => {
    // The example isAppStorageAvailable's note had: its one function takes the library's app wrapper.
    const problems = await problemsOfFixture('never-runs.mdx');
    for (const face of ['module', 'iframe', 'app']) {
      assert.ok(
        problems.some((line) => new RegExp(`\\[${face}\\] ran nothing: describeDialogChannel\\(\\)`).test(line)),
        `${face}:\n${problems.join('\n')}`,
      );
    }
  });

  it('fails a component that shows nothing and a function that never settles, without waiting long when they pass', async () => {
    const samples = extractFencedBlocks(
      page(
        ['```tsx hosts="module"', 'export default function Empty() {', '  return null;', '}', '```'],
        [
          '```ts hosts="module"',
          '/** Waits for an answer that never comes. */',
          'export function waitForever(): Promise<void> {',
          '  return new Promise(() => undefined);',
          '}',
          '```',
        ],
        // A part of a larger example (it takes props) may render nothing on its own.
        [
          '```tsx hosts="module"',
          'export function Price({cents}: {cents?: number}) {',
          '  return cents === undefined ? null : <span>{cents / 100} €</span>;',
          '}',
          '```',
        ],
      ),
      'docs/silent.mdx',
    );
    const started = Date.now();
    const report = await runSamples(writeSamples(samples, SELF_TEST_DIR));
    const [empty, forever, part] = samples.map((sample) =>
      report.problems.filter((problem) => problem.line === sample.line).map((problem) => problem.message),
    );
    assert.deepEqual(empty, [
      `[module] rendered nothing visible within ${VISIBLE_WAIT_MS} ms`,
      `[module, signed out] rendered nothing visible within ${VISIBLE_WAIT_MS} ms`,
    ]);
    assert.deepEqual(forever, [
      `[module] waitForever() did not settle within ${SETTLE_MS} ms`,
      `[module, signed out] waitForever() did not settle within ${SETTLE_MS} ms`,
    ]);
    assert.deepEqual(part, []);
    // Two runs of each limit, and little else.
    assert.ok(Date.now() - started < 2 * (VISIBLE_WAIT_MS + SETTLE_MS) + 3000, `${Date.now() - started} ms`);
    assert.deepEqual(report.hosts.module, {run: 3, passed: 1});
  });

  it('is quiet when green: one line per version and host, nothing a sample printed', () => {
    const run = checkSamplesCommand(`${FIXTURES}/quiet-pass.mdx`);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal(run.stderr, '');
    const lines = run.stdout.trim().split('\n');
    assert.deepEqual(
      lines.map((line) => line.replace(/: .*/, '')),
      ['module', 'iframe', 'app'].map((face) => `chayns-api 3.6.3 (docs version current), ${face}`),
    );
    assert.match(lines[0], /: 1 samples run, 1 passed; /);
    assert.ok(!run.stdout.includes('[quiet-pass]'));
  });

  it("prints a failing sample's output after its failure, with file, line, version and host", () => {
    const run = checkSamplesCommand(`${FIXTURES}/quiet-pass.mdx`, `${FIXTURES}/loud-fail.mdx`);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const output = run.stdout + run.stderr;
    assert.ok(!output.includes('[quiet-pass]'), 'the passing sample stays quiet');
    const failing = `${FIXTURES}/loud-fail.mdx:8: [current] [module] `;
    const lines = run.stderr.split('\n').filter((line) => line.startsWith(failing));
    const failure = lines.findIndex((line) => /the bakery is closed/.test(line));
    const printed = lines.findIndex(
      (line) => line === `${failing}printed: console.log: [loud-fail] ordering two rolls`,
    );
    assert.ok(failure >= 0 && printed > failure, run.stderr);
    assert.ok(lines.includes(`${failing}printed: console.info: [loud-fail] order form shown`), run.stderr);
    assert.match(run.stdout, /chayns-api 3\.6\.3 \(docs version current\), module: 2 samples run, 1 passed; /);
  });
});

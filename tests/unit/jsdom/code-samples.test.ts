/**
 * The code-sample check (scripts/check-code-samples.ts) and runner (scripts/run-code-samples.ts)
 * catch what they promise to catch, reported with file and line. The check of the site's own
 * samples is `npm run check:samples`, a step of `npm test`.
 */
import assert from 'node:assert/strict';
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
import {runSamples} from '../../../scripts/run-code-samples';
import {currentVersion, docsVersions} from '../../../config/versions';

const SELF_TEST_DIR = path.join(WORK_DIR, '..', 'code-samples-self-test');

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
        '  return <p>{useUser()?.firstName}</p>;',
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
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-code-samples.ts', fixture], {
      cwd: path.join(__dirname, '..', '..', '..'),
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const lines = run.stderr.split('\n').filter((line) => line.startsWith(`${fixture}:`));
    assert.ok(
      lines.some((line) => /\[iframe\] (uncaught|unhandled rejection): TypeError/.test(line)),
      run.stderr,
    );
    assert.ok(!lines.some((line) => /\[module/.test(line)), run.stderr);
  });
});

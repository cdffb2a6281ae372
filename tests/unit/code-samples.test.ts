/**
 * The code-sample check (scripts/check-code-samples.ts) and runner (scripts/run-code-samples.ts)
 * catch what they promise to catch, reported with file and line. The check of the site's own
 * samples is `npm run check:samples`, a step of `npm test`.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  checkCodeSamples,
  collectSamples,
  extractFencedBlocks,
  WORK_DIR,
  writeSamples,
} from '../../scripts/check-code-samples';
import {runSamples} from '../../scripts/run-code-samples';

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
});

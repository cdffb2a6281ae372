/**
 * Every ts/tsx/js code sample of the guides and the home page compiles against the installed
 * chayns-api and React types (see scripts/check-code-samples.ts). Needs no browser and no build.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {
  checkCodeSamples,
  collectSamples,
  extractFencedBlocks,
  formatProblems,
  WORK_DIR,
  type CodeSample,
} from '../scripts/check-code-samples';

// One TypeScript program over all samples takes a few CPU seconds, far more on a busy machine.
test.describe.configure({timeout: 240_000});

test('every code sample of the guides and the home page type-checks against chayns-api', () => {
  const result = checkCodeSamples();
  const skipped = result.skipped.map((sample) => `${sample.file}:${sample.line} (${sample.meta})`);
  console.log(`${result.checked.length} code samples checked, ${result.skipped.length} skipped`);
  test.info().annotations.push({type: 'skipped samples', description: `${skipped.length}: ${skipped.join(', ')}`});

  const files = new Set(result.checked.map((sample) => sample.file));
  // The guides that teach the library and the home page each have checked samples.
  for (const file of [
    'docs/getting-started.mdx',
    'docs/dialogs.mdx',
    'docs/hooks/assets.mdx',
    'docs/configuration/webpack-customization.mdx',
    'src/pages/index.tsx',
  ]) {
    expect(files, `checked samples of ${file}`).toContain(file);
  }
  expect(formatProblems(result.problems), 'compiler errors in code samples').toBe('');
});

test('a sample that does not match the library is reported with its file and line', () => {
  const wrong: CodeSample[] = extractFencedBlocks(
    [
      '# A page',
      '',
      '```tsx',
      "import {useUser} from 'chayns-api';",
      '',
      'export function Name() {',
      '  const id: string = useUser().userId;',
      '  return <p>{id}</p>;',
      '}',
      '```',
      '',
      '```tsx skip-check partial on purpose',
      'const notChecked: number = "text";',
      '```',
      '',
      '```json',
      '{"name": "app",}',
      '```',
    ].join('\n'),
    'docs/broken.mdx',
  );
  const result = checkCodeSamples(wrong, path.join(WORK_DIR, '..', 'code-samples-self-test'));
  expect(result.skipped).toHaveLength(1);
  expect(result.checked).toHaveLength(2);
  expect(result.problems).toHaveLength(2);
  const [json, tsx] = [...result.problems].sort((a, b) => b.line - a.line);
  expect(tsx).toMatchObject({file: 'docs/broken.mdx', line: 7});
  expect(tsx.message).toMatch(/TS2322.*number.*string/s);
  expect(json).toMatchObject({file: 'docs/broken.mdx', line: 17});
  expect(json.message).toMatch(/invalid JSON/);
});

test('no sample of the site is skipped without a reason', () => {
  const unexplained = collectSamples().filter((sample) => /(^|\s)skip-check\s*$/.test(sample.meta));
  expect(unexplained.map((sample) => `${sample.file}:${sample.line}`)).toEqual([]);
});

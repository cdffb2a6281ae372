/**
 * Type-checks the code samples of the guides (docs/**\/*.md(x), and each older version's in
 * versioned_docs), of the API notes (api/notes/**\/*.md) and of the home page against the chayns-api
 * of their docs version and React types, so that a sample that no longer matches the library fails
 * `npm test` instead of misleading a reader. Each docs version (config/versions.ts) is checked and
 * run on its own: its guides and its own notes, the shared notes (api/notes/<kind>/, in every
 * version) and, for the current version, the home page; `chayns-api` in its samples is the package
 * installed for that version (`chayns-api-2` for 2.x).
 *
 * - Every fenced block in ts, tsx, js or jsx is compiled; every json block must parse. Other
 *   languages (bash) are not checked.
 * - A block whose meta contains `skip-check` is counted as skipped (give a reason after it).
 * - A block with `title="some/path.tsx"` is written to that path, next to the other titled blocks
 *   of the same page, so that samples may import each other (`import App from './App'`).
 * - A `toolkit.config.js` sample is checked against the declaration in
 *   tests/fixtures/code-samples/toolkit-config.d.ts (chayns-toolkit ships no types).
 *
 * Then every sample is run in the simulated chayns host (scripts/run-code-samples.ts).
 *
 * Run it alone with `npm run check:samples` (paths as arguments check only those files).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {currentVersion, docsVersions, type DocsVersion} from '../config/versions';
import {isSkippedMeta} from '../src/components/SimulatedHost/meta';

const ROOT = path.resolve(__dirname, '..');
const NOTES_DIR = path.join(ROOT, 'api', 'notes');
/** The home page's sample, an MDX partial of src/pages. */
const HOME_SAMPLE = path.join(ROOT, 'src', 'pages', '_first-example.mdx');
/**
 * Inside node_modules so that imports of the samples resolve against the installed packages; one
 * folder per checkout, so that work trees sharing one node_modules do not overwrite each other.
 */
export const WORK_DIR = path.join(
  ROOT,
  'node_modules',
  '.cache',
  `code-samples-${path.basename(ROOT).replace(/[^\w-]/g, '_')}`,
);
const TOOLKIT_CONFIG_TYPES = path.join(ROOT, 'tests', 'fixtures', 'code-samples', 'toolkit-config.d.ts');

const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'json']);

export interface CodeSample {
  /** Source file, relative to the repository root. */
  file: string;
  /** 1-based line of the opening fence (or of the template literal on the home page). */
  line: number;
  /** 1-based line of the sample's first line of code. */
  codeLine: number;
  lang: string;
  meta: string;
  code: string;
}

export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

export interface CheckResult {
  checked: CodeSample[];
  skipped: CodeSample[];
  problems: SampleProblem[];
}

/** The fenced code blocks of a Markdown/MDX text. */
export function extractFencedBlocks(text: string, file: string): CodeSample[] {
  const lines = text.split('\n');
  const samples: CodeSample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).exec(lines[j]);
      if (close) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    if (j === lines.length) {
      throw new Error(`${file}:${i + 1}: code fence is never closed`);
    }
    samples.push({
      file,
      line: i + 1,
      codeLine: i + 2,
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
    });
    i = j;
  }
  return samples;
}

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listMarkdown(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Every code sample of the guides of every version, the API notes and the home page, checked or not. */
export function collectSamples(): CodeSample[] {
  const samples: CodeSample[] = [];
  const guides = docsVersions.flatMap((version) => listMarkdown(path.join(ROOT, version.guidesDir)));
  for (const file of [...guides, ...listMarkdown(NOTES_DIR), HOME_SAMPLE]) {
    samples.push(...extractFencedBlocks(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)));
  }
  return samples;
}

/**
 * Whether a sample belongs to a docs version: its guides, its own notes, the shared notes; the home
 * page is the current version's. A block whose meta names a version (` ```tsx version="2.x" `, the
 * "before" code of the migration guide) belongs to that version alone.
 */
export function inVersion(sample: CodeSample, version: DocsVersion): boolean {
  const named = /(?:^|\s)version="([^"]+)"/.exec(sample.meta)?.[1];
  if (named) return named === version.name;
  const file = sample.file.split(path.sep).join('/');
  const notes = /^api\/notes\/(?:([^/]+)\/)?[a-z]+\/[^/]+\.md$/.exec(file);
  if (notes) return notes[1] === undefined || notes[1] === version.notesFolder;
  const guideVersion =
    docsVersions.find((v) => v !== currentVersion && file.startsWith(`${v.guidesDir}/`)) ?? currentVersion;
  return guideVersion === version;
}

/**
 * Where a version's samples are written: inside node_modules, so that their imports resolve against
 * the installed packages, with `chayns-api` there standing for the version's package.
 */
export function workDirOf(version: DocsVersion): string {
  return version === currentVersion ? WORK_DIR : `${WORK_DIR}-${version.name}`;
}

/** Makes `chayns-api` inside `workDir` resolve to `installName` (the package of an older version). */
export function linkLibrary(workDir: string, installName: string): void {
  if (installName === 'chayns-api') return;
  const link = path.join(workDir, 'node_modules', 'chayns-api');
  fs.mkdirSync(path.dirname(link), {recursive: true});
  fs.symlinkSync(path.join(ROOT, 'node_modules', installName), link, 'dir');
}

function titleOf(meta: string): string | undefined {
  return /title="([^"]+)"/.exec(meta)?.[1];
}

export function isSkipped(sample: CodeSample): boolean {
  return isSkippedMeta(sample.meta);
}

/** Writes the samples as files under `workDir`; returns each file with the sample it holds. */
export function writeSamples(
  samples: CodeSample[],
  workDir: string = WORK_DIR,
  installName = 'chayns-api',
): Map<string, CodeSample> {
  fs.rmSync(workDir, {recursive: true, force: true});
  fs.mkdirSync(workDir, {recursive: true});
  linkLibrary(workDir, installName);
  const written = new Map<string, CodeSample>();

  for (const sample of samples) {
    const pageDir = sample.file.replace(/\.[^.]+$/, '').replace(/[^\w]+/g, '_');
    const title = titleOf(sample.meta);
    let relative = title ?? `block-line-${sample.line}.${sample.lang}`;
    let code = sample.code;
    if (path.basename(relative) === 'toolkit.config.js') {
      // Check the exported object against the toolkit's configuration shape; the rewrite keeps
      // every line where it was, so reported lines still point into the guide.
      if (!/^module\.exports = /m.test(code)) {
        throw new Error(`${sample.file}:${sample.line}: a toolkit.config.js sample must assign module.exports`);
      }
      code = code.replace(/^module\.exports = /m, 'export const config: ToolkitConfig = ');
      relative = relative.replace(/\.js$/, `.line-${sample.line}.ts`);
    }
    const target = path.join(workDir, pageDir, relative);
    if (written.has(target)) {
      throw new Error(`${sample.file}:${sample.line}: another sample of this page has the same title`);
    }
    if (sample.lang === 'tsx' || sample.lang === 'jsx') {
      // The runner loads samples through tsx (esbuild), which would otherwise compile JSX for the
      // classic runtime; React 17+ apps (and the type-check) use the automatic one. Last line, so
      // that reported lines still match.
      code += '\n/* @jsxRuntime automatic @jsxImportSource react */\n';
    }
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, code);
    written.set(target, sample);
  }
  return written;
}

/** Writes the samples as files and compiles them in one program; returns the problems found. */
export function checkSamples(
  samples: CodeSample[],
  workDir: string = WORK_DIR,
  installName = 'chayns-api',
): SampleProblem[] {
  const written = writeSamples(samples, workDir, installName);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    allowJs: true,
    checkJs: true,
    esModuleInterop: true,
    skipLibCheck: true,
    types: ['node', 'react', 'react-dom'],
    typeRoots: [path.join(ROOT, 'node_modules', '@types')],
  };
  const program = ts.createProgram([...written.keys(), TOOLKIT_CONFIG_TYPES], options);
  const diagnostics = ts.getPreEmitDiagnostics(program);

  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const fileName = diagnostic.file ? path.resolve(diagnostic.file.fileName) : undefined;
    const origin = fileName ? written.get(fileName) : undefined;
    if (!origin || !diagnostic.file || diagnostic.start === undefined) {
      return {file: fileName ? path.relative(ROOT, fileName) : '(compiler options)', line: 0, message};
    }
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return {
      file: origin.file,
      line: origin.codeLine + line,
      message: `TS${diagnostic.code}: ${message}`,
    };
  });
}

/**
 * Checks the given samples (by default every sample of the site). `workDir` is where the samples are
 * written for the compiler; it must lie inside the repository so that imports resolve.
 */
export function checkCodeSamples(
  samples: CodeSample[] = collectSamples().filter((sample) => inVersion(sample, currentVersion)),
  workDir: string = WORK_DIR,
  installName = 'chayns-api',
): CheckResult {
  const relevant = samples.filter((sample) => CHECKED_LANGUAGES.has(sample.lang));
  const skipped = relevant.filter(isSkipped);
  const checked = relevant.filter((sample) => !isSkipped(sample));
  const json = checked.filter((sample) => sample.lang === 'json');
  const code = checked.filter((sample) => sample.lang !== 'json');
  return {checked, skipped, problems: [...checkJson(json), ...checkSamples(code, workDir, installName)]};
}

/** JSON samples (package.json excerpts and the like) must at least parse. */
export function checkJson(samples: CodeSample[]): SampleProblem[] {
  return samples.flatMap((sample) => {
    try {
      JSON.parse(sample.code);
      return [];
    } catch (error) {
      return [{file: sample.file, line: sample.codeLine, message: `invalid JSON: ${(error as Error).message}`}];
    }
  });
}

export function formatProblems(problems: SampleProblem[]): string {
  return problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n');
}

async function main(): Promise<void> {
  // Optional arguments: paths (files or folders) whose samples alone are checked.
  const only = process.argv.slice(2).map((arg) => path.relative(ROOT, path.resolve(arg)));
  const all = collectSamples();
  // A Markdown file named outside the site's pages (a fixture of the runner's tests) is read as it is.
  const outside = only.filter(
    (file) => /\.mdx?$/.test(file) && fs.existsSync(file) && !all.some((s) => s.file === file),
  );
  const samples = [
    ...(only.length === 0
      ? all
      : all.filter((sample) => only.some((prefix) => sample.file === prefix || sample.file.startsWith(`${prefix}/`)))),
    ...outside.flatMap((file) => extractFencedBlocks(fs.readFileSync(file, 'utf8'), file)),
  ];
  const {runSamples} = await import('./run-code-samples');
  const {HOST_FACES} = await import('../src/components/SimulatedHost/meta');
  let failed = false;
  for (const version of docsVersions) {
    const own = samples.filter((sample) => inVersion(sample, version));
    if (own.length === 0) continue;
    const label = `${version.library.name} ${version.library.version} (docs version ${version.name})`;
    const workDir = workDirOf(version);
    const result = checkCodeSamples(own, workDir, version.installName);
    const withVersion = (problems: SampleProblem[]) =>
      problems.map((problem) => ({...problem, message: `[${version.name}] ${problem.message}`}));
    if (result.problems.length > 0) {
      console.error(formatProblems(withVersion(result.problems)));
      console.error(`${label}: ${result.problems.length} type errors in ${result.checked.length} code samples.`);
      failed = true;
      continue;
    }
    // The run uses the files the type-check wrote.
    const written = writeSamples(
      result.checked.filter((sample) => sample.lang !== 'json'),
      workDir,
      version.installName,
    );
    const run = await runSamples(written, {installName: version.installName});
    if (run.problems.length > 0) {
      console.error(formatProblems(withVersion(run.problems)));
      failed = true;
    }
    // Quiet when green: one line per host; the samples' own output only came with their failures above.
    const notRun =
      `${result.checked.length} type-checked, ${run.configuration.length} configuration only, ` +
      `${result.skipped.length} skipped${result.skipped.length > 0 ? ` (${result.skipped.map((sample) => `${sample.file}:${sample.line}`).join(', ')})` : ''}`;
    for (const face of HOST_FACES) {
      const {run: ran, passed} = run.hosts[face];
      console.log(`${label}, ${face}: ${ran} samples run, ${passed} passed; ${notRun}.`);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (require.main === module) void main();

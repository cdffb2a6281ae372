/**
 * Times `npm test` phase by phase in a clean clone: `npm run bench:tests [ref] [label]`.
 *
 * Clones this repository at `ref` (default HEAD) into a temporary folder, runs `npm ci`, then
 * each step of that commit's `npm test` script in turn (`a && b && c`; for a `concurrently`
 * step also the wall time of each command it ran, from its output), and for the Playwright
 * tests the wall time of each test file (from its first test's start to its last test's end,
 * two workers running side by side) and the sum of its tests' durations. The result is added
 * to bench/test-timings.json under `label` (default: the short commit) and the "Test suite"
 * section of bench/report.md is rewritten from it. Wall times depend on what else the machine
 * does: run it on a quiet machine, and compare runs made the same way.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TIMINGS_FILE = path.join(ROOT, 'bench', 'test-timings.json');
const REPORT_FILE = path.join(ROOT, 'bench', 'report.md');

export interface PhaseTiming {
  /** The command, as written in `npm test` (or as `concurrently` ran it). */
  command: string;
  seconds: number;
  ok: boolean;
  /** Set on the commands of a `concurrently` step: that step, whose wall time includes theirs. */
  within?: string;
}

export interface FileTiming {
  file: string;
  tests: number;
  /** From the first test's start to the last test's end. */
  wallSeconds: number;
  /** The tests' durations added up (both workers). */
  testSeconds: number;
}

export interface TestTimingRun {
  label: string;
  commit: string;
  date: string;
  machine: string;
  loadAverage: number[];
  install: number;
  /**
   * Seconds of `referenceWork()` when the run started and when it ended: the machine's speed
   * at the time (absent in runs recorded before it was measured).
   */
  reference?: [number, number];
  phases: PhaseTiming[];
  files: FileTiming[];
  totalSeconds: number;
}

interface JsonSuite {
  file?: string;
  suites?: JsonSuite[];
  specs?: {tests: {results: {duration: number; startTime: string}[]}[]}[];
}

/** Per-file timings from Playwright's JSON report. */
export function fileTimings(report: {suites: JsonSuite[]}): FileTiming[] {
  const byFile = new Map<string, {start: number; end: number; tests: number; sum: number}>();
  const walk = (suite: JsonSuite, file: string) => {
    const current = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const start = Date.parse(result.startTime);
          const entry = byFile.get(current) ?? {start: Infinity, end: 0, tests: 0, sum: 0};
          entry.start = Math.min(entry.start, start);
          entry.end = Math.max(entry.end, start + result.duration);
          entry.tests += 1;
          entry.sum += result.duration;
          byFile.set(current, entry);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, current);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? '');
  return [...byFile.entries()]
    .map(([file, entry]) => ({
      file,
      tests: entry.tests,
      wallSeconds: round((entry.end - entry.start) / 1000),
      testSeconds: round(entry.sum / 1000),
    }))
    .sort((a, b) => b.wallSeconds - a.wallSeconds);
}

/**
 * A fixed piece of single-threaded JavaScript (sorting seeded random numbers), timed in
 * seconds. A shared cloud machine's speed varies by half from one hour to the next, and every
 * step of the suite with it: runs are comparable when their reference times are close.
 */
export function referenceWork(): number {
  const start = process.hrtime.bigint();
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let pass = 0; pass < 10; pass += 1) {
    Array.from({length: 200_000}, random).sort((a, b) => a - b);
  }
  return Math.round(Number(process.hrtime.bigint() - start) / 1e7) / 100;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The "Test suite" section of bench/report.md. */
export function testSuiteMarkdown(runs: TestTimingRun[]): string {
  if (runs.length === 0) return '';
  const lines = ['## Test suite', ''];
  lines.push(
    'Wall seconds of a clean-clone `npm test`, step by step (`npm run bench:tests`); the Playwright step per test',
    'file: wall time from its first test to its last (two workers) and the sum of its tests. Lower is better.',
    'Where `npm test` starts commands side by side (`concurrently`), the row of each command is its own wall time while',
    'the others ran beside it, and the "side by side" row is the wall time of them all; only that row counts',
    'toward the total. A command made of parts (`npm run build && npm run test:built`, whose second part runs',
    'the Node checks beside the browser tests) has a row for each part too: the build until its checks began.',
    "The first row times a fixed piece of JavaScript before and after the run: this machine's",
    'speed changes by half between hours, so compare runs whose reference times are close.',
    '',
  );
  const phases = [...new Set(runs.flatMap((run) => run.phases.map((phase) => phase.command)))];
  lines.push(`| step | ${runs.map((run) => run.label).join(' | ')} |`);
  lines.push(`| --- | ${runs.map(() => '---').join(' | ')} |`);
  lines.push(
    `| reference work at start / end (machine speed, lower is faster) | ${runs
      .map((run) => (run.reference ? run.reference.join(' / ') : '–'))
      .join(' | ')} |`,
  );
  lines.push(`| npm ci | ${runs.map((run) => run.install).join(' | ')} |`);
  for (const command of phases) {
    const cells = runs.map((run) => {
      const phase = run.phases.find((p) => p.command === command);
      return phase ? `${phase.seconds}${phase.ok ? '' : ' (failed)'}` : '–';
    });
    lines.push(`| \`${command}\` | ${cells.join(' | ')} |`);
  }
  lines.push(`| **npm test in all** | ${runs.map((run) => `**${run.totalSeconds}**`).join(' | ')} |`, '');
  for (const run of runs) {
    lines.push(
      `### ${run.label}`,
      '',
      `Commit ${run.commit}, ${run.date}, ${run.machine}, load average ${run.loadAverage.join(' / ')} at start.`,
      '',
      '| test file | tests | wall s | tests s |',
      '| --- | --- | --- | --- |',
      ...run.files.map((file) => `| ${file.file} | ${file.tests} | ${file.wallSeconds} | ${file.testSeconds} |`),
      '',
    );
  }
  return lines.join('\n');
}

/** Replaces (or appends) the "Test suite" section of a report. */
export function withTestSuiteSection(report: string, section: string): string {
  const start = report.indexOf('\n## Test suite');
  if (start < 0) return `${report.trimEnd()}\n\n${section}`;
  const next = report.indexOf('\n## ', start + 1);
  return `${report.slice(0, start).trimEnd()}\n\n${section}${next < 0 ? '' : `\n${report.slice(next + 1)}`}`;
}

export function readRuns(): TestTimingRun[] {
  return fs.existsSync(TIMINGS_FILE) ? (JSON.parse(fs.readFileSync(TIMINGS_FILE, 'utf8')) as TestTimingRun[]) : [];
}

function timed(command: string, cwd: string, env: NodeJS.ProcessEnv): PhaseTiming & {output: string} {
  const start = process.hrtime.bigint();
  // As `npm test` runs them: the clone's own tools first on the PATH.
  const PATH = `${path.join(cwd, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`;
  const result = spawnSync(command, {
    cwd,
    env: {...env, PATH},
    shell: true,
    stdio: ['inherit', 'pipe', 'inherit'],
    maxBuffer: 256 * 2 ** 20,
  });
  const output = result.stdout?.toString() ?? '';
  process.stdout.write(output);
  const seconds = round(Number(process.hrtime.bigint() - start) / 1e9);
  return {command, seconds, ok: result.status === 0, output};
}

/**
 * The commands of a `concurrently` step with their own wall times, from the lines it prints
 * when each one starts and ends (`[name] npm run lint stopped at ... after 12,345ms`). A
 * command may itself run a `concurrently` step after another command (`npm run build && npm
 * run test:built`): the lines of that inner step carry both prefixes (`[build] [browser] ...`),
 * its commands are reported within the outer command, and so is what ran before them (`npm run
 * build`), timed from the outer command's start to the inner step's first start.
 */
export function concurrentlyTimings(output: string, within: string): PhaseTiming[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[\d;]*m/g, '').split('\n');
  interface Seen {
    prefix: string;
    command: string;
    start?: number;
    ms?: number;
    ok: boolean;
  }
  const seen = new Map<string, Seen>();
  const entry = (prefix: string, command: string): Seen => {
    const key = `${prefix}${command}`;
    const existing = seen.get(key) ?? {prefix, command, ok: false};
    seen.set(key, existing);
    return existing;
  };
  for (const line of lines) {
    const event =
      /^((?:\[[^\]]+\] )+)(.+?) (started at (\S+) (\S+)|stopped at .+ after ([\d,]+)ms|exited with code (\S+))$/.exec(
        line,
      );
    if (!event) continue;
    const [, prefix, command, , day, time, ms, code] = event;
    const seenCommand = entry(prefix, command);
    if (day) seenCommand.start = Date.parse(`${day}T${time}`);
    if (ms) seenCommand.ms = Number(ms.replace(/,/g, ''));
    if (code !== undefined) seenCommand.ok = code === '0';
  }
  const all = [...seen.values()];
  const timings: PhaseTiming[] = [];
  const depth = (prefix: string) => prefix.split('] ').length - 1;
  for (const outer of all.filter((command) => depth(command.prefix) === 1 && command.ms !== undefined)) {
    timings.push({command: outer.command, seconds: round(outer.ms! / 1000), ok: outer.ok, within});
    const inner = all.filter((command) => command.prefix.startsWith(outer.prefix) && depth(command.prefix) === 2);
    const firstStart = Math.min(...inner.map((command) => command.start ?? Infinity));
    const before = outer.command.split(' && ')[0];
    if (inner.length > 0 && outer.start !== undefined && Number.isFinite(firstStart) && before !== outer.command) {
      timings.push({
        command: before,
        seconds: round((firstStart - outer.start) / 1000),
        ok: true,
        within: outer.command,
      });
    }
    for (const command of inner.filter((command) => command.ms !== undefined)) {
      timings.push({
        command: command.command,
        seconds: round(command.ms! / 1000),
        ok: command.ok,
        within: outer.command,
      });
    }
  }
  return timings;
}

/** The steps of an npm script run one after another (`a && b`), leaving `&&` inside quotes alone. */
export function scriptSteps(script: string): string[] {
  const steps = [''];
  let quoted = false;
  for (let i = 0; i < script.length; i += 1) {
    if (script[i] === '"') quoted = !quoted;
    if (!quoted && script.startsWith('&&', i)) {
      steps.push('');
      i += 1;
    } else {
      steps[steps.length - 1] += script[i];
    }
  }
  return steps.map((step) => step.trim()).filter(Boolean);
}

/** Writes a file the way `npm run format` would, so that `npm run lint` stays green. */
async function writeFormatted(file: string, text: string): Promise<void> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, {...options, filepath: file}));
}

async function main(): Promise<void> {
  const [ref = 'HEAD', labelArg] = process.argv.slice(2);
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {cwd: ROOT, encoding: 'utf8'}).trim();
  const label = labelArg ?? commit;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));
  execFileSync('git', ['clone', '-q', ROOT, dir]);
  execFileSync('git', ['checkout', '-q', commit], {cwd: dir});
  const loadAverage = os.loadavg().map((value) => round(value));
  const referenceAtStart = referenceWork();
  const jsonReport = path.join(dir, 'playwright-report.json');
  // Its own ports, so that a test run in the working copy can go on meanwhile.
  const env = {
    ...process.env,
    CI: 'true',
    PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
    DOCS_TEST_PORT: process.env.DOCS_TEST_PORT ?? '4273',
  };
  const install = timed('npm ci --no-audit --no-fund', dir, env);
  const script = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {scripts: {test: string}})
    .scripts.test;
  const phases: PhaseTiming[] = [];
  for (const command of scriptSteps(script)) {
    // Where Playwright runs inside a concurrently step, its config writes the JSON report (it reads
    // PLAYWRIGHT_JSON_OUTPUT_NAME); older commits ran it as a step of its own, without that config.
    const run = /^(npx )?playwright test\b/.test(command) ? `${command} --reporter=list,json` : command;
    const {output, ...phase} = timed(run, dir, env);
    if (command.startsWith('concurrently ')) {
      const members = concurrentlyTimings(output, command);
      const direct = members.filter((member) => member.within === command);
      phases.push(...members, {
        ...phase,
        command: `side by side: ${direct.map((m) => m.command.replace(/npm run /g, '')).join(' + ')}`,
      });
    } else {
      phases.push({...phase, command});
    }
    if (!phase.ok) break;
  }
  const files = fs.existsSync(jsonReport)
    ? fileTimings(JSON.parse(fs.readFileSync(jsonReport, 'utf8')) as {suites: JsonSuite[]})
    : [];
  const run: TestTimingRun = {
    label,
    commit,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    loadAverage,
    install: install.seconds,
    reference: [referenceAtStart, referenceWork()],
    phases,
    files,
    totalSeconds: round(phases.filter((phase) => !phase.within).reduce((sum, phase) => sum + phase.seconds, 0)),
  };
  const runs = [...readRuns().filter((other) => other.label !== label), run];
  await writeFormatted(TIMINGS_FILE, JSON.stringify(runs, null, 2));
  const report = fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, 'utf8') : '# Benchmark report\n';
  await writeFormatted(REPORT_FILE, withTestSuiteSection(report, testSuiteMarkdown(runs)));
  fs.rmSync(dir, {recursive: true, force: true});
  console.log(
    `npm test of ${commit}: ${run.totalSeconds} s (npm ci ${install.seconds} s); wrote bench/test-timings.json.`,
  );
  if (phases.some((phase) => !phase.ok)) process.exit(1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

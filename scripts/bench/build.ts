/** The build's cost: a cold build, a warm rebuild and the API reference's TypeDoc run alone; and what build/ holds. */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {formatBytes} from '../../lib/bytes';
import {ROOT, round, table} from './common';

export interface ProcessCost {
  command: string;
  wallSeconds: number;
  cpuSeconds: number;
  peakMemoryMiB: number;
}

export type BuildCosts = Record<string, ProcessCost>;

/** A command's part as the report shows it: no path of the machine it ran on, only of the checkout. */
function shown(part: string): string {
  if (part === process.execPath) return 'node';
  return path.isAbsolute(part) && part.startsWith(ROOT) ? path.relative(ROOT, part) : part;
}

/** Runs a command under GNU time and returns its wall time, CPU time and peak memory. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ProcessCost {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const result = spawnSync('/usr/bin/time', ['-v', '-o', report, command, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
  const text = fs.readFileSync(report, 'utf8');
  fs.rmSync(report);
  const field = (label: string) => text.match(new RegExp(`${label}: (.+)`))?.[1].trim() ?? '';
  const wall = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
  return {
    command: [command, ...args].map(shown).join(' '),
    wallSeconds: round(wall),
    cpuSeconds: round(Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'))),
    peakMemoryMiB: Math.round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024),
  };
}

export function folderSize(dir: string): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return {files, bytes};
}

/** Builds twice (after `docusaurus clear`, then again) and runs TypeDoc alone, each timed. */
export function measureBuild(): BuildCosts {
  const docusaurus = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');
  execFileSync(docusaurus, ['clear'], {cwd: ROOT, stdio: 'ignore'});
  console.log('cold build…');
  const cold = timed(docusaurus, ['build']);
  console.log('warm rebuild…');
  const warm = timed(docusaurus, ['build']);
  console.log('API generation alone…');
  const api = timed(process.execPath, [
    path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    path.join(__dirname, 'typedocAlone.ts'),
  ]);
  return {'cold build (clear, then build)': cold, 'warm rebuild': warm, 'API generation alone (TypeDoc)': api};
}

export function buildSection(build: BuildCosts | undefined, buildOutput: {files: number; bytes: number}): string[] {
  return [
    '## Build',
    '',
    ...(build
      ? table(
          ['step', 'wall s', 'CPU s', 'peak memory MiB'],
          Object.entries(build).map(([step, cost]) => [step, cost.wallSeconds, cost.cpuSeconds, cost.peakMemoryMiB]),
        )
      : ['Skipped (BENCH_SKIP_BUILD).', '']),
    `build/: ${buildOutput.files} files, ${formatBytes(buildOutput.bytes)}.`,
    '',
  ];
}

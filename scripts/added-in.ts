/**
 * Writes api/added-in.json: for every page export of the current chayns-api that version 2.x lacks,
 * the first 3.x release tag of the upstream repository whose sources export it. The API pages show it
 * in their "New in 3.x" notice. Run it when a new major or minor enters the site:
 *
 *     npm run added-in -- <path to a git clone of github.com/TobitSoftware/chayns-api>
 *
 * It reads the two versions' exports from the TypeDoc JSON the build writes (run `npm run build`
 * once first), and each tag with `git grep`; it needs no network.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {NOTE_KINDS} from '../plugins/api-reference/notes';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'api', 'added-in.json');
const repo = process.argv[2];
if (!repo || !fs.existsSync(repo)) {
  console.error('Usage: npm run added-in -- <path to a git clone of chayns-api>');
  process.exit(1);
}

function pageNames(file: string): Set<string> {
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run "npm run build" once first.`);
  const {children} = JSON.parse(fs.readFileSync(file, 'utf8')) as {children: {name: string; kind: number}[]};
  return new Set(children.filter((child) => NOTE_KINDS[child.kind]).map((child) => child.name));
}

const current = pageNames(path.join(ROOT, '.docusaurus', 'api-typedoc-default.json'));
const older = pageNames(path.join(ROOT, 'versioned_docs', 'version-2.x', 'api-typedoc.json'));
const added = [...current].filter((name) => !older.has(name)).sort();

const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
const tags = git('tag')
  .split('\n')
  .filter((tag) => /^v3\.\d+\.\d+$/.test(tag))
  .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));

const exports: Record<string, string> = {};
for (const tag of tags) {
  let source = '';
  try {
    source = git('grep', '-h', '-e', 'export', tag, '--', 'src');
  } catch {
    continue;
  }
  for (const name of added) {
    if (!exports[name] && new RegExp(`export[^\\n]*\\b${name.replace(/\$/g, '\\$')}\\b`).test(source)) {
      exports[name] = tag.slice(1);
    }
  }
}
const newest = tags.at(-1) ?? 'none';
const data = {
  '//':
    `The chayns-api 3.x release that first exported each export 2.x lacks, read from the tags of the upstream ` +
    `repository (${tags[0]} to ${newest}) by scripts/added-in.ts; an export missing here was added after the newest tag read.`,
  exports: Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))),
};
fs.writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`);
console.log(`${Object.keys(exports).length} of ${added.length} new exports dated (tags ${tags[0]} to ${newest}).`);

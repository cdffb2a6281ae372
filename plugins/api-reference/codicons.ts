/**
 * The API pages show a kind icon (function, enum member, …) from the codicon font, which
 * upstream loads whole: an 80 KB TrueType file (43 KB gzip) and 30 KB of CSS for ~550 icons,
 * with `font-display: block`, on the critical path of every API page. This writes a stylesheet
 * with only the icons upstream can render and a WOFF2 file with only their glyphs (a few KB);
 * the plugin points upstream's import of `@vscode/codicons/dist/codicon.css` at it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import {ReflectionKind} from 'typedoc';

// Upstream's map from reflection kind to icon name (a plain CommonJS module of the package).
const {getKindIcon} = require('docusaurus-plugin-typedoc-api/lib/utils/icons.js') as {
  getKindIcon: (kind: number, name: string) => string | undefined;
};

/** Icons upstream renders outside the kind map: AnchorLink's and SourceLink's. */
const FIXED_ICONS = ['symbol-numeric', 'file-code'];

/** Every icon name upstream can render. */
export function codiconNames(): string[] {
  const kinds = Object.values(ReflectionKind).filter((value): value is number => typeof value === 'number');
  // A property whose name starts with "on" gets the event icon.
  const fromKinds = kinds.flatMap((kind) => [getKindIcon(kind, 'name'), getKindIcon(kind, 'onName')]);
  return [...new Set([...fromKinds, ...FIXED_ICONS])].filter((name): name is string => Boolean(name)).sort();
}

/** Writes `codicon.css` and its font subset into `dir`; returns the stylesheet's path. */
export async function writeCodiconSubset(dir: string): Promise<string> {
  const codicons = path.dirname(require.resolve('@vscode/codicons/dist/codicon.css'));
  const css = await fs.readFile(path.join(codicons, 'codicon.css'), 'utf8');
  const baseRule = /\.codicon\[class\*='codicon-'\] \{[^}]*\}/.exec(css)?.[0];
  if (!baseRule) throw new Error('codicons: the base rule of codicon.css was not found.');
  const glyphs = new Map(
    [...css.matchAll(/\.codicon-([\w-]+):before \{ content: "\\([\da-f]+)" \}/g)].map((match) => [match[1], match[2]]),
  );
  const names = codiconNames();
  const missing = names.filter((name) => !glyphs.has(name));
  if (missing.length > 0) throw new Error(`codicons: codicon.css has no ${missing.join(', ')}.`);
  const text = names.map((name) => String.fromCodePoint(parseInt(glyphs.get(name)!, 16))).join('');
  const font = await subsetFont(await fs.readFile(path.join(codicons, 'codicon.ttf')), text, {targetFormat: 'woff2'});
  await fs.mkdir(dir, {recursive: true});
  await fs.writeFile(path.join(dir, 'codicon-subset.woff2'), font);
  const rules = names.map((name) => `.codicon-${name}:before { content: "\\${glyphs.get(name)}" }`);
  const stylesheet = [
    '@font-face { font-family: "codicon"; font-display: block; src: url("./codicon-subset.woff2") format("woff2"); }',
    baseRule,
    ...rules,
  ].join('\n');
  const file = path.join(dir, 'codicon.css');
  await fs.writeFile(file, `${stylesheet}\n`);
  return file;
}

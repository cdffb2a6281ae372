/**
 * Offline search: after `docusaurus build`, indexes the guides and the API reference of
 * the built site with Pagefind (written to `<outDir>/pagefind/`, fetched in small chunks
 * per query) and writes the list of API symbol names beside it for the search box's
 * name matching (exact, prefix and misspelled names).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {preparePage, type SymbolPage} from './prepare';

/** Folder of the index below the site's base URL; the search box reads the same. */
export const SEARCH_DIR = 'pagefind';
export const SYMBOLS_FILE = 'api-symbols.json';

export interface SearchGlobalData {
  /** False under `docusaurus start`: the index exists only in a production build. */
  indexBuilt: boolean;
}

/** Route prefixes (below the base URL) whose pages are searchable. */
const SEARCHABLE = /^(docs|api)(\/|$)/;

/** Pagefind's prebuilt UI bundles (default, modular, component UI, highlighting). */
const UNUSED_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const execFileAsync = promisify(execFile);

async function buildIndex(outDir: string, baseUrl: string, routesPaths: string[]): Promise<void> {
  const symbols: SymbolPage[] = [];
  const pages: {url: string; html: string}[] = [];
  const sitePaths = [...new Set(routesPaths.map((route) => route.slice(baseUrl.length).replace(/\/$/, '')))]
    .filter((sitePath) => SEARCHABLE.test(sitePath))
    .sort();
  for (const sitePath of sitePaths) {
    const html = await fs.readFile(path.join(outDir, sitePath, 'index.html'), 'utf8').catch(() => null);
    if (html === null) continue;
    const prepared = preparePage(html, sitePath);
    if (prepared.symbols) symbols.push(prepared.symbols);
    // Result URLs are relative to the base URL; the search box prefixes it.
    if (prepared.html) pages.push({url: `/${sitePath}`, html: prepared.html});
  }
  if (pages.length === 0) throw new Error('The search index is empty: no guide or API page was found in the build.');

  const outputPath = path.join(outDir, SEARCH_DIR);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'));
  try {
    const pagesFile = path.join(tmp, 'pages.json');
    await fs.writeFile(pagesFile, JSON.stringify(pages));
    const {stdout} = await execFileAsync(process.execPath, [
      path.join(__dirname, 'runPagefind.mjs'),
      pagesFile,
      outputPath,
    ]);
    process.stdout.write(stdout);
  } finally {
    await fs.rm(tmp, {recursive: true, force: true});
  }
  await fs.writeFile(path.join(outputPath, SYMBOLS_FILE), JSON.stringify(symbols));
  // Pagefind also writes its ready-made search UIs; the site has its own box.
  for (const file of await fs.readdir(outputPath)) {
    if (UNUSED_UI.test(file)) await fs.rm(path.join(outputPath, file));
  }
}

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-pagefind',
    async contentLoaded({actions}) {
      actions.setGlobalData({indexBuilt: process.env.NODE_ENV === 'production'} satisfies SearchGlobalData);
    },
    async postBuild({outDir, routesPaths}) {
      await buildIndex(outDir, context.baseUrl, routesPaths);
    },
  };
}

/**
 * Offline search: after `docusaurus build`, reads the built guide and API pages and writes
 * one compact document list, `<outDir>/search/index.json` (guide sections; API symbols and
 * members with the first sentence of their description). The search box fetches it on the
 * first search and builds its MiniSearch index in the browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE, SEARCH_PLUGIN, type SearchGlobalData, type SearchIndexData} from './indexFormat';
import {preparePage} from './prepare';

/** Route prefixes (below the base URL) whose pages are searchable. */
const SEARCHABLE = /^(docs|api)(\/|$)/;

async function buildIndex(outDir: string, baseUrl: string, routesPaths: string[]): Promise<void> {
  const data: SearchIndexData = {guides: [], api: []};
  // Routes below the base URL as the site links them (`docs/`, `api/enum/TappEvent`).
  const sitePaths = [...new Set(routesPaths.map((route) => route.slice(baseUrl.length)))]
    .filter((sitePath) => SEARCHABLE.test(sitePath))
    .sort();
  for (const sitePath of sitePaths) {
    const html = await fs.readFile(path.join(outDir, sitePath, 'index.html'), 'utf8').catch(() => null);
    if (html === null) continue;
    const prepared = preparePage(html, sitePath);
    data.guides.push(...prepared.sections);
    if (prepared.symbols) data.api.push(prepared.symbols);
  }
  if (data.guides.length === 0 || data.api.length === 0) {
    throw new Error('The search index is incomplete: no guide or no API page was found in the build.');
  }
  const file = path.join(outDir, INDEX_FILE);
  const json = JSON.stringify(data);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, json);
  const gzip = zlib.gzipSync(json, {level: 9}).length;
  console.log(
    `Search index: ${data.guides.length} guide sections, ${data.api.length} API pages, ` +
      `${(json.length / 1024).toFixed(1)} KiB (${(gzip / 1024).toFixed(1)} KiB gzip) in ${INDEX_FILE}`,
  );
}

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: SEARCH_PLUGIN,
    // The search box (SearchBar, and the mobile menu's SearchNavbarItem) replaces theme-classic's.
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.setGlobalData({indexBuilt: process.env.NODE_ENV === 'production'} satisfies SearchGlobalData);
    },
    async postBuild({outDir, routesPaths}) {
      await buildIndex(outDir, context.baseUrl, routesPaths);
    },
  };
}

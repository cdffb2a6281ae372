/**
 * Offline search: after `docusaurus build`, reads the built guide and API pages and writes
 * one compact document list per docs version, `<outDir>/search/index.json` for the current one and
 * `search/index-<segment>.json` for older ones (guide sections; API symbols and members with the
 * first sentence of their description; the API pages only other versions have). The search box
 * fetches the list of the version being read on the first search and builds its MiniSearch index
 * in the browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  indexFile,
  SEARCH_PLUGIN,
  versionOfPath,
  type SearchGlobalData,
  type SearchIndexData,
  type SearchVersion,
} from './indexFormat';
import {preparePage} from './prepare';

/** Route prefixes (below the base URL) whose pages are searchable. */
const SEARCHABLE = /^(docs|api)(\/|$)/;

/** Writes one index per docs version: its own guides and API pages, and the API pages only other versions have. */
async function buildIndex(
  outDir: string,
  baseUrl: string,
  routesPaths: string[],
  versions: SearchVersion[],
): Promise<void> {
  const data = new Map<string, SearchIndexData>(
    versions.map((version) => [version.name, {guides: [], api: [], elsewhere: []}]),
  );
  // Routes below the base URL as the site links them (`docs/`, `api/enum/TappEvent/`).
  const sitePaths = [...new Set(routesPaths.map((route) => route.slice(baseUrl.length)))]
    .filter((sitePath) => SEARCHABLE.test(sitePath))
    .sort();
  for (const sitePath of sitePaths) {
    const html = await fs.readFile(path.join(outDir, sitePath, 'index.html'), 'utf8').catch(() => null);
    if (html === null) continue;
    const prepared = preparePage(html, sitePath);
    const own = data.get(versionOfPath(sitePath, versions).name)!;
    own.guides.push(...prepared.sections);
    if (prepared.symbols) own.api.push(prepared.symbols);
  }
  const nameOf = (apiPath: string) => apiPath.replace(/\/$/, '').split('/').pop();
  for (const version of versions) {
    const own = data.get(version.name)!;
    const names = new Set(own.api.filter(([, kind]) => kind).map(([apiPath]) => nameOf(apiPath)));
    for (const other of versions) {
      if (other === version) continue;
      for (const [apiPath, kind, summary] of data.get(other.name)!.api) {
        if (kind && !names.has(nameOf(apiPath))) own.elsewhere.push([apiPath, kind, summary, other.label]);
      }
    }
    if (own.guides.length === 0 || own.api.length === 0) {
      throw new Error(
        `The search index of docs version ${version.name} is incomplete: no guide or no API page was found in the build.`,
      );
    }
    const file = path.join(outDir, indexFile(version));
    const json = JSON.stringify(own);
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, json);
    const gzip = zlib.gzipSync(json, {level: 9}).length;
    console.log(
      `Search index (${version.name}): ${own.guides.length} guide sections, ${own.api.length} API pages, ` +
        `${own.elsewhere.length} of other versions, ${(json.length / 1024).toFixed(1)} KiB (${(gzip / 1024).toFixed(1)} KiB gzip) in ${indexFile(version)}`,
    );
  }
}

export interface SearchOptions {
  /** The docs versions, newest first (config/versions.ts). */
  versions: SearchVersion[];
}

export default function searchPlugin(context: LoadContext, {versions}: SearchOptions): Plugin {
  return {
    name: SEARCH_PLUGIN,
    // The search box (SearchBar, and the mobile menu's SearchNavbarItem) replaces theme-classic's.
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.setGlobalData({indexBuilt: process.env.NODE_ENV === 'production', versions} satisfies SearchGlobalData);
    },
    async postBuild({outDir, routesPaths}) {
      await buildIndex(outDir, context.baseUrl, routesPaths, versions);
    },
  };
}

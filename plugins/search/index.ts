/**
 * Offline full-text search: after `docusaurus build`, reads the built guide and API pages, makes
 * search documents of all their text (documents.ts) and writes one index per docs version into
 * `<outDir>/search/<version>/` (writeIndex.ts; the format is in indexFormat.ts). The search box
 * fetches the parts of the index of the version being read that a query needs, on the first query.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  indexFolder,
  SEARCH_PLUGIN,
  versionOfPath,
  type ElsewhereEntry,
  type SearchGlobalData,
  type SearchVersion,
} from './indexFormat';
import {pageDocuments, type SearchDocument} from './documents';
import {writeIndex} from './writeIndex';

/** Route prefixes (below the base URL) whose pages are searchable. */
const SEARCHABLE = /^(docs|api)(\/|$)/;

/** The search documents of every searchable page of the build, by docs version. */
export async function collectDocuments(
  outDir: string,
  sitePaths: string[],
  versions: SearchVersion[],
): Promise<Map<string, SearchDocument[]>> {
  const documents = new Map<string, SearchDocument[]>(versions.map((version) => [version.name, []]));
  for (const sitePath of [...new Set(sitePaths)].filter((route) => SEARCHABLE.test(route)).sort()) {
    const html = await fs.readFile(path.join(outDir, sitePath, 'index.html'), 'utf8').catch(() => null);
    if (html === null) continue;
    documents.get(versionOfPath(sitePath, versions).name)!.push(...pageDocuments(html, sitePath));
  }
  return documents;
}

/** The API pages of the other versions whose name this version lacks, offered with their version's label. */
export function elsewhereOf(
  version: SearchVersion,
  versions: SearchVersion[],
  documents: Map<string, SearchDocument[]>,
): ElsewhereEntry[] {
  const isPage = (document: SearchDocument) => document.url.startsWith('api/') && !document.url.includes('#');
  const pageName = (document: SearchDocument) => document.url.replace(/\/$/, '').split('/').pop()!;
  const own = new Set(documents.get(version.name)!.filter(isPage).map(pageName));
  return versions
    .filter((other) => other !== version)
    .flatMap((other) =>
      documents
        .get(other.name)!
        .filter((document) => isPage(document) && document.type !== 'Overview' && !own.has(pageName(document)))
        .map((document): ElsewhereEntry => [document.url, document.type, document.title, other.label]),
    );
}

async function buildIndexes(outDir: string, sitePaths: string[], versions: SearchVersion[]): Promise<void> {
  const documents = await collectDocuments(outDir, sitePaths, versions);
  for (const version of versions) {
    const own = documents.get(version.name)!;
    if (!own.some((document) => document.type === 'Guide') || !own.some((document) => document.url.startsWith('api'))) {
      throw new Error(
        `The search index of docs version ${version.name} is incomplete: no guide or no API page was found in the build.`,
      );
    }
    const folder = indexFolder(version);
    const written = await writeIndex(path.join(outDir, folder), own, elsewhereOf(version, versions, documents));
    console.log(
      `Search index (${version.name}): ${written.documents} documents, terms in ${written.shards} parts, ` +
        `text in ${written.fragments} parts, ${(written.gzipBytes / 1024).toFixed(1)} KiB gzip in all, in ${folder}`,
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
      // Routes below the base URL as the site links them (`docs/`, `api/enum/TappEvent/`).
      const sitePaths = routesPaths.map((route) => route.slice(context.baseUrl.length));
      await buildIndexes(outDir, sitePaths, versions);
    },
  };
}

/**
 * The links in code (plugins/code-theme): names a sample imports from the library link to their API
 * pages, with the export's one line as title. Each version's file of every export's link and title is
 * written here, where the reference knows them, for the code blocks of that version's guides; the API
 * pages take the exports their own examples import into their route data (routes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {ReflectionKind} from 'typedoc';
import type {CodeLinksFile} from '../code-theme/remarkCodeLinks';
import {firstSentence} from '../shared/sentence';
import {NOTE_KINDS} from './notes';
import type {ApiLibraryVersion, Reflection} from './types';

/**
 * Every export with a place in the reference (a page, or an anchor on /api for type aliases
 * and variables) and the one line shown as the title of links to it in code: the summary
 * of its API note, else the first sentence of its comment, else its kind and name.
 */
function exportLinks(root: Reflection, packageName: string, summaries: Map<string, string>): CodeLinksFile {
  const exports: CodeLinksFile['exports'] = {};
  for (const child of root.children ?? []) {
    if (!child.permalink || Object.hasOwn(exports, child.name)) continue;
    const kind = ReflectionKind.singularString(child.kind).toLowerCase();
    const comment = firstSentence(
      (child.comment?.summary ?? [])
        .map((part) => part.text)
        .join('')
        .trim(),
    );
    const title =
      summaries.get(`${NOTE_KINDS[child.kind]}/${child.name}`) ??
      (comment || `The ${child.name} ${kind} of ${packageName}.`);
    exports[child.name] = [child.permalink, title];
  }
  return {packageName, exports};
}

/** Writes the version's code links file (`codeLinksFile`) and returns what it wrote. */
export function writeCodeLinks(
  version: ApiLibraryVersion,
  root: Reflection,
  packageName: string,
  summaries: Map<string, string>,
): CodeLinksFile {
  const codeLinks = exportLinks(root, packageName, summaries);
  fs.mkdirSync(path.dirname(version.codeLinksFile), {recursive: true});
  fs.writeFileSync(version.codeLinksFile, JSON.stringify(codeLinks));
  return codeLinks;
}

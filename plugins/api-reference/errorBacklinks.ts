/**
 * "Errors it can raise" on the API page of every export that an entry of the version's errors guide
 * links to (plugins/error-reference/entries.ts): the entry's message, linking its anchor. For those
 * exports the guide's sections are left out of "In the guides" (backlinks.ts), which would otherwise
 * list the same entries again under the guide's name; an export the guide only uses in a code sample
 * (`DialogType` in a fix) keeps its "In the guides" link.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readErrorGuide, type ErrorEntry} from '../error-reference/entries';
import type {GuideUse} from './backlinks';
import type {ApiLibraryVersion} from './types';

export interface ErrorBacklinks {
  /** The Markdown of a page's "Errors it can raise", or '' when no entry names the export. */
  markdownOf(name: string): string;
  /** The guide uses without the errors guide's sections for the exports that get "Errors it can raise". */
  leaveOutGuide(uses: Map<string, GuideUse[]>): Map<string, GuideUse[]>;
}

export function errorBacklinks(version: ApiLibraryVersion, baseUrl: string): ErrorBacklinks {
  const file = path.join(version.guides.dir, version.errorsGuide);
  // A version without an errors guide raises nothing here; the guides' check (plugins/error-reference) asks for one.
  if (!fs.existsSync(file)) return {markdownOf: () => '', leaveOutGuide: (uses) => uses};
  const guide = readErrorGuide(file, version.guides.routeBasePath, version.apiRouteBasePath);
  const raised = new Map<string, ErrorEntry[]>();
  for (const entry of guide.entries) {
    for (const {name} of entry.exports) raised.set(name, [...(raised.get(name) ?? []), entry]);
  }
  const pageUrl = `${baseUrl}${guide.route.replace(/^\//, '')}/`;
  const inGuide = (use: GuideUse) => use.url === guide.route || use.url.startsWith(`${guide.route}#`);
  return {
    markdownOf(name) {
      const entries = raised.get(name);
      if (!entries) return '';
      const items = entries.map((entry) => `- [\`${entry.text}\`](${pageUrl}#${entry.anchor})`);
      return [`**Errors it can raise** (see [${guide.title}](${pageUrl})):`, '', ...items].join('\n');
    },
    leaveOutGuide(uses) {
      return new Map(
        [...uses]
          .map(([name, list]) => [name, raised.has(name) ? list.filter((use) => !inGuide(use)) : list] as const)
          .filter(([, list]) => list.length > 0),
      );
    },
  };
}

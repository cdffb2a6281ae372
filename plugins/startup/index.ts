/**
 * How the app starts in the browser: three modules of Docusaurus 3.6.1 swapped for ours
 * (client/), so that the page's first tasks stay short and a page that the static host
 * answered with another path's markup, or whose chunk failed to load, still gets its app.
 * Each module's header says what it changes and why:
 *
 * - client/clientEntry.ts: the browser entry; preloads the route the router renders, hydrates
 *   only markup rendered for this path, renders when a chunk fails.
 * - client/docusaurus.ts: `window.docusaurus`; prefetches each chunk once, in idle time.
 * - client/ComponentCreator.ts: builds a route's component when it is first needed, and has
 *   its chunks requested in tasks of their own.
 *
 * The swaps are bundler aliases (webpack and Rspack resolve them alike), keyed the way the
 * upstream module is requested: the entry by its file path, `ComponentCreator` by its
 * `@docusaurus/ComponentCreator` name (the generated route table).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const client = (file: string) => path.join(__dirname, 'client', file);

/** The aliases that swap the upstream modules for ours (the unit tests check them). */
export function startupAliases(): Record<string, string> {
  return {
    [require.resolve('@docusaurus/core/lib/client/clientEntry.js')]: client('clientEntry.ts'),
    // The same key as Docusaurus's own alias, so that this one replaces it.
    '@docusaurus/ComponentCreator': client('ComponentCreator.ts'),
  };
}

export default function startupPlugin(): Plugin {
  return {
    name: 'startup',
    configureWebpack() {
      return {resolve: {alias: startupAliases()}};
    },
  };
}

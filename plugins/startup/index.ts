/**
 * How the app starts in the browser and moves between pages: modules of Docusaurus 3.6.1 swapped
 * for ours (client/), so that a page that the static host answered with another path's markup, or
 * whose chunk failed to load, still gets its app, prefetching the chunks of the links in view
 * stays out of the page's first tasks, and a click on a link does no work for the page it leaves.
 * Each module's header says what it changes and why:
 *
 * - client/clientEntry.ts: the browser entry; preloads the route the router renders, hydrates
 *   only markup rendered for this path, renders when a chunk fails.
 * - client/docusaurus.ts: `window.docusaurus`; prefetches each chunk once, in idle time. Only
 *   the entry imports it, so it comes with the entry's alias.
 * - client/PendingNavigation.tsx: keeps the page on screen while the next one loads, without
 *   rendering it again.
 * - client/keyboardFocus.css: theme-common's focus-outline rule, keyed on `:focus-visible`, so the
 *   first mouse press on a page does not restyle all of it.
 * - client/ComponentCreator.ts: builds a route's component when it is first needed, not all
 *   ~1,000 of them when the route table is evaluated.
 * - client/browserContext.tsx: the update that ends hydration (`useIsBrowser()`) renders in
 *   slices, as a transition.
 *
 * ARCHITECTURE.md ("What we own of Docusaurus") says what each buys and how to give it back to
 * Docusaurus; bench/remarks.md has the side-by-side figures.
 * The swap is a bundler alias (webpack and Rspack resolve it alike), keyed by the file path of
 * the upstream module (which also catches the relative imports of it), or for
 * `ComponentCreator` by the name the generated route table imports it by.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const client = (file: string) => path.join(__dirname, 'client', file);
const themeCommonFile = (...parts: string[]) =>
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), ...parts);

/** The aliases that swap the upstream modules for ours (the unit tests check them). */
export function startupAliases(): Record<string, string> {
  return {
    [require.resolve('@docusaurus/core/lib/client/clientEntry.js')]: client('clientEntry.ts'),
    [require.resolve('@docusaurus/core/lib/client/PendingNavigation.js')]: client('PendingNavigation.tsx'),
    [require.resolve('@docusaurus/core/lib/client/browserContext.js')]: client('browserContext.tsx'),
    // The generated route table imports it by this name; our module imports upstream's by its path.
    '@docusaurus/ComponentCreator': client('ComponentCreator.ts'),
    // theme-common's package exports hide its files; they sit below its entry's folder.
    [themeCommonFile('hooks', 'styles.css')]: client('keyboardFocus.css'),
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

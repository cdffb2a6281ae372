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
 * - client/useWindowSize.ts: theme-common's window-size hook, right from the first render of a
 *   page reached by a link, so its layout does not render twice.
 * - client/ComponentCreator.ts: builds a route's component when it is first needed, not all
 *   ~1,000 of them when the route table is evaluated.
 * - client/browserContext.tsx: the update that ends hydration (`useIsBrowser()`) renders in
 *   slices, as a transition.
 * - client/docsPreferredVersion.tsx: the docs version the reader chose, read from storage after
 *   hydration without rendering the navbar again when nothing changed.
 * - client/reactUtils.tsx: theme-common's React helpers, without the `localeCompare` that made
 *   every page load the browser's locale data while hydrating.
 * - The app's first scripts (`main` and the webpack runtime) begin with V8's compile hint
 *   `//# allFunctionsCalledOnLoad` (webpack's own BannerPlugin, after minifying): nearly every
 *   function in them runs while the page starts, and with the hint the browser compiles them
 *   while it downloads the file, off the main thread, instead of one by one on first call inside
 *   the page's first tasks. Route chunks are left without it: much of them runs only later.
 *
 * README.md ("How a page starts") says what each buys and how to give it back to Docusaurus.
 * The swap is a bundler alias (webpack and Rspack resolve it alike), keyed by the file path of
 * the upstream module (which also catches the relative imports of it), or for
 * `ComponentCreator` by the name the generated route table imports it by.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const client = (file: string) => path.join(__dirname, 'client', file);
const themeCommonFile = (...parts: string[]) =>
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), ...parts);
const docsClientFile = (file: string) =>
  path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')), file);

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
    [themeCommonFile('hooks', 'useWindowSize.js')]: client('useWindowSize.ts'),
    [themeCommonFile('utils', 'reactUtils.js')]: client('reactUtils.tsx'),
    [docsClientFile('docsPreferredVersion.js')]: client('docsPreferredVersion.tsx'),
  };
}

/** The scripts that start every page: the files that get the compile hint. */
export const STARTUP_SCRIPTS = /^assets\/js\/(?:main|runtime~main)\.[\da-f]+\.js$/;
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function startupPlugin(): Plugin {
  return {
    name: 'startup',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation} = currentBundler.instance;
      // The hint goes on top of the startup scripts once they are minified (the minifier drops
      // comments: PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before the file names' hashes are recomputed.
      const compileHint = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        test: STARTUP_SCRIPTS,
        stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
      });
      return {resolve: {alias: startupAliases()}, plugins: isServer ? [] : [compileHint]};
    },
  };
}

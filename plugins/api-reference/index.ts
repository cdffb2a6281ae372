/**
 * A thin plugin around docusaurus-plugin-typedoc-api 4.4.0 that changes what it hands to
 * the browser and leaves the generation itself to it. Its steps, one module each:
 *
 * 1. versions.ts: an older major's TypeDoc JSON, written from its installed package (an npm
 *    alias) where upstream reads a version's reference.
 * 2. reflections.ts: one index of every reflection, permalinks, `{@link}` tags resolved at build
 *    time (upstream looks names up in the browser and misses), default exports named.
 * 3. descriptions.ts: comment HTML cleaned; every page's meta description is its note's summary.
 * 4. pages.ts: the pages of each version; our API notes (api/notes, read and checked by notes.ts)
 *    checked against them, every version's problems before the build fails, then merged in.
 * 5. backlinks.ts: "Used by", "In the guides" and "Errors it can raise" (errorBacklinks.ts) appended.
 * 6. codeLinks.ts: every export's link and title, for the links in the guides' code (plugins/code-theme).
 * 7. sidebar.ts: sections by the package's TypeDoc `@category` tags, then by kind;
 *    previous/next links in that order.
 * 8. hostSupport.ts: where each export works (api/host-support), for its page's "Works in", and
 *    each version's Host support table.
 * 9. notices.ts: "New in" and "Deprecated" above the pages that need them; a renamed enum keeps its page.
 * 10. versionDiff.ts: what changed from the older version to the current one, for the migration guide.
 * 11. markdown.ts: the Markdown of comments lexed here and shipped as tokens
 *     (client/marked.ts stands in for marked in the bundle).
 * 12. routes.ts: one data module per API route with its reflection and stubs of what it links to,
 *     its comments' tokens and its "Works in"; theme/ApiItemRoute renders upstream's ApiItem from it.
 * 13. aliases.ts: our own versions of some of upstream's components (client/: Markdown without
 *     marked, accessible markup), the stand-in for marked and the codicon subset (codicons.ts),
 *     swapped in by webpack aliases.
 *
 * It relies on upstream's route tree (DocsRoot > DocVersionRoot > ApiPage > ApiItem
 * routes carrying the reflection `id`) and on the `packages-*.json` data name; when
 * either changes, the build fails here with a message instead of shipping the old
 * behaviour (tests check the result in the build).
 */
import path from 'node:path';
import type {CodeLinksFile} from '../code-theme/remarkCodeLinks';
import type {HostRecord} from '../../src/components/HostState/records';
import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocApiPlugin from 'docusaurus-plugin-typedoc-api';
import {resolveOptionPaths} from './optionPaths';
import type {DocusaurusPluginTypeDocApiOptions, LoadedContent} from 'docusaurus-plugin-typedoc-api/lib/types';
import {webpackAliases} from './aliases';
import {appendBacklinks} from './backlinks';
import {writeCodeLinks} from './codeLinks';
import {writeCodiconSubset} from './codicons';
import {cleanComments} from './descriptions';
import {loadHostSupport} from './hostSupport';
import {readVersionNotes, unusedSharedNotes} from './notes';
import {addNotices, keepRenamedEnumPages, readAddedIn} from './notices';
import {applyNotes, noteProblems, pagesOf, pagesOnlyIn} from './pages';
import {entryRoots, indexReflections} from './reflections';
import {addItemRoutes, captureUpstreamRoutes, type VersionRoutes} from './routes';
import {buildSections, buildSidebar, setPagination} from './sidebar';
import type {ApiGlobalData, ApiLibraryVersion, ApiReferenceOptions} from './types';
import {writeVersionDiff} from './versionDiff';
import {writeOlderVersionReference} from './versions';

export type {ApiGlobalData, ApiReferenceOptions, ApiRouteData} from './types';

export default function apiReferencePlugin(
  context: LoadContext,
  configured: ApiReferenceOptions,
): Plugin<LoadedContent> {
  // The configuration's paths are relative to the site directory (see optionPaths.ts).
  const options = resolveOptionPaths(context.siteDir, configured);
  // Upstream ignores the options it does not know (ours).
  const upstream = typedocApiPlugin(context, options as DocusaurusPluginTypeDocApiOptions);
  const codiconDir = path.join(context.generatedFilesDir, 'api-reference-codicons');
  const versions = new Map(options.libraryVersions.map((version) => [version.name, version] as const));
  const versionOf = (name: string): ApiLibraryVersion => {
    const version = versions.get(name);
    if (!version) throw new Error(`api-reference: the docs version ${name} is not one of libraryVersions.`);
    return version;
  };
  const notesOf = new Map(
    options.libraryVersions.map(
      (version) => [version.name, readVersionNotes(options.notesDir, version.notesFolder)] as const,
    ),
  );
  const summariesOf = new Map(
    [...notesOf].map(
      ([name, notes]) =>
        [name, new Map(notes.map((note) => [`${note.kind}/${note.name}`, note.summary] as const))] as const,
    ),
  );
  // By version, from loadContent for the routes' data in contentLoaded.
  const codeLinksOf = new Map<string, CodeLinksFile>();
  const hostRecordsOf = new Map<string, Map<string, HostRecord[]>>();
  const addedIn = readAddedIn(options.addedInFile);

  return {
    ...upstream,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [...(upstream.getPathsToWatch?.() ?? []), path.join(options.notesDir, '**/*.md')];
    },
    configureWebpack(config, isServer, utils, content) {
      const upstreamConfig = upstream.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {...upstreamConfig, resolve: {alias: webpackAliases(codiconDir)}};
    },
    async loadContent() {
      await writeCodiconSubset(codiconDir);
      for (const version of options.libraryVersions) {
        if (version.package) await writeOlderVersionReference(context.siteDir, options, version.package);
      }
      const content = await upstream.loadContent!();
      const current = content.loadedVersions.find((loaded) => loaded.versionName === 'current');
      if (current && options.renamedEnums) keepRenamedEnumPages(entryRoots(current.packages)[0], options.renamedEnums);
      // Every problem of every version first, so that one build names them all.
      const problems = unusedSharedNotes(
        options.notesDir,
        options.libraryVersions.map((version) => version.notesFolder),
      );
      for (const loaded of content.loadedVersions) {
        const roots = entryRoots(loaded.packages);
        if (roots.length !== 1) {
          throw new Error(`api-reference: expected one package entry point, found ${roots.length}.`);
        }
        problems.push(...noteProblems(roots[0], notesOf.get(loaded.versionName) ?? [], versionOf(loaded.versionName)));
      }
      if (problems.length > 0) {
        throw new Error(`api-reference: the API notes do not match the library:\n${problems.join('\n')}`);
      }
      for (const loaded of content.loadedVersions) {
        const version = versionOf(loaded.versionName);
        const [root] = entryRoots(loaded.packages);
        const packageName = loaded.packages[0].packageName;
        cleanComments(root);
        applyNotes(root, notesOf.get(version.name)!, indexReflections(root), version);
        // After the notes: the back links close each page's description.
        const pages = pagesOf(root);
        appendBacklinks(root, pages, packageName, version, options.libraryVersions[0], context.baseUrl);
        codeLinksOf.set(version.name, writeCodeLinks(version, root, packageName, summariesOf.get(version.name)!));
        loaded.sidebars = buildSidebar(root, options);
        const sections = buildSections(root, options);
        hostRecordsOf.set(
          version.name,
          loadHostSupport(options.notesDir, context.generatedFilesDir, version, pages, sections),
        );
        setPagination(root, loaded.sidebars);
      }
      addNotices(content.loadedVersions, addedIn);
      writeVersionDiff(content.loadedVersions, options.versionDiffFile, addedIn);
      return content;
    },
    async contentLoaded({content, actions}) {
      if (!content) return;
      const captured = await captureUpstreamRoutes(upstream, content, actions);
      actions.setGlobalData({onlyIn: pagesOnlyIn(content.loadedVersions)} satisfies ApiGlobalData);
      // Each version's data by the path of its route (DocVersionRoot).
      const byPath = new Map<string, VersionRoutes>(
        content.loadedVersions.map((loaded) => {
          const [root] = entryRoots(loaded.packages);
          const pkg = loaded.packages[0];
          const version = versionOf(loaded.versionName);
          const routes: VersionRoutes = {
            version,
            root,
            index: indexReflections(root),
            label: {name: pkg.packageName, version: pkg.packageVersion},
            summaries: summariesOf.get(version.name)!,
            codeLinks: codeLinksOf.get(version.name)!,
            hostRecords: hostRecordsOf.get(version.name)!,
          };
          return [loaded.versionPath, routes] as const;
        }),
      );
      await addItemRoutes(captured, byPath, actions, options);
    },
  };
}

/**
 * A thin plugin around docusaurus-plugin-typedoc-api 4.4.0 that changes what it hands to
 * the browser and leaves the generation itself to it. Its steps, one module each:
 *
 * 1. reflections.ts: one index of every reflection, permalinks, `{@link}` tags resolved at
 *    build time (upstream looks names up in the browser and misses), default exports named.
 * 2. sidebar.ts: sections by the package's TypeDoc `@category` tags, then by kind;
 *    previous/next links in that order.
 * 3. descriptions.ts, notes.ts, backlinks.ts and errorBacklinks.ts: comment HTML cleaned; our
 *    API notes (api/notes) merged into the reflections, every page's meta description is its
 *    note's summary; "Used by", "In the guides" and "Errors it can raise" links appended.
 * 4. markdown.ts: the Markdown of comments lexed here and shipped as tokens
 *    (client/marked.ts stands in for marked in the bundle).
 * 5. routes.ts: one data module per API route with its reflection and stubs of what it
 *    links to; theme/ApiItemRoute renders upstream's ApiItem from it. hostSupport.ts adds
 *    where the export works (api/host-support) and writes each version's Host support table.
 * 6. client/: our own versions of some of upstream's components (Markdown without marked,
 *    and accessible markup), swapped in by webpack aliases (OWN_COMPONENTS below).
 *
 * It relies on upstream's route tree (DocsRoot > DocVersionRoot > ApiPage > ApiItem
 * routes carrying the reflection `id`) and on the `packages-*.json` data name; when
 * either changes, the build fails here with a message instead of shipping the old
 * behaviour (tests check the result in the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {ReflectionKind} from 'typedoc';
import type {CodeLinksFile} from '../code-theme/remarkCodeLinks';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import typedocApiPlugin from 'docusaurus-plugin-typedoc-api';
import {resolveOptionPaths} from './optionPaths';
import type {
  DocusaurusPluginTypeDocApiOptions,
  LoadedContent,
  PackageReflectionGroup,
} from 'docusaurus-plugin-typedoc-api/lib/types';
import {firstSentence} from '../shared/sentence';
import {writeCodiconSubset} from './codicons';
import {cleanComments, indexDescription, type PackageLabel} from './descriptions';
import {createMarkdownLexer} from './markdown';
import {backlinksMarkdown, guideUses, usedBy} from './backlinks';
import {errorBacklinks} from './errorBacklinks';
import {
  appendMarkdown,
  checkNotes,
  localizeNoteLinks,
  mergeNotes,
  NOTE_KINDS,
  readVersionNotes,
  unusedSharedNotes,
  type Note,
  type NoteTarget,
} from './notes';
import {indexReflections, permalinkOf, stub} from './reflections';
import {flattenRoutes, itemRouteId, routeData} from './routes';
import {buildSections, buildSidebar, setPagination} from './sidebar';
import {hostSupportTableFile, readHostRecords, worksInOf, writeHostSupportTable} from './hostSupport';
import type {ApiGlobalData, ApiLibraryVersion, ApiReferenceOptions, Reflection, ReflectionIndex} from './types';
import {writeOlderVersionReference} from './versions';
import {deprecationNotice, keepRenamedEnumPages, newInNotice, prependMarkdown} from './notices';
import {diffVersions} from './versionDiff';
import type {CommentHolder} from './notes';

export type {ApiGlobalData, ApiReferenceOptions, ApiRouteData} from './types';

function entryRoots(packages: PackageReflectionGroup[]): Reflection[] {
  return packages.flatMap((pkg) => pkg.entryPoints.map((entry) => entry.reflection as Reflection));
}

/** Resolves `Name` or `Name.member` of a note's `{@link}` to a permalink among the root's pages. */
function notePermalinks(root: Reflection, index: ReflectionIndex): (target: string) => string | undefined {
  return (target) => {
    const [name, member] = target.split('.');
    // A page first; type aliases and variables are anchors on the overview.
    const page =
      root.children?.find((child) => child.name === name && NOTE_KINDS[child.kind]) ??
      root.children?.find((child) => child.name === name && child.permalink);
    const href = page && permalinkOf(page.id, index);
    return href && member ? `${href}#${member}` : href;
  };
}

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

function pagesOf(root: Reflection): Reflection[] {
  return (root.children ?? []).filter((child) => NOTE_KINDS[child.kind]);
}

/** Every problem of a version's notes against the pages of its root (see notes.ts), each naming the version. */
function noteProblems(root: Reflection, notes: Note[], version: ApiLibraryVersion): string[] {
  const linkable = new Set((root.children ?? []).filter((child) => child.permalink).map((child) => child.name));
  return checkNotes(notes, pagesOf(root) as unknown as NoteTarget[], linkable, {
    library: `${version.libraryLabel} (docs version ${version.name})`,
    folder: version.notesFolder,
  });
}

/** Merges a version's notes into the pages of its root (after noteProblems found none), their links into that version. */
function applyNotes(root: Reflection, notes: Note[], index: ReflectionIndex, version: ApiLibraryVersion): void {
  const byKey = new Map(pagesOf(root).map((page) => [`${NOTE_KINDS[page.kind]}/${page.name}`, page] as const));
  const segment = version.apiRouteBasePath.split('/').slice(2).join('/');
  mergeNotes(byKey as unknown as Parameters<typeof mergeNotes>[0], notes, notePermalinks(root, index), (markdown) =>
    localizeNoteLinks(markdown, segment),
  );
}

/**
 * Upstream's components that ours stand in for (client/<Name>.tsx; each file says why and
 * how it differs). Upstream's components import each other by relative paths, so an alias
 * of the resolved file swaps ours in everywhere; ours import upstream's other components
 * by package paths, which these aliases leave alone.
 */
export const OWN_COMPONENTS = [
  'AnchorLink',
  'CommentBadges',
  'Markdown',
  'Members',
  'MemberSignatureBody',
  'MemberSources',
  'Parameter',
  'Reflection',
  'VersionBanner',
] as const;

function ownComponentAliases(): Record<string, string> {
  return Object.fromEntries(
    OWN_COMPONENTS.map((name) => [
      require.resolve(`docusaurus-plugin-typedoc-api/lib/components/${name}.js`),
      path.join(__dirname, 'client', `${name}.tsx`),
    ]),
  );
}

export default function apiReferencePlugin(
  context: LoadContext,
  configured: ApiReferenceOptions,
): Plugin<LoadedContent> {
  // The configuration's paths are relative to the site directory (see optionPaths.ts).
  const options = resolveOptionPaths(context.siteDir, configured);
  // Upstream ignores the options it does not know (ours).
  const upstream = typedocApiPlugin(context, options as DocusaurusPluginTypeDocApiOptions);
  const {introComponent} = options;
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
  const codeLinksOf = new Map<string, CodeLinksFile>();
  const hostRecordsOf = new Map<string, ReturnType<typeof readHostRecords>>();
  const addedIn = options.addedInFile
    ? (JSON.parse(fs.readFileSync(options.addedInFile, 'utf8')) as {exports: Record<string, string>}).exports
    : {};

  /** What changed from each older version to the current one, for the migration guide (versionDiff.ts). */
  const writeVersionDiff = (loadedVersions: LoadedContent['loadedVersions']) => {
    const [newest, older] = loadedVersions;
    if (!older || !options.versionDiffFile) return;
    const label = (loaded: typeof newest) => ({
      name: loaded.packages[0].packageName,
      version: loaded.packages[0].packageVersion,
    });
    const diff = diffVersions(
      entryRoots(newest.packages)[0],
      entryRoots(older.packages)[0],
      {newer: label(newest), older: label(older)},
      addedIn,
    );
    fs.mkdirSync(path.dirname(options.versionDiffFile), {recursive: true});
    fs.writeFileSync(options.versionDiffFile, JSON.stringify(diff));
  };

  /** "New in" and "Deprecated" notices above every page that needs one (notices.ts). */
  const addNotices = (loadedVersions: LoadedContent['loadedVersions']) => {
    const pagesByVersion = loadedVersions.map((loaded) => ({
      loaded,
      root: entryRoots(loaded.packages)[0],
      keys: new Set(pagesOf(entryRoots(loaded.packages)[0]).map((page) => `${NOTE_KINDS[page.kind]}/${page.name}`)),
    }));
    for (const [position, {loaded, root}] of pagesByVersion.entries()) {
      const older = pagesByVersion[position + 1];
      const major = (version: string) => `${version.split('.')[0]}.x`;
      const pkg = loaded.packages[0];
      const linkOf = (name: string) =>
        root.children?.find((child) => child.name === name && NOTE_KINDS[child.kind])?.permalink;
      for (const page of pagesOf(root)) {
        const notices: string[] = [];
        if (older && !older.keys.has(`${NOTE_KINDS[page.kind]}/${page.name}`)) {
          const olderPkg = older.loaded.packages[0];
          const since = loaded.versionName === 'current' ? addedIn[page.name] : undefined;
          notices.push(newInNotice(major(pkg.packageVersion), major(olderPkg.packageVersion), since, pkg.packageName));
        }
        const deprecated = deprecationNotice(page, linkOf);
        if (deprecated) notices.push(deprecated);
        if (notices.length > 0) prependMarkdown(page as CommentHolder, notices.join('\n\n'));
      }
    }
  };

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
      const markedShim = path.join(__dirname, 'client', 'marked.ts');
      const alias = {
        ...ownComponentAliases(),
        marked$: markedShim,
        'marked-smartypants$': markedShim,
        '@vscode/codicons/dist/codicon.css$': path.join(codiconDir, 'codicon.css'),
      };
      return {...upstreamConfig, resolve: {alias}};
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
        cleanComments(root);
        applyNotes(root, notesOf.get(version.name)!, indexReflections(root), version);
        // After the notes: "Used by" and "In the guides" close each page's description.
        const pages = pagesOf(root);
        const users = usedBy(pages, root.children ?? []);
        const packageName = loaded.packages[0].packageName;
        const errors = errorBacklinks(version, context.baseUrl);
        const guides = errors.leaveOutGuide(
          guideUses(version.guides.dir, version.guides.routeBasePath, packageName, version.apiRouteBasePath),
        );
        // An older version's pages are also used by the current guides' blocks written for it (the
        // migration guide's "before" code) and by their links into its reference.
        const current = options.libraryVersions[0];
        if (version !== current) {
          const written = new RegExp(`(?:^|\\s)version="${version.name.replace(/\./g, '\\.')}"`);
          const fromCurrent = guideUses(
            current.guides.dir,
            current.guides.routeBasePath,
            packageName,
            version.apiRouteBasePath,
            (meta) => written.test(meta),
          );
          for (const [name, uses] of fromCurrent) guides.set(name, [...(guides.get(name) ?? []), ...uses]);
        }
        for (const page of pages) {
          const markdown = [
            backlinksMarkdown(page, users.get(page.id), guides.get(page.name), context.baseUrl),
            errors.markdownOf(page.name),
          ].filter(Boolean);
          if (markdown.length > 0) appendMarkdown(page as CommentHolder, markdown.join('\n\n'));
        }
        const codeLinks = exportLinks(root, packageName, summariesOf.get(version.name)!);
        codeLinksOf.set(version.name, codeLinks);
        fs.mkdirSync(path.dirname(version.codeLinksFile), {recursive: true});
        fs.writeFileSync(version.codeLinksFile, JSON.stringify(codeLinks));
        loaded.sidebars = buildSidebar(root, options);
        // Where each export works (hostSupport.ts): its page's "Works in" and the Host support guide's table.
        hostRecordsOf.set(version.name, readHostRecords(options.notesDir, version, pages));
        const tableFile = hostSupportTableFile(context.generatedFilesDir, version.name);
        writeHostSupportTable(
          tableFile,
          version.libraryLabel,
          buildSections(root, options),
          hostRecordsOf.get(version.name)!,
        );
        setPagination(root, loaded.sidebars);
      }
      addNotices(content.loadedVersions);
      writeVersionDiff(content.loadedVersions);
      return content;
    },
    async contentLoaded({content, actions}) {
      if (!content) return;
      const captured: RouteConfig[] = [];
      let packagesReplaced = 0;
      const wrappedActions: PluginContentLoadedActions = {
        ...actions,
        addRoute: (route) => captured.push(route),
        createData: (name, data) => {
          if (!name.startsWith('packages-')) return actions.createData(name, data);
          packagesReplaced += 1;
          // ApiPage maps this into the reflection context of every page: keep only the roots.
          const version = content.loadedVersions.find((v) => name === `packages-${v.versionName}.json`);
          const slim = (version?.packages ?? []).map((pkg) => ({
            packageName: pkg.packageName,
            packageVersion: pkg.packageVersion,
            entryPoints: pkg.entryPoints.map(({index, label, urlSlug, reflection}) => ({
              index,
              label,
              urlSlug,
              reflection: stub(reflection, undefined),
            })),
          }));
          return actions.createData(name, JSON.stringify(slim));
        },
      };
      await upstream.contentLoaded!({content, actions: wrappedActions});
      if (packagesReplaced === 0 || captured.length === 0) {
        throw new Error('api-reference: docusaurus-plugin-typedoc-api no longer creates its data as expected.');
      }

      // The pages that only one version has (`function/useSafeArea`), for the version switch in the
      // browser: every other page exists in every version. A few names, not the whole route table.
      const pageKeys = content.loadedVersions.map((loaded) => ({
        name: loaded.versionName,
        keys: new Set(pagesOf(entryRoots(loaded.packages)[0]).map((page) => `${NOTE_KINDS[page.kind]}/${page.name}`)),
      }));
      const onlyIn: ApiGlobalData['onlyIn'] = {};
      for (const {name, keys} of pageKeys) {
        onlyIn[name] = [...keys]
          .filter((key) => pageKeys.some((other) => other.name !== name && !other.keys.has(key)))
          .sort();
      }
      actions.setGlobalData({onlyIn} satisfies ApiGlobalData);

      const lexer = createMarkdownLexer();
      interface VersionContext {
        version: ApiLibraryVersion;
        root: Reflection;
        index: ReflectionIndex;
        label: PackageLabel;
      }
      // Upstream gives each version a route at the version's path (DocVersionRoot); reflection ids
      // repeat between versions, so each version's routes are read with its own reflections.
      const contexts = new Map<string, VersionContext>(
        content.loadedVersions.map((loaded) => {
          const [root] = entryRoots(loaded.packages);
          const pkg = loaded.packages[0];
          const context: VersionContext = {
            version: versionOf(loaded.versionName),
            root,
            index: indexReflections(root),
            label: {name: pkg.packageName, version: pkg.packageVersion},
          };
          return [loaded.versionPath, context] as const;
        }),
      );
      const describe = (item: Reflection, {root, label, version}: VersionContext): string => {
        if (item.id === root.id) return indexDescription(label);
        const summary = summariesOf.get(version.name)!.get(`${NOTE_KINDS[item.kind]}/${item.name}`);
        if (!summary) throw new Error(`api-reference: no API note for the page of ${item.name} (${version.name}).`);
        return summary;
      };
      let itemRoutes = 0;
      const rewrite = async (route: RouteConfig, context?: VersionContext): Promise<RouteConfig> => {
        const own = contexts.get(route.path) ?? context;
        const routes = route.routes ? await Promise.all(route.routes.map((child) => rewrite(child, own))) : undefined;
        const id = itemRouteId(route);
        if (id === undefined) return {...route, ...(routes ? {routes} : {})};
        const entry = own?.index.get(id);
        if (!own || !entry) throw new Error(`api-reference: no reflection with id ${id} for ${route.path}.`);
        itemRoutes += 1;
        const data = await actions.createData(
          `reflection-${own.version.name}-${id}.json`,
          JSON.stringify({
            ...routeData(
              entry.reflection,
              own.index,
              own.root.id,
              options,
              lexer,
              describe(entry.reflection, own),
              codeLinksOf.get(own.version.name)!,
            ),
            ...worksInOf(entry.reflection, hostRecordsOf.get(own.version.name)!, own.version),
          }),
        );
        const modules: RouteConfig['modules'] = {...route.modules, reflection: data};
        if (id === own.root.id && introComponent) modules.readme = introComponent;
        // The reflection id goes with the page's data (ApiItemRoute hands it to upstream's ApiItem), not in
        // the route table every page's first load carries.
        const withoutId: RouteConfig & {id?: number} = {...route, component: '@theme/ApiItemRoute', modules};
        delete withoutId.id;
        return withoutId;
      };
      for (const route of captured) actions.addRoute(await rewrite(route));
      if (itemRoutes === 0 || flattenRoutes(captured).every((route) => itemRouteId(route) === undefined)) {
        throw new Error('api-reference: found no ApiItem routes in docusaurus-plugin-typedoc-api output.');
      }
    },
  };
}

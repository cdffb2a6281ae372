/**
 * Options of the API reference under /api: docusaurus-plugin-typedoc-api generates it at
 * build time from the type declarations of the installed chayns-api package, through our
 * thin wrapper plugins/api-reference (per-page data, sidebar by category).
 */
import path from 'node:path';
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import apiReferencePlugin, {type ApiReferenceOptions} from '../plugins/api-reference';
import {currentVersion, docsVersions} from './versions';
import {guides} from './site';
import type {ApiLibraryVersion} from '../plugins/api-reference/types';
import {resolveOptionPaths} from '../plugins/api-reference/optionPaths';

/** The site directory, for the paths of the tests and scripts; the options themselves are relative to it. */
const projectRoot = path.join(__dirname, '..');

const routeBasePath = 'api';

/** Each version's errors guide in its guides folder ("Errors and warnings", checked by plugins/error-reference). */
const ERRORS_GUIDE = 'errors.mdx';

/** Each docs version's reference: its package, notes, guides and code links (config/versions.ts). */
const libraryVersions: ApiLibraryVersion[] = docsVersions.map((version) => {
  const segment = version.segment ? `/${version.segment}` : '';
  return {
    name: version.name,
    libraryLabel: `${version.library.name} ${version.library.version}`,
    notesFolder: version.notesFolder,
    guides: {dir: version.guidesDir, routeBasePath: `/${guides.routeBasePath}${segment}`},
    apiRouteBasePath: `/${routeBasePath}${segment}`,
    codeLinksFile: `.docusaurus/api-reference/code-links-${version.name}.json`,
    errorsGuide: ERRORS_GUIDE,
    ...(version === currentVersion
      ? {}
      : {
          package: {
            name: version.name,
            path: path.relative(projectRoot, version.library.root),
            entry: version.library.typesEntry,
            tsconfigName: `api/tsconfig.${version.name}.json`,
          },
        }),
  };
});

/**
 * The plugin's options. Their paths are relative to the site directory, which the plugin resolves them
 * against (plugins/api-reference/optionPaths.ts): Docusaurus puts the options into the client bundle.
 */
export const apiReference = {
  projectRoot: '.',
  tsconfigName: 'api/tsconfig.json',
  packages: [{path: path.relative(projectRoot, currentVersion.library.root), entry: currentVersion.library.typesEntry}],
  routeBasePath,
  // The current version is the newest and sits at /api; older ones under /api/<name>.
  lastVersion: 'current',
  readmes: false,
  changelogs: false,
  typedocOptions: {
    // With the default pattern everything under node_modules counts as external and
    // the reference comes out empty, while the build still passes.
    externalPattern: [],
    // The package ships only .d.ts files; upstream's source links would point at
    // https://undefined/... and a link into node_modules helps no reader.
    disableSources: true,
  },
  remarkPlugins: [],
  rehypePlugins: [],
  // The package's TypeDoc `@category` tags become sidebar sections before the kinds.
  categoryLabels: {'Event listener': 'Event listeners'},
  // The history layer of 3.x (47 exports) is one section; hooks the library did not tag join Hooks.
  nameCategories: [
    {
      label: 'History layer',
      pattern:
        /History|^(BlockRegistry|NavigationQueue|applyStateToTree|diffIncomingState|parseFromUrl|projectToState|projectToUrl)$/,
    },
    {label: 'Hooks', pattern: /^use[A-Z]/},
  ],
  sidebarOrder: [
    'Hooks',
    'History layer',
    'Functions',
    'Event listeners',
    'User functions',
    'Classes',
    'Namespaces',
    'Enumerations',
    'Interfaces',
    'Type Aliases',
    'Variables',
  ],
  introComponent: '@site/src/components/ApiIntro',
  // Our description of every export, merged into the reference (plugins/api-reference/notes.ts).
  notesDir: 'api/notes',
  libraryVersions,
  // 3.x spells it RuntimeEnvironment; the old name keeps its page, marked deprecated.
  renamedEnums: {RuntimeEnviroment: 'RuntimeEnvironment'} as Record<string, string>,
  addedInFile: 'api/added-in.json',
  // The migration guide's table of what 3.x added, changed, deprecated or removed (`@generated/api-reference/version-diff.json`).
  versionDiffFile: '.docusaurus/api-reference/version-diff.json',
} satisfies ApiReferenceOptions;

/** The options with absolute paths, for the tests and scripts that read the same files. */
export const apiReferencePaths = resolveOptionPaths(projectRoot, apiReference);

/** The plugin entry of docusaurus.config.ts (default plugin id: upstream reads the docs plugin's data of its own id). */
export const apiReferencePluginConfig: PluginConfig = [apiReferencePlugin as PluginModule, apiReference];

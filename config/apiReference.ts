/**
 * Options of the API reference under /api: docusaurus-plugin-typedoc-api generates it at
 * build time from the type declarations of the installed chayns-api package, through our
 * thin wrapper plugins/api-reference (per-page data, sidebar by category).
 */
import path from 'node:path';
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import apiReferencePlugin, {type ApiReferenceOptions} from '../plugins/api-reference';
import {library} from './library';
import {guides} from './site';

const projectRoot = path.join(__dirname, '..');

export const apiReference = {
  projectRoot,
  tsconfigName: 'api/tsconfig.json',
  packages: [{path: path.relative(projectRoot, library.root), entry: library.typesEntry}],
  routeBasePath: 'api',
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
  sidebarOrder: [
    'Hooks',
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
  notesDir: path.join(projectRoot, 'api', 'notes'),
  // Guide sections that link to or import an export are listed on its page.
  guides: {dir: path.join(projectRoot, guides.dir), routeBasePath: `/${guides.routeBasePath}`},
  codeLinksFile: path.join(projectRoot, '.docusaurus', 'api-reference', 'code-links.json'),
} satisfies ApiReferenceOptions;

/** The plugin entry of docusaurus.config.ts (default plugin id: upstream reads the docs plugin's data of its own id). */
export const apiReferencePluginConfig: PluginConfig = [apiReferencePlugin as PluginModule, apiReference];

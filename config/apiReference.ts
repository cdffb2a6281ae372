/**
 * Options of docusaurus-plugin-typedoc-api: the API reference under /api, generated at
 * build time from the type declarations of the installed chayns-api package.
 */
import path from 'node:path';
import type {DocusaurusPluginTypeDocApiOptions} from 'docusaurus-plugin-typedoc-api/lib/types';
import {library} from './library';

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
    disableSources: true,
  },
  remarkPlugins: [],
  rehypePlugins: [],
} satisfies Partial<DocusaurusPluginTypeDocApiOptions> &
  Pick<DocusaurusPluginTypeDocApiOptions, 'projectRoot' | 'packages'>;

/**
 * Options of the errors guides' check (plugins/error-reference): for each docs version, its installed
 * package and its errors guide, which the API reference names (config/apiReference.ts, `errorsGuide`)
 * and reads for the "Errors it can raise" links of each export's page.
 */
import path from 'node:path';
import type {ErrorReferenceOptions} from '../plugins/error-reference';
import {apiReference} from './apiReference';
import {docsVersions} from './versions';

/** The site directory: the options hold paths relative to it (Docusaurus ships plugin options to the browser). */
const projectRoot = path.join(__dirname, '..');

export const errorReference = {
  versions: apiReference.libraryVersions.map((apiVersion) => {
    const version = docsVersions.find((docsVersion) => docsVersion.name === apiVersion.name)!;
    return {
      name: version.name,
      library: apiVersion.libraryLabel,
      packageRoot: path.relative(projectRoot, version.library.root),
      guide: path.join(apiVersion.guides.dir, apiVersion.errorsGuide),
      routeBase: apiVersion.guides.routeBasePath,
      apiRoute: apiVersion.apiRouteBasePath,
    };
  }),
} satisfies ErrorReferenceOptions;

import path from 'node:path';
import type {ApiReferenceOptions} from './types';

/**
 * The options with their paths made absolute against `siteDir`. The configuration gives them relative
 * to the site directory: Docusaurus serializes the site's configuration, plugin options included, into
 * the client bundle, where an absolute path would publish the folders of the machine that built it.
 */
export function resolveOptionPaths<Options extends ApiReferenceOptions>(siteDir: string, options: Options): Options {
  const at = (file: string) => path.resolve(siteDir, file);
  return {
    ...options,
    projectRoot: at(options.projectRoot),
    notesDir: at(options.notesDir),
    ...(options.addedInFile ? {addedInFile: at(options.addedInFile)} : {}),
    ...(options.versionDiffFile ? {versionDiffFile: at(options.versionDiffFile)} : {}),
    libraryVersions: options.libraryVersions.map((version) => ({
      ...version,
      guides: {...version.guides, dir: at(version.guides.dir)},
      codeLinksFile: at(version.codeLinksFile),
    })),
  } as Options;
}

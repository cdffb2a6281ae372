/**
 * Facts about the documented library, read once from the installed npm packages so that
 * nothing about them (name, version, links) is typed twice: `chayns-api` is the current
 * version of the docs, `chayns-api-2` (an npm alias of chayns-api 2.x) its version 2.x.
 * Bumping a pin in package.json updates every place that shows it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LibraryInfo {
  /** npm package name, e.g. `chayns-api`. */
  name: string;
  /** Installed version, e.g. `2.6.14`. */
  version: string;
  /** Folder of the installed package. */
  root: string;
  /** Entry of its type declarations, relative to `root`. */
  typesEntry: string;
  /** Repository on GitHub, without `.git`. */
  repositoryUrl: string;
  /** The npm page of exactly the installed version. */
  npmUrl: string;
  /** Release notes of the library. */
  releasesUrl: string;
}

interface PackageJson {
  name: string;
  version: string;
  types: string;
  repository: {url: string} | string;
}

function findPackageRoot(installName: string): string {
  // The package's `exports` map hides its package.json from `require`, so walk up from its
  // resolved entry to the folder it is installed as (an alias installs under its own name).
  let dir = path.dirname(require.resolve(installName));
  while (dir !== path.dirname(dir)) {
    if (path.basename(dir) === installName && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed package "${installName}". Run "npm ci" first.`);
}

function readLibrary(installName: string): LibraryInfo {
  const root = findPackageRoot(installName);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository.url;
  const repositoryUrl = repository.replace(/^git\+/, '').replace(/\.git$/, '');
  return {
    name: pkg.name,
    version: pkg.version,
    root,
    typesEntry: pkg.types,
    repositoryUrl,
    npmUrl: `https://www.npmjs.com/package/${pkg.name}/v/${pkg.version}`,
    releasesUrl: `${repositoryUrl}/releases`,
  };
}

/** The current version of the docs (docs version `current`). */
export const library: LibraryInfo = readLibrary('chayns-api');
/** The previous major, installed as `chayns-api-2` (docs version `2.x`). */
export const libraryV2: LibraryInfo = readLibrary('chayns-api-2');

/**
 * Facts about the documented library, read once from the installed npm package so that
 * nothing about it (name, version, links) is typed twice. Bumping the pin in
 * package.json updates every place that shows them.
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

function findPackageRoot(packageName: string): string {
  // The package's `exports` map hides its package.json from `require`, so walk up
  // from its resolved entry until the folder whose package.json names it.
  let dir = path.dirname(require.resolve(packageName));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson).name === packageName) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed package "${packageName}". Run "npm ci" first.`);
}

function readLibrary(packageName: string): LibraryInfo {
  const root = findPackageRoot(packageName);
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

export const library: LibraryInfo = readLibrary('chayns-api');

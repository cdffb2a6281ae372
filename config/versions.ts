/**
 * The versions of the docs, newest first: each documents one major of chayns-api, with its guides
 * and its API reference under the version's path segment. Read by the docs plugin options, the API
 * reference, the search, the Markdown twins and the sample checks, so a version is named once.
 */
import {library, libraryV2, type LibraryInfo} from './library';

export interface DocsVersion {
  /** Docusaurus' version name: `current` for the newest, else the name in versions.json. */
  name: string;
  /** Shown in the version dropdown and the badge. */
  label: string;
  /** Path segment under /docs/ and /api/ ('' for the current version). */
  segment: string;
  /** Folder of the version's guides. */
  guidesDir: string;
  /** Folder of the notes only this version uses, under api/notes/ (shared notes sit in api/notes/<kind>/). */
  notesFolder: string;
  /** The installed package the version documents. */
  library: LibraryInfo;
  /** How the package is installed in node_modules (the name samples of this version resolve `chayns-api` to). */
  installName: string;
}

export const docsVersions: DocsVersion[] = [
  {
    name: 'current',
    label: 'Next',
    segment: '',
    guidesDir: 'docs',
    notesFolder: '3.x',
    library,
    installName: 'chayns-api',
  },
  {
    name: '2.x',
    label: '2.x',
    segment: '2.x',
    guidesDir: 'versioned_docs/version-2.x',
    notesFolder: '2.x',
    library: libraryV2,
    installName: 'chayns-api-2',
  },
];

export const currentVersion = docsVersions[0];

/** The version a guide or note file belongs to, by its path relative to the repository root. */
export function versionOfGuide(relativeFile: string): DocsVersion {
  const file = relativeFile.split('\\').join('/');
  return (
    docsVersions.find((version) => version.name !== 'current' && file.startsWith(`${version.guidesDir}/`)) ??
    currentVersion
  );
}

/**
 * The documented library of the page being read: chayns-api 3.x on the current version's pages and
 * elsewhere, 2.x on the pages of version 2.x (see src/versions and config/versions.ts).
 */
import {usePageVersion, type ClientVersion} from '@site/src/versions';

/** The fields of the documented library that reach the browser. */
export type LibraryFields = ClientVersion['library'];

export function useLibrary(): LibraryFields {
  return usePageVersion().version.library;
}

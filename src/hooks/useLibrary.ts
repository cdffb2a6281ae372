/**
 * The documented library as docusaurus.config.ts hands it to the browser
 * (`customFields.library`, picked from config/library.ts).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LibraryInfo} from '../../config/library';

/** The fields of LibraryInfo that reach the browser (see `customFields` in docusaurus.config.ts). */
export type LibraryFields = Pick<LibraryInfo, 'name' | 'version' | 'npmUrl' | 'repositoryUrl'>;

export function useLibrary(): LibraryFields {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.library as LibraryFields;
}

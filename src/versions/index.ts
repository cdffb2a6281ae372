/**
 * The docs versions in the browser: the list from `customFields.docsVersions`, the version of the
 * page being read, and whether a page exists in another version (guides from the docs plugin's
 * data, API pages from the API reference plugin's list of pages only one version has).
 */
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {parseVersionedPath, versionedPath, type ClientVersion, type Section, type VersionedPath} from './paths';

export type {ClientVersion, Section, VersionedPath} from './paths';

/** The API reference plugin's global data (written by plugins/api-reference: its `ApiGlobalData`). */
interface ApiGlobalData {
  /** By docs version: the pages (`kind/Name`) that no other version has. */
  onlyIn: Record<string, string[]>;
}

export function useDocsVersions(): ClientVersion[] {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.docsVersions as ClientVersion[];
}

/** The version (and section and page) of the page being read. */
export function usePageVersion(): VersionedPath {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return parseVersionedPath(pathname, siteConfig.baseUrl, useDocsVersions());
}

const trim = (path: string) => path.replace(/\/+$/, '');

/** Whether a guide or API page exists in a version (`page` as parseVersionedPath gives it). */
export function usePageExists(): (section: Section, version: ClientVersion, page: string) => boolean {
  const {siteConfig} = useDocusaurusContext();
  const docs = useAllDocsData().default;
  const api = usePluginData('docusaurus-plugin-typedoc-api') as ApiGlobalData | undefined;
  return (section, version, page) => {
    if (page === '') return true;
    if (section === 'docs') {
      const path = trim(versionedPath(siteConfig.baseUrl, 'docs', version, page));
      return docs?.versions.find((v) => v.name === version.name)?.docs.some((doc) => trim(doc.path) === path) ?? false;
    }
    return !Object.entries(api?.onlyIn ?? {}).some(([name, pages]) => name !== version.name && pages.includes(page));
  };
}

// Change: the dropdown lists the docs versions for every page, guides and API pages alike: each
// entry leads to the same page in that version where it exists, else to that version's start page
// of the same section, and the label is the version of the page being read. theme-classic's item
// knows only the docs plugin's pages, so on an API page it offered the guides' start pages.
import React from 'react';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {useDocsVersions, usePageExists, usePageVersion} from '@site/src/versions';
import {counterpartPath} from '@site/src/versions/paths';

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...props
}: Props): JSX.Element {
  const {pathname, search, hash} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const versions = useDocsVersions();
  const page = usePageVersion();
  const exists = usePageExists();
  const {preferredVersion, savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  // On a guide or API page its own version; elsewhere the one the reader chose last.
  const shown = page.section ? page.version : (versions.find((v) => v.name === preferredVersion?.name) ?? page.version);
  const items: LinkLikeNavbarItemProps[] = versions.map((version) => ({
    label: version.label,
    to: `${counterpartPath(pathname, baseUrl, versions, version, exists)}${search}${hash}`,
    isActive: () => version.name === shown.name,
    onClick: () => savePreferredVersionName(version.name),
  }));
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={mobile ? 'Versions' : shown.label}
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

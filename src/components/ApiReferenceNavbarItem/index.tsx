/**
 * The navbar's link to the API reference (`type: 'custom-apiReference'`): the reference of the
 * version being read on a guide or API page, else of the version the reader chose last
 * (Docusaurus' preferred version, which the version dropdown saves), else the current one.
 */
import React from 'react';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DefaultNavbarItem';
import {useDocsVersions, usePageVersion} from '@site/src/versions';
import {versionedPath} from '@site/src/versions/paths';

export default function ApiReferenceNavbarItem(props: Props): JSX.Element {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const versions = useDocsVersions();
  const page = usePageVersion();
  const {preferredVersion} = useDocsPreferredVersion();
  const version = page.section
    ? page.version
    : (versions.find((v) => v.name === preferredVersion?.name) ?? page.version);
  return <DefaultNavbarItem {...props} to={versionedPath(baseUrl, 'api', version, '')} />;
}

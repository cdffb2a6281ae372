// Change: on a page of an older major, says which release it documents, that a newer major is
// current, and links the same page there (its counterpart, or the newer version's start page of the
// same section). The API pages render it too (plugins/api-reference/client/VersionBanner.tsx), so
// guides and reference say it alike; theme-classic's banner knows only the guides.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import {useDocsVersions, usePageExists, usePageVersion} from '@site/src/versions';
import {counterpartPath} from '@site/src/versions/paths';

export default function DocVersionBanner({className}: Props): JSX.Element | null {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const versions = useDocsVersions();
  const {version} = usePageVersion();
  const exists = usePageExists();
  const {savePreferredVersionName} = useDocsPreferredVersion();
  const [current] = versions;
  if (version.name === current.name) return null;
  const major = (v: typeof version) => v.library.version.split('.')[0];
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="note"
      data-testid="version-banner">
      This page documents <strong>{version.library.name}</strong> {version.library.version}, the {version.label} major.{' '}
      {version.library.name} {major(current)} is current:{' '}
      <Link
        to={counterpartPath(pathname, baseUrl, versions, current, exists)}
        onClick={() => savePreferredVersionName(current.name)}>
        read this page for {version.library.name} {current.library.version}
      </Link>
      . Moving an app to {major(current)}.x? The <Link to={`${baseUrl}docs/migration/`}>migration guide</Link> lists
      what changed.
    </div>
  );
}

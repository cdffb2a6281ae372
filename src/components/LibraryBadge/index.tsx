import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';

/** The documented library as it is configured in docusaurus.config.ts (`customFields.library`). */
export interface LibraryFields {
  name: string;
  version: string;
  npmUrl: string;
  repositoryUrl: string;
}

export function useLibrary(): LibraryFields {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.library as LibraryFields;
}

/** "Documents chayns-api 2.6.14 · npm · GitHub", for the footer. */
export default function LibraryBadge(): JSX.Element {
  const library = useLibrary();
  return (
    <p className="margin-bottom--sm" data-testid="library-badge">
      Documents <strong>{library.name}</strong> <code>{library.version}</code>
      {' · '}
      <Link href={library.npmUrl}>npm</Link>
      {' · '}
      <Link href={library.repositoryUrl}>GitHub</Link>
    </p>
  );
}

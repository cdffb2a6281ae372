import React from 'react';
import Link from '@docusaurus/Link';
import {useLibrary} from '@site/src/hooks/useLibrary';

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

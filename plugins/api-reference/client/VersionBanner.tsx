/**
 * Stands in for upstream's VersionBanner (an alias, see OWN_COMPONENTS in ../aliases.ts). Upstream's
 * looks the newest version up among the older ones only, so on a page of an older version it read a
 * missing entry and the page crashed; here the API pages render the site's own banner, the one the
 * guides show (`@theme/DocVersionBanner`), which links the same page in the current version.
 */
import React from 'react';
import DocVersionBanner from '@theme/DocVersionBanner';

export function VersionBanner(): JSX.Element {
  return <DocVersionBanner />;
}

/**
 * Wraps theme-classic's DocVersionBadge, the one slot that both the guides' layout and the
 * API pages' layout (docusaurus-plugin-typedoc-api) render just above the page title: the
 * "Copy page" control of the page's Markdown twin goes there.
 */
import React from 'react';
import DocVersionBadge from '@theme-init/DocVersionBadge';
import type {Props} from '@theme/DocVersionBadge';
import CopyPage from '../CopyPage';

export default function DocVersionBadgeWithCopyPage(props: Props): JSX.Element {
  return (
    <>
      <CopyPage />
      <DocVersionBadge {...props} />
    </>
  );
}

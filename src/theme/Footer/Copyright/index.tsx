// Wrap: adds the documented library's name, version and links above the copyright line.
import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import LibraryBadge from '@site/src/components/LibraryBadge';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): JSX.Element {
  return (
    <>
      <LibraryBadge />
      <Copyright {...props} />
    </>
  );
}

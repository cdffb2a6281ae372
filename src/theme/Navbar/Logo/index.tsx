// Wrap: shows the documented library version beside the site title, so readers know which release the pages describe.
import React from 'react';
import Logo from '@theme-original/Navbar/Logo';
import type LogoType from '@theme/Navbar/Logo';
import type {WrapperProps} from '@docusaurus/types';
import {useLibrary} from '@site/src/hooks/useLibrary';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LogoType>;

export default function LogoWrapper(props: Props): JSX.Element {
  const {version} = useLibrary();
  return (
    <>
      <Logo {...props} />
      <span className={styles.version} title={`Documentation of version ${version}`}>
        v{version}
      </span>
    </>
  );
}

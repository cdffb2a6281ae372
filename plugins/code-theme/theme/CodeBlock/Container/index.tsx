/**
 * Ejected from theme-classic 3.6.1 to drop its inline `--prism-color` and
 * `--prism-background-color`: they come from the Prism theme of the colour mode at render
 * time, so the server markup (light) would stay wrong in dark mode once the block is no longer
 * remounted (see ../index.tsx). plugins/code-theme sets both variables in CSS per colour mode.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): JSX.Element {
  const Element = As as React.ElementType;
  return (
    <Element
      {...props}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}

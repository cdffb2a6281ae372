/**
 * Ejected from theme-classic 3.6.1 to drop one line: the original gives the block
 * `key={String(isBrowser)}`, which throws away every server-rendered code block after
 * hydration and tokenizes it a second time, only to swap the light Prism colours for the
 * dark ones. Our token colours come from CSS for both colour modes (plugins/code-theme; it
 * also wins over the light values that theme-classic's CodeBlock/Container sets inline), so
 * the server markup is already right and is kept. It also hands the block's code links
 * (../CodeLinks) to its lines. README.md ("How a page starts") says how to give it back.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {BlockLinksProvider, useBlockLinksFor} from '../CodeLinks';

/** Plain string children (copyable, highlighted) or the elements as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A string block: highlighted, with the names it imports from the documented package linked (./Line). */
function LinkedStringContent({children, codeLinks, ...props}: Props & {children: string; codeLinks?: string}) {
  const links = useBlockLinksFor(children, codeLinks);
  return (
    <BlockLinksProvider links={links}>
      <StringContent {...props}>{children}</StringContent>
    </BlockLinksProvider>
  );
}

export default function CodeBlock({children: rawChildren, ...props}: Props & {codeLinks?: string}): JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <LinkedStringContent {...props}>{children}</LinkedStringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

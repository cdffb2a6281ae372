/**
 * The `wrapper` of MDX pages (src/theme/MDXComponents.tsx): after a client-side navigation, a
 * guide's first blocks are rendered and painted before the rest, which follows right after the
 * paint, in a transition that yields to the reader's input. The cost of a click no longer grows
 * with the length of the guide it leads to (bench/report.md, "Long guides": the click from
 * Getting started to Dialogs).
 *
 * Everything is rendered at once where a reader could tell the difference: on the server and
 * while hydrating (the HTML has the whole page), and when the address has a hash (the browser
 * scrolls to its target right after rendering). The rest follows within a frame or two, long
 * before find in page, a link or printing could ask for it.
 */
import React, {
  isValidElement,
  startTransition,
  useEffect,
  useState,
  type FunctionComponent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Top-level blocks rendered first: more than a tall screen holds. */
export const FIRST_BLOCKS = 12;

/**
 * MDX hands the wrapper its content as one element, `<_createMdxContent {...props} />`; calling
 * that function gives the fragment of the page's top-level blocks (it reads the MDX components
 * from context, as it would as a component of its own).
 */
function topLevelBlocks(children: ReactNode): ReactNode[] | undefined {
  if (!isValidElement(children) || typeof children.type !== 'function') return undefined;
  const content = (children.type as FunctionComponent)(children.props) as ReactNode;
  if (!isValidElement<{children?: ReactNode}>(content)) return undefined;
  return React.Children.toArray(content.props.children);
}

export default function ContentInSteps({children}: {children?: ReactNode}): ReactElement {
  const isBrowser = useIsBrowser();
  const {hash} = useLocation();
  const [complete, setComplete] = useState(() => !isBrowser || hash !== '');
  useEffect(() => {
    if (complete) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame with the first blocks is painted, then the rest is rendered.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setComplete(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete]);
  const blocks = topLevelBlocks(children);
  if (!blocks) return <>{children}</>;
  return <>{complete ? blocks : blocks.slice(0, FIRST_BLOCKS)}</>;
}

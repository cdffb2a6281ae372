/**
 * The `wrapper` of MDX pages (src/theme/MDXComponents.tsx): after a client-side navigation, a
 * guide's first screen is rendered and painted before the rest, which follows right after the
 * paint, in a transition that yields to the reader's input. The cost of a click no longer grows
 * with the length of the guide it leads to (bench/report.md, "Long guides": the click from
 * Getting started to Dialogs).
 *
 * The first step ends where the screen does, measured rather than guessed: after a few blocks
 * are in the document, and before the browser paints, the end of the rendered blocks is compared
 * with the height of the window, and more blocks follow (still before the paint) until they reach
 * past it. The first paint of a navigation is the page's first screen, whatever the width of the
 * window or the length of the blocks. A navigation scrolls to the top, so the end is measured from
 * the top of the document.
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
  useRef,
  useState,
  type FunctionComponent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** Top-level blocks rendered before the first measurement: less than a short window holds. */
export const FIRST_BLOCKS = 4;

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

/**
 * How many blocks to render next, given that `shown` blocks end at `end` pixels from the top of
 * the document and the window is `height` tall: all that was shown while they reach past the
 * window's bottom, else as many more as blocks of the average height so far would need to, at
 * least one.
 */
function blocksToShow(shown: number, end: number, height: number): number {
  if (end >= height) return shown;
  const average = Math.max(end, 1) / Math.max(shown, 1);
  return shown + Math.max(1, Math.ceil((height - end) / average));
}

/**
 * The first-screen steps of a list of `total` blocks, for any component that renders one (the
 * guides here, the members of an API page in plugins/api-reference): how many to render now
 * (`total` once the whole list is due, and at once on the server, while hydrating or for an
 * address with a hash), and the ref of the empty element the caller puts right after the last
 * block rendered, which tells where the blocks end.
 */
export function useFirstScreen(total: number): {count: number; end: RefObject<HTMLDivElement>} {
  const isBrowser = useIsBrowser();
  const {hash} = useLocation();
  const [complete, setComplete] = useState(() => !isBrowser || hash !== '');
  const [shown, setShown] = useState(FIRST_BLOCKS);
  const end = useRef<HTMLDivElement>(null);

  // Before the paint: until the blocks reach past the window's bottom, render more.
  useIsomorphicLayoutEffect(() => {
    if (complete || !end.current) return;
    const bottom = end.current.getBoundingClientRect().top + window.scrollY;
    const next = blocksToShow(shown, bottom, window.innerHeight);
    if (next !== shown) setShown(next);
  }, [complete, shown]);

  useEffect(() => {
    if (complete) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame with the first screen is painted, then the rest is rendered.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setComplete(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete]);

  return {count: complete ? total : Math.min(shown, total), end};
}

/** The empty element that marks where the blocks rendered so far end (useFirstScreen). */
export function BlocksEnd({end}: {end: RefObject<HTMLDivElement>}): ReactElement {
  return <div ref={end} aria-hidden="true" />;
}

/** The blocks in steps: its own component, so that a step does not call the content's function again. */
function Steps({blocks}: {blocks: ReactNode[]}): ReactElement {
  const {count, end} = useFirstScreen(blocks.length);
  if (count >= blocks.length) return <>{blocks}</>;
  return (
    <>
      {blocks.slice(0, count)}
      <BlocksEnd end={end} />
    </>
  );
}

export default function ContentInSteps({children}: {children?: ReactNode}): ReactElement {
  const blocks = topLevelBlocks(children);
  if (!blocks) return <>{children}</>;
  return <Steps blocks={blocks} />;
}

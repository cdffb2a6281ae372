/**
 * Stands in for theme-common 3.6.1's `lib/hooks/useWindowSize.js` (an alias of that file, see
 * ../index.ts), with one difference: a component mounted after hydration (the page a client-side
 * navigation renders) starts with the window's size, not with `"ssr"`. Upstream starts every
 * component with `"ssr"` and corrects it in an effect, so the layout of each guide and API page
 * (theme-classic's DocItem/Layout) rendered twice after every click, the second time just before
 * the new page was painted (bench/report.md, "Long guides"). While hydrating it is upstream's:
 * `"ssr"` first, as the server rendered it; the size that follows is set as a transition, so
 * the components that change with it render in slices, not in one long task (bench/report.md,
 * "Mobile blocking time").
 */
import {startTransition, useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, as upstream's: the CSS and this value must agree.
const DESKTOP_BREAKPOINT = 996;

const sizeOf = (desktopBreakpoint: number): WindowSize =>
  window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';

/** The window's size class; `"ssr"` on the server and while hydrating. */
export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // Before hydration has finished `useIsBrowser` is false, in the browser as on the server.
  const hydrated = useIsBrowser();
  const [windowSize, setWindowSize] = useState<WindowSize>(() => (hydrated ? sizeOf(desktopBreakpoint) : 'ssr'));
  useEffect(() => {
    const update = () => setWindowSize(sizeOf(desktopBreakpoint));
    // After hydration the size replaces "ssr" in every component that reads it (the doc
    // layout, the sidebar, the table of contents): a transition, rendered in slices.
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}

/**
 * Stands in for Docusaurus 3.6.1's `@docusaurus/core/lib/client/browserContext.js` (an alias of
 * that file, see ../index.ts), with one difference: the update that tells the app it has
 * hydrated (`useIsBrowser()` turning true) is a transition. Every component that reads it
 * renders again then (the window-size hook, code blocks, themed images, the colour toggle),
 * and React walks the whole page to find them: 40-65 ms at full CPU speed on a guide, in one
 * task, because an update from an effect is not split into slices. As a transition React
 * renders it in slices of a few milliseconds and commits it as before (bench/report.md, "Mobile
 * blocking time").
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): JSX.Element {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}

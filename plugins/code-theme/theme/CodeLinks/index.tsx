/**
 * Names in code that lead to their reference: which identifiers of a code block are links,
 * and where to. A name is linked only when the block imports it from the documented
 * package (`import {createDialog} from 'chayns-api'`), so a local variable that merely looks
 * like an export stays text. Guides get each block's links from the build (the remark plugin
 * of ../../remarkCodeLinks.ts, as the block's `codeLinks` prop); API pages provide the
 * exports their examples use for the whole page (CodeLinksProvider).
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import {importedNames} from '../../imports';

/** Where a name leads and the one-line summary shown as its title. */
export type CodeLink = [href: string, title: string];
/** Local name in the block -> its link. */
export type BlockLinks = Record<string, CodeLink>;

export interface PageCodeLinks {
  packageName: string;
  /** Export name -> its link. */
  exports: Record<string, CodeLink>;
}

const PageContext = createContext<PageCodeLinks | null>(null);

export function CodeLinksProvider({value, children}: {value: PageCodeLinks | undefined; children: ReactNode}) {
  return <PageContext.Provider value={value ?? null}>{children}</PageContext.Provider>;
}

/** The links of one block: from the build (`codeLinks`, JSON) or from the page's exports. */
export function useBlockLinksFor(code: string, codeLinks: string | undefined): BlockLinks {
  const page = useContext(PageContext);
  if (codeLinks) return JSON.parse(codeLinks) as BlockLinks;
  if (!page) return {};
  const links: BlockLinks = {};
  for (const [local, exported] of importedNames(code, page.packageName)) {
    const link = Object.hasOwn(page.exports, exported) ? page.exports[exported] : undefined;
    if (link) links[local] = link;
  }
  return links;
}

/**
 * Heading levels of signatures and parameters (client/Reflection.tsx, Parameter.tsx,
 * MemberSignatureBody.tsx). Upstream gives them fixed levels, h4 "Parameters" and h5
 * parameter names, right for a member under its h3 name; in the Callable and Indexable
 * panels right under the page's h1, they skipped levels (axe `heading-order`).
 */
import {createContext, useContext} from 'react';

/** How many levels higher the headings below are than upstream's (set by Reflection.tsx). */
export const HeadingOffset = createContext(0);

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

/** The tag of a heading that upstream renders as `h<level>`, raised by the offset in context. */
export function useHeading(level: 4 | 5): HeadingTag {
  return `h${level - useContext(HeadingOffset)}` as HeadingTag;
}

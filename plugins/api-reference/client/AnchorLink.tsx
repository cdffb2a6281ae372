/**
 * Stands in for docusaurus-plugin-typedoc-api's AnchorLink (a webpack alias of the plugin's
 * lib/components/AnchorLink.js, see ../aliases.ts): the "#" link beside the headings of
 * members, groups and the index. Unlike upstream's:
 * - the link has an accessible name, "Direct link to <title>" (it holds only an icon, so it
 *   had none: axe `link-name`), and the icon is hidden from assistive technology;
 * - the id has hyphens for spaces: group titles such as "Enumeration Members" were ids
 *   with spaces, which HTML does not allow. The link and its target are made here
 *   together, so they match.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * The id of a heading's title. Upstream's ApiItem.js makes the table of contents from
 * member names with the same rule (patches/docusaurus-plugin-typedoc-api+4.4.0.patch).
 */
export function anchorId(title: string): string {
  return title.replace(/\s+/g, '-');
}

export function AnchorLink({id: title}: {id: string}): JSX.Element {
  const id = anchorId(title);
  useBrokenLinks().collectAnchor(id);
  return (
    <Link className="tsd-anchor" href={`#${id}`} aria-label={`Direct link to ${title}`}>
      <span className="tsd-anchor-id" id={id} />
      <i className="codicon codicon-symbol-numeric" aria-hidden />
    </Link>
  );
}

/**
 * Wraps theme-classic's line: in the text of a token, each name that the block imports from
 * the documented package (see ../../CodeLinks) becomes a link to its API page, inside the
 * token's span, so it keeps the token's colour. Strings, comments and member accesses
 * (`x.createDialog`) are left as they are.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Line from '@theme-init/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
import {useBlockLinks, type BlockLinks} from '../../CodeLinks';

const NOT_CODE = /\b(comment|string|template-string|regex|url)\b/;
const NAME = /[A-Za-z_$][\w$]*/g;

/** A token's text with the linked names as links; `after` is the text before the token in its line. */
function linkify(token: Token, before: string, links: BlockLinks): ReactNode {
  if (token.types.some((type) => NOT_CODE.test(type))) return token.content;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of token.content.matchAll(NAME)) {
    // Own names only: `constructor` in a block must not find Object.prototype.constructor.
    const link = Object.hasOwn(links, match[0]) ? links[match[0]] : undefined;
    const preceding = (before + token.content.slice(0, match.index)).trimEnd();
    if (!link || preceding.endsWith('.')) continue;
    parts.push(token.content.slice(last, match.index));
    parts.push(
      <Link key={match.index} className="code-link" to={link[0]} title={link[1]}>
        {match[0]}
      </Link>,
    );
    last = match.index! + match[0].length;
  }
  if (parts.length === 0) return token.content;
  parts.push(token.content.slice(last));
  return parts;
}

export default function LineWithLinks(props: Props): JSX.Element {
  const links = useBlockLinks();
  if (Object.keys(links).length === 0) return <Line {...props} />;
  const before = new Map<Token, string>();
  let text = '';
  for (const token of props.line) {
    before.set(token, text);
    text += token.content;
  }
  return (
    <Line
      {...props}
      getTokenProps={(input: Parameters<Props['getTokenProps']>[0]) => ({
        ...props.getTokenProps(input),
        children: linkify(input.token, before.get(input.token) ?? '', links),
      })}
    />
  );
}

/**
 * Stands in for docusaurus-plugin-typedoc-api's Markdown component (a webpack alias of the
 * plugin's lib/components/Markdown.js, see ../aliases.ts). It renders the marked tokens that
 * the build lexed for each comment (./marked.ts) with the site's own components, like
 * upstream's, with these differences: no marked in the browser (and no `{@link}` lookup by
 * name: the build resolved every link), and table cells carry their alignment as a style,
 * not the `align` attribute that HTML no longer has.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import MDXComponents from '@theme/MDXComponents';
import {marked} from './marked';

type Token = Record<string, unknown> & {type: string; raw?: string; text?: string; tokens?: Token[]};

const TAGS: Record<string, string> = {
  blockquote: 'blockquote',
  br: 'br',
  del: 'del',
  em: 'em',
  hr: 'hr',
  paragraph: 'p',
  strong: 'strong',
};

function alignStyle(align: unknown): React.CSSProperties | undefined {
  return typeof align === 'string' ? {textAlign: align as React.CSSProperties['textAlign']} : undefined;
}

function render(tokens: Token[] | undefined): ReactNode[] | undefined {
  if (!tokens || tokens.length === 0) return undefined;
  return tokens.map((token, key): ReactNode => {
    const children = render(token.tokens);
    switch (token.type) {
      case 'code': {
        // The info string: the language, then the words the notes keep for "Try it" (../notes.ts).
        const [language, ...meta] = ((token.lang as string | undefined) ?? '').split(' ');
        return (
          <CodeBlock key={key} language={language || undefined} metastring={meta.join(' ') || undefined}>
            {token.text as string}
          </CodeBlock>
        );
      }
      case 'codespan':
        // The raw text without its backticks: `text` is HTML-escaped.
        return <MDXComponents.code key={key}>{(token.raw ?? '').replace(/^`+|`+$/g, '')}</MDXComponents.code>;
      case 'heading': {
        const Heading = MDXComponents[`h${token.depth as 1 | 2 | 3 | 4 | 5 | 6}`];
        return <Heading key={key}>{children ?? token.text}</Heading>;
      }
      case 'image':
        return <MDXComponents.img key={key} alt={(token.title as string | null) ?? ''} src={token.href as string} />;
      case 'link':
        return (
          <MDXComponents.a key={key} href={token.href as string}>
            {children ?? token.text}
          </MDXComponents.a>
        );
      case 'list': {
        const List = token.ordered ? 'ol' : 'ul';
        return <List key={key}>{render(token.items as Token[])}</List>;
      }
      case 'list_item':
        return <li key={key}>{children ?? token.text}</li>;
      case 'space':
        return token.raw || ' ';
      case 'table': {
        const align = token.align as unknown[];
        return (
          <table key={key}>
            <thead>
              <tr>
                {(token.header as {tokens: Token[]}[]).map((cell, i) => (
                  <th key={i} style={alignStyle(align[i])}>
                    {render(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(token.rows as {tokens: Token[]}[][]).map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} style={alignStyle(align[j])}>
                      {render(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      }
      case 'text':
      case 'escape':
      case 'html':
        return children ? <React.Fragment key={key}>{children}</React.Fragment> : token.text;
      default: {
        const Tag = (TAGS[token.type] ?? 'span') as React.ElementType;
        return <Tag key={key}>{children ?? token.text}</Tag>;
      }
    }
  });
}

export function Markdown({content}: {content: string}): JSX.Element | null {
  if (!content) return null;
  return <div className="tsd-markdown markdown">{render(marked.lexer(content) as Token[])}</div>;
}

/**
 * Stands in for `prism-react-renderer` in the site's bundles (webpack alias set by
 * plugins/code-theme). The package evaluates about thirty Prism grammars when it is imported,
 * which was the largest single cost of starting every page (about 60% of the main bundle's
 * evaluation under Lighthouse's mobile CPU slowdown). Here Prism carries only the grammars
 * the site shows, and `Highlight` renders tokens with class names only: their colours, in both
 * colour modes, come from CSS generated from the configured Prism themes, so the server
 * markup is right in either mode and never has to be rendered again.
 *
 * Exports what the theme imports from the package: `Prism` (theme-classic adds the
 * `additionalLanguages` of the config to it) and `Highlight` (theme-classic's
 * CodeBlock/Content/String).
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import {useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {normalizeTokens} from './normalizeTokens';

export {Prism};

/** The props of a line's element: everything given except the line's tokens themselves. */
function getLineProps(input: LineInputProps): LineOutputProps {
  const rest: Record<string, unknown> = {...input};
  delete rest.line;
  return {...rest, className: clsx('token-line', input.className), style: input.style};
}

function getTokenProps({token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  const emptyStyle: CSSProperties | undefined = token.empty ? {display: 'inline-block'} : undefined;
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: emptyStyle || style ? {...emptyStyle, ...style} : undefined,
  };
}

/** prism-react-renderer's render-prop component; `theme` is ignored (colours come from CSS). */
export function Highlight({code, language, prism = Prism, children}: HighlightProps): JSX.Element {
  const name = language.toLowerCase();
  const grammar = prism.languages[name];
  const tokens = useMemo(() => normalizeTokens(grammar ? prism.tokenize(code, grammar) : code), [code, grammar, prism]);
  return children({tokens, className: `prism-code language-${name}`, style: {}, getLineProps, getTokenProps});
}

/**
 * Stands in for `prism-react-renderer` in the site's bundles (webpack alias set by
 * plugins/code-theme). The package evaluates about thirty Prism grammars when it is imported,
 * which was the largest single cost of starting every page (bench/remarks.md has the
 * figures). Here Prism carries only the grammars the site shows, the largest of them built on the
 * first highlight, and `Highlight` renders tokens with class names only: their colours, in both
 * colour modes, come from CSS generated from the configured Prism themes, so the server markup is
 * right in either mode and never has to be rendered again.
 *
 * Exports what the theme imports from the package: `Prism` (theme-classic adds the
 * `additionalLanguages` of the config to it) and `Highlight` (theme-classic's
 * CodeBlock/Content/String), and `tokenizeLines` for the site's own CodeBlock.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import {useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  Token,
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {normalizeTokens} from './normalizeTokens';

export {Prism};

/** Prism's grammar files extend the `Prism` global, so it is set while they are evaluated. */
function withGlobalPrism(evaluate: () => void): void {
  const global = globalThis as {Prism?: typeof Prism};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    evaluate();
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/**
 * The grammars of the languages the site shows, in the order they build on each other. These
 * include the theme's `prism.additionalLanguages` (bash, json), which theme-classic would add when
 * the bundle starts (../index.ts replaces that client module). ./grammars.ts lists them.
 */
const GRAMMAR_FILES: (() => void)[] = [
  () => require('prismjs/components/prism-markup'),
  () => require('prismjs/components/prism-clike'),
  () => require('prismjs/components/prism-javascript'),
  () => require('prismjs/components/prism-jsx'),
  () => require('prismjs/components/prism-typescript'),
  () => require('prismjs/components/prism-tsx'),
  () => require('prismjs/components/prism-bash'),
  () => require('prismjs/components/prism-json'),
];

let grammarsLoaded = 0;

/**
 * Builds the next grammar and tells whether any is left. Building them is most of Prism's cost,
 * so it happens on the first highlight, not when the module is evaluated; in the browser the
 * tokenizer's preload (../tokenizer/preload.ts) builds them one per idle period beforehand, so that
 * the first client-side navigation does not build them between the click and the paint.
 */
export function loadNextGrammar(): boolean {
  if (grammarsLoaded < GRAMMAR_FILES.length) withGlobalPrism(GRAMMAR_FILES[grammarsLoaded++]);
  return grammarsLoaded < GRAMMAR_FILES.length;
}

/** Builds every grammar not built yet. */
function loadGrammars(): void {
  while (loadNextGrammar());
}

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

/** A code's lines of flat tokens in a language (plain text when Prism has no grammar for it). */
export function tokenizeLines(code: string, language: string): Token[][] {
  loadGrammars();
  const grammar = Prism.languages[language.toLowerCase()];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : code);
}

/** prism-react-renderer's render-prop component; `theme` is ignored (colours come from CSS). */
export function Highlight({code, language, prism = Prism, children}: HighlightProps): JSX.Element {
  loadGrammars();
  const name = language.toLowerCase();
  const grammar = prism.languages[name];
  const tokens = useMemo(() => normalizeTokens(grammar ? prism.tokenize(code, grammar) : code), [code, grammar, prism]);
  return children({tokens, className: `prism-code language-${name}`, style: {}, getLineProps, getTokenProps});
}

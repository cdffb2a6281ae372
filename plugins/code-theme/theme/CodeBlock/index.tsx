/**
 * Ejected from theme-classic 3.6.1. A string block is rendered with theme-classic's markup, but
 * its lines are one HTML string (../../highlight.ts) instead of a React element per token: React
 * keeps one element per block. Hydration leaves the server-rendered lines as they are (nothing
 * is tokenized or compared), and a client-side navigation builds each block with one
 * `innerHTML` instead of thousands of elements (bench/report.md, "Long guides": the click from
 * Getting started to Dialogs and the Dialogs guide's blocking time). Links in a block navigate
 * within the app, as Docusaurus' Link does.
 *
 * Prism runs on the server and, in the browser, only for client-side navigations, from a chunk
 * of its own (@code-theme/tokenizer). Blocks of elements take theme-classic's own path. The original
 * also gives the block `key={String(isBrowser)}`, which throws away every server-rendered block
 * after hydration only to swap the light Prism colours for the dark ones; our token colours come
 * from CSS for both colour modes (plugins/code-theme), so that is dropped. ARCHITECTURE.md ("What
 * we own of Docusaurus") says how to give this file back.
 */
import React, {
  isValidElement,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {useThemeConfig} from '@docusaurus/theme-common';
import {containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import type {Tokenize} from '@code-theme/tokenizer';
import {useTokenizer} from '../../tokenizer/useTokenizer';
import {linesToHtml, plainLines} from '../../highlight';
import {useBlockLinksFor} from '../CodeLinks';

type BlockProps = Props & {codeLinks?: string};

/** Plain string children (copyable, highlighted) or the elements as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A click on a code link: within the app, unless the reader asked for a new tab or window. */
function useCodeLinkNavigation() {
  const history = useHistory();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a.code-link');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(link.pathname + link.hash);
  };
}

/**
 * The lines' HTML, or an empty string while this block is hydrated: its lines are then the
 * server's, and React neither hydrates nor compares what an element with `dangerouslySetInnerHTML`
 * holds (only the development build warns). Later renders of the same code keep them too: React
 * compares the previous and next HTML, both empty, and leaves the element alone.
 */
function useLinesHtml(code: string, compute: (tokenize: Tokenize | undefined) => string): string {
  const isBrowser = useIsBrowser();
  // During hydration `isBrowser` is still false in the browser; on the server there is no window.
  const hydrated = useRef(!isBrowser && typeof window !== 'undefined' ? code : null);
  const keep = hydrated.current === code;
  // Before the tokenizer's chunk arrives (@code-theme/tokenizer), the lines are plain text.
  const tokenize = useTokenizer(!keep);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `compute` closes over `code` and the block's options
  return useMemo(() => (keep ? '' : compute(tokenize)), [code, keep, tokenize]);
}

/**
 * theme-classic's word-wrap switch (theme-common's useCodeWordWrap), asked at another time:
 * whether a block is wider than its box (and so gets the button) is measured when the reader
 * points at or focuses the block, where the buttons appear, not when the block mounts. The
 * original measures every block of a page right after it renders, which lays the whole page
 * out before the first paint of a client-side navigation and renders again each block that
 * scrolls; and it could not measure a block the browser skips while far from the viewport
 * (`content-visibility`, src/css/custom.css).
 */
function useWordWrap() {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || isEnabled);
  }, [isEnabled]);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else Object.assign(code.style, {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'});
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle, measure};
}

function HtmlStringContent({
  children,
  codeLinks,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  language: languageProp,
  showLineNumbers: showLineNumbersProp,
}: BlockProps & {children: string}) {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const {siteConfig} = useDocusaurusContext();
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage ?? 'text').toLowerCase();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const links = useBlockLinksFor(children, codeLinks);
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const html = useLinesHtml(code, (tokenize) =>
    linesToHtml(tokenize ? tokenize(code, language) : plainLines(code), {
      lineClassNames,
      numbered: showLineNumbers
        ? {line: lineStyles.codeLine, number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent}
        : undefined,
      links,
      href: (target) => {
        const [pathname, hash] = target.split('#');
        const withSlash = applyTrailingSlash(pathname, {
          trailingSlash: siteConfig.trailingSlash,
          baseUrl: siteConfig.baseUrl,
        });
        return hash === undefined ? withSlash : `${withSlash}#${hash}`;
      },
    }),
  );
  const wordWrap = useWordWrap();
  const onClick = useCodeLinkNavigation();
  // The block's height while the browser skips it (src/css/custom.css, `content-visibility`).
  const lineCount = {'--code-lines': code.split('\n').length} as CSSProperties;
  return (
    <Container
      as="div"
      className={clsx(blockClassName, !blockClassName.includes(`language-${language}`) && `language-${language}`)}
      onMouseEnter={wordWrap.measure}
      onFocus={wordWrap.measure}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          // As theme-classic's: a reader scrolls a wide block by keyboard.
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          style={lineCount}
          className={clsx(`prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
          {/* Only its links are controls; Enter on a link fires this click too. */}
          <code
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            onClick={onClick}
            dangerouslySetInnerHTML={{__html: html}}
          />
        </pre>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}

export default function CodeBlock({children: rawChildren, ...props}: BlockProps): JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return <HtmlStringContent {...props}>{children}</HtmlStringContent>;
}

/**
 * Wraps the site's code block (plugins/code-theme) with "Try it" (swizzle --wrap): a runnable
 * example (ts, tsx, js or jsx, not marked `config` or `skip-check`) gets a button below it that
 * turns it into the playground (src/components/Playground), whose code is loaded only then. The
 * block itself, its highlighting and links stay server-rendered as before.
 *
 * A link that the playground shares (`#try-<n>=<code>`) opens block n of the page with that code.
 */
import React, {lazy, Suspense, useEffect, useMemo, useRef, useState} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useColorMode} from '@docusaurus/theme-common';
import {usePageVersion} from '@site/src/versions';
import {hostsOfMeta, isConfigurationMeta, isSkippedMeta, type HostFace} from '@site/src/components/SimulatedHost/meta';
import type {Language} from '@site/src/components/Playground/compile';
import {sharedBlock} from '@site/src/components/Playground/share';

type Props = WrapperProps<typeof CodeBlockType>;

const LANGUAGES = new Set<string>(['ts', 'tsx', 'js', 'jsx']);

/** What "Try it" needs of a block, or undefined when the block is not a runnable example. */
export function tryItOf(props: Props): {language: Language; hosts: HostFace[]; title?: string} | undefined {
  const language = props.language ?? /language-(\S+)/.exec(props.className ?? '')?.[1];
  const meta = props.metastring ?? '';
  if (!language || !LANGUAGES.has(language) || typeof props.children !== 'string') return undefined;
  // What the samples check does not run is no example to try (SimulatedHost/meta reads the same words).
  if (isConfigurationMeta(meta) || isSkippedMeta(meta)) return undefined;
  const {hosts} = hostsOfMeta(meta);
  const title = props.title ?? /title="([^"]*)"/.exec(meta)?.[1];
  return {language: language as Language, hosts, title};
}

export default function CodeBlockWrapper(props: Props): JSX.Element {
  const tryIt = tryItOf(props);
  const {colorMode} = useColorMode();
  const {version} = usePageVersion();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [sharedCode, setSharedCode] = useState<string>();
  const [index, setIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's error for good.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what makes a new one
  const Playground = useMemo(() => lazy(() => import('@site/src/components/Playground')), [attempt]);

  // The block's place among the page's runnable blocks, looked up only when needed: when it opens,
  // or when the address is a shared link, not for every block of a page as it hydrates.
  const position = () => Array.from(document.querySelectorAll('[data-try-it]')).indexOf(ref.current!);
  const openPlayground = () => {
    setIndex(position());
    setOpen(true);
  };

  useEffect(() => {
    const shared = sharedBlock(window.location.hash);
    if (!tryIt || !ref.current || !shared) return;
    const here = position();
    if (shared.index !== here) return;
    setIndex(here);
    setSharedCode(shared.encoded);
    setOpen(true);
    ref.current.scrollIntoView();
    // Only once: the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!tryIt) return <CodeBlock {...props} />;
  const code = props.children as string;
  return (
    <div
      ref={ref}
      className="try-it"
      data-try-it=""
      data-try-it-title={tryIt.title}
      data-try-it-language={tryIt.language}>
      {open ? (
        <ErrorBoundary
          fallback={({error}) => (
            <div role="alert" className="alert alert--danger try-it__error">
              <p>The playground could not be loaded: {error.message}</p>
              <button
                type="button"
                className="button button--sm button--danger"
                onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            </div>
          )}
          key={attempt}>
          <Suspense
            fallback={
              <>
                <CodeBlock {...props} />
                <p role="status">Loading the playground…</p>
              </>
            }>
            <Playground
              code={code.replace(/\n$/, '')}
              language={tryIt.language}
              title={tryIt.title}
              version={version.name}
              hosts={tryIt.hosts}
              index={index}
              colorMode={colorMode}
              sharedCode={sharedCode}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <>
          <CodeBlock {...props} />
          <div className="try-it__bar">
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={openPlayground}>
              Try it
            </button>
          </div>
        </>
      )}
    </div>
  );
}

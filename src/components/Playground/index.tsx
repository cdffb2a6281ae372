/**
 * "Try it": an example of the page as an editor beside a live preview in a visible simulated chayns
 * host. Loaded only when a reader presses "Try it" (src/theme/CodeBlock), so no page pays for it
 * before that.
 *
 * Every run gets a fresh sandboxed iframe (`allow-scripts allow-forms`: an origin of its own, no
 * access to this page, no request leaves the site; its CSP allows inline script and images from data:
 * and blob: URLs only, and no form may be sent anywhere). The frame's script is the docs version's bundle of ./frame (plugins/playground):
 * React, that version's chayns-api and the same simulated host `npm run check:samples` runs every
 * sample in (src/components/SimulatedHost). The frame reports each host call, its answer, errors and
 * a heartbeat (./protocol.ts); when the heartbeats stop (an endless loop), the reader can stop it,
 * which removes the frame and leaves the page working.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import CodeEditor from '@theme/CodeEditor';
import {frames} from '@playground/frames';
import type {HostFace} from '../SimulatedHost/meta';
import {compile, examplePath, languageOfPath, type Language, type SourceFile} from './compile';
import {decodeCode, shareHash} from './share';
import {
  MESSAGE_SOURCE,
  RUN_ELEMENT_ID,
  type ColorModeName,
  type FrameMessage,
  type PlaygroundRun,
  type ScreenSize,
} from './protocol';
import {PLAYGROUND_CSS} from './styles';

export interface PlaygroundProps {
  /** The example as the page shows it. */
  code: string;
  language: Language;
  /** The block's title (`src/App.tsx`), when it has one. */
  title?: string;
  /** The docs version of the page (`current`, `2.x`): the chayns-api the example runs against. */
  version: string;
  /** The hosts the example is meant for (its block's `hosts="..."`), in the order offered. */
  hosts: HostFace[];
  /** The block's position among the page's runnable blocks (for the shared link). */
  index: number;
  /** The reader's colour mode when the playground opens. */
  colorMode: ColorModeName;
  /** The code to start with instead of the example's: a shared link's, encoded (./share.ts). */
  sharedCode?: string;
  onClose: () => void;
}

const FACE_LABELS: Record<HostFace, string> = {
  module: 'Module (chayns page)',
  iframe: 'Iframe (chayns page)',
  app: 'chayns app web view',
};
const SCREEN_WIDTHS: Record<ScreenSize, string> = {phone: '375px', tablet: '768px', desktop: '100%'};
/** How long the reader may type before the example runs again. */
const DEBOUNCE_MS = 400;
/** Heartbeats come every 250 ms; this long without one, the frame is busy (an endless loop). */
const STUCK_AFTER_MS = 1500;

const FRAME_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; media-src data: blob:; font-src data:; form-action 'none'";

interface LogEntry {
  id: number;
  name: string;
  args: string;
  answer?: string;
}

interface RunError {
  where: string;
  message: string;
  stack?: string;
  componentStack?: string;
}

type Status = 'loading' | 'running' | 'done' | 'stuck' | 'stopped';

/** The runnable titled blocks of the page (the files an example may import), read from the page itself. */
function pageFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  for (const block of Array.from(document.querySelectorAll<HTMLElement>('[data-try-it]'))) {
    const title = block.dataset.tryItTitle;
    const code = block.querySelector('pre code')?.textContent;
    if (!title || code == null) continue;
    const language = block.dataset.tryItLanguage as Language;
    const path = examplePath(title, language);
    if (!files.some((file) => file.path === path)) files.push({path, code: code.replace(/\n$/, '')});
  }
  return files;
}

/** The frame's document: the run as JSON, then the version's bundle, both inline (see the top of this file). */
function frameDocument(run: PlaygroundRun, bundle: string): string {
  const json = JSON.stringify(run).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en" data-theme="${run.colorMode}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Simulated chayns host</title></head><body><script type="application/json" id="${RUN_ELEMENT_ID}">${json}</script><script>${bundle}</script></body></html>`;
}

export default function Playground({
  code: sample,
  language,
  title,
  version,
  hosts,
  index,
  colorMode: initialColorMode,
  sharedCode,
  onClose,
}: PlaygroundProps): JSX.Element {
  const id = useId();
  const initialCode = sharedCode === undefined ? undefined : decodeCode(sharedCode);
  const [code, setCode] = useState(initialCode ?? sample);
  const [face, setFace] = useState<HostFace>(hosts[0] ?? 'module');
  const [signedIn, setSignedIn] = useState(true);
  const [colorMode, setColorMode] = useState<ColorModeName>(initialColorMode);
  const [screen, setScreen] = useState<ScreenSize>('desktop');
  const [bundle, setBundle] = useState<string>();
  const [bundleError, setBundleError] = useState<string>();
  const [run, setRun] = useState<PlaygroundRun>();
  const [status, setStatus] = useState<Status>('loading');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [errors, setErrors] = useState<RunError[]>([]);
  const [notice, setNotice] = useState(
    sharedCode !== undefined && initialCode === undefined
      ? "The link's code could not be read; this is the example as the page shows it."
      : '',
  );
  const [shareUrl, setShareUrl] = useState<string>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const toolbarRef = useRef<HTMLButtonElement>(null);
  const lastBeat = useRef(0);
  const runCount = useRef(0);
  const entryPath = examplePath(title, language);
  const files = useMemo(() => pageFiles(), []);
  const [debounced, setDebounced] = useState(code);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(code), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const compiled = useMemo(() => compile({path: entryPath, code: debounced}, files), [entryPath, debounced, files]);

  const loadBundle = useCallback(() => {
    setBundleError(undefined);
    const load = frames[version] ?? frames.current;
    load().then(setBundle, (error: unknown) =>
      setBundleError(error instanceof Error ? error.message : 'The preview could not be loaded.'),
    );
  }, [version]);
  useEffect(loadBundle, [loadBundle]);

  const start = useCallback(() => {
    if (!compiled.files) return;
    runCount.current += 1;
    lastBeat.current = Date.now();
    setLog([]);
    setErrors([]);
    setStatus('running');
    setRun({
      runId: `${id}-${runCount.current}`,
      files: compiled.files,
      entry: entryPath,
      kind: languageOfPath(entryPath).endsWith('x') ? 'component' : 'module',
      face,
      signedIn,
      colorMode,
      screen,
    });
  }, [compiled, id, entryPath, face, signedIn, colorMode, screen]);
  // Runs again whenever the compiled code or a setting changes.
  useEffect(() => {
    if (bundle) start();
  }, [bundle, start]);

  useEffect(() => {
    if (!run) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const message = event.data as FrameMessage;
      if (message?.source !== MESSAGE_SOURCE || message.runId !== run.runId) return;
      lastBeat.current = Date.now();
      switch (message.type) {
        case 'heartbeat':
          setStatus((now) => (now === 'stuck' ? 'running' : now));
          break;
        case 'call':
          setLog((entries) => [...entries, {id: message.id, name: message.name, args: message.args}]);
          break;
        case 'answer':
          setLog((entries) =>
            entries.map((entry) => (entry.id === message.id ? {...entry, answer: message.value} : entry)),
          );
          break;
        case 'error':
          setErrors((list) => [...list, message]);
          break;
        case 'done':
          setStatus((now) => (now === 'running' ? 'done' : now));
          break;
        default:
          break;
      }
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => {
      if (Date.now() - lastBeat.current > STUCK_AFTER_MS) setStatus((now) => (now === 'stopped' ? now : 'stuck'));
    }, 500);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
  }, [run]);

  const stop = () => {
    setStatus('stopped');
    setNotice('Stopped. Change the code or press Run to run it again.');
  };
  const reset = () => {
    setCode(sample);
    setDebounced(sample);
    setNotice('The example is back as the page shows it.');
  };
  const copy = (text: string, done: string) => {
    navigator.clipboard?.writeText(text).then(
      () => setNotice(done),
      () => setNotice('The browser did not allow copying; select the text and copy it by hand.'),
    );
  };
  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}${shareHash(index, code)}`;
    setShareUrl(url);
    copy(url, 'Link copied: it opens this page with your code in the editor.');
  };

  const running = status === 'running' || status === 'done' || status === 'stuck';
  const frameDoc = run && bundle && running ? frameDocument(run, bundle) : undefined;
  const label = (name: string) => `${id}-${name}`;

  return (
    <section className="playground" aria-label="Playground">
      <style>{PLAYGROUND_CSS}</style>
      <CodeEditor
        value={code}
        onChange={setCode}
        language={language}
        label={`Code of the example${title ? ` ${title}` : ''} (Escape leaves the editor)`}
        onEscape={() => toolbarRef.current?.focus()}
      />
      {compiled.error && (
        <div role="alert" className={clsx('alert alert--danger', 'playground__message')}>
          <strong>{compiled.error.message}</strong>
          {compiled.error.line !== undefined && (
            <span>
              {' '}
              at line {compiled.error.line}, column {compiled.error.column}
              {compiled.error.file !== entryPath && ` of ${compiled.error.file.slice(1)}`}
            </span>
          )}
        </div>
      )}
      <div className="playground__toolbar">
        <button ref={toolbarRef} type="button" className="button button--sm button--primary" onClick={start}>
          Run
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={stop}
          disabled={!running}
          aria-describedby={status === 'stuck' ? label('stuck') : undefined}>
          Stop
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={reset}>
          Reset
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => copy(code, 'Code copied.')}>
          Copy
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={share}>
          Copy link
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="playground__controls">
        <label htmlFor={label('face')}>Host</label>
        <select id={label('face')} value={face} onChange={(event) => setFace(event.target.value as HostFace)}>
          {(Object.keys(FACE_LABELS) as HostFace[]).map((name) => (
            <option key={name} value={name} disabled={!hosts.includes(name)}>
              {FACE_LABELS[name]}
              {hosts.includes(name) ? '' : ' (not a host of this example)'}
            </option>
          ))}
        </select>
        <label htmlFor={label('user')}>User</label>
        <select
          id={label('user')}
          value={signedIn ? 'in' : 'out'}
          onChange={(event) => setSignedIn(event.target.value === 'in')}>
          <option value="in">Signed in (Alex Example)</option>
          <option value="out">Visitor, not signed in</option>
        </select>
        <label htmlFor={label('mode')}>Colour mode</label>
        <select
          id={label('mode')}
          value={colorMode}
          onChange={(event) => setColorMode(event.target.value as ColorModeName)}>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
        <label htmlFor={label('screen')}>Screen</label>
        <select id={label('screen')} value={screen} onChange={(event) => setScreen(event.target.value as ScreenSize)}>
          <option value="phone">Phone (375 px)</option>
          <option value="tablet">Tablet (768 px)</option>
          <option value="desktop">Desktop (full width)</option>
        </select>
      </div>
      <p className="playground__status" role="status">
        {notice}
      </p>
      {shareUrl && (
        <p className="playground__share">
          <label htmlFor={label('share')}>Link to this code</label>{' '}
          <input id={label('share')} readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
        </p>
      )}
      <div className="playground__stage">
        <div className="playground__preview">
          {bundleError && (
            <div role="alert" className={clsx('alert alert--danger', 'playground__message')}>
              The preview could not be loaded ({bundleError}).{' '}
              <button type="button" className="button button--sm button--danger" onClick={loadBundle}>
                Retry
              </button>
            </div>
          )}
          {!bundle && !bundleError && <p>Loading the simulated chayns host…</p>}
          {status === 'stuck' && (
            <div role="alert" id={label('stuck')} className={clsx('alert alert--warning', 'playground__message')}>
              The example is not responding (an endless loop?).{' '}
              <button type="button" className="button button--sm button--warning" onClick={stop}>
                Stop it
              </button>
            </div>
          )}
          {status === 'stopped' && <p>The example is stopped.</p>}
          {frameDoc && (
            <iframe
              key={run?.runId}
              data-run={run?.runId}
              ref={frameRef}
              className="playground__frame"
              style={{width: SCREEN_WIDTHS[screen]}}
              title="Preview: the example in a simulated chayns host"
              // Forms: the host's dialogs are forms answered in the frame (CSP form-action 'none' keeps them there).
              sandbox="allow-scripts allow-forms"
              srcDoc={frameDoc}
            />
          )}
          {errors.length > 0 && (
            <div role="alert" className={clsx('alert alert--danger', 'playground__message')}>
              {errors.map((error, i) => (
                <div key={i}>
                  <strong>{error.message}</strong>
                  {(error.componentStack || error.stack) && (
                    <details>
                      <summary>{error.componentStack ? 'Component stack' : 'Stack'}</summary>
                      <pre>{error.componentStack || error.stack}</pre>
                    </details>
                  )}
                </div>
              ))}
            </div>
          )}
        </div>
        <div className="playground__log">
          <p className="playground__log-title" id={label('log')}>
            Host calls
          </p>
          <div role="log" aria-labelledby={label('log')} className="playground__log-list">
            <ol>
              {log.map((entry) => (
                <li key={entry.id}>
                  <code>
                    {entry.name}({entry.args})
                  </code>
                  <span className="playground__answer"> → {entry.answer ?? 'waiting for the host…'}</span>
                </li>
              ))}
            </ol>
          </div>
          {log.length === 0 && <p className="playground__empty">No call yet.</p>}
        </div>
      </div>
    </section>
  );
}

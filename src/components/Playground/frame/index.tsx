/**
 * The entry of the playground's preview frame (bundled on its own by esbuild as an IIFE and run in a
 * sandboxed iframe without network): reads the run the page put in `#playground-run`, mounts the
 * example in a visible simulated chayns host (./HostUi/) in the face the run names, and tells the page
 * what happens (protocol.ts): every host call and its answer, errors, a heartbeat and the end of the run.
 */
import React, {Component, useEffect, useSyncExternalStore, type ErrorInfo, type ReactNode} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as library from 'chayns-api';
import {createSimulatedHost, defaultValues, type DialogConfig} from '../../SimulatedHost';
import {componentViews, hostedElement, runnableFunctions, setUpFace, type HostLibrary} from '../../SimulatedHost/mount';
import {MESSAGE_SOURCE, RUN_ELEMENT_ID, type FrameMessage, type PlaygroundRun} from '../protocol';
import {HOST_UI_CSS, HostUi, HostUiStore} from './HostUi';

/** The page that made this frame, taken before a face replaces `window.parent` with its stand-in. */
const realParent: Pick<Window, 'postMessage'> | undefined = typeof window === 'undefined' ? undefined : window.parent;

type Outgoing = FrameMessage extends infer M ? (M extends unknown ? Omit<M, 'source' | 'runId'> : never) : never;

/** A value as text for the page's log: functions named, cycles and depth cut, never throwing. */
export function show(value: unknown, limit = 2000): string {
  const seen = new WeakSet<object>();
  const walk = (item: unknown, depth: number): string => {
    try {
      if (item === undefined) return 'undefined';
      if (item === null || typeof item === 'number' || typeof item === 'boolean') return String(item);
      if (typeof item === 'string') return JSON.stringify(item);
      if (typeof item === 'bigint') return `${item}n`;
      if (typeof item === 'symbol') return item.toString();
      if (typeof item === 'function') {
        // A comlink proxy answers every property with another proxy: only a real name is a string.
        const name = (item as {name?: unknown}).name;
        return `[function ${typeof name === 'string' && name ? name : 'anonymous'}]`;
      }
      const object = item as object;
      if (seen.has(object)) return '[cycle]';
      if (item instanceof Date) return Number.isNaN(item.getTime()) ? 'Invalid Date' : item.toISOString();
      if (item instanceof Error) return `${item.name}: ${item.message}`;
      if (typeof Node !== 'undefined' && item instanceof Node) return `[${item.nodeName.toLowerCase()}]`;
      if ('$$typeof' in object) {
        const type = (object as {type?: unknown}).type;
        const name =
          typeof type === 'string'
            ? type
            : ((type as {displayName?: string; name?: string} | undefined)?.displayName ??
              (type as {name?: string} | undefined)?.name ??
              'Component');
        return `<${name} />`;
      }
      if (depth > 4) return Array.isArray(item) ? '[…]' : '{…}';
      seen.add(object);
      const shown = Array.isArray(item)
        ? `[${item.map((entry) => walk(entry, depth + 1)).join(', ')}]`
        : `{${Object.keys(object)
            .map(
              (key) =>
                `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${walk((object as Record<string, unknown>)[key], depth + 1)}`,
            )
            .join(', ')}}`;
      seen.delete(object);
      return shown;
    } catch {
      return '[unreadable]';
    }
  };
  const text = walk(value, 0);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Where a module of the run is: `./b` from `/src/a.tsx` is `/src/b.tsx` (or another extension, or an index). */
export function resolvePath(files: Record<string, string>, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') base.pop();
    else base.push(part);
  }
  const target = `/${base.filter(Boolean).join('/')}`;
  const extensions = ['.tsx', '.ts', '.jsx', '.js'];
  const candidates = [
    target,
    ...extensions.map((ext) => target + ext),
    ...extensions.map((ext) => `${target}/index${ext}`),
  ];
  return candidates.find((candidate) => Object.prototype.hasOwnProperty.call(files, candidate));
}

const PACKAGES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'chayns-api': library,
};

/** A `require` over the run's CommonJS files and the packages the frame brings; every module runs once. */
export function createRequire(files: Record<string, string>): (path: string) => Record<string, unknown> {
  const modules = new Map<string, {exports: Record<string, unknown>}>();
  const load = (path: string): Record<string, unknown> => {
    const cached = modules.get(path);
    if (cached) return cached.exports;
    const module = {exports: {} as Record<string, unknown>};
    modules.set(path, module);
    const run = new Function('require', 'module', 'exports', `${files[path]}\n//# sourceURL=playground${path}`) as (
      require: (specifier: string) => unknown,
      module: {exports: Record<string, unknown>},
      exports: Record<string, unknown>,
    ) => void;
    run(requireFrom(path), module, module.exports);
    return module.exports;
  };
  const requireFrom =
    (importer: string) =>
    (specifier: string): unknown => {
      if (Object.prototype.hasOwnProperty.call(PACKAGES, specifier)) return PACKAGES[specifier];
      const path = /^\.{0,2}\//.test(specifier) ? resolvePath(files, importer, specifier) : undefined;
      if (path) return load(path);
      throw new Error(
        `Cannot find module '${specifier}' imported by ${importer}: the playground has react, react/jsx-runtime, react-dom, react-dom/client, chayns-api and the example's own files.`,
      );
    };
  return load;
}

/** Shows a thrown error in the preview and tells the page. */
interface ErrorBoundaryProps {
  onError: (error: unknown, componentStack: string | undefined) => void;
  children?: ReactNode;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, {error?: unknown; componentStack?: string}> {
  state: {error?: unknown; componentStack?: string} = {};

  static getDerivedStateFromError(error: unknown) {
    return {error};
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? undefined;
    this.setState({componentStack});
    this.props.onError(error, componentStack);
  }

  render(): ReactNode {
    if (!('error' in this.state) || this.state.error === undefined) return this.props.children;
    const {error, componentStack} = this.state;
    return (
      <section className="host-error" aria-label="The example threw">
        <h2>The example threw while rendering</h2>
        <p>{error instanceof Error ? `${error.name}: ${error.message}` : show(error)}</p>
        {componentStack ? <pre>{componentStack.trim()}</pre> : null}
      </section>
    );
  }
}

/** What the preview shows under the app: function results and errors outside rendering. */
interface Line {
  kind: 'result' | 'error';
  title: string;
  text: string;
}

class Lines {
  lines: Line[] = [];
  private readonly listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get = () => this.lines;
  add(line: Line): void {
    this.lines = [...this.lines, line];
    for (const listener of this.listeners) listener();
  }
}

function Output({lines}: {lines: Lines}): JSX.Element | null {
  const shown = useSyncExternalStore(lines.subscribe, lines.get, lines.get);
  if (shown.length === 0) return null;
  return (
    <div className="host-output">
      {shown.map((line, index) => (
        <section key={index} className={line.kind === 'error' ? 'host-error' : undefined} aria-label={line.title}>
          <h2>{line.title}</h2>
          <pre>{line.text}</pre>
        </section>
      ))}
    </div>
  );
}

/** Calls `onCommit` once the tree it closes has been committed. */
function Committed({onCommit}: {onCommit: () => void}): null {
  useEffect(onCommit, [onCommit]);
  return null;
}

const SCREEN_SIZES = {phone: library.ScreenSize.XS, tablet: library.ScreenSize.MD, desktop: library.ScreenSize.LG};

export interface FrameOptions {
  /** Where the messages go (by default the page, with target origin `*`). */
  post?: (message: FrameMessage) => void;
  /** The element the host is rendered into (by default a new one in the body). */
  container?: HTMLElement;
}

export interface RunningFrame {
  /** Resolves when `done` was posted. */
  finished: Promise<void>;
  /** Unmounts the host and undoes the face (a test runs several frames in one window). */
  stop: () => void;
}

/** Runs one example in the visible host and reports on it. */
export function startFrame(run: PlaygroundRun, options: FrameOptions = {}): RunningFrame {
  const post = options.post ?? ((message: FrameMessage) => realParent?.postMessage(message, '*'));
  const send = (message: Outgoing) => post({...message, source: MESSAGE_SOURCE, runId: run.runId} as FrameMessage);
  send({type: 'started'});
  const heartbeat = setInterval(() => send({type: 'heartbeat'}), 250);

  // withCompatMode reads the React version the app was built with (chayns-toolkit defines it).
  Object.assign(globalThis, {__REQUIRED_REACT_VERSION__: React.version});
  if (!document.getElementById('playground-host-css')) {
    const style = document.createElement('style');
    style.id = 'playground-host-css';
    style.textContent = HOST_UI_CSS;
    document.head.append(style);
  }

  const lines = new Lines();
  const reportError = (
    where: 'module' | 'render' | 'uncaught' | 'rejection',
    error: unknown,
    componentStack?: string,
  ) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : show(error);
    const stack = error instanceof Error ? error.stack : undefined;
    send({type: 'error', where, message, stack, componentStack});
    if (where !== 'render') {
      const titles = {module: 'The example threw', uncaught: 'Uncaught error', rejection: 'Unhandled rejection'};
      lines.add({kind: 'error', title: titles[where], text: stack ?? message});
    }
  };
  const onWindowError = (event: ErrorEvent) => {
    event.preventDefault();
    reportError('uncaught', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    reportError('rejection', event.reason);
  };
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);

  const store = new HostUiStore(run.signedIn);
  const defaults = defaultValues();
  // Host calls by id; an openDialog call waits for the dialog its config opens to be answered.
  let nextCallId = 1;
  const pendingDialogs: {id: number; config: unknown; answered: (value: unknown) => void}[] = [];
  const sameConfig = (a: unknown, b: unknown) => {
    if (a === b) return true;
    try {
      return JSON.stringify(a) === JSON.stringify(b);
    } catch {
      return false;
    }
  };
  const showDialog = (config: DialogConfig, signal: AbortSignal) => {
    const answer = store.showDialog(config, signal);
    const index = pendingDialogs.findIndex((pending) => sameConfig(pending.config, config));
    if (index >= 0) {
      const [pending] = pendingDialogs.splice(index, 1);
      void answer.then(pending.answered);
    }
    return answer;
  };
  const host = createSimulatedHost({
    library,
    values: {
      ...(run.signedIn ? {} : {user: undefined}),
      site: {...defaults.site, colorMode: run.colorMode === 'dark' ? library.ColorMode.Dark : library.ColorMode.Light},
      device: {...defaults.device, screenSize: SCREEN_SIZES[run.screen], isTouch: run.screen !== 'desktop'},
    },
    showDialog,
    onCall: (call, answer) => {
      const id = nextCallId++;
      send({type: 'call', id, name: call.name, args: show(call.args)});
      store.handleCall(call.name, call.args);
      const answered = (value: unknown) => send({type: 'answer', id, value: show(value)});
      if (call.name === 'openDialog') {
        pendingDialogs.push({id, config: call.args[0], answered});
        return;
      }
      answer.then(answered, (error: unknown) => answered(`threw ${show(error)}`));
    },
  });

  // The app face: chayns-api takes its app path only in a top window, which this frame is not.
  const selfDescriptor = Object.getOwnPropertyDescriptor(window, 'self');
  const pretendTop = run.face === 'app' && window.self !== window.top;
  if (pretendTop) Object.defineProperty(window, 'self', {configurable: true, get: () => window.top});
  const stopFace = setUpFace(run.face, host);

  const container = options.container ?? document.body.appendChild(document.createElement('div'));
  const root = ReactDOMClient.createRoot(container);
  const hostLibrary = library as unknown as HostLibrary;
  const userName = [defaults.user?.firstName, defaults.user?.lastName].filter(Boolean).join(' ');
  const page = (children: ReactNode) => (
    <HostUi
      store={store}
      siteTitle={host.values.site.title}
      siteColor={host.values.site.color}
      userName={userName}
      colorMode={run.colorMode}
      screen={run.screen}
      faceLabel={`${run.face} face`}>
      {children}
      <Output lines={lines} />
    </HostUi>
  );

  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const done = () => {
    send({type: 'done'});
    finish();
  };
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const require = createRequire(run.files);

  const load = (): Record<string, unknown> | undefined => {
    try {
      return require(run.entry);
    } catch (error) {
      reportError('module', error);
      return undefined;
    }
  };

  if (run.kind === 'component') {
    const mod = load();
    const {views, onlyAsModule} = mod
      ? componentViews(mod, run.face, host, hostLibrary, {recordById: true})
      : {views: [], onlyAsModule: false};
    const note = !mod
      ? null
      : onlyAsModule
        ? 'This example is a chayns module (withCompatMode): it runs only in the module face.'
        : views.length === 0
          ? 'The example exports no component to render.'
          : null;
    root.render(
      page(
        <>
          {views.map((view, index) => (
            <ErrorBoundary key={index} onError={(error, stack) => reportError('render', error, stack)}>
              {view}
            </ErrorBoundary>
          ))}
          {note ? <p>{note}</p> : null}
          <Committed onCommit={() => void wait(100).then(done)} />
        </>,
      ),
    );
  } else {
    // A script runs while a host is mounted, as it would inside a chayns app; then its functions are called.
    root.render(page(hostedElement(run.face, host, hostLibrary, undefined, {recordById: true})));
    void (async () => {
      await wait(50);
      const mod = load();
      for (const [name, fn] of mod ? runnableFunctions(mod) : []) {
        try {
          const result = await fn();
          lines.add({kind: 'result', title: `${name}()`, text: show(result)});
        } catch (error) {
          lines.add({
            kind: 'error',
            title: `${name}() threw`,
            text: error instanceof Error ? (error.stack ?? error.message) : show(error),
          });
          send({
            type: 'error',
            where: 'module',
            message: error instanceof Error ? `${error.name}: ${error.message}` : show(error),
            stack: error instanceof Error ? error.stack : undefined,
          });
        }
      }
      if (mod && runnableFunctions(mod).length === 0)
        lines.add({kind: 'result', title: 'Ran', text: 'The module ran; it exports no function to call.'});
      done();
    })();
  }

  return {
    finished,
    stop: () => {
      clearInterval(heartbeat);
      root.unmount();
      if (!options.container) container.remove();
      stopFace();
      if (pretendTop) {
        if (selfDescriptor) Object.defineProperty(window, 'self', selfDescriptor);
        else delete (window as {self?: unknown}).self;
      }
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

const runElement = typeof document === 'undefined' ? null : document.getElementById(RUN_ELEMENT_ID);
if (runElement) {
  let run: PlaygroundRun | undefined;
  try {
    run = JSON.parse(runElement.textContent ?? '') as PlaygroundRun;
  } catch (error) {
    realParent?.postMessage(
      {
        source: MESSAGE_SOURCE,
        runId: '',
        type: 'error',
        where: 'module',
        message: `The run could not be read: ${String(error)}`,
      },
      '*',
    );
  }
  if (run) startFrame(run);
}

/**
 * Runs the code samples that scripts/check-code-samples.ts has type-checked, in jsdom, inside
 * the simulated chayns host (src/components/SimulatedHost): a sample that compiles but throws
 * when it runs, logs an error, does not make the host calls its page promises, renders nothing
 * visible, never settles or runs nothing at all fails.
 *
 * - `tsx`/`jsx`: every exported component (the default export and exports named with a capital)
 *   is rendered in the host, then every button it shows is clicked once. A component that takes no
 *   props must show something (text, an image, a control) within VISIBLE_WAIT_MS. As a module, a
 *   sample must not render a `ChaynsProvider` of its own without `isModule` (an app root): on a chayns
 *   page that provider looks for a parent page in the page's own window and gets only its own
 *   messages back, so it has no data and no call reaches the host.
 * - `ts`/`js`: the module is imported while a host is mounted (its top-level code runs), then
 *   its exported functions that take no parameter are called and awaited; one that has not settled
 *   after SETTLE_MS fails. A block of its own (no `title`, so no other file of its page uses it) whose
 *   exported functions all need arguments runs nothing, and fails too.
 * - What a sample prints (console.log, info, debug, warn) is kept and reported only with its failures.
 * - Meta `config`: configuration (bundler, toolkit, server files) that is type-checked, not run.
 * - Meta `calls="openDialog,setHeight"`: host functions the sample must have called by the end.
 * - Each sample runs in each of the three hosts chayns-api knows (see src/components/SimulatedHost):
 *   as a module (the chayns page passes data and functions), in an iframe (messages to the parent
 *   page) and in the chayns app web view (numbered app calls), each for a signed-in user and again for
 *   a visitor who is not signed in. Meta `hosts="module,iframe"` names the hosts a sample is meant for
 *   (its page says so in words). On the app path, a call the library does not implement there (it warns
 *   "not implement in app") counts as a failure, like a console error.
 */
import path from 'node:path';
import ts from 'typescript';
import type {CodeSample, SampleProblem} from './check-code-samples';
import type {SimulatedHost as SimulatedHostType} from '../src/components/SimulatedHost';
import {HOST_FACES, hostsOfMeta, isConfigurationMeta, type HostFace} from '../src/components/SimulatedHost/meta';
import {describeError, load, loadInstances, setUpDom, tick, trackListeners} from './simulated-page';

export interface RunReport {
  /** Samples whose components were rendered. */
  rendered: CodeSample[];
  /** Samples whose module code and exported functions were run. */
  executed: CodeSample[];
  /** Samples marked as configuration (type-checked only). */
  configuration: CodeSample[];
  /**
   * Each failure, with the host in front of its message (`[iframe] ...`); after a failing run's
   * problems, what the sample printed in that run (`[iframe] printed: ...`).
   */
  problems: SampleProblem[];
  /** Per host: the samples run there (in any user state) and those that passed in every one. */
  hosts: Record<HostFace, {run: number; passed: number}>;
}

/** How long a component that shows nothing yet is given to show something (a connection takes a few ticks). */
export const VISIBLE_WAIT_MS = 500;
/** How long an exported function's promise may take to settle. */
export const SETTLE_MS = 1500;

/** Elements that are visible without any text in them. */
const VISIBLE_ELEMENTS =
  'img, svg, canvas, video, audio, iframe, input, select, textarea, button, hr, object, embed, [aria-label], [role="img"]';

/** Whether a rendered tree shows anything a reader would see: some text, or a visible element. */
export function showsSomething(container: Element): boolean {
  return (container.textContent ?? '').trim() !== '' || container.querySelector(VISIBLE_ELEMENTS) !== null;
}

const RUNNABLE = new Set(['ts', 'tsx', 'js', 'jsx']);

export function isConfiguration(sample: CodeSample): boolean {
  return isConfigurationMeta(sample.meta);
}

/** Host functions a sample's meta says it calls. */
export function expectedCalls(sample: CodeSample): string[] {
  const list = /calls="([^"]*)"/.exec(sample.meta)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

interface HostState {
  face: HostFace;
  /** Prefix of the problems found in this state. */
  label: string;
  host: Parameters<typeof import('../src/components/SimulatedHost').createSimulatedHost>[0];
  /** Whether the sample's promised host calls are checked in this state. */
  checkCalls: boolean;
}

/**
 * Every sample runs in each host it is meant for, for a signed-in user and for a visitor who is not
 * signed in (the user value is then undefined, which is what getUser returns before a login).
 */
const HOST_STATES: HostState[] = HOST_FACES.flatMap((face) => [
  {face, label: `[${face}] `, host: {}, checkCalls: true},
  {face, label: `[${face}, signed out] `, host: {values: {user: undefined}}, checkCalls: false},
]);

/** The hosts a sample's meta names (` ```tsx hosts="module,iframe" `), else all three; an unknown name fails. */
export function hostsOf(sample: CodeSample): HostFace[] {
  const {hosts, unknown} = hostsOfMeta(sample.meta);
  if (unknown.length > 0)
    throw new Error(
      `${sample.file}:${sample.line}: unknown host ${unknown.join(', ')} in hosts= (hosts are ${HOST_FACES.join(', ')})`,
    );
  return hosts;
}

/**
 * Whether a module's top-level code does anything when it is loaded: a call or a `new` outside the
 * bodies of its functions and classes. A module of declarations only does nothing until one of its
 * functions is called.
 */
export function topLevelActs(code: string): boolean {
  const source = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const acts = (node: ts.Node): boolean => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
    return ts.forEachChild(node, acts) ?? false;
  };
  return source.statements.some(
    (statement) => !ts.isImportDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && acts(statement),
  );
}

const NOT_SETTLED = Symbol('not settled');

/** The value of `promise`, or NOT_SETTLED when it has not settled after `ms`. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | typeof NOT_SETTLED> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof NOT_SETTLED>((resolve) => {
    timer = setTimeout(() => resolve(NOT_SETTLED), ms);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the written samples (file -> sample) and reports what ran and what failed. */
export async function runSamples(
  written: Map<string, CodeSample>,
  {
    installName = 'chayns-api',
    onRun,
  }: {
    /** The package the samples' `chayns-api` is (`chayns-api-2` for version 2.x): the host's provider comes from it. */
    installName?: string;
    /** Called after each run of a sample with the host it ran in (the runner's own tests read it). */
    onRun?: (run: {sample: CodeSample; face: HostFace; signedIn: boolean; host: SimulatedHostType}) => void;
  } = {},
): Promise<RunReport> {
  await setUpDom();
  const library = load(installName) as typeof import('chayns-api');
  // The library keeps its last chayns API instance in a module variable: each run starts without one,
  // as a fresh page does, and in the app face every instance it makes (a sample's own provider too) has
  // its calls recorded. (Node loads the library as CommonJS, whose exports can be replaced.)
  const instances = loadInstances(installName);
  const distOf = (file: string) => path.join(process.cwd(), 'node_modules', installName, 'dist', 'cjs', file);
  /** The wrappers of an app root's own provider: the iframe's and the app web view's. */
  const wrappers = {
    FrameWrapper: (load(distOf('wrapper/FrameWrapper.js')) as {FrameWrapper: abstract new () => object}).FrameWrapper,
    AppWrapper: (load(distOf('wrapper/AppWrapper.js')) as {AppWrapper: abstract new () => object}).AppWrapper,
  };
  const {render, fireEvent, act, cleanup} = await import('@testing-library/react');
  const {createSimulatedHost} = await import('../src/components/SimulatedHost');
  const {componentViews, exportsOf, hostedElement, runnableFunctions, setUpFace} =
    await import('../src/components/SimulatedHost/mount');

  const report: RunReport = {
    rendered: [],
    executed: [],
    configuration: [],
    problems: [],
    hosts: {module: {run: 0, passed: 0}, iframe: {run: 0, passed: 0}, app: {run: 0, passed: 0}},
  };
  const problemsNow: string[] = [];
  /** What the sample (and the library for it) printed in this run, shown only when the run fails. */
  const printedNow: string[] = [];
  const originals = {
    error: console.error,
    warn: console.warn,
    log: console.log,
    info: console.info,
    debug: console.debug,
  };
  const text = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  console.error = (...args: unknown[]) => {
    problemsNow.push(`console.error: ${text(args)}`);
  };
  // The app path's word for a call it does not implement: the call does nothing there. (It says so
  // for addDialogClientEventListener on every dialog it opens outside the Team app, where the dialog
  // itself still opens: that one is the library's, not a sample's.)
  console.warn = (...args: unknown[]) => {
    const said = text(args);
    if (/call addDialogClientEventListener not implement in app/.test(said)) return;
    if (/not implement in app/.test(said)) problemsNow.push(`console.warn: ${said}`);
    else printedNow.push(`console.warn: ${said}`);
  };
  for (const level of ['log', 'info', 'debug'] as const) {
    console[level] = (...args: unknown[]) => {
      printedNow.push(`console.${level}: ${text(args)}`);
    };
  }
  const onWindowError = (event: ErrorEvent) => {
    problemsNow.push(`uncaught: ${describeError(event.error ?? event.message)}`);
    event.preventDefault();
  };
  const onRejection = (reason: unknown) => problemsNow.push(`unhandled rejection: ${describeError(reason)}`);
  window.addEventListener('error', onWindowError);
  process.on('unhandledRejection', onRejection);

  /** Runs one sample once in a host of the given state. */
  const runOnce = async (
    file: string,
    sample: CodeSample,
    state: HostState,
  ): Promise<{ran: boolean; kind: 'rendered' | 'executed'; problems: string[]}> => {
    problemsNow.length = 0;
    printedNow.length = 0;
    // A fresh page: no chayns API instance left by the sample before (its cleanups have settled), and
    // the sample's own modules evaluated anew (a listener one of them registered once is registered again).
    instances.moduleWrapper.current = undefined;
    // ... and no event listener left on the window or the document by the library's wrappers of an
    // earlier run, which never remove some of theirs: each of them answered every event of every
    // later run (bench/remarks.md, "Sixth round").
    const stopTracking = trackListeners([window, document]);
    const pageDir = path.dirname(path.resolve(file));
    for (const key of Object.keys(load.cache)) if (key.startsWith(pageDir)) delete load.cache[key];
    const host = createSimulatedHost({...state.host, library});
    // In the iframe face the library (an app root's own `<ChaynsProvider>`) talks to the page; in the app
    // face to the chayns app. A module gets its props, and nobody answers anything else.
    const stopServing = setUpFace(state.face, host, {registry: instances});
    // As a module, every chayns API instance must be a module's: a provider of the sample's own without
    // `isModule` (the iframe's or the app's wrapper) talks to the page's own window, which answers nothing.
    const ownConnections: string[] = [];
    const addInstance = instances.addModuleWrapper;
    if (state.face === 'module') {
      instances.addModuleWrapper = (id, chayns) => {
        if (chayns instanceof wrappers.FrameWrapper || chayns instanceof wrappers.AppWrapper) {
          ownConnections.push(chayns.constructor.name);
        }
        addInstance(id, chayns);
      };
    }
    const isComponentSample = sample.lang === 'tsx' || sample.lang === 'jsx';
    // A module sample runs while a host is mounted, as it would inside a chayns module.
    const background = isComponentSample ? undefined : render(hostedElement(state.face, host, library));
    if (background) await act(() => tick(10));
    let ran = false;
    try {
      const mod = load(path.resolve(file)) as Record<string, unknown>;
      if (isComponentSample) {
        const {views, whole, onlyAsModule} = componentViews(mod, state.face, host, library);
        if (onlyAsModule) {
          // A chayns module only runs as a module: nothing to run in this host.
          return {ran: false, kind: 'rendered', problems: []};
        }
        if (views.length === 0) {
          problemsNow.push('exports no component to render (default-export one, or mark the block `config`)');
        }
        for (const [index, element] of views.entries()) {
          const view = render(element);
          await act(() => tick(10));
          // A whole example must show something. (A component that takes props is a part, rendered
          // without them only to see that it does not throw.)
          if (whole[index]) {
            for (let waited = 0; !showsSomething(view.container) && waited < VISIBLE_WAIT_MS; waited += 10) {
              await act(() => tick(10));
            }
            if (!showsSomething(view.container)) {
              problemsNow.push(`rendered nothing visible within ${VISIBLE_WAIT_MS} ms`);
            }
          }
          for (const button of Array.from(view.container.querySelectorAll('button'))) {
            await act(async () => {
              fireEvent.click(button);
              await tick(10);
            });
          }
          view.unmount();
        }
      } else {
        const runnable = runnableFunctions(mod);
        const functions = exportsOf(mod).filter(([, value]) => typeof value === 'function');
        if (
          runnable.length === 0 &&
          functions.length > 0 &&
          !/title="/.test(sample.meta) &&
          !topLevelActs(sample.code)
        ) {
          problemsNow.push(
            `ran nothing: ${functions.map(([name]) => `${name}()`).join(', ')} ${functions.length === 1 ? 'needs' : 'need'} ` +
              'arguments the runner cannot give (give the parameters defaults, call it from a component, or mark the block `config`)',
          );
        }
        for (const [name, run] of runnable) {
          await act(async () => {
            const outcome = await settledWithin(Promise.resolve(run()), SETTLE_MS);
            if (outcome === NOT_SETTLED) problemsNow.push(`${name}() did not settle within ${SETTLE_MS} ms`);
            await tick(10);
          });
        }
      }
      ran = true;
    } catch (error) {
      problemsNow.push(`threw ${describeError(error)}`);
    } finally {
      background?.unmount();
      cleanup();
      stopServing();
      if (state.face === 'module') instances.addModuleWrapper = addInstance;
    }
    if (ownConnections.length > 0) {
      problemsNow.push(
        'renders a ChaynsProvider of its own without isModule: as a module it looks for a parent page in ' +
          "the chayns page's own window and gets only its own messages back, so it has no data and no call " +
          'reaches the host (an app root: name its hosts, hosts="iframe,app")',
      );
    }
    await tick();
    stopTracking();
    onRun?.({sample, face: state.face, signedIn: state.checkCalls, host});
    // The calls a sample promises are those of a signed-in user (signed out, it may ask to log in).
    const called = new Set(host.calls.map((call) => call.name as string));
    for (const name of state.checkCalls ? expectedCalls(sample) : []) {
      if (!called.has(name))
        problemsNow.push(`did not call the host's ${name} (called: ${[...called].join(', ') || 'nothing'})`);
    }
    const failed = problemsNow.length > 0;
    return {
      ran,
      kind: isComponentSample ? 'rendered' : 'executed',
      problems: [...problemsNow, ...(failed ? printedNow.map((line) => `printed: ${line}`) : [])].map(
        (p) => `${state.label}${p}`,
      ),
    };
  };

  try {
    for (const [file, sample] of written) {
      if (!RUNNABLE.has(sample.lang)) continue;
      if (isConfiguration(sample)) {
        report.configuration.push(sample);
        continue;
      }
      let ran = false;
      let kind: 'rendered' | 'executed' = 'rendered';
      const hosts = hostsOf(sample);
      for (const face of hosts) {
        let ranHere = false;
        let passedHere = true;
        for (const state of HOST_STATES.filter((candidate) => candidate.face === face)) {
          const result = await runOnce(file, sample, state);
          ran ||= result.ran;
          ranHere ||= result.ran || result.problems.length > 0;
          passedHere &&= result.problems.length === 0;
          kind = result.kind;
          for (const message of result.problems) report.problems.push({file: sample.file, line: sample.line, message});
        }
        if (ranHere) {
          report.hosts[face].run += 1;
          if (passedHere) report.hosts[face].passed += 1;
        }
      }
      if (ran) report[kind].push(sample);
    }
  } finally {
    Object.assign(console, originals);
    window.removeEventListener('error', onWindowError);
    process.off('unhandledRejection', onRejection);
  }
  return report;
}

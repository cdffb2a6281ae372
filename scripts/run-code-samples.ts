/**
 * Runs the code samples that scripts/check-code-samples.ts has type-checked, in jsdom, inside
 * the simulated chayns host (src/components/SimulatedHost): a sample that compiles but throws
 * when it runs, logs an error, or does not make the host calls its page promises fails.
 *
 * - `tsx`/`jsx`: every exported component (the default export and exports named with a capital)
 *   is rendered in the host, then every button it shows is clicked once.
 * - `ts`/`js`: the module is imported while a host is mounted (its top-level code runs), then
 *   its exported functions that take no parameter are called and awaited.
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
  problems: SampleProblem[];
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
  const {render, fireEvent, act, cleanup} = await import('@testing-library/react');
  const {createSimulatedHost} = await import('../src/components/SimulatedHost');
  const {componentViews, hostedElement, runnableFunctions, setUpFace} =
    await import('../src/components/SimulatedHost/mount');

  const report: RunReport = {rendered: [], executed: [], configuration: [], problems: []};
  const problemsNow: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
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
    else originalWarn(...args);
  };
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
    // In the iframe (and for an app root of the sample's own, `<ChaynsProvider>` without isModule) the
    // library talks to the page; in the app face to the chayns app. A module gets its props.
    const stopServing = setUpFace(state.face, host, {registry: instances});
    const isComponentSample = sample.lang === 'tsx' || sample.lang === 'jsx';
    // A module sample runs while a host is mounted, as it would inside a chayns module.
    const background = isComponentSample ? undefined : render(hostedElement(state.face, host, library));
    if (background) await act(() => tick(10));
    let ran = false;
    try {
      const mod = load(path.resolve(file)) as Record<string, unknown>;
      if (isComponentSample) {
        const {views, onlyAsModule} = componentViews(mod, state.face, host, library);
        if (onlyAsModule) {
          // A chayns module only runs as a module: nothing to run in this host.
          return {ran: false, kind: 'rendered', problems: []};
        }
        if (views.length === 0) {
          problemsNow.push('exports no component to render (default-export one, or mark the block `config`)');
        }
        for (const element of views) {
          const view = render(element);
          await act(() => tick(10));
          for (const button of Array.from(view.container.querySelectorAll('button'))) {
            await act(async () => {
              fireEvent.click(button);
              await tick(10);
            });
          }
          view.unmount();
        }
      } else {
        for (const [, run] of runnableFunctions(mod)) {
          await act(async () => {
            await run();
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
    return {
      ran,
      kind: isComponentSample ? 'rendered' : 'executed',
      problems: problemsNow.map((p) => `${state.label}${p}`),
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
      for (const state of HOST_STATES.filter(({face}) => hosts.includes(face))) {
        const result = await runOnce(file, sample, state);
        ran ||= result.ran;
        kind = result.kind;
        for (const message of result.problems) report.problems.push({file: sample.file, line: sample.line, message});
      }
      if (ran) report[kind].push(sample);
    }
  } finally {
    console.error = originalError;
    console.warn = originalWarn;
    window.removeEventListener('error', onWindowError);
    process.off('unhandledRejection', onRejection);
  }
  return report;
}

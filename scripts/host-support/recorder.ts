/**
 * Records where each export that talks to the host works: runs the real chayns-api of a docs version
 * (its CommonJS build, in jsdom) in every face of the simulated host (src/components/SimulatedHost:
 * module, iframe, chayns app web view), signed in and as a visitor, and notes what each run reached
 * (host functions, numbered app calls, network requests), how it ended (returned, resolved, threw at
 * once, rejected, never settled; a hook: what it returned or threw while rendering), what the library
 * said on the console and which listeners it added to the page. ./classify.ts turns the runs into the
 * reader's states.
 *
 * Every run starts as a fresh page: the library is loaded anew (it keeps listeners and instances in
 * module variables), a new host is served in the face, the host's provider is rendered and, once it
 * has started, the probe runs (probes.ts). What a run left behind (listeners on the window and the
 * document, intervals) is removed after it. When a run reached a host, each field of the options it
 * passed that no contact received as it was is checked by running again with another value in that
 * field: a field whose change changes nothing that reached the host was not passed on.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type {ReactElement, ReactNode} from 'react';
import type {DocsVersion} from '../../config/versions';
import type {SimulatedHost, SimulatedHostOptions} from '../../src/components/SimulatedHost';
import {HOST_FACES, type HostFace} from '../../src/components/SimulatedHost/meta';
import type {HostLibrary} from '../../src/components/SimulatedHost/mount';
import {
  RECORD_COMMAND,
  type Contact,
  type HostRecord,
  type HostSupportFile,
  type Outcome,
  type Run,
} from '../../src/components/HostState/records';
import {describeError, libraryDir, load, loadInstances, setUpDom, tick, trackListeners} from '../simulated-page';
import {classifyRecord} from './classify';
import {coverage} from './coverage';
import {probeName, type Library, type Probe, type ProbeContext} from './probes';

export interface RecordOptions {
  /** Only the probes of these names (`openUrl`, `DialogHandler.open`); all by default. */
  only?: string[];
  /** How long a promise may take before it counts as never settling, in ms. */
  timeoutMs?: number;
}

/** The recorder found something it cannot record truthfully (a probe that never reaches the instance). */
export class RecordingError extends Error {}

/** Long enough that a loaded machine never mistakes a slow answer for none (no probe waits that long today). */
const DEFAULT_TIMEOUT = 2000;
/** How long the host's provider may take to start in a face. */
const START_TIMEOUT = 2000;

/** The iframe face's stand-in page logs this when the library asks it for its data. */
const FRAME_CONNECTED = 'iframe: the app connected';

/** React's own console messages (act, error boundaries), which are not the library's. */
const REACT_NOISE = /^Warning: |The above error occurred|Consider adding an error boundary|^Error: Uncaught \[/;

/** A short description of a value, stable from run to run (no ids, no counters, no simulated data). */
export function summarize(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return value === -1 ? '-1' : 'a number';
  // Which string it is would be the simulated host's (its token, its instance's id), not the library's.
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${value.length}`;
  if (typeof value === 'object') {
    const name = (value as object).constructor?.name;
    if (name && name !== 'Object') return `a ${name}`;
    const keys = Object.keys(value);
    if (keys.length === 0) return 'an empty object';
    return keys.length <= 5 ? `{${keys.join(', ')}}` : `an object with ${keys.length} keys`;
  }
  return typeof value;
}

/** The value as JSON with what changes from run to run left out, for comparing what reached a host. */
function stable(value: unknown): string {
  return JSON.stringify(plain(value, new WeakSet())) ?? 'undefined';
}

/**
 * The value as plain data. Functions (comlink's proxies of the other side's functions among them, which
 * must not be asked for `toJSON`: that would be a call to the other side) become `function`.
 */
function plain(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') {
    return value
      .replace(/chaynsApiV5Callback_\d+/g, 'callback')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid');
  }
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  // Only an object inside itself is a cycle; one shared by two places is written twice.
  if (seen.has(value)) return 'cycle';
  seen.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => plain(item, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, seen)]));
  seen.delete(value);
  return copy;
}

/**
 * Another value of the same kind, to tell whether a field reaches the host: a changed field that
 * changes nothing of what the host received was not passed on (unlike leaving it out, this also
 * tells when the value passed is the default).
 */
export function varied(value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}-2`;
  if (value instanceof Date) return new Date(value.getTime() + 86_400_000);
  if (Array.isArray(value)) return value.length > 0 ? [...value, value[0]] : [1];
  if (isPlainObject(value)) return {...value, varied: 1};
  return 1;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as {then?: unknown} | null)?.then === 'function';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Whether `payload` holds, at any depth, the key with this value. */
function holds(payload: unknown, key: string, value: string): boolean {
  if (Array.isArray(payload)) return payload.some((item) => holds(item, key, value));
  if (!payload || typeof payload !== 'object') return false;
  const record = payload as Record<string, unknown>;
  if (Object.hasOwn(record, key) && stable(record[key]) === value) return true;
  return Object.values(record).some((item) => holds(item, key, value));
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function until(test: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) return false;
    await turn();
  }
  return true;
}

/**
 * Lets what a run set off happen: turns of the event loop until nothing new reached a host for three of
 * them and then for a timer's turn (nothing the simulated hosts answer waits for a timer; the check is
 * for the library's own).
 */
async function settle(count: () => number): Promise<void> {
  for (let rounds = 0; rounds < 20; rounds++) {
    let last = count();
    for (let quiet = 0, turns = 0; quiet < 3 && turns < 60; turns++) {
      await turn();
      const now = count();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
    await tick();
    if (count() === last) return;
  }
}

/**
 * Loads the library anew without tsx's transform, which its CommonJS build does not need (a fifth of the
 * time): Node's own handler of `.js` files, for the library's files only.
 */
function loadFresh<T>(dir: string, id: string): T {
  const extensions = (Module as unknown as {_extensions: Record<string, (module: NodeModule, file: string) => void>})
    ._extensions;
  const transforming = extensions['.js'];
  extensions['.js'] = (module, file) => {
    if (!file.startsWith(dir)) return transforming(module, file);
    (module as NodeModule & {_compile: (code: string, file: string) => void})._compile(
      fs.readFileSync(file, 'utf8'),
      file,
    );
  };
  try {
    return load(id) as T;
  } finally {
    extensions['.js'] = transforming;
  }
}

/** What a probe run saw, with the payloads that reached the host (for comparing runs). */
interface RawRun {
  run: Run;
  payloads: string[];
  /** The options the probe passed, each field's value as `stable` writes it. */
  options: Record<string, string>;
  touchedInstance: boolean;
}

type ReactModules = {
  React: typeof import('react');
  createRoot: typeof import('react-dom/client').createRoot;
  createSimulatedHost: typeof import('../../src/components/SimulatedHost').createSimulatedHost;
  hostedElement: typeof import('../../src/components/SimulatedHost/mount').hostedElement;
  setUpFace: typeof import('../../src/components/SimulatedHost/mount').setUpFace;
};

let modules: ReactModules | undefined;

async function loadModules(): Promise<ReactModules> {
  await setUpDom();
  if (modules) return modules;
  const React = (await import('react')).default;
  const {createRoot} = await import('react-dom/client');
  const {createSimulatedHost} = await import('../../src/components/SimulatedHost');
  const {hostedElement, setUpFace} = await import('../../src/components/SimulatedHost/mount');
  modules = {React, createRoot, createSimulatedHost, hostedElement, setUpFace};
  return modules;
}

/** Where the recorder watches the page and the console while a probe runs. */
class Watch {
  constructor(private readonly face: HostFace) {}
  probing = false;
  said: string[] = [];
  effects: string[] = [];
  requests: {url: string; query: string; body: unknown}[] = [];
  unhandled: string[] = [];
  instanceReads = 0;
  /** Set while a hook's component unmounts: what fails then fails in its cleanup. */
  cleaningUp = false;
  cleanupFailures: string[] = [];
  private stops: (() => void)[] = [];
  private intervals: ReturnType<typeof setInterval>[] = [];

  start(): void {
    const {console: cons} = globalThis;
    const original = {warn: cons.warn, error: cons.error, log: cons.log};
    const note = (args: unknown[]) => {
      if (!this.probing) return;
      const text = args
        .map((arg) => (arg instanceof Error ? describeError(arg) : String(arg)))
        .join(' ')
        .split('\n')[0]
        .slice(0, 160);
      if (!REACT_NOISE.test(text) && !this.said.includes(text)) this.said.push(text);
    };
    cons.warn = (...args: unknown[]) => note(args);
    cons.error = (...args: unknown[]) => note(args);
    cons.log = (...args: unknown[]) => note(args);
    this.stops.push(() => Object.assign(cons, original));

    const onRejection = (reason: unknown) => {
      if (this.probing) (this.cleaningUp ? this.cleanupFailures : this.unhandled).push(describeError(reason));
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      if (this.probing)
        (this.cleaningUp ? this.cleanupFailures : this.unhandled).push(describeError(event.error ?? event.message));
    };
    process.on('unhandledRejection', onRejection);
    window.addEventListener('error', onError);
    this.stops.push(() => {
      process.off('unhandledRejection', onRejection);
      window.removeEventListener('error', onError);
    });

    // Network requests reach a web service that knows nothing: it answers at once with an empty JSON list
    // (the app face answers the app's own start-up requests itself).
    const previousFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (this.probing) this.requests.push({url: `${url.origin}${url.pathname}`, query: url.search, body: init?.body});
      return new Response('[]', {status: 200, headers: {'content-type': 'application/json'}});
    }) as typeof fetch;

    // Scrolling the window is an effect of the page.
    const scrolls = {scrollTo: window.scrollTo, scrollBy: window.scrollBy};
    for (const name of ['scrollTo', 'scrollBy'] as const) {
      window[name] = ((...args: unknown[]) => {
        if (this.probing && !this.effects.includes('scrolls the window')) this.effects.push('scrolls the window');
        return (scrolls[name] as (...a: unknown[]) => void)(...args);
      }) as never;
    }
    this.stops.push(() => Object.assign(window, scrolls));
    this.stops.push(() => (globalThis.fetch = previousFetch));

    // Intervals a run starts (the iframe's height checks) end with it.
    const previousInterval = globalThis.setInterval;
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
      const id = previousInterval(...args);
      this.intervals.push(id);
      return id;
    }) as typeof setInterval;
    this.stops.push(() => {
      globalThis.setInterval = previousInterval;
      this.intervals.forEach((id) => clearInterval(id));
    });

    this.stops.push(
      trackListeners([window, document], (target, type) => {
        // In an iframe every call listens for the parent page's answer on the window: the channel, no effect.
        if (this.probing && !(this.face === 'iframe' && type === 'message')) {
          const effect = `listens to \`${type}\` on the ${target === window ? 'window' : 'document'}`;
          if (!this.effects.includes(effect)) this.effects.push(effect);
        }
      }),
    );
  }

  stop(): void {
    for (const stop of this.stops.reverse()) stop();
    this.stops = [];
  }
}

/** The file of a version's records: `api/host-support/<notesFolder>.json`. */
export function hostSupportFile(version: DocsVersion): string {
  return path.resolve(__dirname, '..', '..', 'api', 'host-support', `${version.notesFolder}.json`);
}

/** Records the exports of one docs version that talk to the host. */
export async function recordVersion(version: DocsVersion, options: RecordOptions = {}): Promise<HostSupportFile> {
  const {React, createRoot, createSimulatedHost, hostedElement, setUpFace} = await loadModules();
  const {probes, problems} = coverage(version);
  if (problems.length > 0)
    throw new RecordingError(`${version.library.name} ${version.library.version}:\n${problems.join('\n')}`);
  const selected = options.only ? probes.filter((probe) => options.only!.includes(probeName(probe))) : probes;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT;
  const dir = libraryDir(version.installName);
  const reactModule = load('react') as typeof import('react');
  const previousAct = (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;

  /** One run of a probe in a face; `vary` passes another value in that field of the probe's options. */
  const runOnce = async (probe: Probe, face: HostFace, signedIn: boolean, vary?: string): Promise<RawRun> => {
    // A fresh page: the library loaded anew.
    for (const key of Object.keys(load.cache)) if (key.startsWith(dir)) delete load.cache[key];
    const originalUseContext = reactModule.useContext;
    const watch = new Watch(face);
    // Reads of the chayns API instance: the exported calls' `moduleWrapper.current`, the hooks' context.
    const {ChaynsContext} = loadFresh<{ChaynsContext: unknown}>(dir, path.join(dir, 'components', 'ChaynsContext.js'));
    reactModule.useContext = ((context: Parameters<typeof originalUseContext>[0]) => {
      if (watch.probing && context === ChaynsContext) watch.instanceReads += 1;
      return originalUseContext(context);
    }) as typeof originalUseContext;
    const lib = loadFresh<Library>(dir, version.installName);

    const instances = loadInstances(version.installName);
    const current = Object.getOwnPropertyDescriptor(instances.moduleWrapper, 'current')!;
    Object.defineProperty(instances.moduleWrapper, 'current', {
      configurable: true,
      get() {
        if (watch.probing) watch.instanceReads += 1;
        return current.get!.call(this);
      },
      set(value: unknown) {
        current.set!.call(this, value);
      },
    });

    const host: SimulatedHost = createSimulatedHost({
      ...probe.host,
      ...(signedIn ? {} : {values: {user: undefined}}),
      library: lib as unknown as NonNullable<SimulatedHostOptions['library']>,
    });
    const ctx: ProbeContext = {
      lib,
      face,
      host,
      fn: (name) => {
        const value = lib[name];
        if (typeof value !== 'function') throw new RecordingError(`${version.installName} has no function ${name}`);
        return value as (...args: unknown[]) => unknown;
      },
      listener: () => undefined,
    };
    watch.start();
    const stopFace = setUpFace(face, host);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const slot: {set?: (element: ReactElement | null) => void; ready: boolean} = {ready: false};
    function Slot(): ReactElement | null {
      const [child, setChild] = React.useState<ReactElement | null>(null);
      slot.set = setChild;
      React.useEffect(() => {
        slot.ready = true;
      }, []);
      return child;
    }
    const contactCount = () => host.calls.length + host.appCalls.length + host.log.length + watch.requests.length;
    const mark = {calls: 0, appCalls: 0, log: 0};
    const begin = () => {
      Object.assign(mark, {calls: host.calls.length, appCalls: host.appCalls.length, log: host.log.length});
      watch.probing = true;
    };
    let outcome: Outcome = {kind: 'pending'};
    let fields: string[] | undefined;
    let expected: Run['expected'];
    const optionValues: Record<string, string> = {};
    const awaitOutcome = async (value: unknown): Promise<Outcome> => {
      if (!isThenable(value)) return {kind: 'returned', value: summarize(value)};
      return Promise.race([
        Promise.resolve(value).then(
          (resolved): Outcome => ({kind: 'resolved', value: summarize(resolved)}),
          (error: unknown): Outcome => ({kind: 'rejected', error: describeError(error)}),
        ),
        tick(timeout).then((): Outcome => ({kind: 'pending'})),
      ]);
    };

    try {
      if (probe.kind === 'provider') begin();
      root.render(hostedElement(face, host, lib as unknown as HostLibrary, React.createElement(Slot)));
      const started = await until(() => slot.ready, START_TIMEOUT);
      if (probe.kind === 'provider') {
        await settle(contactCount);
        outcome = started ? {kind: 'started'} : {kind: 'pending'};
      } else {
        if (!started) throw new RecordingError(`the host's provider did not start in the ${face} face`);
        await settle(contactCount);
        if (probe.kind === 'call') {
          let prepared: unknown;
          let preparing: Outcome | undefined;
          try {
            prepared = probe.prepare?.(ctx);
            if (isThenable(prepared)) prepared = await prepared;
          } catch (error) {
            preparing = {kind: 'threw', error: `while preparing: ${describeError(error)}`};
          }
          await settle(contactCount);
          begin();
          if (preparing) outcome = preparing;
          else {
            const args = probe.args?.(ctx) ?? [];
            const options = args.find(isPlainObject);
            if (options) {
              fields = Object.keys(options);
              for (const field of fields) optionValues[field] = stable(options[field]);
              if (vary) options[vary] = varied(options[vary]);
            }
            let result: unknown;
            let threw: Outcome | undefined;
            try {
              result = probe.run ? probe.run(ctx, prepared, args) : ctx.fn(probe.page.split('/')[1])(...args);
            } catch (error) {
              threw = {kind: 'threw', error: describeError(error)};
            }
            outcome = threw ?? (await awaitOutcome(result));
          }
        } else {
          const seen: {value?: unknown; error?: unknown; then?: Promise<Outcome>; cleanup?: () => void} = {};
          class Boundary extends React.Component<{children?: ReactNode}, {failed: boolean}> {
            state = {failed: false};
            static getDerivedStateFromError() {
              return {failed: true};
            }
            componentDidCatch(error: unknown) {
              seen.error = error;
            }
            render() {
              return this.state.failed ? null : this.props.children;
            }
          }
          function HookProbe(): null {
            const value = (probe as Extract<Probe, {kind: 'hook'}>).use(ctx);
            seen.value = value;
            const {then} = probe as Extract<Probe, {kind: 'hook'}>;
            React.useEffect(() => {
              if (!then) return;
              try {
                const result = then(value, ctx);
                if (typeof result === 'function') seen.cleanup = result as () => void;
                seen.then = awaitOutcome(result);
              } catch (error) {
                seen.then = Promise.resolve({kind: 'threw', error: describeError(error)});
              }
              return () => seen.cleanup?.();
              // Once, with the first render's value.
              // eslint-disable-next-line react-hooks/exhaustive-deps
            }, []);
            return null;
          }
          begin();
          slot.set!(React.createElement(Boundary, null, React.createElement(HookProbe)));
          await settle(contactCount);
          if (seen.error !== undefined) outcome = {kind: 'threw', error: describeError(seen.error)};
          else if (seen.then) outcome = await seen.then;
          else outcome = {kind: 'rendered', value: summarize(seen.value)};
          watch.cleaningUp = true;
          slot.set!(null);
        }
        await settle(contactCount);
        if (probe.kind === 'call' && probe.expects) expected = {...probe.expects, seen: probe.expects.seen()};
      }
    } finally {
      watch.probing = false;
      root.unmount();
      container.remove();
      stopFace();
      watch.stop();
      reactModule.useContext = originalUseContext;
    }
    await tick();

    if (watch.unhandled.length > 0 && outcome.kind !== 'threw' && outcome.kind !== 'rejected') {
      outcome = {kind: 'rejected', error: watch.unhandled[0]};
    } else if (watch.cleanupFailures.length > 0 && outcome.kind !== 'threw' && outcome.kind !== 'rejected') {
      outcome = {kind: 'rejected', error: watch.cleanupFailures[0], during: 'cleanup'};
    }
    const reached: Contact[] = [];
    const payloads: string[] = [];
    const add = (contact: Contact) => {
      if (!reached.some((known) => stable(known) === stable(contact))) reached.push(contact);
    };
    // In the app face the host's functions are the app's own (none is recorded there): only app calls reach it.
    for (const call of host.calls.slice(mark.calls)) {
      add({host: call.name});
      payloads.push(stable({host: call.name, args: call.args}));
    }
    for (const line of host.log.slice(mark.log)) if (line === FRAME_CONNECTED) add({host: 'getInitialData'});
    for (const call of host.appCalls.slice(mark.appCalls)) {
      add({app: call.action});
      payloads.push(stable({app: call.action, value: call.value}));
    }
    for (const request of watch.requests) {
      add({request: request.url});
      const body = typeof request.body === 'string' ? tryJson(request.body) : request.body;
      payloads.push(
        stable({request: request.url, query: Object.fromEntries(new URLSearchParams(request.query)), body}),
      );
    }
    const run: Run = {reached, outcome};
    if (fields && signedIn) run.fields = fields;
    const failures = [...watch.unhandled, ...watch.cleanupFailures];
    const said = watch.said.filter((text) => !failures.some((error) => text.includes(error)));
    if (said.length > 0) run.said = said;
    if (watch.effects.length > 0 && probe.kind !== 'provider') run.effects = watch.effects;
    if (expected) run.expected = expected;
    return {run, payloads, options: optionValues, touchedInstance: watch.instanceReads > 0};
  };

  /** The fields of the signed-in run's options that reached no host. */
  const notPassed = async (probe: Probe, face: HostFace, raw: RawRun, signedIn = true): Promise<string[]> => {
    if (probe.kind !== 'call' || !raw.run.fields || raw.run.reached.length === 0) return [];
    const missing: string[] = [];
    for (const field of raw.run.fields) {
      const value = raw.options[field];
      if (raw.payloads.some((payload) => holds(JSON.parse(payload), field, value))) continue;
      const changed = await runOnce(probe, face, signedIn, field);
      if (stable(changed.payloads) === stable(raw.payloads)) missing.push(field);
    }
    return missing;
  };

  try {
    const records: HostRecord[] = [];
    /** The pages whose runs read the chayns API instance or reached a host, in some face. */
    const talking = new Set<string>();
    for (const probe of selected) {
      const runs = {} as HostRecord['runs'];
      for (const face of HOST_FACES) {
        const signedIn = await runOnce(probe, face, true);
        const missing = await notPassed(probe, face, signedIn);
        if (missing.length > 0) signedIn.run.notPassed = missing;
        const visitor = await runOnce(probe, face, false);
        if (signedIn.run.fields && stable(visitor.run.reached) === stable(signedIn.run.reached)) {
          // The visitor's run passed the same options to the same contacts: check its fields too (with
          // the signed-in run's answer when the same reached the host). A visitor's run that reached
          // something else (a login first) did another thing, whose fields are not the call's.
          visitor.run.fields = signedIn.run.fields;
          const same = stable(visitor.payloads) === stable(signedIn.payloads);
          const missingAsVisitor = same ? missing : await notPassed(probe, face, visitor, false);
          if (missingAsVisitor.length > 0) visitor.run.notPassed = missingAsVisitor;
        }
        for (const raw of [signedIn, visitor]) {
          if (raw.touchedInstance || raw.run.reached.length > 0) talking.add(probe.page);
        }
        runs[face] = {signedIn: signedIn.run, visitor: visitor.run};
      }
      records.push({
        name: probeName(probe),
        page: probe.page,
        ...(probe.member ? {member: probe.member} : {}),
        ...(probe.decidedByHost ? {decidedByHost: probe.decidedByHost} : {}),
        runs,
        support: classifyRecord(runs, probe.decidedByHost),
      });
    }
    const silent = [...new Set(selected.map((probe) => probe.page))].filter((page) => !talking.has(page));
    if (silent.length > 0) {
      throw new RecordingError(
        `${silent.join(', ')}: no run read the chayns API instance or reached a host in any face; give ${
          silent.length === 1 ? 'it' : 'them'
        } a reason in NOT_HOST (scripts/host-support/probes.ts) instead of probes`,
      );
    }
    records.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return {library: `${version.library.name} ${version.library.version}`, command: RECORD_COMMAND, records};
  } finally {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = previousAct;
  }
}

/**
 * The file's text as `npm run format` leaves it: each run and each face's support on one line where it
 * fits, so that a diff shows which run of which export in which face changed.
 */
export async function formatFile(file: HostSupportFile, target: string): Promise<string> {
  const compact = new Set<unknown>(
    file.records.flatMap((record) => [
      ...Object.values(record.runs).flatMap((runs) => [runs.signedIn, runs.visitor]),
      ...Object.values(record.support),
    ]),
  );
  const placeholders = new Map<string, string>();
  const text = JSON.stringify(
    file,
    (_key, value: unknown) => {
      if (!compact.has(value)) return value;
      const id = `@@${placeholders.size}@@`;
      placeholders.set(id, JSON.stringify(value));
      return id;
    },
    2,
  );
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(target);
  return prettier.format(
    text.replace(/"(@@\d+@@)"/g, (_match, id: string) => placeholders.get(id)!),
    {...options, filepath: target},
  );
}

/** What differs between a stored recording and a fresh one, one line per export (and face) that changed. */
export function differences(stored: HostSupportFile, fresh: HostSupportFile): string[] {
  const byName = (file: HostSupportFile) => new Map(file.records.map((record) => [record.name, record]));
  const before = byName(stored);
  const after = byName(fresh);
  const lines: string[] = [];
  if (stored.library !== fresh.library) lines.push(`library: ${stored.library} -> ${fresh.library}`);
  for (const [name, record] of after) {
    const old = before.get(name);
    if (!old) {
      lines.push(`${name}: newly recorded`);
      continue;
    }
    for (const face of HOST_FACES) {
      const was = old.support[face];
      const is = record.support[face];
      if (stable(old.runs[face]) !== stable(record.runs[face]) || stable(was) !== stable(is)) {
        lines.push(`${name} (${face}): ${was.state} -> ${is.state}: ${is.evidence}`);
      }
    }
    const about = (entry: HostRecord) => stable([entry.page, entry.member, entry.decidedByHost]);
    if (about(old) !== about(record)) lines.push(`${name}: its page, member or reason changed`);
  }
  for (const name of before.keys()) if (!after.has(name)) lines.push(`${name}: no longer recorded`);
  return lines;
}

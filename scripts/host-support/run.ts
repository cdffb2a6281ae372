/**
 * One run of a probe (probes.ts) in one face of the simulated host, signed in or as a visitor, as a
 * fresh page: the library loaded anew, a new host served in the face, the host's provider rendered and,
 * once it has started, the probe run (a call, a hook rendered in a component, or the provider itself).
 * The run notes what reached a host (host functions, numbered app calls, network requests) and the
 * payloads that reached it, how it ended (returned, resolved, threw at once, rejected, never settled; a
 * hook: what it returned or threw while rendering), what the library said and did to the page
 * (watch.ts), and whether it read the library's chayns API instance at all. What a run left behind is
 * removed after it.
 */
import path from 'node:path';
import type {ReactElement, ReactNode} from 'react';
import type {DocsVersion} from '../../config/versions';
import type {SimulatedHost, SimulatedHostOptions} from '../../src/components/SimulatedHost';
import type {HostFace} from '../../src/components/SimulatedHost/meta';
import type {HostLibrary} from '../../src/components/SimulatedHost/mount';
import type {Contact, Outcome, Run} from '../../src/components/HostState/records';
import {describeError, load, loadInstances, tick} from '../simulated-page';
import {loadFresh, settle, until, type ReactModules} from './page';
import type {Library, Probe, ProbeContext} from './probes';
import {holds, isPlainObject, isThenable, stable, summarize, tryJson, varied} from './values';
import {Watch} from './watch';

/** The recorder found something it cannot record truthfully (a probe that never reaches the instance). */
export class RecordingError extends Error {}

/** How long the host's provider may take to start in a face. */
const START_TIMEOUT = 2000;

/** The iframe face's stand-in page logs this when the library asks it for its data. */
const FRAME_CONNECTED = 'iframe: the app connected';

/** What a probe run saw, with the payloads that reached the host (for comparing runs). */
export interface RawRun {
  run: Run;
  payloads: string[];
  /** The options the probe passed, each field's value as `stable` writes it. */
  options: Record<string, string>;
  touchedInstance: boolean;
}

/**
 * What reached a host since `mark` (each contact once, in the order of the host's records: host
 * functions, the iframe's connection, app calls, requests) and the payloads that reached it.
 */
function contactsOf(
  host: SimulatedHost,
  mark: {calls: number; appCalls: number; log: number},
  requests: Watch['requests'],
): {reached: Contact[]; payloads: string[]} {
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
  for (const request of requests) {
    add({request: request.url});
    const body = typeof request.body === 'string' ? tryJson(request.body) : request.body;
    payloads.push(stable({request: request.url, query: Object.fromEntries(new URLSearchParams(request.query)), body}));
  }
  return {reached, payloads};
}

/** What every run of one version shares. */
export interface RunSetting {
  version: DocsVersion;
  /** The library's folder, whose files each run loads anew. */
  dir: string;
  /** React as the library loads it, whose `useContext` a run watches for reads of the instance. */
  reactModule: typeof import('react');
  modules: ReactModules;
  /** How long a promise may take before it counts as never settling, in ms. */
  timeout: number;
}

/** One run of a probe in a face; `vary` passes another value in that field of the probe's options. */
export async function runOnce(
  setting: RunSetting,
  probe: Probe,
  face: HostFace,
  signedIn: boolean,
  vary?: string,
): Promise<RawRun> {
  const {version, dir, reactModule, timeout} = setting;
  const {React, createRoot, createSimulatedHost, hostedElement, setUpFace} = setting.modules;
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
  const {reached, payloads} = contactsOf(host, mark, watch.requests);
  const run: Run = {reached, outcome};
  if (fields && signedIn) run.fields = fields;
  const failures = [...watch.unhandled, ...watch.cleanupFailures];
  const said = watch.said.filter((text) => !failures.some((error) => text.includes(error)));
  if (said.length > 0) run.said = said;
  if (watch.effects.length > 0 && probe.kind !== 'provider') run.effects = watch.effects;
  if (expected) run.expected = expected;
  return {run, payloads, options: optionValues, touchedInstance: watch.instanceReads > 0};
}

/** The fields of the signed-in run's options that reached no host. */
export async function notPassed(
  setting: RunSetting,
  probe: Probe,
  face: HostFace,
  raw: RawRun,
  signedIn = true,
): Promise<string[]> {
  if (probe.kind !== 'call' || !raw.run.fields || raw.run.reached.length === 0) return [];
  const missing: string[] = [];
  for (const field of raw.run.fields) {
    const value = raw.options[field];
    if (raw.payloads.some((payload) => holds(JSON.parse(payload), field, value))) continue;
    const changed = await runOnce(setting, probe, face, signedIn, field);
    if (stable(changed.payloads) === stable(raw.payloads)) missing.push(field);
  }
  return missing;
}

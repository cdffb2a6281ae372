/**
 * The iframe face of the simulated host. Plays the chayns page for an app that runs in this window as
 * if in the page's iframe:
 * chayns-api's `ChaynsProvider` without `isModule` (its FrameWrapper) asks `window.parent`
 * for its data and host functions over comlink, under the key `window.name`. Here the
 * parent is a stand-in whose messages reach the simulated host, so an app's own root
 * (`<ChaynsProvider><App /></ChaynsProvider>`) starts with the host's values and its calls
 * are recorded like a module's.
 */
import * as comlink from 'comlink';
import type {SimulatedHost} from '.';

const FRAME_NAME = 'simulated-chayns-app';

/** Serves `host` to the app in `win`; returns a function that stops serving it. */
export function serveHostToFrame(host: SimulatedHost, win: Window = window): () => void {
  // Messages are handed over as they are (no structured clone), ports included.
  const listeners = new Set<EventListenerOrEventListenerObject>();
  const page = {
    postMessage(data: unknown) {
      const event = {data, origin: '*'} as MessageEvent;
      for (const listener of listeners) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    },
  };
  const {MessageEvent: WindowMessageEvent} = win as unknown as typeof globalThis;
  const endpoint: comlink.Endpoint = {
    postMessage: (data: unknown) => win.dispatchEvent(new WindowMessageEvent('message', {data, origin: '*'})),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => listeners.add(listener),
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => listeners.delete(listener),
  };
  const dataListeners: ((change: {type: string; value: unknown}) => void)[] = [];
  comlink.expose(
    {
      [FRAME_NAME]: {
        functions: host.functions,
        customFunctions: {},
        _customFunctionNames: [],
        // 3.x asks which functions the page offers (its HostIframe sends the same list).
        _functionNames: Object.keys(host.functions),
        addDataListener: (listener: (change: {type: string; value: unknown}) => void) => dataListeners.push(listener),
        getInitialData: () => {
          host.log.push('iframe: the app connected');
          return host.values;
        },
      },
    },
    endpoint,
  );
  const previousName = win.name;
  const parent = Object.getOwnPropertyDescriptor(win, 'parent');
  win.name = FRAME_NAME;
  Object.defineProperty(win, 'parent', {value: page, configurable: true});
  return () => {
    win.name = previousName;
    if (parent) Object.defineProperty(win, 'parent', parent);
    else delete (win as {parent?: unknown}).parent;
  };
}

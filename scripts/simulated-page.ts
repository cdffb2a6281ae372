/**
 * What running chayns-api under Node needs, shared by the sample runner (scripts/run-code-samples.ts)
 * and the host recorder (scripts/record-hosts.ts): a browser-like page (jsdom) set up once per process,
 * the library loaded as CommonJS with its registry of chayns API instances, a record of the event
 * listeners a run adds to the page, and the small helpers both use around a run.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {InstanceRegistry} from '../src/components/SimulatedHost/mount';

/** Loads through tsx's require hook (the scripts run under tsx). */
export const load = createRequire(__filename);

let domReady = false;

/** A browser-like global environment (jsdom); chayns-api and React must be loaded after it. */
export async function setUpDom(): Promise<void> {
  if (domReady) return;
  const {default: globalJsdom} = await import('global-jsdom');
  globalJsdom('<!doctype html><html lang="en"><head></head><body></body></html>', {
    url: 'https://bakery.chayns.site/',
    pretendToBeVisual: true,
  });
  // Node has Event and CustomEvent of its own, which jsdom's elements refuse to dispatch;
  // code that creates events for the page (chayns-api's iframe host does) needs the page's.
  Object.assign(globalThis, {Event: window.Event, CustomEvent: window.CustomEvent});
  // jsdom has no layout, so it leaves scrolling unimplemented (and says so as an error); a page in a
  // browser or web view scrolls. Here it moves nothing.
  Object.assign(window, {scrollTo: () => undefined, scrollBy: () => undefined});
  // chayns-toolkit's build defines the React version the app was built with (DefinePlugin);
  // withCompatMode reads it.
  const {version} = (await import('react')).default;
  Object.assign(globalThis, {__REQUIRED_REACT_VERSION__: version});
  domReady = true;
}

/** The library's registry of chayns API instances and the instance its exported calls use. */
export type LibraryInstances = InstanceRegistry & {moduleWrapper: {current: unknown}};

/** The folder of an installed chayns-api build's CommonJS code (`chayns-api-2` for version 2.x). */
export function libraryDir(installName: string): string {
  return path.join(process.cwd(), 'node_modules', installName, 'dist', 'cjs');
}

/**
 * The registry of chayns API instances of an installed chayns-api. The library keeps its last
 * instance in a module variable; a run that starts as a fresh page sets `moduleWrapper.current` to
 * undefined. (Node loads the library as CommonJS, whose exports can be replaced.)
 */
export function loadInstances(installName: string): LibraryInstances {
  return load(path.join(libraryDir(installName), 'components', 'moduleWrapper.js')) as LibraryInstances;
}

/**
 * Records the event listeners added to `targets` from now on (telling `onAdd` of each); the returned
 * function removes them and stops recording.
 */
export function trackListeners(
  targets: EventTarget[],
  onAdd?: (target: EventTarget, type: string) => void,
): () => void {
  const added: [EventTarget, string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined][] =
    [];
  const originals = targets.map((target) => {
    // An own property over the prototype's method, deleted again below.
    const add = target.addEventListener;
    target.addEventListener = function (this: EventTarget, type, listener, options) {
      if (listener) added.push([target, type, listener, options]);
      onAdd?.(target, type);
      add.call(this, type, listener, options);
    };
    return target;
  });
  return () => {
    for (const target of originals) delete (target as Partial<EventTarget>).addEventListener;
    for (const [target, type, listener, options] of added) target.removeEventListener(type, listener, options);
  };
}

export const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * How an example is mounted in the simulated host, shared by the sample runner
 * (scripts/run-code-samples.ts, in jsdom) and the playground's preview frame
 * (src/components/Playground/frame, in a browser), so both run an example the same way: which
 * face of the host serves the library, which of a module's exports are rendered and how, and
 * which exported functions a script example has run.
 */
import React, {type ComponentType, type ReactElement, type ReactNode, useLayoutEffect} from 'react';
import type {SimulatedHost} from '.';
import {recordAppFunctions, serveHostToApp} from './app';
import {serveHostToFrame} from './frame';
import type {HostFace} from './meta';

/** What of a chayns-api build the mounting needs (3.x and 2.x both have it). */
export interface HostLibrary {
  ChaynsProvider: ComponentType<{chaynsApiId?: string; children?: ReactNode}>;
  /** The functions of the chayns API instance of an id (the same object the instance calls through). */
  getChaynsApi?: (id: string) => unknown;
}

/**
 * The library's registry of chayns API instances, where it can be hooked (Node loads the library as
 * CommonJS, whose exports can be replaced; a browser bundle's cannot).
 */
export interface InstanceRegistry {
  addModuleWrapper: (id: string, chayns: {functions: Record<string, unknown>}) => void;
}

/** The object withCompatMode returns, which a chayns host loads from a module. */
export function isModuleExport(value: unknown): value is {Component: ComponentType<object>} {
  return typeof value === 'object' && value !== null && 'Component' in value && 'CompatComponent' in value;
}

/** The id the host's own provider gives its chayns API instance in a face. */
export function apiIdOf(face: HostFace): string {
  return `simulated-${face}`;
}

/** Wraps the functions of the app face's own instance as soon as the provider has registered it. */
function RecordInstance({host, library, apiId}: {host: SimulatedHost; library: HostLibrary; apiId: string}): null {
  // A sibling after the provider: its layout effect runs after the provider's, which registers the instance.
  useLayoutEffect(() => {
    const functions = library.getChaynsApi?.(apiId);
    if (functions && typeof functions === 'object') recordAppFunctions(host, functions as Record<string, unknown>);
  }, [host, library, apiId]);
  return null;
}

/**
 * The example's tree in a face: inside the host's module provider, or inside an app root's own
 * `ChaynsProvider` (which finds the page or the app). With `recordById`, the app face's instance has its
 * calls recorded through `getChaynsApi` (where the registry cannot be hooked).
 */
export function hostedElement(
  face: HostFace,
  host: SimulatedHost,
  library: HostLibrary,
  child?: ReactElement,
  {recordById = false}: {recordById?: boolean} = {},
): ReactElement {
  if (face === 'module') return React.createElement(host.Provider, null, child);
  const apiId = apiIdOf(face);
  const provider = React.createElement(library.ChaynsProvider, {chaynsApiId: apiId}, child);
  if (face !== 'app' || !recordById) return provider;
  return React.createElement(
    React.Fragment,
    null,
    provider,
    React.createElement(RecordInstance, {host, library, apiId}),
  );
}

/** The exports of a loaded CommonJS module, without its `__esModule` marker. */
export function exportsOf(mod: Record<string, unknown>): [string, unknown][] {
  return Object.entries(mod).filter(([name]) => name !== '__esModule');
}

export interface ComponentViews {
  /** One element per exported component, each ready to render on its own. */
  views: ReactElement[];
  /**
   * For each view, whether it is a whole example: a component without props of its own, or a chayns
   * module with the host's props. A component that takes props is a part of a larger example, rendered
   * here without them.
   */
  whole: boolean[];
  /** The module exports only a chayns module (withCompatMode), which runs only in the module face. */
  onlyAsModule: boolean;
}

/**
 * What a component example renders in a face: the default export and the exports named with a capital,
 * each in the host; a chayns module (withCompatMode) gets the module props and brings its own provider,
 * and exists only in the module face.
 */
export function componentViews(
  mod: Record<string, unknown>,
  face: HostFace,
  host: SimulatedHost,
  library: HostLibrary,
  options: {recordById?: boolean} = {},
): ComponentViews {
  const entries = exportsOf(mod);
  const rendered = entries.flatMap(([name, value]): {view: ReactElement; whole: boolean}[] => {
    if (isModuleExport(value)) {
      return face === 'module' ? [{view: React.createElement(value.Component, host.moduleProps), whole: true}] : [];
    }
    if (typeof value === 'function' && (name === 'default' || /^[A-Z]/.test(name))) {
      const view = hostedElement(face, host, library, React.createElement(value as ComponentType), options);
      // A class component always takes props; a function component without parameters is a whole example.
      const isClass = Boolean((value as {prototype?: {isReactComponent?: unknown}}).prototype?.isReactComponent);
      return [{view, whole: !isClass && value.length === 0}];
    }
    return [];
  });
  const views = rendered.map(({view}) => view);
  const onlyAsModule = views.length === 0 && face !== 'module' && entries.some(([, value]) => isModuleExport(value));
  return {views, whole: rendered.map(({whole}) => whole), onlyAsModule};
}

/** The exported functions a script example has called: those that take no parameter and are not components. */
export function runnableFunctions(mod: Record<string, unknown>): [string, () => unknown][] {
  return exportsOf(mod).filter(
    (entry): entry is [string, () => unknown] =>
      typeof entry[1] === 'function' && entry[1].length === 0 && !/^[A-Z]/.test(entry[1].name),
  );
}

/**
 * Sets up a face in `win` until the returned function is called: the chayns app for the app face, the
 * parent page for the iframe face. The module face needs nothing: a module gets its data and functions
 * as props, and, as on a real chayns page, nobody answers a `ChaynsProvider` of its own without
 * `isModule` (an app root rendered as a module never connects and shows nothing). With a hookable
 * `registry`, every chayns API instance made in the app face has its calls recorded.
 */
export function setUpFace(
  face: HostFace,
  host: SimulatedHost,
  {win = window, registry}: {win?: Window & typeof globalThis; registry?: InstanceRegistry} = {},
): () => void {
  const stopServing =
    face === 'app' ? serveHostToApp(host, win) : face === 'iframe' ? serveHostToFrame(host, win) : () => undefined;
  const addInstance = registry?.addModuleWrapper;
  if (registry && addInstance && face === 'app') {
    registry.addModuleWrapper = (id, chayns) => {
      addInstance(id, chayns);
      recordAppFunctions(host, chayns.functions);
    };
  }
  return () => {
    if (registry && addInstance) registry.addModuleWrapper = addInstance;
    stopServing();
  };
}

/**
 * The page a probe runs in (jsdom, scripts/simulated-page.ts): React and the simulated host loaded once,
 * the library loaded anew for every run (it keeps listeners and instances in module variables), and the
 * waits of a run: until something is so, and until what a run set off has happened.
 */
import fs from 'node:fs';
import Module from 'node:module';
import {load, setUpDom, tick} from '../simulated-page';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Turns of the event loop until `test` holds, for at most `ms`; whether it held. */
export async function until(test: () => boolean, ms: number): Promise<boolean> {
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
export async function settle(count: () => number): Promise<void> {
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
export function loadFresh<T>(dir: string, id: string): T {
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

export type ReactModules = {
  React: typeof import('react');
  createRoot: typeof import('react-dom/client').createRoot;
  createSimulatedHost: typeof import('../../src/components/SimulatedHost').createSimulatedHost;
  hostedElement: typeof import('../../src/components/SimulatedHost/mount').hostedElement;
  setUpFace: typeof import('../../src/components/SimulatedHost/mount').setUpFace;
};

let modules: ReactModules | undefined;

/** React, React DOM and the simulated host, loaded once into the page (jsdom, set up on the first call). */
export async function loadModules(): Promise<ReactModules> {
  await setUpDom();
  if (modules) return modules;
  const React = (await import('react')).default;
  const {createRoot} = await import('react-dom/client');
  const {createSimulatedHost} = await import('../../src/components/SimulatedHost');
  const {hostedElement, setUpFace} = await import('../../src/components/SimulatedHost/mount');
  modules = {React, createRoot, createSimulatedHost, hostedElement, setUpFace};
  return modules;
}

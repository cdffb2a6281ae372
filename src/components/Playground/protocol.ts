/**
 * What the page's playground (./index.tsx) and the preview frame (./frame) say to each other. The
 * page builds a fresh sandboxed frame for every run and hands it the run in the frame's document (a
 * JSON script of id `playground-run`); the frame answers with `postMessage` to its parent.
 */
import type {HostFace} from '../SimulatedHost/meta';

export const RUN_ELEMENT_ID = 'playground-run';
export const MESSAGE_SOURCE = 'chayns-playground';

export type ScreenSize = 'phone' | 'tablet' | 'desktop';
export type ColorModeName = 'light' | 'dark';

/** One run of an example, as the page hands it to the frame. */
export interface PlaygroundRun {
  /** Told back with every message, so a late message of an earlier run is ignored. */
  runId: string;
  /** The example's modules, already compiled to CommonJS, by absolute path (`/example.tsx`, `/src/App.tsx`). */
  files: Record<string, string>;
  /** The module that is run (a key of `files`). */
  entry: string;
  /**
   * `component`: the entry's exported components are rendered in the host (as `check:samples` does
   * for tsx/jsx); `module`: the entry is imported while a host is mounted and its exported functions
   * that take no parameter are called (ts/js).
   */
  kind: 'component' | 'module';
  face: HostFace;
  signedIn: boolean;
  colorMode: ColorModeName;
  screen: ScreenSize;
}

/** A host call's arguments or answer, as text (functions, cycles and elements described). */
export type Shown = string;

export type FrameMessage = {source: typeof MESSAGE_SOURCE; runId: string} & (
  | {type: 'started'}
  /** Sent every 250 ms while the frame's main thread is free; the page offers Stop when they stop coming. */
  | {type: 'heartbeat'}
  /** A host function was called (in every face, by its name in chayns-api's ChaynsReactFunctions). */
  | {type: 'call'; id: number; name: string; args: Shown}
  /** What the host answered to call `id` (after the user answered, for a dialog). */
  | {type: 'answer'; id: number; value: Shown}
  /** The example threw: while its modules ran, while rendering (with React's component stack), or later. */
  | {
      type: 'error';
      where: 'module' | 'render' | 'uncaught' | 'rejection';
      message: string;
      stack?: string;
      componentStack?: string;
    }
  /** The example's components are rendered (or its module and functions ran). */
  | {type: 'done'}
);

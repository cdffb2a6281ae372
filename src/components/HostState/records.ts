/**
 * The format of the host records (`api/host-support/<notesFolder>.json`, written by
 * `npm run record:hosts`): for every export that talks to the host, what happened when the real
 * chayns-api ran it in each face of the simulated host, signed in and as a visitor (`runs`), and the
 * state a reader sees for each face, with its evidence (`support`, from scripts/host-support/classify.ts).
 */
import type {HostFace} from '../SimulatedHost/meta';

/** Something outside the app that a run reached. */
export type Contact =
  /** A host function: the module host's own, or the parent page's in an iframe. */
  | {host: string}
  /** A numbered call to the chayns app. */
  | {app: number}
  /** A network request, by origin and path. */
  | {request: string};

/** How a run ended. Values are summaries (`undefined`, `true`, `{userId, firstName}`, `a DialogHandler`). */
export type Outcome =
  | {kind: 'returned'; value: string}
  | {kind: 'resolved'; value: string}
  /** Threw synchronously (a hook: while rendering). */
  | {kind: 'threw'; error: string}
  /**
   * The promise rejected (or a hook's asynchronous work failed unhandled); `during: 'cleanup'` when a
   * hook's cleanup failed as its component unmounted.
   */
  | {kind: 'rejected'; error: string; during?: 'cleanup'}
  /** The promise had not settled when the recorder stopped waiting. */
  | {kind: 'pending'}
  /** A hook rendered and returned this. */
  | {kind: 'rendered'; value: string}
  /** The provider rendered its children (it started). */
  | {kind: 'started'};

export interface Run {
  /** What the run reached, in order, each once. */
  reached: Contact[];
  outcome: Outcome;
  /** Fields of the options object the probe passed (its top-level keys), when it passed one. */
  fields?: string[];
  /** Those of `fields` that no contact received (found by running again without each). */
  notPassed?: string[];
  /** What the library wrote to the console (warnings and errors), each once. */
  said?: string[];
  /** What the run did to the page itself, in words: listeners it added to the window or document, scrolling. */
  effects?: string[];
  /**
   * The effect the call is for, where the probe can see it (a closed dialog), whether it happened, and
   * what is seen when it does not.
   */
  expected?: {effect: string; seen: boolean; otherwise: string};
}

/** How an export works in one face, as the reader sees it. */
export type SupportState = 'works' | 'limited' | 'nothing' | 'throws' | 'pending' | 'host';

export const STATE_LABELS: Record<SupportState, string> = {
  works: 'works',
  limited: 'works with a limit',
  nothing: 'does nothing',
  throws: 'throws',
  pending: 'never settles',
  host: 'depends on the host',
};

export interface FaceSupport {
  state: SupportState;
  /** One or two short sentences derived from the runs. */
  evidence: string;
}

export interface HostRecord {
  /** As the tables show it: `openUrl`, `DialogHandler.open`, `dialog.alert`. */
  name: string;
  /** The API page, `<kind>/<Name>`. */
  page: string;
  member?: string;
  /** Why what the call does is the host's own decision (see probes.ts). */
  decidedByHost?: string;
  runs: Record<HostFace, {signedIn: Run; visitor: Run}>;
  support: Record<HostFace, FaceSupport>;
}

export interface HostSupportFile {
  /** The library the records were made with (`chayns-api 3.6.3`). */
  library: string;
  /** The command that writes the file. */
  command: string;
  /** Sorted by name. */
  records: HostRecord[];
}

export const RECORD_COMMAND = 'npm run record:hosts';

/** The words the site uses for each face. */
export const FACE_LABELS: Record<HostFace, string> = {
  module: 'Module',
  iframe: 'iframe',
  app: 'chayns app web view',
};

/** One row of a "Works in" table: an export, or a member of a class or namespace, and its support per face. */
export interface SupportRow {
  /** `openUrl`, `DialogHandler.open`. */
  name: string;
  /** The page of the export (with the member's anchor): where the planning table links. */
  href: string;
  support: Record<HostFace, FaceSupport>;
}

/** What an API page's "Works in" shows (the api-reference plugin puts it into the page's route data). */
export interface WorksInData {
  /** The "Host support" guide of the page's docs version. */
  guide: string;
  rows: SupportRow[];
}

/** What the "Host support" guide shows for one docs version (written by the api-reference plugin). */
export interface HostSupportTableData {
  /** `chayns-api 3.6.3`. */
  library: string;
  /** The sections of the API sidebar, in its order, with the recorded exports of each. */
  sections: {label: string; rows: SupportRow[]}[];
}

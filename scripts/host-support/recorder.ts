/**
 * Records where each export that talks to the host works: runs the real chayns-api of a docs version
 * (its CommonJS build, in jsdom) in every face of the simulated host (src/components/SimulatedHost:
 * module, iframe, chayns app web view), signed in and as a visitor, and notes what each run reached
 * (host functions, numbered app calls, network requests), how it ended (returned, resolved, threw at
 * once, rejected, never settled; a hook: what it returned or threw while rendering), what the library
 * said on the console and which listeners it added to the page. ./classify.ts turns the runs into the
 * reader's states.
 *
 * Here: every probe (probes.ts) in every face, twice, and the records it makes. When a run reached a
 * host, each field of the options it passed that no contact received as it was is checked by running
 * again with another value in that field: a field whose change changes nothing that reached the host
 * was not passed on. The parts:
 *
 * - run.ts: one run as a fresh page (the library loaded anew, a new host served in the face, the
 *   host's provider rendered, then the probe), and what it reached and how it ended;
 * - watch.ts: what the recorder watches on the page and the console during a run, and removes after it;
 * - page.ts: React and the simulated host loaded once, the library anew for each run, a run's waits;
 * - values.ts: the values of a run as written (stable from run to run) and compared;
 * - recordsFile.ts: the files `api/host-support/<notesFolder>.json`, their text, what changed in them.
 */
import type {DocsVersion} from '../../config/versions';
import {HOST_FACES} from '../../src/components/SimulatedHost/meta';
import {RECORD_COMMAND, type HostRecord, type HostSupportFile} from '../../src/components/HostState/records';
import {libraryDir, load} from '../simulated-page';
import {classifyRecord} from './classify';
import {coverage} from './coverage';
import {loadModules} from './page';
import {probeName} from './probes';
import {notPassed, RecordingError, runOnce, type RunSetting} from './run';
import {stable} from './values';

export interface RecordOptions {
  /** Only the probes of these names (`openUrl`, `DialogHandler.open`); all by default. */
  only?: string[];
  /** How long a promise may take before it counts as never settling, in ms. */
  timeoutMs?: number;
}

/** Long enough that a loaded machine never mistakes a slow answer for none (no probe waits that long today). */
const DEFAULT_TIMEOUT = 2000;

/** Records the exports of one docs version that talk to the host. */
export async function recordVersion(version: DocsVersion, options: RecordOptions = {}): Promise<HostSupportFile> {
  const modules = await loadModules();
  const {probes, problems} = coverage(version);
  if (problems.length > 0)
    throw new RecordingError(`${version.library.name} ${version.library.version}:\n${problems.join('\n')}`);
  const selected = options.only ? probes.filter((probe) => options.only!.includes(probeName(probe))) : probes;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT;
  const dir = libraryDir(version.installName);
  const reactModule = load('react') as typeof import('react');
  const previousAct = (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const setting: RunSetting = {version, dir, reactModule, modules, timeout};

  try {
    const records: HostRecord[] = [];
    /** The pages whose runs read the chayns API instance or reached a host, in some face. */
    const talking = new Set<string>();
    for (const probe of selected) {
      const runs = {} as HostRecord['runs'];
      for (const face of HOST_FACES) {
        const signedIn = await runOnce(setting, probe, face, true);
        const missing = await notPassed(setting, probe, face, signedIn);
        if (missing.length > 0) signedIn.run.notPassed = missing;
        const visitor = await runOnce(setting, probe, face, false);
        if (signedIn.run.fields && stable(visitor.run.reached) === stable(signedIn.run.reached)) {
          // The visitor's run passed the same options to the same contacts: check its fields too (with
          // the signed-in run's answer when the same reached the host). A visitor's run that reached
          // something else (a login first) did another thing, whose fields are not the call's.
          visitor.run.fields = signedIn.run.fields;
          const same = stable(visitor.payloads) === stable(signedIn.payloads);
          const missingAsVisitor = same ? missing : await notPassed(setting, probe, face, visitor, false);
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

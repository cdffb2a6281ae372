/**
 * Which exports of a version are recorded. The candidates are the version's API pages of kind
 * function, class and namespace (the pages its notes serve). Each is recorded when it has a probe
 * (probes.ts), and left out with a reason when it is in NOT_HOST or in the API sidebar's "History
 * layer" section. A page with neither, or a reason for a page the version lacks, is a problem that
 * stops the recorder (and so the freshness test) with its name: a new chayns-api cannot slip an export
 * past it. Whether a probed export really talks to the host is checked when it runs (recorder.ts):
 * a probe whose runs never read the chayns API instance is a problem as well.
 */
import path from 'node:path';
import {apiReference} from '../../config/apiReference';
import {docsVersions, type DocsVersion} from '../../config/versions';
import {readVersionNotes} from '../../plugins/api-reference/notes';
import {HISTORY_REASON, NOT_HOST, PROBES, probeName, type Probe} from './probes';

const RECORDED_KINDS = new Set(['function', 'class', 'namespace']);
const ROOT = path.resolve(__dirname, '..', '..');

/** The version's pages of kind function, class and namespace (`function/openUrl`). */
export function candidatePages(version: DocsVersion): string[] {
  return readVersionNotes(path.join(ROOT, apiReference.notesDir), version.notesFolder)
    .filter((note) => RECORDED_KINDS.has(note.kind))
    .map((note) => `${note.kind}/${note.name}`)
    .sort();
}

/** Why a page is not recorded, or undefined when it must be. */
export function notRecordedReason(page: string): string | undefined {
  const history = apiReference.nameCategories.find((category) => category.label === 'History layer');
  const name = page.split('/')[1];
  return NOT_HOST[page] ?? (history?.pattern.test(name) ? HISTORY_REASON : undefined);
}

export interface Coverage {
  /** The probes of the version's pages, in the order of PROBES. */
  probes: Probe[];
  /** The pages left out, with the reason. */
  notRecorded: {page: string; reason: string}[];
  problems: string[];
}

export function coverage(version: DocsVersion, pages = candidatePages(version)): Coverage {
  const present = new Set(pages);
  const probed = new Set(PROBES.map((probe) => probe.page));
  const problems: string[] = [];
  const notRecorded: Coverage['notRecorded'] = [];
  for (const page of pages) {
    const reason = notRecordedReason(page);
    if (probed.has(page) && reason) problems.push(`${page} has a probe and a reason not to be recorded`);
    else if (reason) notRecorded.push({page, reason});
    else if (!probed.has(page))
      problems.push(
        `${page} has neither a probe nor a reason why it does not talk to the host (scripts/host-support/probes.ts)`,
      );
  }
  const everyVersion = new Set(docsVersions.flatMap((other) => (other === version ? pages : candidatePages(other))));
  for (const page of Object.keys(NOT_HOST)) {
    if (!everyVersion.has(page)) problems.push(`NOT_HOST names ${page}, which no version has`);
  }
  for (const page of probed) {
    if (!everyVersion.has(page)) problems.push(`a probe records ${page}, which no version has`);
  }
  const names = new Set<string>();
  for (const probe of PROBES) {
    if (names.has(probeName(probe))) problems.push(`two probes record ${probeName(probe)}`);
    names.add(probeName(probe));
  }
  return {probes: PROBES.filter((probe) => present.has(probe.page)), notRecorded, problems};
}

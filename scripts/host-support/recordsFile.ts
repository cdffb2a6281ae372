/**
 * The records' files, `api/host-support/<notesFolder>.json` (format: src/components/HostState/records.ts):
 * where each version's file is, its text as the repository keeps it, and what changed between a stored
 * recording and a fresh one (`npm run record:hosts -- --check`).
 */
import path from 'node:path';
import type {DocsVersion} from '../../config/versions';
import {HOST_FACES} from '../../src/components/SimulatedHost/meta';
import type {HostRecord, HostSupportFile} from '../../src/components/HostState/records';
import {stable} from './values';

/** The file of a version's records: `api/host-support/<notesFolder>.json`. */
export function hostSupportFile(version: DocsVersion): string {
  return path.resolve(__dirname, '..', '..', 'api', 'host-support', `${version.notesFolder}.json`);
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

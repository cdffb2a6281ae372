/**
 * Where each export works, on its API page and in one table per version: the host records of
 * `npm run record:hosts` (`api/host-support/<notesFolder>.json`) become the "Works in" rows of each
 * page's route data (src/components/WorksIn renders them) and, grouped as the API sidebar groups the
 * exports, the table of the guides' "Host support" page (`host-support-<version>.json` in the
 * generated files, which that page imports; src/components/HostSupportTable renders it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
  HostRecord,
  HostSupportFile,
  HostSupportTableData,
  SupportRow,
  WorksInData,
} from '../../src/components/HostState/records';
import {NOTE_KINDS} from './notes';
import type {Section} from './sidebar';
import type {ApiLibraryVersion, Reflection} from './types';

/** The folder of the host records, beside the notes folder. */
export function hostSupportDir(notesDir: string): string {
  return path.join(path.dirname(notesDir), 'host-support');
}

/** The file of a version's table for the Host support guide (imported as `@generated/api-reference/...`). */
function hostSupportTableFile(generatedFilesDir: string, versionName: string): string {
  return path.join(generatedFilesDir, 'api-reference', `host-support-${versionName}.json`);
}

/** The "Host support" guide of a version. */
export function hostSupportGuide(version: ApiLibraryVersion): string {
  return `${version.guides.routeBasePath}/host-support/`;
}

/** A version's records by page (`function/openUrl`), after checking that each page exists. */
function readHostRecords(notesDir: string, version: ApiLibraryVersion, pages: Reflection[]): Map<string, HostRecord[]> {
  const file = path.join(hostSupportDir(notesDir), `${version.notesFolder}.json`);
  if (!fs.existsSync(file)) {
    throw new Error(
      `api-reference: ${version.libraryLabel} has no host records (${file}); run \`npm run record:hosts\`.`,
    );
  }
  const {records} = JSON.parse(fs.readFileSync(file, 'utf8')) as HostSupportFile;
  const keys = new Set(pages.map((page) => `${NOTE_KINDS[page.kind]}/${page.name}`));
  const byPage = new Map<string, HostRecord[]>();
  for (const record of records) {
    if (!keys.has(record.page)) {
      throw new Error(
        `api-reference: the host records of ${version.libraryLabel} name ${record.page}, which has no page; run \`npm run record:hosts\`.`,
      );
    }
    byPage.set(record.page, [...(byPage.get(record.page) ?? []), record]);
  }
  return byPage;
}

function rowsOf(page: Reflection, records: Map<string, HostRecord[]>): SupportRow[] {
  return (records.get(`${NOTE_KINDS[page.kind]}/${page.name}`) ?? []).map((record) => ({
    name: record.name,
    href: record.member ? `${page.permalink}#${record.member}` : page.permalink!,
    support: record.support,
  }));
}

/** The "Works in" of a page, or undefined for a page whose export does not talk to the host. */
export function worksInOf(
  page: Reflection,
  records: Map<string, HostRecord[]>,
  version: ApiLibraryVersion,
): {worksIn?: WorksInData} {
  const rows = rowsOf(page, records);
  return rows.length > 0 ? {worksIn: {guide: hostSupportGuide(version), rows}} : {};
}

/** Writes a version's table for the Host support guide, grouped by the sections of the API sidebar. */
function writeHostSupportTable(
  target: string,
  library: string,
  sections: Section[],
  records: Map<string, HostRecord[]>,
): void {
  const table: HostSupportTableData = {
    library,
    sections: sections
      .map(({label, children}) => ({label, rows: children.flatMap((page) => rowsOf(page, records))}))
      .filter((section) => section.rows.length > 0),
  };
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, JSON.stringify(table));
}

/**
 * A version's records by page, for the "Works in" of each page's route data, after writing the
 * version's table for the Host support guide (`host-support-<version>.json` in the generated files).
 */
export function loadHostSupport(
  notesDir: string,
  generatedFilesDir: string,
  version: ApiLibraryVersion,
  pages: Reflection[],
  sections: Section[],
): Map<string, HostRecord[]> {
  const records = readHostRecords(notesDir, version, pages);
  writeHostSupportTable(hostSupportTableFile(generatedFilesDir, version.name), version.libraryLabel, sections, records);
  return records;
}

/**
 * Writes one docs version's search index (the format is in indexFormat.ts): MiniSearch indexes the
 * documents here, at build time, and its inverted index is cut into runs of terms, so that the
 * browser fetches only the runs a query's words fall into, and the documents' text into fragments,
 * so that it fetches only the text of the results it shows.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import type {SearchDocument} from './documents';
import {
  FIELDS,
  META_FILE,
  type ElsewhereEntry,
  partFile,
  type SearchMeta,
  type TermEntry,
  type TextFragment,
} from './indexFormat';
import {processTerm, tokenize} from './terms';

/**
 * About how many characters of JSON a term shard or a text fragment holds (a fifth to a third of it
 * after gzip): small enough that a query of a few words fetches a few of them, large enough that
 * the index is not thousands of files.
 */
export const SHARD_CHARS = 12_000;
export const FRAGMENT_CHARS = 3_000;

/** The document as MiniSearch indexes it: the heading path is searched with the summary. */
interface Indexed {
  id: number;
  title: string;
  /** The title again, indexed by its camelCase parts. */
  parts: string;
  /** Title, summary and text again, indexed by the pairs of neighbouring words (terms.ts). */
  pairs: string;
  summary: string;
  text: string;
  code: string;
}

/** Builds the MiniSearch index of the documents, with the site's tokenizer and term processing. */
export function indexDocuments(documents: SearchDocument[]): MiniSearch<Indexed> {
  const mini = new MiniSearch<Indexed>({
    fields: [...FIELDS],
    tokenize,
    // The pairs are made of terms already.
    processTerm: (term, field) => (field === 'pairs' ? term : processTerm(term)),
  });
  mini.addAll(
    documents.map((document, id) => ({
      id,
      title: document.title,
      parts: document.title,
      pairs: [document.title, document.summary, document.text].join('\n'),
      summary: [document.summary, ...document.path].join(' '),
      text: document.text,
      code: document.code,
    })),
  );
  return mini;
}

/** The postings of one term in the compact form of indexFormat.ts. */
function compactTerm(term: string, fields: Record<string, Record<string, number>>): TermEntry {
  const entry: TermEntry = [term];
  for (const [fieldId, postings] of Object.entries(fields)) {
    const ids = Object.keys(postings)
      .map(Number)
      .sort((a, b) => a - b);
    const deltas = ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1]));
    const frequencies = ids.map((id) => postings[id]);
    entry.push(Number(fieldId), deltas, frequencies.every((frequency) => frequency === 1) ? 0 : frequencies);
  }
  return entry;
}

/** Cuts items into runs of about `chars` characters of JSON each (an item is never cut). */
export function runs<T>(items: T[], chars: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const length = JSON.stringify(item).length + 1;
    if (current.length > 0 && size + length > chars) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Code-unit order, the order the browser compares terms in to find their shard. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The files of a version's index: path within its folder -> JSON text. */
export function indexFiles(documents: SearchDocument[], elsewhere: ElsewhereEntry[]): Map<string, string> {
  const plain = indexDocuments(documents).toJSON();
  const pageIds = new Map<string, number>();
  const pages = documents.map(({url}) => {
    const page = url.split('#')[0];
    if (!pageIds.has(page)) pageIds.set(page, pageIds.size);
    return pageIds.get(page)!;
  });

  const terms = (plain.index as [string, Record<string, Record<string, number>>][])
    .map(([term, fields]) => compactTerm(term, fields))
    .sort((a, b) => byCodeUnit(a[0], b[0]));
  const shards = runs(terms, SHARD_CHARS);
  const texts: TextFragment = documents.map(({url, type, title, path, summary, text}) => [
    url,
    type,
    title,
    path.join(' › '),
    summary,
    text,
  ]);
  const fragments = runs(texts, FRAGMENT_CHARS);
  const parts = [...shards, ...fragments].map((part) => JSON.stringify(part));
  const hash = crypto.createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 10);
  const firsts: number[] = [];
  fragments.reduce((first, fragment) => (firsts.push(first), first + fragment.length), 0);
  const meta: SearchMeta = {
    names: documents.map(({url, type, title}) => (url.startsWith('api/') && type !== 'Overview' ? title : 0)),
    pages,
    fieldLength: FIELDS.map((_, field) => documents.map((__, id) => plain.fieldLength[id][field])),
    averageFieldLength: plain.averageFieldLength.map((length) => Math.round(length * 1000) / 1000),
    hash,
    shards: shards.map(([[first]]) => first),
    fragments: firsts,
    elsewhere,
  };
  const files = new Map<string, string>();
  shards.forEach((_, n) => files.set(partFile(meta, 'terms', n), parts[n]));
  fragments.forEach((_, n) => files.set(partFile(meta, 'text', n), parts[shards.length + n]));
  files.set(META_FILE, JSON.stringify(meta));
  return files;
}

export interface WrittenIndex {
  documents: number;
  shards: number;
  fragments: number;
  /** Gzip bytes of the whole index. */
  gzipBytes: number;
}

/** Writes the index of `documents` into `folder` (emptied first). */
export async function writeIndex(
  folder: string,
  documents: SearchDocument[],
  elsewhere: ElsewhereEntry[],
): Promise<WrittenIndex> {
  const files = indexFiles(documents, elsewhere);
  await fs.rm(folder, {recursive: true, force: true});
  await fs.mkdir(path.join(folder, 'terms'), {recursive: true});
  await fs.mkdir(path.join(folder, 'text'), {recursive: true});
  let gzipBytes = 0;
  for (const [file, json] of files) {
    await fs.writeFile(path.join(folder, file), json);
    gzipBytes += zlib.gzipSync(json, {level: 9}).length;
  }
  const names = [...files.keys()];
  return {
    documents: documents.length,
    shards: names.filter((name) => name.startsWith('terms/')).length,
    fragments: names.filter((name) => name.startsWith('text/')).length,
    gzipBytes,
  };
}

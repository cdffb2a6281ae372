/**
 * The index as the browser holds it: MiniSearch filled shard by shard as queries need the runs of
 * terms that the build cut its index into (plugins/search/writeIndex.ts).
 */
import MiniSearch from 'minisearch';
import {FIELDS, partFile, type SearchMeta, type TermEntry} from '../../indexFormat';

/** The shard files holding the terms from `from` to `to` (shards are runs of terms in code-unit order). */
export function shardsBetween(meta: SearchMeta, from: string, to: string): string[] {
  const files: string[] = [];
  meta.shards.forEach((start, n) => {
    const next = meta.shards[n + 1];
    if (start <= to && (next === undefined || next > from)) files.push(partFile(meta, 'terms', n));
  });
  return files;
}

/**
 * MiniSearch over an index that arrives in parts: every document's field lengths at once, the terms
 * shard by shard as queries need them. (MiniSearch keeps its index in protected fields for
 * subclasses; tests/unit/search.test.ts holds what this relies on.)
 */
export class IndexInParts extends MiniSearch {
  private readonly added = new Set<string>();

  constructor(meta: SearchMeta) {
    super({fields: [...FIELDS]});
    const count = meta.pages.length;
    this._documentCount = count;
    this._nextId = count;
    this._documentIds = new Map(meta.pages.map((_, id) => [id, id]));
    this._idToShortId = new Map(this._documentIds);
    this._fieldLength = new Map(meta.pages.map((_, id) => [id, meta.fieldLength.map((lengths) => lengths[id])]));
    this._avgFieldLength = meta.averageFieldLength;
  }

  /** Adds the terms of a shard, once. */
  addShard(file: string, entries: TermEntry[]): void {
    if (this.added.has(file)) return;
    this.added.add(file);
    for (const [term, ...postings] of entries) {
      const fields = new Map<number, Map<number, number>>();
      for (let i = 0; i < postings.length; i += 3) {
        const deltas = postings[i + 1] as number[];
        const frequencies = postings[i + 2];
        const documents = new Map<number, number>();
        let id = 0;
        deltas.forEach((delta, j) => {
          id += delta;
          documents.set(id, Array.isArray(frequencies) ? frequencies[j] : 1);
        });
        fields.set(postings[i] as number, documents);
      }
      this._index.set(term, fields);
    }
  }

  hasTerm(term: string): boolean {
    return this._index.has(term);
  }
}

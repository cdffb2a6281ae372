/**
 * How well the search answers readers' questions: the questions of bench/search-questions.json
 * (lib/searchQuestions.ts; each with the pages that answer it, per docs version) asked of a
 * version's built index in Node,
 * the engine reading the index files from the build instead of fetching them. Used by the build
 * check (tests/build/search-questions.test.ts) and by `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createEngine, type Engine} from '../plugins/search/theme/SearchBox/engine';
import {
  indexFolder,
  META_FILE,
  partFile,
  type SearchMeta,
  type SearchVersion,
  type ShownDocument,
  type TermEntry,
  type TextFragment,
} from '../plugins/search/indexFormat';
import type {SearchQuestion as Question} from './searchQuestions';

/** An engine over the index of a version in a built site. */
export function builtEngine(buildDir: string, version: SearchVersion): Engine {
  const folder = path.join(buildDir, indexFolder(version));
  return createEngine(async (file) => JSON.parse(await fs.promises.readFile(path.join(folder, file), 'utf8')));
}

const pageOf = (url: string) => url.split('#')[0];

/**
 * Whether a result answers: it is an answering page or section, or the page of an answering
 * section (the reader lands on the page the section is on), or a section of an answering page.
 */
export function answers(resultUrl: string, answer: string): boolean {
  if (answer.includes('#')) return resultUrl === answer || resultUrl === pageOf(answer);
  return pageOf(resultUrl) === answer;
}

export interface Asked {
  question: Question;
  /** 1-based position of the first answering result; 0 when none of the results answers. */
  rank: number;
  /** The first results' URLs, for the report of a miss. */
  top: string[];
}

export interface Quality {
  version: string;
  /** Questions the version can answer (others are not asked). */
  asked: Asked[];
  answeredAt1: number;
  answeredAt3: number;
  /** Mean reciprocal rank: the mean of 1/rank, 0 for a miss. */
  mrr: number;
}

export async function measureQuality(engine: Engine, version: string, questions: Question[]): Promise<Quality> {
  const asked: Asked[] = [];
  for (const question of questions) {
    const expected = question.answers[version] ?? [];
    if (expected.length === 0) continue;
    const urls = (await engine.search(question.q)).map((hit) => hit.url);
    const index = urls.findIndex((url) => expected.some((answer) => answers(url, answer)));
    asked.push({question, rank: index + 1, top: urls.slice(0, 3)});
  }
  const share = (test: (entry: Asked) => boolean) => asked.filter(test).length / asked.length;
  return {
    version,
    asked,
    answeredAt1: share(({rank}) => rank === 1),
    answeredAt3: share(({rank}) => rank >= 1 && rank <= 3),
    mrr: asked.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / asked.length,
  };
}

/** A version's whole index as the build wrote it: its metadata, every document as shown, every term. */
export function readBuiltIndex(
  buildDir: string,
  version: SearchVersion,
): {meta: SearchMeta; documents: ShownDocument[]; terms: Set<string>} {
  const folder = path.join(buildDir, indexFolder(version));
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  const meta = read(META_FILE) as SearchMeta;
  return {
    meta,
    documents: meta.fragments.flatMap((_, n) => read(partFile(meta, 'text', n)) as TextFragment),
    terms: new Set(
      meta.shards.flatMap((_, n) => (read(partFile(meta, 'terms', n)) as TermEntry[]).map(([term]) => term)),
    ),
  };
}

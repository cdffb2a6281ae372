/**
 * The search indexes of the production build (build/search/<version>/), read in Node: every guide
 * section and API page is in its version's index, the synonym list leads to words the pages use, and
 * the readers' questions of bench/search-questions.json find a page that answers them among the
 * first three results.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {docsVersions} from '../../config/versions';
import {processTerm} from '../../plugins/search/terms';
import {falseFriendList, synonymList} from '../../plugins/search/synonyms';
import {builtEngine, measureQuality, readBuiltIndex} from '../../lib/searchQuality';
import {readSearchQuestions} from '../../lib/searchQuestions';
import {sitemapRoutes} from '../../lib/routes';
import {loadBuilt} from '../support/builtHtml';

const BUILD = path.join(__dirname, '..', '..', 'build');
/** Below this share of questions answered within the first three results, the search has got worse. */
const ANSWERED_AT_3 = 0.9;

function readIndex(versionName: string) {
  return readBuiltIndex(BUILD, docsVersions.find(({name}) => name === versionName)!);
}

describe('search index', () => {
  for (const {name} of docsVersions) {
    it(`of ${name} holds every page of the version and every section of its guides`, () => {
      const urls = new Set(readIndex(name).documents.map(([url]) => url));
      const missing: string[] = [];
      for (const route of sitemapRoutes().filter((r) => r.version === name && /^(docs|api)\//.test(r.path))) {
        if (!urls.has(route.path)) missing.push(route.path);
        if (route.kind !== 'guide') continue;
        loadBuilt(route.file)('article .markdown > h2[id], article .markdown > h3[id]').each((_, heading) => {
          const url = `${route.path}#${heading.attribs.id}`;
          if (!urls.has(url)) missing.push(url);
        });
      }
      assert.deepEqual(missing, []);
    });
  }

  it('has synonyms only for words the pages lack (or use in another sense), each leading to words they use', () => {
    for (const {name} of docsVersions) {
      const {terms} = readIndex(name);
      for (const [word, meanings] of Object.entries({...synonymList, ...falseFriendList})) {
        if (word in synonymList) {
          assert.ok(!terms.has(processTerm(word)!), `"${word}" is on the pages of ${name}: drop it from the synonym list`);
        }
        for (const meaning of meanings) {
          assert.ok(terms.has(processTerm(meaning)!), `"${meaning}" (for ${word}) is not on the pages of ${name}`);
        }
      }
    }
  });
});

describe("readers' questions", () => {
  const {questions} = readSearchQuestions();
  for (const version of docsVersions) {
    it(`of ${version.name} are answered within the first three results at least ${ANSWERED_AT_3 * 100}% of the time`, async () => {
      const quality = await measureQuality(builtEngine(BUILD, version), version.name, questions);
      const misses = quality.asked
        .filter(({rank}) => rank === 0 || rank > 3)
        .map(({question, rank, top}) => `"${question.q}" (${rank ? `rank ${rank}` : 'not found'}; first: ${top.join(', ')})`);
      console.log(
        `search ${version.name}: ${quality.asked.length} questions, answered@1 ${quality.answeredAt1.toFixed(2)}, ` +
          `answered@3 ${quality.answeredAt3.toFixed(2)}, MRR ${quality.mrr.toFixed(2)}`,
      );
      assert.ok(quality.asked.length >= 60, `only ${quality.asked.length} questions for ${version.name}`);
      assert.ok(
        quality.answeredAt3 >= ANSWERED_AT_3,
        `answered@3 ${quality.answeredAt3.toFixed(2)} < ${ANSWERED_AT_3}; not within the first three:\n${misses.join('\n')}`,
      );
    });
  }
});

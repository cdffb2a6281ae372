/**
 * The API notes in the production build (build/), read in Node: every API page has its
 * note's summary as its description, every function, class and namespace page shows an
 * example, no HTML is left in any description or search excerpt, and words that only a
 * note has find its export in the offline search.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it, mock} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {apiReference} from '../../config/apiReference';
import {readNotes} from '../../plugins/api-reference/notes';
import type {SearchIndexData} from '../../plugins/search/indexFormat';
import {PAGE_KINDS, readDeclarations} from '../support/apiReflections';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const notes = readNotes(apiReference.notesDir);
const pages = readDeclarations()
  .filter((declaration) => PAGE_KINDS[declaration.kind])
  .map((declaration) => ({name: declaration.name, kind: PAGE_KINDS[declaration.kind]!}));
/** HTML elements and entities, not type arguments written in text (`createDialog<Input, Result>`). */
const HTML_TAG = /<\/?(div|br|p|span|a|b|i|u|em|strong|code|pre|ul|ol|li|table|tr|td|th|img|h[1-6])\b[^>]*>|&(#\d+|[a-z]+);/i;

function readPage(route: string) {
  return loadBuilt(path.join(BUILD, route, 'index.html'));
}

describe('API notes in the build', () => {
  it('give every API page its summary as the description, shown on the page', () => {
    assert.ok(pages.length > 200, `expected the whole reference, found ${pages.length} pages`);
    const missing: string[] = [];
    const seen = new Map<string, string>();
    for (const {name, kind} of pages) {
      const $ = readPage(`api/${kind}/${name}`);
      const description = $('meta[name="description"]').attr('content') ?? '';
      const note = notes.find((n) => n.kind === kind && n.name === name);
      if (!note || description !== note.summary) missing.push(`${kind}/${name}: "${description}"`);
      else if (!$('article .tsd-comment').text().includes(note.summary)) missing.push(`${kind}/${name}: summary not on the page`);
      if (description.length < 30) missing.push(`${kind}/${name}: description under 30 characters`);
      const other = seen.get(description);
      if (other) missing.push(`${kind}/${name}: same description as ${other}`);
      seen.set(description, `${kind}/${name}`);
    }
    assert.deepEqual(missing, []);
  });

  it('show an example on every function, class and namespace page', () => {
    const without = pages
      .filter(({kind}) => kind === 'function' || kind === 'class' || kind === 'namespace')
      .filter(({name, kind}) => readPage(`api/${kind}/${name}`)('article .tsd-comment pre code').length === 0)
      .map(({name, kind}) => `${kind}/${name}`);
    assert.deepEqual(without, []);
  });

  it('leave no HTML in any description or search excerpt', () => {
    const withHtml: string[] = [];
    for (const {name, kind} of pages) {
      const description = readPage(`api/${kind}/${name}`)('meta[name="description"]').attr('content') ?? '';
      if (HTML_TAG.test(description)) withHtml.push(`${kind}/${name}: ${description}`);
    }
    const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'search', 'index.json'), 'utf8')) as SearchIndexData;
    for (const [route, , summary, sections] of index.api) {
      for (const text of [summary, ...sections.flatMap(([, members]) => members.map(([, excerpt]) => excerpt))]) {
        if (HTML_TAG.test(text)) withHtml.push(`search ${route}: ${text}`);
      }
    }
    assert.deepEqual(withHtml, []);
  });

  describe('search', () => {
    let search: typeof import('../../plugins/search/theme/SearchBox/engine').search;
    before(async () => {
      // The engine fetches the index the way the box does; here it reads it from the build.
      // (restored afterwards: the other build checks share this process, see run-together.ts)
      mock.method(globalThis, 'fetch', async (url: string) => {
        const file = path.join(BUILD, new URL(url, 'http://site').pathname.replace(/^\/base\//, ''));
        return new Response(fs.readFileSync(file));
      });
      ({search} = await import('../../plugins/search/theme/SearchBox/engine'));
    });
    after(() => mock.restoreAll());

    it('finds an export by words that only its note has', async () => {
      const library = JSON.stringify(readDeclarations()).toLowerCase();
      const wordsOnlyInNotes = notes.flatMap((note) =>
        note.summary
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((word) => word.length >= 7 && !library.includes(word))
          .slice(0, 1)
          .map((word) => ({note, word})),
      );
      // Two notes whose summaries hold a word the library never uses.
      const picked = wordsOnlyInNotes.filter(({word}, i) => wordsOnlyInNotes.findIndex((w) => w.word === word) === i);
      assert.ok(picked.length >= 2, 'no note summary has a word of its own');
      for (const {note, word} of picked.slice(0, 2)) {
        const groups = await search('/base/', word);
        const urls = groups.flatMap((group) => group.hits.map((hit) => hit.url));
        assert.ok(
          urls.some((url) => url === `/base/api/${note.kind}/${note.name}`),
          `searching "${word}" finds ${urls.join(', ') || 'nothing'}, not api/${note.kind}/${note.name}`,
        );
      }
    });
  });
});

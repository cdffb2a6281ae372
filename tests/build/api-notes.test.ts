/**
 * The API notes in the production build (build/), read in Node, for every docs version: every API
 * page has its version's note's summary as its description, every function, class and namespace
 * page shows an example, no HTML is left in any description or search excerpt, words that only a
 * note has find its export in the offline search; pages say where they stand in time ("New in 3.x"
 * where the older version lacks the export, "Deprecated" where the library says so).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {apiReferencePaths} from '../../config/apiReference';
import {readVersionNotes} from '../../plugins/api-reference/notes';
import {builtEngine, readBuiltIndex} from '../../lib/searchQuality';
import {docsVersions} from '../../config/versions';
import {pagesOf, readDeclarations} from '../support/apiReflections';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const versions = docsVersions.map((version) => ({
  version,
  notes: readVersionNotes(apiReferencePaths.notesDir, version.notesFolder),
  pages: pagesOf(version, apiReferencePaths.renamedEnums),
}));
/** HTML elements and entities, not type arguments written in text (`createDialog<Input, Result>`). */
const HTML_TAG = /<\/?(div|br|p|span|a|b|i|u|em|strong|code|pre|ul|ol|li|table|tr|td|th|img|h[1-6])\b[^>]*>|&(#\d+|[a-z]+);/i;
const ENTITY = /&(#\d+|[a-z]+);/i;

function readPage(route: string) {
  return loadBuilt(path.join(BUILD, route, 'index.html'));
}

describe('API notes in the build', () => {
  it("give every API page of every version its note's summary as the description, shown on the page", () => {
    for (const {version, notes, pages} of versions) {
      assert.ok(pages.length > 200, `expected the whole reference of ${version.name}, found ${pages.length} pages`);
      const missing: string[] = [];
      const seen = new Map<string, string>();
      for (const {name, kind, route} of pages) {
        const $ = readPage(route);
        const description = $('meta[name="description"]').attr('content') ?? '';
        const note = notes.find((n) => n.kind === kind && n.name === name);
        if (!note || description !== note.summary) missing.push(`${route}: "${description}"`);
        else if (!$('article .tsd-comment').text().includes(note.summary)) missing.push(`${route}: summary not on the page`);
        if (description.length < 30) missing.push(`${route}: description under 30 characters`);
        const other = seen.get(description);
        if (other) missing.push(`${route}: same description as ${other}`);
        seen.set(description, route);
      }
      assert.deepEqual(missing, [], version.name);
    }
  });

  it('show an example on every function, class and namespace page', () => {
    for (const {version, pages} of versions) {
      const without = pages
        .filter(({kind}) => kind === 'function' || kind === 'class' || kind === 'namespace')
        .filter(({route}) => readPage(route)('article .tsd-comment pre code').length === 0)
        .map(({route}) => route);
      assert.deepEqual(without, [], version.name);
    }
  });

  it('leave no HTML in any description or search excerpt', () => {
    const withHtml: string[] = [];
    for (const {version, pages} of versions) {
      for (const {route} of pages) {
        const description = readPage(route)('meta[name="description"]').attr('content') ?? '';
        if (HTML_TAG.test(description)) withHtml.push(`${route}: ${description}`);
      }
      // The search shows titles, summaries and excerpts of the pages' text. A text is what the page shows,
      // type parameters (`<P, T, S>`) and code that writes markup included, so it is checked for entities.
      for (const [url, , title, , summary, text] of readBuiltIndex(BUILD, version).documents) {
        for (const shown of [title, summary]) {
          if (HTML_TAG.test(shown)) withHtml.push(`search ${url}: ${shown.match(HTML_TAG)![0]}`);
        }
        if (ENTITY.test(text)) withHtml.push(`search ${url}: ${text.match(ENTITY)![0]}`);
      }
    }
    assert.deepEqual(withHtml, []);
  });

  it('say "New in 3.x" on exactly the current pages whose export 2.x lacks, with the release where known', () => {
    const [current, older] = versions;
    const olderKeys = new Set(older.pages.map(({kind, name}) => `${kind}/${name}`));
    const addedIn = (JSON.parse(fs.readFileSync(apiReferencePaths.addedInFile, 'utf8')) as {exports: Record<string, string>})
      .exports;
    const major = current.version.library.version.split('.')[0];
    const wrong: string[] = [];
    let marked = 0;
    for (const {name, kind, route} of current.pages) {
      const notice = readPage(route)('article blockquote')
        .filter((_, element) => readPage(route)(element).text().startsWith(`New in ${major}.x`))
        .text();
      const isNew = !olderKeys.has(`${kind}/${name}`);
      if (isNew !== Boolean(notice)) wrong.push(`${route}: ${isNew ? 'no notice' : `a notice, though 2.x has it: ${notice}`}`);
      if (isNew && addedIn[name] && !notice.includes(addedIn[name])) wrong.push(`${route}: the notice does not name ${addedIn[name]}`);
      if (isNew) marked += 1;
    }
    assert.deepEqual(wrong, []);
    assert.ok(marked >= 50, `only ${marked} pages are new in ${major}.x`);
    for (const {route} of older.pages) {
      assert.equal(readPage(route)('article blockquote').text().includes('New in'), false, `${route} says "New in"`);
    }
  });

  it('mark every export the library deprecates, naming and linking its replacement', () => {
    for (const {version, pages} of versions) {
      const declarations = readDeclarations(version.name);
      const deprecated = declarations.filter((declaration) =>
        [declaration, ...(declaration.signatures ?? [])].some((holder) =>
          (holder as {comment?: {blockTags?: {tag: string}[]}}).comment?.blockTags?.some((tag) => tag.tag === '@deprecated'),
        ),
      );
      const wrong: string[] = [];
      for (const declaration of deprecated) {
        const page = pages.find((p) => p.name === declaration.name);
        if (!page) continue;
        const notice = readPage(page.route)('article blockquote').filter((_, element) =>
          readPage(page.route)(element).text().startsWith('Deprecated'),
        );
        if (notice.length === 0) wrong.push(`${page.route}: no deprecation notice`);
        else if (notice.find('a[href]').length === 0) wrong.push(`${page.route}: the notice links no replacement`);
      }
      assert.deepEqual(wrong, [], version.name);
    }
  });

  it('keep the page of RuntimeEnviroment in the current version, deprecated in favour of RuntimeEnvironment', () => {
    const $ = readPage('api/enum/RuntimeEnviroment');
    const notice = $('article blockquote').filter((_, element) => $(element).text().startsWith('Deprecated'));
    assert.equal(notice.length, 1);
    assert.ok(notice.find('a[href$="/api/enum/RuntimeEnvironment/"]').length > 0, notice.html() ?? '');
    const members = $('article [id]').map((_, element) => $(element).attr('id')).get();
    for (const member of ['ChaynsWeb', 'App', 'Dialog']) assert.ok(members.includes(member), `member ${member}: ${members.join(', ')}`);
  });

  describe('search', () => {
    it('finds an export by words that only its note has', async () => {
      const [{version, notes}] = versions;
      const guideText = fs
        .readdirSync(path.join(ROOT, version.guidesDir), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => fs.readFileSync(path.join(ROOT, version.guidesDir, file), 'utf8'))
        .join(' ')
        .toLowerCase();
      const library = JSON.stringify(readDeclarations()).toLowerCase();
      // Words of one note alone: the library, the other notes and the guides never use them.
      const elsewhere = (note: (typeof notes)[number]) =>
        notes
          .filter((other) => other !== note)
          .map((other) => `${other.summary} ${other.body} ${Object.values(other.members).join(' ')}`)
          .join(' ')
          .toLowerCase() + guideText;
      const wordsOnlyInNotes = notes.flatMap((note) =>
        note.summary
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((word) => word.length >= 7 && !library.includes(word))
          .filter((word) => !elsewhere(note).includes(word))
          .slice(0, 1)
          .map((word) => ({note, word})),
      );
      // Two notes whose summaries hold a word the library never uses.
      const picked = wordsOnlyInNotes.filter(({word}, i) => wordsOnlyInNotes.findIndex((w) => w.word === word) === i);
      assert.ok(picked.length >= 2, 'no note summary has a word of its own');
      const engine = builtEngine(BUILD, version);
      for (const {note, word} of picked.slice(0, 2)) {
        const urls = (await engine.search(word)).map((hit) => hit.url);
        assert.ok(
          urls.some((url) => url === `api/${note.kind}/${note.name}/`),
          `searching "${word}" finds ${urls.join(', ') || 'nothing'}, not api/${note.kind}/${note.name}`,
        );
      }
    });
  });
});

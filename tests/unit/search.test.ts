/**
 * The parts of the search we own: how text becomes terms, the synonym list, and the engine's ranking
 * rules, over a small index built in memory the way the build writes it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {SearchDocument} from '../../plugins/search/documents';
import {queryTerms, processTerm, tokenize} from '../../plugins/search/terms';
import {falseFriendList, synonymList, synonymsOf} from '../../plugins/search/synonyms';
import {indexFiles} from '../../plugins/search/writeIndex';
import {createEngine, type Hit} from '../../plugins/search/theme/SearchBox/engine';

describe('search: terms', () => {
  it('splits at anything but letters and digits, and indexes camelCase names by their tails too', () => {
    assert.deepEqual(tokenize('[chayns-api] useGeoLocation(), ü-Umlaut 72'), [
      'chayns',
      'api',
      'useGeoLocation',
      'GeoLocation',
      'Location',
      'ü',
      'Umlaut',
      '72',
    ]);
  });

  it("gives a name's parts in a field of their own", () => {
    assert.deepEqual(tokenize('DialogHandler.open scrollToY', 'parts'), ['Dialog', 'Handler', 'scroll', 'To', 'Y']);
  });

  it('reduces words to their stems, so that word forms meet', () => {
    assert.equal(processTerm('Scrolling'), processTerm('scrolls'));
    assert.equal(processTerm('scrolled'), 'scroll');
    assert.equal(processTerm('dialogs'), processTerm('dialog'));
  });

  it('leaves out small words unless a query has nothing else, keeps "not", and numbers as written', () => {
    assert.deepEqual(queryTerms('How do I open the dialog'), ['open', 'dialog']);
    assert.deepEqual(queryTerms('has not been initialized'), ['not', processTerm('initialized')]);
    assert.deepEqual(queryTerms('how do I'), ['how', 'do', 'i']);
    assert.deepEqual(queryTerms('call 72'), ['call', '72']);
  });

  it('keeps synonyms for reader words only, each pointing to words of the pages, without repeats', () => {
    for (const [word, meanings] of Object.entries({...synonymList, ...falseFriendList})) {
      assert.equal(word, word.toLowerCase(), word);
      assert.ok(meanings.length > 0 && !meanings.includes(word), word);
      assert.deepEqual(
        synonymsOf(processTerm(word)!),
        meanings.map((meaning) => processTerm(meaning)),
      );
    }
  });
});

/** A document with the fields the tests do not care about left empty. */
function doc(
  url: string,
  type: string,
  title: string,
  text: string,
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {url, type, title, path: [], summary: '', text, code: '', ...extra};
}

const filler = 'The host answers and the app renders again with the new values. '.repeat(3);
const DOCUMENTS: SearchDocument[] = [
  doc('api/function/getUser/', 'Function', 'getUser', `Returns the signed-in user. ${filler}`),
  doc(
    'api/function/useUser/',
    'Hook',
    'useUser',
    `The user as a hook; getUser outside React. getUser getUser. ${filler}`,
  ),
  doc(
    'api/function/scrollToY/',
    'Function',
    'scrollToY',
    `Scrolls the page to the top or any other position. ${filler}`,
  ),
  doc('docs/guide/#scrolling', 'Guide', 'Scrolling', `How the window moves. ${filler}`, {path: ['Guide']}),
  doc('docs/guide/#long', 'Guide', 'Window size', `Size of the window, and a scroll listener. ${filler}`, {
    path: ['Guide'],
  }),
  doc(
    'docs/errors/#call-number-not-implement-in-app',
    'Guide',
    'call {number} not implement in app',
    `The app lacks the call. ${filler}`,
  ),
  doc('docs/guide/#context', 'Guide', 'Providers', `Hooks could find a context here, but not chayns data. ${filler}`),
  doc(
    'docs/guide/#missing',
    'Guide',
    'Missing provider',
    `A hook throws Could not find chayns context when no provider is above it. ${filler}`,
  ),
  doc('api/function/createToast/', 'Function', 'createToast', `Shows a toast message at the bottom. ${filler}`),
  doc(
    'api/function/setAdminMode/',
    'Function',
    'setAdminMode',
    `setAdminMode: in the app the call is not implemented. ${filler}`,
  ),
  doc('api/interface/Big/', 'Interface', 'Big', `Many members with dialog words. ${filler}`),
  ...['a', 'b', 'c', 'd'].map((id) =>
    doc(`api/interface/Big/#${id}`, 'Property', `Big.${id}`, `A dialog option ${id}. ${filler}`, {
      path: ['Big', 'Properties'],
    }),
  ),
  doc('docs/dialogs/', 'Guide', 'Dialogs', `How a dialog opens and closes. ${filler}`),
];

function engine() {
  const files = indexFiles(DOCUMENTS, [['api/2.x/function/onlyOld/', 'Function', 'onlyOld', '2.x']]);
  return createEngine(async (file) => JSON.parse(files.get(file)!));
}
const urls = (hits: Hit[]) => hits.map((hit) => hit.url);

describe('search: ranking', () => {
  it('puts an exact export name first, though another page mentions it more often', async () => {
    assert.equal(urls(await engine().search('getUser'))[0], 'api/function/getUser/');
    assert.equal(urls(await engine().search('useUser'))[0], 'api/function/useUser/');
  });

  it('ranks a match in a title above matches in body text, and finds word forms', async () => {
    const found = urls(await engine().search('scroll'));
    assert.deepEqual(found.slice(0, 2).sort(), ['api/function/scrollToY/', 'docs/guide/#scrolling']);
    assert.ok(found.indexOf('docs/guide/#long') > 1, found.join(', '));
    assert.deepEqual(
      urls(await engine().search('scrolled'))
        .slice(0, 2)
        .sort(),
      ['api/function/scrollToY/', 'docs/guide/#scrolling'],
    );
  });

  it('does not let small words drown a query', async () => {
    assert.deepEqual(
      urls(await engine().search('how do I scroll to the top')),
      urls(await engine().search('scroll top')),
    );
  });

  it('forgives a typo in a longer word, and reads the word being typed as a prefix', async () => {
    assert.equal(urls(await engine().search('scrolTo'))[0], 'api/function/scrollToY/');
    assert.ok(urls(await engine().search('dialgos')).includes('docs/dialogs/'));
    assert.ok(urls(await engine().search('scrollin')).includes('docs/guide/#scrolling'));
  });

  it('ranks the document holding a phrase or pasted message whole first, even with a value in it', async () => {
    assert.equal(urls(await engine().search('Could not find chayns context'))[0], 'docs/guide/#missing');
    assert.equal(
      urls(await engine().search('call 72 not implement in app'))[0],
      'docs/errors/#call-number-not-implement-in-app',
    );
  });

  it('shows at most three results of one page', async () => {
    const big = urls(await engine().search('dialog option')).filter((url) => url.startsWith('api/interface/Big/'));
    assert.equal(big.length, 3);
  });

  it('meets a reader word through the synonym list', async () => {
    assert.equal(urls(await engine().search('popup'))[0], 'docs/dialogs/');
  });

  it("marks the query's words in the title and the excerpt, in plain text", async () => {
    const [hit] = await engine().search('scrolls top');
    assert.equal(hit.url, 'api/function/scrollToY/');
    const marked = hit.excerpt!.marks.map(([start, end]) => hit.excerpt!.text.slice(start, end));
    assert.deepEqual(marked, ['Scrolls', 'top']);
    assert.doesNotMatch(hit.excerpt!.text, /[<>&]/);
  });

  it('offers a name only another version has after the results, labelled with that version', async () => {
    const hits = await engine().search('onlyOld');
    assert.deepEqual(
      hits.map((hit) => [hit.url, hit.version]),
      [['api/2.x/function/onlyOld/', '2.x']],
    );
  });

  it('says where a result is: its type and the headings above it', async () => {
    const hit = (await engine().search('dialog option a')).find((h) => h.url === 'api/interface/Big/#a')!;
    assert.equal(hit.type, 'Property');
    assert.equal(hit.path, 'Big › Properties');
  });
});

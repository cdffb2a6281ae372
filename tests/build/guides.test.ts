/**
 * No guide is a stub, and every link of a guide resolves. Checked in the built HTML: the
 * article's text, headings, code and links are all in the server-rendered page before any
 * script runs (the site's rule), so no browser is needed.
 *
 * Each guide route of the site exists, has its title as the h1, an article of a few
 * hundred words without placeholder text, several sections and (where the guide teaches the
 * library) code samples. Every link in the article resolves on the built site: the target page
 * exists in build/, and a #anchor is the id of an element (a heading or an API member) on it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {type AnyNode, type CheerioAPI} from 'cheerio';
import {loadBuilt} from '../support/builtHtml';
import {resolveBaseUrl} from '../../config/site';
import {buildFileFor} from '../../lib/routes';
import {listGuides, type Guide} from '../fixtures/guides';
import {LOCAL_ROOT as ROOT} from '../support/anchors';
import {readHtmlFacts} from '../support/html';

const BASE = resolveBaseUrl();

const MIN_WORDS = 300;
const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem ipsum|lorem|coming soon|under construction|work in progress)\b/i;
/** Guides that teach the library's API and so must show code. */
const NEEDS_CODE = new Set(['/docs/', '/docs/dialogs', '/docs/hooks/assets', '/docs/history-layer', '/docs/migration']);

/**
 * Elements whose text a browser sets apart from its neighbours' (innerText puts a line break or a
 * tab between them); without CSS, cheerio's text would glue `</li><li>` or `</td><td>` into one word.
 */
const BLOCKS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'br', 'details', 'dd', 'div', 'dl', 'dt', 'figcaption'],
  ...['figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p'],
  ...['pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul'],
]);
/** Elements whose content a reader never sees as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/** The text of a node as a reader sees it: block-level elements separated by whitespace. */
function readableText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  // Scripts and styles are nodes of types of their own; of the rest, only elements hold text.
  if (node.type !== 'tag' || HIDDEN.has(node.name)) return '';
  const inner = node.children.map(readableText).join('');
  return BLOCKS.has(node.name) ? ` ${inner} ` : inner;
}

function openGuide(guide: Guide): CheerioAPI {
  const file = buildFileFor(guide.route);
  assert.ok(file, `no page in the build for ${guide.route} (${guide.file})`);
  return loadBuilt(file);
}

describe('guides', () => {
  it('the guides of the current version are exactly the guide routes of the site', () => {
    assert.deepEqual(
      listGuides()
        .map((guide) => guide.route)
        .sort(),
      [
        '/docs/',
        '/docs/configuration/development',
        '/docs/configuration/webpack-customization',
        '/docs/contributing',
        '/docs/dialogs',
        '/docs/errors',
        '/docs/history-layer',
        '/docs/hooks/assets',
        '/docs/host-support',
        '/docs/migration',
      ],
    );
  });

  for (const guide of listGuides()) {
    it(`the guide "${guide.title}" is complete`, () => {
      const $ = openGuide(guide);
      const article = $('article').first();
      assert.equal(article.length, 1, `an article on ${guide.route}`);
      const h1 = article.find('h1');
      assert.equal(h1.length, 1, `one h1 in the article of ${guide.file}`);
      assert.equal(h1.text().replace(/\s+/g, ' ').trim(), guide.title, `the h1 of ${guide.file}`);

      const text = article.get().map(readableText).join(' ');
      const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
      assert.ok(words >= MIN_WORDS, `words in the article of ${guide.file}: ${words}, at least ${MIN_WORDS} expected`);
      assert.equal(text.match(PLACEHOLDERS)?.[0] ?? null, null, `placeholder text in ${guide.file}`);

      // A useful table of contents: several h2/h3 sections.
      const sections = article.find('h2, h3').length;
      assert.ok(sections >= 4, `h2/h3 sections in ${guide.file}: ${sections}, at least 4 expected`);

      if (NEEDS_CODE.has(guide.route)) {
        assert.ok(article.find('pre code').length > 0, `code samples in ${guide.file}`);
      }
    });

    it(`every link of the guide "${guide.title}" resolves`, () => {
      const $ = openGuide(guide);
      // The URL the browser shows for the guide: its links resolve against it as they do there.
      const pageUrl = new URL(guide.route.replace(/^\//, ''), ROOT);
      const hrefs = $('article a[href]')
        .map((_, link) => new URL($(link).attr('href')!, pageUrl).href)
        .get();
      const internal = hrefs.filter((href) => new URL(href).origin === ROOT.origin);
      // Every guide links to other pages of the site (the API reference, other guides).
      assert.ok(internal.length > 3, `internal links in ${guide.file}: ${internal.length}, more than 3 expected`);

      const broken: string[] = [];
      for (const href of new Set(internal)) {
        const url = new URL(href);
        if (!url.pathname.startsWith(BASE)) {
          broken.push(`${url.pathname}${url.hash}: outside the base path ${BASE}`);
          continue;
        }
        const file = buildFileFor(url.pathname.slice(BASE.length));
        if (!file) {
          broken.push(`${url.pathname}${url.hash}: no page in the build`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !readHtmlFacts(file).anchors.has(anchor)) {
          broken.push(`${url.pathname}${url.hash}: no element with id "${anchor}" on the target page`);
        }
      }
      assert.deepEqual(broken, [], `broken links in ${guide.file}`);
    });
  }

  it('the link check finds a missing page and a missing anchor', () => {
    assert.ok(buildFileFor('/api/function/useUser'));
    assert.equal(buildFileFor('/api/function/noSuchFunction'), undefined);
    const ids = readHtmlFacts(buildFileFor('/api/class/DialogHandler')!).anchors;
    assert.ok(ids.has('open'));
    assert.ok(!ids.has('noSuchMember'));
  });
});

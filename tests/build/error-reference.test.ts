/**
 * The errors guides ("Errors and warnings", plugins/error-reference) as built: for each docs version,
 * the entries of the built page (an h3 whose text is one code element) are exactly the messages of the
 * version's installed package, each under the anchor its message gives; a message the package gains
 * fails the check by name; and every API page an entry links to links back to that entry ("Errors it
 * can raise").
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {createSlugger} from '@docusaurus/utils';
import {loadBuilt} from '../support/builtHtml';
import {resolveBaseUrl} from '../../config/site';
import {buildFileFor} from '../../lib/routes';
import {errorReference} from '../../config/errorReference';
import {
  extractFromPackage,
  extractFromSource,
  mergeFiles,
  type ExtractedMessage,
} from '../../plugins/error-reference/extract';
import {compareEntries} from '../../plugins/error-reference/check';
import {readErrorGuide, type ErrorEntry} from '../../plugins/error-reference/entries';

const ROOT = path.resolve(__dirname, '..', '..');
const BASE = resolveBaseUrl();
const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'error-reference', 'extra-message.js');

type Version = (typeof errorReference.versions)[number];

const routeOf = (version: Version) => `${version.routeBase.replace(/^\//, '')}/errors/`;
const labelsOf = (version: Version) => ({
  library: `${version.library} (docs version ${version.name})`,
  guide: `${routeOf(version)} (built)`,
});
/** The messages of each version's package, extracted once per process. */
const extracted = new Map<string, ExtractedMessage[]>();
function messagesOf(version: Version): ExtractedMessage[] {
  if (!extracted.has(version.name)) {
    extracted.set(version.name, extractFromPackage(path.join(ROOT, version.packageRoot)).messages);
  }
  return extracted.get(version.name)!;
}

/**
 * The entries of a built errors guide: every h3 of its article whose own text is one code element,
 * with the exports its section links to in the version's reference (`api/2.x/class/DialogHandler`,
 * `api#user`).
 */
function builtEntries(version: Version): ErrorEntry[] {
  const file = buildFileFor(routeOf(version));
  assert.ok(file, `no page in the build for ${routeOf(version)}`);
  const $ = loadBuilt(file);
  const apiLink = new RegExp(`^${BASE}${version.apiRoute.replace(/^\//, '')}(?:/([a-z]+)/([\\w$]+)/?|/?#([\\w$]+))(?:#|$)`);
  return $('article h3')
    .get()
    .filter((heading) => {
      // Its own text, without the hash link Docusaurus appends.
      const text = $(heading).contents().not('a.hash-link').text().trim();
      return $(heading).children('code').length === 1 && text === $(heading).children('code').text();
    })
    .map((heading, index) => {
      const exports: ErrorEntry['exports'] = [];
      $(heading)
        .nextUntil('h2, h3')
        .find('a[href]')
        // The prose's links; a code sample links the names it imports (plugins/code-theme).
        .filter((_, link) => $(link).parents('pre').length === 0)
        .each((_, link) => {
          const match = apiLink.exec($(link).attr('href')!);
          if (match) exports.push(match[2] ? {name: match[2], kind: match[1]} : {name: match[3], kind: 'overview'});
        });
      return {
        text: $(heading).children('code').text(),
        anchor: $(heading).attr('id') ?? '',
        line: index + 1,
        group: $(heading).prevAll('h2').first().text(),
        exports,
      };
    });
}

describe('errors and warnings', () => {
  for (const version of errorReference.versions) {
    it(`the errors guide of ${version.library} has one entry per message its package throws or logs, and no other`, () => {
      const messages = messagesOf(version);
      const entries = builtEntries(version);
      assert.ok(messages.length >= 30, `${messages.length} messages extracted from ${version.library}`);
      assert.deepEqual(compareEntries(messages, entries, labelsOf(version)), []);
      assert.equal(entries.length, messages.length);
    });
  }

  it('an entry is its own section: a heading whose text is the message, under the anchor the message gives', () => {
    const [current] = errorReference.versions;
    const $ = loadBuilt(buildFileFor(routeOf(current))!);
    for (const [message, anchor] of [
      ['Could not find chayns context. Did you forget to add ChaynsProvider?', 'could-not-find-chayns-context-did-you-forget-to-add-chaynsprovider'],
      ['[chayns-api] setHash is not allowed on this page', 'chayns-api-sethash-is-not-allowed-on-this-page'],
      ['call {function} not implement in app', 'call-function-not-implement-in-app'],
    ]) {
      const heading = $(`article h3[id="${anchor}"]`);
      assert.equal(heading.length, 1, `a heading #${anchor}`);
      assert.equal(heading.children('code').text(), message);
      assert.equal(createSlugger().slug(message), anchor);
      // The table of contents leads to it as well.
      assert.equal($(`.table-of-contents a[href="#${anchor}"]`).length, 1, `#${anchor} in the table of contents`);
    }
  });

  it('a message the package gains, or an entry whose message it lost, fails the check with the message and the version', () => {
    const [current] = errorReference.versions;
    const messages = messagesOf(current);
    const entries = builtEntries(current);
    const added = mergeFiles([extractFromSource('dist/esm/utils/connect.js', fs.readFileSync(FIXTURE, 'utf8'))]).messages;
    assert.deepEqual(
      compareEntries([...messages, ...added], entries, labelsOf(current)).map((problem) => problem.split(':')[0]),
      [`chayns-api 3.6.3 (docs version current) has the message "[chayns-api] host {host} refused the connection" (throw in dist/esm/utils/connect.js`],
    );
    const lost = messages.filter((message) => message.text !== 'jsoncall interface not found');
    const problems = compareEntries(lost, entries, labelsOf(current));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /has an entry for "jsoncall interface not found", a message chayns-api 3\.6\.3 \(docs version current\) does not have/);
  });

  it('every API page an entry links to lists the entry under "Errors it can raise", linking its anchor', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const version of errorReference.versions) {
      const guide = readErrorGuide(path.join(ROOT, version.guide), version.routeBase, version.apiRoute);
      for (const entry of guide.entries) {
        for (const {name, kind} of entry.exports.filter((target) => target.kind !== 'overview')) {
          const apiPath = `${version.apiRoute.replace(/^\//, '')}/${kind}/${name}/`;
          const $ = loadBuilt(buildFileFor(apiPath)!);
          const href = `${BASE}${routeOf(version)}#${entry.anchor}`;
          checked += 1;
          const link = $(`article a[href="${href}"]`);
          if (link.length === 0 || !/Errors it can raise/.test(link.closest('ul').prev('p').text())) {
            missing.push(`${apiPath} has no link to ${href}`);
          }
        }
      }
    }
    assert.ok(checked > 100, `only ${checked} links from entries to API pages`);
    assert.deepEqual(missing, []);
  });
});

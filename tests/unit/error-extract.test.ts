/**
 * The messages a package throws and logs, read from its JavaScript (plugins/error-reference/extract.ts),
 * and how a guide's entries are compared with them (check.ts), without a build: every kind of text and
 * of site the errors guides depend on, and the helper rule.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  babelHelperOf,
  extractFromSource,
  mergeFiles,
  messageKey,
  type ExtractedMessage,
} from '../../plugins/error-reference/extract';
import {compareEntries} from '../../plugins/error-reference/check';
import type {ErrorEntry} from '../../plugins/error-reference/entries';

/** The messages of one file as `kind text` lines. */
function messagesOf(code: string): string[] {
  return extractFromSource('dist/esm/sample.js', code).found.map(({text, site}) => `${site.kind} ${text}`);
}

describe('extracting the messages of a package', () => {
  it('reads string literals, template literals and concatenations, with placeholders named after the value', () => {
    assert.deepEqual(
      messagesOf(`
        function a() { throw new Error('Could not find chayns context.'); }
        function b(res) { throw new Error(\`getUserInfo failed with status \${res.status}\`); }
        function c(id) { throw new Error('[chaynsHistory] one. ' + 'two ' + id + '.'); }
        function d(layer) { throw new Error(\`Child layer "\${layer.child.id}" on "\${this.id}"\`); }
      `),
      [
        'throw Could not find chayns context.',
        'throw getUserInfo failed with status {status}',
        'throw [chaynsHistory] one. two {id}.',
        'throw Child layer "{id}" on "{id}"',
      ],
    );
  });

  it('finds every constructor named *Error, rejections, thrown text and errors handed on as values', () => {
    assert.deepEqual(
      messagesOf(`
        const a = () => Promise.reject(new Error('no text specified'));
        const b = () => new Promise((resolve, reject) => reject('plain rejected text'));
        const c = () => Promise.reject(\`rejected \${42}\`);
        function d() { throw new TypeError('wrong type'); }
        function e() { throw RangeError('called without new'); }
        function f() { throw 'thrown text'; }
        function g() { return {isOk: false, error: new Error('Unknown op')}; }
      `),
      [
        'reject no text specified',
        'reject plain rejected text',
        'reject rejected {value}',
        'throw wrong type',
        'throw called without new',
        'throw thrown text',
        'error Unknown op',
      ],
    );
  });

  it("takes an error class's text from its super() call, not from the values it is created with", () => {
    const {found, passThrough} = extractFromSource(
      'dist/esm/plugins/trusted.js',
      `class TrustedDomainsError extends Error {
         constructor(entry) { super('Remote entry ' + entry + ' is not in trusted domains'); }
       }
       export function check(remote) { throw new TrustedDomainsError(remote.entry); }
       export function isTrustedDomainsError(error) { return error instanceof Error; }`,
    );
    assert.deepEqual(
      found.map(({text}) => text),
      ['Remote entry {entry} is not in trusted domains'],
    );
    assert.deepEqual(passThrough, []);
  });

  it("writes a console call's arguments as the console prints them, joined by spaces", () => {
    assert.deepEqual(
      messagesOf(`
        console.warn(\`call \${call} not implement in app\`);
        console.error("[chayns-api] Failed to load module", scope, remoteUrl, e);
        console.error('[chayns-api] failed to load style settings', ex);
        console.warn('[chayns-api] could not parse result', result.object, 'as JSON');
        console.log('not a message: only errors and warnings count');
      `),
      [
        'console.warn call {call} not implement in app',
        'console.error [chayns-api] Failed to load module {scope} {remoteUrl} {e}',
        'console.error [chayns-api] failed to load style settings {ex}',
        'console.warn [chayns-api] could not parse result {object} as JSON',
      ],
    );
  });

  it('lists a call without text of its own (only a caught error) as a pass-through site, not as a message', () => {
    const {found, passThrough} = extractFromSource(
      'dist/esm/components/ErrorBoundary.js',
      `class ErrorBoundary {
         componentDidCatch(error, errorInfo) { console.error(error, errorInfo); }
         rethrow(message) { throw new Error(message); }
       }`,
    );
    assert.deepEqual(found, []);
    assert.deepEqual(passThrough, [
      {file: 'dist/esm/components/ErrorBoundary.js', line: 2, kind: 'console.error'},
      {file: 'dist/esm/components/ErrorBoundary.js', line: 3, kind: 'throw'},
    ]);
  });

  it("leaves out Babel's inlined helpers by one rule, and only top-level functions named after a helper", () => {
    const {found, helpers} = extractFromSource(
      'dist/esm/wrapper/FrameWrapper.js',
      `function _toPrimitive(t, r) { if (0) { throw new TypeError("@@toPrimitive must return a primitive value."); } }
       function _toPrimitive2(t) { throw new TypeError("a second copy of the helper"); }
       function _temp(x) { throw new Error('code the React compiler hoisted is the library\\'s'); }
       function _chaynsCallResponder() { console.warn('an own function with an underscore'); }
       class FrameWrapper { _toPrimitive() { throw new Error('a method is no inlined helper'); } }`,
    );
    assert.deepEqual(
      helpers.map(({helper, text}) => `${helper}: ${text}`),
      ['toPrimitive: @@toPrimitive must return a primitive value.', 'toPrimitive: a second copy of the helper'],
    );
    assert.deepEqual(
      found.map(({text}) => text),
      [
        "code the React compiler hoisted is the library's",
        'an own function with an underscore',
        'a method is no inlined helper',
      ],
    );
    assert.equal(babelHelperOf('_defineProperty'), 'defineProperty');
    assert.equal(babelHelperOf('_toPropertyKey$1'), 'toPropertyKey');
    assert.equal(babelHelperOf('_temp'), undefined);
    assert.equal(babelHelperOf('toPrimitive'), undefined);
  });

  it('merges the same message of several files (the ESM and the CommonJS build) into one with all its sites', () => {
    const esm = extractFromSource('dist/esm/utils/appCall.js', "throw new Error('jsoncall interface not found');");
    const cjs = extractFromSource('dist/cjs/utils/appCall.js', "\n\nthrow new Error('jsoncall interface not found');");
    const {messages} = mergeFiles([esm, cjs]);
    assert.equal(messages.length, 1);
    assert.deepEqual(
      messages[0].sites.map(({file, line}) => `${file}:${line}`),
      ['dist/esm/utils/appCall.js:1', 'dist/cjs/utils/appCall.js:3'],
    );
  });
});

describe('comparing a guide with the messages', () => {
  const message = (text: string): ExtractedMessage => ({
    text,
    literals: messageKey(text).split('{}'),
    sites: [{file: 'dist/esm/wrapper/AppWrapper.js', line: 753, kind: 'console.warn'}],
  });
  const entry = (text: string, line: number, anchor: string): ErrorEntry => ({
    text,
    anchor,
    line,
    group: 'The chayns app web view',
    exports: [{name: 'ChaynsProvider', kind: 'function'}],
  });
  const labels = {library: 'chayns-api 3.6.3 (docs version current)', guide: 'docs/errors.mdx'};

  it('matches by the literal parts, whatever an entry calls its placeholders', () => {
    assert.deepEqual(
      compareEntries(
        [message('call {call} not implement in app')],
        [entry('call {function} not implement in app', 12, 'call-function-not-implement-in-app')],
        labels,
      ),
      [],
    );
  });

  it('names a message without an entry and an entry without a message, with the version', () => {
    const problems = compareEntries(
      [message('call {call} not implement in app'), message('[chayns-api] a message added by a new release')],
      [
        entry('call {function} not implement in app', 12, 'call-function-not-implement-in-app'),
        entry('a message an old release had', 40, 'a-message-an-old-release-had'),
      ],
      labels,
    );
    assert.equal(problems.length, 2);
    assert.match(
      problems[0],
      /^chayns-api 3\.6\.3 \(docs version current\) has the message "\[chayns-api\] a message added by a new release" \(console\.warn in dist\/esm\/wrapper\/AppWrapper\.js:753\), but docs\/errors\.mdx has no entry/,
    );
    assert.match(
      problems[1],
      /^docs\/errors\.mdx:40 has an entry for "a message an old release had", a message chayns-api 3\.6\.3 \(docs version current\) does not have/,
    );
  });

  it('refuses two entries for one message, an entry without a link into the reference and an anchor moved by another heading', () => {
    const problems = compareEntries(
      [message('no text specified')],
      [
        entry('no text specified', 10, 'no-text-specified'),
        {...entry('no text specified', 20, 'no-text-specified-1'), exports: []},
      ],
      labels,
    );
    assert.deepEqual(
      problems.map((problem) => problem.replace(/:.*/, '')),
      [
        'docs/errors.mdx has 2 entries for the message "no text specified" of chayns-api 3.6.3 (docs version current) (lines 10, 20)',
        'docs/errors.mdx',
        'docs/errors.mdx',
      ],
    );
    assert.match(problems[1], /links no export/);
    assert.match(problems[2], /#no-text-specified-1 instead of #no-text-specified/);
  });
});

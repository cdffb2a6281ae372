/** The pure steps of the local plugins, checked in seconds without a build. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ReflectionKind} from 'typedoc';
import type {PrismTheme} from 'prism-react-renderer';
import {indexReflections, permalinkOf, resolveInlineLinks} from '../../plugins/api-reference/reflections';
import {createMarkdownLexer, lexComments} from '../../plugins/api-reference/markdown';
import {buildSections} from '../../plugins/api-reference/sidebar';
import type {Reflection} from '../../plugins/api-reference/types';
import {prismThemeCss} from '../../plugins/code-theme';
import {importedNames} from '../../plugins/code-theme/imports';
import {normalizeTokens} from '../../plugins/code-theme/prism/normalizeTokens';
import {blockLinks, type CodeLinksFile} from '../../plugins/code-theme/remarkCodeLinks';
import {contentOf} from '../../plugins/shared/pageContent';
import {twinPath} from '../../plugins/markdown-twins/twinPath';
import {preparePage, SECTION_TEXT_MAX} from '../../plugins/search/prepare';

function reflection(id: number, name: string, kind: ReflectionKind, extra: Partial<Reflection> = {}): Reflection {
  return {id, name, kind, permalink: `/api/x/${name}`, ...extra} as Reflection;
}

describe('api-reference: sections and links', () => {
  const useUser = reflection(2, 'useUser', ReflectionKind.Function);
  const getUser = reflection(3, 'getUser', ReflectionKind.Function);
  const mode = reflection(4, 'Mode', ReflectionKind.Enum, {
    children: [{id: 5, name: 'ON', kind: ReflectionKind.EnumMember} as Reflection],
  });
  const root = reflection(1, 'pkg', ReflectionKind.Project, {
    children: [useUser, getUser, mode],
    categories: [{title: 'Hooks', children: [2]}] as Reflection['categories'],
    groups: [
      {title: 'Functions', children: [2, 3]},
      {title: 'Enumerations', children: [4]},
    ] as Reflection['groups'],
  });

  it('put @category sections first, then the kinds, in the configured order', () => {
    const sections = buildSections(root, {sidebarOrder: ['Hooks', 'Functions', 'Enumerations']});
    assert.deepEqual(
      sections.map(({label, children}) => [label, children.map((child) => child.name)]),
      [
        ['Hooks', ['useUser']],
        ['Functions', ['getUser']],
        ['Enumerations', ['Mode']],
      ],
    );
  });

  it('group exports without a @category by name, leaving tagged ones where the library put them', () => {
    const sections = buildSections(root, {
      sidebarOrder: ['Hooks', 'User', 'Functions', 'Enumerations'],
      nameCategories: [
        {label: 'User', pattern: /User$/},
        {label: 'Modes', pattern: /^Mode$/},
      ],
    });
    assert.deepEqual(
      sections.map(({label, children}) => [label, children.map((child) => child.name)]),
      [
        ['Hooks', ['useUser']],
        ['User', ['getUser']],
        ['Modes', ['Mode']],
      ],
    );
  });

  it('give a member the anchor of its page, and turn {@link} tags into Markdown links', () => {
    const index = indexReflections(root);
    assert.equal(permalinkOf(5, index), '/api/x/Mode#ON');
    const comment = {summary: [{kind: 'inline-tag', tag: '@link', text: 'Mode', target: 4}]};
    resolveInlineLinks({comment}, index);
    assert.deepEqual(comment.summary, [{kind: 'text', text: '[Mode](/api/x/Mode)'}]);
  });
});

describe('api-reference: Markdown of comments', () => {
  it('lexes each comment once, a line break in a code span becoming a space', () => {
    const out: Record<string, Record<string, unknown>[]> = {};
    const text = 'Call `a.then((id) =>\nremove(id))` later.';
    lexComments({comment: {summary: [{kind: 'text', text}]}}, createMarkdownLexer(), out);
    const paragraph = out[text][0] as {tokens: {type: string; raw: string}[]};
    assert.deepEqual(paragraph.tokens.find((token) => token.type === 'codespan')?.raw, '`a.then((id) => remove(id))`');
  });
});

describe('code-theme', () => {
  it('scopes the token colours of a theme below a colour mode', () => {
    const theme = {
      plain: {color: '#111', backgroundColor: '#fff'},
      styles: [{types: ['keyword', 'builtin'], style: {color: '#a00', fontStyle: 'italic'}}],
    } as PrismTheme;
    const css = prismThemeCss(theme, 'html.dark');
    // Above the values theme-classic's CodeBlock/Container sets inline (those of the server's colour mode).
    assert.match(
      css,
      /html\.dark \.theme-code-block \{ --prism-color: #111 !important; --prism-background-color: #fff !important; \}/,
    );
    assert.match(
      css,
      /html\.dark \.theme-code-block \.token\.keyword, html\.dark \.theme-code-block \.token\.builtin \{ color: #a00; font-style: italic; \}/,
    );
  });

  it('never repeats a type of a token nested in one of its own type', () => {
    const outer = {type: 'tag', content: ['<', {type: 'tag', content: [{type: 'punctuation', content: '<'}]}]};
    assert.deepEqual(
      normalizeTokens([outer] as never)[0].map((token) => token.types),
      [['tag'], ['tag', 'punctuation']],
    );
  });

  it('flattens nested Prism tokens into lines with their types', () => {
    const lines = normalizeTokens([
      'a\nb',
      {type: 'tag', content: [{type: 'punctuation', content: '<'}], alias: 'x'},
    ] as never);
    assert.deepEqual(lines, [
      [{types: ['plain'], content: 'a'}],
      [
        {types: ['plain'], content: 'b'},
        {types: ['tag', 'x', 'punctuation'], content: '<'},
      ],
    ]);
  });

  it('reads the names a sample imports from one package, with aliases and type imports', () => {
    const code =
      "import React from 'react';\nimport {\n  createDialog,\n  type DialogType as Kind, // the enum\n} from 'chayns-api';\nimport {x} from 'other';";
    assert.deepEqual(
      [...importedNames(code, 'chayns-api')],
      [
        ['createDialog', 'createDialog'],
        ['Kind', 'DialogType'],
      ],
    );
  });

  it('links only the imported names the reference knows', () => {
    const links: CodeLinksFile = {
      packageName: 'chayns-api',
      exports: {createDialog: ['/api/f/createDialog', 'Opens a dialog.']},
    };
    assert.deepEqual(blockLinks("import {createDialog, nothing} from 'chayns-api';", links), {
      createDialog: ['/api/f/createDialog', 'Opens a dialog.'],
    });
  });
});

describe('markdown-twins', () => {
  it('puts a twin beside its page (index.md for the site root), whatever the spelling of the route', () => {
    const base = '/chayns-api/';
    for (const spelling of [
      'docs/dialogs',
      'docs/dialogs/',
      'docs/dialogs/index.html',
      'docs/dialogs.html',
      'docs/dialogs/?q=1#x',
    ]) {
      assert.equal(twinPath(`${base}${spelling}`, base), '/chayns-api/docs/dialogs.md', spelling);
    }
    for (const spelling of ['', 'index.html', '?x']) {
      assert.equal(twinPath(`${base}${spelling}`, base), '/chayns-api/index.md', spelling);
    }
    assert.equal(twinPath('/chayns-api', base), '/chayns-api/index.md');
    assert.equal(twinPath('/chayns-api/docs/', base), '/chayns-api/docs.md');
    assert.equal(twinPath('/chayns-api/api#x', base), '/chayns-api/api.md');
    assert.equal(twinPath('/', '/'), '/index.md');
  });
});

describe('page content for the twins and the search index', () => {
  it('keeps only the head and the articles of a page, the first article whole', () => {
    const page =
      '<!doctype html><html><head><title>T</title><body><nav><a href=/x>X</a></nav>' +
      '<main><article><h1>A</h1><article>inner</article><p>after</article><aside>more</aside></main><footer>F</footer>';
    assert.equal(
      contentOf(page),
      '<!doctype html><html><head><title>T</title><body><article><h1>A</h1><article>inner</article><p>after</article></body></html>',
    );
    const home = '<html><head><title>Home</title><body><main><h1>Home</h1></main>';
    assert.equal(contentOf(home), home);
  });
});

describe('search: preparing a page', () => {
  it('splits a guide into sections by heading, without code', () => {
    const html =
      '<article><div class="markdown"><header><h1>Dialogs</h1></header><p>Intro.</p>' +
      '<h2 id="alert">Alert</h2><p>Shows a message.</p><pre>code()</pre></div></article>';
    const {sections, symbols} = preparePage(html, 'docs/dialogs');
    assert.equal(symbols, null);
    assert.deepEqual(sections, [
      ['docs/dialogs', 'Dialogs', 'Dialogs', 'Intro.'],
      ['docs/dialogs#alert', 'Dialogs', 'Alert', 'Shows a message.'],
    ]);
  });

  it("keeps a guide section's opening, cut at a word, and leaves out the migration guide's export tables", () => {
    const long = Array.from({length: 400}, (_, i) => `word${i}`).join(' ');
    const html =
      '<html><body><article><div class="markdown"><h1>Migrating</h1><p>Intro.</p>' +
      `<h2 id="long">Long</h2><p>${long}</p>` +
      '<table data-testid="version-diff-added"><tr><td>useSafeArea</td></tr></table></div></article></body></html>';
    const {sections} = preparePage(html, 'docs/migration/');
    const text = sections[1][3];
    assert.ok(text.length <= SECTION_TEXT_MAX && text.length > SECTION_TEXT_MAX - 10, `${text.length} characters`);
    assert.ok(long.startsWith(text) && long[text.length] === ' ', 'cut at a word');
    assert.ok(!sections.some((section) => section[3].includes('useSafeArea')));
  });

  it('takes an API page summary from its meta description, members from their comments', () => {
    const html =
      '<html><head><meta name="description" content="Opens a dialog of the host. More."></head><body><article>' +
      '<h1>createDialog</h1><div class="tsd-comment"><p>Library words.</p></div>' +
      '<section class="tsd-member"><h3 id="open">open</h3><div class="tsd-comment"><p>Shows it.</p></div></section>' +
      '</article></body></html>';
    const {symbols} = preparePage(html, 'api/function/createDialog');
    assert.deepEqual(symbols, [
      'api/function/createDialog',
      'function',
      'Opens a dialog of the host.',
      [['', [['open', 'Shows it.']]]],
    ]);
  });
});

describe('chunk-files', () => {
  const registryLoader = require('../../plugins/chunk-files/registryLoader.cjs') as (source: string) => string;

  it("blanks the registry's module paths for the browser, keeping the loader and the module id", () => {
    const entry =
      '  "36f2572b": [() => import(/* webpackChunkName: "36f2572b" */ "/site/.docusaurus/r-632.json"), "/site/.docusaurus/r-632.json", require.resolveWeak("/site/.docusaurus/r-632.json")],';
    assert.equal(
      registryLoader(`export default {\n${entry}\n};\n`),
      `export default {\n  "36f2572b": [() => import(/* webpackChunkName: "36f2572b" */ "/site/.docusaurus/r-632.json"), "", require.resolveWeak("/site/.docusaurus/r-632.json")],\n};\n`,
    );
  });

  it('fails the build when the registry has another shape than the one it trims', () => {
    assert.throws(
      () => registryLoader('export default {"a": [load, require.resolveWeak("x")]};'),
      /no longer has the shape/,
    );
  });

  it("replaces core's ChunkAssetPlugin in a production client build only", async () => {
    const {default: chunkFilesPlugin} = await import('../../plugins/chunk-files');
    class ChunkAssetPlugin {}
    class OtherPlugin {}
    const configure = (isServer: boolean) => {
      const config = {plugins: [new ChunkAssetPlugin(), new OtherPlugin()]};
      // The plugin reads only the config and isServer; the other arguments do not matter here.
      const configureWebpack = chunkFilesPlugin().configureWebpack as unknown as (
        config: {plugins: object[]},
        isServer: boolean,
      ) => {optimization?: {chunkIds?: string}; plugins?: object[]};
      return {config, result: configureWebpack(config, isServer)};
    };
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      const client = configure(false);
      assert.deepEqual(
        client.config.plugins.map((plugin) => plugin.constructor.name),
        ['OtherPlugin'],
      );
      assert.equal(client.result.optimization?.chunkIds, 'named');
      assert.equal(client.result.plugins?.length, 1);
      const server = configure(true);
      assert.equal(server.config.plugins.length, 2);
      assert.deepEqual(server.result, {});
      process.env.NODE_ENV = 'development';
      assert.deepEqual(configure(false).result, {});
    } finally {
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
    }
  });
});

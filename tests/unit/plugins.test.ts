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
import {pageDocuments} from '../../plugins/search/documents';

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

describe('search: the documents of a page', () => {
  it('splits a guide into sections by heading, each under the headings above it, code as identifiers', () => {
    const html =
      '<html><head><meta name="description" content="How dialogs work."></head><body><article>' +
      '<div class="copy-page">Copy page</div><div class="markdown"><header><h1>Dialogs</h1></header><p>Intro.</p>' +
      '<h2 id="alert">Alert</h2><p>Shows a message.</p><pre>createDialog({type}).open();</pre>' +
      '<h3 id="buttons">Buttons</h3><p>Their texts.</p></div></article></body></html>';
    assert.deepEqual(pageDocuments(html, 'docs/dialogs/'), [
      {
        url: 'docs/dialogs/',
        type: 'Guide',
        title: 'Dialogs',
        path: [],
        summary: 'How dialogs work.',
        text: 'Intro.',
        code: '',
      },
      {
        url: 'docs/dialogs/#alert',
        type: 'Guide',
        title: 'Alert',
        path: ['Dialogs'],
        summary: '',
        text: 'Shows a message.',
        code: 'createDialog type open',
      },
      {
        url: 'docs/dialogs/#buttons',
        type: 'Guide',
        title: 'Buttons',
        path: ['Dialogs', 'Alert'],
        summary: '',
        text: 'Their texts.',
        code: '',
      },
    ]);
  });

  it('keeps all of a long section and of generated tables', () => {
    const long = Array.from({length: 400}, (_, i) => `word${i}`).join(' ');
    const html =
      '<html><body><article><div class="markdown"><h1>Migrating</h1><p>Intro.</p>' +
      `<h2 id="long">Long</h2><p>${long}</p>` +
      '<table data-testid="version-diff-added"><tr><td>useSafeArea</td></tr></table></div></article></body></html>';
    const [, section] = pageDocuments(html, 'docs/migration/');
    assert.equal(section.text, `${long} useSafeArea`);
  });

  it('gives an API page its summary and its text outside the members, and each member its own document', () => {
    const html =
      '<html><head><meta name="description" content="Opens a dialog of the host."></head><body><article>' +
      '<span class="theme-doc-version-badge">Version: Next</span><h1>DialogHandler</h1>' +
      '<div class="tsd-comment"><p>Library words.</p></div>' +
      '<section class="tsd-index-group"><h2 id="Index">Index</h2><p>open</p></section>' +
      '<section class="tsd-member-group"><h2>Methods</h2>' +
      '<section class="tsd-member"><h3><a id="open"></a>open</h3><div class="tsd-comment"><p>Shows it.</p></div></section>' +
      '</section></article></body></html>';
    assert.deepEqual(pageDocuments(html, 'api/class/DialogHandler/'), [
      {
        url: 'api/class/DialogHandler/',
        type: 'Class',
        title: 'DialogHandler',
        path: [],
        summary: 'Opens a dialog of the host.',
        text: 'Library words. Methods',
        code: '',
      },
      {
        url: 'api/class/DialogHandler/#open',
        type: 'Method',
        title: 'DialogHandler.open',
        path: ['DialogHandler', 'Methods'],
        summary: '',
        text: 'Shows it.',
        code: '',
      },
    ]);
  });

  it('leaves out form fields and what the page marks data-nosnippet', () => {
    const html =
      '<html><body><article><h1>openMedia</h1><table data-nosnippet=""><tr><td>works</td></tr></table>' +
      '<label>Show <select><option>every export</option></select></label><p>Opens media.</p></article></body></html>';
    assert.equal(pageDocuments(html, 'api/function/openMedia/')[0].text, 'Show Opens media.');
  });

  it('calls a function whose name starts with use a hook', () => {
    const html = '<html><body><article><h1>useUser</h1><p>The user.</p></article></body></html>';
    assert.equal(pageDocuments(html, 'api/2.x/function/useUser/')[0].type, 'Hook');
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

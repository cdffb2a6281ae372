import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import {describe, it as test} from 'node:test';
import {resolveBaseUrl, resolveDocsRepositoryUrl, resolveSiteUrl} from '../../config/site';
import {library} from '../../config/library';
import config from '../../docusaurus.config';
import type {LoadContext} from '@docusaurus/types';
import apiReferencePlugin from '../../plugins/api-reference';
import {OWN_COMPONENTS} from '../../plugins/api-reference/aliases';
import {apiReference} from '../../config/apiReference';
import startupPlugin, {startupAliases} from '../../plugins/startup';

describe('BASE_URL', () => {
  test('defaults to /chayns-api/', () => {
    assert.equal(resolveBaseUrl(undefined), '/chayns-api/');
  });

  test('accepts another single segment in any common spelling', () => {
    for (const value of ['docs', '/docs', '/docs/', 'docs/', ' v2.6 ']) {
      assert.equal(resolveBaseUrl(value), `/${value.trim().replace(/^\/|\/$/g, '')}/`);
    }
  });

  test('refuses anything else with a clear message', () => {
    for (const value of ['', '/', 'a/b', '/a/b/', 'https://example.com/docs', '..', 'with space', '?x']) {
      assert.throws(() => resolveBaseUrl(value), /BASE_URL must be a single path segment/, JSON.stringify(value));
    }
  });
});

describe('site configuration: link checks that warn, and the site constants', () => {
  test('warns, not fails, on broken links, anchors and duplicate routes', () => {
    assert.deepEqual(
      [config.onBrokenLinks, config.onBrokenAnchors, config.onDuplicateRoutes],
      ['warn', 'warn', 'warn'],
    );
  });

  test('has the site constants: base path, title delimiter, colour mode, locale, table of contents', () => {
    assert.equal(config.titleDelimiter, '|');
    assert.deepEqual(config.i18n.locales, ['en']);
    assert.equal(config.i18n.localeConfigs.en.direction, 'ltr');
    assert.deepEqual(config.themeConfig.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
    assert.deepEqual(config.themeConfig.colorMode, {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
    assert.equal(config.themeConfig.navbar.hideOnScroll, true);
    assert.notDeepEqual(config.themeConfig.prism.theme, config.themeConfig.prism.darkTheme);
  });

  test('reads the documented library from the installed package', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(library.root, 'package.json'), 'utf8')) as {version: string};
    const pinned = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>})
      .dependencies['chayns-api'];
    assert.equal(library.version, installed.version);
    assert.equal(library.version, pinned);
  });
});

test('the startup modules stand in for the stock Docusaurus ones (plugins/startup)', () => {
  assert.ok(config.plugins.includes(startupPlugin));
  const core = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
  const aliases = startupAliases();
  const client = path.join('plugins', 'startup', 'client');
  const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
  assert.deepEqual(aliases, {
    [path.join(core, 'clientEntry.js')]: path.resolve(client, 'clientEntry.ts'),
    [path.join(core, 'PendingNavigation.js')]: path.resolve(client, 'PendingNavigation.tsx'),
    [path.join(core, 'browserContext.js')]: path.resolve(client, 'browserContext.tsx'),
    '@docusaurus/ComponentCreator': path.resolve(client, 'ComponentCreator.ts'),
    [path.join(themeCommon, 'hooks', 'styles.css')]: path.resolve(client, 'keyboardFocus.css'),
  });
  // An alias of a file that upstream no longer has would silently do nothing.
  const files = [...Object.keys(aliases).filter((key) => path.isAbsolute(key)), ...Object.values(aliases)];
  for (const file of files) assert.ok(fs.existsSync(file), file);
  // The modules that stand in for these are ours: no patch changes the installed files.
  const coreFile = (file: string) => fs.readFileSync(path.join(core, file), 'utf8');
  assert.ok(coreFile('clientEntry.js').includes('preload(window.location.pathname).then('));
  assert.ok(coreFile('docusaurus.js').includes('return prefetchHelper(chunkAsset);'));
  assert.ok(coreFile('App.js').includes("import PendingNavigation from './PendingNavigation';"));
  assert.ok(coreFile('App.js').includes("import { BrowserContextProvider } from './browserContext';"));
  assert.ok(coreFile('exports/useIsBrowser.js').includes("import { Context } from '../browserContext';"));
  // The generated route table imports ComponentCreator by its name, and our module upstream's by its path.
  const codegen = fs.readFileSync(path.join(core, '..', 'server', 'codegen', 'codegenRoutes.js'), 'utf8');
  assert.ok(codegen.includes("import ComponentCreator from '@docusaurus/ComponentCreator';"));
  assert.ok(fs.existsSync(path.join(core, 'exports', 'ComponentCreator.js')));
  const keyboard = fs.readFileSync(path.join(themeCommon, 'hooks', 'useKeyboardNavigation.js'), 'utf8');
  assert.ok(keyboard.includes("import './styles.css';"));
});

test("docusaurus-plugin-typedoc-api: each of upstream's components that we own is swapped for our file", () => {
  // An alias of a file that upstream no longer has would silently do nothing.
  const components = path.dirname(require.resolve('docusaurus-plugin-typedoc-api/lib/components/ApiItem.js'));
  const siteDir = path.resolve('.');
  const context = {siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), siteConfig: {baseUrl: '/'}};
  const webpack = apiReferencePlugin(context as unknown as LoadContext, apiReference).configureWebpack?.(
    {},
    false,
    {} as never,
    {} as never,
  ) as {resolve: {alias: Record<string, string>}};
  for (const name of OWN_COMPONENTS) {
    const ours = webpack.resolve.alias[path.join(components, `${name}.js`)];
    assert.equal(ours, path.join(siteDir, 'plugins/api-reference/client', `${name}.tsx`), name);
    assert.ok(fs.existsSync(ours), ours);
  }
});

test('the one patch left applies: the typedoc plugin links its table of contents to our ids', () => {
  assert.deepEqual(
    fs.readdirSync('patches').filter((file) => file.endsWith('.patch')),
    ['docusaurus-plugin-typedoc-api+4.4.0.patch'],
  );
  const apiItem = fs.readFileSync(require.resolve('docusaurus-plugin-typedoc-api/lib/components/ApiItem.js'), 'utf8');
  assert.ok(apiItem.includes("id: child.name.replace(/\\s+/g, '-')"));
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>};
  assert.match(pkg.scripts.postinstall, /patch-package --error-on-fail/);
});

describe('SITE_URL and DOCS_REPOSITORY_URL', () => {
  test('default to the published site and its repository', () => {
    assert.equal(resolveSiteUrl(undefined), 'https://tobitsoftware.github.io');
    assert.match(resolveDocsRepositoryUrl(undefined), /^https:\/\/github\.com\/[\w-]+\/[\w.-]+$/);
  });

  test('take an origin (the Pages workflow passes its own) and refuse a path or a non-URL', () => {
    assert.equal(resolveSiteUrl('https://example.github.io/'), 'https://example.github.io');
    for (const value of ['example.org', 'https://example.org/docs', 'ftp://example.org']) {
      assert.throws(() => resolveSiteUrl(value), /SITE_URL must be an origin/, value);
    }
    assert.equal(resolveDocsRepositoryUrl('https://github.com/a/b/'), 'https://github.com/a/b');
  });

  test('give the guides an edit link to their source', () => {
    const docs = (config.presets[0][1] as {docs: {editUrl: string; showLastUpdateTime: boolean}}).docs;
    assert.equal(docs.editUrl, `${resolveDocsRepositoryUrl()}/edit/main/`);
    assert.equal(docs.showLastUpdateTime, true);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import {describe, it as test} from 'node:test';
import {resolveBaseUrl, resolveDocsRepositoryUrl, resolveSiteUrl} from '../../config/site';
import {library} from '../../config/library';
import config from '../../docusaurus.config';
import type {LoadContext} from '@docusaurus/types';
import apiReferencePlugin, {OWN_COMPONENTS} from '../../plugins/api-reference';
import {apiReference} from '../../config/apiReference';

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

  test('has the constants of the spec', () => {
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

test('the patches of patches/ are applied to node_modules', () => {
  const clientEntry = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
  assert.ok(clientEntry.includes('renderedForThisPath'));
  assert.ok(clientEntry.includes('preloadFailed = true'));
  assert.ok(clientEntry.includes('await preload(normalizeLocation(window.location).pathname)'));
  assert.ok(clientEntry.includes('await nextTask()'));
  const componentCreator = fs.readFileSync(
    require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'),
    'utf8',
  );
  assert.ok(componentCreator.includes('RouteComponent.preload = () => getLoadable().preload()'));
  assert.ok(componentCreator.includes('loader[keyPath] = inOwnTask(chunkRegistry[0])'));
  const clientApi = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
  assert.ok(clientApi.includes('prefetchedAssets.has(chunkAsset)'));
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  const reactUtils = fs.readFileSync(path.join(themeCommonLib, 'utils/reactUtils.js'), 'utf8');
  assert.ok(reactUtils.includes('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))'));
  // docusaurus-plugin-typedoc-api: the table of contents has the ids of our AnchorLink, and
  // the api-reference plugin's webpack config swaps each of upstream's components that we
  // own for our file (an alias of a file that upstream no longer has would do nothing).
  const components = path.dirname(require.resolve('docusaurus-plugin-typedoc-api/lib/components/ApiItem.js'));
  assert.ok(fs.readFileSync(path.join(components, 'ApiItem.js'), 'utf8').includes("child.name.replace(/\\s+/g, '-')"));
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
  assert.deepEqual(
    [...OWN_COMPONENTS],
    ['AnchorLink', 'Markdown', 'MemberSignatureBody', 'MemberSources', 'Parameter', 'Reflection'],
  );
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

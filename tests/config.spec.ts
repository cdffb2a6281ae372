import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {resolveBaseUrl} from '../config/site';
import {library} from '../config/library';
import config from '../docusaurus.config';

test.describe('BASE_URL', () => {
  test('defaults to /chayns-api/', () => {
    expect(resolveBaseUrl(undefined)).toBe('/chayns-api/');
  });

  test('accepts another single segment in any common spelling', () => {
    for (const value of ['docs', '/docs', '/docs/', 'docs/', ' v2.6 ']) {
      expect(resolveBaseUrl(value)).toBe(`/${value.trim().replace(/^\/|\/$/g, '')}/`);
    }
  });

  test('refuses anything else with a clear message', () => {
    for (const value of ['', '/', 'a/b', '/a/b/', 'https://example.com/docs', '..', 'with space', '?x']) {
      expect(() => resolveBaseUrl(value), JSON.stringify(value)).toThrow(/BASE_URL must be a single path segment/);
    }
  });
});

test.describe('site configuration (spec §5, §9)', () => {
  test('warns, not fails, on broken links, anchors and duplicate routes', () => {
    expect([config.onBrokenLinks, config.onBrokenAnchors, config.onDuplicateRoutes]).toEqual(['warn', 'warn', 'warn']);
  });

  test('has the constants of the spec', () => {
    expect(config.titleDelimiter).toBe('|');
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.i18n.localeConfigs.en.direction).toBe('ltr');
    expect(config.themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
    expect(config.themeConfig.navbar.hideOnScroll).toBe(true);
    expect(config.themeConfig.prism.theme).not.toEqual(config.themeConfig.prism.darkTheme);
  });

  test('reads the documented library from the installed package', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(library.root, 'package.json'), 'utf8')) as {version: string};
    const pinned = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>})
      .dependencies['chayns-api'];
    expect(library.version).toBe(installed.version);
    expect(library.version).toBe(pinned);
  });
});

test('the patches of patches/ are applied to node_modules', () => {
  const clientEntry = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
  expect(clientEntry).toContain('renderedForThisPath');
  expect(clientEntry).toContain('preloadFailed = true');
  expect(clientEntry).toContain('await preload(normalizeLocation(window.location).pathname)');
  expect(clientEntry).toContain('await nextTask()');
  const componentCreator = fs.readFileSync(
    require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'),
    'utf8',
  );
  expect(componentCreator).toContain('RouteComponent.preload = () => getLoadable().preload()');
  expect(componentCreator).toContain('loader[keyPath] = inOwnTask(chunkRegistry[0])');
  const clientApi = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
  expect(clientApi).toContain('prefetchedAssets.has(chunkAsset)');
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  const reactUtils = fs.readFileSync(path.join(themeCommonLib, 'utils/reactUtils.js'), 'utf8');
  expect(reactUtils).toContain('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))');
  const components = path.dirname(require.resolve('docusaurus-plugin-typedoc-api/lib/components/AnchorLink.js'));
  expect(fs.readFileSync(path.join(components, 'AnchorLink.js'), 'utf8')).toContain('Direct link to');
  expect(fs.readFileSync(path.join(components, 'MemberSignatureBody.js'), 'utf8')).not.toContain('jsxs(react.Fragment');
  expect(fs.readFileSync(path.join(components, 'Reflection.js'), 'utf8')).toContain('HeadingOffset');
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>};
  expect(pkg.scripts.postinstall).toMatch(/patch-package --error-on-fail/);
});

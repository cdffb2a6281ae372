/**
 * The routes of the API reference, checked on the production build: every name
 * the spec lists has its page, type aliases and variables are anchors on /api, and the
 * sitemap lists each declaration with a page exactly once and nothing else under /api.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, readBuildFile} from '../support/fixtures';
import {sitemapRoutes} from '../../lib/routes';
import {ANCHOR_KINDS, PAGE_KINDS, readDeclarations} from '../support/apiReflections';

/** The names the reference must have a page for (a required subset of the package's exports), by route segment. */
const REQUIRED: Record<string, string[]> = {
  class: ['DialogHandler', 'StaticChaynsApi'],
  namespace: ['dialog'],
  enum: [
    'AccessMode',
    'AppFlavor',
    'AppName',
    'BrowserName',
    'ColorMode',
    'DateType',
    'DeviceOs',
    'DialogAnimation',
    'DialogIconType',
    'DialogInputType',
    'DialogSelectType',
    'DialogType',
    'Environment',
    'FloatingButtonAnimation',
    'FloatingButtonPosition',
    'Font',
    'Gender',
    'IconStyle',
    'IconType',
    'Language',
    'LoginState',
    'MediaType',
    'RuntimeEnviroment',
    'ScanQrCodeCameraTypes',
    'ScanQrCodeCodeType',
    'ScreenSize',
    'SharingApp',
    'SnapshotType',
    'TappEvent',
    'ToastType',
    'WeekDayType',
    'DesignSettingsUpdateBackgroundType',
    'DesignSettingsUpdateCoverTypes',
    'DesignSettingsUpdateGalleryAnimationTypes',
    'DesignSettingsUpdateSeasonTypes',
    'DesignSettingsUpdateTappViewModes',
  ],
  function: [
    // Listener pairs.
    ...['AccessTokenChange', 'GeoLocation', 'Scroll', 'ToolbarChange', 'VisibilityChange', 'WindowMetrics'].flatMap(
      (event) => [`add${event}Listener`, `remove${event}Listener`],
    ),
    // App storage.
    'getAppStorageItem',
    'setAppStorageItem',
    'removeAppStorageItem',
    'clearAppStorage',
    // Getters.
    'getUser',
    'getSite',
    'getPage',
    'getPages',
    'getLanguage',
    'getDevice',
    'getEnvironment',
    'getParameters',
    'getStyleSettings',
    'getScrollPosition',
    'getWindowMetrics',
    'getAccessToken',
    'getGeoLocation',
    // Actions.
    'login',
    'logout',
    'navigateBack',
    'openImage',
    'openMedia',
    'openUrl',
    'openVideo',
    'redirect',
    'refreshData',
    'refreshAccessToken',
    'selectPage',
    'scrollByY',
    'scrollToY',
    'sendMessageToGroup',
    'sendMessageToPage',
    'sendMessageToUser',
    'setAdminMode',
    'setCustomCookie',
    'setDisplayTimeout',
    'setFloatingButton',
    'setHeight',
    'setOverlay',
    'setScanQrCode',
    'setTempDesignSettings',
    'setWaitCursor',
    'vibrate',
    'createDialog',
    'loadComponent',
    'loadModule',
    // Hooks.
    'useUser',
    'useSite',
    'usePage',
    'usePages',
    'useLanguage',
    'useDevice',
    'useEnvironment',
    'useParameters',
    'useIsAdminMode',
    'useGeoLocation',
    'useScrollPosition',
    'useWindowMetrics',
    'useStyleSettings',
    'useCustomData',
    'useCustomFunction',
    'useDialogData',
    'useDialogState',
  ],
  interface: [
    'Page',
    'UserInfo',
    'GeoLocation',
    'FloatingButton',
    'DialogAlert',
    'DialogConfirm',
    'DialogDate',
    'DialogFileSelect',
    'DialogIFrame',
    'DialogInput',
    'DialogModule',
    'DialogSelect',
    'DialogSignature',
    'DialogToast',
    'DesignSettings',
    'ChaynsDesignSettings',
    'DesignSettingsUpdateBackground',
    'DesignSettingsUpdateColorScheme',
    'DesignSettingsUpdateCover',
    'DesignSettingsUpdateGlobalSettings',
    'DesignSettingsUpdateGradient',
    'DesignSettingsUpdateItem',
    'DesignSettingsUpdateTapp',
    'IChaynsReact',
    'LoginResult',
  ],
};

/** Paths (relative to the base, without leading slash) of the sitemap's API entries, in order. */
function sitemapApiPaths(): string[] {
  return sitemapRoutes()
    .map((route) => route.path.replace(/\/$/, ''))
    .filter((routePath) => routePath === 'api' || routePath.startsWith('api/'));
}

/** The ids on /api, e.g. `Login` (the minifier drops the quotes of simple attribute values). */
function idsOnApiIndex(): Set<string> {
  return new Set([...readBuildFile('api/index.html').matchAll(/\sid="?([^"\s>]+)"?/g)].map((m) => m[1]));
}

test('every name the spec lists has its page at /api/{kind}/{name}', () => {
  const routes = new Set(sitemapApiPaths());
  const missing = Object.entries(REQUIRED).flatMap(([kind, names]) =>
    names.map((name) => `api/${kind}/${name}`).filter((route) => !routes.has(route)),
  );
  expect(missing).toEqual([]);
  expect(routes.has('api'), 'the index /api').toBe(true);
});

test('the API routes are exactly the declarations with a page, each listed once', () => {
  const listed = sitemapApiPaths();
  const duplicates = listed.filter((route, i) => listed.indexOf(route) !== i);
  expect(duplicates, 'routes listed twice').toEqual([]);

  const expected = readDeclarations()
    .filter((d) => PAGE_KINDS[d.kind])
    .map((d) => `api/${PAGE_KINDS[d.kind]}/${d.name}`);
  expect(expected.length, 'TypeDoc found the package declarations').toBeGreaterThan(200);
  expect(new Set(expected).size, 'no two declarations share a route').toBe(expected.length);
  expect([...listed].sort()).toEqual(['api', ...expected].sort());

  // Every listed route is a built page, and no API page was built without being listed.
  for (const route of listed) {
    expect(fs.existsSync(path.join('build', route, 'index.html')), `build/${route}/index.html`).toBe(true);
  }
  const built = fs
    .readdirSync(path.join('build', 'api'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => path.posix.join('api', path.dirname(file.split(path.sep).join('/'))).replace(/\/\.$/, ''));
  expect(built.sort()).toEqual([...listed].sort());
});

test('type aliases and variables are anchors on /api, Login among them', () => {
  const ids = idsOnApiIndex();
  expect(ids.has('Login'), '/api#Login').toBe(true);
  const anchors = readDeclarations().filter((d) => ANCHOR_KINDS[d.kind]);
  expect(anchors.length).toBeGreaterThan(10);
  expect(anchors.map((d) => d.name).filter((name) => !ids.has(name))).toEqual([]);
});

test('every API page was rendered with its title, without the crash fallback or broken source links', () => {
  for (const route of sitemapApiPaths()) {
    const html = readBuildFile(path.join(route, 'index.html'));
    const name = route === 'api' ? 'chayns-api' : route.split('/').pop()!;
    expect(html.includes('This page crashed'), `${route} shows the crash fallback`).toBe(false);
    // Upstream's source links (codicon-file-code) point at https://undefined/... for a
    // package from npm; they are disabled.
    expect(/https?:\/\/undefined\/|codicon-file-code/.test(html), `${route} has source links`).toBe(false);
    expect(new RegExp(`<h1[^>]*>(?:<[^>]+>)*[^<]*${name}\\b`).test(html), `${route} has its <h1>`).toBe(true);
  }
});

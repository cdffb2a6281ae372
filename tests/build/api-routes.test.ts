/**
 * The routes of the API reference, checked in the files of the production build: every required
 * name has its page in the current version, type aliases and variables are anchors on each
 * version's index, and the sitemap lists each page of each version exactly once (/api/... for the
 * current version, /api/2.x/... for version 2.x) and nothing else under /api.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD_DIR} from '../../lib/buildDir';
import {sitemapRoutes} from '../../lib/routes';
import {apiReference} from '../../config/apiReference';
import {docsVersions} from '../../config/versions';
import {ANCHOR_KINDS, pagesOf, readDeclarations} from '../support/apiReflections';

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

function readBuildFile(relativePath: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, relativePath), 'utf8');
}

/** The ids on a version's API index, e.g. `Login` (the minifier drops the quotes of simple attribute values). */
function idsOnApiIndex(index: string): Set<string> {
  return new Set([...readBuildFile(`${index}/index.html`).matchAll(/\sid="?([^"\s>]+)"?/g)].map((m) => m[1]));
}

const indexOf = (segment: string) => (segment ? `api/${segment}` : 'api');

describe('API routes', () => {
  it('every required name has its page at /api/{kind}/{name}', () => {
    const routes = new Set(sitemapApiPaths());
    const missing = Object.entries(REQUIRED).flatMap(([kind, names]) =>
      names.map((name) => `api/${kind}/${name}`).filter((route) => !routes.has(route)),
    );
    assert.deepEqual(missing, []);
    assert.ok(routes.has('api'), 'the index /api');
  });

  it('the API routes are exactly the pages of each version, each listed once', () => {
    const listed = sitemapApiPaths();
    const duplicates = listed.filter((route, i) => listed.indexOf(route) !== i);
    assert.deepEqual(duplicates, [], 'routes listed twice');

    const expected = docsVersions.flatMap((version) => {
      const routes = pagesOf(version, apiReference.renamedEnums).map((page) => page.route);
      assert.ok(routes.length > 200, `TypeDoc found the declarations of ${version.name} (${routes.length})`);
      return [indexOf(version.segment), ...routes];
    });
    assert.equal(new Set(expected).size, expected.length, 'no two pages share a route');
    assert.deepEqual([...listed].sort(), expected.sort());

    // Every listed route is a built page, and no API page was built without being listed.
    for (const route of listed) {
      assert.ok(fs.existsSync(path.join(BUILD_DIR, route, 'index.html')), `build/${route}/index.html`);
    }
    const built = fs
      .readdirSync(path.join(BUILD_DIR, 'api'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('index.html'))
      .map((file) => path.posix.join('api', path.dirname(file.split(path.sep).join('/'))).replace(/\/\.$/, ''));
    assert.deepEqual(built.sort(), [...listed].sort());
  });

  it("type aliases and variables are anchors on each version's index, Login among them", () => {
    for (const version of docsVersions) {
      const ids = idsOnApiIndex(indexOf(version.segment));
      assert.ok(ids.has('Login'), `/${indexOf(version.segment)}#Login`);
      const renamed = version.segment === '' ? Object.keys(apiReference.renamedEnums) : [];
      const anchors = readDeclarations(version.name).filter((d) => ANCHOR_KINDS[d.kind] && !renamed.includes(d.name));
      assert.ok(anchors.length > 10, `${anchors.length} type aliases and variables`);
      assert.deepEqual(
        anchors.map((d) => d.name).filter((name) => !ids.has(name)),
        [],
        version.name,
      );
    }
  });

  it('every API page was rendered with its title, without the crash fallback or broken source links', () => {
    for (const route of sitemapApiPaths()) {
      const html = readBuildFile(path.join(route, 'index.html'));
      const name = /^api(\/[\d.]+x)?$/.test(route) ? 'chayns-api' : route.split('/').pop()!;
      assert.equal(html.includes('This page crashed'), false, `${route} shows the crash fallback`);
      // Upstream's source links (codicon-file-code) point at https://undefined/... for a
      // package from npm; they are disabled.
      assert.equal(/https?:\/\/undefined\/|codicon-file-code/.test(html), false, `${route} has source links`);
      assert.ok(new RegExp(`<h1[^>]*>(?:<[^>]+>)*[^<]*${name}\\b`).test(html), `${route} has its <h1>`);
    }
  });
});

/**
 * Plays the chayns app for an app that runs in its web view: chayns-api's `ChaynsProvider` without
 * `isModule` takes its app path (AppWrapper) when the user agent names a chayns app and the page is
 * the top window. The library then talks to the app through numbered app calls, JSON handed to
 * `window.chaynsApp.jsonCall` whose answer comes back through a `window.chaynsApiV5Callback_<n>`
 * function. Here the web view's user agent is the chayns app's on Android, `jsonCall` answers from the
 * simulated host's values (app call 18, the app's data, in the app's own field names) and records
 * every call, and the two requests the library makes while it starts (the site's style settings and
 * the list of trusted domains) are answered without a network.
 */
import type {DialogConfig, SimulatedHost} from '.';

/** One app call the library made: its number and the value it sent. */
export interface AppCall {
  action: number;
  value: Record<string, unknown>;
}

/**
 * The web view of the chayns app 7250 on Android, in the form getDeviceInfo reads: `myChayns/<version>`
 * and the id of the app's own site, 60021-08989, which makes it the chayns app (another site id is a
 * site's own "location" app, whose pages take the iframe path).
 */
const APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 myChayns/7250 60021-08989';

/** The app's data as app call 18 answers it (the field names the app uses), from the host's values. */
function appData(host: SimulatedHost): Record<string, unknown> {
  const {site, user, pages, currentPage, isAdminModeActive, language} = host.values;
  return {
    AppInfo: {
      SiteID: site.id,
      LocationID: site.locationId,
      LocationPersonId: site.locationPersonId,
      Title: site.title,
      domain: site.domain,
      color: site.color,
      colorMode: site.colorMode,
      Language: language.site,
      TappSelected: {TappID: currentPage.id},
      Tapps: pages.map((page) => ({
        TappID: page.id,
        ShowName: page.name,
        SortUID: page.sortId,
        isExclusiveView: page.isExclusive,
        isHiddenFromMenu: page.isHiddenFromMenu,
      })),
    },
    AppUser: user
      ? {
          TobitUserID: user.userId,
          PersonID: user.personId,
          FirstName: user.firstName,
          LastName: user.lastName,
          TobitAccessToken: 'simulated-access-token',
          AdminMode: isAdminModeActive,
          UACGroups: (user.uacGroups ?? []).map((group) => ({GroupID: group.id})),
          IsAnonymous: false,
        }
      : {
          TobitUserID: 0,
          PersonID: '',
          FirstName: '',
          LastName: '',
          TobitAccessToken: '',
          AdminMode: false,
          UACGroups: [],
        },
    Device: {LanguageID: '1', IMEI: 'simulated-device'},
  };
}

/** What the app answers to an app call: its data for 18, the host function's answer where one maps, else nothing. */
async function answer(host: SimulatedHost, call: AppCall): Promise<unknown> {
  switch (call.action) {
    case 18:
      return appData(host);
    case 14:
      return host.respond('getGeoLocation');
    case 300:
      return host.respond('getAppleSafeArea');
    case 184: {
      // A dialog: answered as the host answers one (at once and positively, unless it shows dialogs).
      const config = (call.value.dialogContent as {config?: object} | undefined)?.config ?? {};
      return host.askDialog(config as DialogConfig);
    }
    default:
      return undefined;
  }
}

/**
 * Serves `host` as the chayns app to the library in `win` (the top window) until the returned
 * function is called. App calls are recorded in `host.appCalls`.
 */
export function serveHostToApp(host: SimulatedHost, win: Window & typeof globalThis = window): () => void {
  // The library reads the global `navigator` (under Node not the simulated window's): both say it.
  const navigators = [...new Set([win.navigator, globalThis.navigator].filter(Boolean))];
  const descriptors = navigators.map((nav) => Object.getOwnPropertyDescriptor(nav, 'userAgent'));
  for (const nav of navigators) {
    Object.defineProperty(nav, 'userAgent', {value: APP_USER_AGENT, configurable: true});
  }
  // Style settings and trusted domains, which the app path loads when it starts (the library calls the
  // global `fetch`, which under Node is not the simulated window's).
  const previousFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (/\/css\/[^/]+\/components$/.test(url)) return new Response(JSON.stringify({}), {status: 200});
    if (/TrustedDomains$/.test(url)) {
      return new Response(JSON.stringify({trustedDomains: ['chayns.site', 'chayns.net', 'chayns-static.space']}), {
        status: 200,
      });
    }
    return previousFetch ? previousFetch(input, init) : new Response(null, {status: 404});
  }) as typeof fetch;
  const bridge = win as unknown as {chaynsApp?: {jsonCall(json: string): void}} & Record<string, unknown>;
  const previousApp = bridge.chaynsApp;
  bridge.chaynsApp = {
    jsonCall(json: string) {
      const call = JSON.parse(json) as AppCall;
      host.appCalls.push(call);
      host.log.push(`app: call ${call.action}`);
      const callback =
        typeof call.value?.callback === 'string' ? call.value.callback.replace(/^window\./, '') : undefined;
      void answer(host, call).then((result) => {
        const respond = callback ? bridge[callback] : undefined;
        if (typeof respond === 'function') (respond as (value: unknown) => void)({retVal: result});
      });
    },
  };
  return () => {
    navigators.forEach((nav, index) => {
      const descriptor = descriptors[index];
      if (descriptor) Object.defineProperty(nav, 'userAgent', descriptor);
      else delete (nav as {userAgent?: string}).userAgent;
    });
    globalThis.fetch = previousFetch;
    bridge.chaynsApp = previousApp;
  };
}

/**
 * Records the calls an app makes on the library's app path, by name, in `host.calls`, as the
 * module's and the iframe's host functions record theirs: the functions of the chayns API instance
 * `chaynsApiId` (see `getChaynsApi`) are wrapped once.
 */
export function recordAppFunctions(host: SimulatedHost, functions: Record<string, unknown> | undefined): void {
  if (!functions || (functions as {__recorded?: boolean}).__recorded) return;
  for (const [name, fn] of Object.entries(functions)) {
    if (typeof fn !== 'function') continue;
    functions[name] = (...args: unknown[]) =>
      host.record(name as never, args, () => (fn as (...a: unknown[]) => unknown)(...args));
  }
  Object.defineProperty(functions, '__recorded', {value: true});
}

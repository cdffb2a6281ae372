/**
 * What the host recorder (./recorder.ts) runs for each export that talks to the host: one probe per
 * export, or per member of a class or namespace, with the arguments it is called with. A call probe
 * calls the export (after an optional `prepare` that is not recorded, such as adding the listener a
 * `remove...` call removes); a hook probe renders the hook in a component inside the host's provider
 * (and calls the function it returns, with `then`); the provider probe renders ChaynsProvider itself.
 *
 * The first plain object among a call's arguments is its options: the recorder checks which of its
 * fields reach the host, so a probe passes every field its type offers that makes sense together.
 * The values are a bakery's, like the simulated host's own (src/components/SimulatedHost).
 *
 * An export with a page of kind function, class or namespace either has a probe here or is in
 * NOT_HOST with the reason it does not talk to the host (coverage.ts checks both against the library).
 */
import type {SimulatedHost, SimulatedHostOptions} from '../../src/components/SimulatedHost';
import type {HostFace} from '../../src/components/SimulatedHost/meta';

/** A loaded chayns-api build (3.x or 2.x), by export name. */
export type Library = Record<string, unknown>;

export interface ProbeContext {
  lib: Library;
  face: HostFace;
  host: SimulatedHost;
  /** The export of that name as a function (an Error names the export when the build has none). */
  fn: (name: string) => (...args: unknown[]) => unknown;
  /** A listener that ignores what it is called with. */
  listener: () => void;
}

interface ProbeBase {
  /** The API page, `<kind>/<Name>` as in its URL. */
  page: string;
  /** The member of a class or namespace page this probe records. */
  member?: string;
  /**
   * Set when what the call does is the host's own decision (a custom function, a call type only the
   * host knows): the reason, shown with the state "depends on the host".
   */
  decidedByHost?: string;
  /** Options of the simulated host for this probe (a dialog that stays open). */
  host?: Omit<SimulatedHostOptions, 'values' | 'library'>;
}

export interface CallProbe extends ProbeBase {
  kind: 'call';
  /** Fresh arguments for each run (default: none); the export of the page (or `member` of the namespace) is called with them. */
  args?: (t: ProbeContext) => unknown[];
  /** Runs before the recorded call, outside the record (adds the listener that the call removes); a promise is awaited. */
  prepare?: (t: ProbeContext) => unknown;
  /** The recorded call, when it is not the export called with `args` (a class member); `args` are this run's. */
  run?: (t: ProbeContext, prepared: unknown, args: unknown[]) => unknown;
  /** The effect the call is for, where a run can see whether it happened (after the call has settled). */
  expects?: {effect: string; otherwise: string; seen: () => boolean};
}

export interface HookProbe extends ProbeBase {
  kind: 'hook';
  /** Calls the hook (inside a component in the host's provider). */
  use: (t: ProbeContext) => unknown;
  /** Called once after the first render with what the hook returned (a listener hook's add function). */
  then?: (result: unknown, t: ProbeContext) => unknown;
}

export interface ProviderProbe extends ProbeBase {
  kind: 'provider';
}

export type Probe = CallProbe | HookProbe | ProviderProbe;

/** The name of what a probe records, as the tables show it (`openUrl`, `DialogHandler.open`, `dialog.alert`). */
export function probeName(probe: Probe): string {
  const name = probe.page.split('/')[1];
  return probe.member ? `${name}.${probe.member}` : name;
}

const SITE = 'https://bakery.chayns.site';
const PHOTO = `${SITE}/img/oven.jpg`;
const VIDEO = `${SITE}/video/kneading.mp4`;

/** A call of the exported function `name` with the given arguments. */
function call(name: string, args?: (t: ProbeContext) => unknown[], extra: Partial<CallProbe> = {}): CallProbe {
  return {kind: 'call', page: `function/${name}`, ...(args ? {args} : {}), ...extra};
}

/** `remove<Kind>Listener` after the matching `add` call: the removal is what is recorded. */
function removal(kind: string, addArgs: (t: ProbeContext) => unknown[]): CallProbe {
  return call(`remove${kind}Listener`, undefined, {
    prepare: (t) => t.fn(`add${kind}Listener`)(...addArgs(t)),
    run: (t, id) => t.fn(`remove${kind}Listener`)(id),
  });
}

function hook(name: string, use: (t: ProbeContext) => unknown, extra: Partial<HookProbe> = {}): HookProbe {
  return {kind: 'hook', page: `function/${name}`, use, ...extra};
}

/**
 * A host that answers the older dialog calls (`invokeDialogCall`) as a person who presses the positive
 * button; the simulated host's own default leaves them unanswered.
 */
const ANSWERS_OLD_DIALOGS: CallProbe['host'] = {
  results: {
    invokeDialogCall: ((_value: unknown, callback?: (answer: unknown) => void) => {
      callback?.({buttonType: 1});
    }) as never,
  },
};

/** A member of the `dialog` namespace, called with `args`. */
function dialogCall(member: string, args: (t: ProbeContext) => unknown[] = () => []): CallProbe {
  return {
    kind: 'call',
    page: 'namespace/dialog',
    member,
    args,
    host: ANSWERS_OLD_DIALOGS,
    run: (t, _prepared, passed) => (t.lib.dialog as Record<string, (...a: unknown[]) => unknown>)[member](...passed),
  };
}

interface DialogHandlerLike {
  open: () => Promise<unknown>;
  close: (buttonType?: number, data?: unknown) => void;
  dispatchEvent: (data: unknown) => void;
}

/** The dialogs the host shows in the current run, each with the signal that aborts when the app closes it. */
const shownDialogs: AbortSignal[] = [];

/** A dialog that stays open until the app closes it: the host shows it and waits. */
const STAYS_OPEN: CallProbe['host'] = {
  showDialog: (_config, signal) => {
    shownDialogs.push(signal);
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve({buttonType: -1})));
  },
};

function openedDialog(t: ProbeContext): DialogHandlerLike {
  shownDialogs.length = 0;
  const dialog = t.fn('createDialog')({type: 'confirm', text: 'Keep six rolls for you?'}) as DialogHandlerLike;
  void dialog.open();
  return dialog;
}

interface StaticApiLike {
  ready: Promise<unknown>;
  getUser: () => unknown;
  getDialogInput: () => unknown;
}

/** A StaticChaynsApi as a script makes one: from a module host's values and functions, else on its own. */
function staticApi(t: ProbeContext): StaticApiLike {
  const StaticChaynsApi = t.lib.StaticChaynsApi as new (values?: unknown, functions?: unknown) => StaticApiLike;
  return t.face === 'module' ? new StaticChaynsApi(t.host.values, t.host.functions) : new StaticChaynsApi();
}

const CUSTOM = 'Which custom functions exist, and what they do, is up to the host that offers them.';

/** Every probe; those whose page a version lacks are left out for it. */
export const PROBES: Probe[] = [
  {kind: 'provider', page: 'function/ChaynsProvider'},

  // Listeners.
  call('addAccessTokenChangeListener', (t) => [{external: false}, t.listener]),
  call('addAppleSafeAreaListener', (t) => [t.listener]),
  call('addGeoLocationListener', (t) => [{timeout: 5000, silent: true, enableHighAccuracy: true}, t.listener]),
  call('addScrollListener', (t) => [{throttle: 100}, t.listener]),
  call('addToolbarChangeListener', (t) => [t.listener]),
  call('addVisibilityChangeListener', (t) => [t.listener]),
  call('addWindowMetricsListener', (t) => [t.listener]),
  removal('AccessTokenChange', (t) => [{external: false}, t.listener]),
  removal('AppleSafeArea', (t) => [t.listener]),
  removal('GeoLocation', (t) => [{timeout: 5000}, t.listener]),
  removal('Scroll', (t) => [{throttle: 100}, t.listener]),
  removal('ToolbarChange', (t) => [t.listener]),
  removal('VisibilityChange', (t) => [t.listener]),
  removal('WindowMetrics', (t) => [t.listener]),

  // Values the host gave the library.
  call('getCurrentPage'),
  call('getCustomFunction', () => ['orderRolls'], {decidedByHost: CUSTOM}),
  call('getDevice'),
  call('getDialogData'),
  call('getEnvironment'),
  call('getLanguage'),
  call('getPage', () => [{id: 501}]),
  call('getPages'),
  call('getParameters'),
  call('getSite'),
  call('getStyleSettings'),
  call('getUser'),

  // Questions and requests.
  call('addAnonymousAccount'),
  call('createDialog', () => [{type: 'alert', text: 'Fresh rolls are out of the oven.'}]),
  call('customCallbackFunction', () => ['bakery-order', {rolls: 6}], {
    decidedByHost: 'The call type and its answer are agreed between the app and the host that handles it.',
  }),
  call('getAccessToken'),
  call('getAvailableSharingServices'),
  call('getCustomCookie', () => [{name: 'bakery-visit'}]),
  call('getGeoLocation', () => [{timeout: 5000, silent: true}]),
  call('getSafeArea'),
  call('getScrollPosition'),
  call('getUserInfo', () => [{personId: '132-45678'}]),
  call('getWindowMetrics'),
  call('login'),
  call('logout'),
  call('navigateBack'),
  call('openImage', () => [
    {
      items: [{url: PHOTO, title: 'Our oven', description: 'Stone-baked since 1952', preventCache: true}],
      startIndex: 0,
    },
  ]),
  call('openMedia', (t) => [
    {
      items: [
        {url: PHOTO, mediaType: (t.lib.MediaType as Record<string, unknown>).IMAGE, title: 'Our oven'},
        {url: VIDEO, mediaType: (t.lib.MediaType as Record<string, unknown>).VIDEO, title: 'Kneading'},
      ],
      startIndex: 1,
    },
  ]),
  call('openUrl', () => [{url: `${SITE}/allergens.pdf`, openInApp: true, sameWindow: true, overlay: true}]),
  call('openVideo', () => [{url: VIDEO}]),
  call('redirect', () => [{destination: `${SITE}/new-menu`, isPermanent: true}]),
  call('refreshAccessToken'),
  call('refreshData', () => [{tapps: true, user: true, userImage: true}]),
  call('scrollByY', () => [200, 300]),
  call('scrollToY', () => [0, 300]),
  call('selectPage', () => [
    {id: 501, params: {store: 'city-centre'}, showName: 'Opening hours', preventHistory: true},
  ]),
  call('sendMessageToGroup', () => [2, {text: 'The rolls are ready.', images: [PHOTO]}]),
  call('sendMessageToPage', () => [{text: 'Six rolls for Alex, please.', images: [PHOTO]}]),
  call('sendMessageToUser', () => [1234567, {text: 'Your rolls are ready.', images: [PHOTO]}]),
  call('setAdminMode', () => [true]),
  call('setCustomCookie', () => [{name: 'bakery-visit', value: 'today', expireDate: '2030-01-01T00:00:00Z'}]),
  call('setDisplayTimeout', () => [false]),
  call('setFloatingButton', (t) => [
    {isEnabled: true, text: 'Order', color: '#005EB8', colorText: '#FFFFFF', position: 0, badge: '2'},
    t.listener,
  ]),
  call('setHeight', () => [480]),
  call('setOverlay', (t) => [{url: `${SITE}/promo`, show: true, header: false}, t.listener]),
  call('setRefreshScrollEnabled', () => [false]),
  call('setScanQrCode', () => [{cancel: false}]),
  call('setTempDesignSettings', () => [{color: '#8B4513'}]),
  call('setWaitCursor', () => [
    {isEnabled: true, text: 'Baking…', timeout: 5000, progress: 50, progressText: 'Half done', disappearTimeout: 500},
  ]),
  call('storageGetItem', () => ['favourite-roll']),
  call('storageRemoveItem', () => ['favourite-roll']),
  call('storageSetItem', () => ['favourite-roll', {name: 'Pretzel'}]),
  call('vibrate', () => [{pattern: [100, 50, 100]}]),

  // Hooks.
  hook('useAccessToken', (t) => t.fn('useAccessToken')()),
  hook('useChaynsApiId', (t) => t.fn('useChaynsApiId')()),
  hook('useCurrentPage', (t) => t.fn('useCurrentPage')()),
  hook('useCustomCallbackFunction', (t) => t.fn('useCustomCallbackFunction')(), {
    then: (send) => (send as (type: string, data: unknown) => unknown)('bakery-order', {rolls: 6}),
    decidedByHost: 'The call type and its answer are agreed between the app and the host that handles it.',
  }),
  hook('useCustomData', (t) => t.fn('useCustomData')()),
  hook('useCustomFunction', (t) => t.fn('useCustomFunction')('orderRolls'), {decidedByHost: CUSTOM}),
  hook('useDevice', (t) => t.fn('useDevice')()),
  hook('useDialogData', (t) => t.fn('useDialogData')()),
  hook('useDialogState', (t) => t.fn('useDialogState')()),
  hook('useEnvironment', (t) => t.fn('useEnvironment')()),
  hook('useFunctions', (t) => t.fn('useFunctions')()),
  hook('useFunctionsWithOverrides', (t) => t.fn('useFunctionsWithOverrides')(() => ({}))),
  hook('useGeoLocation', (t) => t.fn('useGeoLocation')({enabled: true, timeout: 5000, silent: true})),
  hook('useGeoLocationListener', (t) => t.fn('useGeoLocationListener')(), {
    then: (add, t) => (add as (value: object, callback: () => void) => unknown)({timeout: 5000}, t.listener),
  }),
  hook('useIsAdminMode', (t) => t.fn('useIsAdminMode')()),
  hook('useLanguage', (t) => t.fn('useLanguage')()),
  hook('usePage', (t) => t.fn('usePage')({id: 501})),
  hook('usePages', (t) => t.fn('usePages')()),
  hook('useParameters', (t) => t.fn('useParameters')()),
  hook('useSafeArea', (t) => t.fn('useSafeArea')({enabled: true})),
  hook('useSafeAreaListener', (t) => t.fn('useSafeAreaListener')(), {
    then: (add, t) => (add as (callback: () => void) => unknown)(t.listener),
  }),
  hook('useScrollListener', (t) => t.fn('useScrollListener')(), {
    then: (add, t) => (add as (value: object, callback: () => void) => unknown)({throttle: 100}, t.listener),
  }),
  hook('useScrollOffsetBottom', (t) => t.fn('useScrollOffsetBottom')({enabled: true})),
  hook('useScrollOffsetTop', (t) => t.fn('useScrollOffsetTop')({enabled: true})),
  hook('useScrollPosition', (t) => t.fn('useScrollPosition')({enabled: true})),
  hook('useSite', (t) => t.fn('useSite')()),
  hook('useStyleSettings', (t) => t.fn('useStyleSettings')()),
  hook('useUser', (t) => t.fn('useUser')()),
  hook('useValues', (t) => t.fn('useValues')()),
  hook('useValuesWithOverrides', (t) => t.fn('useValuesWithOverrides')(() => ({}))),
  hook('useWindowMetrics', (t) => t.fn('useWindowMetrics')({enabled: true})),
  hook('useWindowMetricsListener', (t) => t.fn('useWindowMetricsListener')(), {
    then: (add, t) => (add as (callback: () => void) => unknown)(t.listener),
  }),

  // Classes: the members that reach the host.
  {
    kind: 'call',
    page: 'class/DialogHandler',
    member: 'open',
    run: (t) => (t.fn('createDialog')({type: 'alert', text: 'Fresh rolls are out.'}) as DialogHandlerLike).open(),
  },
  {
    kind: 'call',
    page: 'class/DialogHandler',
    member: 'close',
    host: STAYS_OPEN,
    prepare: openedDialog,
    run: (_t, dialog) => (dialog as DialogHandlerLike).close(1, {rolls: 6}),
    expects: {
      effect: 'the dialog the host shows closes',
      otherwise: 'the dialog the host shows stays open',
      seen: () => shownDialogs.length > 0 && shownDialogs.every((signal) => signal.aborted),
    },
  },
  {
    kind: 'call',
    page: 'class/DialogHandler',
    member: 'dispatchEvent',
    host: STAYS_OPEN,
    prepare: openedDialog,
    run: (_t, dialog) => (dialog as DialogHandlerLike).dispatchEvent({rolls: 6}),
  },
  {kind: 'call', page: 'class/StaticChaynsApi', member: 'ready', run: (t) => staticApi(t).ready},
  {
    kind: 'call',
    page: 'class/StaticChaynsApi',
    member: 'getUser',
    prepare: async (t) => {
      const api = staticApi(t);
      await api.ready;
      return api;
    },
    run: (_t, api) => (api as StaticApiLike).getUser(),
  },
  {
    kind: 'call',
    page: 'class/StaticChaynsApi',
    member: 'getDialogInput',
    prepare: async (t) => {
      const api = staticApi(t);
      await api.ready;
      return api;
    },
    run: (_t, api) => (api as StaticApiLike).getDialogInput(),
  },

  // The older dialog calls of the `dialog` namespace.
  dialogCall('alert', () => ['Fresh rolls', 'They are out of the oven.']),
  dialogCall('confirm', () => ['Reserve?', 'Shall we keep six rolls for you?']),
  dialogCall('select', () => [{title: 'Your roll', list: [{name: 'Pretzel', value: 1}, {name: 'Croissant'}]}]),
  dialogCall('date', () => [{dateType: 1, title: 'Pick-up day', preSelect: new Date('2026-06-01T09:00:00Z')}]),
  dialogCall('advancedDate', () => [{title: 'Pick-up day', preSelect: new Date('2026-06-01T09:00:00Z')}]),
  dialogCall('input', () => [{title: 'Your order', placeholderText: 'Six rolls'}]),
  dialogCall('close'),
  dialogCall('dropUpAlert', () => [{message: 'Your rolls are ready.'}]),
  dialogCall('iFrame', () => [{url: `${SITE}/order-form`, input: {rolls: 6}}]),
  dialogCall('mediaSelect', () => [{title: 'A photo of your cake', multiSelect: false}]),
  dialogCall('fileSelect', () => [{title: 'Your order as a file', multiselect: false}]),
  dialogCall('signature', () => [{title: 'Sign for your delivery'}]),
  dialogCall('toast', () => [{text: 'Added to your order.', duration: 3000}]),
  dialogCall('sendData', () => [{rolls: 6}, false]),
];

const APP_STORAGE =
  "Talks to the chayns Team app's native storage with the app web view's wrapper as `this`; no face of the simulated host plays the Team app.";

/**
 * Pages of kind function, class or namespace whose exports do not talk to the host, with the reason.
 * The history layer (every page the API sidebar puts in its "History layer" section) is left out as a
 * whole: see HISTORY_REASON.
 */
export const NOT_HOST: Record<string, string> = {
  'function/ChaynsHost': 'It is the host side: it shows another app in an iframe or as a module.',
  'function/WaitUntil': 'A component that waits for promises of the app before it renders its children.',
  'function/withCompatMode': 'Wraps a component so that a chayns host can load it as a module; the host calls it.',
  'function/withHydrationBoundary': 'Wraps a component for server rendering and hydration.',
  'function/bindChaynsApi':
    'Creates a StaticChaynsApi from the values and functions a module host passes; that class is recorded.',
  'function/getChaynsApi':
    "Looks an instance's functions up by its id; each of those functions is recorded under its own name.",
  'function/getDeviceInfo': 'Reads a user agent string.',
  'function/getClientDeviceInfo': "Reads the browser's user agent and screen.",
  'function/getScreenSize': 'Maps a width in pixels to a screen size.',
  'function/isApp': "Reads the browser's user agent.",
  'function/isElectron': "Reads the browser's user agent.",
  'function/isAppCallSupported': "Compares the app version in the browser's user agent with minimum versions.",
  'function/loadComponent': 'Loads a module federation remote from its URL; no host is involved.',
  'function/loadModule': 'Loads a module federation remote from its URL; no host is involved.',
  'function/initModuleFederationSharing': "Sets up module federation's shared scope for the app's build.",
  'function/collectCssChunks': 'Collects the CSS files of a server render.',
  'function/SSRManifestPlugin': 'A webpack plugin of the build.',
  'function/TrustedDomainsPlugin': 'A webpack plugin of the build.',
  'function/isTrustedDomainsError': 'Tests an error of the build.',
  'function/addAppStorageListener': APP_STORAGE,
  'function/clearAppStorage': APP_STORAGE,
  'function/getAppStorageItem': APP_STORAGE,
  'function/isAppStorageAvailable': APP_STORAGE,
  'function/removeAppStorageItem': APP_STORAGE,
  'function/setAppStorageItem': APP_STORAGE,
};

export const HISTORY_REASON =
  "The history layer works on the page's own browser history, and in an iframe through a history bridge of the parent page, which the simulated host does not play.";

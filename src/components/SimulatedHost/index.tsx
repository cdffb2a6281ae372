/**
 * A simulated chayns host: renders children inside chayns-api's `ChaynsProvider` on its
 * module path (`isModule` with `data` and `functions`), the way a chayns page hosts a
 * module, with realistic values and host functions that record every call. The sample
 * runner (scripts/run-code-samples.ts) mounts every code sample of the site in it; it needs
 * no network and no chayns page, so it can also host live examples in the browser.
 */
import React, {type ReactNode} from 'react';
import {
  AppFlavor,
  AppName,
  ChaynsProvider,
  ColorMode,
  DialogType,
  Environment,
  Font,
  Gender,
  IconType,
  Language,
  LoginState,
  RuntimeEnviroment,
  ScreenSize,
  type ChaynsReactFunctions,
  type ChaynsReactValues,
} from 'chayns-api';
import type {AppCall} from './app';

/** One call a sample made on the host. */
export interface HostCall {
  name: keyof ChaynsReactFunctions;
  args: unknown[];
}

type Fake = (...args: never[]) => unknown;

export interface SimulatedHostOptions {
  /** Values that replace the defaults (shallow, per key of the provider's data). */
  values?: Partial<ChaynsReactValues>;
  /** Results of host functions that replace the defaults, by name. */
  results?: Partial<Record<keyof ChaynsReactFunctions, Fake>>;
  /**
   * The chayns-api whose `ChaynsProvider` hosts the app: by default the current one; the samples of
   * an older docs version pass theirs (`chayns-api-2`), whose hooks read that provider's context.
   */
  library?: {ChaynsProvider: typeof ChaynsProvider};
  /**
   * Shows a dialog to a person and resolves with their answer (the button's type and what they entered).
   * Without it the host answers every dialog at once, as a user who presses the positive button. The
   * signal aborts when the app closes the dialog itself (DialogHandler.close); the host then answers
   * the app with the app's own button type and result.
   */
  showDialog?: (config: DialogConfig, signal: AbortSignal) => Promise<DialogAnswer>;
  /** Told about every recorded host call as it is made, with the promise of its answer. */
  onCall?: (call: HostCall, answer: Promise<unknown>) => void;
}

/** What a dialog answers the app: the pressed button's type (1 positive, 0 negative, -1 cancel) and its result. */
export interface DialogAnswer {
  buttonType: number;
  result?: unknown;
}

export interface SimulatedHost {
  values: ChaynsReactValues;
  functions: ChaynsReactFunctions;
  /** Every host call so far, in order (by function name, in every face). */
  calls: HostCall[];
  /** The numbered app calls the library made in the chayns app face (./app.ts), in order. */
  appCalls: AppCall[];
  /** What the iframe and app faces saw of the library, in order (`iframe: the app connected`). */
  log: string[];
  /** What the host answers to a call, without recording it (the app face answers its app calls with it). */
  respond: (name: keyof ChaynsReactFunctions, ...args: unknown[]) => Promise<unknown>;
  /** Records a call the app made (by function name) and returns what `run` answers. */
  record: (name: keyof ChaynsReactFunctions, args: unknown[], run: () => unknown) => unknown;
  /** Asks about a dialog as the host would (the `showDialog` option, or the positive button at once). */
  askDialog: (config: DialogConfig, signal?: AbortSignal) => Promise<DialogAnswer>;
  /** The props a chayns host gives a module's component (see chayns-api's ModuleHost). */
  moduleProps: {data: ChaynsReactValues; functions: ChaynsReactFunctions; isModule: true};
  /** The provider with this host's data and functions. */
  Provider: (props: {children?: ReactNode}) => JSX.Element;
}

/** A signed-in user on a small chayns site, in German, on a desktop browser. */
export function defaultValues(): ChaynsReactValues {
  return {
    site: {
      id: '77890-12345',
      locationId: 123456,
      locationPersonId: '131-91234',
      color: '#005EB8',
      colorMode: ColorMode.Classic,
      dynamicFontSize: false,
      layoutDisposition: {
        barOnTop: false,
        barWide: false,
        contentWide: false,
        coverDetached: false,
        coverHidden: false,
        coverWide: false,
        docked: false,
      },
      domain: 'bakery.chayns.site',
      font: {id: Font.Roboto, dynamicFontSize: false, headlineFont: Font.Roboto},
      title: 'Corner Bakery',
      url: 'https://bakery.chayns.site/',
      urlHash: '',
      icon: 'https://bakery.chayns.site/icon.png',
    },
    user: {
      firstName: 'Alex',
      lastName: 'Example',
      nickName: 'alex',
      gender: Gender.Unknown,
      uacGroups: [{id: 1}],
      userId: 1234567,
      personId: '132-45678',
      isAnonymous: false,
    },
    isAdminModeActive: false,
    pages: [
      {
        id: 501,
        icon: 'fa-home',
        iconType: IconType.Font,
        customUrl: '',
        isExclusive: false,
        isHiddenFromMenu: false,
        minAge: 0,
        name: 'Opening hours',
        sortId: 1,
        siteId: '77890-12345',
        uacGroups: [],
        url: 'https://bakery.chayns.site/opening-hours',
        viewMode: 0,
      },
    ],
    currentPage: {id: 501, siteId: '77890-12345'},
    device: {
      browser: {name: 'Chrome', version: '130.0.0.0', majorVersion: 130, isWebPSupported: true},
      os: 'Linux',
      isTouch: false,
      screenSize: ScreenSize.LG,
      app: {
        name: AppName.Unknown,
        version: 0,
        appVersion: 0,
        callVersion: 0,
        flavor: AppFlavor.None,
      },
    },
    language: {
      site: Language.German,
      translation: null,
      device: Language.German,
      active: Language.German,
      user: Language.German,
    },
    parameters: {store: 'city-centre'},
    environment: {buildEnvironment: Environment.Production, runtimeEnvironment: RuntimeEnviroment.ChaynsWeb},
    customData: undefined,
    dialog: {dialogInput: undefined, isClosingRequested: false},
    styleSettings: undefined,
    chaynsApiId: 'simulated-host',
  };
}

let nextListenerId = 1;
const listenerId = () => nextListenerId++;

export interface DialogConfig {
  type?: DialogType | string;
  text?: string;
  /** A module dialog's module: chayns' login dialog is `chayns_login`. */
  system?: {scope?: string};
  list?: {id: number | string}[];
  multiselect?: boolean;
  interval?: boolean;
}

/** What a user would enter in a dialog of this type (the `result` of DialogHandler.open). */
export function dialogAnswer(config: DialogConfig): unknown {
  // The sign-in dialog (what `login` opens as a module dialog) hands back the new session's token.
  if (config.system?.scope === 'chayns_login') return {token: 'simulated-login-token'};
  switch (config.type) {
    case DialogType.INPUT:
      return 'Simulated input';
    case DialogType.SIGNATURE:
      return 'data:image/png;base64,';
    case DialogType.SELECT:
      return config.list?.slice(0, 1).map((item) => item.id) ?? [];
    case DialogType.DATE: {
      const start = new Date('2026-06-01T09:00:00Z');
      const end = new Date('2026-06-03T17:00:00Z');
      return config.multiselect || config.interval ? [start, end] : start;
    }
    case DialogType.FILE_SELECT:
      return [
        {
          contentType: 'image/png',
          filename: 'photo.png',
          id: 1,
          key: 'simulated-file',
          modifyTime: '2026-06-01T09:00:00Z',
          personId: '132-45678',
          size: 2048,
          url: 'https://bakery.chayns.site/photo.png',
        },
      ];
    default:
      return undefined;
  }
}

/** What the host answers when a test does not say otherwise: plausible, never a network call. */
function defaultResults(
  askDialog: (config: DialogConfig, signal?: AbortSignal) => Promise<DialogAnswer>,
  interactive: boolean,
): Partial<Record<keyof ChaynsReactFunctions, Fake>> {
  /** Dialogs a person still sees, by id: closing one from the app aborts it and answers with the app's values. */
  const open = new Map<number, {controller: AbortController; callback: (answer: unknown) => void}>();
  return {
    addGeoLocationListener: listenerId,
    addScrollListener: listenerId,
    addVisibilityChangeListener: listenerId,
    addToolbarChangeListener: listenerId,
    addWindowMetricsListener: listenerId,
    addAccessTokenChangeListener: listenerId,
    addAppleSafeAreaListener: listenerId,
    addDialogCloseRequestListener: listenerId,
    addDialogClientEventListener: listenerId,
    addDialogHostEventListener: listenerId,
    getAccessToken: () => ({accessToken: 'simulated-access-token'}),
    // A desktop browser has no notch: every inset is zero.
    getAppleSafeArea: () => ({top: 0, left: 0, bottom: 0, right: 0}),
    isTrustedUrl: (url: string) => new URL(url).hostname.endsWith('chayns.site'),
    getAvailableSharingServices: () => ({availableSharingApps: [], availableAndroidApps: []}),
    getGeoLocation: () => ({latitude: 52.2, longitude: 7.0, speed: null, accuracy: 12, isAccurate: true}),
    getScrollPosition: () => ({scrollX: 0, scrollY: 0}),
    getWindowMetrics: () => ({
      bottomBarHeight: 0,
      offsetTop: 0,
      pageHeight: 800,
      pageSize: ScreenSize.LG,
      pageWidth: 1280,
      topBarHeight: 0,
      windowHeight: 800,
    }),
    getUserInfo: () => undefined,
    // The user signs in (a real host shows its login dialog first; an interactive host shows it too).
    login: interactive
      ? ((async (value?: DialogConfig) => {
          const answer = await askDialog({type: DialogType.MODULE, ...value, system: {scope: 'chayns_login'}});
          const token = (answer.result as {token?: string} | undefined)?.token;
          return answer.buttonType === 1 && token
            ? {loginState: LoginState.SUCCESS, buttonType: 1, token}
            : {loginState: LoginState.LoginFailed, buttonType: answer.buttonType};
        }) as Fake)
      : () => ({loginState: LoginState.SUCCESS, buttonType: 1}),
    addAnonymousAccount: () => ({token: 'simulated-anonymous-token'}),
    // Opens the dialog and answers it once a person did (at once, positively, without `showDialog`).
    openDialog: ((config: DialogConfig, callback: (answer: unknown) => void) => {
      const id = listenerId();
      const controller = new AbortController();
      open.set(id, {controller, callback});
      void askDialog(config, controller.signal).then(
        (answer) => {
          if (open.delete(id)) callback(answer);
        },
        () => {
          if (open.delete(id)) callback({buttonType: -1});
        },
      );
      return id;
    }) as Fake,
    // The app closes a dialog it opened (DialogHandler.close): it disappears and answers with the app's values.
    closeDialog: ((id: number, result?: unknown, buttonType = -1) => {
      const dialog = open.get(id);
      if (!dialog) return;
      open.delete(id);
      dialog.controller.abort();
      dialog.callback({buttonType, result});
    }) as Fake,
  };
}

/** A new host with its own values and call log. */
export function createSimulatedHost(options: SimulatedHostOptions = {}): SimulatedHost {
  const values = {...defaultValues(), ...options.values};
  const calls: HostCall[] = [];
  const {showDialog, onCall} = options;
  const askDialog = (config: DialogConfig, signal: AbortSignal = new AbortController().signal) =>
    showDialog ? showDialog(config, signal) : Promise.resolve({buttonType: 1, result: dialogAnswer(config)});
  const results = {...defaultResults(askDialog, Boolean(showDialog)), ...options.results};
  const respond = (name: keyof ChaynsReactFunctions, ...args: unknown[]) =>
    Promise.resolve(results[name]?.(...(args as never[])));
  const record = (name: keyof ChaynsReactFunctions, args: unknown[], run: () => unknown): unknown => {
    const call = {name, args};
    calls.push(call);
    if (!onCall) return run();
    // Told before the call runs, so what the call shows (a dialog) can be matched to it.
    let settle: {resolve: (value: unknown) => void; reject: (error: unknown) => void} | undefined;
    onCall(call, new Promise((resolve, reject) => (settle = {resolve, reject})));
    try {
      const result = run();
      settle?.resolve(result);
      return result;
    } catch (error) {
      settle?.reject(error);
      throw error;
    }
  };
  const functions = Object.fromEntries(
    HOST_FUNCTIONS.map((name) => [name, (...args: unknown[]) => record(name, args, () => respond(name, ...args))]),
  ) as unknown as ChaynsReactFunctions;
  const moduleProps = {data: values, functions, isModule: true as const};
  const {ChaynsProvider: HostProvider} = options.library ?? {ChaynsProvider};
  function Provider({children}: {children?: ReactNode}): JSX.Element {
    return <HostProvider {...moduleProps}>{children}</HostProvider>;
  }
  return {values, functions, calls, appCalls: [], log: [], respond, record, askDialog, moduleProps, Provider};
}

/**
 * Every host function of chayns-api 3.x (`ChaynsReactFunctions`, a superset of 2.x's). The record type makes
 * `tsc` fail when the library adds or renames one, so the list cannot drift.
 */
const HOST_FUNCTION_SET: Record<keyof ChaynsReactFunctions, true> = {
  addGeoLocationListener: true,
  addScrollListener: true,
  addVisibilityChangeListener: true,
  addToolbarChangeListener: true,
  addWindowMetricsListener: true,
  customCallbackFunction: true,
  getAvailableSharingServices: true,
  getAccessToken: true,
  getCustomCookie: true,
  getGeoLocation: true,
  getUserInfo: true,
  getScrollPosition: true,
  getWindowMetrics: true,
  invokeCall: true,
  invokePaymentCall: true,
  invokeDialogCall: true,
  login: true,
  logout: true,
  navigateBack: true,
  openImage: true,
  openUrl: true,
  openVideo: true,
  openMedia: true,
  refreshData: true,
  refreshAccessToken: true,
  removeGeoLocationListener: true,
  removeScrollListener: true,
  removeVisibilityChangeListener: true,
  removeToolbarChangeListener: true,
  removeWindowMetricsListener: true,
  selectPage: true,
  scrollToY: true,
  sendMessageToGroup: true,
  sendMessageToPage: true,
  sendMessageToUser: true,
  setAdminMode: true,
  setCustomCookie: true,
  setDisplayTimeout: true,
  setFloatingButton: true,
  setHeight: true,
  setRefreshScrollEnabled: true,
  setScanQrCode: true,
  setTempDesignSettings: true,
  setWaitCursor: true,
  storageGetItem: true,
  storageRemoveItem: true,
  storageSetItem: true,
  vibrate: true,
  scrollByY: true,
  setOverlay: true,
  openDialog: true,
  closeDialog: true,
  setDialogResult: true,
  dispatchEventToDialogClient: true,
  addDialogClientEventListener: true,
  removeDialogClientEventListener: true,
  dispatchEventToDialogHost: true,
  addDialogHostEventListener: true,
  removeDialogHostEventListener: true,
  addAnonymousAccount: true,
  addAccessTokenChangeListener: true,
  removeAccessTokenChangeListener: true,
  redirect: true,
  addAppleSafeAreaListener: true,
  removeAppleSafeAreaListener: true,
  getAppleSafeArea: true,
  isTrustedUrl: true,
  addDialogCloseRequestListener: true,
  removeDialogCloseRequestListener: true,
  // ModuleFederationWrapper replaces this one with its own (a DialogHandler over openDialog).
  createDialog: true,
};

/** The names of all host functions. */
export const HOST_FUNCTIONS = Object.keys(HOST_FUNCTION_SET) as (keyof ChaynsReactFunctions)[];

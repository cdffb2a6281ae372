/**
 * The host's side of the preview's UI: what the app's host calls change (dialogs, toasts, the wait
 * cursor, the overlay, the floating button, notices, sign-in and admin mode), kept as an external
 * store that HostUi reads with `useSyncExternalStore`.
 */
import type {DialogAnswer, DialogConfig} from '../../../SimulatedHost';
import {callable, number, record, text} from './read';

/** chayns-api's DialogButtonType: what each kind of button answers the app. */
export const BUTTON = {positive: 1, negative: 0, cancel: -1} as const;

/** A dialog as the app configured it; read defensively (in the app face it arrived as JSON). */
export interface AnyDialog extends DialogConfig {
  buttons?: {type?: number; text?: string}[];
  placeholder?: string;
  inputType?: string;
  defaultValue?: string;
  list?: {id: number | string; name?: string; subtitle?: string; disabled?: boolean; isSelected?: boolean}[];
  dateType?: number;
  preselect?: unknown;
  minDate?: unknown;
  maxDate?: unknown;
  contentType?: string | string[];
  rootFolderName?: string;
  items?: unknown[];
  url?: string;
  system?: {url?: string; module?: string; scope?: string};
  dialogInput?: unknown;
  duration?: number;
  permanent?: boolean;
  showCloseIcon?: boolean;
  linkText?: string;
  onLinkClick?: unknown;
}

export interface OpenDialog {
  id: number;
  config: AnyDialog;
  answer: (answer: DialogAnswer) => void;
}

export interface HostUiState {
  dialogs: OpenDialog[];
  toasts: OpenDialog[];
  waitCursor?: {text?: string; progress?: number; progressText?: string};
  overlay?: {url?: string; onClick?: () => void};
  floatingButton?: {
    text?: string;
    icon?: string;
    badge?: string;
    color?: string;
    colorText?: string;
    position?: number;
    onClick: () => void;
  };
  notices: {id: number; text: string}[];
  signedIn: boolean;
  adminMode: boolean;
  height?: number;
}

/** The host's side of the UI: what host calls change, as an external store React reads. */
export class HostUiStore {
  private state: HostUiState;
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  /** Where the app's content scrolls (set by HostUi). */
  content: HTMLElement | null = null;

  constructor(signedIn: boolean) {
    this.state = {dialogs: [], toasts: [], notices: [], signedIn, adminMode: false};
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): HostUiState => this.state;

  private update(change: Partial<HostUiState>): void {
    this.state = {...this.state, ...change};
    for (const listener of this.listeners) listener();
  }

  /** Shows a notice of something the host would do outside the preview. */
  notice(message: string): void {
    const notices = [...this.state.notices, {id: this.nextId++, text: message}].slice(-4);
    this.update({notices});
  }

  dismissNotice(id: number): void {
    this.update({notices: this.state.notices.filter((notice) => notice.id !== id)});
  }

  /** Shows a dialog (a toast without blocking) and resolves with the person's answer. */
  showDialog = (config: DialogConfig, signal?: AbortSignal): Promise<DialogAnswer> =>
    new Promise((resolve) => {
      const id = this.nextId++;
      const key = config.type === 'toast' ? 'toasts' : 'dialogs';
      const remove = () => this.update({[key]: this.state[key].filter((dialog) => dialog.id !== id)});
      const answer = (result: DialogAnswer) => {
        remove();
        if (config.system?.scope === 'chayns_login' && result.buttonType === BUTTON.positive)
          this.update({signedIn: true});
        resolve(result);
      };
      signal?.addEventListener('abort', remove);
      this.update({[key]: [...this.state[key], {id, config: config as AnyDialog, answer}]});
    });

  /** Makes a host call visible; dialogs come through `showDialog`. */
  handleCall(name: string, args: unknown[]): void {
    const [first, second] = args;
    const value = record(first);
    switch (name) {
      case 'setWaitCursor':
        this.update({
          waitCursor: value.isEnabled
            ? {text: text(value.text), progress: number(value.progress), progressText: text(value.progressText)}
            : undefined,
        });
        break;
      case 'setOverlay':
        this.update({overlay: value.show === false ? undefined : {url: text(value.url), onClick: callable(second)}});
        break;
      case 'setFloatingButton': {
        const onClick = callable(second);
        this.update({
          floatingButton:
            value.isEnabled && onClick
              ? {
                  text: text(value.text),
                  icon: text(value.icon),
                  badge: text(value.badge),
                  color: text(value.color),
                  colorText: text(value.colorText),
                  position: number(value.position),
                  onClick,
                }
              : undefined,
        });
        break;
      }
      case 'scrollToY':
      case 'scrollByY': {
        const top = number(first) ?? 0;
        const behavior: ScrollBehavior = number(second) ? 'smooth' : 'auto';
        const content = this.content;
        if (!content) break;
        if (name === 'scrollToY' && typeof content.scrollTo === 'function') content.scrollTo({top, behavior});
        else if (name === 'scrollByY' && typeof content.scrollBy === 'function') content.scrollBy({top, behavior});
        break;
      }
      case 'openUrl':
        this.notice(`The app asked to open ${text(value.url) ?? 'a URL'}.`);
        break;
      case 'selectPage': {
        const page =
          text(value.showName) ?? text(value.path) ?? (value.id !== undefined ? `page ${String(value.id)}` : 'a page');
        this.notice(`The app asked to open ${page}.`);
        break;
      }
      case 'redirect':
        this.notice(`The app asked to redirect to ${text(value.destination) ?? 'another address'}.`);
        break;
      case 'navigateBack':
        this.notice('The app asked to go back.');
        break;
      case 'openImage':
      case 'openVideo':
      case 'openMedia':
        this.notice(`The app asked to show media (${name}).`);
        break;
      case 'vibrate': {
        const pattern = Array.isArray(value.pattern) ? value.pattern.join(', ') : '';
        this.notice(`The device vibrates${pattern ? ` (${pattern} ms)` : ''}.`);
        break;
      }
      case 'setHeight': {
        const height = number(first);
        this.update({height});
        if (height !== undefined) this.notice(`The app asked for a height of ${height} px.`);
        break;
      }
      case 'setAdminMode':
        this.update({adminMode: Boolean(first)});
        this.notice(first ? 'Admin mode is on.' : 'Admin mode is off.');
        break;
      case 'logout':
        this.update({signedIn: false});
        this.notice('The user signed out.');
        break;
      default:
        break;
    }
  }
}

/**
 * The visible chayns host of the playground's preview frame: a chayns site page (header bar in the
 * site's colour with its title and the user, the app's content area) on which whatever the app asks of
 * its host happens where a person sees it: dialogs of every type as modal `<dialog>`s answered by mouse
 * or keyboard, toasts, the wait cursor, the overlay, the floating button, and notices for what the
 * host would do outside the preview (open a URL, select a page, vibrate). The frame entry (./index.tsx)
 * feeds it the host's calls through a HostUiStore.
 */
import React, {useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import type {DialogAnswer, DialogConfig} from '../../SimulatedHost';

/** chayns-api's DialogButtonType: what each kind of button answers the app. */
export const BUTTON = {positive: 1, negative: 0, cancel: -1} as const;

/** A dialog as the app configured it; read defensively (in the app face it arrived as JSON). */
interface AnyDialog extends DialogConfig {
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

interface OpenDialog {
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

/** A function the app handed over (in the iframe face a comlink proxy, which is callable too). */
function callable(value: unknown): (() => void) | undefined {
  return typeof value === 'function'
    ? () => void Promise.resolve((value as () => unknown)()).catch(() => undefined)
    : undefined;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

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

/** Text of a dialog's `text`, which chayns renders as HTML: the tags dropped, the words kept. */
function plain(value: unknown): string {
  return typeof value === 'string' ? value.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '') : '';
}

const HEADINGS: Record<string, string> = {
  alert: 'Notice',
  confirm: 'Please confirm',
  input: 'Your input',
  select: 'Choose',
  date: 'Pick a date',
  signature: 'Your signature',
  fileSelect: 'Choose files',
  fileExplorer: 'Browse files',
  iframe: 'Page in a dialog',
  module: 'Module in a dialog',
};

/** The files the host's fake file store offers. */
const FILES = [
  {filename: 'storefront.png', contentType: 'image/png', size: 48213},
  {filename: 'menu.pdf', contentType: 'application/pdf', size: 120532},
  {filename: 'opening-hours.txt', contentType: 'text/plain', size: 412},
];

function fileResult(file: (typeof FILES)[number], index: number) {
  return {
    id: index + 1,
    key: `simulated-file-${index + 1}`,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    modifyTime: '2026-06-01T09:00:00Z',
    personId: '132-45678',
    url: `https://bakery.chayns.site/files/${file.filename}`,
  };
}

function acceptsType(contentType: AnyDialog['contentType'], type: string): boolean {
  const accepted = (Array.isArray(contentType) ? contentType : contentType ? [contentType] : []).filter(Boolean);
  if (accepted.length === 0) return true;
  return accepted.some((pattern) => {
    const [kind, sub] = pattern.split('/');
    const [fileKind, fileSub] = type.split('/');
    return kind === fileKind && (sub === '*' || sub === undefined || sub === fileSub);
  });
}

/** A date value as an `<input>` of the kind wants it, in local time. */
function inputDate(value: unknown, kind: string): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return kind === 'time' ? time : kind === 'date' ? day : `${day}T${time}`;
}

function parseInputDate(value: string, kind: string): Date | undefined {
  if (!value) return undefined;
  if (kind === 'time') {
    const [hours, minutes] = value.split(':').map(Number);
    const date = new Date();
    date.setHours(hours ?? 0, minutes ?? 0, 0, 0);
    return date;
  }
  const date = new Date(kind === 'date' ? `${value}T00:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

interface FileItem {
  id: string | number;
  name: string;
}

/** A file explorer's items, folders first by path, as a flat list a person picks one from. */
function flattenItems(items: unknown[], prefix = ''): FileItem[] {
  return items.flatMap((item) => {
    const entry = record(item);
    const name = `${prefix}${text(entry.name) ?? String(entry.id)}`;
    const id = typeof entry.id === 'number' || typeof entry.id === 'string' ? entry.id : name;
    const children = Array.isArray(entry.children) ? flattenItems(entry.children, `${name}/`) : [];
    return [{id, name: Array.isArray(entry.children) ? `${name}/` : name}, ...children];
  });
}

/** A small canvas to sign on with a pointer, or with the "Sign for me" button by keyboard. */
function SignaturePad({onChange}: {onChange: (dataUrl: string) => void}): JSX.Element {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const context = () => canvas.current?.getContext?.('2d') ?? null;
  const publish = () => {
    if (canvas.current && typeof canvas.current.toDataURL === 'function')
      onChange(canvas.current.toDataURL('image/png'));
  };
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const signForMe = () => {
    const ctx = context();
    if (!ctx) return;
    ctx.beginPath();
    ctx.moveTo(20, 60);
    ctx.bezierCurveTo(50, 10, 70, 100, 100, 50);
    ctx.bezierCurveTo(120, 20, 150, 90, 190, 40);
    ctx.stroke();
    publish();
  };
  return (
    <div className="host-signature">
      <canvas
        ref={canvas}
        width={240}
        height={100}
        role="img"
        aria-label="Signature area: draw with the mouse or a finger"
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          context()?.lineTo(...point(event));
          context()?.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          publish();
        }}
      />
      <button type="button" className="host-button host-secondary" onClick={signForMe}>
        Sign for me
      </button>
    </div>
  );
}

/** The fields of a dialog of one type; `setResult` keeps what the positive button answers. */
function DialogFields({
  config,
  setResult,
}: {
  config: AnyDialog;
  setResult: (result: unknown) => void;
}): JSX.Element | null {
  const id = useId();
  const [selected, setSelected] = useState<(number | string)[]>(() =>
    (config.list ?? []).filter((item) => item.isSelected).map((item) => item.id),
  );
  useEffect(() => {
    if (config.type === 'select') setResult(selected);
  }, [config.type, selected, setResult]);

  switch (config.type) {
    case 'input': {
      const type = ['number', 'password', 'tel', 'text'].includes(config.inputType ?? '') ? config.inputType : 'text';
      const props = {
        id: `${id}-input`,
        placeholder: text(config.placeholder),
        defaultValue: config.defaultValue ?? '',
        onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setResult(event.target.value),
        autoFocus: true,
      };
      return (
        <p className="host-field">
          <label htmlFor={props.id}>{text(config.placeholder) ?? 'Your input'}</label>
          {config.inputType === 'textarea' ? <textarea {...props} rows={3} /> : <input {...props} type={type} />}
        </p>
      );
    }
    case 'select': {
      const multi = Boolean(config.multiselect);
      return (
        <fieldset className="host-choices">
          <legend>{multi ? 'Choose any' : 'Choose one'}</legend>
          {(config.list ?? []).map((item) => (
            <label key={String(item.id)}>
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={`${id}-select`}
                checked={selected.includes(item.id)}
                disabled={item.disabled}
                onChange={(event) =>
                  setSelected((now) =>
                    multi
                      ? event.target.checked
                        ? [...now, item.id]
                        : now.filter((one) => one !== item.id)
                      : [item.id],
                  )
                }
              />{' '}
              {item.name ?? String(item.id)}
              {item.subtitle ? <span className="host-muted"> – {item.subtitle}</span> : null}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'date': {
      const kind = config.dateType === 1 ? 'time' : config.dateType === 2 ? 'datetime-local' : 'date';
      const two = Boolean(config.multiselect || config.interval);
      const preselect = Array.isArray(config.preselect) ? config.preselect : [config.preselect];
      const values = [inputDate(preselect[0], kind), inputDate(preselect[1], kind)];
      const read = (form: HTMLElement | null) => {
        const inputs = Array.from(form?.querySelectorAll('input') ?? []);
        const dates = inputs.map((input) => parseInputDate(input.value, kind));
        setResult(two ? dates.filter(Boolean) : dates[0]);
      };
      return (
        <div className="host-field" onChange={(event) => read(event.currentTarget)}>
          <label htmlFor={`${id}-date-0`}>{two ? (config.interval ? 'From' : 'First date') : 'Date'}</label>
          <input id={`${id}-date-0`} type={kind} defaultValue={values[0]} autoFocus />
          {two ? (
            <>
              <label htmlFor={`${id}-date-1`}>{config.interval ? 'Until' : 'Second date'}</label>
              <input id={`${id}-date-1`} type={kind} defaultValue={values[1]} />
            </>
          ) : null}
        </div>
      );
    }
    case 'signature':
      return <SignaturePad onChange={setResult} />;
    case 'fileSelect': {
      const files = FILES.map(fileResult).filter((file) => acceptsType(config.contentType, file.contentType));
      const multi = Boolean(config.multiselect);
      return (
        <fieldset className="host-choices">
          <legend>Files on this device (simulated)</legend>
          {files.length === 0 ? <p>No file of the asked type.</p> : null}
          {files.map((file) => (
            <label key={file.id}>
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={`${id}-files`}
                onChange={(event) => {
                  const form = event.currentTarget.closest('fieldset');
                  const picked = Array.from(form?.querySelectorAll('input') ?? []).flatMap((input, index) =>
                    input.checked ? [files[index]] : [],
                  );
                  setResult(picked);
                }}
              />{' '}
              {file.filename} <span className="host-muted">({Math.ceil(file.size / 1024)} KB)</span>
            </label>
          ))}
        </fieldset>
      );
    }
    case 'fileExplorer': {
      const items = flattenItems(Array.isArray(config.items) ? config.items : []);
      return (
        <fieldset className="host-choices">
          <legend>{text(config.rootFolderName) ?? 'Files'}</legend>
          {items.length === 0 ? <p>The folder is empty.</p> : null}
          {items.map((item) => (
            <label key={String(item.id)}>
              <input type="radio" name={`${id}-explorer`} onChange={() => setResult(item.id)} /> {item.name}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'iframe':
    case 'module': {
      const input = config.dialogInput === undefined ? undefined : JSON.stringify(config.dialogInput);
      return (
        <div className="host-panel">
          <p>
            {config.type === 'iframe'
              ? `A chayns host would load ${text(config.url) ?? 'a page'} here.`
              : `A chayns host would load the module ${text(config.system?.module) ?? '?'} of ${
                  text(config.system?.scope) ?? '?'
                } from ${text(config.system?.url) ?? '?'} here.`}
          </p>
          {input ? (
            <p>
              Its input: <code>{input.length > 200 ? `${input.slice(0, 200)}…` : input}</code>
            </p>
          ) : null}
        </div>
      );
    }
    default:
      return null;
  }
}

/** The buttons a dialog shows: the app's own, or the host's for its type. */
function buttonsOf(config: AnyDialog, login: boolean): {type: number; text: string}[] {
  const own = (config.buttons ?? []).filter((button) => typeof button.type === 'number' && text(button.text));
  if (own.length > 0) return own as {type: number; text: string}[];
  if (login)
    return [
      {type: BUTTON.positive, text: 'Sign in'},
      {type: BUTTON.cancel, text: 'Cancel'},
    ];
  if (config.type === 'alert') return [{type: BUTTON.positive, text: 'OK'}];
  return [
    {type: BUTTON.positive, text: 'OK'},
    {type: BUTTON.cancel, text: 'Cancel'},
  ];
}

/** One modal dialog, as a chayns host shows it. */
function HostDialog({dialog}: {dialog: OpenDialog}): JSX.Element {
  const {config} = dialog;
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const login = config.system?.scope === 'chayns_login';
  const [result, setResult] = useState<unknown>(() =>
    config.type === 'input' ? (config.defaultValue ?? '') : undefined,
  );
  const [name, setName] = useState('Alex Example');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else element.setAttribute('open', '');
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
    };
  }, []);
  const answer = (buttonType: number) => {
    if (buttonType !== BUTTON.positive) return dialog.answer({buttonType});
    if (login) return dialog.answer({buttonType, result: {token: `simulated-login-token-${encodeURIComponent(name)}`}});
    return dialog.answer({buttonType, result});
  };
  const words = plain(config.text);
  return (
    <dialog
      ref={ref}
      className="host-dialog"
      aria-labelledby={headingId}
      onCancel={(event) => {
        // Escape: the host answers as for the cancel button.
        event.preventDefault();
        answer(BUTTON.cancel);
      }}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          answer(BUTTON.positive);
        }}>
        <h2 id={headingId}>{login ? 'Sign in to Corner Bakery' : (HEADINGS[String(config.type)] ?? 'Dialog')}</h2>
        {words ? <p className="host-dialog-text">{words}</p> : null}
        {login ? (
          <p className="host-field">
            <label htmlFor={`${headingId}-name`}>Name</label>
            <input id={`${headingId}-name`} value={name} onChange={(event) => setName(event.target.value)} autoFocus />
          </p>
        ) : (
          <DialogFields config={config} setResult={setResult} />
        )}
        <div className="host-dialog-buttons">
          {buttonsOf(config, login).map((button, index) => (
            <button
              key={`${button.type}-${index}`}
              type={button.type === BUTTON.positive ? 'submit' : 'button'}
              className={button.type === BUTTON.positive ? 'host-button' : 'host-button host-secondary'}
              onClick={button.type === BUTTON.positive ? undefined : () => answer(button.type)}>
              {button.text}
            </button>
          ))}
        </div>
      </form>
    </dialog>
  );
}

/** A non-modal toast: announced, gone after its duration unless permanent. */
function Toast({dialog}: {dialog: OpenDialog}): JSX.Element {
  const {config} = dialog;
  useEffect(() => {
    if (config.permanent) return;
    const timer = setTimeout(() => dialog.answer({buttonType: BUTTON.cancel}), number(config.duration) ?? 5000);
    return () => clearTimeout(timer);
  }, [config.permanent, config.duration, dialog]);
  const onLink = callable(config.onLinkClick);
  return (
    <div className="host-toast" role="status">
      <span>{plain(config.text) || 'Toast'}</span>
      {config.linkText && onLink ? (
        <button type="button" className="host-link" onClick={onLink}>
          {config.linkText}
        </button>
      ) : null}
      {config.showCloseIcon || config.permanent ? (
        <button type="button" className="host-link" onClick={() => dialog.answer({buttonType: BUTTON.cancel})}>
          Close
        </button>
      ) : null}
    </div>
  );
}

/** Black or white, whichever reads better on a background colour (for an app-chosen button colour). */
function readableOn(color: string | undefined): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(color ?? '')?.[1];
  if (!hex) return '#ffffff';
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.18 ? '#000000' : '#ffffff';
}

export interface HostUiProps {
  store: HostUiStore;
  siteTitle: string;
  siteColor: string;
  userName?: string;
  colorMode: 'light' | 'dark';
  screen: 'phone' | 'tablet' | 'desktop';
  /** What the face is, shown under the header (module, iframe, app). */
  faceLabel: string;
  children?: ReactNode;
}

/** The simulated chayns page around the app. */
export function HostUi({
  store,
  siteTitle,
  siteColor,
  userName,
  colorMode,
  screen,
  faceLabel,
  children,
}: HostUiProps): JSX.Element {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const content = useRef<HTMLElement>(null);
  useEffect(() => {
    store.content = content.current;
  }, [store]);
  const signIn = () => void store.showDialog({type: 'module', system: {scope: 'chayns_login'}}).catch(() => undefined);
  const fab = state.floatingButton;
  return (
    <div className={`host host-${colorMode} host-${screen}`} style={{'--site-color': siteColor} as React.CSSProperties}>
      <header className="host-header">
        <p className="host-title">{siteTitle}</p>
        <div className="host-user">
          {state.adminMode ? <span className="host-badge">Admin mode</span> : null}
          {state.signedIn && userName ? (
            <span>{userName}</span>
          ) : (
            <button type="button" className="host-header-button" onClick={signIn}>
              Sign in
            </button>
          )}
        </div>
      </header>
      <div className="host-notices" role="log" aria-label="What the app asked of the host">
        {state.notices.map((notice) => (
          <p key={notice.id} className="host-notice">
            {notice.text}{' '}
            <button type="button" className="host-link" onClick={() => store.dismissNotice(notice.id)}>
              Dismiss
            </button>
          </p>
        ))}
      </div>
      <main
        ref={content}
        className="host-content"
        aria-label={`The app (${faceLabel})`}
        tabIndex={-1}
        style={state.height !== undefined ? {minHeight: state.height} : undefined}>
        <div className="host-app">{children}</div>
        {state.overlay ? (
          <button
            type="button"
            className="host-overlay"
            onClick={() => {
              state.overlay?.onClick?.();
              store.handleCall('setOverlay', [{show: false}]);
            }}>
            {state.overlay.url ? `Overlay: a chayns host would show ${state.overlay.url}. ` : 'Overlay. '}
            Press to close.
          </button>
        ) : null}
      </main>
      {state.waitCursor ? (
        <div className="host-wait" role="status">
          <span className="host-spinner" aria-hidden="true" />
          <span>
            {state.waitCursor.text ?? 'Please wait…'}
            {state.waitCursor.progress !== undefined ? ` ${Math.round(state.waitCursor.progress)} %` : ''}
            {state.waitCursor.progressText ? ` ${state.waitCursor.progressText}` : ''}
          </span>
        </div>
      ) : null}
      {fab ? (
        <button
          type="button"
          className={`host-fab host-fab-${fab.position === 1 ? 'center' : fab.position === 2 ? 'left' : 'right'}`}
          style={fab.color ? {background: fab.color, color: fab.colorText ?? readableOn(fab.color)} : undefined}
          aria-label={fab.text ?? (fab.icon ? `Floating button (${fab.icon})` : 'Floating button')}
          onClick={fab.onClick}>
          {fab.text ?? '+'}
          {fab.badge ? <span className="host-fab-badge">{fab.badge}</span> : null}
        </button>
      ) : null}
      <div className="host-toasts">
        {state.toasts.map((toast) => (
          <Toast key={toast.id} dialog={toast} />
        ))}
      </div>
      {state.dialogs.map((dialog) => (
        <HostDialog key={dialog.id} dialog={dialog} />
      ))}
    </div>
  );
}

/** The frame's only styles: the host page in light and dark, readable (AA contrast) in both. */
export const HOST_UI_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.host{--bg:#f3f4f6;--card:#ffffff;--fg:#1b1f24;--muted:#4b5563;--line:#c8ccd2;--link:#00468a;--notice:#fff7d6;display:flex;flex-direction:column;height:100vh;background:var(--bg);color:var(--fg)}
.host-dark{--bg:#16181c;--card:#22252b;--fg:#eceef1;--muted:#b4bac3;--line:#4a4f58;--link:#8cc4ff;--notice:#3a3420;color-scheme:dark}
.host-header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 16px;background:var(--site-color);color:#fff}
.host-title{margin:0;font-weight:600;font-size:17px}
.host-user{display:flex;align-items:center;gap:8px}
.host-badge{border:1px solid #fff;border-radius:10px;padding:0 8px;font-size:13px}
.host-header-button{font:inherit;color:#fff;background:transparent;border:1px solid #fff;border-radius:4px;padding:3px 10px;cursor:pointer}
.host-notices{padding:0 16px}
.host-notice{margin:8px 0 0;padding:6px 10px;background:var(--notice);border:1px solid var(--line);border-radius:4px}
.host-content{position:relative;flex:1;overflow:auto;padding:16px}
.host-app{margin:0 auto;max-width:100%;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:16px;min-height:60px}
.host-phone .host-app{max-width:375px}
.host-tablet .host-app{max-width:768px}
.host a{color:var(--link)}
.host button:focus-visible,.host input:focus-visible,.host textarea:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.host-button{font:inherit;background:var(--site-color);color:#fff;border:1px solid var(--site-color);border-radius:4px;padding:6px 14px;cursor:pointer}
.host-secondary{background:transparent;color:var(--fg);border-color:var(--line)}
.host-link{font:inherit;background:none;border:0;padding:0;color:var(--link);text-decoration:underline;cursor:pointer}
.host-muted{color:var(--muted)}
.host-dialog{background:var(--card);color:var(--fg);border:1px solid var(--line);border-radius:8px;padding:18px;width:min(420px,calc(100vw - 32px))}
.host-dialog::backdrop{background:rgba(0,0,0,.45)}
.host-dialog h2{margin:0 0 8px;font-size:18px}
.host-dialog-text{white-space:pre-line}
.host-dialog-buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:14px}
.host-field{display:flex;flex-direction:column;gap:4px}
.host-field input,.host-field textarea{font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--muted);border-radius:4px;padding:5px 8px}
.host-choices{border:1px solid var(--line);border-radius:4px;display:flex;flex-direction:column;gap:4px}
.host-panel{border:1px dashed var(--muted);border-radius:4px;padding:8px 12px}
.host-signature{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.host-signature canvas{background:#fff;border:1px solid var(--muted);border-radius:4px;touch-action:none}
.host-overlay{position:absolute;inset:0;font:inherit;color:#fff;background:rgba(0,0,0,.6);border:0;cursor:pointer}
.host-wait{position:fixed;left:50%;top:40%;transform:translate(-50%,-50%);display:flex;align-items:center;gap:10px;background:var(--card);color:var(--fg);border:1px solid var(--line);border-radius:8px;padding:12px 16px;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.host-spinner{width:22px;height:22px;border:3px solid var(--line);border-top-color:var(--site-color);border-radius:50%;animation:host-spin .8s linear infinite}
.host-dark .host-spinner{border-top-color:#fff}
@keyframes host-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.host-spinner{animation-duration:3s}}
.host-fab{position:fixed;bottom:18px;min-width:52px;height:52px;border-radius:26px;padding:0 18px;font:inherit;font-size:18px;background:var(--site-color);color:#fff;border:0;box-shadow:0 3px 10px rgba(0,0,0,.3);cursor:pointer}
.host-fab-right{right:18px}
.host-fab-left{left:18px}
.host-fab-center{left:50%;transform:translateX(-50%)}
.host-fab-badge{position:absolute;top:-4px;right:-4px;background:#b00020;color:#fff;border-radius:9px;font-size:12px;padding:0 6px}
.host-toasts{position:fixed;left:50%;bottom:18px;transform:translateX(-50%);display:flex;flex-direction:column;gap:8px;z-index:10}
.host-toast{display:flex;gap:12px;align-items:center;background:#1b1f24;color:#fff;border-radius:6px;padding:10px 14px;box-shadow:0 3px 10px rgba(0,0,0,.3)}
.host-toast .host-link{color:#9fd0ff}
.host-dark .host-toast{background:#eceef1;color:#1b1f24}
.host-dark .host-toast .host-link{color:#00468a}
.host-output{margin-top:12px}
.host-output pre{white-space:pre-wrap;word-break:break-word;margin:4px 0;padding:8px;border:1px solid var(--line);border-radius:4px;font-size:13px}
.host-error{border:2px solid #b00020;border-radius:6px;padding:10px 12px;margin-top:12px}
.host-dark .host-error{border-color:#ff8a80}
.host-error h2,.host-output h2{margin:0 0 6px;font-size:16px}
`;

import React, {useEffect, useId, useRef, useState} from 'react';
import {DialogFields} from './fields';
import {plain, text} from './read';
import {BUTTON, type AnyDialog, type OpenDialog} from './store';

/** Each dialog type's heading (the sign-in dialog has its own). */
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
export function HostDialog({dialog}: {dialog: OpenDialog}): JSX.Element {
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

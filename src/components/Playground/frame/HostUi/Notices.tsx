/** What the host says without asking: the app's toasts, and its notices of what it would do outside the preview. */
import React, {useEffect} from 'react';
import {callable, number, plain} from './read';
import {BUTTON, type HostUiState, type HostUiStore, type OpenDialog} from './store';

/** A non-modal toast: announced, gone after its duration unless permanent. */
export function Toast({dialog}: {dialog: OpenDialog}): JSX.Element {
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

/** The notices of what the app asked of the host that the preview cannot do (open a URL, vibrate), each dismissable. */
export function Notices({store, notices}: {store: HostUiStore; notices: HostUiState['notices']}): JSX.Element {
  return (
    <div className="host-notices" role="log" aria-label="What the app asked of the host">
      {notices.map((notice) => (
        <p key={notice.id} className="host-notice">
          {notice.text}{' '}
          <button type="button" className="host-link" onClick={() => store.dismissNotice(notice.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}

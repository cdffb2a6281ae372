/**
 * The visible chayns host of the playground's preview frame: a chayns site page (header bar in the
 * site's colour with its title and the user, the app's content area) on which whatever the app asks of
 * its host happens where a person sees it: dialogs of every type as modal `<dialog>`s answered by mouse
 * or keyboard, toasts, the wait cursor, the overlay, the floating button, and notices for what the
 * host would do outside the preview (open a URL, select a page, vibrate). The frame entry (../index.tsx)
 * feeds it the host's calls through a HostUiStore.
 *
 * Here: the page around the app. Beside it: the store (./store.ts), a dialog (./Dialog.tsx) and its
 * fields per dialog type (./fields/), toasts and notices (./Notices.tsx), the frame's styles (./styles.ts).
 */
import React, {useEffect, useRef, useSyncExternalStore, type ReactNode} from 'react';
import {HostDialog} from './Dialog';
import {Notices, Toast} from './Notices';
import type {HostUiStore} from './store';

export {HostUiStore, type HostUiState} from './store';
export {HOST_UI_CSS} from './styles';

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
      <Notices store={store} notices={state.notices} />
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

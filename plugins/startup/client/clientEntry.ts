/**
 * Stands in for Docusaurus 3.6.1's browser entry, `@docusaurus/core/lib/client/clientEntry.js`
 * (an alias of that file, see ../index.ts). It is upstream's (render the app into the
 * server-rendered page, hydrating it when the build is a static one), with these differences:
 *
 * - It preloads the route that the router will render: upstream preloads the raw path, so
 *   for `/docs/index.html` (which the router renders as `/docs/`) the page's own chunks were
 *   missing when React rendered, and the content area could stay empty while they loaded.
 * - It hydrates only markup that was rendered for this very path. A static host answers an
 *   unknown path with `404.html`, and `/docs/x.html` or `/index.html` with markup rendered
 *   for another path; hydrating that makes React report hydration errors in the console and
 *   render again. The page's canonical URL (which Docusaurus renders into every page) tells
 *   which path the markup was rendered for; when it differs, the app renders afresh.
 * - It renders even when one of the page's chunks fails to load (flaky network, a deploy that
 *   replaced the assets). Upstream then never hydrates and throws an unhandled rejection: the
 *   reader is left with a static page whose menus, colour toggle and search do nothing. Here
 *   the app renders (not hydrates: the markup cannot match), and the route's loader shows
 *   the error with a Retry button, as a failed chunk must.
 * - It mounts our `window.docusaurus` (./docusaurus.ts); upstream's entry is the only module
 *   that imports upstream's.
 *
 * `tests/browser/states.spec.ts` fails when a failed chunk leaves the page without its app,
 * `tests/browser/routes.spec.ts` when a path ending in `index.html` or `.html` does not show
 * the page of the bare path or logs hydration errors.
 */
import React, {startTransition} from 'react';
import ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import App from '@docusaurus/core/lib/client/App';
import preload from '@docusaurus/core/lib/client/preload';
import normalizeLocation from '@docusaurus/core/lib/client/normalizeLocation';
import docusaurus from './docusaurus';

declare global {
  // Webpack's (and Rspack's) Hot Module Replacement API, present in development only.
  interface NodeModule {
    hot?: {accept(): void};
  }
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

// Client-side render (e.g: running in browser) to become single-page
// application (SPA).
if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const container = document.getElementById('__docusaurus')!;
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  // Set when one of the page's chunks failed to load (see below).
  let preloadFailed = false;
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    // Hydrate only markup that was rendered for this very path (see the top of this file).
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const renderedForThisPath = canonical !== null && new URL(canonical.href).pathname === window.location.pathname;
    if (hydrate && renderedForThisPath && !preloadFailed) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  // Request the chunks of the route the router renders (`/docs/index.html` renders `/docs/`),
  // not those of the raw path. A chunk that fails to load must not leave the server-rendered
  // page without its app: render anyway, and the route then shows its loading error with a
  // Retry button.
  const {pathname, search, hash} = window.location;
  void preload(normalizeLocation({pathname, search, hash, state: undefined}).pathname)
    .catch((error: unknown) => {
      preloadFailed = true;
      console.warn('Docusaurus could not preload this page; rendering it anyway.', error);
    })
    .then(() => {
      startTransition(renderApp);
    });
  // Webpack Hot Module Replacement API
  if (module.hot) {
    // Self-accepting method/ trick
    // (https://github.com/webpack/webpack-dev-server/issues/100#issuecomment-290911036)
    module.hot.accept();
  }
}

/**
 * Stands in for Docusaurus 3.6.1's browser entry, `@docusaurus/core/lib/client/clientEntry.js`
 * (an alias of that file, see ../index.ts). It does what upstream's does (render the app
 * into the server-rendered page, hydrating it when the build is a static one), with these
 * differences:
 *
 * - The app starts in steps, each in a task of its own. Upstream imports everything
 *   statically, so evaluating the main bundle (React, the theme, the route table), and then
 *   asking for the current page's chunks (one script element each, about a dozen on an API
 *   page), were two long tasks; Lighthouse counts the blocking time of every task above
 *   50 ms, and a reader's first tap waits for them. This entry yields to the browser
 *   (`setTimeout(…, 0)`) between the steps: React, the theme's navbar items, the navbar, the
 *   layout (the largest parts of the theme, all of theme-classic), the app with its route
 *   table, the page's chunks, and rendering (hydration was already a time-sliced transition).
 *   Each step is an eager `import()`, so nothing moves out of the main bundle.
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
 *
 * `tests/browser/startup.spec.ts` fails when the bundle starts the app in the task that
 * evaluates it; `tests/browser/states.spec.ts` when a failed chunk or another path's markup
 * leaves the page without its app or with hydration errors.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

declare global {
  // Webpack's (and Rspack's) Hot Module Replacement API, present in development only.
  interface NodeModule {
    hot?: {accept(): void};
  }
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function start(): Promise<void> {
  await nextTask();
  const [{default: React}, {default: ReactDOM}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  // The theme's layout (navbar, footer and what they use) is most of the app's code.
  await import(/* webpackMode: "eager" */ '@theme/NavbarItem');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Navbar');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  const [
    {HelmetProvider},
    {BrowserRouter, HashRouter},
    {default: siteConfig},
    {default: App},
    {default: preload},
    {default: normalizeLocation},
    {default: docusaurus},
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/normalizeLocation'),
    // Ours (./docusaurus.ts); upstream's entry was the only module to import upstream's.
    import(/* webpackMode: "eager" */ './docusaurus'),
  ]);
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
  await nextTask();
  const {pathname, search, hash} = window.location;
  await preload(normalizeLocation({pathname, search, hash, state: undefined}).pathname).catch((error: unknown) => {
    preloadFailed = true;
    console.warn('Docusaurus could not preload this page; rendering it anyway.', error);
  });
  React.startTransition(renderApp);
}

// Client-side render (e.g: running in browser) to become single-page
// application (SPA).
if (ExecutionEnvironment.canUseDOM) {
  void start();
  // Webpack Hot Module Replacement API
  if (module.hot) {
    // Self-accepting method/ trick
    // (https://github.com/webpack/webpack-dev-server/issues/100#issuecomment-290911036)
    module.hot.accept();
  }
}

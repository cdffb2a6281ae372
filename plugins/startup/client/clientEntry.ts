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
 * - It starts in steps, each a task of its own: the route table, then each of the page's chunk
 *   requests, then React DOM, then the app's modules, then hydration. Upstream evaluates all of
 *   the app's modules and requests every chunk of the page in the one task that runs the
 *   bundle: 60-140 ms at full CPU speed on this machine, four times that under Lighthouse's
 *   mobile CPU slowdown, and all of it blocking the reader's first tap (bench/report.md,
 *   "Mobile blocking time"). The modules stay in the main bundle (`webpackMode: "eager"`):
 *   only the moment they are evaluated changes.
 *
 * `tests/browser/states.spec.ts` fails when a failed chunk leaves the page without its app,
 * `tests/browser/routes.spec.ts` when a path ending in `index.html` or `.html` does not show
 * the page of the bare path or logs hydration errors.
 */
import {startTransition} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

declare global {
  // Webpack's (and Rspack's) Hot Module Replacement API, present in development only.
  interface NodeModule {
    hot?: {accept(): void};
  }
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Resolves in a task of its own, so that the work after it does not lengthen the current task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  // The route table (a component per route of both versions), the chunk names of each route,
  // and `window.docusaurus`, which links call once they are mounted.
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  const [{routeChunkNames}, {default: registry}] = await Promise.all([
    import(/* webpackMode: "eager" */ './routeChunks'),
    import(/* webpackMode: "eager" */ '@generated/registry'),
  ]);
  await nextTask();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ './docusaurus');
  window.docusaurus = docusaurus;
  await nextTask();

  // Request the chunks of the route the router renders (`/docs/index.html` renders `/docs/`),
  // not those of the raw path, one chunk's request per task. The preload below then finds
  // them requested; it is what reports a chunk that failed.
  const {default: normalizeLocation} = await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/normalizeLocation'
  );
  const {pathname, search, hash} = window.location;
  const routePath = normalizeLocation({pathname, search, hash, state: undefined}).pathname;
  // Matching compiles the path of every route it tries: a task of its own.
  const chunkNames = routeChunkNames(routePath);
  await nextTask();
  for (const name of chunkNames) {
    // A failure surfaces in the preload below, which requests the same chunk again.
    registry[name]?.[0]().catch(() => undefined);
    await nextTask();
  }
  // A chunk that fails to load must not leave the server-rendered page without its app:
  // render anyway, and the route then shows its loading error with a Retry button.
  const {default: preload} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload');
  let preloadFailed = false;
  const preloaded = preload(routePath).catch((error: unknown) => {
    preloadFailed = true;
    console.warn('Docusaurus could not preload this page; rendering it anyway.', error);
  });
  await nextTask();

  // React DOM, then the app, while the chunks load.
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{default: React}, {HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}, {default: App}] =
    await Promise.all([
      import(/* webpackMode: "eager" */ 'react'),
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    ]);
  await preloaded;
  await nextTask();

  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const container = document.getElementById('__docusaurus')!;
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
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
  });
}

// Client-side render (e.g: running in browser) to become single-page
// application (SPA).
if (ExecutionEnvironment.canUseDOM) {
  start().catch((error: unknown) => {
    console.error('Docusaurus could not start the app; the page stays as the server rendered it.', error);
  });
  // Webpack Hot Module Replacement API
  if (module.hot) {
    // Self-accepting method/ trick
    // (https://github.com/webpack/webpack-dev-server/issues/100#issuecomment-290911036)
    module.hot.accept();
  }
}

/**
 * Stands in for Docusaurus 3.6.1's `@docusaurus/ComponentCreator` (an alias of that name, see
 * ../index.ts) and wraps upstream's, `@docusaurus/core/lib/client/exports/ComponentCreator.js`.
 *
 * The generated route table (.docusaurus/routes.js) calls it for each of the site's ~300
 * routes when the main bundle is evaluated, and upstream builds a loadable component for each
 * of them right away (the chunk names of the route, flattened, and a `react-loadable` class):
 * the largest single cost of evaluating the bundle. This returns a small component that has
 * upstream build the route's loadable component the first time the route is rendered or
 * preloaded; rendering, preloading and server rendering are unchanged.
 *
 * In the browser, each of a route's chunks is also requested in a task of its own
 * (`setTimeout(…, 0)` before its `import()`): requesting a chunk adds a script element, and
 * the dozen or so chunks of an API page, requested at once, made one task of about 35 ms
 * (140 ms under Lighthouse's mobile CPU slowdown) between the first paint and hydration.
 * Upstream reads each chunk's loader from the generated registry when it builds a route's
 * component, so the loaders of the route's chunks are wrapped there just before.
 *
 * `tests/browser/startup.spec.ts` fails when an API page requests more than a few chunks in
 * one task.
 */
import React from 'react';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
// Upstream's module by its file path: the alias of ../index.ts catches only the
// `@docusaurus/ComponentCreator` name.
import upstreamComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import flat from '@docusaurus/core/lib/client/flat';

type Loader = (typeof registry)[string][0];
type RouteLoadable = ReturnType<typeof upstreamComponentCreator>;

/** The loaders already wrapped by inOwnTask (a chunk can belong to several routes). */
const inOwnTaskLoaders = new WeakSet<Loader>();

function inOwnTask(load: Loader): Loader {
  const loader: Loader = () =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, 0);
    }).then(load);
  inOwnTaskLoaders.add(loader);
  return loader;
}

/** In the browser, has the loaders of the route's chunks wait for a task of their own. */
function requestChunksInOwnTasks(path: string, hash: string): void {
  // The 404 route loads the theme's NotFound directly, not through the registry.
  if (typeof window === 'undefined' || path === '*') return;
  for (const chunkName of Object.values(flat(routesChunkNames[`${path}-${hash}`]))) {
    const chunkRegistry = registry[chunkName];
    if (chunkRegistry && !inOwnTaskLoaders.has(chunkRegistry[0])) {
      chunkRegistry[0] = inOwnTask(chunkRegistry[0]);
    }
  }
}

export default function ComponentCreator(path: string, hash: string) {
  let loadable: RouteLoadable | undefined;
  const getLoadable = (): RouteLoadable => {
    if (loadable === undefined) {
      requestChunksInOwnTasks(path, hash);
      loadable = upstreamComponentCreator(path, hash);
    }
    return loadable;
  };
  function RouteComponent(props: object) {
    return React.createElement(getLoadable(), props);
  }
  RouteComponent.preload = () => getLoadable().preload();
  return RouteComponent;
}

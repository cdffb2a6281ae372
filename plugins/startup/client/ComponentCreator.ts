/**
 * Stands in for Docusaurus 3.6.1's `@docusaurus/ComponentCreator` (an alias of that name, see
 * ../index.ts) and wraps upstream's, `@docusaurus/core/lib/client/exports/ComponentCreator.js`.
 *
 * The generated route table (.docusaurus/routes.js) calls it for every route of both versions
 * when the table is evaluated, and upstream builds a loadable component for each of them right
 * away (the route's chunk names, flattened, and a `react-loadable` class): the largest part of
 * evaluating the table, 17-25 ms at full CPU speed on this machine, a long task under
 * Lighthouse's mobile CPU slowdown (bench/report.md, "Mobile blocking time"). This returns a
 * small component that has upstream build the route's loadable component the first time the
 * route is rendered or preloaded; rendering, preloading and server rendering are unchanged.
 * It also names the route's entry in the generated chunk-name table (`routeChunksKey`), by which
 * ./routeChunks.ts finds a page's chunks for the browser entry and for prefetching.
 */
import React from 'react';
// Upstream's module by its file path: the alias of ../index.ts catches only the
// `@docusaurus/ComponentCreator` name.
import upstreamComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteLoadable = ReturnType<typeof upstreamComponentCreator>;

export default function ComponentCreator(path: string, hash: string) {
  let loadable: RouteLoadable | undefined;
  const getLoadable = (): RouteLoadable => {
    loadable ??= upstreamComponentCreator(path, hash);
    return loadable;
  };
  function RouteComponent(props: object) {
    return React.createElement(getLoadable(), props);
  }
  RouteComponent.preload = () => getLoadable().preload();
  // The key of the route in `@generated/routesChunkNames`, as upstream builds it.
  RouteComponent.routeChunksKey = `${path}-${hash}`;
  return RouteComponent;
}

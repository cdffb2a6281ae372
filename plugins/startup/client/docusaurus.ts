/**
 * Stands in for Docusaurus 3.6.1's `@docusaurus/core/lib/client/docusaurus.js`, the object
 * mounted as `window.docusaurus` (./clientEntry.ts mounts this one; upstream's entry was the
 * only importer of upstream's). Its API is unchanged: `prefetch` and `preload` return false
 * when they skip a route, else a promise.
 *
 * Every internal link prefetches the chunks of its page when it scrolls into view. Upstream
 * does it for each link at once, in the task that reports the links, filters all ~290 routes
 * again for each of them, and adds a `<link rel="prefetch">` for every chunk even when
 * another link already added it: an API page added 426 prefetch links for 24 distinct
 * chunks, in one task of about 400 ms under Lighthouse's mobile CPU slowdown. This one takes
 * the chunks of the routes a link's path matches (./routeChunks.ts; upstream also took those of
 * every other route with a matched route's path), prefetches each chunk once, and works through
 * the links' chunk files in slices of about 4 ms of idle time (`requestIdleCallback`). Nor does it prefetch
 * what the page has fetched already: the chunks of its own route (its sidebar links to it) and
 * those its route shares with the pages it links to, about a quarter of the chunks an API
 * page's links name.
 *
 * `tests/browser/startup.spec.ts` fails when a chunk is prefetched twice or after the page fetched it.
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {isSlowConnection, whenIdle} from '../../shared/idle';
import {routeChunkNames} from './routeChunks';

// "__webpack_require__.gca" is injected by Docusaurus's ChunkAssetPlugin. Pass it the name of
// the chunk you want to load and it will return its URL.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();

const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);

const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

// Links report themselves as they scroll into view, often dozens at once, and their routes
// share most chunks. Each chunk is prefetched once, and the work runs in short slices of idle
// time instead of one long task while the page starts.
const prefetchedAssets = new Set<string>();
type QueuedRoute = {
  routePath: string;
  resolve: (done: Promise<void[]>) => void;
  // The route's chunk files not yet handled, once the route's turn has come.
  assets?: string[];
  loads: Promise<void>[];
};
const prefetchQueue: QueuedRoute[] = [];
const PREFETCH_SLICE_MS = 4;

// The browser's resource timing lists every file this page has fetched (scripts included);
// a file it has needs no prefetch.
const fetchedByPage = (asset: string) =>
  performance.getEntriesByName(new URL(asset, window.location.href).href, 'resource').length > 0;

const chunkAssetsOf = (routePath: string): string[] =>
  // In some cases, webpack might decide to optimize further, leading to the chunk assets being
  // merged to another chunk. In this case, we can safely filter it out and don't need to load it.
  routeChunkNames(routePath)
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter((asset): asset is string => asset !== undefined && !asset.includes('undefined'));

// One chunk file at a time: adding a prefetch link can take a few milliseconds, and a route
// names up to a dozen files.
const drainPrefetchQueue = () => {
  const start = performance.now();
  while (prefetchQueue.length > 0 && performance.now() - start < PREFETCH_SLICE_MS) {
    const route = prefetchQueue[0]!;
    route.assets ??= chunkAssetsOf(route.routePath);
    const asset = route.assets.shift();
    if (asset === undefined) {
      prefetchQueue.shift();
      route.resolve(Promise.all(route.loads));
    } else if (!prefetchedAssets.has(asset) && !fetchedByPage(asset)) {
      prefetchedAssets.add(asset);
      route.loads.push(prefetchHelper(asset));
    }
  }
  if (prefetchQueue.length > 0) {
    whenIdle(drainPrefetchQueue);
  }
};

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  return new Promise((resolve) => {
    prefetchQueue.push({routePath, resolve, loads: []});
    if (prefetchQueue.length === 1) {
      whenIdle(drainPrefetchQueue);
    }
  });
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadHelper(routePath);
};

const docusaurus = {
  prefetch,
  preload,
};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);

/**
 * The chunks of a page: the registry names of the chunks of the routes that render a path. Each
 * route component made by our ComponentCreator (./ComponentCreator.ts) carries the key of its own
 * entry in the generated chunk-name table, so these are the matched routes' chunks exactly, not
 * those of every route that shares a matched route's path (the API index's data shares its path
 * with the layout of every API page). The browser entry requests them (./clientEntry.ts), and
 * links in view prefetch them (./docusaurus.ts).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';

export function routeChunkNames(pathname: string): string[] {
  const names = new Set<string>();
  for (const {route} of matchRoutes(routes, pathname)) {
    const key = (route.component as {routeChunksKey?: string} | undefined)?.routeChunksKey;
    const chunks = key === undefined ? undefined : routesChunkNames[key];
    if (chunks !== undefined) for (const name of Object.values(flat(chunks))) names.add(name);
  }
  return [...names];
}

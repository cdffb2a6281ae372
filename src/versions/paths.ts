/**
 * Which docs version a path of the site belongs to, and the same page in another version: the
 * version dropdown, the 2.x banner, the navbar's API link and the library badge read them. Pure
 * functions of the path, so that they work the same on every page (guides, API pages, the home
 * page) and in Node tests.
 */

/** A docs version as the browser knows it (`customFields.docsVersions`, from config/versions.ts). */
export interface ClientVersion {
  name: string;
  label: string;
  /** Path segment under /docs/ and /api/ ('' for the current version). */
  segment: string;
  library: {name: string; version: string; npmUrl: string; repositoryUrl: string};
}

export type Section = 'docs' | 'api';

export interface VersionedPath {
  version: ClientVersion;
  /** `docs` or `api` when the path is a guide or an API page; undefined elsewhere. */
  section?: Section;
  /** The page below the version's section, without slashes at either end (`dialogs`, `function/useUser`, ''). */
  page: string;
}

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The version, section and page of `pathname` (the current version for paths outside /docs and /api). */
export function parseVersionedPath(pathname: string, baseUrl: string, versions: ClientVersion[]): VersionedPath {
  const current = versions.find((version) => version.segment === '') ?? versions[0];
  const inside = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : trim(pathname);
  const [first, ...rest] = trim(inside.replace(/(index)?\.html$/, '')).split('/');
  if (first !== 'docs' && first !== 'api') return {version: current, page: trim(inside)};
  const older = versions.find((version) => version.segment !== '' && version.segment === rest[0]);
  return older
    ? {version: older, section: first, page: rest.slice(1).join('/')}
    : {version: current, section: first, page: rest.join('/')};
}

/** The path of a page of `version` (`page` as parseVersionedPath gives it), with the site's trailing slash. */
export function versionedPath(baseUrl: string, section: Section, version: ClientVersion, page: string): string {
  return `${baseUrl}${[section, version.segment, page].filter(Boolean).join('/')}/`;
}

/**
 * Where the page at `pathname` lives in `target`: the same guide or API page when `target` has it,
 * else the start page of that version's guides or reference; from a page outside both, the start of
 * the target's guides.
 */
export function counterpartPath(
  pathname: string,
  baseUrl: string,
  versions: ClientVersion[],
  target: ClientVersion,
  exists: (section: Section, version: ClientVersion, page: string) => boolean,
): string {
  const {section = 'docs', page} = parseVersionedPath(pathname, baseUrl, versions);
  const same = parseVersionedPath(pathname, baseUrl, versions).section ? page : '';
  return same && exists(section, target, same)
    ? versionedPath(baseUrl, section, target, same)
    : versionedPath(baseUrl, section, target, '');
}

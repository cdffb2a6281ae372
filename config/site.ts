/**
 * Environment switches of the site, parsed and validated in one place.
 */

const DEFAULT_BASE_SEGMENT = 'chayns-api';
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;

/**
 * Turns the optional `BASE_URL` environment variable into Docusaurus' `baseUrl`.
 *
 * The site always lives under exactly one path segment (`/chayns-api/` by default).
 * `BASE_URL` may name another one, written as `docs`, `/docs` or `/docs/`. Anything
 * else (an empty value, several segments, a full URL) is refused with a clear error,
 * because a wrong base path produces a site whose assets all 404.
 */
export function resolveBaseUrl(raw: string | undefined = process.env.BASE_URL): string {
  if (raw === undefined) {
    return `/${DEFAULT_BASE_SEGMENT}/`;
  }
  const segment = raw.trim().replace(/^\//, '').replace(/\/$/, '');
  if (!SEGMENT.test(segment)) {
    throw new Error(
      `BASE_URL must be a single path segment such as "chayns-api" or "/chayns-api/", ` +
        `but it is ${JSON.stringify(raw)}. Unset it to use the default "/${DEFAULT_BASE_SEGMENT}/".`,
    );
  }
  return `/${segment}/`;
}

/** Where the guides live and the route they are served under (the docs plugin and the API back links). */
export const guides = {dir: 'docs', routeBasePath: 'docs'} as const;

const DEFAULT_SITE_URL = 'https://tobitsoftware.github.io';
/** The repository of this site, for the guides' "Edit this page" links. */
const DEFAULT_DOCS_REPOSITORY_URL = 'https://github.com/TobitSoftware/chayns-api-docs';

/**
 * The origin the site is published at (Docusaurus' `url`): `SITE_URL`, or the default. Only
 * an origin (scheme and host); the path below it is the base path.
 */
export function resolveSiteUrl(raw: string | undefined = process.env.SITE_URL): string {
  if (raw === undefined || raw === '') return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an origin such as "${DEFAULT_SITE_URL}", but it is ${JSON.stringify(raw)}.`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/$/, '') !== '') {
    throw new Error(
      `SITE_URL must be an origin such as "${DEFAULT_SITE_URL}" (no path: the base path is BASE_URL), ` +
        `but it is ${JSON.stringify(raw)}.`,
    );
  }
  return url.origin;
}

/** The repository of this site on GitHub: `DOCS_REPOSITORY_URL` (set by the Pages workflow), or the default. */
export function resolveDocsRepositoryUrl(raw: string | undefined = process.env.DOCS_REPOSITORY_URL): string {
  return (raw || DEFAULT_DOCS_REPOSITORY_URL).replace(/\/$/, '');
}

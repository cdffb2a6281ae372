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

/** Loopback ports of the static servers the suite starts (override with env when taken). */
export const SITE_PORT = Number(process.env.DOCS_TEST_PORT ?? 4173);
/** The same build served at the root, as a host with the wrong base path would. */
export const WRONG_BASE_PORT = SITE_PORT + 1;
/**
 * The server of the Node link check (tests/build/links.test.ts), beside the browser suite's two
 * so that `npm run test:build` can run while the browser tests do.
 */
export const LINKS_PORT = Number(process.env.DOCS_LINKS_PORT ?? SITE_PORT + 2);

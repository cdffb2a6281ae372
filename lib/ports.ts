/** Loopback ports of the static servers the suite starts (override with env when taken). */
export const SITE_PORT = Number(process.env.DOCS_TEST_PORT ?? 4173);
/** The same build served at the root, as a host with the wrong base path would. */
export const WRONG_BASE_PORT = SITE_PORT + 1;

/**
 * Where a page's Markdown twin is served: next to the page, `<route>.md`, and for a route
 * that ends in a slash (the home page, `/docs/`), `<route>index.md`.
 * `/chayns-api/docs/dialogs` -> `/chayns-api/docs/dialogs.md`, `/chayns-api/` -> `/chayns-api/index.md`.
 */
export function twinPath(route: string): string {
  const clean = route.replace(/[?#].*$/, '');
  return clean.endsWith('/') ? `${clean}index.md` : `${clean}.md`;
}

/**
 * Where a page's Markdown twin is served: `<route>.md` beside the page's folder, and for the site's
 * root `index.md`. Any spelling of the route leads to the same twin: with or without its trailing
 * slash, with `index.html` or `.html`, with a query or hash, so that "Copy page" works at whatever URL
 * the reader arrived at.
 * `/chayns-api/docs/dialogs/` -> `/chayns-api/docs/dialogs.md`, `/chayns-api/` -> `/chayns-api/index.md`.
 */
export function twinPath(route: string, baseUrl: string): string {
  const clean = route
    .replace(/[?#].*$/, '')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return clean === '' || `${clean}/` === baseUrl ? `${clean}/index.md` : `${clean}.md`;
}

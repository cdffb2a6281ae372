/**
 * The part of a built page that the twins and the search index are made of: the head (title and
 * description) and the body from the first <article> to the last </article>, which holds the first
 * article whole. The navbar, the sidebars and the footer are left out before parsing: on an API
 * page they are most of the HTML, and parsing whole pages was most of the build's time for both.
 * A page without an article (the home page) is returned whole.
 */
export function contentOf(html: string): string {
  const body = html.indexOf('<body');
  const start = html.indexOf('<article', body);
  const end = html.lastIndexOf('</article>');
  if (body < 0 || start < 0 || end < start) return html;
  return `${html.slice(0, body)}<body>${html.slice(start, end + '</article>'.length)}</body></html>`;
}

/**
 * Turns one built page into what the search index needs: the page's <article> with
 * Pagefind's attributes (body, title, group filter), every h1-h3 carrying the id of the
 * anchor it contains (so that each heading becomes a sub-result with its anchor), and,
 * for API pages, the list of symbols the page defines (its own name and its members).
 *
 * It relies only on stable markup: the <article> element, h1-h3 and their ids.
 */
import {load, type CheerioAPI} from 'cheerio';

export type SearchGroup = 'Guides' | 'API reference';

/**
 * The API symbols of one page, compactly: [page path below the base URL, kind (the
 * route segment: class, enum, function, ...; empty for the API index, whose entries are
 * top-level symbols), [[section heading, [member anchor ids]]]]. A member is named
 * `<page symbol>.<id>` and found at `<path>#<id>`.
 */
export type SymbolPage = [path: string, kind: string, sections: [string, string[]][]];

export interface PreparedPage {
  /** Minimal HTML document for Pagefind, or null when the page has nothing to index. */
  html: string | null;
  title: string;
  /** Null for guides. */
  symbols: SymbolPage | null;
}

const HEADINGS = 'h1, h2, h3';

function text($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  return $(element)
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Gives each heading without an id the id of the anchor inside it. */
function hoistHeadingIds($: CheerioAPI): void {
  $(HEADINGS).each((_, heading) => {
    const $heading = $(heading);
    if ($heading.attr('id')) return;
    const inner = $heading.find('[id]').first();
    const id = inner.attr('id');
    if (!id) return;
    inner.removeAttr('id');
    $heading.attr('id', id);
  });
}

/**
 * @param html the built page
 * @param sitePath the page's route below the base URL, e.g. `api/enum/TappEvent`
 */
export function preparePage(html: string, sitePath: string): PreparedPage {
  const $ = load(html);
  const article = $('article').first();
  if (article.length === 0) return {html: null, title: '', symbols: null};
  const group: SearchGroup = sitePath.startsWith('api') ? 'API reference' : 'Guides';

  // Navigation inside the article (breadcrumbs, mobile table of contents, pagination,
  // "edit this page") is not content.
  article.find('nav, button, footer, script, style').remove();
  hoistHeadingIds($);
  // The generated "Index" lists every member name of the page again; leave it out so
  // that a name matches where it is documented, not every index that lists it.
  article.find('h2#Index').closest('section').attr('data-pagefind-ignore', 'all');

  const h1 = article.find('h1').first();
  const segments = sitePath.split('/');
  const isSymbolPage = group === 'API reference' && segments.length === 3;
  // An API page's h1 may carry generics or flags; its route names the symbol exactly.
  const title = isSymbolPage ? segments[2] : h1.length ? text($, h1) : sitePath;

  let symbols: SymbolPage | null = null;
  if (group === 'API reference') {
    const sections: [string, string[]][] = [];
    article.find('h2, h3').each((_, heading) => {
      const $heading = $(heading);
      if ($heading.closest('[data-pagefind-ignore]').length) return;
      if (heading.tagName === 'h2') {
        sections.push([text($, heading), []]);
        return;
      }
      const id = $heading.attr('id');
      if (!id) return;
      if (sections.length === 0) sections.push(['', []]);
      const ids = sections[sections.length - 1][1];
      if (!ids.includes(id)) ids.push(id);
    });
    symbols = [sitePath, isSymbolPage ? segments[1] : '', sections.filter(([, ids]) => ids.length > 0)];
  }

  // Identifiers are safe in Pagefind's `key:value` syntax; other titles come from the h1.
  if (isSymbolPage) article.prepend($('<span hidden></span>').attr('data-pagefind-meta', `title:${title}`));
  else h1.attr('data-pagefind-meta', 'title');
  const body = `<main data-pagefind-body data-pagefind-filter="group:${group}">${$.html(article)}</main>`;
  const doc = `<!doctype html><html lang="en"><head></head><body>${body}</body></html>`;
  return {html: doc, title, symbols};
}

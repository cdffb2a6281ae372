/**
 * Turns one built page into documents of the search index: a guide gives one section per
 * heading (h1 intro, then each h2 and h3 with the text up to the next heading); an API page
 * gives its symbol (with the page's meta description, the summary of its API note) and every
 * member it documents, each with the first sentence of its description (no signatures: names are matched by name, descriptions by their words).
 *
 * It relies only on stable markup: the <article> element, h1-h3 and their ids, and
 * TypeDoc's `tsd-member` sections and `tsd-comment` blocks on API pages.
 */
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import type {GuideSection, SymbolPage} from './indexFormat';
import {firstSentence} from '../shared/sentence';
import {contentOf} from '../shared/pageContent';

export interface PreparedPage {
  /** Sections of a guide; empty for API pages. */
  sections: GuideSection[];
  /** Null for guides. */
  symbols: SymbolPage | null;
}

const HEADINGS = 'h1, h2, h3';
/** The route segments of API pages' kinds. */
const API_KINDS = new Set(['class', 'enum', 'function', 'interface', 'namespace']);
/** Elements whose text is a separate word run: a space goes before and after them. */
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'div',
  'section',
  'header',
  'td',
  'th',
  'tr',
  'table',
  'blockquote',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'summary',
  'details',
]);
/**
 * Most characters of a guide section's text kept for matching and excerpts, cut at a word: its opening.
 * A section is found by its heading, its page's title and that opening, and the whole
 * index, which the first query fetches, stays within its byte budget as the guides grow.
 */
export const SECTION_TEXT_MAX = 700;
/** Longest description kept for an API entry (the first sentence, cut at a word). */
const SUMMARY_MAX = 140;

/** Text of nodes with spaces between blocks and without the zero-width space of hash links. */
function textOf(nodes: AnyNode[]): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push(node.data);
    else if (node.type === 'tag') {
      const block = BLOCKS.has(node.tagName);
      if (block) parts.push(' ');
      node.children.forEach(walk);
      if (block) parts.push(' ');
    }
  };
  nodes.forEach(walk);
  return parts
    .join('')
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

/** The first sentence of a description, at most SUMMARY_MAX characters. */
function shortSummary(text: string): string {
  const sentence = firstSentence(text);
  if (sentence.length <= SUMMARY_MAX) return sentence;
  const cut = sentence.lastIndexOf(' ', SUMMARY_MAX - 1);
  return `${sentence.slice(0, cut > 0 ? cut : SUMMARY_MAX - 1)}…`;
}

function summaryOf(scope: ReturnType<CheerioAPI>): string {
  const comment = scope.find('.tsd-comment').first();
  return comment.length ? shortSummary(textOf(comment.toArray())) : '';
}

/** Guide sections: the content of the markdown container split at its h2 and h3. */
function guideSections($: CheerioAPI, sitePath: string): GuideSection[] {
  const markdown = $('article .markdown').first();
  const pageTitle = textOf(markdown.find('h1').first().toArray()) || sitePath;
  const url = sitePath;
  const sections: GuideSection[] = [[url, pageTitle, pageTitle, '']];
  let current: AnyNode[] = [];
  const flush = () => {
    const section = sections[sections.length - 1];
    const text = textOf(current);
    const cut = text.lastIndexOf(' ', SECTION_TEXT_MAX);
    section[3] = text.length <= SECTION_TEXT_MAX ? text : text.slice(0, cut > 0 ? cut : SECTION_TEXT_MAX);
    current = [];
  };
  for (const child of markdown.children().toArray() as Element[]) {
    if (child.tagName === 'header') continue;
    if ((child.tagName === 'h2' || child.tagName === 'h3') && $(child).attr('id')) {
      flush();
      sections.push([`${url}#${$(child).attr('id')}`, pageTitle, textOf([child]), '']);
    } else current.push(child);
  }
  flush();
  // The first section (the intro, at the page's own URL) stays even when it has no text:
  // it is how the page is found by its title.
  return sections;
}

/** The page's symbol (its summary) and its members: [[section heading, [[id, summary]]]]. */
function apiSymbols($: CheerioAPI, sitePath: string, kind: string): SymbolPage {
  const article = $('article').first();
  // The generated "Index" lists every member name of the page again; leave it out so
  // that a name matches where it is documented, not every index that lists it.
  article.find('h2#Index').closest('section').remove();
  const intro = article.clone();
  intro.find('section.tsd-member').remove();
  const sections: SymbolPage[3] = [];
  article.find('h2, h3').each((_, heading) => {
    const $heading = $(heading);
    if (heading.tagName === 'h2') {
      sections.push([textOf([heading]), []]);
      return;
    }
    const id = $heading.attr('id');
    if (!id) return;
    if (sections.length === 0) sections.push(['', []]);
    const members = sections[sections.length - 1][1];
    if (members.some(([memberId]) => memberId === id)) return;
    members.push([id, summaryOf($heading.closest('section.tsd-member'))]);
  });
  // The page's own summary is its meta description: the summary of its API note (or of the index).
  const description = $('meta[name="description"]').attr('content');
  return [
    sitePath,
    kind,
    description ? shortSummary(description) : summaryOf(intro),
    sections.filter(([, members]) => members.length > 0),
  ];
}

/**
 * @param html the built page
 * @param sitePath the page's route below the base URL, e.g. `api/enum/TappEvent`
 */
export function preparePage(html: string, sitePath: string): PreparedPage {
  const $ = load(contentOf(html));
  const article = $('article').first();
  if (article.length === 0) return {sections: [], symbols: null};
  // Navigation inside the article (breadcrumbs, mobile table of contents, pagination,
  // "edit this page") is not content. Code blocks are left out too: they are a fifth of
  // the download, and the prose around them names what they use.
  article.find('nav, button, footer, script, style, svg, pre').remove();
  // The migration guide's generated tables list exports the API entries already find by name.
  article.find('[data-testid^="version-diff-"]').remove();
  hoistHeadingIds($);

  if (!sitePath.startsWith('api')) return {sections: guideSections($, sitePath), symbols: null};
  // `api/<kind>/<Name>/`, or `api/<version>/<kind>/<Name>/` in an older version; the API index
  // (`api/`, `api/<version>/`) lists top-level symbols (type aliases, variables) as its members.
  const segments = sitePath.replace(/\/$/, '').split('/');
  const kind =
    segments.length >= 3 && API_KINDS.has(segments[segments.length - 2]) ? segments[segments.length - 2] : '';
  return {sections: [], symbols: apiSymbols($, sitePath, kind)};
}

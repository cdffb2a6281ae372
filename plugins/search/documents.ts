/**
 * Turns one built page into the documents of the search index, with all of their text:
 *
 * - a guide gives one document per section: its introduction (at the page's URL, with the page's
 *   description as summary), then each h2 and h3 with everything up to the next of them, found at
 *   its anchor and placed under the headings above it;
 * - an API page gives one document for the page (its name, the summary of its API note, and all of
 *   the text outside its members: signature, parameters, the note, "Used by") and one per member
 *   (property, method, enum member: its declaration and description), found at the member's anchor.
 *
 * Code blocks are not prose: their identifiers are kept as a field of their own, each once, so that
 * `ChaynsProvider` finds the sections whose samples use it without code outweighing the text.
 * It relies only on stable markup: the <article> element, h1-h3 and their ids, and TypeDoc's
 * `tsd-member` sections.
 */
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {contentOf} from '../shared/pageContent';

export interface SearchDocument {
  /** Below the base URL, with `#anchor` for a section or a member. */
  url: string;
  /** What the reader is told the result is: Guide, Hook, Function, Interface, Property, ... */
  type: string;
  /** The section's heading, or the symbol's name (`Owner.member` for a member). */
  title: string;
  /** Where it is: the page title and h2 above a guide section, the owner and its group for a member. */
  path: string[];
  /** One sentence: the page's meta description (an API note's summary, a guide's description). */
  summary: string;
  /** The text a reader sees, without code blocks. */
  text: string;
  /** The identifiers of the code blocks, each once. */
  code: string;
}

/** Elements whose text is a separate word run: a space goes before and after them. */
const BLOCKS = new Set(
  'p li ul ol div section header td th tr table blockquote br pre h1 h2 h3 h4 h5 h6 dt dd summary details'.split(' '),
);
const API_KINDS: Record<string, string> = {
  class: 'Class',
  enum: 'Enum',
  function: 'Function',
  interface: 'Interface',
  namespace: 'Namespace',
};
/** What a member is, by the heading of its group on the page. */
const MEMBER_TYPES: Record<string, string> = {
  Constructors: 'Constructor',
  Properties: 'Property',
  Accessors: 'Accessor',
  Methods: 'Method',
  'Enumeration Members': 'Enum member',
  Functions: 'Function',
  Variables: 'Variable',
  'Type Aliases': 'Type alias',
  Interfaces: 'Interface',
  Classes: 'Class',
  Enumerations: 'Enum',
  Namespaces: 'Namespace',
};
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Text of nodes with spaces between blocks and without the zero-width space of hash links. */
export function textOf(nodes: AnyNode[]): string {
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

/** Gives each heading without an id the id of the anchor inside it (TypeDoc's member headings). */
function hoistHeadingIds($: CheerioAPI): void {
  $('h1, h2, h3').each((_, heading) => {
    const $heading = $(heading);
    if ($heading.attr('id')) return;
    const inner = $heading.find('[id]').first();
    const id = inner.attr('id');
    if (!id) return;
    inner.removeAttr('id');
    $heading.attr('id', id);
  });
}

/** The prose of some nodes (code blocks left out) and the identifiers of their code blocks. */
function proseAndCode($: CheerioAPI, nodes: AnyNode[]): {text: string; code: string} {
  const identifiers = new Set<string>();
  const prose = nodes.flatMap((node) => {
    const copy = $(node).clone();
    const blocks = copy.is('pre') ? copy : copy.find('pre');
    blocks.each((_, pre) => {
      for (const [identifier] of $(pre).text().matchAll(IDENTIFIER)) identifiers.add(identifier);
    });
    if (copy.is('pre')) return [];
    blocks.remove();
    return copy.toArray();
  });
  return {text: textOf(prose), code: [...identifiers].join(' ')};
}

function guideDocuments($: CheerioAPI, sitePath: string): SearchDocument[] {
  const markdown = $('article .markdown').first();
  const pageTitle = textOf(markdown.find('h1').first().toArray()) || sitePath;
  const documents: SearchDocument[] = [];
  let heading: {url: string; title: string; path: string[]; summary: string} = {
    url: sitePath,
    title: pageTitle,
    path: [],
    summary: $('meta[name="description"]').attr('content') ?? '',
  };
  let h2 = '';
  let nodes: AnyNode[] = [];
  const flush = () => {
    documents.push({...heading, type: 'Guide', ...proseAndCode($, nodes)});
    nodes = [];
  };
  for (const child of markdown.children().toArray() as Element[]) {
    if (child.tagName === 'header') continue;
    const id = $(child).attr('id');
    if ((child.tagName === 'h2' || child.tagName === 'h3') && id) {
      flush();
      const title = textOf([child]);
      if (child.tagName === 'h2') h2 = title;
      const path = child.tagName === 'h2' || !h2 ? [pageTitle] : [pageTitle, h2];
      heading = {url: `${sitePath}#${id}`, title, path, summary: ''};
    } else nodes.push(child);
  }
  flush();
  return documents;
}

function apiDocuments($: CheerioAPI, sitePath: string): SearchDocument[] {
  // `api/<kind>/<Name>/`, or `api/<version>/<kind>/<Name>/`; the API index (`api/`, `api/<version>/`)
  // lists the top-level type aliases and variables as its members.
  const segments = sitePath.replace(/\/$/, '').split('/');
  const kind = segments.length >= 3 ? API_KINDS[segments[segments.length - 2]] : undefined;
  const name = kind ? segments[segments.length - 1] : 'API reference';
  const article = $('article').first();
  // The generated "Index" lists every member name of the page again: a name is found where it is documented.
  article.find('h2#Index').closest('section').remove();
  const members = article.find('section.tsd-member').toArray();
  const intro = article.clone();
  intro.find('section.tsd-member').remove();
  intro.find('h1').remove();
  const type = kind === 'Function' && /^use[A-Z]/.test(name) ? 'Hook' : (kind ?? 'Overview');
  const documents: SearchDocument[] = [
    {
      url: sitePath,
      type,
      title: name,
      path: [],
      summary: $('meta[name="description"]').attr('content') ?? '',
      ...proseAndCode($, intro.toArray()),
    },
  ];
  for (const member of members) {
    const heading = $(member).find('h3[id]').first();
    const id = heading.attr('id');
    if (!id) continue;
    const group = textOf($(member).closest('section.tsd-member-group').find('h2').first().toArray());
    const title = kind ? `${name}.${id}` : id;
    if (documents.some((document) => document.title === title)) continue;
    const body = $(member).clone();
    body.find('h3').first().remove();
    documents.push({
      url: `${sitePath}#${id}`,
      type: MEMBER_TYPES[group] ?? 'Member',
      title,
      path: kind ? [name, group] : [name],
      summary: '',
      ...proseAndCode($, body.toArray()),
    });
  }
  return documents;
}

/**
 * @param html the built page
 * @param sitePath the page's route below the base URL, e.g. `api/enum/TappEvent/` or `docs/dialogs/`
 */
export function pageDocuments(html: string, sitePath: string): SearchDocument[] {
  const $ = load(contentOf(html));
  const article = $('article').first();
  if (article.length === 0) return [];
  // Navigation inside the article (breadcrumbs, mobile table of contents, pagination, "edit this
  // page"), controls ("Copy page", "View as Markdown", form fields) and the version badge are not
  // content; what a page marks `data-nosnippet` (as for Google's snippets) is left out too.
  article
    .find('nav, button, select, footer, script, style, svg, .copy-page, .theme-doc-version-badge, [data-nosnippet]')
    .remove();
  hoistHeadingIds($);
  return sitePath.startsWith('api') ? apiDocuments($, sitePath) : guideDocuments($, sitePath);
}

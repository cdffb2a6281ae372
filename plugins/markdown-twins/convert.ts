/**
 * One built page as Markdown: the page's content (the guide's or API page's Markdown area,
 * or the home page's main), with the site's chrome left out (breadcrumbs, table of
 * contents, anchor links, copy buttons, the API pages' member index that repeats their
 * headings). Code blocks keep their language and title, admonitions become blockquotes, API
 * signatures become `ts` code, tables stay tables (a caption becomes a paragraph before its table, a
 * disclosure in a cell its summary and text), and links become absolute page URLs.
 * Parsing and printing are hast-util-from-html, hast-util-to-mdast and mdast-util-to-markdown.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {contentOf} from '../shared/pageContent';

type Parent = Root | Element;

export interface ConvertOptions {
  /** Absolute URL of the page, e.g. `https://example.org/chayns-api/docs/dialogs`. */
  pageUrl: string;
  /** Origin of the site, e.g. `https://example.org`: absolute paths of links are resolved against it. */
  origin: string;
}

/** Elements that are navigation or controls, not content. */
const CHROME = [
  'theme-doc-breadcrumbs',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'hash-link',
  'tsd-anchor',
  'tsd-index-group',
  'codicon',
  'copy-page',
];
const DROPPED_TAGS = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'form']);

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classes(node).some((c) => c === name || c.startsWith(`${name}_`));
}

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === 'element';
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') {
    if (node.tagName === 'br') return '\n';
    return node.children.map(textOf).join('');
  }
  return '';
}

function findFirst(node: Parent, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function code(language: string, value: string, title?: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {dataTitle: title},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {className: [`language-${language}`]},
        children: [{type: 'text', value}],
      },
    ],
  };
}

/** A highlighted code block of the site as a plain `pre > code`, one line per token line. */
function plainCodeBlock(block: Element): Element {
  const language =
    classes(block)
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length) ?? 'text';
  const titleNode = findFirst(block, (e) => hasClass(e, 'codeBlockTitle'));
  const codeNode = findFirst(block, (e) => e.tagName === 'code');
  const lines: string[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (isElement(child) && hasClass(child, 'token-line')) lines.push(textOf(child).replace(/\n$/, ''));
      else if (isElement(child)) collect(child);
    }
  };
  if (codeNode) collect(codeNode);
  const value = lines.length > 0 ? lines.join('\n') : codeNode ? textOf(codeNode) : '';
  return code(language, value.replace(/\n+$/, ''), titleNode ? textOf(titleNode).trim() : undefined);
}

function admonition(node: Element): Element {
  const heading = findFirst(node, (e) => hasClass(e, 'admonitionHeading'));
  const content = findFirst(node, (e) => hasClass(e, 'admonitionContent'));
  const title = heading ? textOf(heading).trim() : 'Note';
  return {
    type: 'element',
    tagName: 'blockquote',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: title}]}],
      },
      ...(content?.children ?? []),
    ],
  };
}

/**
 * A disclosure (`<details>`) as one run of text: its summary, a colon, then what it discloses, so that
 * a table cell keeps both ("✓ works: Reaches app call 9.").
 */
function disclosure(details: Element): Element {
  const summary = details.children.find((child): child is Element => isElement(child) && child.tagName === 'summary');
  const body = details.children
    .filter((child) => child !== summary)
    .flatMap((child) => (isElement(child) && child.tagName === 'p' ? child.children : [child]));
  return {
    type: 'element',
    tagName: 'span',
    properties: {},
    children: [...(summary?.children ?? []), {type: 'text', value: ': '}, ...body],
  };
}

/** A table's caption as a paragraph before it (Markdown tables have none). */
function captionFirst(table: Element): Element[] {
  const caption = table.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
  if (!caption) return [table];
  table.children = table.children.filter((child) => child !== caption);
  return [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{type: 'element', tagName: 'strong', properties: {}, children: caption.children}],
    },
    table,
  ];
}

/** Rewrites the tree in place: chrome out, code and admonitions simplified, links absolute. */
function simplify(node: Parent, options: ConvertOptions): void {
  const out: (RootContent | ElementContent)[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (!isElement(child)) {
      out.push(child);
      continue;
    }
    if (DROPPED_TAGS.has(child.tagName) || CHROME.some((name) => hasClass(child, name))) continue;
    if (hasClass(child, 'theme-code-block')) {
      out.push(plainCodeBlock(child));
      continue;
    }
    if (hasClass(child, 'tsd-signature')) {
      out.push(code('ts', textOf(child).replace(/\s+/g, ' ').trim()));
      continue;
    }
    if (hasClass(child, 'theme-admonition')) {
      const quote = admonition(child);
      simplify(quote, options);
      out.push(quote);
      continue;
    }
    if (/^h[1-6]$/.test(child.tagName)) {
      // Flags (optional, readonly, ...) follow the name instead of running into it.
      const flags: string[] = [];
      const strip = (element: Element) => {
        element.children = element.children.filter((c) => {
          if (isElement(c) && hasClass(c, 'tsd-flag')) {
            flags.push(textOf(c).trim());
            return false;
          }
          if (isElement(c)) strip(c);
          return true;
        });
      };
      strip(child);
      if (flags.length > 0) child.children.push({type: 'text', value: ` (${flags.filter(Boolean).join(', ')})`});
    }
    if (child.tagName === 'a' && typeof child.properties?.href === 'string') {
      const href = child.properties.href;
      child.properties.href = href.startsWith('#') ? `${options.pageUrl}${href}` : new URL(href, options.origin).href;
      delete child.properties.title;
    }
    simplify(child, options);
    if (child.tagName === 'details') out.push(disclosure(child));
    else if (child.tagName === 'table') out.push(...captionFirst(child));
    else out.push(child);
  }
  node.children = out as typeof node.children;
}

export interface ConvertedPage {
  title: string;
  description: string;
  markdown: string;
}

/** Converts the HTML of one built page to Markdown (its h1 first). */
export async function pageToMarkdown(html: string, options: ConvertOptions): Promise<ConvertedPage> {
  const [{fromHtml}, {toMdast}, {toMarkdown}, {gfmToMarkdown}] = await Promise.all([
    import('hast-util-from-html'),
    import('hast-util-to-mdast'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  const tree = fromHtml(contentOf(html));
  const head = findFirst(tree, (e) => e.tagName === 'head');
  const titleNode = head && findFirst(head, (e) => e.tagName === 'title');
  const descriptionNode = head && findFirst(head, (e) => e.tagName === 'meta' && e.properties?.name === 'description');
  const description = String(descriptionNode?.properties?.content ?? '');
  const content = findFirst(tree, (e) => e.tagName === 'article') ?? findFirst(tree, (e) => e.tagName === 'main');
  if (!content) throw new Error(`markdown-twins: ${options.pageUrl} has no article or main element`);
  const body = findFirst(content, (e) => hasClass(e, 'theme-doc-markdown')) ?? content;
  const root: Root = {type: 'root', children: [body]};
  simplify(root, options);
  const mdast = toMdast(root, {
    handlers: {
      pre(state, node: Element) {
        const codeNode = findFirst(node, (e) => e.tagName === 'code');
        const language = codeNode && classes(codeNode).find((c) => c.startsWith('language-'));
        const title = node.properties?.dataTitle;
        const result = {
          type: 'code' as const,
          lang: language ? language.slice('language-'.length) : null,
          meta: typeof title === 'string' && title ? `title="${title}"` : null,
          value: codeNode ? textOf(codeNode) : textOf(node),
        };
        state.patch(node, result);
        return result;
      },
    },
  });
  let markdown = toMarkdown(mdast, {extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-'}).trim();
  const pageTitle = String(titleNode ? textOf(titleNode) : '')
    .replace(/\s*\|[^|]*$/, '')
    .trim();
  const h1 = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  if (!markdown.startsWith('# ')) {
    // The h1 first: a page whose content starts elsewhere (the home page) gets its title.
    markdown = h1 && markdown.indexOf(`# ${h1}`) >= 0 ? markdown : `# ${pageTitle}\n\n${markdown}`;
  }
  return {title: h1 ?? pageTitle, description, markdown: `${markdown}\n`};
}

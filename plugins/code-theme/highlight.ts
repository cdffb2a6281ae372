/**
 * A code block's lines as one HTML string instead of a React element per token (used by
 * theme/CodeBlock, on the server and in the browser). React then keeps one element per block:
 * hydration no longer checks thousands of token elements, and a client-side navigation builds
 * the block with one `innerHTML` (bench/report.md, "Long guides" has the figures).
 *
 * The markup is theme-classic's (`token-line` spans holding `token <type>` spans, line classes
 * from magic comments), with one difference: text of the `plain` token type is not wrapped in a
 * span (no Prism theme colours `plain`; the block's own colour applies), which leaves fewer
 * elements. Names the block imports from the documented package become `a.code-link` links
 * (strings, comments and member accesses such as `x.createDialog` stay text).
 */
import type {Token} from 'prism-react-renderer';
import type {BlockLinks} from './theme/CodeLinks';

/** Token types whose text is never a name to link. */
const NOT_CODE = /\b(comment|string|template-string|regex|url)\b/;
const NAME = /[A-Za-z_$][\w$]*/g;

export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/** A token's text with its linked names as anchors; `before` is the line's text before the token. */
function linkedText(content: string, types: string[], before: string, anchor: (name: string) => string | undefined) {
  if (types.some((type) => NOT_CODE.test(type))) return escapeText(content);
  let html = '';
  let last = 0;
  for (const match of content.matchAll(NAME)) {
    const link = anchor(match[0]);
    const preceding = (before + content.slice(0, match.index)).trimEnd();
    if (!link || preceding.endsWith('.')) continue;
    html += escapeText(content.slice(last, match.index)) + link;
    last = match.index + match[0].length;
  }
  return html + escapeText(content.slice(last));
}

export interface LinesToHtmlOptions {
  /** Extra classes per line index (theme-common's `parseLines`). */
  lineClassNames?: Record<number, string[] | undefined>;
  /** Local name -> [href, title] (theme/CodeLinks). */
  links?: BlockLinks;
  /** The href a link target is written with (trailing slash as Docusaurus' Link applies it). */
  href?: (target: string) => string;
  /** Class names of numbered lines (theme-classic's CodeBlock/Line CSS module), when lines are numbered. */
  numbered?: {line: string; number: string; content: string};
}

/** A code's lines as plain-text tokens: what a block shows until the tokenizer is loaded (./tokenizer). */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => (content ? [{types: ['plain'], content}] : [{types: ['plain'], content: '', empty: true}]));
}

/** The inner HTML of a block's `<code>` element, from its lines of tokens. */
export function linesToHtml(
  lines: Token[][],
  {lineClassNames = {}, links = {}, href = (target) => target, numbered}: LinesToHtmlOptions = {},
): string {
  const anchors = new Map<string, string>();
  const anchor = (name: string): string | undefined => {
    if (!Object.hasOwn(links, name)) return undefined;
    let html = anchors.get(name);
    if (html === undefined) {
      const [target, title] = links[name];
      html = `<a class="code-link" href="${escapeAttribute(href(target))}" title="${escapeAttribute(title)}">${name}</a>`;
      anchors.set(name, html);
    }
    return html;
  };
  let html = '';
  lines.forEach((line, index) => {
    const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
    html += `<span class="${classes}">`;
    if (numbered) html += `<span class="${numbered.number}"></span><span class="${numbered.content}">`;
    let before = '';
    for (const token of line) {
      if (token.empty) {
        // An empty line keeps its height, as theme-classic's empty token does.
        html += '<span class="token plain" style="display:inline-block"></span>';
        continue;
      }
      const text = linkedText(token.content, token.types, before, anchor);
      before += token.content;
      html +=
        token.types.length === 1 && token.types[0] === 'plain'
          ? text
          : `<span class="token ${token.types.join(' ')}">${text}</span>`;
    }
    html += numbered ? '</span><br></span>' : '<br></span>';
  });
  return html;
}

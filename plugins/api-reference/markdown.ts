/**
 * The API reference's Markdown (a step of index.ts). The Markdown of comments is lexed here with the
 * upstream plugin's own marked and shipped as tokens with each page; `client/marked.ts`
 * replaces marked in the bundle, so no page downloads it.
 */
import {createRequire} from 'node:module';
import {forEachObject} from './reflections';
import type {ApiRouteData} from './types';

export interface MarkdownLexer {
  lexer(text: string): Record<string, unknown>[];
}

/**
 * marked, set up as the plugin's Markdown component sets it up in the browser (GFM and
 * smartypants), loaded from the plugin's own dependencies so that the versions match.
 * The plugin's `:::` admonition extension is left out: text containing `:::` is not
 * lexed here and falls back to plain text (no comment or note has one).
 */
export function createMarkdownLexer(): MarkdownLexer {
  const pluginRequire = createRequire(require.resolve('docusaurus-plugin-typedoc-api'));
  const {Marked} = pluginRequire('marked') as {Marked: new (...extensions: object[]) => MarkdownLexer};
  const {markedSmartypants} = pluginRequire('marked-smartypants') as {markedSmartypants: () => object};
  return new Marked({gfm: true}, markedSmartypants());
}

/** The text upstream's Comment component hands to its Markdown component (Comment.displayPartsToMarkdown). */
export function partsToMarkdown(parts: {kind: string; tag?: string; text: string}[]): string {
  return parts.map((part) => (part.kind === 'inline-tag' ? `{${part.tag} ${part.text}}` : part.text)).join('');
}

/**
 * A line break inside a code span is a space (CommonMark); upstream's Markdown component
 * renders the span's raw text, so the break would reach the page, where the HTML minifier
 * removes it from the server markup and React then finds other text when it hydrates.
 */
function spaceCodeSpans(token: Record<string, unknown>): void {
  if (token.type !== 'codespan') return;
  for (const key of ['raw', 'text'] as const) {
    if (typeof token[key] === 'string') token[key] = (token[key] as string).replace(/\s*\n\s*/g, ' ');
  }
}

/** The Markdown texts the plugin's Comment component renders, lexed (see client/marked.ts). */
export function lexComments(node: unknown, lexer: MarkdownLexer, out: ApiRouteData['markdown']): void {
  forEachObject(node, (object) => {
    const comment = object.comment as {summary?: unknown[]; blockTags?: {content: unknown[]}[]} | undefined;
    if (!comment || typeof comment !== 'object') return;
    for (const parts of [comment.summary ?? [], ...(comment.blockTags ?? []).map((tag) => tag.content)]) {
      const text = partsToMarkdown(parts as {kind: string; tag?: string; text: string}[]);
      if (text && !text.includes(':::') && !(text in out)) {
        const tokens = JSON.parse(JSON.stringify(lexer.lexer(text))) as Record<string, unknown>[];
        forEachObject(tokens, spaceCodeSpans);
        out[text] = tokens;
      }
    }
  });
}

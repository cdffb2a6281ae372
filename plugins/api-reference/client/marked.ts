/**
 * Stands in for `marked` (and `marked-smartypants`) in the site's bundles. The API plugin
 * lexes the Markdown of doc comments in the browser with marked, a download on
 * every API page; plugins/api-reference lexes them at build time instead and ships the
 * tokens with each page's data, which `ApiItemRoute` registers here before rendering.
 */
type Token = Record<string, unknown>;

const tokensByText = new Map<string, Token[]>();

/** Adds the tokens of a page's comments (Markdown text -> marked tokens). */
export function registerMarkdownTokens(tokens: Record<string, Token[]>): void {
  for (const [text, list] of Object.entries(tokens)) tokensByText.set(text, list);
}

/** The tokens lexed at build time; text not seen there is shown as one plain paragraph. */
function lexer(text: string): Token[] {
  const tokens = tokensByText.get(text);
  if (tokens) return tokens;
  if (!text) return [];
  return [{type: 'paragraph', raw: text, text, tokens: [{type: 'text', raw: text, text}]}];
}

export const marked = {
  lexer,
  // The options and extensions the plugin sets apply at build time (see the plugin).
  setOptions: (): void => undefined,
  use: (): void => undefined,
};

export const markedSmartypants = (): Record<string, never> => ({});

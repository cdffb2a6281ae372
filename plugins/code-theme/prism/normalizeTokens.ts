import type {Token as PrismToken, TokenStream} from 'prismjs';
import type {Token} from 'prism-react-renderer';

const NEWLINE = /\r\n|\r|\n/;

/**
 * `types` plus each of `more` that it does not have yet: a token nested in one of its own
 * type (a template string inside a template string's interpolation, a JSX tag inside a tag)
 * would otherwise repeat a class, which HTML does not allow; the CSS matches the same.
 */
function appendTypes(types: string[], more: string | string[] | undefined): string[] {
  let result = types;
  for (const type of more === undefined ? [] : ([] as string[]).concat(more)) {
    if (!result.includes(type)) result = [...result, type];
  }
  return result;
}

/**
 * Prism's nested token stream as lines of flat tokens, each with the types of the tokens it is
 * nested in (the shape theme-classic's CodeBlock/Line renders). A line without text gets one
 * empty token, so that it keeps its height.
 */
export function normalizeTokens(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const walk = (part: TokenStream, types: string[]): void => {
    if (typeof part === 'string') {
      part.split(NEWLINE).forEach((content, index) => {
        if (index > 0) lines.push([]);
        if (content !== '') lines[lines.length - 1].push({types: types.length > 0 ? types : ['plain'], content});
      });
    } else if (Array.isArray(part)) {
      for (const token of part) walk(token, types);
    } else {
      const token = part as PrismToken;
      walk(token.content, appendTypes(appendTypes(types, token.type), token.alias));
    }
  };
  walk(stream, []);
  for (const line of lines) {
    if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  }
  return lines;
}

/**
 * The tokenizer of code blocks in the server bundle (the plugin's alias `@code-theme/tokenizer`,
 * ../index.ts): Prism, ready at once, so that every page's HTML has its blocks highlighted.
 */
import {loadNextGrammar, tokenizeLines} from '../prism';

export type Tokenize = typeof tokenizeLines;

export function tokenizer(): Tokenize | undefined {
  return tokenizeLines;
}

export function loadTokenizer(): Promise<Tokenize> {
  return Promise.resolve(tokenizeLines);
}

export function prepareGrammars(): boolean {
  return loadNextGrammar();
}

/** The tokenizer of code blocks: ./server.ts in the server bundle, ./client.ts in the browser (../index.ts). */
declare module '@code-theme/tokenizer' {
  import type {Token} from 'prism-react-renderer';

  export type Tokenize = (code: string, language: string) => Token[][];
  /** The tokenizer, when it is loaded. */
  export function tokenizer(): Tokenize | undefined;
  export function loadTokenizer(): Promise<Tokenize>;
  /** Builds Prism's next grammar now rather than on the first highlight; whether any is left. */
  export function prepareGrammars(): boolean;
}

/**
 * The tokenizer of code blocks in the browser (the plugin's alias `@code-theme/tokenizer`,
 * ../index.ts). Prism and its grammars (about 11 KB gzip) are a chunk of their own: the server's
 * HTML already has every block highlighted and hydration keeps it, so a first load never needs
 * them. A client-side navigation does, to build the blocks of the next page; the chunk is loaded
 * in idle time after the first page (./preload.ts), and a block rendered before it arrives shows
 * its lines as plain text until then.
 */
import type {Tokenize} from './server';

let loaded: Tokenize | undefined;
let loading: Promise<Tokenize> | undefined;
let buildNextGrammar: (() => boolean) | undefined;

export type {Tokenize};

export function tokenizer(): Tokenize | undefined {
  return loaded;
}

export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import('../prism').then((prism) => {
    loaded = prism.tokenizeLines;
    buildNextGrammar = prism.loadNextGrammar;
    return loaded;
  });
  return loading;
}

/** Builds the next grammar ahead of the first highlight; whether any is left (none before the chunk is loaded). */
export function prepareGrammars(): boolean {
  return buildNextGrammar?.() ?? false;
}

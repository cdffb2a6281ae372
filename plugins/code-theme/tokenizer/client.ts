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
let buildGrammars: (() => void) | undefined;

export type {Tokenize};

export function tokenizer(): Tokenize | undefined {
  return loaded;
}

export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import('../prism').then((prism) => {
    loaded = prism.tokenizeLines;
    buildGrammars = prism.loadGrammars;
    return loaded;
  });
  return loading;
}

/** Builds the grammars ahead of the first highlight (a no-op until the chunk is loaded, and after the first call). */
export function prepareGrammars(): void {
  buildGrammars?.();
}

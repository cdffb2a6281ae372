/**
 * The tokenizer for a component that highlights code in the browser (the code block after a
 * client-side navigation, the playground's editor): at once when its chunk is there (always on the
 * server), else undefined until it has arrived (./client.ts), which re-renders the component.
 */
import {useEffect, useState} from 'react';
import {loadTokenizer, tokenizer, type Tokenize} from '@code-theme/tokenizer';

/** `needed` false: the caller has its lines already (a hydrated block) and nothing is loaded for it. */
export function useTokenizer(needed = true): Tokenize | undefined {
  const [tokenize, setTokenize] = useState<Tokenize | undefined>(() => tokenizer());
  useEffect(() => {
    if (!needed || tokenize) return undefined;
    let current = true;
    void loadTokenizer().then((loaded) => current && setTokenize(() => loaded));
    return () => {
      current = false;
    };
  }, [needed, tokenize]);
  return tokenize;
}

/**
 * The link "Copy link" shares: the page's address with `#try-<n>=<code>`, the example's code as
 * UTF-8 in base64url in the hash, which browsers never send to a server. The code block wrapper
 * (src/theme/CodeBlock) reads the hash on every page with sharedBlock alone, so the decoding
 * stays in the playground's chunk.
 */
/** The code of a shared link (`#try-<n>=<code>`): UTF-8 in base64url, nothing sent to any server. */
export function encodeCode(code: string): string {
  const bytes = new TextEncoder().encode(code);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCode(text: string): string | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', {fatal: true}).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The hash of a shared link to block `index` of a page with `code` in it. */
export function shareHash(index: number, code: string): string {
  return `#try-${index}=${encodeCode(code)}`;
}

/**
 * The block index and encoded code of a shared link's hash, if it is one. The code block of every page
 * reads it, so decoding (decodeCode) is left to the playground's own chunk.
 */
export function sharedBlock(hash: string): {index: number; encoded: string} | undefined {
  const match = /^#try-(\d+)=([\w-]*)$/.exec(hash);
  return match ? {index: Number(match[1]), encoded: match[2]} : undefined;
}

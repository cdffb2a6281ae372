/**
 * The link "Copy link" shares: the page's address with `#try-<n>=<code>`, the example's code as
 * UTF-8 in base64url in the hash, which browsers never send to a server. The code block wrapper
 * (src/theme/CodeBlock) reads it on every page, so this module stays small.
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

/** The block index and code of a shared link's hash, if it is one. */
export function parseShareHash(hash: string): {index: number; code: string} | undefined {
  const match = /^#try-(\d+)=([\w-]*)$/.exec(hash);
  if (!match) return undefined;
  const code = decodeCode(match[2]);
  return code === undefined ? undefined : {index: Number(match[1]), code};
}

/**
 * What the reference's bundle takes in place of upstream's modules, by webpack alias: our own
 * versions of some of upstream's components (client/<Name>.tsx), the stand-in for marked
 * (client/marked.ts: comments arrive lexed, see markdown.ts) and the codicon subset (codicons.ts).
 */
import path from 'node:path';

/**
 * Upstream's components that ours stand in for (client/<Name>.tsx; each file says why and
 * how it differs). Upstream's components import each other by relative paths, so an alias
 * of the resolved file swaps ours in everywhere; ours import upstream's other components
 * by package paths, which these aliases leave alone.
 */
export const OWN_COMPONENTS = [
  'AnchorLink',
  'CommentBadges',
  'Markdown',
  'Members',
  'MemberSignatureBody',
  'MemberSources',
  'Parameter',
  'Reflection',
  'VersionBanner',
] as const;

function ownComponentAliases(): Record<string, string> {
  return Object.fromEntries(
    OWN_COMPONENTS.map((name) => [
      require.resolve(`docusaurus-plugin-typedoc-api/lib/components/${name}.js`),
      path.join(__dirname, 'client', `${name}.tsx`),
    ]),
  );
}

/** The aliases of the reference's bundle; `codiconDir` holds the subset codicons.ts wrote. */
export function webpackAliases(codiconDir: string): Record<string, string> {
  const markedShim = path.join(__dirname, 'client', 'marked.ts');
  return {
    ...ownComponentAliases(),
    marked$: markedShim,
    'marked-smartypants$': markedShim,
    '@vscode/codicons/dist/codicon.css$': path.join(codiconDir, 'codicon.css'),
  };
}

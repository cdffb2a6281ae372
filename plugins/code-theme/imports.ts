/**
 * The names a code sample imports from one package: `import {a, b as c, type D} from 'pkg'`
 * gives a -> a, c -> b, D -> D (local name -> exported name). Shared by the build (code links
 * and guide back links) and the code block in the browser, so both read a sample alike.
 * Namespace and default imports are left out: they name no single export.
 */
const IMPORT = /import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g;

export function importedNames(code: string, packageName: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of code.matchAll(IMPORT)) {
    if (match[3] !== packageName) continue;
    for (const specifier of match[1].split(',')) {
      const parts = specifier
        .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const exported = parts[0]?.trim();
      const local = (parts[1] ?? parts[0])?.trim();
      if (exported && local && /^[\w$]+$/.test(exported) && /^[\w$]+$/.test(local)) names.set(local, exported);
    }
  }
  return names;
}

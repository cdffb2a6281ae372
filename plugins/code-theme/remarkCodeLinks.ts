/**
 * Remark plugin: gives every ts/tsx/js/jsx code block of a Markdown page the links of the
 * names it imports from the documented package, as the block's `codeLinks` prop (JSON of
 * local name -> [href, title]), which the code block renders as links (theme/CodeBlock).
 * The links come from the file the API reference plugin writes at build time (every export
 * with its page and the summary of its API note), so they follow the reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import {importedNames} from './imports';
import type {CodeLink} from './theme/CodeLinks';

export interface CodeLinksFile {
  packageName: string;
  exports: Record<string, CodeLink>;
}

/**
 * The site directory, which the paths of the options are relative to: Docusaurus puts the site's
 * configuration, these options included, into the client bundle, which must not carry the build
 * machine's folders.
 */
const SITE_DIR = path.resolve(__dirname, '..', '..');

export interface RemarkCodeLinksOptions {
  /** The JSON file written by the API reference plugin (CodeLinksFile) for the current version. */
  file: string;
  /**
   * Older versions: their name, the folder of their guides and their file. A guide in that folder
   * links into that version, and so does a block whose meta names it (` ```tsx version="2.x" `).
   * Paths are relative to the site directory (absolute ones are kept).
   */
  versions?: {name: string; dir: string; file: string}[];
}

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: CodeNode[];
  data?: {hProperties?: Record<string, unknown>};
}

const LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

/** Block links of one code text (local name -> link), empty when it imports nothing documented. */
export function blockLinks(code: string, links: CodeLinksFile): Record<string, CodeLink> {
  const result: Record<string, CodeLink> = {};
  for (const [local, exported] of importedNames(code, links.packageName)) {
    const link = Object.hasOwn(links.exports, exported) ? links.exports[exported] : undefined;
    if (link) result[local] = link;
  }
  return result;
}

export default function remarkCodeLinks({file, versions: configured = []}: RemarkCodeLinksOptions) {
  const currentFile = path.resolve(SITE_DIR, file);
  const versions = configured.map((version) => ({
    name: version.name,
    dir: path.resolve(SITE_DIR, version.dir),
    file: path.resolve(SITE_DIR, version.file),
  }));
  return (tree: CodeNode, vfile: {path?: string}): void => {
    const page = vfile.path ?? '';
    const pageFile = versions.find((version) => page.startsWith(`${version.dir}/`))?.file ?? currentFile;
    const read = (file: string): CodeLinksFile => {
      // Written by the API plugin's loadContent, which runs before any page is compiled; read once per page.
      if (!fs.existsSync(file))
        throw new Error(`remarkCodeLinks: ${file} is missing; the API reference plugin writes it.`);
      const links = read.cache.get(file) ?? (JSON.parse(fs.readFileSync(file, 'utf8')) as CodeLinksFile);
      read.cache.set(file, links);
      return links;
    };
    read.cache = new Map<string, CodeLinksFile>();
    const visit = (node: CodeNode) => {
      if (node.type === 'code' && node.lang && LANGUAGES.has(node.lang) && node.value) {
        const named = /(?:^|\s)version="([^"]+)"/.exec(node.meta ?? '')?.[1];
        const found = blockLinks(
          node.value,
          read(versions.find((version) => version.name === named)?.file ?? pageFile),
        );
        if (Object.keys(found).length > 0) {
          node.data = {...node.data, hProperties: {...node.data?.hProperties, codeLinks: JSON.stringify(found)}};
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

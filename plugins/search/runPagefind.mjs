// Pagefind's Node API is an ES module only, which Docusaurus' CommonJS config loader
// cannot import; the plugin runs this script in its own Node process instead.
// Usage: node runPagefind.mjs <pages.json> <outputPath>, pages being [{url, html}].
import fs from 'node:fs/promises';
import {close, createIndex} from 'pagefind';

const [pagesFile, outputPath] = process.argv.slice(2);
const pages = JSON.parse(await fs.readFile(pagesFile, 'utf8'));

const {index, errors} = await createIndex({forceLanguage: 'en'});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
for (const {url, html} of pages) {
  const added = await index.addHTMLFile({url, content: html});
  if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({outputPath});
if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
await close();
console.log(`Pagefind indexed ${pages.length} pages into ${outputPath}`);

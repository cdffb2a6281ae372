/**
 * The API reference's descriptions (a step of index.ts). Doc comments of the library that carry HTML
 * (`<div>`, `<br>`, entities) become Markdown, so that the page renders formatting and
 * every place that expects text (meta descriptions, the search index) gets text. Every
 * API page's meta description is the summary of its API note (api/notes); the index
 * page has one of its own.
 */
import {decodeHTML} from 'entities';
import {forEachObject} from './reflections';

/** Library name and version, e.g. `chayns-api 2.6.14`. */
export interface PackageLabel {
  name: string;
  version: string;
}

/** Code spans and fenced code are left as they are; HTML elsewhere becomes Markdown, entities text. */
export function cleanCommentHtml(text: string): string {
  if (!/<\/?[a-z][^>]*>|&(#\d+|#x[\da-f]+|[a-z]+);/i.test(text)) return text;
  return text
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const markdown = part
        .replace(/<br\s*\/?>/gi, '\n\n')
        .replace(/<\/?(div|p|section)(\s[^>]*)?>/gi, '\n\n')
        .replace(/<\/?(b|strong)>/gi, '**')
        .replace(/<\/?(i|em)>/gi, '_')
        .replace(/<code>([^<]*)<\/code>/gi, '`$1`')
        .replace(/<\/?[a-z][^>]*>/gi, '');
      return decodeHTML(markdown).replace(/[ \t]*\n[ \t]*(\n[ \t]*)+/g, '\n\n');
    })
    .join('')
    .trim();
}

/** Cleans the text of every comment part inside `node`, in place. */
export function cleanComments(node: unknown): void {
  forEachObject(node, (object) => {
    if (object.kind === 'text' && typeof object.text === 'string') {
      object.text = cleanCommentHtml(object.text);
    }
  });
}

/** The meta description of the API index page. */
export function indexDescription(pkg: PackageLabel): string {
  return (
    `API reference of ${pkg.name} ${pkg.version}: its hooks, functions, classes, enumerations, ` +
    'interfaces and types, with what each does, where it works and an example.'
  );
}

/**
 * The entries of an errors guide (docs/errors.mdx and each older version's copy): every `###` heading
 * whose whole text is one inline code span is the entry of that message, and its section runs to the
 * next `##` or `###` heading. The heading's id is what Docusaurus derives from its text (GitHub's
 * slugs, counted over every heading of the page), so an entry's anchor follows from its message and
 * stays as long as the message does.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {createSlugger} from '@docusaurus/utils';

/** An export an entry links to (`/api/function/loadComponent`, `/api/2.x/class/DialogHandler#open`). */
export interface EntryExport {
  name: string;
  /** `function`, `class`, ... as in the API route; `overview` for an anchor of the reference's overview page. */
  kind: string;
}

export interface ErrorEntry {
  /** The message as the heading quotes it, placeholders included. */
  text: string;
  /** The heading's id on the page. */
  anchor: string;
  /** 1-based line of the heading in the guide's file. */
  line: number;
  /** The `##` section the entry stands in (its area: "Provider and setup"). */
  group: string;
  /** The exports the entry's section links to in the version's reference, each once, in order. */
  exports: EntryExport[];
}

export interface ErrorGuide {
  /** The page's route below the site, from its front matter's slug: `/docs/errors`. */
  route: string;
  title: string;
  entries: ErrorEntry[];
  /** What is wrong with the page's headings themselves (a custom id on an entry, an entry outside a group). */
  problems: string[];
}

const ENTRY = /^###\s+`([^`]+)`\s*(\{#[^}]*\})?\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** A heading's text as Docusaurus slugs it: Markdown links, emphasis and code marks reduced to their text. */
function plainText(markdown: string): {text: string; id?: string} {
  const custom = /\s*\{#([^}]*)\}\s*$/.exec(markdown);
  const text = markdown
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
  return {text, id: custom?.[1]};
}

/**
 * Reads the entries of an errors guide. `apiRoute` is the route of the version's reference
 * (`/api`, `/api/2.x`): links into it name the exports an entry involves.
 */
export function readErrorGuide(file: string, routeBase: string, apiRoute: string): ErrorGuide {
  const {data, content} = matter(fs.readFileSync(file, 'utf8'));
  const slug = typeof data.slug === 'string' ? data.slug : '/errors';
  const guide: ErrorGuide = {
    route: `${routeBase}${slug}`.replace(/\/+/g, '/'),
    title: typeof data.title === 'string' ? data.title : 'Errors and warnings',
    entries: [],
    problems: [],
  };
  const escaped = apiRoute.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // A page (`/api/function/loadModule`) or an anchor of the overview (`/api#user`, type aliases and variables).
  const apiLink = new RegExp(`\\]\\(${escaped}(?:/([a-z]+)/([\\w$]+)|/?#([\\w$]+))`, 'g');
  // Line numbers of the file: the front matter's lines come before the content.
  const offset = fs.readFileSync(file, 'utf8').split('\n').length - content.split('\n').length;
  const slugger = createSlugger();
  let group = '';
  let entry: ErrorEntry | undefined;
  let fence: string | undefined;
  content.split('\n').forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1].startsWith(fence)) fence = undefined;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const quoted = ENTRY.exec(line);
      // An entry's text is its code span as written (underscores and all), which is what Docusaurus slugs.
      const {text, id} = quoted ? {text: quoted[1], id: quoted[2]?.slice(2, -1)} : plainText(heading[2]);
      const anchor = id ?? slugger.slug(text);
      const level = heading[1].length;
      if (level <= 3) entry = undefined;
      if (level === 2) group = text;
      if (quoted) {
        const lineNumber = index + 1 + offset;
        if (quoted[2])
          guide.problems.push(
            `${file}:${lineNumber}: the entry "${quoted[1]}" sets its own id; its anchor must come from the message`,
          );
        if (!group) guide.problems.push(`${file}:${lineNumber}: the entry "${quoted[1]}" stands under no ## group`);
        entry = {text: quoted[1], anchor, line: lineNumber, group, exports: []};
        guide.entries.push(entry);
      }
      return;
    }
    if (!entry) return;
    for (const [, pageKind, pageName, overviewName] of line.matchAll(apiLink)) {
      const [kind, name] = pageName ? [pageKind, pageName] : ['overview', overviewName];
      if (!entry.exports.some((known) => known.name === name && known.kind === kind)) entry.exports.push({name, kind});
    }
  });
  return guide;
}

/**
 * Links from a reference page back to where it is used, computed at build time from the
 * same data the pages are built from, so they cannot go stale:
 *
 * - "Used by" on every interface and enum page: the declarations (pages, and the type
 *   aliases and variables of /api) whose signatures or properties take or return it (a type
 *   reference to it in their parameters, results or members).
 * - "In the guides" on every page a guide uses: the guide sections (page and heading
 *   anchor) that link to it or import it in a code sample.
 *
 * Both are appended to the page's description as Markdown, so they are in the
 * server-rendered page, the search index and the Markdown twins alike, with "Errors it can
 * raise" (errorBacklinks.ts) after them.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {createSlugger} from '@docusaurus/utils';
import {importedNames} from '../code-theme/imports';
import {appendMarkdown, NOTE_KINDS, type CommentHolder} from './notes';
import {forEachReflection} from './client/walk';
import {errorBacklinks} from './errorBacklinks';
import {collectReferences} from './reflections';
import type {ApiLibraryVersion, Reflection} from './types';

/** A guide section that uses an export. */
export interface GuideUse {
  /** The guide's title, e.g. "Dialogs". */
  guide: string;
  /** The section's heading text. */
  heading: string;
  /** The section's URL below the site: `/docs/dialogs#date`. */
  url: string;
}

/**
 * Page reflections (by id) that refer to each page reflection, in name order. A reference
 * to a member (`DialogType.DATE`) counts for the member's page.
 */
export function usedBy(pages: Reflection[], declarations: Reflection[] = pages): Map<number, Reflection[]> {
  const users = new Map<number, Reflection[]>();
  const pageOf = new Map<number, number>();
  for (const page of pages) forEachReflection(page, (node) => pageOf.set(node.id as number, page.id));
  for (const page of declarations) {
    const targets = new Set<number>();
    collectReferences({signatures: page.signatures, children: page.children, type: page.type}, targets);
    const targetPages = new Set([...targets].map((target) => pageOf.get(target)));
    for (const target of targetPages) {
      if (target === undefined || target === page.id) continue;
      users.set(target, [...(users.get(target) ?? []), page]);
    }
  }
  for (const list of users.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return users;
}

/** Heading text as Docusaurus turns it into an id: Markdown reduced to its text. */
export function headingText(raw: string): {text: string; id?: string} {
  const custom = /\s*\{#([\w-]+)\}\s*$/.exec(raw);
  const text = raw
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
  return {text, id: custom?.[1]};
}

/**
 * The sections of the guides (h2 and h3 of every .md/.mdx file under `dir`) that link to
 * an API page or import an export of `packageName` in a code block, by export name.
 */
export function guideUses(
  dir: string,
  routeBase: string,
  packageName: string,
  /** The route of this version's reference (`/api`, `/api/2.x`): links into it count. */
  apiRoute = '/api',
  /**
   * Which code blocks count, by their fence meta: by default those written for no other version
   * (a block of a current guide marked `version="2.x"` imports from 2.x and counts for 2.x).
   */
  countsBlock: (meta: string) => boolean = (meta) => !/(?:^|\s)version="/.test(meta),
): Map<string, GuideUse[]> {
  const apiLink = new RegExp(`\\]\\(${apiRoute.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/(?:[a-z]+)/([\\w$]+)`, 'g');
  const uses = new Map<string, GuideUse[]>();
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  for (const file of files.sort()) {
    const {data, content} = matter(fs.readFileSync(path.join(dir, file), 'utf8'));
    const slug = typeof data.slug === 'string' ? data.slug : `/${file.replace(/\.mdx?$/, '')}`;
    const pageUrl = `${routeBase}${slug}`.replace(/\/+/g, '/');
    const guide = typeof data.title === 'string' ? data.title : path.basename(file);
    const slugger = createSlugger();
    let section: GuideUse = {guide, heading: guide, url: pageUrl};
    const add = (name: string) => {
      const list = uses.get(name) ?? [];
      if (!list.some((use) => use.url === section.url)) uses.set(name, [...list, section]);
    };
    let fence: string | undefined;
    let counted = true;
    let code: string[] = [];
    for (const line of content.split('\n')) {
      const fenceMatch = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
      if (fence) {
        if (fenceMatch && fenceMatch[1].startsWith(fence)) {
          if (counted) for (const exported of importedNames(code.join('\n'), packageName).values()) add(exported);
          fence = undefined;
        } else code.push(line);
        continue;
      }
      if (fenceMatch) {
        fence = fenceMatch[1];
        counted = countsBlock(fenceMatch[2]);
        code = [];
        continue;
      }
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      if (heading) {
        const {text, id} = headingText(heading[2]);
        const anchor = id ?? slugger.slug(text);
        if (heading[1].length === 2 || heading[1].length === 3)
          section = {guide, heading: text, url: `${pageUrl}#${anchor}`};
        continue;
      }
      for (const link of line.matchAll(apiLink)) add(link[1]);
    }
  }
  return uses;
}

/** The Markdown of a page's back links, or '' when it has none to show. */
export function backlinksMarkdown(
  page: Reflection,
  users: Reflection[] | undefined,
  guides: GuideUse[] | undefined,
  baseUrl: string,
): string {
  const parts: string[] = [];
  const kind = NOTE_KINDS[page.kind];
  if (kind === 'interface' || kind === 'enum') {
    parts.push(
      users?.length
        ? `**Used by:** ${users.map((user) => `[\`${user.name}\`](${user.permalink})`).join(', ')}`
        : '**Used by:** no function, hook, class or interface of the library takes or returns it directly.',
    );
  }
  if (guides?.length) {
    const links = guides.map((use) => {
      const label = use.heading === use.guide ? use.guide : `${use.guide}: ${use.heading}`;
      return `[${label}](${baseUrl}${use.url.replace(/^\//, '')})`;
    });
    parts.push(`**In the guides:** ${links.join(', ')}`);
  }
  return parts.join('\n\n');
}

/**
 * Appends their back links to the descriptions of a version's pages (after the notes): "Used by",
 * "In the guides" and "Errors it can raise". `current` is the current version, whose guides may hold
 * blocks written for an older one.
 */
export function appendBacklinks(
  root: Reflection,
  pages: Reflection[],
  packageName: string,
  version: ApiLibraryVersion,
  current: ApiLibraryVersion,
  baseUrl: string,
): void {
  const users = usedBy(pages, root.children ?? []);
  const errors = errorBacklinks(version, baseUrl);
  const guides = errors.leaveOutGuide(
    guideUses(version.guides.dir, version.guides.routeBasePath, packageName, version.apiRouteBasePath),
  );
  // An older version's pages are also used by the current guides' blocks written for it (the
  // migration guide's "before" code) and by their links into its reference.
  if (version !== current) {
    const written = new RegExp(`(?:^|\\s)version="${version.name.replace(/\./g, '\\.')}"`);
    const fromCurrent = guideUses(
      current.guides.dir,
      current.guides.routeBasePath,
      packageName,
      version.apiRouteBasePath,
      (meta) => written.test(meta),
    );
    for (const [name, uses] of fromCurrent) guides.set(name, [...(guides.get(name) ?? []), ...uses]);
  }
  for (const page of pages) {
    const markdown = [
      backlinksMarkdown(page, users.get(page.id), guides.get(page.name), baseUrl),
      errors.markdownOf(page.name),
    ].filter(Boolean);
    if (markdown.length > 0) appendMarkdown(page as CommentHolder, markdown.join('\n\n'));
  }
}

/**
 * Documentation for tools as well as people. After `docusaurus build`:
 *
 * - every page (home, guides, /api and every API page) gets a Markdown twin next to it
 *   (twinPath.ts), converted from its built HTML (convert.ts), so the twin holds exactly what
 *   the page shows, API notes and back links included;
 * - `llms.txt` lists the twins of the current version by section (the guides in their sidebar's
 *   order, then the reference grouped as the API sidebar groups it) with each page's description,
 *   and points to the same list of each older version (`llms-2.x.txt`);
 * - `llms-full.txt` (`llms-full-2.x.txt`) holds a version's guides and whole reference in that
 *   reading order.
 *
 * In the browser, the theme components of ./theme announce each page's twin in its head and
 * show "Copy page" above the title of guides and API pages. Nothing of this runs under
 * `npm start` (no twins are written there; the controls are hidden).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageToMarkdown, type ConvertedPage} from './convert';
import {twinPath} from './twinPath';

export interface MarkdownTwinsOptions {
  /** The `> summary` paragraph of llms.txt. */
  summary: string;
  /** The docs versions, newest first; `details` is the paragraph after the summary in that version's llms.txt. */
  versions: {name: string; segment: string; title: string; details: string}[];
}

/** The files of a version (`llms.txt`, `llms-full.txt`; `llms-2.x.txt`, `llms-full-2.x.txt` for older ones). */
export function llmsFiles(segment: string): {list: string; full: string} {
  const suffix = segment ? `-${segment}` : '';
  return {list: `llms${suffix}.txt`, full: `llms-full${suffix}.txt`};
}

interface SidebarLink {
  label: string;
  href: string;
}

interface Section {
  title: string;
  links: SidebarLink[];
}

type SidebarItem =
  | {type: 'doc'; id: string; label?: string}
  | {type: 'link'; href: string; label: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string};

interface DocsContent {
  loadedVersions: {
    versionName: string;
    docs: {id: string; permalink: string; title: string}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

interface ApiContent {
  loadedVersions: {versionName: string; sidebars: SidebarItem[]}[];
}

/** The pages a sidebar links to, in order, as [label, route]. */
function flatten(items: SidebarItem[], docs: Map<string, {permalink: string; title: string}>): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] => {
    if (item.type === 'doc' && 'id' in item) {
      const doc = docs.get(item.id);
      return doc ? [{label: item.label ?? doc.title, href: doc.permalink}] : [];
    }
    if (item.type === 'link' && 'href' in item) return [{label: item.label, href: item.href}];
    if (item.type === 'category' && 'items' in item) return flatten(item.items, docs);
    return [];
  });
}

/** The sections of a version's llms.txt: its guides, then its API reference's overview and sidebar categories. */
function sections(plugins: {name: string; content: unknown}[], versionName: string): Section[] {
  const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const apiPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-typedoc-api');
  if (!docsPlugin || !apiPlugin) throw new Error('markdown-twins: the docs or the API reference plugin is missing.');
  const docsVersion = (docsPlugin.content as DocsContent).loadedVersions.find((v) => v.versionName === versionName);
  const apiVersion = (apiPlugin.content as ApiContent).loadedVersions.find((v) => v.versionName === versionName);
  if (!docsVersion || !apiVersion)
    throw new Error(`markdown-twins: no guides or reference of docs version ${versionName}.`);
  const docs = new Map(docsVersion.docs.map((doc) => [doc.id, doc] as const));
  const result: Section[] = Object.values(docsVersion.sidebars).map((items) => ({
    title: 'Guides',
    links: flatten(items, docs),
  }));
  const apiSidebar = apiVersion.sidebars;
  result.push({
    title: 'API reference',
    links: flatten(
      apiSidebar.filter((item) => item.type === 'link'),
      docs,
    ),
  });
  for (const item of apiSidebar) {
    if (item.type === 'category' && 'items' in item) result.push({title: item.label, links: flatten(item.items, docs)});
  }
  return result;
}

export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {siteConfig, baseUrl} = context;
  const origin = new URL(siteConfig.url).origin;
  const absolute = (route: string) => new URL(route, origin).href;

  return {
    name: 'markdown-twins',
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({outDir, routesPaths, plugins}) {
      // Every page Docusaurus rendered, except the not-found page (it has no content of its own).
      const routes = [...new Set(routesPaths)].filter((route) => !/\/404(\.html)?$/.test(route)).sort();
      const pages = new Map<string, ConvertedPage>();
      for (const route of routes) {
        const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
        const html = await fs.readFile(file, 'utf8').catch(() => null);
        if (html === null) continue;
        const page = await pageToMarkdown(html, {pageUrl: absolute(route), origin});
        pages.set(route.replace(/\/$/, '') || '/', page);
        const twin = path.join(outDir, twinPath(route, baseUrl).slice(baseUrl.length));
        await fs.mkdir(path.dirname(twin), {recursive: true});
        await fs.writeFile(twin, page.markdown);
      }
      const pageOf = (href: string) => pages.get(href.replace(/\/$/, '') || '/');

      const home = pageOf(baseUrl);
      const [current, ...older] = options.versions;
      for (const version of options.versions) {
        const groups = sections(plugins as {name: string; content: unknown}[], version.name);
        const list = [`# ${version.title}`, '', `> ${options.summary}`, '', version.details, ''];
        const full: string[] = [];
        for (const section of groups) {
          const entries = section.links.filter((link) => pageOf(link.href));
          if (entries.length === 0) continue;
          list.push(`## ${section.title}`, '');
          for (const link of entries) {
            const page = pageOf(link.href)!;
            list.push(`- [${link.label}](${absolute(twinPath(link.href, baseUrl))}): ${page.description}`);
            full.push(page.markdown.trim());
          }
          list.push('');
        }
        const optional: string[] = [];
        if (version === current) {
          for (const other of older) {
            optional.push(
              `- [${other.title}](${absolute(`${baseUrl}${llmsFiles(other.segment).list}`)}): the same list for that version.`,
            );
          }
          if (home) optional.push(`- [Home page](${absolute(twinPath(baseUrl, baseUrl))}): ${home.description}`);
        } else {
          optional.push(
            `- [${current.title}](${absolute(`${baseUrl}${llmsFiles(current.segment).list}`)}): the current version.`,
          );
        }
        list.push('## Optional', '', ...optional, '');
        const files = llmsFiles(version.segment);
        await fs.writeFile(path.join(outDir, files.list), list.join('\n'));
        await fs.writeFile(path.join(outDir, files.full), `${full.join('\n\n---\n\n')}\n`);
      }
      console.log(
        `Markdown twins: ${pages.size} pages; llms.txt and llms-full.txt for each of ${options.versions.length} versions.`,
      );
    },
  };
}

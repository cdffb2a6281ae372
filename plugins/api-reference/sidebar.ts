/**
 * The API reference's sections, sidebar and pagination (a step of index.ts). Upstream groups by kind
 * only, which puts hooks, event listeners and every other function in one list of 118.
 * Here the TypeDoc `@category` tags of the package come first (Hooks, Event listeners, ...),
 * then the kinds; previous/next links follow the new order.
 */
import type {SidebarItem} from 'docusaurus-plugin-typedoc-api/lib/types';
import type {ApiReferenceOptions, Reflection} from './types';

/** TypeDoc's default category, which upstream names `__CATEGORY__`. */
const DEFAULT_CATEGORY = '__CATEGORY__';

type SectionOptions = Pick<ApiReferenceOptions, 'categoryLabels' | 'sidebarOrder' | 'nameCategories'>;

export interface Section {
  label: string;
  children: Reflection[];
}

/**
 * The sections of the reference: one per TypeDoc `@category` (of any kind), then one per
 * kind for the rest, ordered by `sidebarOrder`, each sorted by name.
 */
export function buildSections(root: Reflection, options: SectionOptions): Section[] {
  const byId = new Map((root.children ?? []).map((child) => [child.id, child] as const));
  const categoryOf = new Map<number, string>();
  for (const category of root.categories ?? []) {
    if (category.title === DEFAULT_CATEGORY) continue;
    for (const id of category.children ?? [])
      categoryOf.set(id, options.categoryLabels?.[category.title] ?? category.title);
  }
  const sections = new Map<string, Reflection[]>();
  const add = (label: string, child: Reflection) => sections.set(label, [...(sections.get(label) ?? []), child]);
  // Exports without a category of the library's own, grouped by their names (the first pattern that matches).
  for (const child of root.children ?? []) {
    if (categoryOf.has(child.id)) continue;
    const byName = options.nameCategories?.find(({pattern}) => pattern.test(child.name));
    if (byName) categoryOf.set(child.id, byName.label);
  }
  for (const [id, label] of categoryOf) {
    const child = byId.get(id);
    if (child) add(label, child);
  }
  for (const group of root.groups ?? []) {
    for (const id of group.children ?? []) {
      const child = byId.get(id);
      if (child && !categoryOf.has(id)) add(group.title, child);
    }
  }
  const order = options.sidebarOrder ?? [];
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return [...sections.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((label) => ({label, children: sections.get(label)!.sort((a, b) => a.name.localeCompare(b.name))}));
}

/** The sidebar: Overview, then the sections. */
export function buildSidebar(root: Reflection, options: SectionOptions): SidebarItem[] {
  return [
    {type: 'link', label: 'Overview', href: root.permalink},
    ...buildSections(root, options).map(({label, children}): SidebarItem => ({
      type: 'category',
      label,
      collapsed: true,
      collapsible: true,
      items: children.map((child): SidebarItem => ({type: 'link', label: child.name, href: child.permalink})),
    })),
  ];
}

function isPageLink(item: SidebarItem): item is SidebarItem & {type: 'link'; href: string} {
  return item.type === 'link' && !item.href.includes('#');
}

/** Previous/next links of the pages, in sidebar order. */
export function setPagination(root: Reflection, sidebar: SidebarItem[]): void {
  const byPermalink = new Map((root.children ?? []).map((child) => [child.permalink, child] as const));
  const pages = sidebar
    .flatMap((item) => (item.type === 'category' ? item.items : [item]))
    .filter(isPageLink)
    .map((link) => byPermalink.get(link.href))
    .filter((child): child is Reflection => child !== undefined);
  for (const child of root.children ?? []) {
    delete child.previousId;
    delete child.nextId;
  }
  pages.forEach((child, i) => {
    if (i > 0) child.previousId = pages[i - 1].id;
    if (i < pages.length - 1) child.nextId = pages[i + 1].id;
  });
}

/**
 * Reference pages lead back to where they are used (in the production build, read in Node):
 * an interface or enum page that a function or class page links to links back to one of
 * them ("Used by"), and an API page a guide links to links back to that guide ("In the
 * guides").
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {resolveBaseUrl} from '../../config/site';
import {allPages, type Route} from '../../lib/routes';

const BASE = resolveBaseUrl();
const pages = allPages();

/**
 * Routes (below the base path, without anchor) that a page's article links to; not the migration
 * guide's generated tables of changed exports, an index of the reference rather than a use of it.
 */
function linkedRoutes(route: Route): Set<string> {
  const $ = loadBuilt(route.file);
  const routes = new Set<string>();
  $('article a[href]').not('[data-testid^="version-diff-"] a').each((_, anchor) => {
    const href = $(anchor).attr('href')!;
    if (href.startsWith(BASE)) routes.add(href.slice(BASE.length).replace(/#.*$/, '').replace(/\/$/, ''));
  });
  return routes;
}

const key = (routePath: string) => routePath.replace(/\/$/, '');
const links = new Map(pages.map((route) => [key(route.path), linkedRoutes(route)] as const));

describe('back links', () => {
  it('an interface or enum page links back to a function or class page that links to it', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const target of pages.filter((route) => route.kind === 'api-interface' || route.kind === 'api-enum')) {
      const users = pages
        .filter((route) => route.kind === 'api-function' || route.kind === 'api-class')
        .filter((route) => links.get(key(route.path))!.has(key(target.path)))
        .map((route) => key(route.path));
      if (users.length === 0) continue;
      checked += 1;
      const back = links.get(key(target.path))!;
      if (!users.some((user) => back.has(user))) missing.push(`${target.path} (linked from ${users.join(', ')})`);
    }
    assert.ok(checked > 20, `only ${checked} interface and enum pages are linked from functions or classes`);
    assert.deepEqual(missing, []);
  });

  it('an API page a guide links to links back to that guide', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const guide of pages.filter((route) => route.kind === 'guide')) {
      const guidePath = guide.path.replace(/\/$/, '');
      for (const target of links.get(guidePath)!) {
        if (!/^api\/(?:[\d.]+x\/)?[a-z]+\//.test(target) || !links.has(target)) continue;
        checked += 1;
        if (!links.get(target)!.has(guidePath)) missing.push(`${target} does not link back to ${guidePath}`);
      }
    }
    assert.ok(checked > 30, `the guides link to only ${checked} API pages`);
    assert.deepEqual(missing, []);
  });

  it("the guides and API pages of version 2.x link only to 2.x's guides and reference, and to the migration guide", () => {
    const elsewhere: string[] = [];
    let checked = 0;
    for (const route of pages.filter((page) => page.version === '2.x')) {
      for (const target of links.get(key(route.path))!) {
        if (!/^(docs|api)(\/|$)/.test(target) || target.endsWith('.md') || target === 'docs/migration') continue;
        checked += 1;
        if (!/^(docs|api)\/2\.x(\/|$)/.test(target)) elsewhere.push(`${key(route.path)} -> ${target}`);
      }
    }
    assert.ok(checked > 500, `only ${checked} links of 2.x pages checked`);
    assert.deepEqual(elsewhere, []);
  });
});

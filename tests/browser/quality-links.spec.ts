/**
 * Gate 1: every same-origin link and #anchor of every built page resolves.
 *
 * linkinator requests every same-origin URL that the pages reference (links, scripts,
 * styles, images) from the static server and fails on any error status. Anchors are
 * checked against the ids in the target page's HTML; an anchor missing there is looked
 * up again in the browser, because a page may create it at runtime.
 */
import {LinkChecker, LinkState} from 'linkinator';
import {test, expect, BASE} from '../support/fixtures';
import {allPages, buildFileFor} from '../../lib/routes';
import {readHtmlFacts, type HtmlFacts} from '../support/html';

const pages = allPages();

test('every same-origin URL referenced by a built page answers without error', async ({baseURL}) => {
  const root = new URL(baseURL!);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: pages.map((page) => new URL(page.path, root).href),
    recurse: false,
    concurrency: 16,
    // Only our own pages are gated: other sites' availability is not ours to fail CI on.
    linksToSkip: async (link) => new URL(link).origin !== root.origin,
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? '?'} ${link.url} (on ${link.parent ?? 'the start list'})`);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  console.log(`links: ${checked} same-origin URLs answered OK across ${pages.length} pages`);
  expect(checked, 'the checker must have found the pages and their links').toBeGreaterThan(pages.length);
  expect(broken).toEqual([]);
});

test('every #anchor of a same-origin link exists on its target page', async ({page, baseURL}) => {
  const root = new URL(baseURL!);
  const facts = new Map<string, HtmlFacts>();
  const factsOf = (file: string) => {
    if (!facts.has(file)) facts.set(file, readHtmlFacts(file));
    return facts.get(file)!;
  };

  let anchorsChecked = 0;
  const missingInHtml: {target: string; anchor: string; from: string}[] = [];
  const unresolved: string[] = [];
  for (const source of pages) {
    const pageUrl = new URL(source.path, root);
    for (const href of factsOf(source.file).hrefs) {
      const url = new URL(href, pageUrl);
      if (url.origin !== root.origin || url.hash.length <= 1) continue;
      if (!url.pathname.startsWith(BASE)) {
        unresolved.push(`${href} (on /${source.path}) leaves the base path`);
        continue;
      }
      const targetFile = buildFileFor(url.pathname.slice(BASE.length));
      if (targetFile === undefined) {
        unresolved.push(`${href} (on /${source.path}) has no page in the build`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      anchorsChecked += 1;
      if (!factsOf(targetFile).anchors.has(anchor)) {
        missingInHtml.push({target: url.pathname, anchor, from: source.path});
      }
    }
  }
  console.log(`anchors: ${anchorsChecked} links with an anchor, ${missingInHtml.length} not in the server HTML`);
  expect(anchorsChecked, 'the pages must contain anchor links (table of contents, heading links)').toBeGreaterThan(0);
  expect(unresolved).toEqual([]);

  // Anchors that only the running page could create: look for them after hydration.
  const missing: string[] = [];
  const byTarget = new Map<string, typeof missingInHtml>();
  for (const item of missingInHtml) byTarget.set(item.target, [...(byTarget.get(item.target) ?? []), item]);
  for (const [target, group] of byTarget) {
    await page.goto(new URL(target, root).href);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    for (const {anchor, from} of group) {
      const found = await page.evaluate(
        (name) => document.getElementById(name) !== null || document.getElementsByName(name).length > 0,
        anchor,
      );
      if (!found) missing.push(`${target}#${anchor} (linked from /${from})`);
    }
  }
  expect(missing).toEqual([]);
});

/**
 * Every link in the article of every guide resolves on the built site: the target page exists in
 * build/, and a #anchor is the id of an element (a heading or an API member) on the target page.
 */
import fs from 'node:fs';
import {test, expect, openPage, BASE} from '../support/fixtures';
import {BUILD_DIR} from '../support/globalSetup';
import {builtFileFor, idsOf, listGuides} from '../fixtures/guides';

for (const guide of listGuides()) {
  test(`every link of the guide "${guide.title}" resolves`, async ({page, baseURL}) => {
    await openPage(page, guide.route);
    const hrefs = await page
      .locator('article a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const internal = hrefs.filter((href) => href.startsWith(origin));
    // Every guide links to other pages of the site (the API reference, other guides).
    expect(internal.length, `internal links in ${guide.file}`).toBeGreaterThan(3);

    const broken: string[] = [];
    for (const href of new Set(internal)) {
      const url = new URL(href);
      if (!url.pathname.startsWith(BASE)) {
        broken.push(`${href}: outside the base path ${BASE}`);
        continue;
      }
      const file = builtFileFor(BUILD_DIR, url.pathname.slice(BASE.length));
      if (!file) {
        broken.push(`${href}: no page in the build`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !idsOf(fs.readFileSync(file, 'utf8')).has(anchor)) {
        broken.push(`${href}: no element with id "${anchor}" on the target page`);
      }
    }
    expect(broken, `broken links in ${guide.file}`).toEqual([]);
  });
}

test('the link check finds a missing page and a missing anchor', () => {
  expect(builtFileFor(BUILD_DIR, '/api/function/useUser')).toBeTruthy();
  expect(builtFileFor(BUILD_DIR, '/api/function/noSuchFunction')).toBeUndefined();
  const ids = idsOf(fs.readFileSync(builtFileFor(BUILD_DIR, '/api/class/DialogHandler')!, 'utf8'));
  expect(ids.has('open')).toBe(true);
  expect(ids.has('noSuchMember')).toBe(false);
});

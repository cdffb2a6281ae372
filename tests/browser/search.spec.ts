/**
 * The navbar search box: shortcuts and keyboard use, API names first, members at their anchor,
 * guide sections (by heading and by a phrase of their text), misspellings, what each result says
 * (its type, where it is, its text with the query's words marked), links under the base path, and
 * the bytes it downloads (nothing before the first search, the engine and the parts of the index a
 * query needs on the first, little on further ones).
 */
import AxeBuilder from '@axe-core/playwright';
import {load} from 'cheerio';
import type {Locator, Page} from '@playwright/test';
import {docsVersions} from '../../config/versions';
import {indexFolder} from '../../plugins/search/indexFormat';
import {readBuiltIndex} from '../../lib/searchQuality';
import {BUILD_DIR} from '../../lib/buildDir';
import {formatBytes, gzipTotal, watchDownloads} from '../../lib/bytes';
import {test, expect, openPage, readBuildFile, findChunks, BASE, slashed} from '../support/fixtures';

const BOX_NAME = 'Search the guides and the API reference';

function searchBox(page: Page): Locator {
  return page.getByRole('combobox', {name: BOX_NAME});
}

function options(page: Page): Locator {
  return page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
}

/** Types a query and waits until the first result links to `expectedPath` (below the base path). */
async function searchFor(page: Page, query: string, expectedPath: string): Promise<void> {
  await searchBox(page).fill(query);
  await expect(options(page).first()).toHaveAttribute('href', `${BASE}${slashed(expectedPath)}`);
}

/** The element an anchor points at is on screen after the navigation. */
async function expectLandedAt(page: Page, sitePath: string): Promise<void> {
  const [pathname, anchor] = sitePath.split('#');
  await expect(page).toHaveURL(
    (url) => url.pathname === `${BASE}${slashed(pathname)}` && url.hash === (anchor ? `#${anchor}` : ''),
  );
  if (anchor) {
    // The anchor may be an empty element inside the heading: check where it is (to a
    // pixel of rounding), not its visible area.
    const onScreen = (id: string) => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      return box !== undefined && box.top > -4 && box.top < window.innerHeight;
    };
    await expect.poll(() => page.evaluate(onScreen, anchor), `#${anchor} is on screen`).toBe(true);
  }
}

test.describe('opening the box', () => {
  test('Ctrl+K, Cmd+K and / focus the box; / inside the box is typed', async ({page}) => {
    await openPage(page, '/docs/');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await expect(box).not.toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('Meta+k');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
  });

  test('arrows move through the results, Enter opens, Escape closes then clears', async ({page}) => {
    await openPage(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('DialogHandler');
    const box = searchBox(page);
    await expect(options(page).first()).toHaveAttribute('href', `${BASE}api/class/DialogHandler/`);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

    // Move down to the `open` method of DialogHandler, then back up once and down again.
    const method = options(page).and(page.locator(`[href="${BASE}api/class/DialogHandler/#open"]`));
    await expect(method).toHaveCount(1);
    for (let step = 0; step < 10 && (await method.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(method).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await method.getAttribute('id')) ?? 'missing');
    await page.keyboard.press('ArrowUp');
    await expect(method).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('DialogHandler');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('DialogHandler');
    await expect(options(page).first()).toHaveAttribute('href', `${BASE}api/class/DialogHandler/`);
    await page.keyboard.press('ArrowDown');
    await expect(method).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expectLandedAt(page, 'api/class/DialogHandler#open');
  });

  test('the box and its results have no accessibility violations', async ({page}) => {
    await openPage(page, '/');
    await searchFor(page, 'createDialog', 'api/function/createDialog');
    const results = await new AxeBuilder({page}).include('[role="search"]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('on a narrow screen the box is in the navbar and works', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await openPage(page, '/docs/');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.click();
    await searchFor(page, 'TappEvent', 'api/enum/TappEvent');
    await expect(options(page).first()).toBeInViewport();
    await page.keyboard.press('Enter');
    await expectLandedAt(page, 'api/enum/TappEvent');
  });
});

test('in the mobile side menu there is a search box too, and opening a result closes the menu', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  // On the home page the side menu opens on its main part, where the navbar items are.
  await openPage(page, '/');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  // Infima's class of the side menu that replaces the navbar items below 996px.
  const menu = page.locator('.navbar-sidebar');
  const box = menu.getByRole('combobox', {name: BOX_NAME});
  await expect(box).toBeVisible();
  await box.fill('useGeoLocation');
  const first = menu.getByRole('option').first();
  await expect(first).toHaveAttribute('href', `${BASE}api/function/useGeoLocation/`);
  await expect(first).toBeInViewport();
  await box.press('Enter');
  await expectLandedAt(page, 'api/function/useGeoLocation');
  await expect(box).toBeHidden();
});

test.describe('API names come first and open their page or anchor', () => {
  const cases: [query: string, landing: string][] = [
    ['getUser', 'api/function/getUser'],
    ['TappEvent', 'api/enum/TappEvent'],
    ['createDialog', 'api/function/createDialog'],
    ['DialogHandler', 'api/class/DialogHandler'],
    ['useGeoLocation', 'api/function/useGeoLocation'],
    // A type alias: an anchor on the API index (the function `login` comes after it).
    ['Login', 'api#Login'],
    // Members: an enum member, a namespace member, a method of DialogHandler.
    ['OnHide', 'api/enum/TappEvent#OnHide'],
    ['dialog.alert', 'api/namespace/dialog#alert'],
    ['DialogHandler.close', 'api/class/DialogHandler#close'],
  ];
  // One page for all cases: each search starts from where the previous result landed, so
  // the engine and its index load once (the first query's downloads are tested below).
  test('each name finds its page or anchor first, highlighted, and Enter opens it', async ({page}) => {
    await openPage(page, '/docs/');
    for (const [query, landing] of cases) {
      await test.step(`${query} -> ${landing}`, async () => {
        await searchFor(page, query, landing);
        const first = options(page).first();
        // The matched name is highlighted in the result.
        await expect(first.locator('mark').first()).toHaveText(new RegExp(query.split('.').pop() ?? query, 'i'));
        await searchBox(page).press('Enter');
        await expectLandedAt(page, landing);
        // The next query is typed on the page that was opened, once it has rendered: typed while
        // the route's chunks still load, it could go to the box of the page being replaced.
        const pagePath = landing.split('#')[0];
        await expect(page.locator('article h1').first()).toContainText(
          pagePath === 'api' ? 'chayns-api' : pagePath.split('/').pop()!,
        );
      });
    }
  });

  test('the API name and the function of the same name in another case are both listed, exact case first', async ({
    page,
  }) => {
    await openPage(page, '/');
    await searchFor(page, 'login', 'api/function/login');
    await expect(options(page).nth(1)).toHaveAttribute('href', `${BASE}api/#Login`);
  });
});

test('descriptions are shown as text: markup written in a doc comment becomes plain words', async ({page}) => {
  // The pinned chayns-api describes dialog.dateType with literal <div> tags in its comment.
  await openPage(page, '/');
  await searchFor(page, 'dialog.dateType', 'api/namespace/dialog#dateType');
  const first = options(page).first();
  await expect(first).toContainText('date dialog DATE will open');
  await expect(first).not.toContainText('<div>');
  await expect(first.locator('div')).toHaveCount(0);
});

test('misspellings and prefixes find what was meant', async ({page}) => {
  await openPage(page, '/');
  await test.step('getUsr finds getUser first', async () => {
    await searchFor(page, 'getUsr', 'api/function/getUser');
  });
  await test.step('TapEvent (a letter missing) finds TappEvent first', async () => {
    await searchFor(page, 'TapEvent', 'api/enum/TappEvent');
  });
  await test.step('geoloc (a prefix) finds the geo-location API and the geo-location guide', async () => {
    await searchBox(page).fill('geoloc');
    await expect(options(page).first()).toHaveAttribute(
      'href',
      new RegExp(`^${BASE}api/(interface|function)/\\w*GeoLocation/$`),
    );
    await expect(options(page).and(page.locator(`[href="${BASE}api/interface/GeoLocation/"]`))).toHaveCount(1);
    await expect(options(page).and(page.locator(`[href="${BASE}api/function/useGeoLocation/"]`))).toHaveCount(1);
    await expect(
      options(page)
        .and(page.locator(`[href^="${BASE}docs/hooks/assets/"]`))
        .first(),
    ).toBeVisible();
  });
  await test.step('Enter on a corrected result opens it', async () => {
    await searchFor(page, 'getUsr', 'api/function/getUser');
    await searchBox(page).press('Enter');
    await expectLandedAt(page, 'api/function/getUser');
  });
});

test.describe('guides', () => {
  interface BuiltSection {
    id: string;
    heading: string;
    /** Words of the section's first paragraph, without punctuation. */
    words: string[];
  }

  /** The h2 sections of a built guide and its title, read at test time so that guide rewrites keep the tests valid. */
  function builtGuide(pagePath: string): {pageTitle: string; sections: BuiltSection[]} {
    const $ = load(readBuildFile(`${pagePath}/index.html`));
    const sections = $('article h2[id]')
      .toArray()
      .map((heading) => ({
        id: $(heading).attr('id') ?? '',
        heading: $(heading)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
        // Words as written, without the punctuation around them ("geo-location" stays one word).
        words: $(heading)
          .nextUntil('h2, h3', 'p')
          .first()
          .text()
          .split(/\s+/)
          .map((word) => word.replace(/^\W+|\W+$/g, '')),
      }));
    return {pageTitle: $('article h1').first().text().trim(), sections};
  }

  /** A section heading of two words or more of a built guide. */
  function guideSection(): {page: string; pageTitle: string; heading: string; id: string} {
    const pagePath = 'docs/dialogs';
    const {pageTitle, sections} = builtGuide(pagePath);
    const section = sections.find((candidate) => candidate.heading.split(/\s+/).length >= 2);
    if (!section) throw new Error(`No h2 of two words or more in the built ${pagePath}`);
    return {page: pagePath, pageTitle, heading: section.heading, id: section.id};
  }

  test('a heading of a guide finds that section, shows page and section with the match highlighted, and opens at it', async ({
    page,
  }) => {
    const section = guideSection();
    await openPage(page, '/');
    await searchFor(page, section.heading, `${section.page}#${section.id}`);
    const first = options(page).first();
    await expect(first).toContainText(section.heading);
    await expect(first).toContainText('Guide');
    await expect(first).toContainText(section.pageTitle);
    await expect(first.locator('mark').first()).toBeVisible();
    await searchBox(page).press('Enter');
    await expectLandedAt(page, `${section.page}#${section.id}`);
  });

  test('a phrase from the text of a guide section finds that section with the phrase highlighted in an excerpt', async ({
    page,
  }) => {
    // Four words from the first paragraph of a section of a guide, read from the build.
    const pagePath = 'docs/hooks/assets';
    // A phrase whose first word the excerpt marks (not a short word like "a"), written as it stands in the
    // text (no punctuation dropped) of exactly one section of the search index.
    const {sections} = builtGuide(pagePath);
    const texts = searchTexts('current').map((text) => text.toLowerCase().replace(/\s+/g, ' '));
    const phraseOf = (words: string[]) => words.slice(1, 5).join(' ').toLowerCase();
    const section = sections.find(
      (candidate) =>
        candidate.words.length >= 8 &&
        candidate.words.slice(1, 5).every((word) => /^[a-z][a-z-]*$/i.test(word)) &&
        candidate.words[1].length >= 4 &&
        texts.filter((text) => text.includes(phraseOf(candidate.words))).length === 1,
    );
    if (!section) throw new Error(`No section of ${pagePath} starts with a paragraph of eight words or more`);
    const phrase = section.words.slice(1, 5).join(' ');
    const landing = `${pagePath}#${section.id}`;

    await openPage(page, '/');
    await searchBox(page).fill(phrase);
    // The one section holding the phrase comes first.
    const hit = options(page).first();
    await expect(hit).toHaveAttribute('href', `${BASE}${slashed(landing)}`);
    const excerptMarks = hit.locator('mark');
    await expect(excerptMarks.filter({hasText: new RegExp(`^${section.words[1]}$`, 'i')}).first()).toBeVisible();
    await hit.click();
    await expectLandedAt(page, landing);
  });
});

test('each result says what it is and where it is, and marks the words of the query in its text', async ({page}) => {
  await openPage(page, '/');
  const member = options(page).and(page.locator(`[href="${BASE}api/class/DialogHandler/#open"]`));
  await searchBox(page).fill('DialogHandler.open');
  await expect(member).toContainText('Method');
  await expect(member).toContainText('DialogHandler › Methods');
  // A question in a reader's words: a guide section with the page and heading above it.
  await searchBox(page).fill('how do I scroll to the top of the page');
  const first = options(page).first();
  await expect(first).toHaveAttribute('href', /scroll/i);
  const marked = await first.locator('mark').allTextContents();
  expect(marked.length, 'marked words').toBeGreaterThan(0);
  for (const word of marked)
    expect(
      ['scroll', 'top', 'page'].some((stem) => word.toLowerCase().startsWith(stem)),
      word,
    ).toBe(true);
});

test('an error message pasted whole finds the page that quotes it first', async ({page}) => {
  await openPage(page, '/docs/');
  await searchBox(page).fill('Error: Could not find chayns context. Did you forget to add ChaynsProvider?');
  const first = options(page).first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  const $ = load(readBuildFile(`${href.slice(BASE.length).split('#')[0]}index.html`));
  expect($('article').text()).toContain('Could not find chayns context. Did you forget to add ChaynsProvider?');
});

/** The text of every document of a version's search index (what excerpts show), read from the build. */
function searchTexts(versionName: string): string[] {
  const {documents} = readBuiltIndex(
    BUILD_DIR,
    docsVersions.find(({name}) => name === versionName)!,
  );
  return documents.map(([, , , , summary, text]) => `${summary} ${text}`);
}

test('every result links to a page under the base path', async ({page, request}) => {
  await openPage(page, '/');
  const hrefs = new Set<string>();
  for (const query of ['dialog', 'geoloc', 'Login', 'hooks']) {
    await searchBox(page).fill(query);
    await expect(options(page).first()).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: /results/})).toHaveCount(1);
    for (const href of await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      if (href) hrefs.add(href);
    }
  }
  expect(hrefs.size).toBeGreaterThan(5);
  for (const href of hrefs) {
    expect(href.startsWith(BASE), href).toBe(true);
    const response = await request.get(href.split('#')[0]);
    expect(response.status(), href).toBe(200);
  }
});

// What the search downloads is counted from an empty HTTP cache, in a page of its own.
test.describe('downloads', () => {
  /** The built JavaScript chunks that contain MiniSearch (read from the build when a test runs). */
  const engineChunks = () => findChunks('MiniSearch: ');

  /** What the engine fetches: the chunk with MiniSearch, and parts of the index. */
  function isSearchDownload(url: string): boolean {
    const {pathname} = new URL(url);
    return pathname.startsWith(`${BASE}search/`) || engineChunks().some((chunk) => pathname.endsWith(`/${chunk}`));
  }
  const isIndexMeta = (url: string) => new URL(url).pathname === `${BASE}${indexFolder(docsVersions[0])}meta.json`;

  test('nothing of the search engine or its index is fetched before the user types a query', async ({page}) => {
    expect(engineChunks(), 'the build has one chunk with MiniSearch').toHaveLength(1);
    const downloads = watchDownloads(page);
    await openPage(page, '/');
    await openPage(page, '/api/enum/TappEvent');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.waitForLoadState('networkidle');
    const beforeTyping = (await downloads.take()).map((download) => download.url);
    expect(beforeTyping.length, 'the pages were loaded').toBeGreaterThan(0);
    expect(beforeTyping.filter(isSearchDownload)).toEqual([]);

    await page.keyboard.type('TappEvent');
    await expect(options(page).first()).toHaveAttribute('href', `${BASE}api/enum/TappEvent/`);
    const searching = (await downloads.take()).map((download) => download.url);
    // The engine's chunk and the index came with the first query.
    expect(searching.filter((url) => engineChunks().some((chunk) => url.endsWith(`/${chunk}`)))).toHaveLength(1);
    expect(searching.filter(isIndexMeta)).toHaveLength(1);
  });

  test('the first query and each further one stay within their byte budgets', async ({page}) => {
    // Link prefetching is off (the fixtures' default), as in the page budgets: what is counted is
    // what the search fetches, not the pages the site fetches ahead for the reader's next click.
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    const downloads = watchDownloads(page);
    await downloads.take();
    // A question of several words: each fetches its part of the index.
    await searchFor(page, 'open a link in a new tab', 'api/function/openUrl');
    await page.waitForLoadState('networkidle');
    // Everything fetched from typing to the results: the engine's chunk and the parts of the index.
    const first = await downloads.take();
    expect(first.filter((download) => isIndexMeta(download.url))).toHaveLength(1);
    console.log(
      `search: first query ${first.length} requests, ${formatBytes(gzipTotal(first))} gzip (` +
        first.map((download) => `${new URL(download.url).pathname} ${formatBytes(download.gzip)}`).join(', ') +
        ')',
    );
    expect(gzipTotal(first), 'gzip bytes of the first query').toBeLessThan(70 * 1024);

    for (const [query, landing] of [
      ['TappEvent', 'api/enum/TappEvent'],
      ['Ask the user', ''],
      ['useGeoLocation', 'api/function/useGeoLocation'],
      ['dialog.alert', 'api/namespace/dialog#alert'],
    ] as const) {
      if (landing) await searchFor(page, query, landing);
      else {
        await searchBox(page).fill(query);
        await expect(page.getByRole('status')).toHaveText(/results/);
      }
      await page.waitForLoadState('networkidle');
      const further = await downloads.take();
      // A further query fetches the parts of the index its new words fall into and the text of its results.
      expect(gzipTotal(further), `gzip bytes of the query ${query}`).toBeLessThan(30 * 1024);
      // What is fetched once is kept: no part of the index twice, the engine and its metadata once.
      expect(further.filter((download) => isIndexMeta(download.url) || !isSearchDownload(download.url))).toEqual([]);
    }
  });
});

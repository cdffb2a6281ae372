/**
 * The per-page data split of plugins/api-reference, checked in the browser on the built
 * site: an API page fetches its own reflection and stubs of what it links to, never the
 * reflections of the whole library, and comments come lexed instead of with marked
 * (upstream's behaviour, which returns if the wrapper stops matching
 * docusaurus-plugin-typedoc-api's output).
 */
import type {Page} from '@playwright/test';
import {test, expect, openPage} from '../support/fixtures';
import {findDeclarationLink, readDeclarations} from '../support/apiReflections';

/** Texts of every script and data file a page fetches while it loads. */
async function fetchedTexts(page: Page, sitePath: string): Promise<string[]> {
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    if (['script', 'fetch', 'xhr'].includes(response.request().resourceType())) {
      pending.push(response.text().catch(() => ''));
    }
  });
  await openPage(page, sitePath);
  await page.waitForLoadState('networkidle');
  return Promise.all(pending);
}

/** Declarations of the package whose reflection (`"name":"X"`) appears in the texts. */
function declarationsIn(texts: string[]): string[] {
  const names = new Set(readDeclarations().map((d) => d.name));
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\\?"name\\?":\s*\\?"([A-Za-z_$][\w$]*)\\?"/g)) {
      if (names.has(match[1])) found.add(match[1]);
    }
  }
  return [...found];
}

test('an enum page fetches its own reflection, not those of the whole library', async ({page}) => {
  const found = declarationsIn(await fetchedTexts(page, '/api/enum/TappEvent'));
  expect(found).toContain('TappEvent');
  // Itself, the package root and its previous/next pages; upstream ships all ~250.
  expect(found.length, found.join(', ')).toBeLessThan(10);
});

test('a function page fetches stubs of the types it links to', async ({page}) => {
  const found = declarationsIn(await fetchedTexts(page, '/api/function/createDialog'));
  expect(found).toEqual(expect.arrayContaining(['createDialog', 'DialogAlert', 'DialogHandler']));
  expect(found.length, found.join(', ')).toBeLessThan(40);
  await expect(page.locator('article a[href$="/api/interface/DialogAlert/"]').first()).toBeVisible();
});

test('comments arrive lexed: no page ships marked', async ({page}) => {
  const link = findDeclarationLink();
  expect(link, 'a doc comment with a {@link}').toBeDefined();
  const texts = await fetchedTexts(page, `/${link!.fromRoute}`);
  // An error message of marked's parser, present in every build of it.
  const withMarked = texts.filter((text) => text.includes('input parameter is undefined or null'));
  expect(withMarked.length, 'scripts that contain marked').toBe(0);
  // The comment still renders as Markdown: its {@link} is a link.
  await expect(page.locator('article .tsd-comment .tsd-markdown a').first()).toBeVisible();
});

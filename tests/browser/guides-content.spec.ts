/**
 * No guide is a stub: each of the six guide routes of the spec exists, has its title as the h1, an
 * article of a few hundred words without placeholder text, and (where the guide teaches the library)
 * code samples.
 */
import {test, expect, openPage} from '../support/fixtures';
import {listGuides} from '../fixtures/guides';

const MIN_WORDS = 300;
const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem ipsum|lorem|coming soon|under construction|work in progress)\b/i;
/** Guides that teach the library's API and so must show code. */
const NEEDS_CODE = new Set(['/docs/', '/docs/dialogs', '/docs/hooks/assets']);

test('the guides are exactly the routes of the spec', () => {
  expect(
    listGuides()
      .map((guide) => guide.route)
      .sort(),
  ).toEqual([
    '/docs/',
    '/docs/configuration/development',
    '/docs/configuration/webpack-customization',
    '/docs/contributing',
    '/docs/dialogs',
    '/docs/hooks/assets',
  ]);
});

for (const guide of listGuides()) {
  test(`the guide "${guide.title}" is complete`, async ({page}) => {
    await openPage(page, guide.route);
    const article = page.locator('article').first();
    await expect(article.locator('h1')).toHaveText(guide.title);

    const text = await article.innerText();
    const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
    expect(words, `words in the article of ${guide.file}`).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(text.match(PLACEHOLDERS)?.[0] ?? null, `placeholder text in ${guide.file}`).toBeNull();

    // A useful table of contents: several h2/h3 sections.
    expect(await article.locator('h2, h3').count(), `h2/h3 sections in ${guide.file}`).toBeGreaterThanOrEqual(4);

    if (NEEDS_CODE.has(guide.route)) {
      expect(await article.locator('pre code').count(), `code samples in ${guide.file}`).toBeGreaterThan(0);
    }
  });
}

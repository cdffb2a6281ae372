/**
 * The entries of "Errors and warnings" (docs/errors.mdx) are reached by their anchors: an address with
 * an entry's hash opens on that entry, on a phone too, and the "Errors it can raise" link of an API page
 * leads to its entry.
 */
import type {Page} from '@playwright/test';
import {test, expect, openPage} from '../support/fixtures';

/**
 * The entry's heading is in view at the top of the window, below the navbar when the navbar shows
 * (it slides away after a click on an anchor link), unless the page ends before the heading could
 * get there.
 */
async function expectOnEntry(page: Page, id: string): Promise<void> {
  const heading = page.locator(`h3[id="${id}"]`);
  await expect(heading).toBeInViewport();
  const place = () =>
    heading.evaluate((h) => {
      const top = h.getBoundingClientRect().top;
      const navbarBottom = Math.max(0, document.querySelector('.navbar')!.getBoundingClientRect().bottom);
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      return top < navbarBottom
        ? `under the navbar (${top} < ${navbarBottom})`
        : !atEnd && top > navbarBottom + 100
          ? `too far down (${top})`
          : 'at the top';
    });
  await expect.poll(place).toBe('at the top');
}

// Entries far down the page: the browser skips laying out the text above them until it is needed.
const ENTRIES = [
  ['docs/errors/', 'chayns-api-skipcompatmode-option-is-deprecated-and-is-set-automatically-now'],
  ['docs/errors/', 'call-function-not-implement-in-app'],
  ['docs/2.x/errors/', 'could-not-load-remote-info-from-url'],
] as const;

test('an address with the hash of an entry opens on that entry', async ({page}) => {
  for (const [guide, id] of ENTRIES) {
    await test.step(`${guide}#${id}`, async () => {
      await page.goto('about:blank');
      await openPage(page, `${guide}#${id}`);
      await expectOnEntry(page, id);
    });
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('an address with the hash of an entry opens on that entry', async ({page}) => {
    const [guide, id] = ENTRIES[0];
    await openPage(page, `${guide}#${id}`);
    await expectOnEntry(page, id);
  });
});

test('"Errors it can raise" on an API page leads to the entry', async ({page}) => {
  await openPage(page, 'api/function/loadComponent/');
  const id =
    'chayns-api-modulefederationsharing-has-not-been-initialized-make-sure-to-call-initmodulefederationsharing';
  const link = page.locator(`article a[href$="/docs/errors/#${id}"]`);
  await expect(link).toHaveText(
    '[chayns-api] moduleFederationSharing has not been initialized. Make sure to call initModuleFederationSharing.',
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/docs/errors/#${id}$`));
  await expect(page.locator('h1')).toHaveText('Errors and warnings');
  await expectOnEntry(page, id);
});

/**
 * "Copy page" puts exactly the page's Markdown twin on the clipboard and says so, and "View as
 * Markdown" opens the twin; on a guide, an API page and a 2.x page, at every spelling of the URL a
 * reader can arrive at on a host like GitHub Pages: the slash URL, the bare path (301 to the slash),
 * `index.html` and `.html` (the not-found page's app shows the page of the bare path).
 */
import {test, expect, readBuildFile, waitForHydration} from '../support/fixtures';

const SPELLINGS = [(route: string) => `${route}/`, (route: string) => route, (route: string) => `${route}/index.html`];

for (const [route, twin] of [
  ['docs/dialogs', 'docs/dialogs.md'],
  ['api/function/createDialog', 'api/function/createDialog.md'],
  ['docs/2.x/dialogs', 'docs/2.x/dialogs.md'],
] as const) {
  // One test per page, one step per spelling: the loads share the test's warm cache.
  test(`Copy page copies the Markdown twin of /${route} at each spelling`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const spell of SPELLINGS) {
      await test.step(`/${spell(route)}`, async () => {
        await page.goto(spell(route));
        await waitForHydration(page);
        const button = page.getByRole('button', {name: 'Copy page'});
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(page.locator('.copy-page').getByRole('status')).toHaveText('Copied');
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(readBuildFile(twin));

        const view = page.getByRole('link', {name: 'View as Markdown'});
        await expect(view).toHaveAttribute('href', new RegExp(`/${twin.replace(/\./g, '\\.')}$`));
      });
    }
  });
}

test.describe('at a .html spelling', () => {
  // No such file exists: the host answers 404.html with status 404, whose app shows the bare path's page.
  test.use({allowedProblems: /HTTP 404: .*\.html$|Failed to load resource: .* 404/});
  test('Copy page copies the Markdown twin at /docs/dialogs.html', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('docs/dialogs.html');
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toHaveText('Dialogs');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('.copy-page').getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readBuildFile('docs/dialogs.md'));
  });
});

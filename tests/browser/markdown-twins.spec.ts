/**
 * "Copy page" puts exactly the page's Markdown twin on the clipboard and says so, and
 * "View as Markdown" opens the twin; both on a guide and on an API page.
 */
import {test, expect, openPage, readBuildFile} from '../support/fixtures';

for (const [route, twin] of [
  ['docs/dialogs', 'docs/dialogs.md'],
  ['api/function/createDialog', 'api/function/createDialog.md'],
] as const) {
  test(`Copy page copies the Markdown twin of /${route}`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, route);
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.copy-page').getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readBuildFile(twin));

    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', new RegExp(`/${twin.replace('.', '\\.')}$`));
  });
}

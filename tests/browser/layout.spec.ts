import {test, expect, openPage, BASE} from '../support/fixtures';
import {library} from '../../config/library';
import {docsVersions} from '../../config/versions';

test.describe('navbar at 1280px', () => {
  test('has the guides and API links left, version dropdown, colour toggle and GitHub right, no locale dropdown', async ({
    page,
  }) => {
    await openPage(page, 'docs/dialogs');
    const navbar = page.locator('nav.navbar');
    const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
    const right = navbar.locator('.navbar__items--right');
    await expect(left.getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute('href', `${BASE}docs/`);
    await expect(left.getByRole('link', {name: 'API reference', exact: true})).toHaveAttribute('href', `${BASE}api/`);
    await expect(right.locator('.dropdown > .navbar__link')).toHaveText('Next');
    await expect(right.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(right.getByRole('link', {name: `${library.name} on GitHub`})).toHaveAttribute(
      'href',
      library.repositoryUrl,
    );
    // Only `en` exists: no locale dropdown.
    await expect(navbar.getByText('English')).toHaveCount(0);
    // The documented version next to the title.
    await expect(navbar.getByTitle(`Documentation of version ${library.version}`)).toHaveText(`v${library.version}`);
  });

  test('the version dropdown lists Next, 2.x and the release notes, and choosing Next persists the choice', async ({
    page,
  }) => {
    await openPage(page, 'docs/dialogs');
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Next',
      '2.x',
      'Release notes',
      ...docsVersions.map((version) => `${version.library.name} ${version.library.version} on npm`),
    ]);
    await expect(menu.getByRole('link', {name: 'Release notes'})).toHaveAttribute('href', library.releasesUrl);
    // Choosing a version keeps the reader on the same guide in that version.
    await menu.getByRole('link', {name: 'Next'}).click();
    await expect(page).toHaveURL(/\/docs\/dialogs\/$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('hides when scrolling down and shows again when scrolling up', async ({page}) => {
    await openPage(page, 'api');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    // The navbar compares each scroll event with the one before, and the browser reports one
    // event per frame: each step waits for its own (without, the steps could land in one frame,
    // one event from the top, which reads as no scrolling down, and the test failed now and then).
    for (const y of [200, 800, 1500]) {
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), {once: true});
            window.scrollTo(0, top);
          }),
        y,
      );
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('below 996px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('a mobile side menu replaces the navbar items', async ({page}) => {
    await openPage(page, 'docs/dialogs');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Guides'})).toBeHidden();
    // The docs sidebar itself moves into the menu too.
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();

    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // On a guide the menu opens on the guides; "Back to main menu" leads to the navbar items.
    await expect(menu.getByRole('link', {name: 'Geo-location'})).toBeVisible();
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'API reference'})).toBeVisible();
    await menu.getByRole('link', {name: 'API reference'}).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(menu).toBeHidden();
  });
});

test('the footer with the library name, version and links is on every kind of page', async ({page}) => {
  for (const path of ['', 'docs/', 'docs/hooks/assets', 'api', 'api/class/DialogHandler']) {
    await openPage(page, path);
    const footer = page.locator('footer.footer');
    await expect(footer).toBeVisible();
    const badge = footer.getByTestId('library-badge');
    await expect(badge).toContainText(`Documents ${library.name} ${library.version}`);
    await expect(badge.getByRole('link', {name: 'npm'})).toHaveAttribute('href', library.npmUrl);
    await expect(badge.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', library.repositoryUrl);
  }
});

test.describe('announcement bar', () => {
  const bar = '[class*="announcementBar_"]';

  test('points to the 2.x pages through the client router', async ({page}) => {
    await openPage(page, '');
    await page.evaluate(() => (window.marker = true));
    await page.locator(bar).getByRole('link', {name: 'version 2.x'}).click();
    await expect(page).toHaveURL(/\/docs\/2\.x\/$/);
    await expect(page.locator('h1')).toHaveText('Getting started');
    // No full reload: the marker set before the click survives.
    expect(await page.evaluate(() => window.marker)).toBe(true);
  });

  test('stays dismissed across reloads and shows again when its id changes', async ({page}) => {
    await openPage(page, 'docs/');
    await expect(page.locator(bar)).toBeVisible();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator(bar)).toHaveCount(0);

    // As if the dismissed announcement had another id than the one configured now.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator(bar)).toBeVisible();
  });
});

/**
 * Moving between the two docs versions (current = chayns-api 3.x, 2.x = 2.6.14): the version dropdown
 * keeps the page, or falls back to the other version's start page of the same section; the choice is
 * remembered by the navbar's links; the badge beside the title and the banner of 2.x pages name the
 * version being read; search answers from the version of the page first. What the two versions share
 * (the pages themselves) is checked in Node over every page of the build.
 */
import type {Page} from '@playwright/test';
import {test, expect, openPage, BASE} from '../support/fixtures';
import {docsVersions} from '../../config/versions';

const [current, older] = docsVersions;

async function chooseVersion(page: Page, label: string): Promise<void> {
  const dropdown = page.locator('.navbar__items--right .dropdown');
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: label, exact: true}).click();
}

test.describe('the version dropdown', () => {
  // Each test goes there and back: the way back starts from the page the dropdown led to.
  for (const [from, to] of [
    ['docs/dialogs/', 'docs/2.x/dialogs/'],
    ['api/function/createDialog/', 'api/2.x/function/createDialog/'],
    ['api/', 'api/2.x/'],
  ] as const) {
    test(`leads from /${from} to /${to} and back`, async ({page}) => {
      await openPage(page, from);
      for (const [there, label] of [
        [to, older.label],
        [from, current.label],
      ] as const) {
        await chooseVersion(page, label);
        await expect(page).toHaveURL(`${BASE}${there}`);
        await expect(page.getByText('This page crashed')).toHaveCount(0);
        await expect(page.locator('.navbar__items--right .dropdown > .navbar__link')).toHaveText(label);
      }
    });
  }

  test("leads from a page 2.x lacks to 2.x's start page of the reference, never to the not-found page", async ({
    page,
  }) => {
    await openPage(page, 'api/function/useSafeArea/');
    await chooseVersion(page, older.label);
    await expect(page).toHaveURL(`${BASE}api/2.x/`);
    await expect(page.locator('article h1')).toContainText('chayns-api');
  });
});

test('the chosen version is remembered: the navbar links of other pages stay in it, the badge names the page version', async ({
  page,
}) => {
  await openPage(page, 'docs/dialogs/');
  const badge = page.locator('nav.navbar').getByTitle(/^Documentation of version /);
  await expect(badge).toHaveText(`v${current.library.version}`);
  await chooseVersion(page, older.label);
  await expect(badge).toHaveText(`v${older.library.version}`);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(older.name);
  // On a page outside both versions (the home page) the navbar follows the choice.
  await openPage(page, '');
  const left = page.locator('nav.navbar .navbar__items:not(.navbar__items--right)');
  await expect(left.getByRole('link', {name: 'API reference', exact: true})).toHaveAttribute('href', `${BASE}api/2.x/`);
  await expect(left.getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute('href', `${BASE}docs/2.x/`);
});

test.describe('the 2.x banner', () => {
  for (const [at, counterpart] of [
    ['docs/2.x/dialogs/', 'docs/dialogs/'],
    ['api/2.x/function/createDialog/', 'api/function/createDialog/'],
  ] as const) {
    test(`on /${at} names 2.6.14 and links the current counterpart and the migration guide`, async ({page}) => {
      await openPage(page, at);
      const banner = page.getByTestId('version-banner');
      await expect(banner).toContainText(`${older.library.name} ${older.library.version}`);
      await expect(banner.getByRole('link', {name: 'migration guide'})).toHaveAttribute(
        'href',
        `${BASE}docs/migration/`,
      );
      const link = banner.getByRole('link', {name: /^read this page for/});
      await expect(link).toHaveAttribute('href', `${BASE}${counterpart}`);
      await link.click();
      await expect(page).toHaveURL(`${BASE}${counterpart}`);
      await expect(page.getByTestId('version-banner')).toHaveCount(0);
    });
  }
});

test('search on a 2.x page answers from 2.x first, and offers a name only the current version has, labelled', async ({
  page,
}) => {
  await openPage(page, 'docs/2.x/dialogs/');
  const box = page.getByRole('combobox', {name: 'Search the guides and the API reference'}).first();
  const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
  await box.fill('createDialog');
  await expect(options.first()).toHaveAttribute('href', `${BASE}api/2.x/function/createDialog/`);
  await box.fill('useSafeArea');
  await expect(options.first()).toHaveAttribute('href', `${BASE}api/function/useSafeArea/`);
  await expect(options.first()).toContainText(`only in ${current.label}`);
  // Only the index of the version being read was fetched.
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const searchFiles = fetched.filter((pathname) => pathname.startsWith(`${BASE}search/`));
  expect(searchFiles.length).toBeGreaterThan(1);
  expect(searchFiles.filter((pathname) => !pathname.startsWith(`${BASE}search/2.x/`))).toEqual([]);
});

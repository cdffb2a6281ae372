/**
 * API reference pages in the browser: one page of each kind and the heavy ones render
 * without crashing or errors (the fixture fails on any uncaught or console error), show
 * the description of their doc comment, and their type links navigate. Expected texts
 * come from TypeDoc's reading of the installed package, not from copies of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, openPage, renderingSkipped} from '../support/fixtures';
import {BUILD_DIR} from '../support/globalSetup';
import {allPages} from '../../lib/routes';
import {library} from '../../config/library';
import {apiReferencePaths} from '../../config/apiReference';
import {currentVersion} from '../../config/versions';
import {readVersionNotes} from '../../plugins/api-reference/notes';
import {findDeclaration, findDeclarationLink, readDeclarations, summaryText} from '../support/apiReflections';

const PAGES = [
  {kind: 'class', name: 'DialogHandler'},
  {kind: 'enum', name: 'TappEvent'},
  {kind: 'function', name: 'getUser'},
  {kind: 'function', name: 'createDialog'},
  {kind: 'interface', name: 'IChaynsReact'},
  {kind: 'interface', name: 'UserInfo'},
  {kind: 'namespace', name: 'dialog'},
];

// One test, one step per page: the loads share the test's warm cache, and a failure names its step.
test('a page of each kind and the heavy ones render their declaration and doc comment', async ({page}) => {
  for (const {kind, name} of PAGES) {
    await test.step(`${kind} ${name}`, async () => {
      const declaration = findDeclaration(name, kind);
      await openPage(page, `/api/${kind}/${name}`);
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      await expect(page.locator('article h1')).toContainText(name);
      await expect(page).toHaveTitle(new RegExp(`^${name} \\| API`));

      const summary = summaryText(declaration);
      if (summary) await expect(page.locator('article').getByText(summary.slice(0, 60)).first()).toBeVisible();

      // Every member the declaration has appears under its own anchor.
      for (const member of (declaration.children ?? []).slice(0, 25)) {
        await expect(page.locator(`article [id="${member.name}"]`).first(), `member ${member.name}`).toBeAttached();
      }
    });
  }
});

test('createDialog shows each of its overloads with its description', async ({page}) => {
  const createDialog = findDeclaration('createDialog', 'function');
  const signatures = createDialog.signatures ?? [];
  expect(signatures.length, 'createDialog has overloads').toBeGreaterThan(1);
  await openPage(page, '/api/function/createDialog');
  await expect(page.locator('article .tsd-signatures .tsd-signature')).toHaveCount(signatures.length);
  for (const signature of signatures) {
    const summary = summaryText(signature);
    if (summary) await expect(page.locator('article').getByText(summary.slice(0, 60)).first()).toBeAttached();
  }
});

test('a type link in a signature opens the page of that type', async ({page}) => {
  await openPage(page, '/api/function/createDialog');
  const link = page.locator('article .tsd-signature a.tsd-signature-type[href*="/api/interface/"]').first();
  const target = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('article h1')).toContainText(target);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

test('a type link to a type alias opens /api at its anchor', async ({page}) => {
  await openPage(page, '/api/function/getUser');
  const link = page.locator('article .tsd-signature a.tsd-signature-type[href*="/api/#"]').first();
  const target = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/api/#${target}$`));
  await expect(page.locator(`section.tsd-member:has([id="${target}"]) h3`).first()).toBeInViewport();
});

test('the index shows the library, its installed version, the introduction and the Login anchor', async ({page}) => {
  await openPage(page, '/api');
  await expect(page.locator('article h1')).toContainText('chayns-api');
  await expect(page.getByTestId('api-version')).toContainText(library.version);
  for (const guide of ['/docs/', '/docs/dialogs/', '/docs/hooks/assets/']) {
    await expect(page.locator(`article a[href$="${guide}"]`).first()).toBeVisible();
  }
  await expect(page.locator('[id="Login"]').first()).toBeAttached();
  await page.goto('api/#Login');
  await expect(page.locator('section.tsd-member:has([id="Login"]) h3').first()).toBeInViewport();
});

test('the overview renders its member panels only when they come near the viewport', async ({page}) => {
  await openPage(page, '/api');
  const last = page.locator('article section.tsd-member').last();
  // A panel's first child is its heading.
  const rendered = async () => !(await last.evaluate(renderingSkipped));
  expect(await rendered(), 'a panel far below the fold is rendered on load').toBe(false);
  // Scrolled to the end of the page (the panels above it take their real heights on the way).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return rendered();
    })
    .toBe(true);
  await expect(last).toBeInViewport();
});

test('the api sidebar groups hooks, event listeners and the kinds', async ({page}) => {
  await openPage(page, '/api');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const sections = await sidebar.locator('.theme-doc-sidebar-item-category-level-1 > div > a').allTextContents();
  expect(sections.slice(0, 4)).toEqual(['Hooks', 'History layer', 'Functions', 'Event listeners']);
  for (const kind of ['Classes', 'Namespaces', 'Enumerations', 'Interfaces', 'Type Aliases', 'Variables']) {
    expect(sections).toContain(kind);
  }
  await sidebar
    .getByRole('button', {name: 'Hooks'})
    .or(sidebar.getByText('Hooks', {exact: true}))
    .first()
    .click();
  const hooks = readDeclarations().filter((d) => d.kind === 64 && /^use[A-Z]/.test(d.name) && !/History/.test(d.name));
  for (const hook of hooks.slice(0, 10)) {
    await expect(sidebar.getByRole('link', {name: hook.name, exact: true})).toBeVisible();
  }
});

test('{@link} tags in doc comments link to the declaration TypeDoc resolved', async ({page}) => {
  const link = findDeclarationLink();
  expect(link, 'the package has a {@link} to a declaration with a page').toBeDefined();
  await openPage(page, `/${link!.fromRoute}`);
  const anchor = page.locator(`article .tsd-comment a[href$="/${link!.toRoute}/"]`).first();
  await expect(anchor).toBeVisible();
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`/${link!.toRoute}/$`));
  await expect(page.locator('article h1')).toContainText(link!.toRoute.split('/').pop()!);
});

test('each API page has its API note summary as meta description, also after client-side navigation', async ({
  page,
}) => {
  const notes = readVersionNotes(apiReferencePaths.notesDir, currentVersion.notesFolder);
  const summaryOf = (kind: string, name: string) => notes.find((n) => n.kind === kind && n.name === name)!.summary;
  const description = page.locator('head meta[name="description"]');
  await openPage(page, '/api/function/createDialog');
  await expect(description).toHaveAttribute('content', summaryOf('function', 'createDialog'));
  // To an interface the signature names.
  const link = page.locator('article .tsd-signature a.tsd-signature-type[href*="/api/interface/"]').first();
  const target = (await link.textContent())!.trim();
  await link.click();
  await expect(page.locator('article h1')).toContainText(target);
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', summaryOf('interface', target));
  await page.goBack();
  await expect(description).toHaveAttribute('content', summaryOf('function', 'createDialog'));
});

test('every kind icon of the build has its glyph in the small icon font, which the page loads', async ({page}) => {
  const css = fs
    .readdirSync(path.join(BUILD_DIR, 'assets', 'css'))
    .map((file) => fs.readFileSync(path.join(BUILD_DIR, 'assets', 'css', file), 'utf8'))
    .join('\n');
  const icons = new Set<string>();
  for (const route of allPages()) {
    for (const match of fs.readFileSync(route.file, 'utf8').matchAll(/\bcodicon-([\w-]+)/g)) icons.add(match[1]);
  }
  expect(icons.size).toBeGreaterThan(5);
  for (const icon of icons) expect(css, `no glyph for codicon-${icon}`).toContain(`.codicon-${icon}:before`);
  // A subset: far fewer icons than the ~550 of the whole font.
  expect(css.match(/\.codicon-[\w-]+:before/g)?.length ?? 0).toBeLessThan(40);

  await openPage(page, 'api/class/DialogHandler');
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    let codicon = false;
    document.fonts.forEach((font) => {
      if (font.family.replace(/"/g, '') === 'codicon' && font.status === 'loaded') codicon = true;
    });
    return codicon;
  });
  expect(loaded).toBe(true);
});

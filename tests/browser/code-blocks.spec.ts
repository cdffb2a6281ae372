/**
 * Code blocks are highlighted once, on the server, with the grammars of plugins/code-theme/prism
 * (that every block of the build has its tokens is checked in Node, tests/build/code-blocks.test.ts);
 * their colours come from CSS for the colour mode (plugins/code-theme), so hydration keeps them as
 * they are and the colour toggle recolours them without rendering them again.
 */
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import config from '../../docusaurus.config';
import {test, expect, openPage, renderingSkipped} from '../support/fixtures';

const {theme: lightTheme, darkTheme} = config.themeConfig.prism as {theme: PrismTheme; darkTheme: PrismTheme};

/** The colour a theme gives a token of exactly this one type, in any language. */
function tokenColour(theme: PrismTheme, type: string): string {
  const entry = theme.styles
    .filter((style) => style.types.includes(type) && !style.languages && style.style.color)
    .pop();
  if (!entry?.style.color) throw new Error(`the theme has no colour for ${type}`);
  return entry.style.color;
}

/** A CSS colour as the browser computes it (`rgb(…)`), to compare with computed styles. */
function computed(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, colour);
}

async function expectColours(page: Page, theme: PrismTheme): Promise<void> {
  const block = page.locator('.theme-code-block.language-tsx').first();
  const keyword = block.locator('span[class="token keyword"]').first();
  await expect(keyword).toHaveCSS('color', await computed(page, tokenColour(theme, 'keyword')));
  await expect(block).toHaveCSS('background-color', await computed(page, theme.plain.backgroundColor!));
}

test('token colours follow the colour mode, and the toggle recolours without a reload', async ({page}) => {
  await openPage(page, '');
  await expectColours(page, lightTheme);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectColours(page, darkTheme);
});

// Its init script would outlive the test on a shared page.
test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('hydration keeps the server-rendered code blocks and their dark colours', async ({page}) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.serverBlocks = Array.from(document.querySelectorAll('.theme-code-block pre'));
      });
    });
    await openPage(page, 'docs/');
    const kept = await page.evaluate(() => {
      const blocks = window.serverBlocks!;
      return {total: blocks.length, connected: blocks.filter((block) => block.isConnected).length};
    });
    expect(kept.total).toBeGreaterThan(0);
    expect(kept.connected).toBe(kept.total);
    await expectColours(page, darkTheme);
  });
});

/** A linked name and its colour, beside the colour an unlinked token of the same type has in the block. */
async function linkAndPeerColours(page: Page): Promise<{name: string; link: string; peer: string}> {
  return page.evaluate(() => {
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('.theme-code-block a.code-link'))) {
      const token = link.parentElement!;
      const block = link.closest('.theme-code-block')!;
      const peer = Array.from(block.querySelectorAll<HTMLElement>('.token')).find(
        (other) => other.className === token.className && !other.querySelector('a.code-link'),
      );
      if (peer)
        return {name: link.textContent!, link: getComputedStyle(link).color, peer: getComputedStyle(peer).color};
    }
    throw new Error('no linked name whose token type also appears unlinked');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`names in code, ${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('keep the colour of their token type, and the copy button copies plain code', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openPage(page, 'docs/dialogs');
      const {name, link, peer} = await linkAndPeerColours(page);
      expect(link, `the colour of the linked ${name}`).toBe(peer);

      const block = page.locator('.theme-code-block', {has: page.locator('a.code-link')}).first();
      const code = (await block.locator('pre code').innerText()).replace(/\n+$/, '');
      await block.hover();
      await block.getByRole('button', {name: /copy/i}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.replace(/\n+$/, '')).toBe(code);
      expect(copied).not.toMatch(/<a |href=/);
    });
  });
}

test('a name in code is a keyboard-reachable link to its API page', async ({page}) => {
  await openPage(page, 'docs/dialogs');
  const link = page.locator('.theme-code-block a.code-link', {hasText: 'createDialog'}).first();
  await expect(link).toHaveAttribute('title', /.{20,}/);
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/function\/createDialog\/$/);
  await expect(page.locator('article h1')).toContainText('createDialog');
});

test('a client-side navigation builds the same blocks as the server, and their names lead on within the app', async ({
  page,
}) => {
  await openPage(page, 'docs/');
  await page.evaluate(() => {
    window.marker = true;
  });
  await page.locator('nav a[href$="/docs/dialogs/"]').first().click();
  await expect(page.locator('article h1')).toHaveText('Dialogs');
  const served = await (await page.request.get(page.url())).text();
  // The first blocks are painted first, the rest follows (src/components/ContentInSteps).
  const blocksServed = await page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.theme-code-block pre code').length,
    served,
  );
  await expect(page.locator('.theme-code-block pre code')).toHaveCount(blocksServed);
  const linesOf = (html?: string) =>
    page.evaluate((source) => {
      const root = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
      return Array.from(root.querySelectorAll('.theme-code-block pre code'), (code) => code.innerHTML);
    }, html);
  const fromServer = await linesOf(served);
  expect(fromServer.length).toBeGreaterThan(5);
  // Without link prefetching (the test's data saver) the tokenizer's chunk is fetched when the first
  // block needs it, and the blocks show plain lines until it arrives (plugins/code-theme/tokenizer).
  await expect.poll(() => linesOf()).toEqual(fromServer);

  await page.locator('.theme-code-block a.code-link', {hasText: 'createDialog'}).first().click();
  await expect(page.locator('article h1')).toContainText('createDialog');
  expect(await page.evaluate(() => window.marker)).toBe(true);
});

test('a block wider than its box offers word wrap where its buttons appear, and wraps', async ({page}) => {
  await page.setViewportSize({width: 700, height: 800});
  await openPage(page, 'docs/dialogs');
  const wide = page
    .locator('.theme-code-block')
    .filter({has: page.locator('pre')})
    .nth(2);
  await wide.scrollIntoViewIfNeeded();
  await wide.hover();
  const wrap = wide.getByRole('button', {name: /word wrap/i});
  await expect(wrap).toBeVisible();
  await wrap.click();
  await expect(wide.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await wide.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
});

test('blocks far below are skipped until needed, and a link to a heading past them still lands on it', async ({
  page,
}) => {
  await openPage(page, 'docs/');
  await page.locator('nav a[href$="/docs/dialogs/"]').first().click();
  await expect(page.locator('article h1')).toHaveText('Dialogs');
  const last = page.locator('.theme-code-block pre').last();
  expect(await last.evaluate((pre) => getComputedStyle(pre).getPropertyValue('content-visibility'))).toBe('auto');
  // The browser decides to skip a block at a rendering update after laying it out, and the blocks
  // after the first screen arrive just after the heading: ask until the last one is skipped.
  await expect.poll(() => last.evaluate(renderingSkipped)).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate(renderingSkipped)).toBe(false);
  // "In the guides" on an API page links a section near the end of the guide, below most of its blocks.
  await openPage(page, 'api/function/useDialogState');
  await page.locator('a[href$="/docs/dialogs/#close-requests-backdrop-and-escape"]').first().click();
  await expect(page.locator('[id="close-requests-backdrop-and-escape"]')).toBeInViewport();
});

/**
 * Where an export works, in the browser: the "Works in" table under an API page's title and the
 * filter of the "Host support" guide, each used with the keyboard alone in dark mode, and each clean
 * in axe's WCAG A/AA rules in both colour modes. What they hold is checked in the built HTML
 * (tests/build/host-support.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 150): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${most} presses of Tab did not reach ${target.toString()}`);
}

/** axe's WCAG A/AA rules on one part of the page, in each colour mode. */
async function auditInBothModes(page: Page, selector: string): Promise<string[]> {
  const failures: string[] = [];
  for (const mode of ['dark', 'light'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const {violations} = await new AxeBuilder({page}).include(selector).withTags(WCAG_TAGS).analyze();
    failures.push(...violations.map((violation) => `[${mode}] ${violation.id}: ${violation.help}`));
  }
  return failures;
}

test.describe('host support, keyboard only, in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('"Works in" under an API page\'s title gives each host\'s state and, on Enter, its evidence', async ({page}) => {
    await page.goto('api/function/openMedia/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const table = page.getByTestId('works-in');
    // Under the title, before the first paragraph of the description.
    const order = await table.evaluate((element) => {
      const h1 = document.querySelector('article h1')!;
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      const firstParagraph = [...document.querySelectorAll('article p')].find(
        (p) => follows(h1, p) && !element.contains(p),
      );
      return {afterTitle: follows(h1, element), beforeText: firstParagraph ? follows(element, firstParagraph) : false};
    });
    expect(order).toEqual({afterTitle: true, beforeText: true});
    await expect(table.locator('caption')).toContainText('Works in');
    await expect(table.locator('thead th')).toHaveText(['Module', 'iframe', 'chayns app web view']);
    // The states in words, readable without colour.
    await expect(table.locator('td summary')).toHaveText([/works$/, /works$/, /throws$/]);

    const app = table.locator('td[data-face="app"] details');
    await tabTo(page, app.locator('summary'));
    await expect(app.locator('p')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(app).toHaveAttribute('open', '');
    await expect(app.locator('p')).toBeVisible();
    await expect(app.locator('p')).toContainText("the app web view's wrapper has no openMedia");
    await page.keyboard.press('Enter');
    await expect(app.locator('p')).toBeHidden();

    expect(await auditInBothModes(page, '[data-testid="works-in"]')).toEqual([]);
  });

  test('the Host support guide narrows its table to what does not work in one host', async ({page}) => {
    await page.goto('docs/host-support/');
    await waitForHydration(page);
    const support = page.getByTestId('host-support');
    const rows = support.locator('tbody tr');
    const everyRow = await rows.count();
    expect(everyRow).toBeGreaterThan(50);
    await expect(support.locator('output')).toHaveText(`${everyRow} exports of chayns-api 3.6.3`);

    const filter = support.getByLabel('Show');
    await tabTo(page, filter);
    // The options in order: every export, then what does not work as a module, in an iframe, in the app.
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowDown');
    await expect(filter).toHaveValue('app');
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(everyRow);
    await expect(support.locator('output')).toHaveText(`${shown} of ${everyRow} exports`);
    // Every row left is one that does not simply work in the app web view.
    const appStates = await rows
      .locator('td[data-face="app"] details')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-state')));
    expect(appStates).toHaveLength(shown);
    expect(appStates).not.toContain('works');
    await expect(rows.filter({hasText: /^openMedia/})).toHaveCount(1);
    await expect(rows.filter({hasText: /^vibrate/})).toHaveCount(0);

    // On from the filter: the first row's link to its page, then its states.
    const first = rows.first();
    await tabTo(page, first.locator('th a'), 2);
    const evidence = first.locator('td[data-face="app"] details');
    await tabTo(page, evidence.locator('summary'), 4);
    await page.keyboard.press('Enter');
    await expect(evidence.locator('p')).toBeVisible();

    // Back to every export.
    await filter.focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowUp');
    await expect(filter).toHaveValue('');
    await expect(rows).toHaveCount(everyRow);

    expect(await auditInBothModes(page, '[data-testid="host-support"]')).toEqual([]);
  });
});

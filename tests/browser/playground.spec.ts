/**
 * "Try it": an example becomes an editor beside a live preview in the simulated chayns host
 * (src/components/Playground, src/theme/CodeBlock). The example of these tests is the one of the
 * createDialog page: an input dialog whose answer the component shows.
 */
import AxeBuilder from '@axe-core/playwright';
import type {FrameLocator, Locator, Page} from '@playwright/test';
import {test, expect, openPage} from '../support/fixtures';
import {formatBytes, gzipTotal, watchDownloads} from '../../lib/bytes';
import budgets from '../budgets.json';

const PAGE = 'api/function/createDialog/';
const QUESTION = 'What should we write on the cake?';

/** The first "Try it" block of the page whose code has `text`, opened; returns the playground. */
async function openPlayground(page: Page, text = QUESTION): Promise<Locator> {
  const block = page.locator('[data-try-it]').filter({hasText: text}).first();
  await block.getByRole('button', {name: 'Try it'}).click();
  // The page's only open playground (the block's text changes as the code is edited).
  const playground = page.getByRole('region', {name: 'Playground'});
  await expect(playground.getByRole('textbox', {name: /Code of the example/})).toBeVisible();
  // The first run's frame is there, so that an edit is told apart from it (setCode).
  await expect(playground.locator('iframe[data-run]')).toHaveCount(1);
  return playground;
}

function preview(playground: Locator): FrameLocator {
  return playground.frameLocator('iframe[title^="Preview"]');
}

/** Replaces the editor's text (a textarea under the highlighted code) and waits for the run of the new code. */
async function setCode(playground: Locator, code: string): Promise<void> {
  const frame = playground.locator('iframe[title^="Preview"]');
  const before = (await frame.count()) > 0 ? await frame.getAttribute('data-run') : null;
  await playground.getByRole('textbox', {name: /Code of the example/}).fill(code);
  await expect(
    playground.locator(`iframe[data-run]:not([data-run="${before}"]), [role="alert"]`).first(),
  ).toBeVisible();
}

async function editorText(playground: Locator): Promise<string> {
  return playground.getByRole('textbox', {name: /Code of the example/}).inputValue();
}

test('on the createDialog page, an edited dialog text appears in the host, and the answer reaches the app', async ({
  page,
}) => {
  await openPage(page, PAGE);
  const playground = await openPlayground(page);
  const code = await editorText(playground);
  await setCode(playground, code.replace(QUESTION, 'Which name goes on the cake?'));
  const frame = preview(playground);
  await frame.getByRole('button', {name: 'Choose inscription'}).click();
  const dialog = frame.getByRole('dialog');
  await expect(dialog).toContainText('Which name goes on the cake?');
  await dialog.getByRole('textbox').fill('Lena');
  await dialog.getByRole('button', {name: /^OK$/i}).click();
  await expect(frame.getByText('Inscription: Lena')).toBeVisible();
  const log = playground.getByRole('log');
  await expect(log).toContainText('openDialog(');
  await expect(log).toContainText('Which name goes on the cake?');
  await expect(log).toContainText('Lena');
});

test('the host dialog is reachable and answerable by keyboard alone', async ({page}) => {
  await openPage(page, PAGE);
  const playground = await openPlayground(page);
  const frame = preview(playground);
  const open = frame.getByRole('button', {name: 'Choose inscription'});
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = frame.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus; typing goes to its field, Enter confirms.
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('Mia');
  await page.keyboard.press('Enter');
  await expect(frame.getByText('Inscription: Mia')).toBeVisible();
  // Escape leaves the editor for the toolbar instead of trapping the focus.
  await playground.getByRole('textbox', {name: /Code of the example/}).focus();
  await page.keyboard.press('Escape');
  await expect(playground.getByRole('button', {name: 'Run'})).toBeFocused();
});

test.describe('errors', () => {
  // React reports an error its boundary caught on the console, in the preview frame too.
  test.use({allowedProblems: /No cake today/});

  test('a syntax error and a thrown error are shown where they occur, and the page keeps working', async ({page}) => {
    await openPage(page, PAGE);
    const playground = await openPlayground(page);
    const code = await editorText(playground);
    // Line 5 of the example: `const [inscription, ...] = useState('');`
    await setCode(playground, code.replace("useState('');", "useState('';"));
    await expect(playground.getByRole('alert')).toContainText(/line 5, column \d+/);
    await setCode(
      playground,
      code.replace("const [inscription, setInscription] = useState('');", "throw new Error('No cake today');"),
    );
    await expect(playground.getByRole('alert')).toContainText('No cake today');
    await expect(preview(playground).getByText('No cake today').first()).toBeVisible();
    // The rest of the page still answers: Reset brings the example back and it runs again.
    await playground.getByRole('button', {name: 'Reset'}).click();
    expect(await editorText(playground)).toBe(code);
    await expect(preview(playground).getByRole('button', {name: 'Choose inscription'})).toBeVisible();
    await page.getByRole('link', {name: 'DialogHandler'}).first().click();
    await expect(page).toHaveURL(/interface\/DialogHandler|class\/DialogHandler/);
  });
});

test('an endless loop can be stopped without reloading the page', async ({page}) => {
  await openPage(page, PAGE);
  const playground = await openPlayground(page);
  const code = await editorText(playground);
  await setCode(
    playground,
    code.replace(
      "const [inscription, setInscription] = useState('');",
      "while (true) {}\n  const [inscription, setInscription] = useState('');",
    ),
  );
  await expect(playground.getByText('The example is not responding')).toBeVisible({timeout: 15_000});
  await playground.getByRole('button', {name: 'Stop it'}).click();
  await expect(playground.locator('iframe')).toHaveCount(0);
  await expect(playground.getByText('The example is stopped.')).toBeVisible();
  await playground.getByRole('button', {name: 'Reset'}).click();
  await expect(preview(playground).getByRole('button', {name: 'Choose inscription'})).toBeVisible();
});

test('the shared link reopens the page with the edited code', async ({page}) => {
  await openPage(page, PAGE);
  const playground = await openPlayground(page);
  const code = await editorText(playground);
  const edited = code.replace(QUESTION, 'Name on the cake, please (ä, ö, 🎂)?');
  await setCode(playground, edited);
  await playground.getByRole('button', {name: 'Copy link'}).click();
  const link = await playground.getByRole('textbox', {name: 'Link to this code'}).inputValue();
  expect(link).toMatch(/#try-\d+=/);
  await page.goto(link);
  await page.reload();
  const reopened = page.getByRole('region', {name: 'Playground'});
  await expect(reopened.getByRole('textbox', {name: /Code of the example/})).toHaveValue(edited);
  await expect(preview(reopened).getByRole('button', {name: 'Choose inscription'})).toBeVisible();
});

test('nothing of the playground loads before the press; the press stays within its budget and a second one fetches nothing', async ({
  page,
}) => {
  // Link prefetching is off (the fixtures' default), so that only what the presses fetch is counted.
  const downloads = watchDownloads(page);
  await openPage(page, PAGE);
  await page.waitForLoadState('networkidle');
  const before = new Set((await downloads.take()).map((download) => download.url));
  await openPlayground(page);
  const playground = page.getByRole('region', {name: 'Playground'});
  // The example runs only once everything it needs has arrived.
  await expect(preview(playground).getByRole('button', {name: 'Choose inscription'})).toBeVisible();
  const press = await downloads.take();
  expect(press.length, 'the press fetches the playground').toBeGreaterThan(0);
  expect(press.filter((download) => before.has(download.url))).toEqual([]);
  const total = gzipTotal(press);
  console.log(`Try it: ${press.length} requests, ${formatBytes(total)} gzip`);
  expect(total).toBeLessThanOrEqual(budgets.tryItGzipBytes);
  // Another example, on another page of the same version: nothing new.
  await playground.getByRole('button', {name: 'Close'}).click();
  await page.getByRole('link', {name: 'useDialogState'}).first().click();
  await page.waitForLoadState('networkidle');
  await downloads.take();
  await page.locator('[data-try-it]').first().getByRole('button', {name: 'Try it'}).click();
  await expect(preview(page.getByRole('region', {name: 'Playground'})).locator('.host-header')).toBeVisible();
  expect((await downloads.take()).map((download) => download.url)).toEqual([]);
  downloads.stop();
});

test('axe finds no violation with the playground open and a host dialog shown, in both colour modes', async ({
  page,
}) => {
  await openPage(page, PAGE);
  const playground = await openPlayground(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await playground.getByLabel('Colour mode', {exact: true}).selectOption(mode);
    const frame = preview(playground);
    await expect(frame.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
    await frame.getByRole('button', {name: 'Choose inscription'}).click();
    await expect(frame.getByRole('dialog')).toBeVisible();
    await page.addStyleTag({content: '*, ::before, ::after { transition: none !important; }'});
    const {violations} = await new AxeBuilder({page})
      .include('[aria-label="Playground"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      violations.map(
        (violation) => `${mode} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
});

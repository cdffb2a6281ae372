/**
 * Moving between pages: what a click does before the next page is painted. Their cost is measured
 * by `npm run bench` ("Client-side navigation"); these tests hold the behaviours the figures rest on:
 *
 * - the page being left is not rendered again while the next one loads (plugins/startup,
 *   PendingNavigation);
 * - the first frame of the next guide is its first screen, the rest follows right after
 *   (src/components/ContentInSteps);
 * - a mouse press shows no focus outline and the keyboard does, without a rule on a class of
 *   `body` (plugins/startup, keyboardFocus.css).
 */
import {test, expect, openPage} from '../support/fixtures';

declare global {
  interface Window {
    /**
     * Set by COMMITS_SCRIPT: per React commit, the components it rendered and the page's heading then.
     */
    commits?: {components: number; heading: string}[];
    /** Set by FIRST_FRAME_SCRIPT: the new guide as its first frame is painted. */
    firstFrame?: {blocks: number; contentEnd: number; windowHeight: number};
  }
}

/**
 * React's hook for its developer tools, which React calls after every commit with the tree it
 * committed: a component rendered in a commit has props or state other than those of the commit
 * before. Counting starts when `window.commits` is set.
 */
const COMMITS_SCRIPT = `(() => {
  let before = new WeakMap();
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const now = new WeakMap();
      let components = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        const last = before.get(fiber) ?? (fiber.alternate && before.get(fiber.alternate));
        const rendered = !last || last[0] !== fiber.memoizedProps || last[1] !== fiber.memoizedState;
        if (rendered && COMPONENT_TAGS.has(fiber.tag)) components += 1;
        now.set(fiber, [fiber.memoizedProps, fiber.memoizedState]);
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      before = now;
      window.commits?.push({components, heading: document.querySelector('article h1')?.textContent ?? ''});
    },
  };
})()`;

test('a click renders nothing of the page it leaves while the next one loads', async ({page}) => {
  await page.addInitScript(COMMITS_SCRIPT);
  await openPage(page, 'docs/');
  await page.evaluate(() => {
    window.commits = [];
  });
  await page.locator('nav a[href$="/docs/dialogs/"]').first().click();
  await expect(page.locator('article h1')).toHaveText('Dialogs');
  const commits = (await page.evaluate(() => window.commits))!;
  const leaving = commits.filter((commit) => commit.heading !== 'Dialogs');
  const arriving = commits.filter((commit) => commit.heading === 'Dialogs');
  // The counter sees a whole page: the commit that brings the next one renders hundreds of components.
  expect(Math.max(...arriving.map((commit) => commit.components))).toBeGreaterThan(200);
  // While the next page loads, only the router and the head's tags follow the new address (about 15);
  // rendering the page being left again was over a thousand.
  expect(leaving.length).toBeGreaterThan(0);
  for (const commit of leaving) expect(commit.components).toBeLessThan(40);
});

/**
 * In the first frame that shows the new heading: how many of the page's blocks (`selector`) are
 * rendered, and where the last one ends, from the top of the document (a navigation scrolls to the top).
 */
const FIRST_FRAME_SCRIPT = `(heading, selector) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article h1')?.textContent.startsWith(heading)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const blocks = document.querySelectorAll(selector);
      window.firstFrame = {
        blocks: blocks.length,
        contentEnd: blocks[blocks.length - 1].getBoundingClientRect().bottom + window.scrollY,
        windowHeight: window.innerHeight,
      };
    });
  });
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
}`;

const FIRST_SCREENS = [
  // A guide's top-level blocks (src/components/ContentInSteps).
  {from: 'docs/', to: 'docs/dialogs/', heading: 'Dialogs', blocks: 'article .markdown > :not([aria-hidden])'},
  // An API page's members (plugins/api-reference/client/Members.tsx).
  {from: 'api/function/createDialog/', to: 'api/class/DialogHandler/', heading: 'DialogHandler', blocks: '.tsd-member'},
];

test('the first frame of a page reached by a link is its first screen, and the rest follows', async ({page}) => {
  for (const {from, to, heading, blocks} of FIRST_SCREENS) {
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 390, height: 844},
    ]) {
      await test.step(`${to} at ${viewport.width}×${viewport.height}`, async () => {
        await page.setViewportSize(viewport);
        await openPage(page, from);
        await page.evaluate(`(${FIRST_FRAME_SCRIPT})(${JSON.stringify(heading)}, ${JSON.stringify(blocks)})`);
        await page.evaluate((path) => {
          // The mobile layout keeps the sidebar's links in the menu: follow the same link by script.
          document.querySelector<HTMLAnchorElement>(`a[href$="/${path}"]`)!.click();
        }, to);
        await expect.poll(() => page.evaluate(() => window.firstFrame)).toBeTruthy();
        const first = (await page.evaluate(() => window.firstFrame))!;
        expect(first.contentEnd).toBeGreaterThanOrEqual(first.windowHeight);
        const served = await (await page.request.get(page.url())).text();
        const allBlocks = await page.evaluate(
          ([html, selector]) => new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector).length,
          [served, blocks],
        );
        // A first screen, not the whole page; then the whole page, as the server has it.
        expect(first.blocks).toBeLessThan(allBlocks);
        await expect(page.locator(blocks)).toHaveCount(allBlocks);
      });
    }
  }
});

test('a mouse press shows no focus outline, the keyboard does', async ({page}) => {
  await openPage(page, 'docs/');
  const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
  await toggle.click();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Shift+Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
});

/**
 * Links and anchors, the part that needs a browser: an #anchor that a link points to but the target
 * page's HTML lacks may be created by the running page, so it is looked up after hydration.
 * Everything else of the gate reads the build in Node (tests/build/links.test.ts): the same-origin
 * URLs every page references, and the anchors the HTML has, found by the same computation
 * (tests/support/anchors.ts). When the HTML has every anchor, this test opens no page.
 */
import {test, expect, waitForHydration} from '../support/fixtures';
import {byTarget, checkAnchorsInHtml} from '../support/anchors';

test('every #anchor that the server HTML lacks exists on its target page once it runs', async ({page, baseURL}) => {
  const root = new URL(baseURL!);
  const {anchorsChecked, missingInHtml} = checkAnchorsInHtml();
  console.log(`anchors: ${anchorsChecked} links with an anchor, ${missingInHtml.length} not in the server HTML`);

  const missing: string[] = [];
  for (const [target, group] of byTarget(missingInHtml)) {
    await page.goto(new URL(target, root).href);
    await waitForHydration(page);
    for (const {anchor, from} of group) {
      const found = await page.evaluate(
        (name) => document.getElementById(name) !== null || document.getElementsByName(name).length > 0,
        anchor,
      );
      if (!found) missing.push(`${target}#${anchor} (linked from /${from})`);
    }
  }
  expect(missing).toEqual([]);
});

/**
 * Accessibility: axe-core finds no violation of the WCAG 2.0/2.1 A and AA rules, whatever their
 * impact, on the pages of tests/support/audited.ts (home, the guides that together hold every kind
 * of element the guides of both versions have, /api, one API page of each kind, and an older
 * version's function page with its banner): every rule in one colour mode at one width,
 * the colour rules of the page's content in the other mode at the other width. Nor of axe's
 * best-practice rules (heading-order, region, landmarks, ...): the site passes them all, and
 * Lighthouse's accessibility score counts several. That this sample covers every kind of page and
 * every kind of element of the guides, and the heading outline (axe heading-order) of every page,
 * not only the sample, are checked in the built HTML in Node (tests/build/a11y.test.ts).
 *
 * Its load of each page also stands for that page in the console gate (tests/support/console.ts),
 * which therefore skips these pages: no warning and no missing prefetched asset, from the load
 * to the end of the audit.
 */
import AxeBuilder from '@axe-core/playwright';
import axe, {type Result} from 'axe-core';
import {test, expect, waitForHydration} from '../support/fixtures';
import {auditedPagesOfRun} from '../support/audited';
import {settle, watchConsole} from '../support/console';

// Pages as a reader gets them, prefetching included: the console checks of these loads check every prefetched file.
test.use({prefetching: true});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

const audited = auditedPagesOfRun();

/**
 * axe with its colour-contrast rule kept off the text of highlighted code: that text takes only
 * the code themes' colours, which tests/unit/code-contrast.test.ts checks for every token type,
 * in both modes, on plain and highlighted lines. On a guide, the thousands of token spans made
 * this one rule more than half of an audit. The buttons of a code block stay in the rule.
 */
const AXE_SOURCE = `${axe.source}
axe.configure({rules: [{id: 'color-contrast', selector: ':not(pre.prism-code *)'}]});`;

/** The rules whose result depends on the colour mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The audits of a page: every rule in one colour mode at one width, then the colour rules in the
 * other mode at the other width. Each page is thus checked for colour in both modes, and the four
 * (mode, width) pairs take turns for the full audit from page to page: what differs between the
 * widths (navbar, sidebar, table of contents) is the same on every page, and the other rules
 * read the page's structure, which the colour mode does not change. A full audit of a long
 * guide takes seconds, so the second audit runs only the rules the mode changes.
 */
function auditsOf(index: number) {
  // Full audits: light desktop, dark mobile, dark desktop, light mobile, again from the fifth page.
  const lightFirst = index % 4 === 0 || index % 4 === 3;
  const [mode, otherMode] = lightFirst ? MODES : ([...MODES].reverse() as (typeof MODES)[number][]);
  const [width, otherWidth] = index % 2 === 0 ? VIEWPORTS : ([...VIEWPORTS].reverse() as (typeof VIEWPORTS)[number][]);
  return [
    {mode, viewport: width, rules: undefined},
    {mode: otherMode, viewport: otherWidth, rules: COLOUR_RULES},
  ];
}

function describe(violation: Result): string {
  const targets = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
  return `${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length} nodes): ${violation.help}\n    ${targets.join('\n    ')}`;
}

// One test per page: one load, then its audits.
for (const [index, route] of audited.entries()) {
  test(`no WCAG A/AA or best-practice violation on /${route.path}`, async ({page}) => {
    // axe takes minutes on the long pages when the machine is busy.
    test.setTimeout(300_000);
    const failures: string[] = [];
    const {warnings, missingPrefetches} = watchConsole(page, () => route.path);
    // The colour mode the way a reader gets it: no stored choice, the system preference,
    // which the site follows when it changes.
    const audits = auditsOf(index);
    await page.emulateMedia({colorScheme: MODES[0]});
    await page.setViewportSize(audits[0].viewport);
    await page.goto(route.path);
    await waitForHydration(page);
    await settle(page);
    expect(page.frames(), 'frames the audit would not reach').toHaveLength(1);
    // Colours fade when the mode changes (Infima's transitions), and on /api a panel the
    // browser skipped (content-visibility) starts its fade only when axe first reads its
    // style: axe would measure a colour between the two modes. The audit reads end states.
    // And it reads what a reader sees once they scroll there: what the browser skips far below
    // the window (src/css/custom.css) has no colours yet, and axe, laying out a skipped
    // paragraph's words but finding what lies under them from the estimated box, would take
    // whatever follows it for their background.
    await page.addStyleTag({
      content: '*, ::before, ::after { transition: none !important; } * { content-visibility: visible !important; }',
    });
    for (const {mode, viewport, rules} of audits) {
      await page.emulateMedia({colorScheme: mode});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.setViewportSize({width: viewport.width, height: viewport.height});
      // Below 996px the navbar collapses into its mobile menu button.
      await expect(page.locator('.navbar__toggle')).toBeVisible({visible: viewport.width < 996});
      // options() first: it replaces all options, the rules chosen by withTags() and withRules() included.
      const builder = new AxeBuilder({page, axeSource: AXE_SOURCE})
        .options({resultTypes: ['violations']})
        // axe runs in the page itself instead of combining the results of each frame in a
        // second, blank page: half the time on the long pages. That way audits frames of
        // the page's own origin only; the pages have no frame at all (checked above).
        .setLegacyMode(true);
      // The colour audit leaves out the navbar, the sidebar and the footer: they are the same on every
      // page, and the full audits, which take turns between the modes, read them in both.
      const audit = rules
        ? builder.withRules(rules).exclude('.navbar').exclude('aside').exclude('footer')
        : builder.withTags([...WCAG_TAGS, 'best-practice']);
      const {violations} = await audit.analyze();
      const where = `${mode} ${viewport.name}`;
      failures.push(...violations.map((violation) => `[${where}] ${describe(violation)}`));
    }
    expect(failures).toEqual([]);
    expect(warnings, 'console warnings (the console gate)').toEqual([]);
    expect(missingPrefetches(), 'prefetched assets missing from the build (the console gate)').toEqual([]);
  });
}

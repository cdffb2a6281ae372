/**
 * Gate 2: axe-core finds no violation of the WCAG 2.0/2.1 A and AA rules, whatever their
 * impact, on the home page, every guide, /api and one API page of each kind, in light and
 * dark mode, at desktop and at 390px mobile width. Nor of axe's best-practice rules
 * (heading-order, region, landmarks, ...): the site passes them all, and Lighthouse's
 * accessibility score counts several. The heading outline (axe heading-order) is also
 * checked in the built HTML of every page, not only the sample.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Result} from 'axe-core';
import {load} from 'cheerio';
import {test, expect, waitForHydration} from '../support/fixtures';
import {allPages, firstOfEachKind, sitemapRoutes, type Route} from '../../lib/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

const routes = sitemapRoutes();
const apiSample = [...firstOfEachKind(routes).values()].filter((route) => route.kind.startsWith('api-'));
const audited: Route[] = [...routes.filter((route) => route.kind === 'home' || route.kind === 'guide'), ...apiSample];

function describe(violation: Result): string {
  const targets = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
  return `${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length} nodes): ${violation.help}\n    ${targets.join('\n    ')}`;
}

test('the audit covers home, every guide, /api and an API page of each kind', () => {
  const kinds = new Set(audited.map((route) => route.kind));
  for (const kind of [
    'home',
    'guide',
    'api-index',
    'api-class',
    'api-enum',
    'api-function',
    'api-interface',
    'api-namespace',
  ]) {
    expect(kinds, `a ${kind} page to audit`).toContain(kind);
  }
});

// One test per page: one load, then both colour modes and both widths on it.
for (const route of audited) {
  test(`no WCAG A/AA or best-practice violation on /${route.path}`, async ({page}) => {
    // axe takes minutes on the long pages when the machine is busy.
    test.setTimeout(300_000);
    const failures: string[] = [];
    // The colour mode the way a reader gets it: no stored choice, the system preference,
    // which the site follows when it changes.
    await page.emulateMedia({colorScheme: MODES[0]});
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(route.path);
    await waitForHydration(page);
    expect(page.frames(), 'frames the audit would not reach').toHaveLength(1);
    for (const mode of MODES) {
      await page.emulateMedia({colorScheme: mode});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        // Below 996px the navbar collapses into its mobile menu button.
        await expect(page.locator('.navbar__toggle')).toBeVisible({visible: viewport.width < 996});
        const {violations} = await new AxeBuilder({page})
          .withTags([...WCAG_TAGS, 'best-practice'])
          .options({resultTypes: ['violations']})
          // axe runs in the page itself instead of combining the results of each frame in a
          // second, blank page: half the time on the long pages. That way audits frames of
          // the page's own origin only; the pages have no frame at all (checked above).
          .setLegacyMode(true)
          .analyze();
        const where = `${mode} ${viewport.name}`;
        failures.push(...violations.map((violation) => `[${where}] ${describe(violation)}`));
      }
    }
    expect(failures).toEqual([]);
  });
}

test('no built page skips a heading level (axe heading-order, on every page)', () => {
  const skips: string[] = [];
  for (const route of allPages()) {
    const $ = load(fs.readFileSync(route.file, 'utf8'));
    let previous = 0;
    $('h1, h2, h3, h4, h5, h6').each((_, heading) => {
      const level = Number(heading.tagName[1]);
      if (previous > 0 && level > previous + 1) {
        skips.push(`/${route.path}: h${previous} then h${level} "${$(heading).text().trim().slice(0, 40)}"`);
      }
      previous = level;
    });
  }
  expect(skips).toEqual([]);
});

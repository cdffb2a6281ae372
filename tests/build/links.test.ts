/**
 * Links and anchors: every same-origin link and #anchor of every built page resolves.
 *
 * linkinator requests every same-origin URL that the pages reference (links, scripts,
 * styles, images) from a static server of its own (lib/staticServer.ts, as the browser tests
 * serve the build) and fails on any error status. Anchors are checked against the ids in the
 * target page's HTML; one missing there may still be created by the running page, which
 * tests/browser/quality-links.spec.ts looks up in the browser.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {LinkChecker, LinkState} from 'linkinator';
import {resolveBaseUrl} from '../../config/site';
import {BUILD_DIR} from '../../lib/buildDir';
import {allPages} from '../../lib/routes';
import {startStaticServer, type StaticServer} from '../../lib/staticServer';
import {checkAnchorsInHtml} from '../support/anchors';

const BASE = resolveBaseUrl();
const pages = allPages();

describe('links', () => {
  let server: StaticServer;
  before(async () => {
    // Any free port: the check may run beside a browser test run or another checkout's.
    server = await startStaticServer({root: BUILD_DIR, base: BASE});
  });
  after(async () => {
    await server?.close();
  });

  it('every same-origin URL referenced by a built page answers without error', async () => {
    const root = new URL(BASE, server.origin);
    const checker = new LinkChecker();
    const result = await checker.check({
      path: pages.map((page) => new URL(page.path, root).href),
      recurse: false,
      concurrency: 16,
      // Only our own pages are gated: other sites' availability is not ours to fail CI on.
      linksToSkip: async (link) => new URL(link).origin !== root.origin,
    });
    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.status ?? '?'} ${link.url} (on ${link.parent ?? 'the start list'})`);
    const checked = result.links.filter((link) => link.state === LinkState.OK).length;
    console.log(`links: ${checked} same-origin URLs answered OK across ${pages.length} pages`);
    assert.ok(checked > pages.length, `the checker must have found the pages and their links (${checked} OK)`);
    assert.deepEqual(broken, []);
  });

  it('every same-origin link with an #anchor points to a built page', () => {
    const {anchorsChecked, unresolved, missingInHtml} = checkAnchorsInHtml(pages);
    console.log(`anchors: ${anchorsChecked} links with an anchor, ${missingInHtml.length} not in the server HTML`);
    assert.ok(anchorsChecked > 0, 'the pages must contain anchor links (table of contents, heading links)');
    assert.deepEqual(unresolved, []);
    // The anchors the HTML lacks (missingInHtml) are the browser's to find, after hydration.
  });
});

/**
 * The parts of the accessibility gate that read only the built HTML: the axe audit
 * (tests/browser/quality-a11y.spec.ts) samples a page of every kind and every kind of element of
 * the guides, and no page of the build skips a heading level (axe's heading-order rule, here on
 * every page, not only the sample).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {allPages, sitemapRoutes} from '../../lib/routes';
import {auditedPages, elementKinds} from '../support/audited';

describe('accessibility in the built HTML', () => {
  it('the audit covers home, guides, /api and an API page of each kind', () => {
    const kinds = new Set<string>(auditedPages().map((route) => route.kind));
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
      assert.ok(kinds.has(kind), `a ${kind} page to audit`);
    }
  });

  it('the audit holds every kind of element of every guide, and a guide of each version', () => {
    const audited = auditedPages();
    const seen = new Set(audited.flatMap((route) => [...elementKinds(route.file)]));
    const guides = sitemapRoutes().filter((route) => route.kind === 'guide');
    const missing = guides.flatMap((route) =>
      [...elementKinds(route.file)].filter((kind) => !seen.has(kind)).map((kind) => `/${route.path}: ${kind}`),
    );
    assert.deepEqual(missing, []);
    const versions = new Set(guides.map((route) => route.version));
    for (const version of versions) {
      assert.ok(
        audited.some((route) => route.kind === 'guide' && route.version === version),
        `a guide of version ${version} to audit`,
      );
    }
    // Fewer guides than there are: the cover leaves out the pages whose kinds others hold.
    assert.ok(audited.filter((route) => route.kind === 'guide').length < guides.length);
  });

  it('no built page skips a heading level (axe heading-order, on every page)', () => {
    const skips: string[] = [];
    for (const route of allPages()) {
      const $ = loadBuilt(route.file);
      let previous = 0;
      $('h1, h2, h3, h4, h5, h6').each((_, heading) => {
        const level = Number(heading.tagName[1]);
        if (previous > 0 && level > previous + 1) {
          skips.push(`/${route.path}: h${previous} then h${level} "${$(heading).text().trim().slice(0, 40)}"`);
        }
        previous = level;
      });
    }
    assert.deepEqual(skips, []);
  });
});

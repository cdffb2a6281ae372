/**
 * The parts of the accessibility gate that read only the built HTML: the axe audit
 * (tests/browser/quality-a11y.spec.ts) samples a page of every kind, and no page of the build
 * skips a heading level (axe's heading-order rule, here on every page, not only the sample).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {allPages} from '../../lib/routes';
import {auditedPages} from '../support/audited';

describe('accessibility in the built HTML', () => {
  it('the audit covers home, every guide, /api and an API page of each kind', () => {
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

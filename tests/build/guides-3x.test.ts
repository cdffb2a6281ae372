/**
 * The guides teach the version they belong to (read in Node from the built pages): the current guides
 * name what chayns-api 3 needs (React 18 or 19, chayns-toolkit 4, @module-federation/enhanced 2) and
 * present nothing of 2.x as current, the 2.x guides keep their 2.6.14 facts, and the migration guide has
 * a section for every breaking change and a generated table that lists every export whose page differs
 * between the two versions' reflections.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {buildFileFor} from '../../lib/routes';
import {docsVersions} from '../../config/versions';
import {apiReference} from '../../config/apiReference';
import {PAGE_KINDS, readDeclarations} from '../support/apiReflections';
import {shapeOf} from '../../plugins/api-reference/versionDiff';

const [current, older] = docsVersions;
const text = (route: string) => loadBuilt(buildFileFor(route)!)('article').text().replace(/\s+/g, ' ');

describe('the guides of each version', () => {
  it('the current getting started and toolchain guides name React 18/19, chayns-toolkit 4 and @module-federation/enhanced 2', () => {
    const start = text('docs/');
    assert.match(start, new RegExp(`chayns-api@?${current.library.version.replace(/\./g, '\\.')}|chayns-api ${current.library.version.replace(/\./g, '\\.')}`));
    assert.match(start, /(?:React|version) 18 or 19/);
    assert.match(start, /@module-federation\/enhanced/);
    const development = text('docs/configuration/development');
    assert.match(development, /chayns-toolkit 4/);
    assert.match(text('docs/configuration/webpack-customization'), /@module-federation\/enhanced/);
    for (const route of ['docs/', 'docs/configuration/development', 'docs/configuration/webpack-customization', 'docs/dialogs', 'docs/hooks/assets']) {
      const page = text(route);
      // 2.x is mentioned only as what an older app runs, never as the version to install.
      assert.doesNotMatch(page, new RegExp(`npm install [^.]*chayns-api@${older.library.version.replace(/\./g, '\\.')}`), route);
      assert.doesNotMatch(page, /React 16\.8, 17|chayns-toolkit 3 (?:is|goes)/, route);
    }
  });

  it('the 2.x guides keep their 2.6.14 facts', () => {
    const start = text('docs/2.x/');
    assert.match(start, new RegExp(older.library.version.replace(/\./g, '\\.')));
    assert.match(text('docs/2.x/configuration/development'), /chayns-toolkit 3/);
  });

  it('the migration guide has a section for every breaking change', () => {
    const $ = loadBuilt(buildFileFor('docs/migration')!);
    const headings = $('article h2, article h3')
      .map((_, heading) => $(heading).text())
      .get()
      .join('\n');
    for (const topic of [/React/, /module federation/i, /RuntimeEnviroment/, /BARCODE|scan/i, /dialog/, /import path|dist/i]) {
      assert.match(headings, topic, `a section about ${topic}`);
    }
  });

  it("the migration guide's tables list every export whose page differs between the two versions", () => {
    const $ = loadBuilt(buildFileFor('docs/migration')!);
    const listed = new Map<string, string>();
    for (const status of ['removed', 'deprecated', 'changed', 'added']) {
      $(`[data-testid="version-diff-${status}"] tbody tr`).each((_, row) => {
        listed.set($(row).find('td').first().text().trim(), status);
      });
    }
    // Computed here from the reflections, independently of the table's own code: every page export
    // that one version lacks, or whose declaration (without comments and ids) differs.
    const pages = (version: string) =>
      new Map(readDeclarations(version).filter((d) => PAGE_KINDS[d.kind]).map((d) => [d.name, d] as const));
    const [now, before] = [pages('current'), pages(older.name)];
    const differing = new Set<string>();
    for (const name of new Set([...now.keys(), ...before.keys()])) {
      const a = now.get(name);
      const b = before.get(name);
      if (!a || !b || JSON.stringify(shapeOf(a)) !== JSON.stringify(shapeOf(b))) differing.add(name);
    }
    // The renamed enum keeps its page in the current version (config/apiReference.ts): it is deprecated.
    for (const renamed of Object.keys(apiReference.renamedEnums)) differing.add(renamed);
    const missing = [...differing].filter((name) => !listed.has(name));
    assert.deepEqual(missing, []);
    assert.ok(differing.size > 57, `${differing.size} exports differ`);
    assert.equal(listed.get('useSafeArea'), 'added');
    assert.equal(listed.get('RuntimeEnviroment'), 'deprecated');
    assert.equal(listed.get('ScanQrCodeCodeType'), 'changed');
  });
});

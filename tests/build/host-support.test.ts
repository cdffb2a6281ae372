/**
 * Where each export works is in the server-rendered pages, as recorded (api/host-support/*.json,
 * `npm run record:hosts`): the "Works in" table of every recorded export's API page, in both versions,
 * with each host's state in words and its evidence; no such table on the pages of exports that do not
 * talk to the host; the "Host support" guide of each version listing exactly that version's records,
 * grouped as the API sidebar groups them, each linking its page in the same version; and the API
 * pages' Markdown twins keeping the table. The keyboard and the colour modes are
 * tests/browser/host-support.spec.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {apiReference} from '../../config/apiReference';
import {resolveBaseUrl} from '../../config/site';
import {docsVersions} from '../../config/versions';
import {BUILD_DIR} from '../../lib/buildDir';
import {buildFileFor} from '../../lib/routes';
import {FACE_LABELS, STATE_LABELS, type HostSupportFile} from '../../src/components/HostState/records';
import {HOST_FACES} from '../../src/components/SimulatedHost/meta';
import {loadBuilt} from '../support/builtHtml';

const BASE = resolveBaseUrl();
const ROOT = path.resolve(__dirname, '..', '..');

/** The evidence as the page shows it: the backticks became code elements. */
const shown = (evidence: string) => evidence.replace(/`/g, '');
const text = (value: string) => value.replace(/\s+/g, ' ').trim();

for (const version of docsVersions) {
  const segment = version.segment ? `${version.segment}/` : '';
  const file = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'api', 'host-support', `${version.notesFolder}.json`), 'utf8'),
  ) as HostSupportFile;
  const pages = [...new Set(file.records.map((record) => record.page))];

  describe(`host support of ${file.library} (docs version ${version.name})`, () => {
    it('every recorded export has "Works in" under its title, with each host in words and its evidence', () => {
      const wrong: string[] = [];
      for (const page of pages) {
        const built = buildFileFor(`api/${segment}${page}/`);
        assert.ok(built, `no page for ${page}`);
        const $ = loadBuilt(built);
        const table = $('[data-testid="works-in"]');
        if (table.length !== 1) {
          wrong.push(`${page}: ${table.length} "Works in" tables`);
          continue;
        }
        const records = file.records.filter((record) => record.page === page);
        const headers = table.find('thead th').map((_, th) => text($(th).text())).get();
        const faces = HOST_FACES.map((face) => FACE_LABELS[face]);
        if (headers.join('|') !== (records[0].member ? ['Member', ...faces] : faces).join('|')) {
          wrong.push(`${page}: columns ${headers.join(', ')}`);
        }
        const rows = table.find('tbody tr');
        if (rows.length !== records.length) wrong.push(`${page}: ${rows.length} rows for ${records.length} records`);
        records.forEach((record, index) => {
          const row = rows.eq(index);
          if (record.member && text(row.find('th').text()) !== record.member) {
            wrong.push(`${page}: row ${index + 1} is not ${record.member}`);
          }
          for (const face of HOST_FACES) {
            const cell = row.find(`td[data-face="${face}"] details`);
            const {state, evidence} = record.support[face];
            if (!text(cell.find('summary').text()).endsWith(STATE_LABELS[state])) {
              wrong.push(`${record.name} (${face}): "${text(cell.find('summary').text())}", not ${STATE_LABELS[state]}`);
            }
            if (text(cell.find('p').text()) !== text(shown(evidence))) wrong.push(`${record.name} (${face}): evidence`);
          }
        });
      }
      assert.deepEqual(wrong, []);
    });

    it('the pages of exports that do not talk to the host have no "Works in"', () => {
      for (const page of ['function/getDeviceInfo', 'function/ChaynsHost', 'enum/AppName', 'interface/OpenUrl']) {
        const built = buildFileFor(`api/${segment}${page}/`);
        assert.ok(built, `no page for ${page}`);
        assert.equal(loadBuilt(built)('[data-testid="works-in"]').length, 0, `"Works in" on ${page}`);
      }
    });

    it('its Host support guide lists every record, grouped as the API sidebar, each linking its page in the version', () => {
      const built = buildFileFor(`docs/${segment}host-support/`);
      assert.ok(built, 'no Host support guide');
      const $ = loadBuilt(built);
      const support = $('[data-testid="host-support"]');
      assert.equal(support.length, 1);
      const links = support
        .find('tbody th a')
        .map((_, link) => ({name: text($(link).text()), href: $(link).attr('href') ?? ''}))
        .get();
      assert.deepEqual(
        links.map((link) => link.name).sort(),
        file.records.map((record) => record.name).sort(),
      );
      for (const link of links) {
        const record = file.records.find((entry) => entry.name === link.name)!;
        const expected = `${BASE}api/${segment}${record.page}/${record.member ? `#${record.member}` : ''}`;
        assert.equal(link.href, expected, `${link.name} links ${link.href}`);
      }
      // The sections in the API sidebar's order.
      const sections = support
        .find('section h2')
        .map((_, heading) => text($(heading).text()))
        .get();
      const rank = (label: string) => apiReference.sidebarOrder.indexOf(label);
      assert.ok(sections.length >= 4, `sections: ${sections.join(', ')}`);
      assert.ok(sections.every((label) => rank(label) >= 0), `sections: ${sections.join(', ')}`);
      assert.deepEqual(sections, [...sections].sort((a, b) => rank(a) - rank(b)));
      // A row's states, the evidence in the server-rendered page.
      const openMedia = support.find('tbody tr').filter((_, row) => text($(row).find('th').text()) === 'openMedia');
      assert.equal(text(openMedia.find('td[data-face="app"] summary').text()), `✕ ${STATE_LABELS.throws}`);
    });

    it("the API pages' Markdown twins keep the table", () => {
      const twin = fs.readFileSync(path.join(BUILD_DIR, 'api', segment, 'function', 'openMedia.md'), 'utf8');
      const lines = twin.split('\n');
      const header = lines.findIndex((line) => /^\| *Module *\| *iframe *\| *chayns app web view *\|$/.test(line));
      assert.ok(header > 0, 'no table of the hosts in the twin of openMedia');
      assert.match(lines[header - 2], /^\*\*Works in/);
      const record = file.records.find((entry) => entry.name === 'openMedia')!;
      assert.ok(lines[header + 2].includes(`${STATE_LABELS.throws}: ${record.support.app.evidence}`), lines[header + 2]);
    });
  });
}

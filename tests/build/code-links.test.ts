/**
 * Names in code lead to their reference (in the production build, read in Node): in every
 * guide, at least 90% of the distinct chayns-api exports its code blocks import (of those the
 * reference documents) are links to their API page inside the code, and no link in code points
 * to a missing page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {apiReferencePaths} from '../../config/apiReference';
import {library} from '../../config/library';
import {docsVersions} from '../../config/versions';
import {resolveBaseUrl} from '../../config/site';
import {importedNames} from '../../plugins/code-theme/imports';
import type {CodeLinksFile} from '../../plugins/code-theme/remarkCodeLinks';
import {collectSamples} from '../../scripts/check-code-samples';
import {allPages, buildFileFor} from '../../lib/routes';

const BASE = resolveBaseUrl();
/** Each docs version's guides and the links of its exports. */
const versions = docsVersions.map((version, index) => ({
  version,
  exportsFile: JSON.parse(fs.readFileSync(apiReferencePaths.libraryVersions[index].codeLinksFile, 'utf8')) as CodeLinksFile,
}));
const bare = (href: string | undefined) => href?.replace(/\/(#|$)/, '$1');

/** Built page of each guide source file, from the guide's slug and its version's segment. */
function guideRoute(file: string, segment: string): string {
  const slug = /^slug:\s*(\S+)/m.exec(fs.readFileSync(path.join(__dirname, '..', '..', file), 'utf8'))?.[1];
  assert.ok(slug, `${file} has no slug`);
  return `docs${segment ? `/${segment}` : ''}${slug}`.replace(/\/$/, '');
}

describe('links in code', () => {
  for (const {version, exportsFile} of versions)
  it(`link at least 90% of the exports each guide of version ${version.name} imports in its code blocks, to that version's pages`, () => {
    const byFile = new Map<string, Set<string>>();
    // A block of a guide written for another version (` ```tsx version="2.x" `) links into that one.
    const ownBlock = (meta: string) => !/(?:^|\s)version="/.test(meta);
    for (const sample of collectSamples().filter((s) => s.file.startsWith(`${version.guidesDir}/`) && ownBlock(s.meta))) {
      const names = byFile.get(sample.file) ?? new Set<string>();
      // Exports the reference has a place for (a few type-only exports are not documented by TypeDoc).
      for (const exported of importedNames(sample.code, library.name).values()) {
        if (exportsFile.exports[exported]) names.add(exported);
      }
      byFile.set(sample.file, names);
    }
    const report: string[] = [];
    for (const [file, named] of byFile) {
      if (named.size === 0) continue;
      const $ = loadBuilt(buildFileFor(guideRoute(file, version.segment))!);
      const linked = new Set<string>();
      $('pre a.code-link').each((_, anchor) => {
        const name = $(anchor).text();
        if (bare($(anchor).attr('href')) === bare(exportsFile.exports[name]?.[0])) linked.add(name);
        else if (version.segment === '' && /\/api\/[\d.]+x\//.test($(anchor).attr('href') ?? '')) linked.add(`${name} (older)`);
      });
      const missing = [...named].filter((name) => !linked.has(name));
      const share = (named.size - missing.length) / named.size;
      if (share < 0.9) report.push(`${file}: ${missing.join(', ')} not linked (${Math.round(share * 100)}%)`);
    }
    assert.ok(byFile.size >= 4, `only ${byFile.size} guides have code blocks`);
    assert.deepEqual(report, []);
  });

  it('point only to pages that exist, with the export summary as title', () => {
    const broken: string[] = [];
    let count = 0;
    for (const route of allPages()) {
      const $ = loadBuilt(route.file);
      $('pre a.code-link').each((_, anchor) => {
        count += 1;
        const href = $(anchor).attr('href') ?? '';
        const target = href.startsWith(BASE) ? buildFileFor(href.slice(BASE.length).replace(/#.*$/, '')) : undefined;
        if (!target) broken.push(`${route.path}: ${$(anchor).text()} -> ${href}`);
        if (($(anchor).attr('title') ?? '').length < 10) broken.push(`${route.path}: ${$(anchor).text()} has no summary`);
      });
    }
    assert.ok(count > 100, `only ${count} links in code on the whole site`);
    assert.deepEqual(broken, []);
  });
});

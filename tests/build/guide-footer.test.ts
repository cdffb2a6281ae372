/**
 * Every guide ends with "Edit this page", a link to its source file in the site's repository,
 * and "Last updated" with the date of its last commit when git history is there (a shallow
 * clone may leave the date out, never the page).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {resolveDocsRepositoryUrl} from '../../config/site';
import {sitemapRoutes} from '../../lib/routes';
import {docsVersions} from '../../config/versions';

const ROOT = path.join(__dirname, '..', '..');

describe('guide footers', () => {
  it('link to the guide source in the repository, and date it when git knows the date', () => {
    const guides = sitemapRoutes().filter((route) => route.kind === 'guide');
    // Every guide file of every version is a page.
    const files = docsVersions.flatMap((version) =>
      fs.readdirSync(path.join(ROOT, version.guidesDir), {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file)),
    );
    assert.equal(guides.length, files.length);
    const problems: string[] = [];
    for (const route of guides) {
      const $ = loadBuilt(route.file);
      const href = $('article a.theme-edit-this-page').attr('href') ?? '';
      const prefix = `${resolveDocsRepositoryUrl()}/edit/main/`;
      if (!href.startsWith(prefix) || !fs.existsSync(path.join(ROOT, href.slice(prefix.length)))) {
        problems.push(`${route.path}: edit link ${href || 'missing'}`);
      }
      const time = $('article .theme-last-updated time').attr('datetime');
      if (time !== undefined && Number.isNaN(Date.parse(time))) problems.push(`${route.path}: last updated ${time}`);
    }
    assert.deepEqual(problems, []);
  });
});

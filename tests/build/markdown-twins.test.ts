/**
 * The Markdown twins, llms.txt and llms-full.txt of the production build (read in Node):
 * every page has its twin and announces it, every link of llms.txt resolves, llms-full.txt
 * holds every page's title, and samples of each kind of page hold what the page shows and
 * none of the site's chrome.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {resolveBaseUrl} from '../../config/site';
import {twinPath} from '../../plugins/markdown-twins/twinPath';
import {llmsFiles} from '../../plugins/markdown-twins';
import {docsVersions} from '../../config/versions';
import {BUILD_DIR} from '../../lib/buildDir';
import {readDeclarations, findDeclaration} from '../support/apiReflections';
import {buildFileFor, sitemapRoutes} from '../../lib/routes';

const BASE = resolveBaseUrl();
const routes = sitemapRoutes();
const twinFile = (routePath: string) => path.join(BUILD_DIR, twinPath(`${BASE}${routePath}`, BASE).slice(BASE.length));
const twin = (routePath: string) => fs.readFileSync(twinFile(routePath), 'utf8');
const CHROME = ['Documentation of chayns-api, the React API for chayns apps.', 'Powered by', 'Copy page', 'Edit this page'];

describe('Markdown twins', () => {
  it('exist for every page of the sitemap, start with its h1, and are announced in its head', () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (!fs.existsSync(twinFile(route.path))) {
        problems.push(`${route.path}: no twin`);
        continue;
      }
      const $ = loadBuilt(route.file);
      const href = $('head link[rel="alternate"][type="text/markdown"]').attr('href');
      if (href !== twinPath(`${BASE}${route.path}`, BASE)) problems.push(`${route.path}: head links to ${href}`);
      const h1 = $('h1').first().text().replace(/\u200b/g, '').trim();
      // Markdown escapes what would read as markup (`# DialogHandler \\<T>`).
      const firstLine = twin(route.path).split('\n')[0].replace(/\\(.)/g, '$1');
      if (firstLine !== `# ${h1}`) problems.push(`${route.path}: twin starts with ${firstLine}, not # ${h1}`);
      for (const text of CHROME) if (twin(route.path).includes(text)) problems.push(`${route.path}: twin has "${text}"`);
    }
    assert.ok(routes.length > 200);
    assert.deepEqual(problems, []);
  });

  it('keep every code block of a guide, with its language', () => {
    const $ = loadBuilt(buildFileFor('docs/dialogs')!);
    const languages = $('article .theme-code-block')
      .map((_, block) => /\blanguage-([\w-]+)/.exec($(block).attr('class') ?? '')?.[1])
      .get();
    const fences = [...twin('docs/dialogs').matchAll(/^```(\w+)/gm)].map((match) => match[1]);
    assert.ok(languages.length > 5);
    assert.deepEqual(fences, languages);
  });

  it('hold an API page: signature, parameters and example of createDialog; every member of an enum; links of the namespace', () => {
    const createDialog = twin('api/function/createDialog');
    assert.match(createDialog, /```ts\n\s*createDialog\(/);
    assert.match(createDialog, /Parameters/);
    assert.match(createDialog, /^```tsx?\n(.*\n)*?import .* from 'chayns-api';/m);
    const dialogType = findDeclaration('DialogType', 'enum');
    const enumTwin = twin('api/enum/DialogType');
    for (const member of dialogType.children ?? []) assert.match(enumTwin, new RegExp(`^### ${member.name}\\b`, 'm'));
    assert.match(twin('api/namespace/dialog'), /\]\(https?:\/\/[^)]+\/api\//);
  });

  for (const version of docsVersions) {
    const files = llmsFiles(version.segment);
    it(`are listed in ${files.list} by section, every link resolving in the build, only pages of version ${version.name}`, () => {
      const llms = fs.readFileSync(path.join(BUILD_DIR, files.list), 'utf8');
      assert.match(llms, new RegExp(`^# chayns-api ${version.library.version.replace(/\./g, '\\.')}\n\n> .{80,}\n`));
      const headings = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      assert.deepEqual(headings.slice(0, 3), ['Guides', 'API reference', 'Hooks']);
      for (const section of ['Event listeners', 'Functions', 'Classes', 'Enumerations', 'Interfaces', 'Namespaces', 'Optional']) {
        assert.ok(headings.includes(section), `${files.list} has no section ${section}`);
      }
      const links = [...llms.matchAll(/\]\(([^)]+)\): (.+)$/gm)].map(([, url]) => new URL(url).pathname);
      const pages = readDeclarations(version.name).filter((d) => [4, 8, 64, 128, 256].includes(d.kind)).length;
      assert.ok(links.length >= pages + 6, `${files.list} lists ${links.length} pages`);
      const broken = links.filter(
        (pathname) => !pathname.startsWith(BASE) || !fs.existsSync(path.join(BUILD_DIR, pathname.slice(BASE.length))),
      );
      assert.deepEqual(broken, []);
      // Its pages, and the other versions' lists under "Optional".
      const others = docsVersions.filter((v) => v !== version).map((v) => `${BASE}${llmsFiles(v.segment).list}`);
      const foreign = links.filter((pathname) => {
        const [section, segment] = pathname.slice(BASE.length).split('/');
        if (others.includes(pathname) || !['docs', 'api'].includes(section.replace(/\.md$/, ''))) return false;
        const inOlder = docsVersions.some((v) => v.segment !== '' && (segment === v.segment || segment === `${v.segment}.md`));
        return version.segment === '' ? inOlder : segment !== version.segment && segment !== `${version.segment}.md`;
      });
      assert.deepEqual(foreign, []);
      assert.ok(others.every((other) => links.includes(other)), `${files.list} points to ${others.join(', ')}`);
    });

    it(`are all in ${files.full}, guides first, each starting with its h1`, () => {
      const full = fs.readFileSync(path.join(BUILD_DIR, files.full), 'utf8');
      const missing = routes
        .filter((route) => route.kind !== 'home' && route.version === version.name)
        .map((route) => twin(route.path).split('\n')[0])
        .filter((h1) => !full.includes(`${h1}\n`));
      assert.deepEqual(missing, []);
      assert.ok(full.indexOf('# Getting started') < full.indexOf('# createDialog'));
    });
  }
});

/** The test server answers like GitHub Pages, rule by rule, over a small site of its own. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import {after, before, describe, it as test} from 'node:test';
import {CACHE_SECONDS, startStaticServer, type StaticServer} from '../../lib/staticServer';

const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found',
  'docs/index.html': 'guides',
  'docs/dialogs/index.html': 'dialogs',
  'docs/dialogs.md': '# Dialogs',
  'legacy.html': 'a page written as a file',
  'img/logo.svg': '<svg/>',
  // Above the size under which a server leaves a response uncompressed.
  'assets/app.js': 'console.log("a line of the site\'s script");\n'.repeat(100),
};

describe('the static server answers like GitHub Pages', () => {
  let server: StaticServer;
  /** The same site served compressed, as the benchmark serves it. */
  let compressing: StaticServer;
  const get = (pathname: string) => fetch(`${server.origin}${pathname}`, {redirect: 'manual'});

  before(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
      fs.writeFileSync(path.join(root, name), text);
    }
    server = await startStaticServer({root, base: '/site/'});
    compressing = await startStaticServer({root, base: '/site/', compress: true});
  });
  after(() => Promise.all([server.close(), compressing.close()]));

  test('a folder without its trailing slash gets a 301 to the slash URL, query kept', async () => {
    for (const [from, to] of [
      ['/site/docs/dialogs', '/site/docs/dialogs/'],
      ['/site/docs?tab=1', '/site/docs/?tab=1'],
      ['/site', '/site/'],
    ]) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
    }
  });

  test("a folder with its slash, or its index.html, is the folder's index.html", async () => {
    for (const pathname of ['/site/docs/dialogs/', '/site/docs/dialogs/index.html']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(await response.text(), 'dialogs', pathname);
    }
  });

  test('an extensionless path is served from its .html file, which is served by its own name too', async () => {
    for (const pathname of ['/site/legacy', '/site/legacy.html']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(await response.text(), 'a page written as a file', pathname);
    }
  });

  test('a missing path, inside or outside the base path, gets 404.html with status 404 and no caching', async () => {
    for (const pathname of ['/site/nothing', '/site/docs/dialogs.html', '/site/docs/dialogs/extra', '/elsewhere']) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(await response.text(), 'not found', pathname);
      assert.equal(response.headers.get('cache-control'), null, pathname);
    }
  });

  test('files carry max-age=600, as GitHub Pages sends them', async () => {
    for (const pathname of ['/site/', '/site/docs/dialogs.md', '/site/img/logo.svg']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('cache-control') ?? '', new RegExp(`max-age=${CACHE_SECONDS}\\b`), pathname);
    }
  });

  test('compressed, text goes out as gzip, also to a browser that accepts brotli; to one without gzip, as it is', async () => {
    const fetchScript = (acceptEncoding: string) =>
      fetch(`${compressing.origin}/site/assets/app.js`, {headers: {'accept-encoding': acceptEncoding}});
    // What Chromium offers, and the same in another order with qualities.
    for (const offer of ['gzip, deflate, br, zstd', 'br;q=1.0, zstd;q=0.9, gzip;q=0.5']) {
      const response = await fetchScript(offer);
      assert.equal(response.headers.get('content-encoding'), 'gzip', offer);
      assert.equal(await response.text(), files['assets/app.js'], offer);
    }
    for (const offer of ['br, zstd', 'gzip;q=0, br']) {
      const response = await fetchScript(offer);
      assert.equal(response.headers.get('content-encoding'), null, offer);
      assert.equal(await response.text(), files['assets/app.js'], offer);
    }
  });
});

/**
 * How a page starts, in the built HTML: every page preloads the app's scripts at low priority
 * and starts them from the page's inline script instead of deferring them (config/htmlTemplate.ts),
 * so that the server-rendered page is painted before they run. What happens in the browser after
 * that (first paint before the app, start in steps, chunks a few per task, prefetching) is in
 * tests/browser/startup.spec.ts.
 *
 * Prefetching finds a route's scripts from the registry's chunk names alone (plugins/chunk-files):
 * each such chunk's file must be named after it. The browser's copy of the registry leaves out the
 * module paths that only server rendering reads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import path from 'node:path';
import {allPages} from '../../lib/routes';
import {BUILD_DIR} from '../../lib/buildDir';

describe('startup', () => {
  it('every page preloads the app scripts at low priority instead of deferring them', () => {
    for (const route of allPages()) {
      const html = fs.readFileSync(route.file, 'utf8');
      assert.doesNotMatch(html, /<script[^>]+\bdefer\b/, `/${route.path} defers a script`);
      const preloaded = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^">\s]+)/g)].map(
        (match) => match[1],
      );
      assert.ok(
        preloaded.some((src) => /\/main\.[\da-f]+\.js$/.test(src)),
        `/${route.path} does not preload main.js`,
      );
      for (const src of preloaded) assert.ok(html.includes(`"${src}"`), `${src} is preloaded but never started`);
      const highPriority = [...html.matchAll(/<link rel="?preload"? as="?script"?[^>]*>/g)]
        .filter((match) => !/\bfetchpriority="?low"?/.test(match[0]))
        .map((match) => match[0]);
      assert.deepEqual(highPriority, [], `/${route.path} preloads a script at high priority: ${highPriority.join(' ')}`);
    }
  });

  it('every chunk a route names is a script file named after it, which prefetching relies on', () => {
    const chunkNames = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, '..', '.docusaurus', 'routesChunkNames.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const names = new Set<string>();
    const collect = (value: unknown, key: string) => {
      // `config` is the site's configuration, which the main bundle carries: it has no chunk.
      if (typeof value === 'string') {
        if (key !== 'config') names.add(value);
      } else if (value && typeof value === 'object') {
        for (const [childKey, child] of Object.entries(value)) collect(child, childKey);
      }
    };
    collect(chunkNames, '');
    const files = new Set(
      fs.readdirSync(path.join(BUILD_DIR, 'assets', 'js')).map((file) => file.replace(/\.[\da-f]{8}\.js$/, '')),
    );
    assert.ok(names.size > 400, `only ${names.size} chunk names`);
    const missing = [...names].filter((name) => !files.has(name));
    assert.deepEqual(missing, [], 'chunks without a script file of their name');
  });

  it('the main bundle carries no module path of the registry, which only server rendering reads', () => {
    const registry = fs.readFileSync(path.join(BUILD_DIR, '..', '.docusaurus', 'registry.js'), 'utf8');
    const modulePaths = [...registry.matchAll(/\), "([^"]+)", require\.resolveWeak\(/g)].map((match) => match[1]);
    assert.ok(modulePaths.length > 400, `only ${modulePaths.length} registry entries`);
    const scripts = path.join(BUILD_DIR, 'assets', 'js');
    const main = fs.readdirSync(scripts).find((file) => /^main\.[\da-f]+\.js$/.test(file));
    assert.ok(main, 'no main bundle');
    const source = fs.readFileSync(path.join(scripts, main), 'utf8');
    // A registry entry in the bundle: `[load, "modulePath", moduleId]`.
    const shipped = modulePaths.filter((modulePath) => /^\d+\]/.test(source.split(`${JSON.stringify(modulePath)},`)[1] ?? ''));
    assert.deepEqual(shipped.slice(0, 5), [], `${shipped.length} module paths in ${main}`);
  });

  it("no style rule depends on body's keyboard class, and the page icon is a PNG (what a click costs: tests/browser/navigation.spec.ts)", () => {
    const styles = path.join(BUILD_DIR, 'assets', 'css');
    const css = fs
      .readdirSync(styles)
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(styles, file), 'utf8'))
      .join('\n');
    // Such a rule restyles the whole page when the first mouse press removes the class (plugins/startup).
    assert.doesNotMatch(css, /navigation-with-keyboard/);
    assert.match(css, /:focus:not\(:focus-visible\)\{outline:none\}/);
    // An SVG icon is parsed as a document of its own whenever a navigation changes the head's links.
    for (const route of allPages().slice(0, 20)) {
      const icons = [...fs.readFileSync(route.file, 'utf8').matchAll(/<link[^>]*\brel="?icon"?[^>]*>/g)].map((m) => m[0]);
      assert.equal(icons.length, 1, `/${route.path}: ${icons.join(' ')}`);
      assert.match(icons[0], /href="?[^">\s]+\.png"?/, `/${route.path}: ${icons[0]}`);
    }
  });

});

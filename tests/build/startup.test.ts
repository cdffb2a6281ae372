/**
 * How a page starts, in the built HTML: every page preloads the app's scripts at low priority
 * and starts them from the page's inline script instead of deferring them (config/htmlTemplate.ts),
 * so that the server-rendered page is painted before they run. What happens in the browser after
 * that (first paint before the app, start in steps, chunks a few per task, prefetching) is in
 * tests/browser/startup.spec.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {allPages} from '../../lib/routes';

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
});

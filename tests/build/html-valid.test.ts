/**
 * HTML validity: every built HTML page validates with html-validate (its standard preset with
 * the exceptions justified in .htmlvalidate.cjs). It reads only the files, so it runs in Node.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {HtmlValidate, StaticConfigLoader, type ConfigData} from 'html-validate';
import {allPages} from '../../lib/routes';

describe('HTML validity', () => {
  it('every built page is valid HTML', async () => {
    const pages = allPages();
    // The one configuration of the repo, resolved once: looking it up from each page's folder
    // resolves it again for each of the ~500 folders of the build.
    const config = require('../../.htmlvalidate.cjs') as ConfigData;
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    const problems: string[] = [];
    for (const route of pages) {
      const report = await validator.validateFile(route.file);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`/${route.path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    const byRule = new Map<string, number>();
    for (const problem of problems) {
      const rule = problem.split(' ')[1];
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
    console.log(
      `html: ${pages.length} pages, ${problems.length} problems` +
        (byRule.size ? ` (${[...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ')})` : ''),
    );
    assert.ok(pages.length > 100, `only ${pages.length} pages in the build`);
    const first = problems.slice(0, 40);
    assert.deepEqual(first, [], `${problems.length} problems in all; the first 40:\n${first.join('\n')}`);
  });
});

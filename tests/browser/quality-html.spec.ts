/**
 * Gate 3: every built HTML page validates with html-validate (its recommended preset with
 * the exceptions justified in .htmlvalidate.cjs). The pages are split into a few tests so
 * that the workers share the work.
 */
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {test, expect} from '../support/fixtures';
import {allPages} from '../../lib/routes';

const SHARDS = 4;
const pages = allPages();

for (let shard = 0; shard < SHARDS; shard += 1) {
  const share = pages.filter((_, index) => index % SHARDS === shard);
  test(`built pages are valid HTML (${shard + 1}/${SHARDS}: ${share.length} pages)`, async () => {
    test.setTimeout(180_000);
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const route of share) {
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
      `html ${shard + 1}/${SHARDS}: ${share.length} pages, ${problems.length} problems` +
        (byRule.size ? ` (${[...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ')})` : ''),
    );
    expect(problems.slice(0, 40), `${problems.length} problems in all; the first 40:`).toEqual([]);
  });
}

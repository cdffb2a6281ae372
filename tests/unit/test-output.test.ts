/**
 * Quiet when green: on success `npm test` prints a few lines a step, not a line a test. Each test
 * runner prints a dot a test on the terminal, and a failure in full (its file and line) as the run
 * ends; every test with its time goes to a report under test-results/ (the README says which). The
 * steps run without npm's banners, and Prettier prints only what is wrong. All of it is the tools' own
 * reporters and flags, named in package.json and playwright.config.ts, which this test reads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import playwrightConfig from '../../playwright.config';

const root = path.join(__dirname, '..', '..');
const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** Every command of the npm scripts (the parts between `&&`), with the script it belongs to. */
const commands = Object.entries(scripts).flatMap(([name, script]) =>
  script.split('&&').map((command) => ({name, command: command.trim()})),
);

describe('the output of npm test', () => {
  it('every node --test run prints dots, and the spec reporter with each test and its time to a file of its own', () => {
    const runs = commands.filter(({command}) => /^node .*--test\b/.test(command));
    assert.ok(runs.length >= 4, 'the unit tests (two runs), the host records and the build checks');
    const files: string[] = [];
    for (const {name, command} of runs) {
      const reporters = [...command.matchAll(/--test-reporter=(\S+) --test-reporter-destination=(\S+)/g)];
      assert.deepEqual(
        reporters.map(([, reporter, destination]) => [reporter, destination.replace(/[\w-]+\.txt$/, '*.txt')]),
        [
          ['dot', 'stdout'],
          ['spec', 'test-results/*.txt'],
        ],
        `${name}: ${command}`,
      );
      files.push(reporters[1][2]);
      assert.match(scripts[name], /^mkdir -p test-results && /, `${name} makes the reports' folder first`);
    }
    assert.equal(new Set(files).size, files.length, `each run writes its own report: ${files.join(', ')}`);
  });

  it('the browser tests print dots, and write each test with its time and output to a JSON report that Playwright does not clear', () => {
    const reporters = playwrightConfig.reporter as unknown as [string, {outputFile?: string}?][];
    assert.deepEqual(
      reporters.map(([reporter]) => reporter),
      ['dot', 'json'],
    );
    const report = reporters[1][1]?.outputFile ?? '';
    assert.match(report, /^test-results\/[\w-]+\.json$/);
    // Playwright empties its output folder as a run starts: the Node checks' reports must be outside it.
    assert.equal(playwrightConfig.outputDir, 'test-results/browser');
    assert.ok(!report.startsWith(`${playwrightConfig.outputDir}/`));
    // What the tests print (figures of budgets and search) goes to the report, not the terminal.
    assert.equal(playwrightConfig.quiet, true);
  });

  it('runs its steps without npm banners or update notices, and Prettier prints only what is wrong', () => {
    const runs = [...scripts.test.matchAll(/npm run (\S+) ([\w:]+)/g)];
    assert.deepEqual(
      runs.map(([, flag, script]) => `${flag} ${script}`),
      ['-s test:checks', '-s build', '-s test:build'],
    );
    assert.match(scripts.test, /NO_UPDATE_NOTIFIER=1 npm run -s build/);
    assert.match(scripts.lint, /prettier --check --log-level warn /);
  });
});

/**
 * The published files name no folder of the machine that built them: Docusaurus puts the site's
 * configuration, plugin options included, into the client bundle, so paths in options are relative to
 * the site directory (plugins/api-reference/optionPaths.ts, plugins/code-theme/remarkCodeLinks.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD_DIR} from '../../lib/buildDir';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const TEXT = /\.(html|js|css|json|md|txt|xml|svg|webmanifest)$/;

describe('machine paths', () => {
  it('no built file contains the absolute path of the site directory', () => {
    const text = fs
      .readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
      .filter((file) => TEXT.test(file))
      .map((file) => path.join(BUILD_DIR, file));
    assert.ok(text.length > 100, `only ${text.length} text files in the build`);
    const leaking = text.filter((file) => fs.readFileSync(file, 'utf8').includes(SITE_DIR));
    assert.deepEqual(
      leaking.map((file) => path.relative(BUILD_DIR, file)),
      [],
      `these files name ${SITE_DIR}`,
    );
  });
});

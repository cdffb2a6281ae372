/**
 * The API reference's TypeDoc run alone, through the plugin's own function and options: run by
 * build.ts as a process of its own, so that its time and memory are measured apart from the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {apiReferencePaths} from '../../config/apiReference';

async function generateApiJsonOnly(outFile: string): Promise<void> {
  const data = require('docusaurus-plugin-typedoc-api/lib/plugin/data') as {
    generateJson: (root: string, entries: string[], out: string, options: object) => Promise<boolean>;
  };
  const entryPoints = apiReferencePaths.packages.map((pkg) => path.join(pkg.path, pkg.entry));
  const ok = await data.generateJson(apiReferencePaths.projectRoot, entryPoints, outFile, {
    exclude: [],
    gitRefName: 'master',
    debug: false,
    ...apiReferencePaths,
  });
  if (!ok) throw new Error('TypeDoc failed');
}

const out = path.join(os.tmpdir(), `bench-api-${process.pid}.json`);
generateApiJsonOnly(out)
  .finally(() => fs.rmSync(out, {force: true}))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

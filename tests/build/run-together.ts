/**
 * Runs the Node build checks (`tests/build/*.test.ts`) in one process: `npm run test:build` gives
 * this file one core and html-valid.test.ts, which alone takes about as long as all the others,
 * the other. In one process they load TypeScript, cheerio and the API reflections once instead
 * of once per file, which cost a third of their CPU time. Each file still runs on its own:
 * `node --import tsx --test tests/build/links.test.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The files `npm run test:build` names beside this one, each in a process of its own. */
const OWN_PROCESS = ['html-valid.test.ts'];

for (const file of fs.readdirSync(__dirname).sort()) {
  if (file.endsWith('.test.ts') && !OWN_PROCESS.includes(file)) require(path.join(__dirname, file));
}

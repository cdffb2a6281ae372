import fs from 'node:fs';
import path from 'node:path';
import {resolveBaseUrl} from '../../config/site';
import {BUILD_DIR} from '../../lib/buildDir';
import {SITE_PORT, WRONG_BASE_PORT} from '../../lib/ports';
import {startStaticServer} from '../../lib/staticServer';
import {auditedPagesOfRun} from './audited';

export {BUILD_DIR};

/** Starts the static servers for the run and returns their teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('No production build in build/. Run "npm test" (it builds first) or "npm run build".');
  }
  // Chosen once here for every worker (see auditedPagesOfRun).
  auditedPagesOfRun();
  const site = await startStaticServer({root: BUILD_DIR, base: resolveBaseUrl(), port: SITE_PORT});
  const wrongBase = await startStaticServer({root: BUILD_DIR, base: '/', port: WRONG_BASE_PORT});
  return async () => {
    await Promise.all([site.close(), wrongBase.close()]);
  };
}

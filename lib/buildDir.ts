import path from 'node:path';

/** The production build that the tests check and the benchmark measures (`npm run build` writes it). */
export const BUILD_DIR = path.join(__dirname, '..', 'build');

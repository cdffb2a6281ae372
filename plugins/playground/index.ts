/**
 * The preview frame of "Try it" (src/components/Playground), built for each docs version.
 *
 * The frame runs an example in a sandboxed iframe of its own origin, so it needs its own copy of
 * React, the version's chayns-api and the simulated host (src/components/Playground/frame). This
 * plugin bundles that entry with esbuild once per docs version (the older versions' `chayns-api`
 * is their npm alias) and hands each bundle to webpack as a text asset: the playground's chunk
 * imports the bundle of the page's version on demand (`@playground/frames`), so the site's
 * bundler hashes, splits and caches it like any chunk, no page loads it before "Try it" is
 * pressed, and the page writes it into the frame's document (a sandboxed frame without a
 * network origin of its own would not share the browser's cache for a script URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface PlaygroundOptions {
  /** Docs versions by name, each with the package its `chayns-api` is (`chayns-api-2` for 2.x). */
  versions: {name: string; installName: string}[];
}

const ROOT = path.resolve(__dirname, '..', '..');
const FRAME_DIR = path.join(ROOT, 'src', 'components', 'Playground', 'frame');
const ENTRY = path.join(FRAME_DIR, 'index.tsx');
/** What the frame bundle is made of: rebuilt by `npm start` when one of these changes. */
const WATCHED = [FRAME_DIR, path.join(ROOT, 'src', 'components', 'SimulatedHost')];
/** The bundles' file ending: an ending no JavaScript rule of the site's bundler matches. */
const EXTENSION = '.frame-bundle';

/** The frame's script for one version: React, the version's chayns-api, the simulated host and its UI. */
export async function bundleFrame(installName: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    logLevel: 'silent',
    define: {'process.env.NODE_ENV': '"production"'},
    alias: {
      // chayns-api imports the server renderer only to share it with federated modules, which cannot
      // load in the frame (no network): a small module that says so keeps 20 KB gzip out of every press.
      'react-dom/server': path.join(FRAME_DIR, 'reactDomServer.ts'),
      // The same for the module federation runtime, which only loads remote modules over the network.
      '@module-federation/enhanced/runtime': path.join(FRAME_DIR, 'moduleFederationRuntime.ts'),
      ...(installName === 'chayns-api' ? {} : {'chayns-api': installName}),
    },
  });
  // `</script` would end the inline script the page writes the bundle into.
  return result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
}

export default function playgroundPlugin(context: LoadContext, options: PlaygroundOptions): Plugin<string[]> {
  const dir = path.join(context.generatedFilesDir, 'playground');
  const index = path.join(dir, 'frames.js');
  return {
    name: 'playground',
    getPathsToWatch: () => WATCHED.map((folder) => `${folder}/**/*.{ts,tsx}`),
    async loadContent() {
      fs.mkdirSync(dir, {recursive: true});
      const bundles = await Promise.all(options.versions.map(({installName}) => bundleFrame(installName)));
      options.versions.forEach(({name}, i) => {
        const file = path.join(dir, `frame-${name}${EXTENSION}`);
        // Unchanged bundles keep their file (and date), so a rebuild under `npm start` stays quiet.
        if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== bundles[i]) fs.writeFileSync(file, bundles[i]);
      });
      const loaders = options.versions
        .map(
          ({name}) =>
            `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: "playground-frame-${name}" */ './frame-${name}${EXTENSION}').then((m) => m.default),`,
        )
        .join('\n');
      fs.writeFileSync(index, `export const frames = {\n${loaders}\n};\n`);
      return options.versions.map(({name}) => name);
    },
    configureWebpack: () => ({
      resolve: {alias: {'@playground/frames$': index}},
      module: {rules: [{test: new RegExp(`${EXTENSION.replace('.', '\\.')}$`), type: 'asset/source'}]},
    }),
  };
}

/**
 * Names the production build's script chunks by id instead of by name: `assets/js/1234.<hash>.js`
 * instead of `assets/js/<name>.<hash>.js`. The bundler's runtime, which every first load carries,
 * then needs no table of chunk names, only the table of content hashes; with one data chunk per API
 * page of every docs version (about 500), that table was a third of the runtime. Nothing reads the
 * names: Docusaurus finds a route's chunks through its own registry, not by file name. bench/report.md
 * has the figures.
 */
import type {Plugin} from '@docusaurus/types';

export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}

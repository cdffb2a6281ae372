/**
 * Gives the production build's script chunks their names as ids (`assets/js/<id>.<hash>.js`, where the
 * id of a route's chunk is the name Docusaurus' registry knows it by) and swaps Docusaurus'
 * `ChunkAssetPlugin` for a runtime function that needs no table.
 *
 * Why: `window.docusaurus.prefetch` turns the registry's chunk names into file URLs with
 * `__webpack_require__.gca`. Upstream's version carries a table from every chunk name to its numeric
 * id in the bundler's runtime, which every first load fetches; with one data chunk per API page of
 * both docs versions (about 500 chunks) that table was 4.5 KiB gzip, a third of the runtime. When a
 * chunk's id is its name, the URL is the public path plus the runtime's own file name of the id, and
 * only a name that differs from its id (none, in practice) is listed. The runtime's table of content
 * hashes is all that remains, keyed by name instead of number. bench/report.md ("What we own of
 * Docusaurus") has the figures.
 *
 * It also drops the module paths from the client's copy of the registry (./registryLoader.cjs).
 *
 * The development server keeps Docusaurus' own plugin, names and registry.
 */
import type {Plugin} from '@docusaurus/types';
// Typed with webpack's API, which Rspack (the production bundler here, `experimental_faster`) implements alike.
import type {Compiler, Chunk} from 'webpack';

const PLUGIN = 'chunk-files';
const GET_CHUNK_ASSET = '__webpack_require__.gca';

/** What `window.docusaurus` calls: a chunk's name (here also its id) to its script's URL. */
function chunkAssetCode(chunk: Chunk): string {
  const names = chunk.getChunkMaps(false).name;
  // Only names that are not their chunk's id need a lookup.
  const renamed = Object.fromEntries(
    Object.entries(names)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
  const lookup = Object.keys(renamed).length > 0 ? `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; ` : '';
  return `${GET_CHUNK_ASSET} = function (chunkId) { ${lookup}return __webpack_require__.p + __webpack_require__.u(chunkId); };`;
}

class ChunkAssetByIdPlugin {
  apply(compiler: Compiler) {
    const {RuntimeModule} = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetByIdRuntimeModule', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }
      generate(): string {
        return this.chunk ? chunkAssetCode(this.chunk) : '';
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}

export default function chunkFilesPlugin(): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // Docusaurus' own ChunkAssetPlugin defines the same runtime function with its table; ours replaces it.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {chunkIds: 'named'},
        plugins: [new ChunkAssetByIdPlugin()],
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: require.resolve('./registryLoader.cjs')}]},
          ],
        },
      };
    },
  };
}

/**
 * Bundler loader for the client build's copy of Docusaurus' generated registry
 * (`.docusaurus/registry.js`, see ./index.ts). Each entry is `[load, modulePath, moduleId]`; the
 * browser uses the loader and the module id, while the module path only serves server rendering,
 * which reports the modules a page rendered so that its HTML names their scripts. The server build
 * keeps the paths; the client's copy gets an empty string instead. With one data module per API
 * page, the paths (absolute ones, of the machine that built the site) were 3 KB gzip of the main bundle.
 *
 * Kept as CommonJS because the bundler requires loaders directly, without TypeScript.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryWithoutModulePaths(source) {
  const entry = /(\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g;
  const trimmed = source.replace(entry, '$1""$2');
  if (trimmed === source && /require\.resolveWeak\(/.test(source)) {
    throw new Error('chunk-files: the registry no longer has the shape [load, "modulePath", moduleId]');
  }
  return trimmed;
};

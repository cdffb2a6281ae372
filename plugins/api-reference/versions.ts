/**
 * The reference of an older major (docs version `2.x`). docusaurus-plugin-typedoc-api reads a
 * version other than `current` from `versioned_docs/version-<name>/api-typedoc.json` and
 * `api-packages.json`, which its `api:version` command writes from the current package. Here they
 * are written at build time from the package installed for that version (an npm alias such as
 * `chayns-api-2`), with the options upstream uses for the current version, so the repository holds
 * no generated copy of the library's declarations and comments. They are written again when the
 * installed version changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as TypeDoc from 'typedoc';
import type {ApiReferenceOptions} from './types';

export interface OlderVersionPackage {
  /** Docusaurus version name (`2.x`). */
  name: string;
  /** The installed package folder, relative to the project root (`node_modules/chayns-api-2`). */
  path: string;
  /** Its type declarations entry, relative to `path`. */
  entry: string;
  /** The tsconfig TypeDoc reads for it, relative to the project root. */
  tsconfigName: string;
}

interface PackageJson {
  name: string;
  version: string;
}

/** Writes the TypeDoc JSON and package list of `pkg` where upstream reads a version's reference. */
export async function writeOlderVersionReference(
  siteDir: string,
  options: ApiReferenceOptions,
  pkg: OlderVersionPackage,
): Promise<void> {
  const outDir = path.join(siteDir, 'versioned_docs', `version-${pkg.name}`);
  const packagesFile = path.join(outDir, 'api-packages.json');
  const typedocFile = path.join(outDir, 'api-typedoc.json');
  const packageRoot = path.join(options.projectRoot, pkg.path);
  const {name, version} = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as PackageJson;
  const packages = [
    {
      entryPoints: {index: {label: 'Index', path: pkg.entry}},
      packageRoot,
      packagePath: pkg.path,
      packageSlug: path.basename(pkg.path),
      packageName: name,
      packageVersion: version,
    },
  ];
  const written =
    fs.existsSync(typedocFile) && fs.existsSync(packagesFile) ? fs.readFileSync(packagesFile, 'utf8') : '';
  if (written === JSON.stringify(packages)) return;

  const app = await TypeDoc.Application.bootstrapWithPlugins(
    {
      // As upstream's generateJson sets them for the current version.
      includeVersion: true,
      skipErrorChecking: true,
      excludeExternals: true,
      excludeInternal: true,
      excludePrivate: true,
      excludeProtected: true,
      logLevel: 'Warn',
      inlineTags: ['@link', '@inheritDoc', '@label', '@linkcode', '@linkplain', '@apilink', '@doclink'],
      ...options.typedocOptions,
      tsconfig: path.join(options.projectRoot, pkg.tsconfigName),
      entryPoints: [path.join(packageRoot, pkg.entry)],
      entryPointStrategy: 'expand',
      defaultCategory: '__CATEGORY__',
    } as Partial<TypeDoc.TypeDocOptions>,
    [new TypeDoc.TSConfigReader(), new TypeDoc.TypeDocReader()],
  );
  const project = await app.convert();
  if (!project) throw new Error(`api-reference: TypeDoc could not read ${name} ${version} in ${pkg.path}.`);
  fs.mkdirSync(outDir, {recursive: true});
  await app.generateJson(project, typedocFile);
  fs.writeFileSync(packagesFile, JSON.stringify(packages));
}

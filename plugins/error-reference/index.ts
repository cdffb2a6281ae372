/**
 * The errors guide of each docs version ("Errors and warnings", docs/errors.mdx and
 * versioned_docs/version-<name>/errors.mdx) is complete by construction: when the site loads its
 * content (`npm run build`, and `npm start` on every change of a guide), this plugin extracts the
 * messages of the version's installed package (extract.ts), reads the guide's entries (entries.ts)
 * and fails with every message that has no entry and every entry whose message the package no longer
 * has, naming the message and the version (check.ts).
 *
 * The API reference reads the same entries for the "Errors it can raise" links of each export's page
 * (plugins/api-reference/errorBacklinks.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compareEntries} from './check';
import {readErrorGuide} from './entries';
import {extractFromPackage} from './extract';

export interface ErrorReferenceVersion {
  /** The docs version (`current`, `2.x`). */
  name: string;
  /** How problems name its library: `chayns-api 3.6.3`. */
  library: string;
  /** The installed package, relative to the site directory. */
  packageRoot: string;
  /** The errors guide, relative to the site directory. */
  guide: string;
  /** The route of the version's guides (`/docs`, `/docs/2.x`) and of its reference (`/api`, `/api/2.x`). */
  routeBase: string;
  apiRoute: string;
}

export interface ErrorReferenceOptions {
  versions: ErrorReferenceVersion[];
}

/** Every problem of one version's errors guide against its package, each naming the message and the version. */
export function errorGuideProblems(siteDir: string, version: ErrorReferenceVersion): string[] {
  const guideFile = path.resolve(siteDir, version.guide);
  const guide = readErrorGuide(guideFile, version.routeBase, version.apiRoute);
  const {messages} = extractFromPackage(path.resolve(siteDir, version.packageRoot));
  return [
    ...guide.problems,
    ...compareEntries(messages, guide.entries, {
      library: `${version.library} (docs version ${version.name})`,
      guide: version.guide,
    }),
  ];
}

export default function errorReferencePlugin(context: LoadContext, options: ErrorReferenceOptions): Plugin {
  return {
    name: 'error-reference',
    getPathsToWatch() {
      return options.versions.map((version) => path.resolve(context.siteDir, version.guide));
    },
    async loadContent() {
      const problems = options.versions.flatMap((version) => errorGuideProblems(context.siteDir, version));
      if (problems.length > 0) {
        throw new Error(
          `error-reference: the errors guides do not match the messages of the library:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}

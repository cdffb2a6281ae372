/**
 * The question set of the search benchmark, bench/search-questions.json: questions as readers
 * type them into the search box, each with the pages that answer it in each docs version. This
 * module reads the set and checks, without a build, that every answer names a page the site has:
 * a guide by its slug, an API page by an export of that kind in the version's declarations, and
 * an anchor by a heading of the guide or a member of the export.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import ts from 'typescript';
import {createSlugger} from '@docusaurus/utils';
import {docsVersions, type DocsVersion} from '../config/versions';
import {apiReference} from '../config/apiReference';
import {headingText} from '../plugins/api-reference/backlinks';

const ROOT = path.join(__dirname, '..');

export const QUESTIONS_FILE = path.join(ROOT, 'bench', 'search-questions.json');

/** The kinds of question, in the order the file keeps them. */
export const QUESTION_KINDS = ['task', 'symptom', 'error', 'framework', 'german', 'name'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface SearchQuestion {
  /** The query as a reader types it. */
  q: string;
  kind: QuestionKind;
  /**
   * Per docs version (`current`, `2.x`): the pages that answer, as paths below the base URL with
   * a trailing slash and optionally a `#anchor` (`docs/dialogs/#confirm`, `api/2.x/function/openUrl/`).
   * Empty where the version cannot answer; the benchmark skips the question for that version.
   */
  answers: Record<string, string[]>;
  /** Why no page answers this fair question yet; its answers are empty in every version. */
  unanswered?: string;
}

export interface SearchQuestionSet {
  $comment: string;
  questions: SearchQuestion[];
}

export function readSearchQuestions(file: string = QUESTIONS_FILE): SearchQuestionSet {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SearchQuestionSet;
}

/** The kinds of API page, as the route segment names them. */
const API_KINDS = ['class', 'enum', 'function', 'interface', 'namespace'] as const;
type ApiKind = (typeof API_KINDS)[number];

/** What a docs version has to answer with: its guides with their heading ids, and its exports. */
export interface VersionPages {
  /** Guide route below `docs/<segment>/`, without slashes ('' for the start page) -> heading ids. */
  guides: Map<string, Set<string>>;
  /** Export name -> the kind of its API page (none for a type alias) and its members' anchors. */
  exports: Map<string, {kind?: ApiKind; members: Set<string>}>;
}

/** The route (below the version's docs path) and heading ids of every guide under `dir`. */
function readGuides(dir: string): Map<string, Set<string>> {
  const guides = new Map<string, Set<string>>();
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    const {data, content} = matter(fs.readFileSync(path.join(dir, file), 'utf8'));
    const slug =
      typeof data.slug === 'string'
        ? data.slug
        : file
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/');
    const ids = new Set<string>();
    const slugger = createSlugger();
    let fence: string | undefined;
    for (const line of content.split('\n')) {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (fenceMatch && fenceMatch[1].startsWith(fence)) fence = undefined;
        continue;
      }
      if (fenceMatch) {
        fence = fenceMatch[1];
        continue;
      }
      const heading = /^#{2,6}\s+(.*)$/.exec(line);
      if (heading) {
        const {text, id} = headingText(heading[1]);
        ids.add(id ?? slugger.slug(text));
      }
    }
    guides.set(slug.replace(/^\/+|\/+$/g, ''), ids);
  }
  return guides;
}

/** The exports of a version's type declarations, with the kind of page each one gets. */
function readExports(version: DocsVersion): VersionPages['exports'] {
  const entry = path.join(version.library.root, version.library.typesEntry);
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read the declarations of ${version.library.name} at ${entry}`);
  const renamed = apiReference.renamedEnums;
  const names = (table: ts.SymbolTable | undefined) =>
    [...(table?.keys() ?? [])].map((key) => (key === '__constructor' ? 'constructor' : String(key)));

  const exports: VersionPages['exports'] = new Map();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.getName();
    const flags = symbol.flags;
    let kind: ApiKind | undefined;
    let members: string[] = [];
    if (flags & ts.SymbolFlags.Class) {
      kind = 'class';
      members = [...names(symbol.members), ...names(symbol.exports)];
    } else if (flags & ts.SymbolFlags.Enum) {
      kind = 'enum';
      members = names(symbol.exports);
    } else if (flags & ts.SymbolFlags.Interface) {
      kind = 'interface';
      members = names(symbol.members);
    } else if (name in renamed) {
      // An old enum name kept as a variable, which the reference keeps as an enum page.
      kind = 'enum';
    } else if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
      kind = 'function';
    } else if (flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) {
      kind = 'namespace';
      members = checker.getExportsOfModule(symbol).map((member) => member.getName());
    }
    exports.set(name, {kind, members: new Set(members)});
  }
  return exports;
}

export function readVersionPages(version: DocsVersion): VersionPages {
  return {guides: readGuides(path.join(ROOT, version.guidesDir)), exports: readExports(version)};
}

/**
 * Why `answer` names no page of `version`, or undefined when it does. `pages` is what
 * readVersionPages returned for that version.
 */
export function answerPathProblem(answer: string, version: DocsVersion, pages: VersionPages): string | undefined {
  const [page, anchor, ...rest] = answer.split('#');
  if (rest.length > 0 || anchor === '') return `${answer}: one #anchor at most, not empty`;
  if (page.startsWith('/') || !page.endsWith('/'))
    return `${answer}: write it below the base URL, with a trailing slash`;
  const [section, ...parts] = page.slice(0, -1).split('/');
  const segment = version.segment ? [version.segment] : [];
  const otherSegments = docsVersions
    .map((other) => other.segment)
    .filter((other) => other && other !== version.segment);
  if ((section !== 'docs' && section !== 'api') || otherSegments.includes(parts[0]))
    return `${answer}: not a page of version ${version.name}`;
  if (segment.length > 0 && parts[0] !== segment[0]) return `${answer}: not a page of version ${version.name}`;
  const rel = parts.slice(segment.length);

  if (section === 'docs') {
    const route = rel.join('/');
    const ids = pages.guides.get(route);
    if (!ids) return `${answer}: no guide of version ${version.name} has the slug /${route}`;
    return anchor === undefined || ids.has(anchor) ? undefined : `${answer}: the guide has no heading #${anchor}`;
  }

  if (rel.length === 0) {
    // The API index, whose anchors are the exports without a page of their own (type aliases).
    return anchor === undefined || pages.exports.has(anchor) ? undefined : `${answer}: no export named ${anchor}`;
  }
  const [kind, name, ...deeper] = rel;
  if (deeper.length > 0 || !name || !(API_KINDS as readonly string[]).includes(kind))
    return `${answer}: an API page is api/${segment.map((s) => `${s}/`).join('')}<kind>/<Name>/, kind one of ${API_KINDS.join(', ')}`;
  const exported = pages.exports.get(name);
  if (!exported) return `${answer}: ${version.library.name} ${version.library.version} exports no ${name}`;
  if (!exported.kind) return `${answer}: ${name} has no page of its own, it is listed on the API index (api/#${name})`;
  if (exported.kind !== kind) return `${answer}: ${name} is documented under ${exported.kind}/, not ${kind}/`;
  return anchor === undefined || exported.members.has(anchor)
    ? undefined
    : `${answer}: ${name} has no member ${anchor}`;
}

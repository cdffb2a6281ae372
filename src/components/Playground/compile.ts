/**
 * Turns the example being edited (and the page's other titled blocks it imports) into the CommonJS
 * modules the preview frame runs. Sucrase strips the types and compiles JSX and `import`s; it keeps
 * every line where it was, so an error's line in the frame is the line in the editor.
 */
import {transform} from 'sucrase';

export type Language = 'ts' | 'tsx' | 'js' | 'jsx';

/** Where a block's code stands: its position in the editor's text. */
export interface CompileError {
  file: string;
  message: string;
  line?: number;
  column?: number;
}

export type Compiled = {files: Record<string, string>; error?: undefined} | {files?: undefined; error: CompileError};

/** A code file of the page: a titled block (`title="src/App.tsx"`) or the example itself. */
export interface SourceFile {
  path: string;
  code: string;
}

const EXTENSION = /\.(tsx?|jsx?)$/;

export function languageOfPath(file: string): Language {
  return (EXTENSION.exec(file)?.[1] ?? 'tsx') as Language;
}

/** The example's own path: its title when it has one (`/src/App.tsx`), else `/example.<language>`. */
export function examplePath(title: string | undefined, language: Language): string {
  if (title && EXTENSION.test(title)) return `/${title.replace(/^\.?\//, '')}`;
  return `/example.${language}`;
}

/** Whether a module imports another file of the example (`./App`, `../products`). */
export function importsRelative(code: string): boolean {
  return /\bfrom\s*['"]\.\.?\//.test(code) || /\brequire\(\s*['"]\.\.?\//.test(code);
}

function compileOne(file: SourceFile): string {
  const language = languageOfPath(file.path);
  const typed = language === 'ts' || language === 'tsx';
  const transforms: ('typescript' | 'jsx' | 'imports')[] =
    language === 'ts' ? ['typescript', 'imports'] : typed ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'];
  return transform(file.code, {transforms, jsxRuntime: 'automatic', production: true, filePath: file.path}).code;
}

/**
 * Compiles the example and, when it imports files of its own, the page's other titled files with it.
 * The first error stops and names its file, line and column (Sucrase ends its message with `(line:column)`).
 */
export function compile(entry: SourceFile, pageFiles: SourceFile[]): Compiled {
  const files: SourceFile[] = [entry];
  if (importsRelative(entry.code)) files.push(...pageFiles.filter((file) => file.path !== entry.path));
  const compiled: Record<string, string> = {};
  for (const file of files) {
    try {
      compiled[file.path] = compileOne(file);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = /\((\d+):(\d+)\)\s*$/.exec(message);
      return {
        error: {
          file: file.path,
          message: message.replace(/\s*\(\d+:\d+\)\s*$/, ''),
          line: at ? Number(at[1]) : undefined,
          column: at ? Number(at[2]) + 1 : undefined,
        },
      };
    }
  }
  return {files: compiled};
}

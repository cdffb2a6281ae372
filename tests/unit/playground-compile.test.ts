/**
 * The page side of "Try it" that needs no browser: compiling an example and the files it imports
 * (src/components/Playground/compile.ts) and the shared link's code (share.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile, examplePath, importsRelative} from '../../src/components/Playground/compile';
import {decodeCode, shareHash, sharedBlock} from '../../src/components/Playground/share';

test('an example compiles to CommonJS with its types gone and JSX turned into calls of the automatic runtime', () => {
  const result = compile(
    {
      path: '/example.tsx',
      code: "import {useUser} from 'chayns-api';\nexport default function A(): JSX.Element { const u: string = useUser()?.firstName ?? 'x'; return <p>{u}</p>; }",
    },
    [],
  );
  assert.ok(result.files);
  const code = result.files['/example.tsx'];
  assert.match(code, /require\('chayns-api'\)|require\("chayns-api"\)/);
  assert.match(code, /react\/jsx-runtime/);
  assert.doesNotMatch(code, /: string/);
});

test('a syntax error names its file, line and column (lines are kept as written)', () => {
  const result = compile({path: '/example.tsx', code: "import React from 'react';\n\nconst a = (;\n"}, []);
  assert.ok(result.error);
  assert.equal(result.error.file, '/example.tsx');
  assert.equal(result.error.line, 3);
  assert.ok(result.error.column && result.error.column > 1);
});

test("the page's titled files come along only when the example imports a file of its own", () => {
  const page = [{path: '/src/App.tsx', code: 'export default function App() { return null; }'}];
  const alone = compile({path: '/example.tsx', code: 'export const a = 1;'}, page);
  assert.deepEqual(Object.keys(alone.files ?? {}), ['/example.tsx']);
  const entry = {path: '/src/index.tsx', code: "import App from './App';\nexport default App;"};
  assert.ok(importsRelative(entry.code));
  assert.deepEqual(Object.keys(compile(entry, page).files ?? {}).sort(), ['/src/App.tsx', '/src/index.tsx']);
  const broken = compile(entry, [{path: '/src/App.tsx', code: 'export default (;'}]);
  assert.equal(broken.error?.file, '/src/App.tsx');
});

test("an example's path is its title, or example.<language>", () => {
  assert.equal(examplePath('src/App.tsx', 'tsx'), '/src/App.tsx');
  assert.equal(examplePath(undefined, 'ts'), '/example.ts');
  assert.equal(examplePath('toolkit.config', 'js'), '/example.js');
});

test('the shared link carries any code, Unicode included, and nothing else is taken for one', () => {
  const code = "const cake = 'Törtchen 🎂';\n// a / b + c = d";
  const hash = shareHash(3, code);
  assert.match(hash, /^#try-3=[\w-]+$/);
  const shared = sharedBlock(hash);
  assert.equal(shared?.index, 3);
  assert.equal(decodeCode(shared?.encoded ?? ''), code);
  assert.equal(sharedBlock('#installation'), undefined);
  assert.equal(sharedBlock('#try-1=%%%'), undefined);
  assert.equal(decodeCode('_-_-'), undefined);
});

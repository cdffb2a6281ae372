// One lint command for the whole repo: `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['node_modules/', 'build/', '.docusaurus/', 'test-results/', 'playwright-report/', 'bench/results/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Playwright fixtures hand their value on through a function named `use`: no React hook.
    files: ['tests/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // Each plugin owns its client side: site code uses a plugin's components through its theme
    // path (`@theme/...`), never by reaching into the plugin's folder.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {group: ['**/plugins/**'], message: "Import a plugin's client code through its theme path (@theme/...)."},
          ],
        },
      ],
    },
  },
);

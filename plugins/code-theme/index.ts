/**
 * Code highlighting without runtime theme switching. The site's bundles import the small
 * Prism of ./prism instead of prism-react-renderer (webpack alias), and the token colours of
 * the configured `prism.theme` and `prism.darkTheme` become one stylesheet, scoped by colour
 * mode and loaded as a client module. A code block's markup then no longer depends on the
 * colour mode: the server-rendered blocks are hydrated as they are (./theme/CodeBlock).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {PrismTheme} from 'prism-react-renderer';
import {GRAMMARS} from './prism/grammars';

const LIGHT = "html:not([data-theme='dark'])";
const DARK = "html[data-theme='dark']";

/** Names in code that link to the reference keep their token's colour (../highlight.ts puts them inside the token). */
const CODE_LINK_CSS = `.theme-code-block a.code-link { color: inherit; text-decoration: underline dotted; text-underline-offset: 0.2em; }
.theme-code-block a.code-link:hover { text-decoration-style: solid; }
`;

const kebab = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The CSS of one Prism theme, every rule below `scope` and inside a code block. theme-classic's
 * CodeBlock/Container sets `--prism-color` and `--prism-background-color` inline, from the
 * colour mode it renders in: the server renders light, and hydration keeps the block as it is
 * (./theme/CodeBlock), so in dark mode the inline values would stay light. `!important` lets
 * the colour mode's values here win over them.
 */
export function prismThemeCss(theme: PrismTheme, scope: string): string {
  const block = `${scope} .theme-code-block`;
  const rules = [
    `${block} { --prism-color: ${theme.plain.color} !important; --prism-background-color: ${theme.plain.backgroundColor} !important; }`,
  ];
  for (const {types, style, languages} of theme.styles) {
    const declarations = Object.entries(style)
      .map(([property, value]) => `${kebab(property)}: ${value};`)
      .join(' ');
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) => `${block}${language ? `.language-${language}` : ''} .token.${type}`),
    );
    rules.push(`${selectors.join(', ')} { ${declarations} }`);
  }
  return rules.join('\n');
}

export default function codeThemePlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as ThemeConfig;
  const {
    theme,
    darkTheme,
    additionalLanguages = [],
  } = (prism ?? {}) as {
    theme?: PrismTheme;
    darkTheme?: PrismTheme;
    additionalLanguages?: string[];
  };
  if (!theme || !darkTheme) throw new Error('code-theme: set themeConfig.prism.theme and darkTheme.');
  const missing = additionalLanguages.filter((language) => !GRAMMARS.includes(language));
  if (missing.length > 0) {
    throw new Error(
      `code-theme: prism.additionalLanguages names ${missing.join(', ')}, which plugins/code-theme/prism/index.ts does not load; add the grammar there and in prism/grammars.ts.`,
    );
  }
  const cssFile = path.join(context.generatedFilesDir, 'code-theme', 'prism-themes.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, `${prismThemeCss(theme, LIGHT)}\n${prismThemeCss(darkTheme, DARK)}\n${CODE_LINK_CSS}`);
  return {
    name: 'code-theme',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [cssFile, path.join(__dirname, 'tokenizer', 'preload.ts')],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          'prism-react-renderer$': path.join(__dirname, 'prism', 'index.ts'),
          // Prism at once on the server, in a chunk of its own in the browser (./tokenizer).
          '@code-theme/tokenizer$': path.join(__dirname, 'tokenizer', isServer ? 'server.ts' : 'client.ts'),
          [`${path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages')}$`]:
            path.join(__dirname, 'client', 'noStartupLanguages.ts'),
        },
      },
    }),
  };
}

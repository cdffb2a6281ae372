/**
 * The Prism themes of code blocks: GitHub in light mode, Dracula in dark mode, with the few
 * token colours that fall below 4.5:1 on the code background made darker (light) or lighter
 * (dark); the hues stay, and the ratios hold on highlighted lines too
 * (tests/unit/code-contrast.test.ts checks every token type). plugins/code-theme turns both into
 * CSS; an entry added last wins over the theme's own.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

type TokenStyle = PrismTheme['styles'][number]['style'];

/** A colour, or a style for what is not only a colour. */
function withColours(theme: PrismTheme, colours: [types: string[], style: string | TokenStyle][]): PrismTheme {
  return {
    ...theme,
    styles: [
      ...theme.styles,
      ...colours.map(([types, style]) => ({types, style: typeof style === 'string' ? {color: style} : style})),
    ],
  };
}

export const lightCodeTheme = withColours(themes.github, [
  [['comment', 'prolog', 'doctype', 'cdata'], '#626254'],
  [['string', 'attr-value'], '#bd0e5a'],
  [
    ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
    '#216a69',
  ],
  [['atrule', 'attr-name'], '#00698c'],
  [['function', 'deleted'], '#b92534'],
  // GitHub fades namespaces to 70 % of the plain colour, 4.48:1; 80 % keeps the fade and reads.
  [['namespace'], {opacity: 0.8}],
]);

export const darkCodeTheme = withColours(themes.dracula, [[['comment'], '#8a96bb']]);

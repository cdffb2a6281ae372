/**
 * Every colour a code block can give its text reads at WCAG AA (4.5:1) on the block's background,
 * on a plain line and on a highlighted one, in both colour modes: each token colour of both Prism
 * themes (config/codeThemes.ts), the plain colour, and the faded tokens (an `opacity` entry). The
 * themes are the only source of colour inside a code block, so this covers every token type,
 * also those no page shows today. The accessibility audit in the browser
 * (tests/browser/quality-a11y.spec.ts) therefore leaves code blocks out of its colour-contrast rule.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {colord, extend, type Colord} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/codeThemes';

extend([a11yPlugin]);

const AA = 4.5;
const CUSTOM_CSS = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');

/** The highlighted-line overlay of a colour mode, as src/css/custom.css sets it. */
function highlightOverlay(mode: 'light' | 'dark'): Colord {
  const block =
    mode === 'light' ? /:root\s*\{([^}]*)\}/.exec(CUSTOM_CSS) : /\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(CUSTOM_CSS);
  const value = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block?.[1] ?? '')?.[1];
  assert.ok(value, `--docusaurus-highlighted-code-line-bg of the ${mode} mode in src/css/custom.css`);
  const overlay = colord(value);
  assert.ok(overlay.isValid(), `a colour: ${value}`);
  return overlay;
}

/** `top` painted over the opaque `bottom`. */
function over(top: Colord, bottom: Colord): Colord {
  const alpha = top.alpha();
  const a = top.rgba;
  const b = bottom.rgba;
  const mix = (x: number, y: number) => Math.round(x * alpha + y * (1 - alpha));
  return colord({r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: 1});
}

/**
 * The colours text can take in a block of this theme, one per token type, each as the stylesheet
 * resolves it: the last entry that sets a type's colour (or opacity) wins, as in the CSS
 * plugins/code-theme writes, and a type without a colour of its own has the plain colour.
 */
function textColours(theme: PrismTheme): [string, Colord][] {
  const plain = colord(theme.plain.color ?? '');
  const colourOf = new Map<string, string>();
  const opacityOf = new Map<string, number>();
  for (const {types, style} of theme.styles) {
    for (const type of types) {
      if (style.color) colourOf.set(type, style.color);
      if (typeof style.opacity === 'number') opacityOf.set(type, style.opacity);
    }
  }
  const types = [...new Set([...colourOf.keys(), ...opacityOf.keys()])];
  return [
    ['plain text', plain],
    ...types.map((type): [string, Colord] => {
      const colour = colord(colourOf.get(type) ?? theme.plain.color ?? '');
      return [type, colour.alpha(opacityOf.get(type) ?? 1)];
    }),
  ];
}

describe('colour contrast in code blocks', () => {
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`every token colour of the ${mode} theme reads at ${AA}:1 on plain and highlighted lines`, () => {
      const background = colord(theme.plain.backgroundColor ?? '');
      assert.ok(
        background.isValid() && background.alpha() === 1,
        `an opaque background: ${theme.plain.backgroundColor}`,
      );
      const highlighted = over(highlightOverlay(mode), background);
      const low: string[] = [];
      for (const [types, colour] of textColours(theme)) {
        assert.ok(colour.isValid(), `${types}: a colour`);
        for (const [line, ground] of [
          ['plain line', background],
          ['highlighted line', highlighted],
        ] as const) {
          const ratio = over(colour, ground).contrast(ground);
          if (ratio < AA) low.push(`${types} ${colour.toHex()} on a ${line} (${ground.toHex()}): ${ratio}:1`);
        }
      }
      assert.deepEqual(low, []);
    });
  }

  it('resolves a type as the stylesheet does: the last colour and opacity given to it', () => {
    const theme = {
      plain: {color: '#393a34', backgroundColor: '#f6f8fa'},
      styles: [
        {types: ['comment', 'string'], style: {color: '#999988'}},
        {types: ['namespace'], style: {opacity: 0.5}},
        {types: ['comment'], style: {color: '#626254'}},
      ],
    } as PrismTheme;
    assert.deepEqual(
      textColours(theme).map(([type, colour]) => [type, colour.toHex()]),
      [
        ['plain text', '#393a34'],
        ['comment', '#626254'],
        ['string', '#999988'],
        ['namespace', '#393a3480'],
      ],
    );
  });
});

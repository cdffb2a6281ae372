/**
 * Ejected from theme-classic 3.6.1: the stock module evaluates the grammars of
 * `prism.additionalLanguages` when the bundle starts, on every page, although most pages (the
 * API reference) show no code. Here the same grammars are only registered, and ../prism
 * evaluates them with its own on the first highlight.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {addGrammarsOnFirstHighlight} from '../prism';

export default function prismIncludeLanguages(): void {
  const {additionalLanguages} = (siteConfig.themeConfig as ThemeConfig).prism;
  addGrammarsOnFirstHighlight(() => {
    for (const lang of additionalLanguages) {
      if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${lang}`);
    }
  });
}

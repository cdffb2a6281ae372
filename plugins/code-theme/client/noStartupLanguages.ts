/**
 * Stands in for theme-classic's client module `prism-include-languages` (a bundler alias of
 * ../index.ts), which would put Prism and the theme's `additionalLanguages` into every page's
 * main bundle when it starts. Here the grammars come with the tokenizer's own chunk
 * (../prism, ../tokenizer), which a first load never needs.
 */
export {};

/** The languages ./index.ts has grammars for, beside Prism's plain text (../index.ts checks the theme's `prism.additionalLanguages` against them). */
export const GRAMMARS = ['markup', 'clike', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json'];

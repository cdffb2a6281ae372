// html-validate's configuration for the built site (tests/build/html-valid.test.ts).
// The standard preset: the rules of the HTML standard. The recommended preset adds
// accessibility rules, which axe runs in the browser (tests/browser/quality-a11y.spec.ts, with
// the heading outline of every page checked in Node, tests/build/a11y.test.ts), and rules of
// style for hand-written markup; on ~500 built pages they were 40 % of the check's time
// (bench/remarks.md). Minus the rules that only restate how the build minifies HTML or how
// Docusaurus marks up its theme; each exception says why.

/** @type {import('html-validate').ConfigData} */
module.exports = {
  extends: ['html-validate:standard'],
  rules: {
    // The HTML minifier of the production build drops optional quotes (`lang=en`),
    // optional end tags (`</li>`, `</body>`) and lower-cases `<!doctype html>`. All three
    // are valid HTML; these rules only enforce a writing style on hand-written markup.
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'doctype-style': 'off',
    // Inline styles are how Docusaurus and its code highlighter apply per-token colours,
    // sizes and layout; we do not write them by hand.
    'no-inline-style': 'off',
    // Docusaurus' theme uses ARIA roles on <div>s (e.g. role="region" for its skip
    // link target, role="banner" for the announcement bar); valid ARIA, not our markup.
    'prefer-native-element': 'off',
    // Configured, not off: HTML5 allows any id without whitespace (`__docusaurus`), and a
    // bare `&` that cannot start a character reference, which the minifier leaves raw.
    'valid-id': ['error', {relaxed: true}],
    'no-raw-characters': ['error', {relaxed: true}],
  },
};

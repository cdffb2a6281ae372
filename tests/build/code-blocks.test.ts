/**
 * Code blocks are highlighted once, on the server, with the grammars of plugins/code-theme/prism:
 * every code block of the build, in the HTML as the server rendered it, has its tokens, and the
 * largest guide stays within its element budget (tests/budgets.json). How they
 * look and behave in the browser (colour modes, hydration, code links, copying) is in
 * tests/browser/code-blocks.spec.ts.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {allPages} from '../../lib/routes';
import {library} from '../../config/library';
import budgets from '../budgets.json';

describe('code blocks', () => {
  it('every code block of the build is highlighted in its language', () => {
    const languages = new Set<string>();
    for (const route of allPages()) {
      const $ = loadBuilt(route.file);
      $('.theme-code-block').each((_, element) => {
        const language = /\blanguage-([\w-]+)/.exec($(element).attr('class') ?? '')?.[1] ?? 'text';
        if (language === 'text') return;
        languages.add(language);
        const highlighted = $(element).find('code .token').not('.plain').length;
        assert.ok(highlighted > 0, `a ${language} block on /${route.path} has no highlighted token`);
      });
    }
    for (const language of ['bash', 'tsx']) {
      assert.ok(languages.has(language), `no ${language} block in the build (found: ${[...languages].sort().join(', ')})`);
    }
  });

  it('no guide has more elements than the budget, however long it grows', () => {
    const sizes = allPages()
      .filter((route) => route.kind === 'guide')
      .map((route) => ({path: route.path, elements: loadBuilt(route.file)('body *').length}))
      .sort((a, b) => b.elements - a.elements);
    assert.ok(sizes.length > 5, 'found no guides');
    const [largest] = sizes;
    assert.ok(
      largest.elements <= budgets.domElements.guide,
      `/${largest.path} has ${largest.elements} elements, over the budget of ${budgets.domElements.guide} (tests/budgets.json)`,
    );
  });

  it('the home page installs the documented version', () => {
    const home = allPages().find((route) => route.kind === 'home')!;
    const command = loadBuilt(home.file)('.theme-code-block.language-bash code').first().text();
    assert.match(command, new RegExp(`npm install ${library.name}@${library.version.replace(/\./g, '\\.')} `));
  });
});

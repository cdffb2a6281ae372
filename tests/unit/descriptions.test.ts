/** Comment HTML becomes Markdown (plugins/api-reference/descriptions.ts), without a build. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cleanCommentHtml} from '../../plugins/api-reference/descriptions';

describe('cleanCommentHtml', () => {
  it('turns block elements and line breaks into paragraphs and decodes entities', () => {
    assert.equal(
      cleanCommentHtml('Kinds of date:\n<div>DATE picks a day</div>\n<div>TIME picks a time&nbsp;&amp; no day</div>'),
      'Kinds of date:\n\nDATE picks a day\n\nTIME picks a time\u00a0& no day',
    );
    assert.equal(cleanCommentHtml('one<br>two<br/>three'), 'one\n\ntwo\n\nthree');
  });

  it('keeps emphasis as Markdown and leaves code alone', () => {
    assert.equal(cleanCommentHtml('<b>bold</b> and `<div>` and <i>it</i>'), '**bold** and `<div>` and _it_');
    assert.equal(
      cleanCommentHtml('```tsx\nconst a = <div>&amp;</div>;\n```'),
      '```tsx\nconst a = <div>&amp;</div>;\n```',
    );
  });

  it('leaves text without HTML as it is', () => {
    const text = 'Plain *Markdown* with a_b and <3 hearts';
    assert.equal(cleanCommentHtml(text), text);
  });
});

/**
 * The question set of the search benchmark (bench/search-questions.json), without a build: its
 * shape, its spread over kinds and versions, and answers that name pages the site has.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {docsVersions, type DocsVersion} from '../../config/versions';
import {
  QUESTION_KINDS,
  answerPathProblem,
  readSearchQuestions,
  readVersionPages,
  type SearchQuestion,
  type VersionPages,
} from '../../lib/searchQuestions';

/** The benchmark needs this many questions that each version can answer. */
const MIN_ANSWERABLE = 60;
/** And this many of every kind. */
const MIN_PER_KIND = 5;

const [current, older] = docsVersions;
const {$comment, questions} = readSearchQuestions();
const pages = new Map<string, VersionPages>();

/** What a version has to answer with, read once (the declarations take a second to read). */
function pagesOf(version: DocsVersion): VersionPages {
  if (!pages.has(version.name)) pages.set(version.name, readVersionPages(version));
  return pages.get(version.name)!;
}

/** Every problem of the set's answers, one line each. */
function answerProblems(list: SearchQuestion[]): string[] {
  const problems: string[] = [];
  for (const question of list) {
    for (const version of docsVersions) {
      for (const answer of question.answers[version.name] ?? []) {
        const problem = answerPathProblem(answer, version, pagesOf(version));
        if (problem) problems.push(`"${question.q}" (${version.name}): ${problem}`);
      }
    }
  }
  return problems;
}

describe('search benchmark questions', () => {
  it('say what they are and have the fields the benchmark reads', () => {
    assert.ok($comment.length > 100, '$comment explains the file');
    const versionNames = docsVersions.map((version) => version.name).sort();
    const problems: string[] = [];
    for (const question of questions) {
      const label = JSON.stringify(question.q);
      if (typeof question.q !== 'string' || question.q.trim() === '' || question.q !== question.q.trim())
        problems.push(`${label}: q must be a trimmed, non-empty string`);
      if (!QUESTION_KINDS.includes(question.kind)) problems.push(`${label}: unknown kind ${question.kind}`);
      const keys = Object.keys(question).filter((key) => !['q', 'kind', 'answers', 'unanswered'].includes(key));
      if (keys.length > 0) problems.push(`${label}: unknown fields ${keys.join(', ')}`);
      if (JSON.stringify(Object.keys(question.answers ?? {}).sort()) !== JSON.stringify(versionNames))
        problems.push(`${label}: answers must list exactly the versions ${versionNames.join(', ')}`);
      for (const [version, list] of Object.entries(question.answers ?? {})) {
        if (!Array.isArray(list) || list.some((answer) => typeof answer !== 'string'))
          problems.push(`${label}: answers of ${version} must be a list of paths`);
        else if (new Set(list).size !== list.length) problems.push(`${label}: an answer of ${version} twice`);
      }
      const answered = Object.values(question.answers ?? {}).some((list) => list.length > 0);
      if (question.unanswered !== undefined && (typeof question.unanswered !== 'string' || answered))
        problems.push(`${label}: "unanswered" is a reason, for a question no version answers`);
      if (question.unanswered === undefined && !answered)
        problems.push(`${label}: no version answers it, so say why in "unanswered"`);
    }
    assert.deepEqual(problems, []);
  });

  it('keep each kind together, in the order of the kinds', () => {
    const order = questions.map((question) => QUESTION_KINDS.indexOf(question.kind));
    const firstOutOfOrder = order.findIndex((kind, index) => index > 0 && kind < order[index - 1]);
    assert.equal(firstOutOfOrder, -1, `"${questions[firstOutOfOrder]?.q}" is out of the order ${QUESTION_KINDS}`);
  });

  it('ask nothing twice', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const {q} of questions) {
      const key = q.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) twice.push(`"${q}" repeats "${seen.get(key)}"`);
      seen.set(key, q);
    }
    assert.deepEqual(twice, []);
  });

  it(`have every kind at least ${MIN_PER_KIND} times`, () => {
    for (const kind of QUESTION_KINDS) {
      const count = questions.filter((question) => question.kind === kind).length;
      assert.ok(count >= MIN_PER_KIND, `${kind}: ${count} questions`);
    }
  });

  it(`let each version answer at least ${MIN_ANSWERABLE} of them`, () => {
    for (const version of docsVersions) {
      const count = questions.filter((question) => (question.answers[version.name] ?? []).length > 0).length;
      assert.ok(count >= MIN_ANSWERABLE, `${version.name}: ${count} answerable questions`);
    }
  });

  it('point every answer at a page of its version: a guide, its heading, an export of that kind or its member', () => {
    assert.deepEqual(answerProblems(questions), []);
  });
});

describe('the check of an answer path', () => {
  const check = (answer: string, version = current) => answerPathProblem(answer, version, pagesOf(version));

  it('accepts guides, their headings, API pages and their members', () => {
    for (const answer of [
      'docs/',
      'docs/#the-three-hosts',
      'docs/dialogs/#what-open-does-in-each-host',
      'docs/hooks/assets/',
      'docs/configuration/development/#type-in-packagejson',
      'docs/errors/',
      'docs/host-support/',
      'api/',
      'api/#DialogButtonType',
      'api/function/useUser/',
      'api/function/ChaynsProvider/',
      'api/class/DialogHandler/#close',
      'api/class/DialogHandler/#constructor',
      'api/enum/DialogType/#INPUT',
      'api/enum/RuntimeEnviroment/',
      'api/interface/OpenUrl/#sameWindow',
      'api/namespace/dialog/#alert',
    ])
      assert.equal(check(answer), undefined, answer);
    for (const answer of ['docs/2.x/', 'docs/2.x/dialogs/#confirm', 'docs/2.x/errors/', 'api/2.x/function/openUrl/'])
      assert.equal(check(answer, older), undefined, answer);
  });

  it('refuses what the site does not have, saying why', () => {
    for (const [answer, reason] of [
      ['docs/dialog/', /no guide of version current has the slug \/dialog/],
      ['docs/dialogs/#confirmation', /no heading #confirmation/],
      ['docs/errors/#no-such-message', /the guide has no heading #no-such-message/],
      ['docs/host-supported/', /no guide of version current has the slug \/host-supported/],
      ['docs/dialogs', /trailing slash/],
      ['/docs/dialogs/', /trailing slash/],
      ['docs/2.x/dialogs/', /not a page of version current/],
      ['api/function/creatDialog/', /exports no creatDialog/],
      ['api/interface/createDialog/', /createDialog is documented under function\/, not interface\//],
      ['api/interface/Dialog/', /Dialog has no page of its own/],
      ['api/type/Dialog/', /kind one of/],
      ['api/class/DialogHandler/#shut', /DialogHandler has no member shut/],
      ['blog/', /not a page of version current/],
    ] as const)
      assert.match(check(answer) ?? 'accepted', reason, answer);
    assert.match(check('api/2.x/function/useSafeArea/', older) ?? 'accepted', /exports no useSafeArea/);
    assert.match(check('docs/2.x/history-layer/', older) ?? 'accepted', /no guide of version 2.x/);
    assert.match(check('api/function/openUrl/', older) ?? 'accepted', /not a page of version 2.x/);
  });

  it('reports a bad entry of the set by its question and version', () => {
    const bad: SearchQuestion = {
      q: 'open a confirm dialog',
      kind: 'task',
      answers: {current: ['docs/dialogs/#confirm', 'api/function/confirmDialog/'], '2.x': ['docs/2.x/history-layer/']},
    };
    assert.deepEqual(answerProblems([bad]), [
      `"open a confirm dialog" (current): api/function/confirmDialog/: ${current.library.name} ${current.library.version} exports no confirmDialog`,
      '"open a confirm dialog" (2.x): docs/2.x/history-layer/: no guide of version 2.x has the slug /history-layer',
    ]);
  });
});

/**
 * The rule that turns the recorded runs of an export into the state a reader sees on its API page and
 * the "Host support" page (scripts/host-support/classify.ts), on runs written out by hand.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {classifyFace, classifyRecord, classifyRun, errorText} from '../../scripts/host-support/classify';
import type {Run} from '../../src/components/HostState/records';

const resolved = (value = 'undefined') => ({kind: 'resolved', value}) as const;
const same = (run: Run) => ({signedIn: run, visitor: run});

describe('host support states', () => {
  it('a run that reached a host works, and says what it reached in the words of the face', () => {
    assert.deepEqual(classifyRun({reached: [{app: 19}], outcome: resolved()}, 'app'), {
      state: 'works',
      evidence: 'Reaches app call 19.',
    });
    assert.equal(
      classifyRun(
        {reached: [{host: 'getAccessToken'}, {request: 'https://sub54.tobit.com/x'}], outcome: resolved()},
        'iframe',
      ).evidence,
      "Reaches the parent page's `getAccessToken` and a request to sub54.tobit.com/x.",
    );
  });

  it('a field of the options that reached no host is a limit, named in the evidence', () => {
    const run: Run = {
      reached: [{app: 9}],
      outcome: resolved(),
      fields: ['url', 'openInApp', 'sameWindow', 'overlay'],
      notPassed: ['sameWindow', 'overlay'],
    };
    assert.deepEqual(classifyRun(run, 'app'), {
      state: 'limited',
      evidence: 'Reaches app call 9 with `url` and `openInApp` only: `sameWindow` and `overlay` are not passed on.',
    });
  });

  it('throwing at once and rejecting are both "throws", told apart in the evidence', () => {
    const atOnce = classifyRun(
      {reached: [], outcome: {kind: 'threw', error: 'TypeError: _mw.current.functions.openMedia is not a function'}},
      'app',
    );
    assert.deepEqual(atOnce, {
      state: 'throws',
      evidence: "Throws a TypeError: the app web view's wrapper has no `openMedia` (at once).",
    });
    const later = classifyRun(
      {reached: [{host: 'getAccessToken'}], outcome: {kind: 'rejected', error: 'Error: missing sender user id'}},
      'module',
    );
    assert.deepEqual(later, {
      state: 'throws',
      evidence: "Reaches the host's `getAccessToken`, then rejects with an Error: missing sender user id.",
    });
    assert.equal(errorText('something odd', 'module'), 'an Error: something odd');
  });

  it('"does nothing" needs the library saying so, or an effect the probe expected that did not happen', () => {
    const warned: Run = {reached: [], outcome: resolved(), said: ['call setOverlay not implement in app']};
    assert.equal(classifyRun(warned, 'app').state, 'nothing');
    // The same answer without the library's word is an answer given without contacting the host.
    assert.deepEqual(classifyRun({reached: [], outcome: resolved()}, 'app'), {
      state: 'works',
      evidence: 'Resolves with `undefined` without reaching a host.',
    });
    // Reaching a host is doing something, whatever the library logs.
    assert.equal(classifyRun({...warned, reached: [{app: 184}]}, 'app').state, 'works');
    const stillOpen: Run = {
      reached: [],
      outcome: {kind: 'returned', value: 'undefined'},
      expected: {effect: 'the dialog closes', seen: false, otherwise: 'the dialog stays open'},
    };
    assert.deepEqual(classifyRun(stillOpen, 'app'), {
      state: 'nothing',
      evidence: 'Reaches nothing, and the dialog stays open.',
    });
    assert.equal(classifyRun({...stillOpen, expected: {...stillOpen.expected!, seen: true}}, 'app').state, 'works');
  });

  it('a promise that waits for a host it reached works; one that reached nothing never settles', () => {
    assert.equal(
      classifyRun({reached: [{host: 'invokeDialogCall'}], outcome: {kind: 'pending'}}, 'module').state,
      'works',
    );
    assert.equal(classifyRun({reached: [], outcome: {kind: 'pending'}}, 'module').state, 'pending');
  });

  it('what the host decides depends on the host, unless the run threw or did nothing', () => {
    const reason = 'The host decides.';
    assert.deepEqual(
      classifyRun({reached: [{host: 'customCallbackFunction'}], outcome: resolved()}, 'module', reason),
      {
        state: 'host',
        evidence: "Reaches the host's `customCallbackFunction`. The host decides.",
      },
    );
    const warned: Run = {reached: [], outcome: resolved(), said: ['call customCallbackFunction not implement in app']};
    assert.equal(classifyRun(warned, 'app', reason).state, 'nothing');
  });

  it('a hook whose cleanup fails as it unmounts works with a limit', () => {
    const run: Run = {
      reached: [],
      outcome: {
        kind: 'rejected',
        error: "TypeError: Cannot read properties of undefined (reading 'x')",
        during: 'cleanup',
      },
    };
    assert.equal(classifyRun(run, 'app').state, 'limited');
    assert.match(classifyRun(run, 'app').evidence, /when its component unmounts/);
  });

  it('a face works with a limit when it works signed in but not as a visitor, and says for whom', () => {
    const signedIn: Run = {reached: [{request: 'https://sub54.tobit.com/m'}], outcome: resolved('a Response')};
    const visitor: Run = {reached: [], outcome: {kind: 'rejected', error: 'Error: missing sender user id'}};
    assert.deepEqual(classifyFace({signedIn, visitor}, 'iframe'), {
      state: 'limited',
      evidence:
        'Signed in: reaches a request to sub54.tobit.com/m. As a visitor: rejects with an Error: missing sender user id.',
    });
    // Both fail differently: the signed-in run's state, both evidences.
    const threw: Run = {reached: [], outcome: {kind: 'threw', error: 'TypeError: x'}};
    const warned: Run = {reached: [], outcome: resolved(), said: ['not implement in app']};
    assert.equal(classifyFace({signedIn: threw, visitor: warned}, 'app').state, 'throws');
    assert.equal(classifyFace(same(threw), 'app').evidence, 'Throws a TypeError: x (at once).');
  });

  it('every face is classified on its own', () => {
    const support = classifyRecord({
      module: same({reached: [{host: 'setHeight'}], outcome: resolved()}),
      iframe: same({reached: [{host: 'setHeight'}], outcome: resolved()}),
      app: same({reached: [], outcome: resolved(), said: ['call setOverlay not implement in app']}),
    });
    assert.deepEqual(
      Object.values(support).map((face) => face.state),
      ['works', 'works', 'nothing'],
    );
  });
});

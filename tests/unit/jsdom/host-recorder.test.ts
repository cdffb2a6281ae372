/**
 * The host recorder (scripts/host-support/recorder.ts) runs the real chayns-api in each face of the
 * simulated host and tells apart what differs by host, on three exports of 3.6.3 whose outcome does:
 * `openMedia` throws in the chayns app web view (its wrapper has none), `setHeight` does nothing there
 * (the library only logs that it is not implemented), `vibrate` works in all three.
 * The freshness of the whole recording is `npm run test:hosts`.
 */
import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';
import {currentVersion} from '../../../config/versions';
import {recordVersion} from '../../../scripts/host-support/recorder';
import {candidatePages, coverage} from '../../../scripts/host-support/coverage';
import type {HostRecord} from '../../../src/components/HostState/records';

let records: Map<string, HostRecord>;

before(async () => {
  const file = await recordVersion(currentVersion, {only: ['openMedia', 'setHeight', 'vibrate']});
  records = new Map(file.records.map((record) => [record.name, record]));
});

const states = (name: string) => Object.values(records.get(name)!.support).map((face) => face.state);

describe('the host recorder', () => {
  it('records only the exports it was asked for, sorted by name', () => {
    assert.deepEqual([...records.keys()], ['openMedia', 'setHeight', 'vibrate']);
  });

  it('records a call that throws in the app web view, at once, with the missing function named', () => {
    assert.deepEqual(states('openMedia'), ['works', 'works', 'throws']);
    const {runs, support} = records.get('openMedia')!;
    assert.deepEqual(runs.module.signedIn.reached, [{host: 'openMedia'}]);
    assert.deepEqual(runs.iframe.visitor.reached, [{host: 'openMedia'}]);
    assert.equal(runs.app.signedIn.outcome.kind, 'threw');
    assert.deepEqual(runs.app.signedIn.reached, []);
    assert.match(support.app.evidence, /wrapper has no `openMedia` \(at once\)/);
  });

  it('records a call that does nothing in the app web view: no app call, the library says so', () => {
    assert.deepEqual(states('setHeight'), ['works', 'works', 'nothing']);
    const {runs} = records.get('setHeight')!;
    assert.deepEqual(runs.app.signedIn.reached, []);
    assert.deepEqual(runs.app.signedIn.outcome, {kind: 'resolved', value: 'undefined'});
    assert.ok(runs.app.signedIn.said?.some((text) => /not implement in app/.test(text)));
  });

  it('records a call that works in every face, and what it reached in each', () => {
    assert.deepEqual(states('vibrate'), ['works', 'works', 'works']);
    const {runs, support} = records.get('vibrate')!;
    assert.deepEqual(runs.module.signedIn.reached, [{host: 'vibrate'}]);
    assert.deepEqual(runs.iframe.signedIn.reached, [{host: 'vibrate'}]);
    assert.deepEqual(runs.app.signedIn.reached, [{app: 19}]);
    // Every field of the options reached the app: no limit.
    assert.deepEqual(runs.app.signedIn.fields, ['pattern']);
    assert.equal(runs.app.signedIn.notPassed, undefined);
    assert.equal(support.app.evidence, 'Reaches app call 19.');
  });

  it('names an export with a page that has neither a probe nor a reason', () => {
    const {problems} = coverage(currentVersion, [...candidatePages(currentVersion), 'function/orderRolls']);
    assert.deepEqual(problems, [
      'function/orderRolls has neither a probe nor a reason why it does not talk to the host (scripts/host-support/probes.ts)',
    ]);
  });
});

/** The benchmark's calibrated mobile CPU slowdown follows Lighthouse's CPU throttling calculator. */
import assert from 'node:assert/strict';
import {describe, it as test} from 'node:test';
import {calibratedSlowdown} from '../../scripts/bench/cpuSlowdown';

/** Each pair: a benchmarkIndex and the multiplier it must give. */
function assertSlowdowns(pairs: [number, number][]): void {
  for (const [benchmarkIndex, multiplier] of pairs) {
    assert.equal(calibratedSlowdown(benchmarkIndex), multiplier, `benchmarkIndex ${benchmarkIndex}`);
  }
}

describe("the benchmark's CPU slowdown for a benchmarkIndex", () => {
  test("gives the calculator's multipliers at the indexes it names", () => {
    assertSlowdowns([
      [1533, 4],
      [1300, 3],
      [1766, 5],
      [2000, 6],
      [800, 2],
      [150, 1],
    ]);
  });

  test('lies between them on a straight line, to a tenth, and keeps growing above 2,000', () => {
    assertSlowdowns([
      [1050, 2.5],
      [900, 2.2],
      [475, 1.5],
      [1400, 3.4],
      [2800, 9.4],
    ]);
  });

  test('does not slow down a machine slower than the phone (below 150)', () => {
    assertSlowdowns([[100, 1]]);
  });
});

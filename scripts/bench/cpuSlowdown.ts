/**
 * The CPU slowdown under which this machine stands for the phone Lighthouse's mobile preset aims at,
 * from Lighthouse's `benchmarkIndex` of the machine, by the rule of Lighthouse's CPU throttling
 * calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/, which Lighthouse's
 * docs/throttling.md points to for calibrating the slowdown): from 1,300 on, 3x and 1x more for every
 * 233 above (1,533 -> 4x, 2,000 -> 6x); from 800, 2x and 1x more for every 500 (1,300 -> 3x); from 150,
 * 1x and 1x more for every 650 (800 -> 2x). Below 150 the calculator gives none, the machine being
 * slower than that phone: no slowdown. Rounded to a tenth, as the calculator shows it.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : benchmarkIndex >= 150
          ? 1 + (benchmarkIndex - 150) / 650
          : 1;
  return Math.round(multiplier * 10) / 10;
}

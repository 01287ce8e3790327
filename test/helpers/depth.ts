// How deep the heavy suites go, from ONE environment variable: MOCHALUNT_TEST_DEPTH=full runs every case the
// suites were written with (the integrator's full run, CI: `.ci/run`); anything else, or unset, runs the quick
// counts of `npm test`. Quick mode never adds or drops a test or a test file (the same tests in both modes): only
// the cases a test loops over are fewer, and they are always the full run's own first or sampled cases, so a
// quick failure is also a full failure.
// - Random seasons (test/seasons): a twentieth of the full count (rounded up), the same seeds' first part
//   (fast-check draws the seeds in the same order whatever the count).
// - Property tests and seeded loops: a tenth of the runs, the same runs' first part (fast-check's numRuns with a
//   fixed seed, a seeded generator's first draws): pairing.test.ts (3000, 3000, 2000 runs; 20 seeds -> 4),
//   blossom.test.ts (3 x 2500), pricing.test.ts (2000), errors/trf.test.ts (500 shifted lines). A count they
//   assert on scales with the runs (the full run's figure unchanged).
// - Loops over the calls of an action (`sample` below: the first case, every step-th after it and the last, a
//   fixed deterministic sample; every case, or the suite's own step, in full): the kills of killed.test.ts
//   (every call of Pair next round and Undo, every third of the others, in full; every 5th and every 12th in
//   quick), the two-click interleavings of twoclicks.test.ts (every call in full, every 4th in quick) and the
//   planted failures of rollbackEvery.test.ts (every call in full, every 5th in quick) and of the memory's
//   test/sheets/rollback.test.ts (every verb in full; every 5th of a write and every 3rd of an Undo in quick).
// - Whole in both modes: the error catalogue (every row is its own test), the demo seasons, the call counts.

/** True when MOCHALUNT_TEST_DEPTH is "full". */
const FULL = process.env.MOCHALUNT_TEST_DEPTH === 'full';

/** The count for this run: `full` under MOCHALUNT_TEST_DEPTH=full, else `quick`. */
export function depth(full: number, quick: number): number {
  return FULL ? full : quick;
}

/**
 * The cases 1..n a loop tries: the first, every step-th after it and the last, the step being `full` under
 * MOCHALUNT_TEST_DEPTH=full (1: every case) and `quick` otherwise.
 */
export function sample(n: number, full: number, quick: number): number[] {
  const step = depth(full, quick);
  const out: number[] = [];
  for (let k = 1; k <= n; k++) if ((k - 1) % step === 0 || k === n) out.push(k);
  return out;
}

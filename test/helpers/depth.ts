// How deep the heavy random suites go, from ONE environment variable: MOCHALUNT_TEST_DEPTH=full runs the
// counts the suites were written with (the integrator's full run, CI); anything else, or unset, runs the quick
// counts (about a quarter: the same seeds' first part, so a quick failure is also a full one).
// The random-season suites (test/seasons) and the rollback at every call (every third call when quick) take their
// counts from here; the kill, two-click and error-catalogue loops always run whole.

/** True when MOCHALUNT_TEST_DEPTH is "full". */
export const FULL = process.env.MOCHALUNT_TEST_DEPTH === 'full';

/** The count for this run: `full` under MOCHALUNT_TEST_DEPTH=full, else `quick`. */
export function depth(full: number, quick: number): number {
  return FULL ? full : quick;
}

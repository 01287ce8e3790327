// One part of `npm run bench`: a few lines for the readable table and its keys of the final JSON line.
export interface BenchResult {
  /** lines of the readable table */
  readonly table: readonly string[];
  /** merged into the JSON object printed as the last line */
  readonly json: Readonly<Record<string, unknown>>;
}

export interface BenchSection {
  readonly name: string;
  /** `npm run bench -- <key> ...` runs only the sections named */
  readonly key?: string;
  run(): BenchResult | Promise<BenchResult>;
}

/** The median of a few timings, in ms, rounded to 0.1. */
export function median(values: readonly number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  const m = s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return Math.round(m * 10) / 10;
}

// Counts calls into the local spreadsheet service by category, like the quota Google's servers charge:
// reads of the grid, writes to it, formatting, and everything else. Benchmarks and tests snapshot and reset it.

export type CallCategory = 'reads' | 'writes' | 'formatting' | 'other';

export interface CallCounts {
  reads: number;
  writes: number;
  formatting: number;
  other: number;
  /** per method, e.g. "Range.getValues" */
  byMethod: Record<string, number>;
}

export class CallCounter {
  private counts: CallCounts = CallCounter.zero();

  static zero(): CallCounts {
    return { reads: 0, writes: 0, formatting: 0, other: 0, byMethod: {} };
  }

  count(category: CallCategory, method: string): void {
    this.counts[category]++;
    this.counts.byMethod[method] = (this.counts.byMethod[method] ?? 0) + 1;
  }

  snapshot(): CallCounts {
    return { ...this.counts, byMethod: { ...this.counts.byMethod } };
  }

  reset(): void {
    this.counts = CallCounter.zero();
  }
}

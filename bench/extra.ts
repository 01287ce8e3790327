// Hook for sections owned by other parts of the project (the spreadsheet-call figures "calls" and
// "season_ms_64"): add a BenchSection here; its JSON keys replace the null placeholders of run.ts.
import type { BenchSection } from './section';

export const EXTRA_SECTIONS: BenchSection[] = [];

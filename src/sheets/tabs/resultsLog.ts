// The "Results log" tab (organizers only, protected like the line-up log): one row per report the results form
// received and per result the add-on changed on a round tab, appended by the form's submit trigger: the time
// (UTC), the round and board, who sent it BY NAME (a team's captain, a player; never an address: the addresses
// stay in the form's responses and the document properties), the results reported, whether it counts and what
// it did, and the round tab's result cells before and after. It is history: Undo last action puts back what the
// add-on wrote on the round tabs, and the log keeps the rows that say so. The log is a tab of the public file:
// every cell is masked and cut as formText.ts says (a form's free text may hold an address, or 60,000 characters).
import type { WriteBlock, TabSpec } from '../plan';
import type { Workbook } from '../workbook';
import { formCellText } from '../formText';

export const RESULTS_LOG_TAB = 'Results log';
export const RESULTS_LOG_HEADER: readonly string[] = [
  'time (UTC)',
  'round',
  'board',
  'reported by',
  'results reported',
  'counted',
  'outcome',
  'results before',
  'results after',
];

/**
 * The `counted` column: yes, no, or not counted because the round was scored before the report arrived (listed
 * for the organizers whatever the round's state: the scored cells do not change by themselves).
 */
export const COUNTED = { yes: 'yes', no: 'no', afterScoring: 'no: round scored' } as const;

/** One log row, by the header's order. */
export interface ResultsLogRow {
  readonly at: number;
  readonly round: string;
  readonly board: string;
  readonly by: string;
  readonly results: string;
  readonly counted: string;
  readonly outcome: string;
  readonly before: string;
  readonly after: string;
}

const time = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The tab to create (the first time) and the block that appends `rows` below the last one. */
export function resultsLogWrite(
  book: Workbook,
  rows: readonly ResultsLogRow[],
): { newTabs: TabSpec[]; blocks: WriteBlock[] } {
  const existing = book.read(RESULTS_LOG_TAB);
  const newTabs: TabSpec[] = existing
    ? []
    : [
        {
          name: RESULTS_LOG_TAB,
          frozenRows: 1,
          columns: RESULTS_LOG_HEADER.map((header) => ({
            header,
            numberFormat: '@',
            width: header === 'outcome' ? 400 : 140,
          })),
        },
      ];
  const last = existing
    ? existing.reduce((n, r, i) => (r.some((c) => String(c ?? '').trim() !== '') ? i + 1 : n), 1)
    : 1;
  if (rows.length === 0) return { newTabs, blocks: [] };
  const values = rows.map((r) =>
    [time(r.at), r.round, r.board, r.by, r.results, r.counted, r.outcome, r.before, r.after].map(formCellText),
  );
  return { newTabs, blocks: [{ tab: RESULTS_LOG_TAB, row: last + 1, col: 1, values, numberFormat: '@' }] };
}

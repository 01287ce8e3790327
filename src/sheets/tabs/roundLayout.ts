// How a round tab reads at a glance, in every format: results coloured by conditional format rules (win,
// draw, loss, forfeit, not reported), the technical and organizers' columns (reasons, the M21 calendar,
// first-colour draws, extensions, the results form's notes, overrides) in a column group that collapses (and then
// does not print), and each team match's board rows in a row group under its match row.
// The rules cover a new tab's rows (Google's 1,000) or the rows the block writes, whichever is more, so the boards
// that Pair individual matches adds later are coloured by the rules Pair next round made: it leaves them as they
// are (onPairedTab), which saves the 26 calls of building them again, and the frozen header and the organizers'
// column group too (3 reads of what they were, for Undo, and 2 writes). A rule's formula is relative to the first
// cell of its range.
import type { ConditionalColour, TabLayout } from '../layout';
import type { TableDef, Table } from './table';
import { columnLetter } from '../plan';
import { cellText } from '../workbook';

const RESULT_COLOURS = {
  win: '#b7e1cd',
  draw: '#fff2cc',
  loss: '#f4cccc',
  forfeit: '#fce5cd',
  unreported: '#efefef',
} as const;

/** The outcome of a result cell typed from the left player's side (tabs/results.ts notation). */
const OUTCOMES: readonly { readonly name: keyof typeof RESULT_COLOURS; readonly values: readonly string[] }[] = [
  { name: 'win', values: ['1-0'] },
  { name: 'draw', values: ['½-½', '='] },
  { name: 'loss', values: ['0-1'] },
  { name: 'forfeit', values: ['+', '-'] },
  { name: 'unreported', values: ['', '0-0'] },
];

interface RoundLayoutInput {
  readonly def: TableDef;
  /** the tab as it is, or null when the plan creates it (columns in the definition's order) */
  readonly existing: Table | null;
  /** rows the block writes from row 2 */
  readonly height: number;
  /** the result columns (contiguous), e.g. game 1 to game 4 */
  readonly results: readonly string[];
  /** a result cell counts where these columns of its row are not blank (board rows, games) */
  readonly guard: readonly string[];
  /** result values coloured (multi-player places use their own) */
  readonly outcomes?: readonly { readonly name: keyof typeof RESULT_COLOURS; readonly values: readonly string[] }[];
  /** the technical columns to group (contiguous runs are grouped) */
  readonly technical: readonly string[];
  /** board rows to group under their match row: 0-based indexes of the block's rows */
  readonly boardRows?: readonly number[];
  /**
   * the tab exists as its pairing made it: its colours, which cover COLOURED_ROWS, its frozen header and its
   * column group; leave them (the colours unless the block is taller)
   */
  readonly onPairedTab?: boolean;
}

/** Rows the result colours cover from row 2, at least: a new sheet's 1,000 rows but the header. */
const COLOURED_ROWS = 999;

const colOf = (input: RoundLayoutInput, key: string): number | undefined => {
  if (input.existing) return input.existing.col[key];
  const i = input.def.columns.findIndex((c) => c.key === key);
  return i < 0 ? undefined : i;
};

/** Runs of consecutive numbers: [3,4,5,9] → [{from: 3, count: 3}, {from: 9, count: 1}]. */
function runs(xs: readonly number[]): { from: number; count: number }[] {
  const sorted = [...new Set(xs)].sort((a, b) => a - b);
  const out: { from: number; count: number }[] = [];
  for (const x of sorted) {
    const last = out[out.length - 1];
    if (last && last.from + last.count === x) last.count++;
    else out.push({ from: x, count: 1 });
  }
  return out;
}

export function roundLayout(input: RoundLayoutInput): TabLayout {
  const tab = input.def.tab;
  const rows = Math.max(1, input.height);
  const cols = input.results.map((k) => colOf(input, k)).filter((c): c is number => c !== undefined);
  const guard = input.guard.map((k) => colOf(input, k)).filter((c): c is number => c !== undefined);
  const colours: ConditionalColour[] = [];
  if (cols.length && guard.length) {
    const first = Math.min(...cols);
    const width = Math.max(...cols) - first + 1;
    const cell = `${columnLetter(first + 1)}2`;
    const cond = guard.map((g) => `$${columnLetter(g + 1)}2<>""`);
    for (const o of input.outcomes ?? OUTCOMES) {
      const test = o.values.map((v) => `${cell}="${v}"`);
      colours.push({
        name: o.name,
        ranges: [{ row: 2, col: first + 1, rows: Math.max(rows, COLOURED_ROWS), cols: width }],
        formula: `=AND(${[...cond, test.length > 1 ? `OR(${test.join(',')})` : test[0]].join(',')})`,
        background: RESULT_COLOURS[o.name],
      });
    }
  }
  const technical = runs(input.technical.map((k) => colOf(input, k)).filter((c): c is number => c !== undefined));
  const layout: TabLayout = {
    tab,
    frozenRows: input.onPairedTab ? undefined : 1,
    conditionalColours: input.onPairedTab && rows <= COLOURED_ROWS ? undefined : colours,
    columnGroups: input.onPairedTab ? undefined : technical.map((r) => ({ col: r.from + 1, count: r.count })),
  };
  if (!input.boardRows) return layout;
  // the board rows of the tab as it is (its guard cells not blank): where the groups a click made can be
  const was = input.existing?.grid
    .slice(1)
    .map((row, i) => (guard.length && guard.every((g) => cellText(row[g]) !== '') ? i : -1))
    .filter((i) => i >= 0);
  return {
    ...layout,
    rowGroups: {
      rows: { row: 2, col: 1, rows, cols: 1 },
      groups: runs(input.boardRows).map((r) => ({ row: r.from + 2, count: r.count })),
      ...(was ? { was: runs(was).map((r) => ({ row: r.from + 2, count: r.count })) } : {}),
    },
  };
}

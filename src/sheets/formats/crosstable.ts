// The Crosstable tab of every two-player format, written whole by Update standings next to the Standings:
// no., rank, name, one column per round (crosstableCells.ts; blank until scored), points, then the tie-breaks in
// the order of the chain that ranked. It has a column for every round the event will play from the first click
// on (the published rounds; a T5 play-off round adds its own; an L6 d rematch adds no points and is not shown),
// so that its columns, and the fixed widths made with the tab, stay where they are from one click to the next;
// the widths print one page wide: docs/sheets.md "Printing".
import type { Workbook } from '../workbook';
import type { TabSpec, WriteBlock } from '../plan';
import { wholeTab, type OutColumn } from './output';
import type { TabLayout } from '../layout';
import { CROSSTABLE_LEGEND, crosstableRows, type CrosstableEntrant } from './crosstableCells';

const CROSSTABLE_TAB = 'Crosstable';

/** What a format's crosstable shows besides the rounds. */
export interface CrosstableSpec {
  /** the name column's header: player, team, entrant */
  readonly name: string;
  /** the points column: its header and what it counts (its width, when its header needs more than 50 pixels) */
  readonly points: OutColumn;
  /** the tie-break columns, in the order of the chain (their widths, when their headers need more than 64 pixels) */
  readonly tieBreaks: readonly OutColumn[];
  /** team events: a round cell holds the match score too ("3w+ 3-1") */
  readonly scores?: boolean;
}

/** Pixels: narrow columns (the print width is their sum, test/sheets/print.test.ts). */
const WIDTH = { no: 30, rank: 40, name: 96, round: 38, roundWithScore: 72, points: 50, tieBreak: 64 } as const;

/** The tab's columns for `rounds` rounds. */
export function crosstableColumns(spec: CrosstableSpec, rounds: number): OutColumn[] {
  const roundWidth = spec.scores ? WIDTH.roundWithScore : WIDTH.round;
  return [
    { header: 'no.', width: WIDTH.no, note: 'the line number the round cells name' },
    { header: 'rank', numberFormat: '@', width: WIDTH.rank, note: '"=" : a shared place (as on the Standings)' },
    { header: spec.name, numberFormat: '@', width: WIDTH.name, wrap: true },
    ...Array.from({ length: rounds }, (_, k) => ({
      header: `R${k + 1}`,
      numberFormat: '@',
      width: roundWidth,
      ...(k === 0 ? { note: CROSSTABLE_LEGEND } : {}),
    })),
    { ...spec.points, width: spec.points.width ?? WIDTH.points, wrap: true },
    ...spec.tieBreaks.map((t) => ({ ...t, width: t.width ?? WIDTH.tieBreak, wrap: true })),
  ];
}

/** The Crosstable's block (whole tab), the tab when it is missing (frozen header, fixed widths), and its layout (output.ts). */
export function crosstableTab(
  book: Workbook,
  spec: CrosstableSpec,
  entrants: readonly CrosstableEntrant[],
  rounds: number,
): { newTab: TabSpec | null; block: WriteBlock; layout: TabLayout[] } {
  const columns = crosstableColumns(spec, rounds);
  return wholeTab(book, CROSSTABLE_TAB, columns, crosstableRows(entrants, rounds));
}

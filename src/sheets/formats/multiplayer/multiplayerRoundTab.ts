// The round tab of a multi-player event ("R1", "R2", ...), one row per player, written by Pair next round
// (K1 tables of 4 then 3, K2 filled from the top of the order, K3 seats), completed by organizers:
//   table | seat | player | place | carrots | lettuces | points | carrot count | reason
// seat: K3 order of play, 1 moves first (the lowest-ranked), the highest-ranked last. place: finishing
// place typed by organizers (1 = first home), or "absent" (K6: a player alone at a table wins with no
// carrot penalty). carrots, lettuces: left in hand (K5; blank = 0). points (K4) and carrot count (K5: capped
// carrots + 10 a lettuce) are written by Score round.
import type { Cell, Workbook } from '../../workbook';
import { cellText } from '../../workbook';
import type { Dropdown, SheetProblem, TabSpec, WriteBlock } from '../../plan';
import type { Table, TableDef } from '../../tabs/table';
import { get, intCell, nameText, readTable, tableBlock, tabSpec, text, type CellStyle } from '../../tabs/table';
import { roundTabName } from '../roundTab';
import type { TabLayout } from '../../layout';
import { roundLayout } from '../../tabs/roundLayout';
import type { RecordSpec } from '../../tabs/roundRecord';

export const ABSENT = 'absent';

export function multiplayerRoundTable(round: number): TableDef {
  return {
    tab: roundTabName(round),
    frozenRows: 1,
    columns: [
      {
        key: 'table',
        header: 'table',
        required: true,
        width: 44,
        note: 'K1: tables of 4 first, then of 3; 1 = top table',
      },
      {
        key: 'seat',
        header: 'seat',
        required: true,
        width: 40,
        note: 'K3: order of play, 1 moves first (lowest-ranked)',
      },
      { key: 'player', header: 'player', required: true, width: 150, wrap: true, numberFormat: '@' },
      {
        key: 'place',
        header: 'place',
        required: true,
        width: 52,
        numberFormat: '@',
        dropdown: { values: ['1', '2', '3', '4', ABSENT] },
        note: 'finishing place: 1 = first home; "absent" if the player did not come (K6)',
      },
      {
        key: 'carrots',
        header: 'carrots',
        required: true,
        width: 56,
        note: 'K5: carrots left in hand (capped at 40 by Score round); blank = 0',
      },
      {
        key: 'lettuces',
        header: 'lettuces',
        required: true,
        width: 60,
        note: 'K5: lettuces left (10 carrots each); blank = 0',
      },
      {
        key: 'points',
        header: 'points',
        required: true,
        width: 56,
        note: 'K4: 4, 2, 1, 0 (table of 3: 4, 2, 0); written by Score round',
      },
      {
        key: 'count',
        header: 'carrot count',
        required: false,
        width: 80,
        note: 'K5: the tie-break count of this game, fewer is better; written by Score round',
      },
      {
        key: 'reason',
        header: 'reason',
        required: false,
        width: 300,
        numberFormat: '@',
        note: 'K2: the order that seated the player',
      },
    ],
  };
}

export interface SeatLine {
  readonly at: number;
  readonly table: number;
  readonly seat: number;
  readonly player: string;
  /** as typed */
  readonly place: string;
  readonly carrots: Cell;
  readonly lettuces: Cell;
  readonly points: number | null;
}

export interface MultiplayerRound {
  readonly round: number;
  readonly table: Table;
  readonly seats: SeatLine[];
  readonly hasResults: boolean;
  readonly scored: boolean;
}

/** Reads a multi-player round tab; null (no problem) when there is none. */
export function readMultiplayerRound(
  book: Workbook,
  round: number,
): { tab: MultiplayerRound | null; problems: SheetProblem[] } {
  if (book.read(roundTabName(round)) === null) return { tab: null, problems: [] };
  const { table, problems } = readTable(book, multiplayerRoundTable(round));
  if (!table || problems.length) return { tab: null, problems };
  const seats: SeatLine[] = [];
  for (let i = 1; i < table.grid.length; i++) {
    const player = nameText(table, i, 'player');
    if (player === '') continue;
    const t = intCell(get(table, i, 'table'));
    const s = intCell(get(table, i, 'seat'));
    const pts = cellText(get(table, i, 'points'));
    seats.push({
      at: i,
      table: t === null || isNaN(t) ? 0 : t,
      seat: s === null || isNaN(s) ? 0 : s,
      player,
      place: text(table, i, 'place'),
      carrots: get(table, i, 'carrots'),
      lettuces: get(table, i, 'lettuces'),
      points: pts === '' || isNaN(Number(pts)) ? null : Number(pts),
    });
  }
  const hasResults = seats.some((x) => x.place !== '');
  const scored = seats.length > 0 && seats.every((x) => x.points !== null);
  return { tab: { round, table, seats, hasResults, scored }, problems };
}

const PLACES: Dropdown = { values: ['1', '2', '3', '4', ABSENT] };

/** The whole round tab as one block from row 2 (blank rows over older content), and the tab to create. */
export function multiplayerRoundOut(
  round: number,
  existing: Table | null,
  rows: readonly Readonly<Record<string, Cell>>[],
): { newTab: TabSpec | null; block: WriteBlock } {
  const def = multiplayerRoundTable(round);
  const style = (i: number, k: string | undefined): CellStyle => {
    const row = rows[i];
    return {
      background: row !== undefined && Number(row.table) % 2 === 1 ? '#f3f3f3' : '#ffffff',
      dropdown: k === 'place' && row ? PLACES : null,
    };
  };
  return {
    newTab: existing ? null : { ...tabSpec(def), formatRows: 1 },
    block: tableBlock(def, existing, rows, style, { dropdowns: true }),
  };
}

/** The round tab's look: places coloured (1st: win, absent: forfeit, blank: not reported), the reason column grouped. */
export function multiplayerRoundLayout(round: number, existing: Table | null, height: number): TabLayout {
  return roundLayout({
    def: multiplayerRoundTable(round),
    existing,
    height: Math.max(height, existing ? existing.grid.length - 1 : 0, 1),
    results: ['place'],
    guard: ['player'],
    outcomes: [
      { name: 'win', values: ['1'] },
      { name: 'forfeit', values: [ABSENT] },
      { name: 'unreported', values: [''] },
    ],
    technical: ['reason'],
  });
}

/** What a multi-player round tab records (roundRecord.ts): each table's seats and players; the places are results. */
export const MULTIPLAYER_RECORD: RecordSpec = {
  keys: ['table', 'seat', 'player', 'place'],
  ids: ['table', 'seat'],
  results: () => ['place'],
  isResult: (t) => /^\d+$/.test(t) || t.toLowerCase() === ABSENT,
  describe: (_r, c) => `seat ${c('seat')} of table ${c('table')}`,
  resultsGo: () => 'on the row of its player',
};

// The seal of a scored round: when Score round scores round r it records, in the same plan, the value of
// every result cell it scored (as written back, in the tab's one spelling) and how it got there (typed by an
// organizer, agreed by both sides through the results form, left blank and scored 0-0 by the add-on under
// M16, or still open under an extended deadline), the round's match scores as its summary said them, and
// the corrections made after scoring. Every action that reads a scored round compares its result cells with
// the seal (a changed cell stops it: scoredRounds.ts), onEdit notes a changed cell (src/addon/sealedEdit.ts)
// and Score round again asks before correcting.
//
// Where it is kept: the hidden tab "_scored", row r + 1 for round r, as the record of the pairings is kept
// (roundRecord.ts: written by the plan's own blocks, all or nothing, put back by Undo last action).
import type { Cell, Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { Plan, SheetProblem, TabSpec, WriteBlock } from '../plan';
import { a1 } from '../plan';
import { hiddenRowText, hiddenRowWrite, keptByRow } from './roundRecord';
import { keptForPair } from '../kept';

const SEAL_TAB = '_scored';

/** How a scored result cell got its value. */
export type Provenance = 'typed' | 'form' | 'add-on' | 'open';

const HOW: Record<Provenance, string> = {
  typed: 'typed by an organizer',
  form: 'agreed by both sides through the results form',
  'add-on': 'left blank and scored 0-0 by the add-on (M16)',
  open: 'open until an extended deadline',
};

/** One result cell as scored: its A1 address on the round tab, its value, how it got there. */
interface SealedCell {
  readonly cell: string;
  readonly value: string;
  readonly how: Provenance;
}

/** A result cell corrected after scoring (Score round again, after the question). */
type Correction = { readonly at: number; readonly cell: string; readonly was: string; readonly now: string };

/** Round `round`'s seal: its tab, the result cells scored, the match scores as Score round said them, the corrections. */
export type RoundSeal = Readonly<{
  round: number;
  tab: string;
  cells: readonly SealedCell[];
  lines: readonly string[];
  corrected: readonly Correction[];
}>;

/** A scored cell that reads otherwise now. */
export interface SealChange {
  readonly round: number;
  /** "R1!G3" */
  readonly where: string;
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly was: string;
  readonly now: string;
  readonly how: Provenance;
}

/** Where a result cell is (1-based) and how its value got there. */
export interface ScoredSpot {
  readonly row: number;
  readonly col: number;
  readonly how: Provenance;
}

const COLUMNS: TabSpec['columns'] = [
  { header: 'round', note: 'what Score round scored on each round tab; every action that reads the round checks it' },
  { header: 'seal', numberFormat: '@' },
];

/** The rounds with a seal. */
function sealedRounds(book: Workbook): number[] {
  const grid = book.read(SEAL_TAB) ?? [];
  return grid.flatMap((r, i) => (i > 0 && hiddenRowText(book, SEAL_TAB, i) !== '' ? [i] : []));
}

const sealOfRow = keptByRow(new WeakMap<readonly Cell[], { round: number; value: RoundSeal | null }>());

/** Round `round`'s seal, null when it was not scored (or scored before seals were kept, or unreadable). */
export function readSeal(book: Workbook, round: number): RoundSeal | null {
  return sealOfRow(book, SEAL_TAB, round, () => parsedSeal(book, round));
}

function parsedSeal(book: Workbook, round: number): RoundSeal | null {
  const json = hiddenRowText(book, SEAL_TAB, round);
  if (json === '') return null;
  try {
    const o = JSON.parse(json) as { t: string; c: [string, string, Provenance][]; l: string[]; x: Correction[] };
    const cells = o.c.map(([cell, value, how]) => ({ cell, value, how }));
    return { round, tab: o.t, cells, lines: o.l, corrected: o.x };
  } catch {
    return null;
  }
}

const canon = (v: string): string => v.trim().replace(/\s+/g, ' ').toLowerCase();

/** Row and column (1-based) of an A1 address. */
export function spotOf(cell: string): { row: number; col: number } {
  const m = /^([A-Z]+)(\d+)$/.exec(cell) ?? ['', 'A', '0'];
  return { row: Number(m[2]), col: [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) };
}

/**
 * The changes found for each seal on each round tab's grid (the very grid: a workbook's grids are never changed),
 * so that the action's planner and its Needs you tab compare the cells once.
 */
const changesOf = new WeakMap<readonly (readonly Cell[])[], Map<RoundSeal, readonly SealChange[]>>();

/** Every scored cell of the seal (but the open ones) that reads otherwise on its tab now. */
export function sealChanges(book: Workbook, seal: RoundSeal): SealChange[] {
  const grid = book.read(seal.tab);
  if (!grid) return changedCells([], seal);
  return keptForPair(changesOf, grid, seal, () => changedCells(grid, seal)).slice();
}

function changedCells(grid: readonly (readonly Cell[])[], seal: RoundSeal): SealChange[] {
  const out: SealChange[] = [];
  for (const c of seal.cells) {
    if (c.how === 'open') continue;
    const { row, col } = spotOf(c.cell);
    const now = cellText(grid[row - 1]?.[col - 1] ?? '').trim();
    if (canon(now) !== canon(c.value))
      out.push({
        round: seal.round,
        where: `${seal.tab}!${c.cell}`,
        tab: seal.tab,
        row,
        col,
        was: c.value,
        now,
        how: c.how,
      });
  }
  return out;
}

const shown = (v: string): string => (v === '' ? 'blank' : `"${v}"`);

/** What a changed scored cell says: the cell, the scored value, how it got there, the new one. */
export function changeText(c: SealChange): string {
  return `round ${c.round} was scored with ${shown(c.was)} in ${c.where} (${HOW[c.how]}); it now reads ${shown(c.now)}`;
}

/** What to do about a changed scored cell. */
export function changeFix(c: SealChange): string {
  return `type ${c.was === '' ? 'nothing (clear it)' : c.was} back, or run Score round for round ${c.round} again to correct the result (it lists what moves and asks first)`;
}

/**
 * A problem per changed cell of every sealed round but those `skip` names and those whose tab is gone or has a
 * problem of its own (a row deleted or moved, named by the record of the pairing: roundRecord.ts).
 */
export function sealProblems(
  book: Workbook,
  skip: (round: number) => boolean,
  own: readonly SheetProblem[],
): SheetProblem[] {
  const out: SheetProblem[] = [];
  for (const r of sealedRounds(book)) {
    const seal = skip(r) ? null : readSeal(book, r);
    if (!seal || book.read(seal.tab) === null || own.some((p) => p.tab === seal.tab)) continue;
    const header = book.read(seal.tab)?.[0] ?? [];
    for (const c of sealChanges(book, seal))
      out.push({
        tab: c.tab,
        row: c.row,
        column: cellText(header[c.col - 1] ?? '') || undefined,
        cell: a1(c.row, c.col),
        message: changeText(c),
        fix: changeFix(c),
      });
  }
  return out;
}

/**
 * Score round's plan with the round's seal written: the result cells at `spots` as they will be once the
 * plan is written, how each got there, the summary's match lines; a correction of an earlier seal is kept
 * in its history (the Overview says the round was corrected after scoring).
 */
export function withSeal(
  book: Workbook,
  plan: Plan,
  round: number,
  tab: string,
  spots: readonly ScoredSpot[],
  lines: readonly string[],
  now: Date,
): Plan {
  if (plan.problems.length) return plan;
  const grid = book.read(tab) ?? [];
  const valueAt = (row: number, col: number) => {
    const b = [...plan.blocks]
      .reverse()
      .find(
        (x) =>
          x.tab === tab &&
          row >= x.row &&
          row < x.row + x.values.length &&
          col >= x.col &&
          col < x.col + (x.values[0]?.length ?? 0),
      );
    return cellText((b ? b.values[row - b.row][col - b.col] : grid[row - 1]?.[col - 1]) ?? '').trim();
  };
  const old = readSeal(book, round);
  const changes = old ? sealChanges(book, old) : [];
  const corrected = [
    ...(old?.corrected ?? []),
    ...changes.map((c) => ({ at: now.getTime(), cell: c.where, was: c.was, now: c.now })),
  ];
  const cells = spots.map((s) => [a1(s.row, s.col), valueAt(s.row, s.col), s.how]);
  const w = hiddenRowWrite(book, SEAL_TAB, round, { t: tab, c: cells, l: lines, x: corrected }, COLUMNS);
  return { ...plan, newTabs: [...plan.newTabs, ...w.newTabs], blocks: [...plan.blocks, ...w.blocks] };
}

/** The blocks that forget the seals of rounds `from` on (their round tabs are paired again). */
export function sealsCleared(book: Workbook, from: number): WriteBlock[] {
  return sealedRounds(book)
    .filter((r) => r >= from)
    .flatMap((r) => hiddenRowWrite(book, SEAL_TAB, r, '', COLUMNS).blocks);
}

/** The Overview's lines: each round corrected after scoring, with its cells. */
export function correctionLines(book: Workbook): string[] {
  return sealedRounds(book).flatMap((r) => {
    const x = readSeal(book, r)?.corrected ?? [];
    if (x.length === 0) return [];
    const cells = x.map((c) => `${c.cell} ${c.was || 'blank'} to ${c.now || 'blank'}`).join(', ');
    const when = new Date(Math.max(...x.map((c) => c.at))).toISOString().slice(0, 16).replace('T', ' ');
    return [`Round ${r} was corrected after scoring (${when} UTC): ${cells}.`];
  });
}

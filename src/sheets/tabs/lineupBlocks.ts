// Block identity of the Line-ups tab: which rows Captains and protections protected for which team. Once
// captains are set, each team's line-up is read ONLY from the rows of its own protected block whose team cell
// is that team; any other filled row is a problem naming its cell. The blocks are recorded (document property
// LINEUP_BLOCKS_PROPERTY, written by the add-on's buildProtections right after the protections) with the round
// of each row, so that the add-on knows a block's IDENTITY, not only its position:
// - a sort moves values but not protected ranges, and inserting or deleting rows moves both; either way a
//   team's recorded row (team, round) is then found at another row than recorded: the block is "moved", and
//   every action that reads line-ups refuses, naming the rows, until the organizers undo it or run Captains and
//   protections (which puts each team's rows together again and protects them where they are);
// - a row typed under the blocks, or relabelled with another team's name, holds a team its position does not
//   belong to: a problem of that row, never read.
// Without captains (no protections yet) the organizers type everything and the rows are read as before
// (docs/decisions.md). Reading the record costs one property read whatever the number of teams.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import type { Table } from './table';
import { cellProblem, dataRows, text } from './table';

/** The captains of a team live in document properties starting with this (the add-on's captains.ts). */
export const CAPTAINS_PROPERTY = 'mochalunt.captains';
/** The recorded blocks: JSON [[team, first row, rounds]], rounds "1-8" or "1,2,4". */
export const LINEUP_BLOCKS_PROPERTY = 'mochalunt.lineupBlocks';

interface StoredBlock {
  readonly team: string;
  /** 1-based first row */
  readonly first: number;
  /** the round cell's text of each row, in order */
  readonly rounds: readonly string[];
}

const lastOf = (b: StoredBlock): number => b.first + b.rounds.length - 1;

function roundsText(rounds: readonly string[]): string {
  const n = rounds.map(Number);
  const run = rounds.length > 0 && n.every((x, i) => String(x) === rounds[i] && x === n[0] + i);
  return run ? `${n[0]}-${n[n.length - 1]}` : rounds.join(',');
}

function roundsOf(spec: string): string[] {
  const m = /^(\d+)-(\d+)$/.exec(spec);
  if (m) return Array.from({ length: Number(m[2]) - Number(m[1]) + 1 }, (_, i) => String(Number(m[1]) + i));
  return spec === '' ? [] : spec.split(',');
}

/** The record: {"rows": the tab's row count when built, "blocks": [[team, first row, rounds]]}. */
export function encodeBlocks(blocks: readonly StoredBlock[], maxRows: number): string {
  return JSON.stringify({ rows: maxRows, blocks: blocks.map((b) => [b.team, b.first, roundsText(b.rounds)]) });
}

/** The recorded blocks and the tab's row count then, or null when the record is missing or unreadable. */
export function decodeRecord(raw: string | undefined | null): { blocks: StoredBlock[]; rows: number } | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { rows?: unknown; blocks?: unknown } | null;
    if (!v || !Number.isInteger(v.rows) || !Array.isArray(v.blocks)) return null;
    const blocks: StoredBlock[] = [];
    for (const e of v.blocks as unknown[]) {
      if (!Array.isArray(e)) return null;
      const [team, first, rounds] = e as unknown[];
      if (
        typeof team !== 'string' ||
        typeof first !== 'number' ||
        !Number.isInteger(first) ||
        typeof rounds !== 'string'
      )
        return null;
      blocks.push({ team, first, rounds: roundsOf(rounds) });
    }
    return { blocks, rows: v.rows as number };
  } catch {
    return null;
  }
}

export const decodeBlocks = (raw: string | undefined | null): StoredBlock[] | null => decodeRecord(raw)?.blocks ?? null;

/** True once Captains and protections has kept captains (protections exist). */
export function captainsSet(all: Record<string, string>): boolean {
  return Object.keys(all).some((k) => k === CAPTAINS_PROPERTY || k.indexOf(CAPTAINS_PROPERTY + '.') === 0);
}

/**
 * What the workbook says of the Line-ups protections: null when there are none to respect (no captains set,
 * or a workbook without document properties); else the recorded blocks, [] when captains are set but no block
 * is recorded (protections built by an earlier version: every filled row is then refused until a rebuild).
 */
export function recordedBlocks(book: Workbook): { blocks: StoredBlock[]; recorded: boolean; rows: number } | null {
  const all = book.documentProperties ? book.documentProperties() : null;
  if (!all || !captainsSet(all)) return null;
  const record = decodeRecord(all[LINEUP_BLOCKS_PROPERTY]);
  return { blocks: record?.blocks ?? [], recorded: record !== null, rows: record?.rows ?? Infinity };
}

/**
 * The last row whose round and team cells only organizers could type: the rows the organizers' columns
 * protected when the blocks were recorded (Infinity before any record: the organizers typed everything). Rows
 * under it (added to the tab since) may hold a team typed by anyone.
 */
export function trustedRows(book: Workbook): number {
  const r = recordedBlocks(book);
  return r && r.recorded ? r.rows : Infinity;
}

interface Placement {
  /** the block covering each 1-based row */
  readonly owner: Map<number, StoredBlock>;
  /** one problem per block whose recorded rows were moved (sorted, inserted, deleted) */
  readonly moved: SheetProblem[];
  /** "rows 12-19" (every block of the team), '' when it has none */
  rowsOf(team: string): string;
}

const key = (team: string, round: string): string => `${team.trim().toLowerCase()}\u0000${round.trim()}`;

/** Where each recorded block stands now: its rows, and whether its recorded rows moved elsewhere. */
export function placeBlocks(t: Table, blocks: readonly StoredBlock[]): Placement {
  const owner = new Map<number, StoredBlock>();
  for (const b of blocks) for (let r = b.first; r <= lastOf(b); r++) owner.set(r, b);
  const at = new Map<string, number[]>();
  for (const i of dataRows(t)) {
    const k = key(text(t, i, 'team'), text(t, i, 'round'));
    at.set(k, [...(at.get(k) ?? []), i + 1]);
  }
  const found: { i: number; text: string }[] = [];
  for (const b of blocks) {
    for (let n = 0; n < b.rounds.length; n++) {
      const row = b.first + n;
      const i = row - 1;
      if (key(text(t, i, 'team'), text(t, i, 'round')) === key(b.team, b.rounds[n])) continue;
      const elsewhere = (at.get(key(b.team, b.rounds[n])) ?? []).filter((r) => r !== row);
      if (elsewhere.length === 0) continue;
      const holds = text(t, i, 'team') === '' ? 'nothing' : `${text(t, i, 'team')}'s round ${text(t, i, 'round')}`;
      found.push({
        i,
        text: `rows ${b.first}-${lastOf(b)} are protected for ${b.team}'s captains, but ${b.team}'s round ${b.rounds[n]} is now in row ${elsewhere[0]} and row ${row} holds ${holds}`,
      });
      break;
    }
  }
  // one problem for the tab: the first moved block, and how many more
  const more = found.length - 1;
  const moved =
    found.length === 0
      ? []
      : [
          cellProblem(
            t,
            found[0].i,
            'team',
            `${found[0].text}${more > 0 ? ` (and the rows of ${more} more team${more === 1 ? '' : 's'} moved)` : ''}: the tab was sorted, or rows were inserted or deleted, since Captains and protections`,
            "undo it (Edit > Undo, or File > Version history), or run Captains and protections... (it puts each team's rows together again and protects them)",
          ),
        ];
  const rowsOf = (team: string): string => {
    const mine = blocks.filter((b) => b.team.toLowerCase() === team.trim().toLowerCase());
    return mine.length
      ? `row${mine.length > 1 || mine[0].rounds.length > 1 ? 's' : ''} ${mine.map((b) => (b.rounds.length > 1 ? `${b.first}-${lastOf(b)}` : String(b.first))).join(', ')}`
      : '';
  };
  return { owner, moved, rowsOf };
}

const ORGANIZERS_COLUMNS: readonly [string, string][] = [
  ['agreed', 'the agreed changes (M12)'],
  ['sent', 'the sent time (M13)'],
  ['gamesSent', 'the games sent time (M7)'],
];
const CAPTAINS_COLUMNS = ['lineup', 'strength', 'matches', 'games'];

/**
 * The problem of a row that is not read: outside every recorded block (only when something is typed in it), or
 * inside another team's block (always). `block` is the block covering the row, if any.
 */
export function misplacedRow(
  t: Table,
  i: number,
  block: StoredBlock | undefined,
  place: Placement,
): SheetProblem | null {
  const team = text(t, i, 'team');
  const typed = (k: string) => t.col[k] !== undefined && text(t, i, k) !== '';
  if (block) {
    const who = team === '' ? 'a line-up with no team' : `${team}'s line-up`;
    const theirs =
      team !== '' && place.rowsOf(team) ? `; ${team}'s line-up goes on ${team}'s ${place.rowsOf(team)}` : '';
    return cellProblem(
      t,
      i,
      'team',
      `${who} is typed in ${block.team}'s ${place.rowsOf(block.team)} (protected for ${block.team}'s captains)`,
      `type ${block.team} back in the team cell and clear the row${theirs}, or ask the organizers`,
    );
  }
  const captains = CAPTAINS_COLUMNS.some(typed);
  const organizers = ORGANIZERS_COLUMNS.find(([k]) => typed(k));
  if (!captains && !organizers) return null;
  const rows = team !== '' ? place.rowsOf(team) : '';
  if (organizers && !captains) {
    return cellProblem(
      t,
      i,
      organizers[0],
      `only the organizers type ${organizers[1]}, and row ${i + 1} is outside the rows Captains and protections protected, so anyone may have typed it`,
      `clear it; the organizers type it on ${rows ? `${team}'s ${rows}` : "the team's own rows"}, or run Captains and protections... first to protect this row`,
    );
  }
  if (rows) {
    return cellProblem(
      t,
      i,
      'team',
      `${team}'s line-up is typed outside ${team}'s ${rows} (protected for ${team}'s captains)`,
      `type it on ${team}'s rows, or ask the organizers`,
    );
  }
  return cellProblem(
    t,
    i,
    'team',
    `${team === '' ? 'a line-up' : `${team}'s line-up`} is typed in row ${i + 1}, outside every team's protected rows`,
    "type it on the team's own rows; a team without rows of its own: the organizers run Captains and protections... to protect them",
  );
}

/**
 * The blocks Captains and protections protects: the recorded ones while they stand where recorded (a block keeps
 * its identity), then, for each team without a recorded block (added since, or the first build), its run of
 * consecutive rows above `trusted` (trustedRows). Rows of a recorded team outside its block (typed under the
 * blocks) get no protection.
 */
export function blocksToProtect(t: Table, stored: readonly StoredBlock[] | null, trusted = Infinity): StoredBlock[] {
  const kept = stored && placeBlocks(t, stored).moved.length === 0 ? stored : [];
  const owned = new Set<number>();
  for (const b of kept) for (let r = b.first; r <= lastOf(b); r++) owned.add(r);
  const keptTeams = new Set(kept.map((b) => b.team.toLowerCase()));
  const out: StoredBlock[] = kept.slice();
  let run: { team: string; first: number; rounds: string[] } | null = null;
  for (const i of dataRows(t)) {
    const team = text(t, i, 'team');
    if (owned.has(i + 1) || team === '' || keptTeams.has(team.toLowerCase()) || i + 1 > trusted) {
      run = null;
      continue;
    }
    if (run && run.team === team && run.first + run.rounds.length === i + 1) run.rounds.push(text(t, i, 'round'));
    else {
      run = { team, first: i + 1, rounds: [text(t, i, 'round')] };
      out.push(run);
    }
  }
  return out;
}

/** True when a recorded block's rows moved (sorted, inserted, deleted) since the record. */
export function blocksMoved(t: Table, stored: readonly StoredBlock[] | null): boolean {
  return !!stored && placeBlocks(t, stored).moved.length > 0;
}

/**
 * The Line-ups data rows put together again team by team (the recorded teams first, in their order, then the
 * others as they come), each team's rows by round; rows without a team keep their order after them, blank rows
 * last. Two rows of one team and round are a problem (which one its captain typed cannot be told). Null when
 * the order does not change.
 */
export function regroupRows(
  t: Table,
  stored: readonly StoredBlock[] | null,
): { rows: Table['grid']; problems: SheetProblem[] } | null {
  const rows = dataRows(t);
  const last = rows.length ? rows[rows.length - 1] : 0;
  const order: string[] = (stored ?? []).map((b) => b.team.toLowerCase());
  const seen = new Map<string, number>();
  const problems: SheetProblem[] = [];
  const items: { i: number; rank: number; round: number }[] = [];
  for (let i = 1; i <= last; i++) {
    const team = text(t, i, 'team').toLowerCase();
    const filled = rows.includes(i);
    if (team !== '' && order.indexOf(team) < 0) order.push(team);
    const k = key(team, text(t, i, 'round'));
    if (team !== '' && seen.has(k)) {
      problems.push(
        cellProblem(
          t,
          i,
          'round',
          `row ${seen.get(k)} holds ${text(t, i, 'team')}'s round ${text(t, i, 'round')} too, and which one its captain typed cannot be told`,
          `clear the row that is not ${text(t, i, 'team')}'s (ask its captain), then save Captains and protections again`,
        ),
      );
    }
    if (team !== '') seen.set(k, i + 1);
    const round = Number(text(t, i, 'round'));
    items.push({
      i,
      rank: team !== '' ? order.indexOf(team) : filled ? order.length + 1e6 : Infinity,
      round: Number.isFinite(round) ? round : Infinity,
    });
  }
  const sorted = items.slice().sort((a, b) => a.rank - b.rank || a.round - b.round || a.i - b.i);
  if (problems.length) return { rows: [], problems };
  if (sorted.every((x, n) => x.i === items[n].i)) return null;
  return { rows: sorted.map((x) => t.grid[x.i].slice()), problems };
}

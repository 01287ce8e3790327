// The Entrants tab of the formats other than MOCHALUNT: one row per player or team. Filled by organizers:
//   entrant (player or team) | seed (its meaning is the format's: SeedColumn) | from round (K6 late entry;
//   blank = 1) | left after round (K6 withdrawal; blank = still playing) | Abalone | Checkers | Quoridor | Octi
//   (team events, L5: the four players on fixed boards, the Abalone player is the captain).
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import type { ColumnDef, Table, TableDef } from '../tabs/table';
import { cellProblem, dataRows, get, intCell, nameText, readTable, text, listedTwice } from '../tabs/table';
import { nameKey } from '../../engine/mochalunt/lineup/names';
import { duplicateKey, lookAlike, lookAlikeKey, notAName } from '../tabs/cellText';
import { MINDLAB_BOARDS, type TeamLineUp } from '../../engine/mindlab/team';

export const ENTRANTS_TAB = 'Entrants';

/** The keys of the four board columns (L5). */
const BOARD_KEYS = MINDLAB_BOARDS.map((g) => g.toLowerCase());

/** The second column of a format's Entrants tab (key "seed"): its header, the other headers read, what it means. */
export interface SeedColumn {
  readonly header: string;
  readonly aliases: readonly string[];
  readonly width: number;
  readonly note: string;
}

/** How a format lists its entrants: players, or teams of four on fixed boards (L5); and what its seed is. */
export interface EntrantsSpec {
  readonly entrants: 'individual' | 'team';
  /** default: a seeding, 1 = first */
  readonly seed?: SeedColumn;
}

const SEED: SeedColumn = {
  header: 'seed',
  aliases: ['arrival', 'order'],
  width: 60,
  note: 'the seeding, 1 = first',
};

/** The Entrants table of a format: team events add the four board columns (L5). */
export function entrantsTable(s: EntrantsSpec): TableDef {
  const team = s.entrants === 'team';
  const seed = s.seed ?? SEED;
  const columns: ColumnDef[] = [
    {
      key: 'entrant',
      header: team ? 'team' : 'player',
      aliases: ['entrant', 'team', 'player', 'name'],
      required: true,
      width: 180,
      numberFormat: '@',
      note: team ? "the team's name" : "the player's name",
      filledBy: 'organizers',
    },
    {
      key: 'seed',
      header: seed.header,
      aliases: [...seed.aliases],
      required: true,
      width: seed.width,
      note: seed.note,
      filledBy: 'organizers',
    },
    {
      key: 'fromRound',
      header: 'from round',
      required: false,
      width: 80,
      note: 'K6: late entry: the first round played (blank = 1)',
      filledBy: 'organizers',
    },
    {
      key: 'leftAfter',
      header: 'left after round',
      required: false,
      width: 110,
      note: 'K6: withdrawn: the last round played (0 = before round 1); cannot return',
      filledBy: 'organizers',
    },
  ];
  if (team) {
    MINDLAB_BOARDS.forEach((g, i) =>
      columns.push({
        key: BOARD_KEYS[i],
        header: g,
        required: true,
        width: 140,
        numberFormat: '@',
        note: i === 0 ? 'L5: board 1, the captain' : `L5: board ${i + 1}`,
        filledBy: 'organizers',
      }),
    );
  }
  return { tab: ENTRANTS_TAB, columns, banding: true };
}

export interface EntrantRow {
  readonly name: string;
  readonly seed: number;
  /** K6: first round played (1 unless a late entry) */
  readonly fromRound: number;
  /** K6: last round played, null while playing */
  readonly leftAfter: number | null;
  /** L5: the four players in board order (team events) */
  readonly lineUp: TeamLineUp | null;
  /** 0-based grid row */
  readonly at: number;
}

/** True when the entrant plays round `round` (K6). */
export function playsRound(e: EntrantRow, round: number): boolean {
  return e.fromRound <= round && (e.leftAfter === null || e.leftAfter >= round);
}

/** Reads the Entrants tab, sorted by seed; problems name the row and column. */
export function readEntrants(
  book: Workbook,
  s: EntrantsSpec,
): { entrants: EntrantRow[]; table: Table | null; problems: SheetProblem[] } {
  const def = entrantsTable(s);
  const { table, problems } = readTable(book, def);
  if (!table || problems.length) return { entrants: [], table, problems };
  const team = def.columns.length > 4;
  const out: EntrantRow[] = [];
  const byName = new Map<string, number>();
  const byLook = new Map<string, number>();
  const bySeed = new Map<number, number>();
  const players = new Map<string, string>();
  for (const i of dataRows(table)) {
    const name = nameText(table, i, 'entrant');
    if (name === '') {
      problems.push(cellProblem(table, i, 'entrant', 'the name is empty', 'type the name, or clear the whole row'));
      continue;
    }
    const bad = notAName(get(table, i, 'entrant'), 'name');
    if (bad) {
      if (!bad.reported) problems.push(cellProblem(table, i, 'entrant', bad.message, bad.fix));
      continue;
    }
    const key = duplicateKey(name);
    const twice = byName.get(key);
    if (twice !== undefined) {
      const first = text(table, twice, 'entrant');
      const typed = text(table, i, 'entrant'); // as typed: "differs only in spaces" when it does
      problems.push(cellProblem(table, i, 'entrant', listedTwice(typed, first, twice), 'list each entrant once'));
      continue;
    }
    byName.set(key, i);
    const look = lookAlikeKey(name);
    const looks = byLook.get(look);
    if (looks !== undefined) {
      const l = lookAlike(name, text(table, looks, 'entrant'), looks, 'entrant');
      problems.push(cellProblem(table, i, 'entrant', l.message, l.fix));
      continue;
    }
    byLook.set(look, i);
    const seed = intCell(get(table, i, 'seed'));
    if (seed === null || isNaN(seed) || seed < 1) {
      problems.push(
        cellProblem(
          table,
          i,
          'seed',
          text(table, i, 'seed') === ''
            ? `${name} has no ${def.columns[1].header}`
            : `the ${def.columns[1].header} of ${name} is "${text(table, i, 'seed')}", not a whole number from 1 up`,
          'type 1 for the first, 2 for the next, ...',
        ),
      );
      continue;
    }
    const sameSeed = bySeed.get(seed);
    if (sameSeed !== undefined) {
      problems.push(
        cellProblem(
          table,
          i,
          'seed',
          `${seed} is given twice (also in row ${sameSeed + 1})`,
          'give each entrant a different number',
        ),
      );
      continue;
    }
    bySeed.set(seed, i);
    const from = intCell(get(table, i, 'fromRound'));
    if (from !== null && (isNaN(from) || from < 1)) {
      problems.push(
        cellProblem(
          table,
          i,
          'fromRound',
          `"${text(table, i, 'fromRound')}" is not a round`,
          'type the first round the entrant plays (e.g. 3), or leave it blank',
        ),
      );
      continue;
    }
    const left = intCell(get(table, i, 'leftAfter'));
    if (left !== null && (isNaN(left) || left < 0 || left < (from ?? 1) - 1)) {
      problems.push(
        cellProblem(
          table,
          i,
          'leftAfter',
          `"${text(table, i, 'leftAfter')}" is not a round the entrant played`,
          'type the last round played (0 = left before round 1), or leave it blank',
        ),
      );
      continue;
    }
    let lineUp: TeamLineUp | null = null;
    if (team) {
      const ps = BOARD_KEYS.map((k) => nameText(table, i, k));
      let bad = false;
      ps.forEach((p, b) => {
        if (p === '') return;
        const other = players.get(nameKey(p));
        if (other !== undefined && !bad) {
          problems.push(
            cellProblem(
              table,
              i,
              BOARD_KEYS[b],
              `${p} already plays for ${other}`,
              `a player plays one board for one team: type another player, or remove ${p} from one of the two teams`,
            ),
          );
          bad = true;
        }
        players.set(nameKey(p), name);
      });
      const missing = ps.findIndex((p) => p === '');
      if (missing >= 0) {
        problems.push(
          cellProblem(
            table,
            i,
            BOARD_KEYS[missing],
            `${name} has no ${MINDLAB_BOARDS[missing]} player`,
            'L5: a team has four players, one on each board: type the name',
          ),
        );
        continue;
      }
      if (bad) continue;
      lineUp = [ps[0], ps[1], ps[2], ps[3]];
    }
    out.push({ name, seed, fromRound: from ?? 1, leftAfter: left, lineUp, at: i });
  }
  // in seed order (a list typed in seed order is left as it is: the same as sorting it)
  if (out.some((e, i) => i > 0 && out[i - 1].seed > e.seed)) out.sort((a, b) => a.seed - b.seed);
  return { entrants: out, table, problems };
}

// K1, K3: how many tables of 4 and of 3, and who sits where and moves first.
import { fail, ok, type Checked } from '../core/problem';

/**
 * K1: as many tables of 4 as possible, as few of 3 as necessary, the tables of 3 last (10 gives 4 3 3).
 * Decision: 1, 2 and 5 players cannot be seated in fours and threes and are refused (so is 0).
 */
export function tableSizes(players: number): Checked<number[]> {
  if (!Number.isInteger(players) || players < 0) {
    return fail({
      field: 'players',
      message: `${players} is not a number of players`,
      fix: 'type a whole number, e.g. 10',
    });
  }
  const threes = (4 - (players % 4)) % 4;
  const fours = (players - 3 * threes) / 4;
  if (players === 0 || fours < 0) {
    return fail({
      field: 'players',
      message: `${players} player${players === 1 ? '' : 's'} cannot be seated at tables of 4 and 3`,
      fix: 'tables of 4 and 3 seat 3, 4, or 6 and more players: the tournament director adds or removes one',
    });
  }
  return ok([...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)]);
}

interface SeatedTable {
  /** 1 = top table */
  readonly table: number;
  /** highest-ranked first, as allocated (K2) */
  readonly players: readonly string[];
  /** K3: the order of play, lowest-ranked first, highest-ranked last */
  readonly moveOrder: readonly string[];
}

/** K2, K3: fills tables from the top of the ranked order (table 1 gets the first four, ...). */
export function seatTables(ranked: readonly string[]): Checked<SeatedTable[]> {
  const sizes = tableSizes(ranked.length);
  if (!sizes.ok) return sizes;
  const out: SeatedTable[] = [];
  let at = 0;
  sizes.value.forEach((size, i) => {
    const players = ranked.slice(at, at + size);
    at += size;
    out.push({ table: i + 1, players, moveOrder: players.slice().reverse() });
  });
  return ok(out);
}

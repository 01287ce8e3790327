// M12: individual pairings agreed by the two captains, replacing the computed ones board by board.
//
// Decisions (documented here and in the report):
// - An override names a board of the computed pairing (1..n) and the two players who meet there; it
//   replaces that board. Boards cannot be added or removed this way (the number of matches is changed
//   by the reduction of M10).
// - Named players must be in their team's line-up (first part); after the overrides, a player may play
//   twice only if listed after the "/", never more than twice, and never twice against the same opponent.
import type { Problem, Checked } from '../../core/problem';
import { ok } from '../../core/problem';
import type { PlayerName } from '../../core/ids';
import { closestName, findName } from './names';
import type { Board, LineUp } from './types';

/** One agreed board, names as typed. */
export interface BoardOverride {
  readonly board: number;
  readonly team1: string;
  readonly team2: string;
}

/** M12: applies the captains' agreed pairings to the computed boards. */
export function applyOverrides(
  boards: readonly Board[],
  overrides: readonly BoardOverride[],
  team1: LineUp,
  team2: LineUp,
): Checked<Board[]> {
  const field = 'agreed pairings';
  const problems: Problem[] = [];
  const out = boards.slice();
  const seenBoards = new Set<number>();
  const resolve = (typed: string, l: LineUp, team: string, board: number): PlayerName | undefined => {
    const found = findName(typed, l.players);
    if (found === undefined) {
      const c = closestName(typed, l.players);
      problems.push({
        field,
        message: `board ${board}: ${typed} is not in ${team}'s line-up`,
        fix: `${c !== undefined ? `did you mean ${c}? ` : ''}name a player of ${team}'s line-up: ${l.players.join(', ')}`,
      });
    }
    return found;
  };
  for (const o of overrides) {
    if (!Number.isInteger(o.board) || o.board < 1 || o.board > boards.length) {
      problems.push({
        field,
        message: `there is no board ${o.board}: the computed pairing has ${boards.length} boards`,
        fix: `type a board from 1 to ${boards.length}; to play fewer matches, use the reduction`,
      });
      continue;
    }
    if (seenBoards.has(o.board)) {
      problems.push({
        field,
        message: `board ${o.board} is changed twice`,
        fix: `keep one agreed pairing for board ${o.board}`,
      });
      continue;
    }
    seenBoards.add(o.board);
    const p1 = resolve(o.team1, team1, 'team 1', o.board);
    const p2 = resolve(o.team2, team2, 'team 2', o.board);
    if (p1 !== undefined && p2 !== undefined) out[o.board - 1] = { board: o.board, team1: p1, team2: p2 };
  }
  if (problems.length) return { ok: false, problems };

  const checkSide = (side: 'team1' | 'team2', l: LineUp, team: string) => {
    const count = new Map<PlayerName, number>();
    for (const b of out) count.set(b[side], (count.get(b[side]) ?? 0) + 1);
    for (const [p, n] of count) {
      const allowed = l.seconds.includes(p) ? 2 : 1;
      if (n > allowed) {
        problems.push({
          field,
          message: `${p} (${team}) would play ${n} individual matches${allowed === 1 ? ', but is not listed after the "/"' : '; 2 is the most'}`,
          fix: `give ${p}'s extra board${n - allowed > 1 ? 's' : ''} to another player of ${team}`,
        });
      }
    }
  };
  checkSide('team1', team1, 'team 1');
  checkSide('team2', team2, 'team 2');
  const pairs = new Map<string, number>();
  for (const b of out) {
    const k = `${b.team1}\u0000${b.team2}`;
    const before = pairs.get(k);
    if (before !== undefined)
      problems.push({
        field,
        message: `${b.team1} and ${b.team2} would meet twice (boards ${before} and ${b.board})`,
        fix: 'pair each player with different opponents',
      });
    else pairs.set(k, b.board);
  }
  return problems.length ? { ok: false, problems } : ok(out);
}

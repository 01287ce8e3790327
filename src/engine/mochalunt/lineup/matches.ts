// M9-M11: the individual matches of a team match, computed from the two line-ups: truncation to the
// number of matches, reordering by the first part (or by the strength order), the reduction of M10.
//
// M10 (reduction): only the captain of the team with the higher NAP may reduce, and only to a number smaller
// than the default number of matches (M9) and not below the smaller NAP. A typed number equal to the default
// is no reduction: it is accepted from either team and changes nothing, neither the matches nor G (M18).
// When both NAPs are equal there is nothing to reduce: only the default itself is accepted.
import { fail, ok, type Checked } from '../../core/problem';
import type { PlayerName } from '../../core/ids';
import { nap, slots } from './parse';
import type { Board, LineUp, Reduction, Side } from './types';

/**
 * M9: the number of individual matches without reduction: pairs are made from the top of both lists
 * until the higher NAP is reached, as long as both lists have slots left.
 */
export function defaultMatchCount(team1: LineUp, team2: LineUp): number {
  return Math.min(Math.max(nap(team1), nap(team2)), slots(team1), slots(team2));
}

interface ReductionRange {
  /** the smaller NAP: the fewest matches a reduction may leave */
  readonly min: number;
  /** the default number of matches (M9) */
  readonly max: number;
  /** the team whose captain may reduce; null when the NAPs are equal */
  readonly by: Side | null;
}

/** M10: the numbers of matches the higher-NAP team's captain may choose from. */
export function reductionRange(team1: LineUp, team2: LineUp): ReductionRange {
  const n1 = nap(team1);
  const n2 = nap(team2);
  return {
    min: Math.min(n1, n2),
    max: defaultMatchCount(team1, team2),
    by: n1 > n2 ? 'team1' : n2 > n1 ? 'team2' : null,
  };
}

const teamLabel = (s: Side): string => (s === 'team1' ? 'team 1' : 'team 2');

/** M10: checks a reduction; the value is the number of matches to play. */
export function checkReduction(team1: LineUp, team2: LineUp, reduction: Reduction): Checked<number> {
  const field = 'matches';
  const { min, max, by } = reductionRange(team1, team2);
  const m = reduction.matches;
  if (!Number.isInteger(m))
    return fail({
      field,
      message: `"${m}" is not a whole number of matches`,
      fix: `type a whole number from ${min} to ${max}`,
    });
  if (m === max) return ok(m);
  if (by === null) {
    return fail({
      field,
      message: `both teams have ${min} available players, so there is nothing to reduce: the team match has ${max} individual matches`,
      fix: `leave the number of matches empty, or type ${max}`,
    });
  }
  if (reduction.by !== undefined && reduction.by !== by) {
    return fail({
      field,
      message: `only the captain of ${teamLabel(by)}, the team with more available players, may reduce the number of matches`,
      fix: `leave the number of matches empty (or type ${max}, the default); only ${teamLabel(by)} may type a smaller number`,
    });
  }
  if (m < min || m > max) {
    return fail({
      field,
      message: `${m} matches is outside the allowed range: at least ${min} (the smaller NAP), at most ${max} (the default number of matches)`,
      fix:
        min === max
          ? `there is nothing to reduce: leave it empty, or type ${max}`
          : `to reduce, type a whole number from ${min} to ${max - 1}; leave it empty (or type ${max}) to play the default ${max} matches`,
    });
  }
  return ok(m);
}

/**
 * M10: the number of matches a typed number reduces to, or null when it is no reduction: blank, the default
 * number of matches itself (M9), or a number `checkReduction` refuses (typed by the lower-NAP team, out of
 * range). This is what M18 caps the reducing team's offer at.
 */
export function effectiveReduction(team1: LineUp, team2: LineUp, reduction: Reduction | null): number | null {
  if (reduction === null) return null;
  const r = checkReduction(team1, team2, reduction);
  if (!r.ok) return null;
  return r.value < defaultMatchCount(team1, team2) ? r.value : null;
}

/** M9, M11: a team's entries for `n` matches: its full list truncated, then reordered. */
function orderedEntries(l: LineUp, n: number): PlayerName[] {
  const full = [...l.players, ...l.seconds].slice(0, n);
  const index = (p: PlayerName) => l.players.indexOf(p);
  const key = (p: PlayerName) => (l.strength ? l.strength[index(p)] : index(p));
  return full
    .map((p, i) => ({ p, i, k: key(p) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((e) => e.p);
}

/**
 * M9-M11: the individual matches, board by board. Each full list (both parts) is truncated to the number
 * of matches (M9, or the reduction of M10), then reordered by the order of the first part, or by the
 * strength order where the captain gave one (M11); the i-th entries meet on board i.
 */
export function individualMatches(team1: LineUp, team2: LineUp, reduction?: Reduction): Checked<Board[]> {
  let n = defaultMatchCount(team1, team2);
  if (reduction !== undefined) {
    const r = checkReduction(team1, team2, reduction);
    if (!r.ok) return r;
    n = r.value;
  }
  const a = orderedEntries(team1, n);
  const b = orderedEntries(team2, n);
  return ok(a.map((p, i) => ({ board: i + 1, team1: p, team2: b[i] })));
}

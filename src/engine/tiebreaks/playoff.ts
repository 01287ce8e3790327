// T5: perfect-score play-offs. Two or more entrants on a perfect score after the published rounds play
// further rounds among themselves until at most one remains perfect.
import { createRng } from '../core/rng';
import type { TieBreakEntrant } from './types';

export interface PlayoffSettings {
  /** rounds announced before the event */
  readonly publishedRounds: number;
  /** points of a won game: 1 for two-player games, 4 at a multi-player table (K4) */
  readonly winPoints: number;
}

/**
 * T5: perfect = the win points in every published round (a bye worth a win counts) and in every play-off
 * game played. Decision: an entrant who waited out a play-off round (odd number) stays perfect.
 */
function isPerfect(e: TieBreakEntrant, s: PlayoffSettings): boolean {
  for (let r = 1; r <= s.publishedRounds; r++) {
    const points = e.games.filter((g) => g.round === r).reduce((sum, g) => sum + g.points, 0);
    if (points < s.winPoints) return false;
  }
  return e.games.filter((g) => g.round > s.publishedRounds).every((g) => g.points >= s.winPoints);
}

/** T5: the entrants still on a perfect score; a play-off round is due when there are two or more. */
export function perfectScores(entrants: readonly TieBreakEntrant[], s: PlayoffSettings): string[] {
  return entrants.filter((e) => isPerfect(e, s)).map((e) => e.id);
}

interface PlayoffRound {
  readonly pairs: readonly (readonly [string, string])[];
  /** the entrant without a game when the number is odd (drawn), else null */
  readonly waiting: string | null;
}

/**
 * T5: pairs the perfect entrants among themselves. Decision: the pairs are drawn (seeded), avoiding games
 * already played between them where possible; with an odd number one entrant, drawn (among those whose
 * absence lets the others play without a rematch), waits for the next play-off round. Returns null when no play-off is due (fewer than two perfect).
 */
export function pairPlayoffRound(
  entrants: readonly TieBreakEntrant[],
  s: PlayoffSettings,
  seed: string,
): PlayoffRound | null {
  const perfect = perfectScores(entrants, s);
  if (perfect.length < 2) return null;
  const byId = new Map(entrants.map((e) => [e.id, e] as const));
  const met = (a: string, b: string): boolean => byId.get(a)!.games.some((g) => g.opponents.includes(b));
  const order = createRng(seed).shuffle(perfect);
  if (order.length % 2 === 0) return { pairs: pairAvoidingRematches(order, met) ?? pairInOrder(order), waiting: null };
  // odd: the waiter is the last drawn whose absence lets the others play without a rematch
  for (let w = order.length - 1; w >= 0; w--) {
    const rest = [...order.slice(0, w), ...order.slice(w + 1)];
    const pairs = pairAvoidingRematches(rest, met);
    if (pairs) return { pairs, waiting: order[w] };
  }
  return { pairs: pairInOrder(order.slice(0, -1)), waiting: order[order.length - 1] };
}

function pairInOrder(ids: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) out.push([ids[i], ids[i + 1]]);
  return out;
}

/** Depth-first: the first entrant left meets the first it has not met yet. */
function pairAvoidingRematches(
  ids: readonly string[],
  met: (a: string, b: string) => boolean,
): [string, string][] | null {
  if (ids.length === 0) return [];
  const [a, ...rest] = ids;
  for (let i = 0; i < rest.length; i++) {
    if (met(a, rest[i])) continue;
    const tail = pairAvoidingRematches([...rest.slice(0, i), ...rest.slice(i + 1)], met);
    if (tail) return [[a, rest[i]], ...tail];
  }
  return null;
}

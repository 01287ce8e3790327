// Swiss pairing hook (L2, L4): ranks entrants by score then starting rank, and picks the bye rule by round.
import { pairRound } from './pairRound';
import type { PairingSettings } from './settings';
import type { PairingEntrant, RoundPairing } from './types';

export interface SwissPlayer {
  readonly id: string;
  /** points so far (L1: 1, ½, 0; a bye counts as scored) */
  readonly score: number;
  /** starting rank, 1 = top seed */
  readonly startingRank: number;
  readonly opponents: readonly string[];
  readonly hadBye: boolean;
}

/** L4: the Swiss ranking used for pairing: score descending, then starting rank. */
export function swissEntrants(players: readonly SwissPlayer[]): PairingEntrant[] {
  const sorted = players.slice().sort((a, b) => b.score - a.score || a.startingRank - b.startingRank);
  return sorted.map((p, rank) => ({ id: p.id, score: p.score, rank, opponents: p.opponents, hadBye: p.hadBye }));
}

/**
 * L2, L4: a Swiss round; round 1's bye is drawn from the seed, later byes go to the lowest-ranked without one.
 * Score gaps count in half points (L1: a draw is ½).
 */
export function pairSwissRound(
  players: readonly SwissPlayer[],
  round: number,
  seed: string,
  settings: Partial<PairingSettings> = {},
): RoundPairing {
  const bye = round === 1 ? { kind: 'draw' as const, seed } : { kind: 'lowestRanked' as const };
  return pairRound({ entrants: swissEntrants(players), bye, scoreStep: 0.5 }, settings);
}

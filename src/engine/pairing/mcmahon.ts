// McMahon start scores (M2) and the McMahon pairing of a round (M3): a thin hook over pairRound.
import { pairRound } from './pairRound';
import type { PairingSettings } from './settings';
import type { PairingEntrant, RoundPairing } from './types';

interface McMahonStartSettings {
  /** M2 Decision: how many teams start in the top group; default ⌊n/2⌋ */
  readonly topGroupSize?: number;
  /** M2: fictitious points of the top group (3) and of the rest (1) */
  readonly topStart: number;
  readonly restStart: number;
}

const DEFAULT_MCMAHON_START: McMahonStartSettings = { topStart: 3, restStart: 1 };

/**
 * M2: fictitious start scores from the initial seeding (best first): the top group (default ⌊n/2⌋ teams)
 * starts on 3, the rest on 1. Returns the start score per id, in seeding order.
 */
export function mcMahonStartScores(
  seeding: readonly string[],
  settings: Partial<McMahonStartSettings> = {},
): Map<string, number> {
  const s = { ...DEFAULT_MCMAHON_START, ...settings };
  const top = s.topGroupSize ?? Math.floor(seeding.length / 2);
  if (!Number.isInteger(top) || top < 0 || top > seeding.length) {
    throw new RangeError(`M2: the top group size must be a whole number from 0 to ${seeding.length}, not ${top}`);
  }
  const out = new Map<string, number>();
  seeding.forEach((id, i) => out.set(id, i < top ? s.topStart : s.restStart));
  return out;
}

/** M3: a McMahon round: entrants' score is the McMahon score; the bye goes to the lowest-ranked without one. */
export function pairMcMahonRound(
  entrants: readonly PairingEntrant[],
  settings: Partial<PairingSettings> = {},
): RoundPairing {
  return pairRound({ entrants, bye: { kind: 'lowestRanked' } }, settings);
}

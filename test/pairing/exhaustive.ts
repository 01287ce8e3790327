// Test helpers: random tournaments with histories, and the oracle's score of a solver's pairing. The
// criteria and the exhaustive search are in oracle.ts, written from the rules, not from the solver.
import { createRng } from '../../src/engine/core/rng';
import type { PairingEntrant, PairingRequest, RoundPairing } from '../../src/engine/pairing/types';
import { scoreRound, type OracleRound, type Score } from './oracle';

export { exhaustiveOptimum } from './oracle';

/** The oracle's score (oracle.ts, from the rules) of a pairing the solver returned. */
export function scoreOf(request: OracleRound, pairing: RoundPairing): Score {
  return scoreRound(
    request,
    pairing.matches.map((m) => [m.first, m.second] as const),
    pairing.bye,
  );
}

interface RandomTournament {
  readonly request: PairingRequest;
  readonly system: 'mcmahon' | 'swiss';
}

/**
 * A field of n entrants after `rounds` earlier rounds paired at random (so histories may force rematches),
 * with byes (at most one each) and random results; McMahon scores start at M2's 3/1, Swiss at 0 with halves.
 */
export function randomTournament(
  n: number,
  rounds: number,
  seed: number,
  system: 'mcmahon' | 'swiss',
  shuffledRanks: boolean,
): RandomTournament {
  const rng = createRng(seed);
  const ids = Array.from({ length: n }, (_, i) => `E${i + 1}`);
  const score = new Map(ids.map((id, i) => [id, system === 'mcmahon' ? (i < Math.floor(n / 2) ? 3 : 1) : 0]));
  const opponents = new Map(ids.map((id) => [id, [] as string[]]));
  const hadBye = new Set<string>();
  const [win, draw, loss, bye] = system === 'mcmahon' ? [3, 2, 1, 3] : [1, 0.5, 0, 1];
  for (let r = 0; r < rounds; r++) {
    let order = rng.shuffle(ids);
    if (n % 2 === 1) {
      const free = order.filter((id) => !hadBye.has(id));
      const b = free.length > 0 ? free[0] : order[0];
      if (!hadBye.has(b)) {
        hadBye.add(b);
        score.set(b, (score.get(b) as number) + bye);
      }
      order = order.filter((id) => id !== b);
    }
    for (let i = 0; i + 1 < order.length; i += 2) {
      const a = order[i],
        b = order[i + 1];
      (opponents.get(a) as string[]).push(b);
      (opponents.get(b) as string[]).push(a);
      const x = rng.next();
      const [sa, sb] = x < 0.2 ? [draw, draw] : x < 0.6 ? [win, loss] : [loss, win];
      score.set(a, (score.get(a) as number) + sa);
      score.set(b, (score.get(b) as number) + sb);
    }
  }
  const ranked = shuffledRanks
    ? rng.shuffle(ids)
    : ids
        .slice()
        .sort((a, b) => (score.get(b) as number) - (score.get(a) as number) || ids.indexOf(a) - ids.indexOf(b));
  const entrants: PairingEntrant[] = ids.map((id) => ({
    id,
    score: score.get(id) as number,
    rank: ranked.indexOf(id),
    opponents: opponents.get(id) as string[],
    hadBye: hadBye.has(id),
  }));
  const byeRule =
    system === 'swiss' && rounds === 0
      ? { kind: 'draw' as const, seed: `s${seed}` }
      : { kind: 'lowestRanked' as const };
  return { request: { entrants, bye: byeRule }, system };
}

// Realistic mid-event fields for the benchmark: n entrants, rounds 1..r paired by our own engine, results drawn
// from a seeded rng with draws (stronger seeds win more often). Swiss (L2 byes, L4; 1, ½, 0) or McMahon (M2
// start scores 3 for the better half by seeding and 1 for the rest, M3; main points 3, 2, 1, a bye 3).
import { createRng } from '../src/engine/core/rng';
import {
  mcMahonStartScores,
  pairMcMahonRound,
  pairSwissRound,
  swissEntrants,
  type RoundPairing,
} from '../src/engine/pairing';

export interface SimPlayer {
  id: string;
  score: number;
  startingRank: number;
  opponents: string[];
  hadBye: boolean;
}

export type SimSystem = 'swiss' | 'mcmahon';

/** points for a win, a draw, a loss and a bye */
const POINTS: Record<SimSystem, readonly [number, number, number, number]> = {
  swiss: [1, 0.5, 0, 1],
  mcmahon: [3, 2, 1, 3],
};

/** The next round of the field by its system (round 1's Swiss bye drawn from the seed). */
export function pairSimulated(
  players: readonly SimPlayer[],
  system: SimSystem,
  round: number,
  seed: string,
): RoundPairing {
  // M3 ranks by McMahon score, then seeding: the order swissEntrants gives (score, then starting rank)
  return system === 'swiss' ? pairSwissRound(players, round, seed) : pairMcMahonRound(swissEntrants(players));
}

export function simulate(n: number, rounds: number, seed: string, system: SimSystem = 'swiss'): SimPlayer[] {
  const rng = createRng(seed);
  const ids = Array.from({ length: n }, (_, i) => String(i + 1));
  const start = system === 'mcmahon' ? mcMahonStartScores(ids) : null;
  const players: SimPlayer[] = ids.map((id, i) => ({
    id,
    score: start ? (start.get(id) as number) : 0,
    startingRank: i + 1,
    opponents: [],
    hadBye: false,
  }));
  const [win, draw, loss, bye] = POINTS[system];
  const byId = new Map(players.map((p) => [p.id, p]));
  for (let r = 1; r <= rounds; r++) {
    const pairing = pairSimulated(players, system, r, `${seed}/${r}`);
    for (const m of pairing.matches) {
      const a = byId.get(m.first) as SimPlayer,
        b = byId.get(m.second) as SimPlayer;
      a.opponents.push(b.id);
      b.opponents.push(a.id);
      const pA = 0.5 + (b.startingRank - a.startingRank) / (2.5 * n);
      const x = rng.next();
      if (x < 0.12) {
        a.score += draw;
        b.score += draw;
      } else if (x < 0.12 + 0.88 * pA) {
        a.score += win;
        b.score += loss;
      } else {
        a.score += loss;
        b.score += win;
      }
    }
    if (pairing.bye) {
      const p = byId.get(pairing.bye) as SimPlayer;
      p.score += bye;
      p.hadBye = true;
    }
  }
  return players;
}

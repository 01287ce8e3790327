// Realistic mid-event Swiss fields for the benchmark: n players, rounds 1..r paired by our own engine
// (L2 byes, L4), results drawn from a seeded rng with draws (stronger seeds win more often).
import { createRng } from '../src/engine/core/rng';
import { pairSwissRound } from '../src/engine/pairing';

export interface SimPlayer {
  id: string;
  score: number;
  startingRank: number;
  opponents: string[];
  hadBye: boolean;
}

export function simulateSwiss(n: number, rounds: number, seed: string): SimPlayer[] {
  const rng = createRng(seed);
  const players: SimPlayer[] = Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    score: 0,
    startingRank: i + 1,
    opponents: [],
    hadBye: false,
  }));
  const byId = new Map(players.map((p) => [p.id, p]));
  for (let r = 1; r <= rounds; r++) {
    const pairing = pairSwissRound(players, r, `${seed}/${r}`);
    for (const m of pairing.matches) {
      const a = byId.get(m.first) as SimPlayer,
        b = byId.get(m.second) as SimPlayer;
      a.opponents.push(b.id);
      b.opponents.push(a.id);
      const pA = 0.5 + (b.startingRank - a.startingRank) / (2.5 * n);
      const x = rng.next();
      if (x < 0.12) {
        a.score += 0.5;
        b.score += 0.5;
      } else if (x < 0.12 + 0.88 * pA) a.score += 1;
      else b.score += 1;
    }
    if (pairing.bye) {
      const p = byId.get(pairing.bye) as SimPlayer;
      p.score += 1;
      p.hadBye = true;
    }
  }
  return players;
}

// Golden rounds (M3, L2, L4): pairings computed by hand (golden/rounds.ts) must be what the solver gives, and
// the independent oracle (oracle.ts) must find each to be the only optimum of the first seven criteria.
import { pairRound, type PairingEntrant, type PairingRequest } from '../../src/engine/pairing';
import { GOLDEN_ROUNDS, type GoldenRound } from './golden/rounds';
import { exhaustiveOptimum } from './oracle';

function request(g: GoldenRound): PairingRequest {
  const entrants: PairingEntrant[] = g.entrants.map((e, rank) => ({
    id: e.id,
    score: e.score,
    rank,
    opponents: e.met ?? [],
    hadBye: e.hadBye === true,
  }));
  return { entrants, bye: { kind: 'lowestRanked' }, ...(g.system === 'swiss' ? { scoreStep: 0.5 } : {}) };
}

const key = (pairs: readonly (readonly [string, string])[]): string[] =>
  pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)).sort();

describe('golden rounds computed by hand', () => {
  test('there are at least 8, with McMahon and Swiss, a bye, and earlier meetings', () => {
    expect(GOLDEN_ROUNDS.length).toBeGreaterThanOrEqual(8);
    expect(GOLDEN_ROUNDS.some((g) => g.system === 'mcmahon') && GOLDEN_ROUNDS.some((g) => g.system === 'swiss')).toBe(
      true,
    );
    expect(GOLDEN_ROUNDS.some((g) => g.bye)).toBe(true);
    expect(GOLDEN_ROUNDS.some((g) => g.entrants.some((e) => (e.met ?? []).length > 0))).toBe(true);
  });

  test.each(GOLDEN_ROUNDS.map((g) => [g.name, g] as const))('%s', (_name, g) => {
    const req = request(g);
    const p = pairRound(req);
    expect(p.matches.map((m) => [m.first, m.second])).toEqual(g.pairs.map(([a, b]) => [a, b]));
    expect(p.bye).toBe(g.bye ? g.bye[0] : null);
    expect(p.matches.some((m) => m.rematch)).toBe(false);
    // the reason names what decided: the same score, or a float with its squared gap
    for (const m of p.matches)
      expect(m.reason).toMatch(m.float ? /^floated down from .* squared \d+\)$/ : /^same score /);
    // the oracle, written from the rules, finds exactly this round as the one optimum
    const best = exhaustiveOptimum(req);
    expect(best.rounds).toHaveLength(1);
    expect(best.rounds[0].bye).toBe(g.bye ? g.bye[0] : null);
    expect(key(best.rounds[0].pairs)).toEqual(key(g.pairs.map(([a, b]) => [a, b] as const)));
  });
});

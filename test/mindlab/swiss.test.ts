import type { GameResult } from '../../src/engine/core/result';
import { createRng } from '../../src/engine/core/rng';
import type { MindLabEvent, MindLabMatch } from '../../src/engine/mindlab/event';
import { mindLabStandings } from '../../src/engine/mindlab/standings';
import { pairMindLabRound } from '../../src/engine/mindlab/swiss';

/** rounds where the L2 bye check ran */
let byeChecks = 0;

/** Plays a whole 5-round Swiss with the shared solver, results drawn from a seed. */
function playSwiss(kind: 'individual' | 'team', n: number, seed: string): MindLabEvent {
  const entrants = Array.from({ length: n }, (_, i) => `E${i + 1}`);
  let event: MindLabEvent = { kind, format: 'swiss', entrants, matches: [], byes: [] };
  const rng = createRng(seed);
  const results: GameResult[] = ['win', 'draw', 'loss'];
  for (let round = 1; round <= 5; round++) {
    const p = pairMindLabRound(event, round, seed);
    const matches: MindLabMatch[] = p.matches.map((m) => ({
      round,
      first: m.first,
      second: m.second,
      results: Array.from({ length: kind === 'team' ? 4 : 1 }, () => results[rng.int(3)]),
    }));
    if (p.bye !== null && round > 1 && p.byeReason === 'lowest-ranked without a bye') {
      // L2: the entrant with the fewest points among those without a bye (lowest seed among equals)
      const fresh = mindLabStandings(event).filter((s) => s.byeRounds.length === 0);
      const fewest = Math.min(...fresh.map((s) => s.score));
      expect(p.bye).toBe(fresh.filter((s) => s.score === fewest).pop()!.id);
      byeChecks++;
    }
    event = {
      ...event,
      matches: [...event.matches, ...matches],
      byes: p.bye ? [...event.byes, { round, entrant: p.bye }] : event.byes,
    };
  }
  return event;
}

describe('Mind Lab Swiss through the shared solver', () => {
  test('L2, L4: 7 and 9 entrants over 5 rounds: no rematch, one bye a round, nobody with two', () => {
    for (const n of [7, 9, 11]) {
      const event = playSwiss('individual', n, `swiss ${n}`);
      const standings = mindLabStandings(event);
      expect(event.byes).toHaveLength(5);
      for (const s of standings) {
        expect(s.byeRounds.length).toBeLessThanOrEqual(1);
        expect(new Set(s.opponents).size).toBe(s.opponents.length);
        expect(s.games).toHaveLength(5);
      }
    }
    expect(byeChecks).toBeGreaterThan(5);
  });

  test('L2: the round-1 bye is drawn from the event seed: the same seed gives the same bye', () => {
    const event: MindLabEvent = {
      kind: 'individual',
      format: 'swiss',
      entrants: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      matches: [],
      byes: [],
    };
    const a = pairMindLabRound(event, 1, 'Olympics');
    expect(pairMindLabRound(event, 1, 'Olympics')).toEqual(a);
    const byes = new Set(
      ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((s) => pairMindLabRound(event, 1, s).bye),
    );
    expect(byes.size).toBeGreaterThan(1);
    expect(a.byeReason).toMatch(/drawn/);
  });

  test('L2, L5: a team event bye is worth 3 points', () => {
    const event = playSwiss('team', 7, 'teams');
    const standings = mindLabStandings(event);
    for (const b of event.byes) {
      const st = standings.find((s) => s.id === b.entrant)!;
      expect(st.games.find((g) => g.round === b.round)!.points).toBe(3);
    }
  });
});

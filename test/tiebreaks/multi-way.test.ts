import fc from 'fast-check';
import { buchholzStep } from '../../src/engine/tiebreaks/buchholz';
import { rankByChain } from '../../src/engine/tiebreaks/chain';
import { tieBreakContext } from '../../src/engine/tiebreaks/context';
import { directEncounterStep } from '../../src/engine/tiebreaks/direct-encounter';
import { gamesWonStep } from '../../src/engine/tiebreaks/final-round';
import type { TieBreakEntrant, TieBreakStep } from '../../src/engine/tiebreaks/types';
import { player, scoreOnly } from './helpers';

/** direct encounter, games won, Buchholz: the first step applies only when all of a group met. */
function rank(field: TieBreakEntrant[]) {
  const ctx = tieBreakContext(field);
  const r = rankByChain(field, [directEncounterStep(), gamesWonStep(), buchholzStep(ctx, 0)]);
  return r.filter((x) => /^[A-Z]$/.test(x.id)).map((x) => [x.id, x.separatedBy, x.tiedWithAbove]);
}

describe('T4 multi-way ties', () => {
  test('T4: two-way tie the chain cannot break is reported as a tie, with a shared place', () => {
    const field = [
      player('A', [
        ['x', 1],
        ['y', 0],
      ]),
      player('B', [
        ['y', 1],
        ['x', 0],
      ]),
      scoreOnly('x', 1),
      scoreOnly('y', 1),
    ];
    const r = rankByChain(field, [directEncounterStep(), gamesWonStep(), buchholzStep(tieBreakContext(field), 0)]);
    expect(r.slice(0, 2).map((x) => [x.id, x.place, x.tiedWithAbove, x.separatedBy])).toEqual([
      ['A', 1, false, null],
      ['B', 1, true, null],
    ]);
  });

  test('T4: a three-way tie split by games won; the pair left restarts at step 1 (their game), not at Buchholz', () => {
    // A and B met (B won), B and C met, A and C did not: step 1 does not apply to the three.
    const field = [
      player(
        'A',
        [
          ['B', 0],
          ['x', 1],
          ['x2', 1],
        ],
        2,
      ),
      player(
        'B',
        [
          ['A', 1],
          ['C', 0],
          ['y', 1],
        ],
        2,
      ),
      player(
        'C',
        [
          ['B', 1],
          ['z', 0],
          ['w', 0],
        ],
        2,
      ),
      scoreOnly('x', 3),
      scoreOnly('x2', 3),
      scoreOnly('y', 0),
      scoreOnly('z', 0),
      scoreOnly('w', 0),
    ];
    // Buchholz would put A (2 + 3 + 3) ahead of B (2 + 2 + 0); the restart puts B ahead.
    expect(rank(field)).toEqual([
      ['B', 'score', false],
      ['A', 'directEncounter', false],
      ['C', 'gamesWon', false],
    ]);
  });

  test('T4: a four-way tie split into two pairs; each pair restarts from step 1', () => {
    const field = [
      player(
        'A',
        [
          ['B', 1],
          ['p', 1],
          ['q', 0],
        ],
        2,
      ),
      player(
        'B',
        [
          ['A', 0],
          ['p', 1],
          ['q', 1],
        ],
        2,
      ),
      player(
        'C',
        [
          ['p', 1],
          ['q', 0.5],
          ['r', 0.5],
        ],
        2,
      ),
      player(
        'D',
        [
          ['q', 1],
          ['p', 0.5],
          ['s', 0.5],
        ],
        2,
      ),
      scoreOnly('p', 1),
      scoreOnly('q', 1),
      scoreOnly('r', 0),
      scoreOnly('s', 3),
    ];
    // wins: A 2, B 2, C 1, D 1 → {A, B} {C, D}; A beat B; C and D did not meet: wins equal, Buchholz D 5 > C 2
    expect(rank(field)).toEqual([
      ['A', 'score', false],
      ['B', 'directEncounter', false],
      ['D', 'gamesWon', false],
      ['C', 'buchholz', false],
    ]);
  });

  test('T4: a step is evaluated on the group it is given (group-dependent steps see only the tied)', () => {
    const seen: string[][] = [];
    const probe: TieBreakStep<TieBreakEntrant> = {
      name: 'probe',
      values: (g) => (seen.push(g.map((e) => e.id)), g.map((e) => (e.id === 'A' ? 1 : 0))),
    };
    const field = ['A', 'B', 'C'].map((id) => ({ id, score: 1, games: [] }));
    const r = rankByChain(field, [probe]);
    expect(seen).toEqual([
      ['A', 'B', 'C'],
      ['B', 'C'],
    ]);
    expect(r.map((x) => [x.id, x.place])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 2],
    ]);
  });

  test('T4: property: the ranking is a permutation, scores never rise, places and separations are consistent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            score: fc.integer({ min: 0, max: 4 }),
            a: fc.integer({ min: 0, max: 3 }),
            b: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (rows) => {
          const field = rows.map((x, i) => ({ id: `e${i}`, score: x.score, a: x.a, b: x.b }));
          type E = (typeof field)[number];
          const stepA: TieBreakStep<E> = { name: 'a', values: (g) => g.map((e) => e.a) };
          const stepB: TieBreakStep<E> = { name: 'b', values: (g) => g.map((e) => e.b) };
          const r = rankByChain(field, [stepA, stepB]);
          expect(r.map((x) => x.id).sort()).toEqual(field.map((x) => x.id).sort());
          r.forEach((x, i) => {
            if (i === 0) {
              expect(x.place).toBe(1);
              expect(x.separatedBy).toBeNull();
              return;
            }
            const prev = r[i - 1];
            expect(x.entrant.score).toBeLessThanOrEqual(prev.entrant.score);
            if (x.tiedWithAbove) {
              expect([x.entrant.score, x.entrant.a, x.entrant.b]).toEqual([
                prev.entrant.score,
                prev.entrant.a,
                prev.entrant.b,
              ]);
              expect(x.place).toBe(prev.place);
              expect(x.separatedBy).toBeNull();
            } else {
              expect(x.place).toBe(i + 1);
              expect(['score', 'a', 'b']).toContain(x.separatedBy);
            }
          });
        },
      ),
      { numRuns: 200, seed: 20260521 },
    );
  });
});

import { rankMindLab, rematchDue } from '../../src/engine/mindlab/tiebreaks';
import { rematchRound } from '../../src/engine/mindlab/rematch';
import { createRng } from '../../src/engine/core/rng';
import { game, individualSwiss } from './helpers';

const summary = (r: ReturnType<typeof rankMindLab>) => r.map((x) => [x.id, x.place, x.separatedBy, x.rematch]);

describe('L6 Mind Lab tie-breaks', () => {
  test('L6 a: the result between the two tied entrants decides', () => {
    const event = individualSwiss(
      ['A', 'B', 'C', 'D'],
      [game(1, 'A', 'B', 'win'), game(1, 'C', 'D', 'win'), game(2, 'A', 'C', 'loss'), game(2, 'B', 'D', 'win')],
    );
    expect(summary(rankMindLab(event))).toEqual([
      ['C', 1, null, false],
      ['A', 2, 'score', false],
      ['B', 3, 'directEncounter', false],
      ['D', 4, 'score', false],
    ]);
  });

  test('L6 b, c, 6.2: four tied who did not all meet: wins first, then the three left restart at (a) and go to Buchholz', () => {
    const event = individualSwiss(
      ['A', 'B', 'C', 'D', 'E', 'F'],
      [
        game(1, 'A', 'C', 'win'),
        game(1, 'B', 'D', 'draw'),
        game(1, 'E', 'F', 'draw'),
        game(2, 'A', 'E', 'loss'),
        game(2, 'B', 'F', 'draw'),
        game(2, 'C', 'D', 'draw'),
      ],
    );
    // A, B, D, F on 1: A has a win. B (opponents D 1 + F 1 = 2), F (E 1.5 + B 1 = 2.5), D (B 1 + C 0.5 = 1.5)
    expect(summary(rankMindLab(event))).toEqual([
      ['E', 1, null, false],
      ['A', 2, 'score', false],
      ['F', 3, 'wins', false],
      ['B', 4, 'buchholz', false],
      ['D', 5, 'buchholz', false],
      ['C', 6, 'score', false],
    ]);
  });

  test('L6 d: a league tie the games between the tied cannot break is flagged for a rematch', () => {
    const event = {
      kind: 'individual' as const,
      format: 'league' as const,
      entrants: ['A', 'B', 'C', 'D'],
      matches: [
        game(1, 'A', 'D', 'win'),
        game(1, 'B', 'C', 'win'),
        game(2, 'D', 'C', 'loss'),
        game(2, 'A', 'B', 'win'),
        game(3, 'B', 'D', 'win'),
        game(3, 'C', 'A', 'win'),
      ],
      byes: [],
    };
    // A, B, C on 2 points, each beat one of the others: a cycle
    expect(summary(rankMindLab(event))).toEqual([
      ['A', 1, null, true],
      ['B', 1, null, true],
      ['C', 1, null, true],
      ['D', 4, 'score', false],
    ]);
    const r = rankMindLab(event);
    expect(r.map((x) => x.tiedWithAbove)).toEqual([false, true, true, false]);
  });

  test('L6 d: in a league, wins and Buchholz are not used', () => {
    const event = {
      kind: 'individual' as const,
      format: 'league' as const,
      entrants: ['A', 'B', 'C'],
      matches: [game(1, 'A', 'B', 'draw'), game(2, 'A', 'C', 'win'), game(3, 'B', 'C', 'win')],
      byes: [],
    };
    const r = rankMindLab(event);
    expect(summary(r)).toEqual([
      ['A', 1, null, true],
      ['B', 1, null, true],
      ['C', 3, 'score', false],
    ]);
  });
});

describe('L6 d: the rematch of a league (rematch.ts)', () => {
  const league = (matches: ReturnType<typeof game>[], rematches: ReturnType<typeof game>[] = []) => ({
    kind: 'individual' as const,
    format: 'league' as const,
    entrants: ['A', 'B', 'C', 'D'],
    matches,
    byes: [],
    rematches,
  });
  // A, B, C beat each other in a cycle (2 points each), all beat D
  const cycle = [
    game(1, 'A', 'D', 'win'),
    game(1, 'B', 'C', 'win'),
    game(2, 'D', 'C', 'loss'),
    game(2, 'A', 'B', 'win'),
    game(3, 'B', 'D', 'win'),
    game(3, 'C', 'A', 'win'),
  ];

  test('6.2: only a tie for first or second place is flagged; a tie below them is reported as a tie', () => {
    // A and B draw and beat C and D; C and D draw: A = B for first (flagged), C = D for third (not)
    const event = league([
      game(1, 'A', 'D', 'win'),
      game(1, 'B', 'C', 'win'),
      game(2, 'D', 'C', 'draw'),
      game(2, 'A', 'B', 'draw'),
      game(3, 'B', 'D', 'win'),
      game(3, 'C', 'A', 'loss'),
    ]);
    expect(summary(rankMindLab(event))).toEqual([
      ['A', 1, null, true],
      ['B', 1, null, true],
      ['C', 3, 'score', false],
      ['D', 3, null, false],
    ]);
    expect(rematchDue(event)).toEqual({ group: ['A', 'B'], place: 1, points: 2.5 });
  });

  test('6.1 d: three tied meet each other once more (one waits each round), the rematch points decide, who is still tied plays again', () => {
    const event = league(cycle);
    expect(rematchDue(event)?.group).toEqual(['A', 'B', 'C']);
    // the group's Berger table by seeding: 1-4 (A waits), 2-3; then 4-3 (C waits), 1-2; then 2-4 (B waits), 3-1
    const pairs = (r: ReturnType<typeof rematchRound>) => [r.games.map((g) => [...g].sort().join('-')), r.waiting];
    const r4 = rematchRound(event, ['A', 'B', 'C'], 4, 'seed');
    expect(pairs(r4)).toEqual([['B-C'], ['A']]);
    const after4 = league(cycle, [game(4, 'B', 'C', 'win')]);
    // a cycle under way decides nothing yet
    expect(
      rankMindLab(after4)
        .slice(0, 3)
        .every((r) => r.rematch),
    ).toBe(true);
    expect(pairs(rematchRound(after4, ['A', 'B', 'C'], 5, 'seed'))).toEqual([['A-B'], ['C']]);
    const after5 = league(cycle, [game(4, 'B', 'C', 'win'), game(5, 'A', 'B', 'loss')]);
    expect(pairs(rematchRound(after5, ['A', 'B', 'C'], 6, 'seed'))).toEqual([['A-C'], ['B']]);
    // the cycle done: B 2 (beat C and A), A 1 (beat C), C 0
    const after6 = league(cycle, [game(4, 'B', 'C', 'win'), game(5, 'A', 'B', 'loss'), game(6, 'C', 'A', 'loss')]);
    expect(summary(rankMindLab(after6))).toEqual([
      ['B', 1, null, false],
      ['A', 2, 'rematch (L6 d)', false],
      ['C', 3, 'rematch (L6 d)', false],
      ['D', 4, 'score', false],
    ]);
    expect(rematchDue(after6)).toBeNull();
    // points are the league's: the rematches add none
    expect(rankMindLab(after6).map((r) => r.entrant.score)).toEqual([2, 2, 2, 0]);
  });

  test('6.1 d: a drawn rematch leaves the two tied, and they meet again; who plays first is drawn from the seed', () => {
    const draws = [
      game(1, 'A', 'B', 'draw'),
      game(1, 'C', 'D', 'win'),
      game(2, 'A', 'C', 'win'),
      game(2, 'B', 'D', 'win'),
      game(3, 'A', 'D', 'win'),
      game(3, 'B', 'C', 'win'),
    ];
    const once = league(draws, [game(4, 'A', 'B', 'draw')]);
    expect(rematchDue(once)).toEqual({ group: ['A', 'B'], place: 1, points: 2.5 });
    const r5 = rematchRound(once, ['A', 'B'], 5, 'event seed');
    expect(r5.seeds).toEqual(['event seed/round 5/rematch/A/B']);
    expect(r5.games).toEqual([createRng('event seed/round 5/rematch/A/B').int(2) === 0 ? ['A', 'B'] : ['B', 'A']]);
    const twice = league(draws, [game(4, 'A', 'B', 'draw'), game(5, 'B', 'A', 'win')]);
    expect(summary(rankMindLab(twice)).slice(0, 2)).toEqual([
      ['B', 1, null, false],
      ['A', 2, 'rematch (L6 d)', false],
    ]);
  });
});

import { rankMindLab } from '../../src/engine/mindlab/tiebreaks';
import { game, individualSwiss } from './helpers';

const summary = (r: ReturnType<typeof rankMindLab>) => r.map((x) => [x.id, x.place, x.separatedBy, x.rematch]);

describe('L6 Mind Lab tie-breaks', () => {
  test('L6 a: the result between the two tied entrants decides', () => {
    const event = individualSwiss(['A', 'B', 'C', 'D'], [
      game(1, 'A', 'B', 'win'), game(1, 'C', 'D', 'win'),
      game(2, 'A', 'C', 'loss'), game(2, 'B', 'D', 'win'),
    ]);
    expect(summary(rankMindLab(event))).toEqual([
      ['C', 1, null, false], ['A', 2, 'score', false], ['B', 3, 'directEncounter', false], ['D', 4, 'score', false],
    ]);
  });

  test('L6 b, c, 6.2: four tied who did not all meet: wins first, then the three left restart at (a) and go to Buchholz', () => {
    const event = individualSwiss(['A', 'B', 'C', 'D', 'E', 'F'], [
      game(1, 'A', 'C', 'win'), game(1, 'B', 'D', 'draw'), game(1, 'E', 'F', 'draw'),
      game(2, 'A', 'E', 'loss'), game(2, 'B', 'F', 'draw'), game(2, 'C', 'D', 'draw'),
    ]);
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
        game(1, 'A', 'D', 'win'), game(1, 'B', 'C', 'win'),
        game(2, 'D', 'C', 'loss'), game(2, 'A', 'B', 'win'),
        game(3, 'B', 'D', 'win'), game(3, 'C', 'A', 'win'),
      ],
      byes: [],
    };
    // A, B, C on 2 points, each beat one of the others: a cycle
    expect(summary(rankMindLab(event))).toEqual([
      ['A', 1, null, true], ['B', 1, null, true], ['C', 1, null, true], ['D', 4, 'score', false],
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
    expect(summary(r)).toEqual([['A', 1, null, true], ['B', 1, null, true], ['C', 3, 'score', false]]);
  });
});

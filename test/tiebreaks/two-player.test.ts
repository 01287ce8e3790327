import { mindLabStandings } from '../../src/engine/mindlab/standings';
import { progressiveScore } from '../../src/engine/tiebreaks/progressive';
import { DEFAULT_MSO_TIE_BREAKS, describeTieBreak, rankWithTieBreaks } from '../../src/engine/tiebreaks/steps';
import { player, scoreOnly } from './helpers';

const T1 = DEFAULT_MSO_TIE_BREAKS.twoPlayer;
/** The rows of the tied entrants (upper case ids), in ranking order: id, separated from the row above by, tied with it. */
const order = (r: ReturnType<typeof rankWithTieBreaks>) =>
  r.filter((x) => /^[A-Z]/.test(x.id)).map((x) => [x.id, x.separatedBy, x.tiedWithAbove]);

describe('T1 two-player chain', () => {
  test('T1: progressive score of W, L, W, D is 1+1+2+2.5 = 6.5', () => {
    const p = player('X', [
      ['a', 1],
      ['b', 0],
      ['c', 1],
      ['d', 0.5],
    ]);
    expect(progressiveScore(p, 4)).toBe(6.5);
  });

  test('T1: the default chain is Buchholz cut-2, Buchholz, progressive', () => {
    expect(T1).toEqual(['buchholzCut2', 'buchholz', 'progressive']);
    expect(T1.map(describeTieBreak)).toEqual(['Buchholz cut-2', 'Buchholz', 'progressive score']);
  });

  const opponents = [
    scoreOnly('o4', 4),
    scoreOnly('o3', 3),
    scoreOnly('o2', 2),
    scoreOnly('o1', 1),
    scoreOnly('o1b', 1),
    scoreOnly('o0', 0),
    scoreOnly('o2b', 2),
  ];

  test('T1 step 1: Buchholz cut-2 discards the two lowest opponents', () => {
    // X: 4, 2, 1, 1 → cut-2 6 (full 8); Y: 3, 2, 2, 1 → cut-2 5 (full 8)
    const x = player('X', [
      ['o4', 1],
      ['o2', 1],
      ['o1', 0],
      ['o1b', 1],
    ]);
    const y = player('Y', [
      ['o3', 1],
      ['o2', 1],
      ['o2b', 0],
      ['o1', 1],
    ]);
    expect(order(rankWithTieBreaks([y, x, ...opponents], T1))).toEqual([
      ['X', 'score', false],
      ['Y', 'buchholzCut2', false],
    ]);
  });

  test('T1 step 2: equal cut-2, Buchholz decides', () => {
    // X: 4, 2, 1, 1 (cut-2 6, full 8); Y: 4, 2, 1, 0 (cut-2 6, full 7)
    const x = player('X', [
      ['o4', 1],
      ['o2', 1],
      ['o1', 0],
      ['o1b', 1],
    ]);
    const y = player('Y', [
      ['o4', 1],
      ['o2', 1],
      ['o1', 0],
      ['o0', 1],
    ]);
    expect(order(rankWithTieBreaks([y, x, ...opponents], T1))).toEqual([
      ['X', 'score', false],
      ['Y', 'buchholz', false],
    ]);
  });

  test('T1 step 3: equal Buchholz, the progressive score decides; a tie left is reported', () => {
    const x = player('X', [
      ['o4', 1],
      ['o2', 0],
      ['o1', 1],
      ['o1b', 0.5],
    ]); // 6.5
    const y = player('Y', [
      ['o4', 0],
      ['o2', 1],
      ['o1', 0.5],
      ['o1b', 1],
    ]); // 0+1+1.5+2.5 = 5
    const z = player('Z', [
      ['o4', 0],
      ['o2', 1],
      ['o1', 0.5],
      ['o1b', 1],
    ]); // same as Y
    const r = rankWithTieBreaks([z, y, x, ...opponents], T1);
    expect(order(r)).toEqual([
      ['X', 'score', false],
      ['Z', 'progressive', false],
      ['Y', null, true],
    ]);
    expect(r.find((e) => e.id === 'Y')!.place).toBe(r.find((e) => e.id === 'Z')!.place);
  });
});

describe('T2 unequal numbers of opponents', () => {
  const field = [scoreOnly('o4', 4), scoreOnly('o3', 3), scoreOnly('o2', 2), scoreOnly('o1', 1), scoreOnly('o1b', 1)];

  test('T2: Buchholz drops the lowest-ranked opponents of the one with more opponents', () => {
    // X met 4, 3, 1, 1 (9); Y met 4, 3, 2 and had a bye (9). Equalized: X keeps 4, 3, 1 = 8 < 9.
    const x = player('X', [
      ['o4', 1],
      ['o3', 1],
      ['o1', 0.5],
      ['o1b', 0],
    ]);
    const y = player('Y', [
      ['o4', 0],
      ['o3', 0.5],
      ['o2', 1],
      [null, 1],
    ]);
    const r = rankWithTieBreaks([x, y, ...field], ['buchholz']);
    expect(order(r)).toEqual([
      ['Y', 'score', false],
      ['X', 'buchholz', false],
    ]);
  });

  test('T2: Sonneborn-Berger is equalized the same way; of two opponents on equal scores the later in the field goes first', () => {
    // X beat o1 and o1b (both 1 point); Y had a bye instead of the last game. X drops o1b (listed after o1).
    const x = player('X', [
      ['o4', 0.5],
      ['o1', 1],
      ['o1b', 0],
    ]);
    const y = player('Y', [
      ['o4', 0.5],
      ['o1', 0],
      [null, 1],
    ]);
    expect(order(rankWithTieBreaks([y, x, ...field], ['sonnebornBerger']))).toEqual([
      ['X', 'score', false],
      ['Y', 'sonnebornBerger', false],
    ]);
  });
});

describe('T1 on a Mind Lab event', () => {
  test('T1: Mind Lab standings feed the MSO two-player chain directly', () => {
    const g = (round: number, first: string, second: string, result: 'win' | 'draw' | 'loss') => ({
      round,
      first,
      second,
      results: [result],
    });
    const event = {
      kind: 'individual' as const,
      format: 'swiss' as const,
      entrants: ['A', 'B', 'C', 'D'],
      byes: [],
      matches: [g(1, 'A', 'B', 'win'), g(1, 'C', 'D', 'win'), g(2, 'A', 'C', 'loss'), g(2, 'B', 'D', 'win')],
    };
    // A and B on 1: Buchholz cut-2 0/0, Buchholz A (B 1 + C 2 = 3) > B (A 1 + D 0 = 1)
    const r = rankWithTieBreaks(mindLabStandings(event), T1);
    expect(r.map((x) => [x.id, x.separatedBy])).toEqual([
      ['C', null],
      ['A', 'score'],
      ['B', 'buchholz'],
      ['D', 'score'],
    ]);
  });
});

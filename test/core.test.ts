import { createRng } from '../src/engine/core/rng';
import { reverseResult, GAME_RESULTS } from '../src/engine/core/result';
import { teamName, roundNumber } from '../src/engine/core/ids';

describe('core', () => {
  test('the same seed gives the same draw, another seed another draw', () => {
    const a = createRng('MOCHALUNT/round 1').shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    const b = createRng('MOCHALUNT/round 1').shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    const c = createRng('MOCHALUNT/round 2').shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  test('reversing a result twice gives it back; win and loss swap', () => {
    for (const r of GAME_RESULTS) expect(reverseResult(reverseResult(r))).toBe(r);
    expect(reverseResult('forfeitWin')).toBe('forfeitLoss');
  });
  test('names are trimmed and inner spaces folded; rounds start at 1', () => {
    expect(teamName('  Italy  North ')).toBe('Italy North');
    expect(() => roundNumber(0)).toThrow(/from 1/);
  });
});

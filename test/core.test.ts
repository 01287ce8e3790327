import { createRng } from '../src/engine/core/rng';
import { reverseResult, GAME_RESULTS } from '../src/engine/core/result';
import fc from 'fast-check';
import { teamName, roundNumber, normalizeName } from '../src/engine/core/ids';

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
  test('a name is trimmed and every run of white space folded to one space, whatever white space it holds', () => {
    const text = fc
      .array(fc.constantFrom('a', 'Z', '-', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\u200b'), { maxLength: 12 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, (raw) => {
        expect(normalizeName(raw)).toBe(raw.trim().replace(/\s+/g, ' '));
      }),
      { numRuns: 3000, seed: 12 },
    );
  });
  test('names are trimmed and inner spaces folded; rounds start at 1', () => {
    expect(teamName('  Italy  North ')).toBe('Italy North');
    expect(() => roundNumber(0)).toThrow(/from 1/);
  });
});

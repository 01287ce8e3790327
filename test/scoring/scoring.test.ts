import fc from 'fast-check';
import { roundNumber, teamName } from '../../src/engine/core/ids';
import { GAME_RESULTS } from '../../src/engine/core/result';
import type { GameResult } from '../../src/engine/core/result';
import { gamePoints, individualMatchScore, unreportedMatches } from '../../src/engine/mochalunt/scoring/points';
import {
  mainScores,
  normalizedPercent,
  normalizedScores,
  teamForfeit,
  teamForfeitWinner,
  teamMatchScore,
} from '../../src/engine/mochalunt/scoring/teamMatch';
import { teamMatch, times } from './helpers';

describe('M15 game points and individual match scores', () => {
  test('M15: 1-0, ½-½, 0-1, 1-0 gives 9-7', () => {
    expect(individualMatchScore(['win', 'draw', 'loss', 'win'])).toEqual({ first: 9, second: 7 });
  });
  test('M15: 3 win, 2 draw, 1 played loss, 0 forfeit loss; a forfeit win is worth a win', () => {
    expect(['win', 'draw', 'loss', 'forfeitLoss', 'forfeitWin'].map((r) => gamePoints(r as GameResult))).toEqual([
      3, 2, 1, 0, 3,
    ]);
    expect(individualMatchScore(['forfeitWin', 'forfeitWin', 'forfeitLoss', 'loss'])).toEqual({ first: 7, second: 6 });
  });
  test('M16: an unreported game ends 0-0', () => {
    expect(gamePoints('unplayed')).toBe(0);
    expect(individualMatchScore(times(4, 'unplayed'))).toEqual({ first: 0, second: 0 });
  });
});

describe('M16 unreported matches', () => {
  test('M16: the matches with unreported games are listed with the games that end 0-0', () => {
    const m = teamMatch(2, 'Italy', 'Spain', [
      ['win', 'win', 'draw', 'loss'],
      ['win', 'unplayed', 'draw', 'unplayed'],
      times(4, 'unplayed'),
    ]);
    const u = unreportedMatches(m);
    expect(u.map((x) => [x.board, x.games])).toEqual([
      [2, [2, 4]],
      [3, [1, 2, 3, 4]],
    ]);
    expect(u[0].message).toBe('Italy v Spain, board 2, Italy 2 v Spain 2: games 2, 4 end 0-0 (M16)');
    expect(u[1].message).toContain('all games end 0-0');
    expect(unreportedMatches(teamMatch(2, 'A', 'B', [times(4, 'win')]))).toEqual([]);
  });
});

describe('M17 team match, main and normalized scores', () => {
  // Germany (team 1) wins 2 games and loses 14: 2×3 + 14×1 = 20; France 14×3 + 2×1 = 44.
  const germanyFrance = teamMatch(1, 'Germany', 'France', [
    ['win', 'win', 'loss', 'loss'],
    times(4, 'loss'),
    times(4, 'loss'),
    times(4, 'loss'),
  ]);
  test('M17: 20-44 with 4 matches normalizes to 42-92; France 3, Germany 1', () => {
    expect(teamMatchScore(germanyFrance)).toEqual({ first: 20, second: 44 });
    expect(normalizedScores(germanyFrance)).toEqual({ first: 42, second: 92 });
    expect(normalizedPercent(20, 4)).toBe(42);
    expect(normalizedPercent(44, 4)).toBe(92);
    expect(mainScores(germanyFrance)).toEqual({ first: 1, second: 3 });
  });
  test('M17: a level team match is a draw, 2 each', () => {
    const m = teamMatch(1, 'A', 'B', [times(4, 'draw'), ['win', 'loss', 'win', 'loss']]);
    expect(teamMatchScore(m)).toEqual({ first: 16, second: 16 });
    expect(mainScores(m)).toEqual({ first: 2, second: 2 });
  });
  test('M17: a loser that played at least one game scores 1 even with forfeits in the match', () => {
    const m = teamMatch(1, 'A', 'B', [times(4, 'forfeitWin'), ['loss', 'forfeitWin', 'forfeitWin', 'forfeitWin']]);
    expect(mainScores(m)).toEqual({ first: 3, second: 1 });
  });
  test('M17: a whole-team forfeit: every game a forfeit win; the winner scores 3 and 100, the forfeiting team 0 and 0', () => {
    const f = teamForfeit(roundNumber(3), teamName('A'), teamName('B'), 'second');
    expect(f.matches).toHaveLength(4);
    expect(f.matches.every((m) => m.games.length === 4 && m.games.every((g) => g === 'forfeitLoss'))).toBe(true);
    expect(teamForfeitWinner(f)).toBe('second');
    expect(mainScores(f)).toEqual({ first: 0, second: 3 });
    expect(normalizedScores(f)).toEqual({ first: 0, second: 100 });
    expect(
      teamForfeitWinner(
        teamMatch(1, 'A', 'B', [times(4, 'forfeitWin'), ['forfeitWin', 'forfeitWin', 'forfeitWin', 'win']]),
      ),
    ).toBeNull();
  });
  test('M16, M17: a team match left wholly unreported is 0-0 and nobody played: 0 main points each', () => {
    const m = teamMatch(1, 'A', 'B', [
      times(4, 'unplayed'),
      times(4, 'unplayed'),
      times(4, 'unplayed'),
      times(4, 'unplayed'),
    ]);
    expect(mainScores(m)).toEqual({ first: 0, second: 0 });
    expect(normalizedScores(m)).toEqual({ first: 0, second: 0 });
  });
  test('M17: normalized percent rounds half up with 6 individual matches (max 72)', () => {
    expect(normalizedPercent(9, 6)).toBe(13); // 12.5
    expect(normalizedPercent(72, 6)).toBe(100);
    expect(normalizedPercent(0, 6)).toBe(0);
  });

  const result = fc.constantFrom(...GAME_RESULTS);
  const matchArb = fc.array(fc.array(result, { minLength: 4, maxLength: 4 }), { minLength: 4, maxLength: 10 });
  test('M17 property: main scores sum to 4 when a game was played, else 3 (forfeit) or 0 (nothing at all)', () => {
    fc.assert(
      fc.property(matchArb, (boards) => {
        const m = teamMatch(1, 'A', 'B', boards);
        const main = mainScores(m);
        const played = boards.some((b) => b.some((g) => g === 'win' || g === 'draw' || g === 'loss'));
        const total = main.first + main.second;
        if (played) expect(total).toBe(4);
        else expect([0, 3]).toContain(total);
        const n = normalizedScores(m);
        for (const x of [n.first, n.second]) {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(100);
        }
        const s = teamMatchScore(m);
        expect(Math.sign(main.first - main.second)).toBe(Math.sign(s.first - s.second));
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});

import { bestOpponentPercentage, gamePercentage } from '../../src/engine/tiebreaks/best-opponent';
import { tieBreakContext } from '../../src/engine/tiebreaks/context';
import { DEFAULT_MSO_TIE_BREAKS, rankWithTieBreaks } from '../../src/engine/tiebreaks/steps';
import type { TieBreakEntrant, TieBreakGame } from '../../src/engine/tiebreaks/types';
import { player, scoreOnly } from './helpers';

const K4 = [4, 2, 1, 0];

/** Entrants from tables: each table lists its players in finishing order; points 4, 2, 1, 0. */
function fromTables(tables: { round: number; board?: number; finish: string[] }[]): TieBreakEntrant[] {
  const games = new Map<string, TieBreakGame[]>();
  for (const t of tables) {
    t.finish.forEach((id, place) => {
      const g: TieBreakGame = {
        round: t.round,
        board: t.board,
        points: K4[place],
        won: place === 0,
        opponents: t.finish.filter((o) => o !== id),
      };
      games.set(id, [...(games.get(id) ?? []), g]);
    });
  }
  return [...games].map(([id, gs]) => ({ id, score: gs.reduce((s, g) => s + g.points, 0), games: gs }));
}

const T3 = DEFAULT_MSO_TIE_BREAKS.multiPlayer;
const row = (r: ReturnType<typeof rankWithTieBreaks>, id: string) => r.find((x) => x.id === id)!;

describe('T3 multi-player chain', () => {
  test('T3: the default chain: final board, final result, best opponent %, games won, Buchholz cuts', () => {
    expect(T3).toEqual(['finalBoard', 'finalResult', 'bestOpponentPercentage', 'gamesWon', 'buchholzCuts']);
  });

  test('T3 step 1: on equal points, a player from a higher board in the final round is ahead', () => {
    const level = fromTables([
      { round: 1, board: 1, finish: ['P', 'Q', 'a', 'b'] },
      { round: 2, board: 1, finish: ['Q', 'c', 'd', 'e'] },
      { round: 2, board: 2, finish: ['f', 'P', 'a', 'b'] },
    ]);
    // P 4 + 2 = 6, Q 2 + 4 = 6; Q was on board 1 in the final round
    const r = rankWithTieBreaks(level, T3);
    expect(r.map((x) => x.id).indexOf('Q')).toBeLessThan(r.map((x) => x.id).indexOf('P'));
    expect(row(r, 'P').separatedBy).toBe('finalBoard');
  });

  test('T3 step 2: same final board, the result in the final round decides', () => {
    const level = fromTables([
      { round: 1, board: 1, finish: ['a', 'b', 'c', 'P'] },
      { round: 1, board: 2, finish: ['Q', 'd', 'e', 'f'] },
      { round: 2, board: 1, finish: ['P', 'a', 'Q', 'b'] },
    ]);
    // P 0 + 4 = 4, Q 4 + 1 = 5: set Q's total to P's to test the step on its own
    const p = level.find((e) => e.id === 'P')!;
    const q = { ...level.find((e) => e.id === 'Q')!, score: p.score };
    const r = rankWithTieBreaks([q, p], T3);
    expect(r.map((x) => [x.id, x.separatedBy])).toEqual([
      ['P', null],
      ['Q', 'finalResult'],
    ]);
  });

  test("T3 step 3: percentage of the best opponent's score, capped at 110% per game, averaged over rounds", () => {
    const g = (round: number, own: number, others: number[], won = false): TieBreakGame => ({
      round,
      points: won ? 4 : 0,
      won,
      opponents: others.map((_, i) => `o${round}${i}`),
      gameScore: own,
      opponentGameScores: others,
    });
    const ctx = tieBreakContext([], 2);
    expect(gamePercentage(g(1, 60, [30, 20, 10], true), ctx)).toBeCloseTo(1.1); // 200% capped
    expect(gamePercentage(g(1, 30, [60, 20, 10]), ctx)).toBeCloseTo(0.5);
    const p: TieBreakEntrant = { id: 'P', score: 4, games: [g(1, 60, [30, 20, 10], true), g(2, 30, [60, 20, 10])] };
    const q: TieBreakEntrant = { id: 'Q', score: 4, games: [g(1, 45, [50, 20, 10]), g(2, 55, [50, 20, 10], true)] };
    expect(bestOpponentPercentage(p, ctx)).toBeCloseTo((1.1 + 0.5) / 2);
    expect(bestOpponentPercentage(q, ctx)).toBeCloseTo((0.9 + 1.1) / 2);
    // no boards recorded and the same final result is impossible here, so rank with step 3 alone
    const r = rankWithTieBreaks([p, q], ['bestOpponentPercentage'], { finalRound: 2 });
    expect(r.map((x) => [x.id, x.separatedBy])).toEqual([
      ['Q', null],
      ['P', 'bestOpponentPercentage'],
    ]);
  });

  test('T3 step 3: a round not played counts 0%; a round alone at a table is left out', () => {
    const ctx = tieBreakContext([], 3);
    const won: TieBreakGame = {
      round: 1,
      points: 4,
      won: true,
      opponents: ['x'],
      gameScore: 10,
      opponentGameScores: [10],
    };
    const alone: TieBreakGame = { round: 2, points: 4, won: true, opponents: [] };
    expect(bestOpponentPercentage({ id: 'P', score: 8, games: [won, alone] }, ctx)).toBeCloseTo(1 / 2);
  });

  test('T3 step 4: most games won (boards and results level)', () => {
    const p = player(
      'P',
      [
        ['a', 1],
        ['b', 0],
        ['c', 1],
      ],
      2,
    );
    const q = player(
      'Q',
      [
        ['a', 0.5],
        ['b', 0.5],
        ['c', 1],
      ],
      2,
    );
    const r = rankWithTieBreaks([q, p, scoreOnly('a', 1), scoreOnly('b', 1), scoreOnly('c', 1)], ['gamesWon']);
    expect(r.filter((x) => x.id === 'P' || x.id === 'Q').map((x) => [x.id, x.separatedBy])).toEqual([
      ['P', null],
      ['Q', 'gamesWon'],
    ]);
  });

  const opp = (scores: number[], prefix: string) => scores.map((s, i) => scoreOnly(`${prefix}${i}`, s));
  const vs = (id: string, prefix: string, n: number) =>
    player(
      id,
      Array.from({ length: n }, (_, i) => [`${prefix}${i}`, i % 2] as [string, number]),
      10,
    );

  test('T3 step 5: Buchholz cut-2, then cut-3, cut-4 ... until the tie breaks', () => {
    // X: 5, 1, 1, 0, 0 and Y: 3, 3, 1, 0, 0: cut-2 7/7, cut-3 6/6, cut-4 5/3
    const field = [vs('X', 'x', 5), vs('Y', 'y', 5), ...opp([5, 1, 1, 0, 0], 'x'), ...opp([3, 3, 1, 0, 0], 'y')];
    const r = rankWithTieBreaks(field, ['buchholzCuts']);
    expect(r.slice(0, 2).map((x) => [x.id, x.separatedBy])).toEqual([
      ['X', null],
      ['Y', 'buchholzCut4'],
    ]);
  });

  test('T3 step 5: then cut-1, and cut-0 last', () => {
    // X: 5, 1, 1, 1, 0 and Y: 5, 1, 1, 0.5, 0.5: cut-2..cut-4 equal, cut-1 8/7.5
    const f1 = [vs('X', 'x', 5), vs('Y', 'y', 5), ...opp([5, 1, 1, 1, 0], 'x'), ...opp([5, 1, 1, 0.5, 0.5], 'y')];
    expect(rankWithTieBreaks(f1, ['buchholzCuts'])[1]).toMatchObject({ id: 'Y', separatedBy: 'buchholzCut1' });
    // X: 2, 1, 1, 1 and Y: 2, 1, 1, 0.5: cut-2 3/3, cut-3 2/2, cut-1 4/4, cut-0 5/4.5
    const f2 = [vs('X', 'x', 4), vs('Y', 'y', 4), ...opp([2, 1, 1, 1], 'x'), ...opp([2, 1, 1, 0.5], 'y')];
    expect(rankWithTieBreaks(f2, ['buchholzCuts'])[1]).toMatchObject({ id: 'Y', separatedBy: 'buchholzCut0' });
  });
});

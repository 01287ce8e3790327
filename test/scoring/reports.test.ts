// Results reported by the players' side, confirmed by the opponent (src/engine/mochalunt/reports.ts): who may
// report a board, and what a board's reports say together.
import { boardReports, differingGames, reporterOf, type ResultReport } from '../../src/engine/mochalunt/reports';

const people = {
  team1: 'Italy',
  team2: 'Chile',
  player1: 'Anna',
  player2: 'Bea',
  captains1: ['cap.it@example.org'],
  captains2: ['Cap.CL@example.org'],
  addresses1: ['anna@example.org'],
  addresses2: [],
};
const r = (id: string, at: number, side: 1 | 2, results: string[]): ResultReport => ({
  id,
  at,
  side,
  by: `side ${side}`,
  results,
});

describe('who reports a board', () => {
  test("a captain of either team, or the board's own player; addresses compared without case", () => {
    expect(reporterOf('cap.it@example.org', people)).toEqual({ side: 1, by: "Italy's captain" });
    expect(reporterOf(' cap.cl@EXAMPLE.org', people)).toEqual({ side: 2, by: "Chile's captain" });
    expect(reporterOf('anna@example.org', people)).toEqual({ side: 1, by: 'Anna (Italy)' });
  });
  test('a stranger, no address, and an address of both sides do not count', () => {
    expect(reporterOf('eve@example.org', people)).toEqual({
      reason: expect.stringMatching(/neither a captain of Italy or Chile nor Anna or Bea/) as unknown,
    });
    expect(reporterOf('', people)).toEqual({ reason: 'the form recorded no address' });
    expect(reporterOf('anna@example.org', { ...people, addresses2: ['anna@example.org'] })).toEqual({
      reason: expect.stringMatching(/both sides/) as unknown,
    });
  });
});

describe("a board's reports together", () => {
  const a = ['1-0', '½-½', '0-1', '1-0'];
  test('none, one side (waiting), both the same (agreed), different (in dispute, the games named)', () => {
    expect(boardReports([])).toEqual({ state: 'none' });
    expect(boardReports([r('1', 1, 1, a)])).toMatchObject({ state: 'waiting', side: 1 });
    expect(boardReports([r('1', 1, 1, a), r('2', 2, 2, a)])).toMatchObject({ state: 'agreed', results: a });
    expect(boardReports([r('1', 1, 1, a), r('2', 2, 2, ['1-0', '½-½', '1-0', '0-1'])])).toMatchObject({
      state: 'dispute',
      games: [3, 4],
    });
  });
  test("each side's latest report counts: a corrected report settles a dispute", () => {
    const wrong = ['1-0', '½-½', '0-1', '0-1'];
    expect(boardReports([r('1', 1, 1, wrong), r('2', 2, 2, a), r('3', 3, 1, a)])).toMatchObject({ state: 'agreed' });
    expect(differingGames(a, wrong)).toEqual([4]);
  });
});

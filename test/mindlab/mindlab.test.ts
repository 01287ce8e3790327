import { checkMindLabEvent } from '../../src/engine/mindlab/event';
import { leagueRound } from '../../src/engine/mindlab/league';
import { byePoints, gamePoints, mindLabFormat, mindLabRounds } from '../../src/engine/mindlab/format';
import { mindLabStandings } from '../../src/engine/mindlab/standings';
import { mindLabPairingRequest } from '../../src/engine/mindlab/swiss';
import {
  captainOf,
  checkTeamResults,
  drawColours,
  MINDLAB_BOARDS,
  teamMatchPoints,
} from '../../src/engine/mindlab/team';
import { game, individualSwiss } from './helpers';

describe('Mind Lab format and scoring', () => {
  test('L1: more than 6 entrants play a 5-round Swiss, 6 or fewer a league', () => {
    expect(mindLabFormat(7)).toBe('swiss');
    expect(mindLabFormat(6)).toBe('league');
    expect(mindLabFormat(3)).toBe('league');
    expect(mindLabRounds(12)).toBe(5);
    expect(mindLabRounds(6)).toBe(5);
    expect(mindLabRounds(5)).toBe(5);
    expect(mindLabRounds(4)).toBe(3);
  });

  test('L1: win 1, draw ½, loss 0', () => {
    expect(gamePoints('win')).toBe(1);
    expect(gamePoints('draw')).toBe(0.5);
    expect(gamePoints('loss')).toBe(0);
    expect(gamePoints('forfeitWin')).toBe(1);
    expect(gamePoints('unplayed')).toBe(0);
  });

  test('L2, L3: a Swiss bye is worth 1 (individual) or 3 (team); a league bye 0', () => {
    expect(byePoints('swiss', 'individual')).toBe(1);
    expect(byePoints('swiss', 'team')).toBe(3);
    expect(byePoints('league', 'individual')).toBe(0);
    expect(byePoints('league', 'team')).toBe(0);
  });

  test('L2: standings count the bye points and record the bye', () => {
    const event = individualSwiss(['A', 'B', 'C'], [game(1, 'A', 'B', 'draw')], [{ round: 1, entrant: 'C' }]);
    const [a, b, c] = mindLabStandings(event);
    expect([a.score, b.score, c.score]).toEqual([0.5, 0.5, 1]);
    expect(c.byeRounds).toEqual([1]);
    expect(a.opponents).toEqual(['B']);
    expect(c.opponents).toEqual([]);
  });
});

describe('Mind Lab Swiss hooks', () => {
  const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

  test('L2: round 1 bye by draw, seeded by the event; the entrants in seeding order', () => {
    const req = mindLabPairingRequest(individualSwiss(names, []), 1, 'Olympics 2025');
    expect(req.bye).toEqual({ kind: 'draw', seed: 'Olympics 2025/round 1/bye' });
    expect(req.entrants.map((e) => e.id)).toEqual(names);
    expect(req.entrants.map((e) => e.rank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(req.entrants.every((e) => e.score === 0 && !e.hadBye && e.opponents.length === 0)).toBe(true);
  });

  test('L2, L4: later rounds: ranked by points (then seeding), the bye to the lowest-ranked without one', () => {
    const event = individualSwiss(
      names,
      [game(1, 'A', 'B', 'loss'), game(1, 'C', 'D', 'draw'), game(1, 'E', 'F', 'win')],
      [{ round: 1, entrant: 'G' }],
    );
    const req = mindLabPairingRequest(event, 2, 'Olympics 2025');
    expect(req.bye).toEqual({ kind: 'lowestRanked' });
    expect(req.entrants.map((e) => [e.id, e.score])).toEqual([
      ['B', 1],
      ['E', 1],
      ['G', 1],
      ['C', 0.5],
      ['D', 0.5],
      ['A', 0],
      ['F', 0],
    ]);
    expect(req.entrants.find((e) => e.id === 'G')!.hadBye).toBe(true);
    expect(req.entrants.find((e) => e.id === 'A')!.opponents).toEqual(['B']);
    expect(req.entrants.map((e) => e.rank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('Mind Lab team events', () => {
  test('L5: boards Abalone, Checkers, Quoridor, Octi; the Abalone player is captain', () => {
    expect(MINDLAB_BOARDS).toEqual(['Abalone', 'Checkers', 'Quoridor', 'Octi']);
    expect(captainOf(['Ann', 'Ben', 'Cy', 'Dee'])).toBe('Ann');
  });

  test('L5: team points are the sum of the four board points', () => {
    expect(teamMatchPoints(['win', 'draw', 'loss', 'win'])).toEqual({ first: 2.5, second: 1.5 });
    expect(checkTeamResults(['win', 'draw'])[0].message).toMatch(/4 boards/);
    expect(checkTeamResults(['win', 'draw', 'loss', 'win'])).toEqual([]);
  });

  test('L5: team standings add board points; a Swiss team bye is worth 3', () => {
    const event = {
      kind: 'team' as const,
      format: 'swiss' as const,
      entrants: ['Red', 'Blue', 'Green'],
      matches: [{ round: 1, first: 'Red', second: 'Blue', results: ['win', 'draw', 'loss', 'win'] as const }],
      byes: [{ round: 1, entrant: 'Green' }],
    };
    const [red, blue, green] = mindLabStandings(event);
    expect([red.score, blue.score, green.score]).toEqual([2.5, 1.5, 3]);
    expect([red.wins, blue.wins]).toEqual([1, 0]);
    expect(mindLabStandings(event, { teamWins: 'games' }).map((s) => s.wins)).toEqual([2, 1, 0]);
  });

  test('L5: colours are drawn per board, the same for the same event and round, varying between rounds', () => {
    const a = drawColours('Olympics', 1, 'Red', 'Blue');
    expect(a).toEqual(drawColours('Olympics', 1, 'Red', 'Blue'));
    expect(a.map((b) => b.game)).toEqual(MINDLAB_BOARDS);
    for (const b of a) expect(['Red', 'Blue']).toContain(b.firstColour);
    const rounds = Array.from({ length: 8 }, (_, r) =>
      drawColours('Olympics', r + 1, 'Red', 'Blue')
        .map((b) => b.firstColour)
        .join(),
    );
    expect(new Set(rounds).size).toBeGreaterThan(1);
  });
});

describe('Mind Lab league and record checks', () => {
  test('L3: league rounds by name follow the Berger table; the odd one out has a bye', () => {
    const names = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];
    expect(leagueRound(names, 1)).toEqual({
      matches: [
        { first: 'Ben', second: 'Eve' },
        { first: 'Cy', second: 'Dee' },
      ],
      bye: 'Ann',
    });
    expect(leagueRound(names, 2).bye).toBe('Dee');
    expect(() => leagueRound(names, 6)).toThrow(/5 rounds/);
  });

  test('L2, L5: the record is checked: unknown entrants, double pairings, board counts, a second bye', () => {
    const event = {
      kind: 'team' as const,
      format: 'swiss' as const,
      entrants: ['Red', 'Blue', 'Green'],
      matches: [
        { round: 1, first: 'Red', second: 'Blue', results: ['win', 'draw', 'loss', 'win'] as const },
        { round: 2, first: 'Red', second: 'Pink', results: ['win'] as const },
      ],
      byes: [
        { round: 1, entrant: 'Green' },
        { round: 2, entrant: 'Green' },
        { round: 1, entrant: 'Red' },
      ],
    };
    expect(checkMindLabEvent(event).map((p) => p.message)).toEqual([
      'round 2: unknown entrant Pink',
      'round 2, Red v Pink: 1 results for 4 boards',
      'round 1: Red is paired twice',
      'Green has 2 byes; nobody gets more than one (L2, L3)',
    ]);
    expect(checkMindLabEvent({ ...event, matches: [event.matches[0]], byes: [event.byes[0]] })).toEqual([]);
  });
});

import { pairPlayoffRound, perfectScores } from '../../src/engine/tiebreaks/playoff';
import type { TieBreakEntrant, TieBreakGame } from '../../src/engine/tiebreaks/types';

const settings = { publishedRounds: 4, winPoints: 1 };

function entrant(id: string, rounds: [string | null, number][]): TieBreakEntrant {
  const games: TieBreakGame[] = rounds.map(([o, points], i) => ({
    round: i + 1,
    points,
    won: points === 1,
    opponents: o ? [o] : [],
  }));
  return { id, score: games.reduce((s, g) => s + g.points, 0), games };
}

describe('T5 perfect-score play-offs', () => {
  const base = (): TieBreakEntrant[] => [
    entrant('P1', [
      ['P2', 1],
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]),
    entrant('P2', [
      ['P1', 1],
      ['d', 1],
      ['e', 1],
      [null, 1],
    ]),
    entrant('P3', [
      ['P4', 1],
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]),
    entrant('P4', [
      ['P3', 1],
      ['d', 1],
      ['e', 1],
      ['f', 1],
    ]),
    entrant('X', [
      ['a', 1],
      ['b', 1],
      ['c', 0.5],
      ['d', 1],
    ]),
  ];

  test('T5: perfect = the win in every published round (a bye worth a win counts); a draw is not perfect', () => {
    expect(perfectScores(base(), settings)).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  test('T5: the perfect entrants are paired among themselves, avoiding earlier games, the same for the same seed', () => {
    const round = pairPlayoffRound(base(), settings, 'event/playoff 1')!;
    expect(round.waiting).toBeNull();
    expect(round.pairs).toHaveLength(2);
    const ids = round.pairs.flat().sort();
    expect(ids).toEqual(['P1', 'P2', 'P3', 'P4']);
    for (const [a, b] of round.pairs) expect([`${a}${b}`, `${b}${a}`]).not.toContain('P1P2');
    for (const [a, b] of round.pairs) expect([`${a}${b}`, `${b}${a}`]).not.toContain('P3P4');
    expect(pairPlayoffRound(base(), settings, 'event/playoff 1')).toEqual(round);
  });

  test('T5: play-off rounds go on until at most one entrant remains perfect; an odd one out waits and stays perfect', () => {
    const [p1, p2, p3, p4, x] = base();
    const add = (e: TieBreakEntrant, round: number, o: string, points: number): TieBreakEntrant => ({
      ...e,
      score: e.score + points,
      games: [...e.games, { round, points, won: points === 1, opponents: [o] }],
    });
    // play-off round 5: P1 beats P3, P4 beats P2: P1 and P4 remain perfect
    const after5 = [add(p1, 5, 'P3', 1), add(p2, 5, 'P4', 0), add(p3, 5, 'P1', 0), add(p4, 5, 'P2', 1), x];
    expect(perfectScores(after5, settings)).toEqual(['P1', 'P4']);
    const r6 = pairPlayoffRound(after5, settings, 'event/playoff 2')!;
    expect(r6.pairs.map((p) => p.slice().sort())).toEqual([['P1', 'P4']]);
    const after6 = [add(after5[0], 6, 'P4', 1), after5[1], after5[2], add(after5[3], 6, 'P1', 0), x];
    expect(perfectScores(after6, settings)).toEqual(['P1']);
    expect(pairPlayoffRound(after6, settings, 'event/playoff 3')).toBeNull();

    const three = [add(p1, 5, 'P3', 1), add(p2, 5, 'P4', 1), add(p3, 5, 'P1', 0), add(p4, 5, 'P2', 0)];
    const withWaiter = [three[0], three[1], base()[2]]; // P3 did not play round 5: waited, still perfect
    expect(perfectScores(withWaiter, settings)).toEqual(['P1', 'P2', 'P3']);
    const r = pairPlayoffRound(withWaiter, settings, 'event/playoff 2')!;
    expect(r.pairs).toHaveLength(1);
    expect(r.waiting).not.toBeNull();
    expect([...r.pairs.flat(), r.waiting].sort()).toEqual(['P1', 'P2', 'P3']);
  });
});

// L3: the league schedule (Berger table). Six entrants (or five and a fictive sixth) play the table
// printed in the Mind Lab rulebook; any other number the standard Berger table.

/** One game of a league round: entrant numbers (1-based, the seeding order); first named plays first / at home. */
interface BergerPair {
  readonly first: number;
  readonly second: number;
}

interface BergerRound {
  readonly round: number;
  /** the games of the round, in the table's order (board 1 first), byes left out */
  readonly pairs: readonly BergerPair[];
  /** L3: with an odd number of entrants, the one paired with the fictive entrant N+1 (no game, 0 points) */
  readonly bye: number | null;
}

/**
 * L3: the table printed in the rulebook (section 5.2) for six entrants. Its pairs and who is named first are
 * the standard Berger table's; only the order of the games inside a round differs, and follows no rule we
 * could find, so it is kept as printed.
 */
export const RULEBOOK_BERGER_6: readonly (readonly (readonly [number, number])[])[] = [
  [
    [1, 6],
    [2, 5],
    [3, 4],
  ],
  [
    [1, 2],
    [5, 3],
    [6, 4],
  ],
  [
    [2, 6],
    [4, 5],
    [3, 1],
  ],
  [
    [1, 4],
    [2, 3],
    [6, 5],
  ],
  [
    [4, 2],
    [5, 1],
    [3, 6],
  ],
];

/**
 * L3: the standard Berger table for an even number n: entrant n stays, 1..n-1 turn by n/2 places each round.
 * Round 1 is 1-n, 2-(n-1), ...; entrant n is named second in odd rounds and first in even rounds.
 */
export function standardBerger(n: number): [number, number][][] {
  if (n < 2 || n % 2 !== 0) throw new RangeError(`L3: the Berger table needs an even number of entrants, not ${n}`);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const p = (i: number): number => ((r * (n / 2) + i) % (n - 1)) + 1;
    const games: [number, number][] = [r % 2 === 0 ? [p(0), n] : [n, p(0)]];
    for (let i = 1; i < n / 2; i++) games.push([p(i), p(n - 1 - i)]);
    rounds.push(games);
  }
  return rounds;
}

/**
 * L3: the league schedule for `entrants` (2 or more). An odd field gets a fictive entrant N+1; meeting it
 * is a bye (L3: worth 0), so every entrant has exactly one bye.
 */
export function bergerSchedule(entrants: number): BergerRound[] {
  if (!Number.isInteger(entrants) || entrants < 2)
    throw new RangeError(`L3: a league needs 2 or more entrants, not ${entrants}`);
  const n = entrants % 2 === 0 ? entrants : entrants + 1;
  const table = n === 6 ? RULEBOOK_BERGER_6 : standardBerger(n);
  return table.map((games, i) => {
    const bye = games.find(([a, b]) => a > entrants || b > entrants);
    return {
      round: i + 1,
      pairs: games.filter((g) => g !== bye).map(([first, second]) => ({ first, second })),
      bye: bye ? Math.min(bye[0], bye[1]) : null,
    };
  });
}

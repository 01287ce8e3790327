// The team standings, the "updated ranking" of M5 and M7 (M18): main score, then secondary score, then a
// fixed order for exact ties.
//
// Order: (1) main score earned, byes included (M18: "the standings are driven by the main team score"; set
// `rankByMcMahonScore: true` to rank by fictitious start points (M2) + main score instead, as a classic
// McMahon would — a documented alternative, not the default); (2) secondary score; (3) average
// normalized score; (4) initial seeding, the better seed first. Ranks are strict 1..n, so M5 and M7 always
// find a better-ranked team; a row whose scores equal a neighbour's and that only the seeding separates is
// flagged `tied` (the sheet can show "=").
// Average normalized score: the whole percents of each round with a match (and of a bye when it counts, M3)
// averaged over those rounds; G: the offered game matches averaged over the rounds with a team match
// (forfeited ones included, byes never). A team with no round yet has average 0 and G 0.
import type { TeamName } from '../../core/ids';
import { averageOffered, coefficientM } from './secondary';
import type { TeamRound } from './teamRound';

export interface StandingsSettings {
  /** rank by fictitious + earned main score (McMahon score, M2); false: by earned main score only */
  readonly rankByMcMahonScore: boolean;
}
export const DEFAULT_STANDINGS: StandingsSettings = { rankByMcMahonScore: false };

export interface StandingsEntry {
  readonly team: TeamName;
  /** initial seeding position, 1 = best (M2 input column): the last tie order */
  readonly seed: number;
  /** fictitious start points (M2: 3 for the top group, 1 for the rest); 0 when not given */
  readonly fictitious?: number;
  readonly rounds: readonly TeamRound[];
}

export interface StandingsRow {
  /** 1..n, strict */
  readonly rank: number;
  readonly team: TeamName;
  readonly seed: number;
  /** earned main score, byes included (M17, M3) */
  readonly main: number;
  /** fictitious + main (M2) */
  readonly mcMahon: number;
  /** average normalized score, percent (M18) */
  readonly normalizedAverage: number;
  /** average offered game matches over played rounds (M18) */
  readonly g: number;
  /** ((G+100)/(G+200))⁴ (M18) */
  readonly m: number;
  /** normalizedAverage × M (M18) */
  readonly secondary: number;
  /** rounds with a team match (forfeits included, byes not) */
  readonly roundsPlayed: number;
  /** equal on every score with the row before or after; only the seeding orders them */
  readonly tied: boolean;
}

/** M18: one team's standings figures (rank and tie flag filled in by `standings`). */
export function teamTotals(entry: StandingsEntry): Omit<StandingsRow, 'rank' | 'tied'> {
  let main = 0;
  const normalized: number[] = [];
  const offered: number[] = [];
  for (const r of entry.rounds) {
    main += r.main;
    if (r.kind === 'match') {
      normalized.push(r.normalized);
      offered.push(r.offered);
    } else if (r.normalized !== null) {
      normalized.push(r.normalized);
    }
  }
  const normalizedAverage = normalized.length === 0 ? 0 : normalized.reduce((a, b) => a + b, 0) / normalized.length;
  const g = averageOffered(offered);
  const m = coefficientM(g);
  return {
    team: entry.team,
    seed: entry.seed,
    main,
    mcMahon: main + (entry.fictitious ?? 0),
    normalizedAverage,
    g,
    m,
    secondary: normalizedAverage * m,
    roundsPlayed: offered.length,
  };
}

/** M18 (and M5, M7): the standings, best first. */
export function standings(entries: readonly StandingsEntry[], settings: StandingsSettings = DEFAULT_STANDINGS): StandingsRow[] {
  const totals = entries.map(teamTotals);
  const primary = (t: Omit<StandingsRow, 'rank' | 'tied'>): number => (settings.rankByMcMahonScore ? t.mcMahon : t.main);
  const sameScores = (a: Omit<StandingsRow, 'rank' | 'tied'>, b: Omit<StandingsRow, 'rank' | 'tied'>): boolean =>
    primary(a) === primary(b) && a.secondary === b.secondary && a.normalizedAverage === b.normalizedAverage;
  totals.sort(
    (a, b) =>
      primary(b) - primary(a) ||
      b.secondary - a.secondary ||
      b.normalizedAverage - a.normalizedAverage ||
      a.seed - b.seed ||
      (a.team < b.team ? -1 : a.team > b.team ? 1 : 0),
  );
  return totals.map((t, i) => ({
    ...t,
    rank: i + 1,
    tied: (i > 0 && sameScores(totals[i - 1], t)) || (i + 1 < totals.length && sameScores(totals[i + 1], t)),
  }));
}

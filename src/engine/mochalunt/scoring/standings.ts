// The team standings, the "updated ranking" of M5 and M7 (M18): McMahon score, then secondary score, then
// the average normalized score; equal entries share a place.
//
// Order (M18 Decision, revised): (1) the McMahon score: fictitious start points (M2) + main score earned,
// byes included; with `rankByMcMahonScore: false`, the main score earned alone; (2) the secondary score;
// (3) the average normalized score. Scores (2) and (3) are quotients and are compared as exact fractions,
// never by subtracting floats. Teams equal on all three share a place (`place`, `level`; the sheet shows
// "5=" on each). The strict order `rank` (1..n) then puts the better initial seed first, so M5 and M7
// always find a better-ranked team; `decidedBy` names the score that put a row below the one above it when
// their first score is equal.
// Average normalized score: the whole percents of each round with a match (and of a bye when it counts, M3)
// averaged over those rounds; G: the offered game matches averaged over the rounds with a team match
// (forfeited ones included, byes never). A team with no round yet has average 0 and G 0.
import type { TeamName } from '../../core/ids';
import { compare, fraction, mul, pow, sum, toNumber, type Fraction } from '../../core/fraction';
import { averageOffered, coefficientM } from './secondary';
import type { TeamRound } from './teamRound';

interface StandingsSettings {
  /** rank by fictitious + earned main score (McMahon score, M2; default); false: by earned main score only */
  readonly rankByMcMahonScore: boolean;
}
const DEFAULT_STANDINGS: StandingsSettings = { rankByMcMahonScore: true };

export interface StandingsEntry {
  readonly team: TeamName;
  /** initial seeding position, 1 = best (M2 input column): orders level teams in the strict rank */
  readonly seed: number;
  /** fictitious start points (M2: 3 for the top group, 1 for the rest); 0 when not given */
  readonly fictitious?: number;
  readonly rounds: readonly TeamRound[];
}

/** What put a row below the row above it, when their first score (McMahon or main) is equal. */
export type StandingsTieBreak = 'secondary score' | 'normalized average';

export interface StandingsRow {
  /** 1..n, strict: the updated ranking of M5, M7 (level teams ordered by seed) */
  readonly rank: number;
  /** the place shown: level teams share the place of the first of them */
  readonly place: number;
  /** equal on every score with the row before or after: the place is shared ("5=") */
  readonly level: boolean;
  /** the tie-break that separated this row from the row above (same first score), or null */
  readonly decidedBy: StandingsTieBreak | null;
  readonly team: TeamName;
  readonly seed: number;
  /** earned main score, byes included (M17, M3) */
  readonly main: number;
  /** fictitious + main (M2) */
  readonly mcMahon: number;
  /** average normalized score, percent (M18); display value of an exact fraction */
  readonly normalizedAverage: number;
  /** average offered game matches over played rounds (M18) */
  readonly g: number;
  /** ((G+100)/(G+200))⁴ (M18) */
  readonly m: number;
  /** normalizedAverage × M (M18); display value of an exact fraction */
  readonly secondary: number;
  /** rounds with a team match (forfeits included, byes not) */
  readonly roundsPlayed: number;
  /** same as `level` (older name) */
  readonly tied: boolean;
}

type Totals = Omit<StandingsRow, 'rank' | 'place' | 'level' | 'decidedBy' | 'tied'>;

/** M18: one team's exact scores: the average normalized score and the secondary score as fractions. */
interface ExactScores {
  readonly normalizedAverage: Fraction;
  readonly secondary: Fraction;
}

function collect(entry: StandingsEntry): { main: number; normalized: number[]; offered: number[] } {
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
  return { main, normalized, offered };
}

/**
 * M18, exactly: average normalized = ΣN/n; with G = ΣO/k, M = ((G+100)/(G+200))⁴ = ((ΣO+100k)/(ΣO+200k))⁴
 * (k = 0: G = 0, M = 1/16); secondary = average × M.
 */
function exactScores(entry: StandingsEntry): ExactScores {
  const { normalized, offered } = collect(entry);
  const whole = (xs: number[]) => sum(xs.map((x) => fraction(x)));
  const normalizedAverage =
    normalized.length === 0 ? fraction(0) : mul(whole(normalized), fraction(1, normalized.length));
  const k = offered.length;
  const o = whole(offered);
  const base =
    k === 0
      ? fraction(1, 2)
      : mul(fraction(o.num + o.den * BigInt(100 * k), o.den), fraction(o.den, o.num + o.den * BigInt(200 * k)));
  return { normalizedAverage, secondary: mul(normalizedAverage, pow(base, 4)) };
}

/** M18: one team's standings figures (places filled in by `standings`). */
export function teamTotals(entry: StandingsEntry): Totals {
  const { main, offered } = collect(entry);
  const exact = exactScores(entry);
  const g = averageOffered(offered);
  return {
    team: entry.team,
    seed: entry.seed,
    main,
    mcMahon: main + (entry.fictitious ?? 0),
    normalizedAverage: toNumber(exact.normalizedAverage),
    g,
    m: coefficientM(g),
    secondary: toNumber(exact.secondary),
    roundsPlayed: offered.length,
  };
}

/** M18 (and M5, M7): the standings, best first. */
export function standings(
  entries: readonly StandingsEntry[],
  settings: StandingsSettings = DEFAULT_STANDINGS,
): StandingsRow[] {
  const rows = entries.map((e) => ({ t: teamTotals(e), x: exactScores(e) }));
  const primary = (r: { t: Totals }): number => (settings.rankByMcMahonScore ? r.t.mcMahon : r.t.main);
  /** 0 when level on every score; else which score separates them and in which direction */
  const separate = (
    a: (typeof rows)[number],
    b: (typeof rows)[number],
  ): { by: StandingsTieBreak | 'first' | null; order: number } => {
    if (primary(a) !== primary(b)) return { by: 'first', order: primary(b) - primary(a) };
    const s = compare(b.x.secondary, a.x.secondary);
    if (s !== 0) return { by: 'secondary score', order: s };
    const n = compare(b.x.normalizedAverage, a.x.normalizedAverage);
    if (n !== 0) return { by: 'normalized average', order: n };
    return { by: null, order: 0 };
  };
  rows.sort(
    (a, b) => separate(a, b).order || a.t.seed - b.t.seed || (a.t.team < b.t.team ? -1 : a.t.team > b.t.team ? 1 : 0),
  );
  const out: StandingsRow[] = [];
  rows.forEach((r, i) => {
    const above = i > 0 ? separate(rows[i - 1], r) : null;
    const below = i + 1 < rows.length ? separate(r, rows[i + 1]) : null;
    const levelAbove = above !== null && above.by === null;
    const level = levelAbove || (below !== null && below.by === null);
    const place = levelAbove ? out[i - 1].place : i + 1;
    const decidedBy = above && above.by !== null && above.by !== 'first' ? above.by : null;
    out.push({ ...r.t, rank: i + 1, place, level, decidedBy, tied: level });
  });
  return out;
}

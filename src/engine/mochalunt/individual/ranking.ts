// The individual ranking (M19): FS = (4·PS + 3·AOS)/7, PS = (OP+1)/(PP+2), AOS = average of the opponents' PS.
//
// Decisions (docs/rules.md M19, docs/decisions.md):
// - OP and PP are in M15 game points (3/2/1/0); `points: 'oneHalfZero'` switches to 1/½/0 per game.
// - PP of an individual match = its games × the most a game gives: 4 × 3 = 12 (4 × 1 with 1/½/0).
// - Team matches that are a whole-team forfeit (every game a forfeit the same way, M17) are left out for
//   both teams; individual forfeits inside a played team match count like any other result.
// - An individual match with every game unreported (0-0 by M16) counts by default (`countUnplayed: true`):
//   0 points out of PP for both players, and each enters the other's AOS; with `countUnplayed: false` it is
//   left out entirely. Single unreported games inside a reported match always count as 0 of 3.
// - AOS averages the opponent's final PS once per counted individual match (an opponent met twice counts twice).
// - A player is identified by team and name; players with no counted match are not ranked.
// - The place is decided by FS alone (M19 gives no tie-break), compared exactly as a fraction, never by float
//   subtraction, so an FS of 1/2 reached as 3/6 and as 7/14 is equal. Players with equal FS share a place
//   (`place`, `level`; shown "4=" for each). Inside a shared place the list (and the strict `rank` that M20's
//   "better-ranked" reads) orders them by PS, then OP (higher first), then team and player name.
import type { PlayerName, TeamName } from '../../core/ids';
import type { GameResult } from '../../core/result';
import { reverseResult } from '../../core/result';
import { gamePoints } from '../scoring/points';
import type { TeamMatch } from '../scoring/match';
import { teamForfeitWinner } from '../scoring/teamMatch';
import { add, average, compare, div, fraction, fromHalves, mul, toNumber, type Fraction } from '../../core/fraction';

interface IndividualSettings {
  /** M19 Decision: game points of M15 (default) or 1/½/0 per game */
  readonly points: 'gamePoints' | 'oneHalfZero';
  /** whether an individual match left wholly unreported (0-0, M16) counts in PP and AOS (default true) */
  readonly countUnplayed: boolean;
}
const DEFAULT_INDIVIDUAL: IndividualSettings = { points: 'gamePoints', countUnplayed: true };

export interface IndividualRow {
  /** 1..n, strict (equal FS ordered by PS, OP, team, player): M20's "better-ranked" */
  readonly rank: number;
  /** the place shown: players with equal FS share the place of the first of them */
  readonly place: number;
  /** shares its place with the row before or after */
  readonly level: boolean;
  readonly player: PlayerName;
  readonly team: TeamName;
  /** obtained points */
  readonly op: number;
  /** maximum available points */
  readonly pp: number;
  /** (OP+1)/(PP+2) */
  readonly ps: number;
  /** average of the opponents' PS, once per match */
  readonly aos: number;
  /** (4·PS + 3·AOS)/7 */
  readonly fs: number;
  /** individual matches counted */
  readonly matches: number;
}

/** M19: points of one game for the ranking (M15 game points, or 1/½/0). */
function rankingPoints(r: GameResult, settings: IndividualSettings = DEFAULT_INDIVIDUAL): number {
  if (settings.points === 'gamePoints') return gamePoints(r);
  return r === 'win' || r === 'forfeitWin' ? 1 : r === 'draw' ? 0.5 : 0;
}

/** M19: the most one game gives (3, or 1 with 1/½/0). */
function maxRankingPoints(settings: IndividualSettings = DEFAULT_INDIVIDUAL): number {
  return settings.points === 'gamePoints' ? 3 : 1;
}

/** M19: PS = (OP+1)/(PP+2). */
export function personalScore(op: number, pp: number): number {
  return (op + 1) / (pp + 2);
}

/** M19: FS = (4·PS + 3·AOS)/7. */
export function finalScore(ps: number, aos: number): number {
  return (4 * ps + 3 * aos) / 7;
}

/** M19: PS = (OP+1)/(PP+2) as an exact fraction (OP in whole points or halves). */
function exactPersonalScore(op: number, pp: number): Fraction {
  return div(add(fromHalves(op), fraction(1)), fromHalves(pp + 2));
}

/** M19: FS = (4·PS + 3·AOS)/7 as an exact fraction. */
function exactFinalScore(ps: Fraction, aos: Fraction): Fraction {
  return mul(add(mul(fraction(4), ps), mul(fraction(3), aos)), fraction(1, 7));
}

interface Tally {
  player: PlayerName;
  team: TeamName;
  op: number;
  pp: number;
  opponents: string[];
}

const keyOf = (team: TeamName, player: PlayerName): string => `${team}\u0000${player}`;

/** M19: the individual ranking from every team match so far, best first. */
export function individualRanking(
  matches: readonly TeamMatch[],
  settings: IndividualSettings = DEFAULT_INDIVIDUAL,
): IndividualRow[] {
  const tallies = new Map<string, Tally>();
  const tally = (team: TeamName, player: PlayerName): Tally => {
    const k = keyOf(team, player);
    let t = tallies.get(k);
    if (!t) {
      t = { player, team, op: 0, pp: 0, opponents: [] };
      tallies.set(k, t);
    }
    return t;
  };
  const max = maxRankingPoints(settings);
  for (const tm of matches) {
    if (teamForfeitWinner(tm) !== null) continue;
    for (const m of tm.matches) {
      if (m.games.length === 0) continue;
      if (!settings.countUnplayed && m.games.every((g) => g === 'unplayed')) continue;
      const a = tally(tm.first, m.first);
      const b = tally(tm.second, m.second);
      for (const g of m.games) {
        a.op += rankingPoints(g, settings);
        b.op += rankingPoints(reverseResult(g), settings);
      }
      a.pp += m.games.length * max;
      b.pp += m.games.length * max;
      a.opponents.push(keyOf(tm.second, m.second));
      b.opponents.push(keyOf(tm.first, m.first));
    }
  }
  const ps = new Map<string, Fraction>();
  tallies.forEach((t, k) => ps.set(k, exactPersonalScore(t.op, t.pp)));
  const rows = Array.from(tallies.entries()).map(([k, t]) => {
    const own = ps.get(k) as Fraction;
    const aos = average(t.opponents.map((o) => ps.get(o) as Fraction));
    const fs = exactFinalScore(own, aos);
    return {
      x: { ps: own, fs, op: fromHalves(t.op) },
      row: {
        player: t.player,
        team: t.team,
        op: t.op,
        pp: t.pp,
        ps: toNumber(own),
        aos: toNumber(aos),
        fs: toNumber(fs),
        matches: t.opponents.length,
      },
    };
  });
  const text = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  type R = (typeof rows)[number];
  const listOrder = (a: R, b: R): number =>
    compare(b.x.fs, a.x.fs) ||
    compare(b.x.ps, a.x.ps) ||
    compare(b.x.op, a.x.op) ||
    text(a.row.team, b.row.team) ||
    text(a.row.player, b.row.player);
  rows.sort(listOrder);
  const sameFs = (i: number, j: number): boolean =>
    j >= 0 && j < rows.length && compare(rows[i].x.fs, rows[j].x.fs) === 0;
  const out: IndividualRow[] = [];
  rows.forEach((r, i) => {
    out.push({
      rank: i + 1,
      place: sameFs(i, i - 1) ? out[i - 1].place : i + 1,
      level: sameFs(i, i - 1) || sameFs(i, i + 1),
      ...r.row,
    });
  });
  return out;
}

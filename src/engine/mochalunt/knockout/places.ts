// The final standings after phase 2 (M18 Decision, revised; M4, M5): places 1-8 are those of the knock-out,
// places from 9 on follow the McMahon standings.
//
// Each knock-out team holds a range of places that its matches so far have fixed:
// - quarter-final: winner 1-4, loser 5-8; semi-final: winner 1-2, loser 3-4;
// - placement matches of round 7 (P5A, P5B, M4 Decision): winner 5-6, loser 7-8;
// - matches for places in round 8: final 1 and 2, third-place match (P3) 3 and 4, P5 5 and 6, P7 7 and 8.
//   Such a match not played (no game played, no forfeit win: main score 0-0, M17) leaves both teams level:
//   they share the better place ("7=" for both). A played match that ends level goes to team 1 (M5).
// Teams whose range is not yet down to one place (the knock-out still under way, or with
// `eliminated: 'mcmahon' | 'none'` the semi-final and quarter-final losers, who play no placement match) are
// ordered inside their range by the updated ranking (the McMahon standings).
import type { TeamName } from '../../core/ids';
import type { StandingsRow } from '../scoring/standings';
import { knockoutOutcome } from './bracket';
import { rankIndex, type KnockoutMatchId, type KnockoutResult } from './match';

interface KnockoutPlace {
  readonly team: TeamName;
  /** 1..8; level teams share the better place */
  readonly place: number;
  /** shares its place with the other team of a match for places that was not played */
  readonly level: boolean;
  /** the knock-out match that fixed the place, e.g. "final", "7th-place match (not played)" */
  readonly decidedBy: string;
}

interface Range {
  lo: number;
  hi: number;
  by: string;
  level: boolean;
}

const STAGES: readonly {
  ids: readonly KnockoutMatchId[];
  win: [number, number];
  lose: [number, number];
  label: string;
}[] = [
  { ids: ['QF1', 'QF2', 'QF3', 'QF4'], win: [1, 4], lose: [5, 8], label: 'quarter-final' },
  { ids: ['SF1', 'SF2'], win: [1, 2], lose: [3, 4], label: 'semi-final' },
  { ids: ['P5A', 'P5B'], win: [5, 6], lose: [7, 8], label: 'placement match' },
];
const FOR_PLACES: readonly { id: KnockoutMatchId; place: number; label: string }[] = [
  { id: 'F', place: 1, label: 'final' },
  { id: 'P3', place: 3, label: '3rd-place match' },
  { id: 'P5', place: 5, label: '5th-place match' },
  { id: 'P7', place: 7, label: '7th-place match' },
];

/**
 * M18, M4, M5: the places 1-8 of the knock-out teams from the phase-2 results so far, best first (empty
 * before the quarter-finals are played). `ranking` is the updated ranking (team names, best first).
 */
export function knockoutPlaces(results: readonly KnockoutResult[], ranking: readonly TeamName[]): KnockoutPlace[] {
  const range = new Map<TeamName, Range>();
  const set = (t: TeamName, lo: number, hi: number, by: string, level = false) => range.set(t, { lo, hi, by, level });
  const find = (id: KnockoutMatchId) => results.find((r) => r.match.id === id);
  for (const stage of STAGES) {
    for (const id of stage.ids) {
      const r = find(id);
      if (!r) continue;
      const o = knockoutOutcome(r);
      set(o.winner, stage.win[0], stage.win[1], stage.label);
      set(o.loser, stage.lose[0], stage.lose[1], stage.label);
    }
  }
  for (const m of FOR_PLACES) {
    const r = find(m.id);
    if (!r) continue;
    if (r.played === false) {
      set(r.match.first, m.place, m.place + 1, `${m.label} not played`, true);
      set(r.match.second, m.place, m.place + 1, `${m.label} not played`, true);
    } else {
      const o = knockoutOutcome(r);
      set(o.winner, m.place, m.place, m.label);
      set(o.loser, m.place + 1, m.place + 1, m.label);
    }
  }
  const teams = Array.from(range.keys()).sort((a, b) => {
    const x = range.get(a) as Range;
    const y = range.get(b) as Range;
    return x.lo - y.lo || x.hi - y.hi || rankIndex(ranking, a) - rankIndex(ranking, b);
  });
  const out: KnockoutPlace[] = [];
  teams.forEach((team, i) => {
    const r = range.get(team) as Range;
    const prev = i > 0 ? (range.get(teams[i - 1]) as Range) : null;
    const sameRange = prev !== null && prev.lo === r.lo && prev.hi === r.hi;
    if (r.level) {
      out.push({ team, place: r.lo, level: true, decidedBy: r.by });
      return;
    }
    const place = sameRange ? out[i - 1].place + 1 : r.lo;
    const open = r.hi > r.lo;
    out.push({ team, place, level: false, decidedBy: open ? `${r.by}, then the standings` : r.by });
  });
  return out;
}

/** A row of the final standings: the McMahon figures, its place, and what decided it. */
export interface PlacedRow extends StandingsRow {
  /** 'knock-out': one of the 8 knock-out teams (places 1-8); 'McMahon': places from 9 on */
  readonly stage: 'knock-out' | 'McMahon';
  /** what fixed the place: a knock-out match, or the tie-break against the row above ('' when the score did) */
  readonly decidedByText: string;
}

/**
 * M18 after phase 2 (and during it): the knock-out teams first, in their knock-out places, then the other
 * teams in the order of the McMahon standings `rows`, from place 9 on (places shared as in `rows`). Before
 * the knock-out, the standings as they are.
 */
export function placedStandings(rows: readonly StandingsRow[], results: readonly KnockoutResult[]): PlacedRow[] {
  const ko = knockoutPlaces(
    results,
    rows.map((r) => r.team),
  );
  const byTeam = new Map(rows.map((r) => [r.team as string, r] as const));
  const out: PlacedRow[] = [];
  for (const k of ko) {
    const r = byTeam.get(k.team);
    if (!r) continue;
    out.push({
      ...r,
      rank: out.length + 1,
      place: k.place,
      level: k.level,
      tied: k.level,
      decidedBy: null,
      stage: 'knock-out',
      decidedByText: k.decidedBy,
    });
  }
  const inKo = new Set(ko.map((k) => k.team as string));
  const offset = out.length;
  const rest = rows.filter((r) => !inKo.has(r.team));
  rest.forEach((r, i) => {
    const sharedWithAbove = i > 0 && rest[i - 1].place === r.place;
    const place = sharedWithAbove ? out[out.length - 1].place : offset + i + 1;
    const level = sharedWithAbove || (i + 1 < rest.length && rest[i + 1].place === r.place);
    const decidedByText = level
      ? 'level on every score (seed orders the updated ranking, M5)'
      : i > 0 && r.decidedBy
        ? r.decidedBy
        : '';
    out.push({
      ...r,
      rank: out.length + 1,
      place,
      level,
      tied: level,
      decidedBy: i > 0 ? r.decidedBy : null,
      stage: 'McMahon',
      decidedByText,
    });
  });
  return out;
}

// The Crosstable of a MOCHALUNT season (M17, M18): each scored round's team match against the opponent's
// line, won, drawn or lost by its main score (M17: 3 win, 2 draw, 1 played loss, 0 forfeit loss; the match
// scores stay on the round tabs, so that eight rounds print one page wide); then the score that ranks (the McMahon score, or the main
// score earned: the "rank by McMahon score" setting) and the secondary score, the M18 tie-break.
import type { Workbook } from '../../workbook';
import type { Season } from '../../season';
import type { PlacedRow } from '../../../engine/mochalunt/knockout/places';
import type { GameResult } from '../../../engine/core/result';
import { gamesByEntrant, type CrosstableMatch } from '../crosstableCells';
import { crosstableTab, type CrosstableSpec } from '../crosstable';

/** M17: a team match's outcome from team 1's side by the two main scores. */
function outcomeOf(main1: number, main2: number): GameResult {
  if (main1 === 0 && main2 === 0) return 'unplayed';
  if (main1 === 0) return 'forfeitLoss';
  if (main2 === 0) return 'forfeitWin';
  return main1 > main2 ? 'win' : main1 < main2 ? 'loss' : 'draw';
}

/** The Crosstable's columns besides the rounds: the score that ranks (M18: McMahon or main score), then secondary. */
export function seasonCrosstableSpec(byMcMahon: boolean): CrosstableSpec {
  return {
    name: 'team',
    points: byMcMahon
      ? { header: 'McMahon', width: 64, note: 'M2, M18: start points + main score (ranks)' }
      : { header: 'main', note: 'M17, M18: main score earned (ranks)' },
    tieBreaks: [{ header: 'secondary', width: 70, numberFormat: '0.00', note: 'M18: average normalized score × M' }],
  };
}

/** The Crosstable's block, new tab and layout from the placed standings `rows` (M18 order). */
export function seasonCrosstable(book: Workbook, season: Season, rows: readonly PlacedRow[]) {
  const matches: CrosstableMatch[] = [];
  const byes = new Map<string, number[]>();
  let rounds = season.totalRounds;
  season.rounds.forEach((tab, r) => {
    if (!tab.scored) return;
    rounds = Math.max(rounds, r);
    for (const m of tab.matches) {
      if (m.points1 === null || m.points2 === null) continue;
      matches.push({
        round: r,
        first: m.team1,
        second: m.team2,
        outcome: outcomeOf(m.points1, m.points2),
      });
    }
    if (tab.bye) byes.set(tab.bye.team, [...(byes.get(tab.bye.team) ?? []), r]);
  });
  const games = gamesByEntrant(matches);
  const byMcMahon = season.settings.rankByMcMahon;
  const spec = seasonCrosstableSpec(byMcMahon);
  const entrants = rows.map((r) => ({
    id: r.team,
    place: r.place,
    shared: r.level,
    points: byMcMahon ? r.mcMahon : r.main,
    games: games.get(r.team) ?? [],
    byeRounds: byes.get(r.team) ?? [],
    tieBreaks: [r.secondary],
  }));
  return crosstableTab(book, spec, entrants, rounds);
}

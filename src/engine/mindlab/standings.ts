// L1, L2, L5, L6: each entrant's points, wins, opponents and byes, read from the event's record.
import { reverseResult } from '../core/result';
import type { TieBreakEntrant, TieBreakGame } from '../tiebreaks/types';
import type { MindLabEvent } from './event';
import { byePoints, gamePoints } from './format';

export interface MindLabSettings {
  /**
   * L6 b "number of wins" in a team event: 'matches' (team matches won: more board points than the
   * opponent) or 'games' (boards won). Default 'matches'. In an individual event both are the games won.
   */
  readonly teamWins: 'matches' | 'games';
}

export const DEFAULT_MINDLAB: MindLabSettings = { teamWins: 'matches' };

export interface MindLabStanding extends TieBreakEntrant {
  /** L1, L5: points (games; a team's board points), byes included (L2) */
  readonly score: number;
  /** L6 b: wins as counted by MindLabSettings.teamWins */
  readonly wins: number;
  /** opponents met, one per match, in round order */
  readonly opponents: readonly string[];
  /** rounds with a bye (L2: at most one) */
  readonly byeRounds: readonly number[];
  /** index in the seeding order */
  readonly seed: number;
}

/** L1, L2, L3, L5: the standing of every entrant after all recorded rounds, in seeding order. */
export function mindLabStandings(event: MindLabEvent, s: MindLabSettings = DEFAULT_MINDLAB): MindLabStanding[] {
  const games = new Map<string, TieBreakGame[]>(event.entrants.map((e) => [e, []]));
  const add = (id: string, g: TieBreakGame): void => {
    const list = games.get(id);
    if (list) list.push(g);
    else games.set(id, [g]);
  };
  for (const m of event.matches) {
    const sides = [
      { id: m.first, opp: m.second, results: m.results },
      { id: m.second, opp: m.first, results: m.results.map(reverseResult) },
    ];
    const pts = sides.map((side) => side.results.reduce((sum, r) => sum + gamePoints(r), 0));
    sides.forEach((side, k) => {
      const won = pts[k] > pts[1 - k];
      const boardsWon = side.results.filter((r) => r === 'win' || r === 'forfeitWin').length;
      const wins = event.kind === 'team' && s.teamWins === 'games' ? boardsWon : won ? 1 : 0;
      add(side.id, { round: m.round, points: pts[k], won, wins, opponents: [side.opp] });
    });
  }
  const bye = byePoints(event.format, event.kind);
  for (const b of event.byes) add(b.entrant, { round: b.round, points: bye, won: false, wins: 0, opponents: [] });
  return event.entrants.map((id, seed) => {
    const gs = (games.get(id) ?? []).slice().sort((a, b) => a.round - b.round);
    return {
      id,
      score: gs.reduce((sum, g) => sum + g.points, 0),
      wins: gs.reduce((sum, g) => sum + (g.wins ?? 0), 0),
      opponents: gs.flatMap((g) => g.opponents),
      byeRounds: gs.filter((g) => g.opponents.length === 0).map((g) => g.round),
      seed,
      games: gs,
    };
  });
}

// L1, L2, L5, L6: each entrant's points, wins, opponents and byes, read from the event's record.
import { reverseResult, type GameResult } from '../core/result';
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
  const boardWins = event.kind === 'team' && s.teamWins === 'games';
  const won = (r: GameResult): boolean => r === 'win' || r === 'forfeitWin';
  /** one side's game: its points, whether it won the match, its boards won (L6 b counts one or the other) */
  const played = (id: string, opponent: string, round: number, points: number, w: boolean, boards: number): void =>
    add(id, { round, points, won: w, wins: boardWins ? boards : w ? 1 : 0, opponents: [opponent] });
  for (const m of event.matches) {
    // each side's points and boards won, the second's from its own side (the results reversed)
    let pts1 = 0;
    let pts2 = 0;
    let boards1 = 0;
    let boards2 = 0;
    for (const r of m.results) {
      const back = reverseResult(r);
      pts1 += gamePoints(r);
      pts2 += gamePoints(back);
      if (won(r)) boards1++;
      if (won(back)) boards2++;
    }
    played(m.first, m.second, m.round, pts1, pts1 > pts2, boards1);
    played(m.second, m.first, m.round, pts2, pts2 > pts1, boards2);
  }
  const bye = byePoints(event.format, event.kind);
  for (const b of event.byes) add(b.entrant, { round: b.round, points: bye, won: false, wins: 0, opponents: [] });
  return event.entrants.map((id, seed) => {
    const gs = (games.get(id) ?? []).slice();
    // in round order (the matches come round by round; a bye is added after them)
    if (gs.some((g, i) => i > 0 && gs[i - 1].round > g.round)) gs.sort((a, b) => a.round - b.round);
    let score = 0;
    let wins = 0;
    const opponents: string[] = [];
    const byeRounds: number[] = [];
    for (const g of gs) {
      score += g.points;
      wins += g.wins ?? 0;
      for (const o of g.opponents) opponents.push(o);
      if (g.opponents.length === 0) byeRounds.push(g.round);
    }
    return { id, score, wins, opponents, byeRounds, seed, games: gs };
  });
}

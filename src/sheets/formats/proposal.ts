// What Pair next round proposes for a two-player round (Swiss, league or T5 play-off), before it is laid
// out on the round tab: the games with their reasons, the byes with their points, the play-off waiters.
import type { SheetProblem } from '../plan';

export interface ProposedGame {
  readonly first: string;
  readonly second: string;
  readonly reason: string;
  /** a result known at pairing (L3 league game against an entrant who left: a forfeit), first's side */
  readonly prefill?: string;
}

export interface ProposedRound {
  readonly games: readonly ProposedGame[];
  /** L2, L3: the bye and its points (1 or 3 in a Swiss, 0 in a league) */
  readonly byes: readonly { readonly entrant: string; readonly points: number; readonly reason: string }[];
  /** T5: a perfect-score entrant without a game in an odd play-off round */
  readonly waiting: readonly { readonly entrant: string; readonly reason: string }[];
  readonly notes: readonly string[];
  readonly problems: readonly SheetProblem[];
}

export const noRound = (problems: SheetProblem[]): ProposedRound => ({
  games: [],
  byes: [],
  waiting: [],
  notes: [],
  problems,
});

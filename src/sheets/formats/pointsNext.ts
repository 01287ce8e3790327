// What comes next in the formats ranked by points (Swiss, league, multi-player, double round robin): one sentence from the stage of
// the event (entrants listed, round paired, round scored) and the action just run; each format names its own
// words (round or session, what to type).
import type { FormatAction } from './entry';
import { roundTabName } from '../tabs/round';

interface PointsStage {
  readonly entrants: number;
  /** the last paired round, 0 before round 1 */
  readonly paired: number;
  /** the rounds scored, 1..scored */
  readonly scored: number;
  /** the rounds the Settings publish (a T5 play-off comes after them) */
  readonly published: number;
  /** "round" or "session" */
  readonly round: string;
  /** what to list on the Entrants tab */
  readonly list: string;
  readonly play: string;
  /** what organizers type on the round tab, and how */
  readonly results: string;
  readonly notation: string;
  /** what may follow the published rounds and how it is called (a T5 play-off), or null */
  readonly after: string | null;
}

/** The stage of a format's event as read from its book: the entrants, the rounds paired, scored and published. */
export const stageOf = <B extends { readonly entrants: readonly unknown[]; readonly published: number }>(
  b: B,
  paired: (b: B) => number,
  scored: (b: B) => number,
): Pick<PointsStage, 'entrants' | 'paired' | 'scored' | 'published'> => ({
  entrants: b.entrants.length,
  paired: paired(b),
  scored: scored(b),
  published: b.published,
});

/** The words of an event of players paired a game a row (Swiss, league, round robin), results from the first's side. */
export const GAME_WORDS = {
  round: 'round',
  play: 'players play',
  results: "each game's result",
  notation: "from the first's side: 1-0, 0-1, ½-½, + or -; 0-0 for a game not played",
} as const;

export function pointsFormatNext(action: FormatAction, s: PointsStage): string {
  const { round: word, paired } = s;
  if (s.entrants < 2) return `list the ${s.list} on the Entrants tab, then Pair next round`;
  if (paired === 0)
    return action === 'setUp'
      ? `Check line-ups (it checks the Entrants tab and says the format the rulebook gives), then Pair next round (${word} 1)`
      : `Pair next round (${word} 1)`;
  if (s.scored < paired)
    return `${s.play} ${word} ${paired}; organizers type ${s.results} on ${roundTabName(paired)} (${s.notation}), then Score round`;
  const after = s.after ? ` (${s.after})` : '';
  const since = `Update standings has run since ${word} ${paired}`;
  if (paired < s.published) {
    const pair = `Pair next round (${word} ${paired + 1})`;
    return action === 'updateStandings'
      ? pair
      : action === 'scoreRound'
        ? `Update standings, then ${pair}`
        : `${pair}, once ${since}`;
  }
  if (action === 'scoreRound') return `Update standings: ${word} ${paired} was the last${after}`;
  return `the event is complete${action === 'updateStandings' ? '' : ` once ${since}`}${after}; Export JSON keeps a copy of every result`;
}

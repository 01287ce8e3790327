// What varies between round robins (L3's Berger table, played once or more): the parameters a round robin's
// folder gives roundRobinEntry (entry.ts). The cycles (a later cycle repeats the first round by round with
// colours reversed), what ranks first (the points, or the number of wins), the tie-break chain after it, the
// "points for a win" key when the format has one, and the words its tabs and summaries use.
import type { TieBreakStepName } from '../../../engine/tiebreaks/steps';
import type { SettingDef } from '../../tabs/settings';

export interface RoundRobinConfig {
  /** what the Settings tab's "format" key accepts (lower case), e.g. "double round robin" */
  readonly name: string;
  /** the format in the Overview's first line, e.g. "Double round robin" */
  readonly title: string;
  /** how many times every player meets every other: 1 (single) or 2 (double, the second with colours reversed) */
  readonly cycles: 1 | 2;
  /** what ranks first: the points, or the games won */
  readonly rankBy: 'points' | 'wins';
  /** the tie-breaks after it, in order (src/engine/tiebreaks/steps.ts) */
  readonly chain: readonly TieBreakStepName[];
  /** the format's own "points for a win" key (Settings); without it a win is worth 1 */
  readonly winPoints?: SettingDef<number>;
  /** the ranking in words, for the Standings summary: "points, then Sonneborn-Berger, then ..." */
  readonly order: string;
  /** the Standings' rank note: when a place is shared */
  readonly tiedNote: string;
  /** the Standings' points note */
  readonly pointsNote: string;
}

/** How often every player meets every other, in words. */
export const meetsWord = (cycles: number): string => (cycles === 2 ? 'twice' : 'once');

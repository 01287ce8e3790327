// Individual prize categories (M20): under 18, 18-64, over 65, woman, man, non-binary. In each, the top
// player of each team (by the individual ranking, M19) is considered; the best 4 meet in semi-finals 1-4 and
// 2-3 (round 7), then the final (round 8).
//
// Decisions:
// - A category is awarded only with at least `minParticipants` teams having a ranked player in it
//   (default 4). If the setting is lowered below 4 and 2 or 3 qualify, the best 2 meet directly in the final
//   (round 8); a single qualifier is never enough.
// - Player 1 of a category match (who picks 3 of the 5 games, "Round Procedure") is the better-ranked
//   player; a level category match (equal M15 game points) goes to the better-ranked player, as M5 does
//   for teams.
// - Players' categories are plain fields; a player without the field (null) is in none of its categories.
import type { PlayerName, TeamName } from '../../core/ids';
import { fail, ok } from '../../core/problem';
import type { Checked } from '../../core/problem';
import type { GameResult } from '../../core/result';
import { individualMatchScore } from '../scoring/points';
import type { IndividualRow } from './ranking';

export type AgeGroup = 'under18' | 'adult' | 'over65';
export type Gender = 'woman' | 'man' | 'nonBinary';
export type PrizeCategory = AgeGroup | Gender;
export const PRIZE_CATEGORIES: readonly PrizeCategory[] = ['under18', 'adult', 'over65', 'woman', 'man', 'nonBinary'];
export const CATEGORY_LABELS: Readonly<Record<PrizeCategory, string>> = {
  under18: 'under 18',
  adult: '18-64',
  over65: 'over 65',
  woman: 'woman',
  man: 'man',
  nonBinary: 'non-binary',
};

export interface PlayerProfile {
  readonly team: TeamName;
  readonly player: PlayerName;
  readonly ageGroup: AgeGroup | null;
  readonly gender: Gender | null;
}

interface PrizeSettings {
  /** teams with a ranked player in the category needed to award it (default 4: the semi-finals) */
  readonly minParticipants: number;
}
const DEFAULT_PRIZES: PrizeSettings = { minParticipants: 4 };

/** A category knock-out match: player 1 is the better-ranked. */
export interface CategoryMatch {
  readonly category: PrizeCategory;
  /** 'SF1' = 1-4, 'SF2' = 2-3 (stage 2 of phase 2), 'F' (stage 3) */
  readonly id: 'SF1' | 'SF2' | 'F';
  /** M20, M4: played with the team semi-finals (stage 2) and final (stage 3) */
  readonly stage: 2 | 3;
  readonly first: IndividualRow;
  readonly second: IndividualRow;
}

interface CategoryDraw {
  readonly category: PrizeCategory;
  /** the top player of each team in the category, in ranking order */
  readonly qualifiers: readonly IndividualRow[];
  readonly awarded: boolean;
  /** the semi-finals (4 or more qualifiers) or the final straight away (2-3 with a lowered setting) */
  readonly matches: readonly CategoryMatch[];
  /** for the sheet: "3 teams have a player in the category, 4 needed" */
  readonly reason: string;
}

function inCategory(p: PlayerProfile | undefined, c: PrizeCategory): boolean {
  return p !== undefined && (p.ageGroup === c || p.gender === c);
}

/** M20: the qualifiers and the first matches of one prize category, from the individual ranking (M19). */
export function categoryDraw(
  category: PrizeCategory,
  ranking: readonly IndividualRow[],
  profiles: readonly PlayerProfile[],
  settings: PrizeSettings = DEFAULT_PRIZES,
): CategoryDraw {
  const profile = new Map(profiles.map((p) => [`${p.team}\u0000${p.player}`, p]));
  const seen = new Set<string>();
  const qualifiers: IndividualRow[] = [];
  for (const row of [...ranking].sort((a, b) => a.rank - b.rank)) {
    if (seen.has(row.team) || !inCategory(profile.get(`${row.team}\u0000${row.player}`), category)) continue;
    seen.add(row.team);
    qualifiers.push(row);
  }
  const n = qualifiers.length;
  const needed = Math.max(2, settings.minParticipants);
  if (n < needed) {
    return {
      category,
      qualifiers,
      awarded: false,
      matches: [],
      reason: `${n} team${n === 1 ? ' has' : 's have'} a player in the category, ${needed} needed`,
    };
  }
  const q = qualifiers;
  const matches: CategoryMatch[] =
    n >= 4
      ? [
          { category, id: 'SF1', stage: 2, first: q[0], second: q[3] },
          { category, id: 'SF2', stage: 2, first: q[1], second: q[2] },
        ]
      : [{ category, id: 'F', stage: 3, first: q[0], second: q[1] }];
  return {
    category,
    qualifiers,
    awarded: true,
    matches,
    reason: n >= 4 ? 'semi-finals 1-4 and 2-3' : `${n} qualifiers: final between the best 2`,
  };
}

/** M20: the winner of a category match: more M15 game points; level, player 1 (the better-ranked). */
export function categoryMatchWinner(match: CategoryMatch, games: readonly GameResult[]): IndividualRow {
  const s = individualMatchScore(games);
  return s.second > s.first ? match.second : match.first;
}

/** M20: the category final (stage 3) from the two semi-finals and their games. */
export function categoryFinal(
  semiFinals: readonly { readonly match: CategoryMatch; readonly games: readonly GameResult[] }[],
): Checked<CategoryMatch> {
  const sf1 = semiFinals.find((s) => s.match.id === 'SF1');
  const sf2 = semiFinals.find((s) => s.match.id === 'SF2');
  if (!sf1 || !sf2)
    return fail({
      field: 'category',
      message: 'both semi-final results are needed for the final',
      fix: 'enter the games of SF1 and SF2',
    });
  const a = categoryMatchWinner(sf1.match, sf1.games);
  const b = categoryMatchWinner(sf2.match, sf2.games);
  const [first, second] = a.rank <= b.rank ? [a, b] : [b, a];
  return ok({ category: sf1.match.category, id: 'F', stage: 3, first, second });
}

// L6: the Mind Lab tie-breaks: result between the tied, number of wins, Buchholz; in a league, the result
// between the tied and then the rematch (L6 d, rematch.ts) for a tie that decides a leading place.
import { buchholzStep } from '../tiebreaks/buchholz';
import { rankByChain } from '../tiebreaks/chain';
import { tieBreakContext } from '../tiebreaks/context';
import { directEncounterStep } from '../tiebreaks/direct-encounter';
import type { ChainEntry, RankedEntry, TieBreakStep } from '../tiebreaks/types';
import type { MindLabEvent } from './event';
import { L6_LEADING_PLACES, rematchStep } from './rematch';
import { DEFAULT_MINDLAB, mindLabStandings, type MindLabSettings, type MindLabStanding } from './standings';

interface MindLabRanked extends RankedEntry<MindLabStanding> {
  /** L6 d, 6.2: in a league, entrants still tied for a leading place (first or second) play a rematch */
  readonly rematch: boolean;
}

/** L6 b: the number of wins (MindLabSettings.teamWins). */
const winsStep: TieBreakStep<MindLabStanding> = { name: 'wins', values: (group) => group.map((e) => e.wins) };

/**
 * L6, 6.2: ranks the entrants by points; ties by (a) the result between the tied entrants (when all of
 * them met), then in a Swiss (b) wins and (c) Buchholz, the plain sum of the opponents' points. Each
 * group a step leaves tied starts again at (a) (6.2). Decision: every tie is broken this way, not only
 * the leaders'. In a league (d) only (a) applies, then the rematches played (rematch.ts); a tie left whose
 * shared place is first or second (6.1 the leading teams, 6.2 the second place) is flagged for a rematch, a
 * tie below them is reported as a tie, as in a Swiss.
 */
export function rankMindLab(
  event: MindLabEvent,
  s: MindLabSettings = DEFAULT_MINDLAB,
  standings: readonly MindLabStanding[] = mindLabStandings(event, s),
): MindLabRanked[] {
  const ctx = tieBreakContext(standings);
  const direct = directEncounterStep() as TieBreakStep<MindLabStanding>;
  const chain: ChainEntry<MindLabStanding>[] =
    event.format === 'league'
      ? [direct, rematchStep<MindLabStanding>(event.rematches ?? [])]
      : [direct, winsStep, buchholzStep(ctx, 0, { equalize: false })];
  const ranked = rankByChain(standings, chain);
  return ranked.map((r, i) => {
    const tied = r.tiedWithAbove || (i + 1 < ranked.length && ranked[i + 1].tiedWithAbove);
    return { ...r, rematch: event.format === 'league' && tied && r.place <= L6_LEADING_PLACES };
  });
}

/**
 * L6 d, 6.2: the league's tied group that a rematch must decide next: the entrants flagged for a rematch with
 * the best shared place (seeding order), with that place and their points; null when none is.
 */
export function rematchDue(
  event: MindLabEvent,
  s: MindLabSettings = DEFAULT_MINDLAB,
): { group: string[]; place: number; points: number } | null {
  if (event.format !== 'league') return null;
  const flagged = rankMindLab(event, s).filter((r) => r.rematch);
  if (flagged.length === 0) return null;
  const place = Math.min(...flagged.map((r) => r.place));
  const group = flagged.filter((r) => r.place === place);
  return { group: event.entrants.filter((e) => group.some((r) => r.id === e)), place, points: group[0].entrant.score };
}

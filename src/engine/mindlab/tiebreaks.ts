// L6: the Mind Lab tie-breaks: result between the tied, number of wins, Buchholz; a league tie is
// flagged for a rematch.
import { buchholzStep } from '../tiebreaks/buchholz';
import { rankByChain } from '../tiebreaks/chain';
import { tieBreakContext } from '../tiebreaks/context';
import { directEncounterStep } from '../tiebreaks/direct-encounter';
import type { ChainEntry, RankedEntry, TieBreakStep } from '../tiebreaks/types';
import type { MindLabEvent } from './event';
import { DEFAULT_MINDLAB, mindLabStandings, type MindLabSettings, type MindLabStanding } from './standings';

export interface MindLabRanked extends RankedEntry<MindLabStanding> {
  /** L6 d: in a league, entrants still tied after the result between them play a rematch */
  readonly rematch: boolean;
}

/** L6 b: the number of wins (MindLabSettings.teamWins). */
const winsStep: TieBreakStep<MindLabStanding> = { name: 'wins', values: (group) => group.map((e) => e.wins) };

/**
 * L6, 6.2: ranks the entrants by points; ties by (a) the result between the tied entrants (when all of
 * them met), then in a Swiss (b) wins and (c) Buchholz, the plain sum of the opponents' points. Each
 * group a step leaves tied starts again at (a) (6.2). Decision: every tie is broken this way, not only
 * the leaders'. In a league (d) only (a) applies and a tie left is flagged for a rematch; in a Swiss it
 * is reported as a tie.
 */
export function rankMindLab(event: MindLabEvent, s: MindLabSettings = DEFAULT_MINDLAB): MindLabRanked[] {
  const standings = mindLabStandings(event, s);
  const ctx = tieBreakContext(standings);
  const direct = directEncounterStep() as TieBreakStep<MindLabStanding>;
  const chain: ChainEntry<MindLabStanding>[] =
    event.format === 'league'
      ? [direct]
      : [direct, winsStep, buchholzStep(ctx, 0, { equalize: false }) as TieBreakStep<MindLabStanding>];
  const ranked = rankByChain(standings, chain);
  return ranked.map((r, i) => {
    const tied = r.tiedWithAbove || (i + 1 < ranked.length && ranked[i + 1].tiedWithAbove);
    return { ...r, rematch: event.format === 'league' && tied };
  });
}

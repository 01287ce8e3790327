// T1, T3: the named tie-break steps and the default chains. A chain is a setting: an array of step names.
import { buchholzCutsSeries, buchholzStep, sonnebornBergerStep } from './buchholz';
import { bestOpponentStep } from './best-opponent';
import { rankByChain } from './chain';
import { tieBreakContext, type TieBreakContext } from './context';
import { directEncounterStep } from './direct-encounter';
import { finalBoardStep, finalResultStep, gamesWonStep } from './final-round';
import { progressiveStep } from './progressive';
import type { ChainEntry, RankedEntry, TieBreakEntrant } from './types';

export type TieBreakStepName =
  | 'buchholzCut2'
  | 'buchholz'
  | 'progressive'
  | 'sonnebornBerger'
  | 'finalBoard'
  | 'finalResult'
  | 'bestOpponentPercentage'
  | 'gamesWon'
  | 'buchholzCuts'
  | 'directEncounter';

interface MsoTieBreakSettings {
  /** T1: two-player events */
  readonly twoPlayer: readonly TieBreakStepName[];
  /** T3: multi-player events */
  readonly multiPlayer: readonly TieBreakStepName[];
}

/** T1 and T3 as printed in the MSO standard rules. */
export const DEFAULT_MSO_TIE_BREAKS: MsoTieBreakSettings = {
  twoPlayer: ['buchholzCut2', 'buchholz', 'progressive'],
  multiPlayer: ['finalBoard', 'finalResult', 'bestOpponentPercentage', 'gamesWon', 'buchholzCuts'],
};

/** The sheet's words for each step name (describeTieBreak). */
const LABELS: Record<string, string> = {
  score: 'score',
  buchholz: 'Buchholz',
  progressive: 'progressive score',
  sonnebornBerger: 'Sonneborn-Berger',
  finalBoard: 'board in the final round',
  finalResult: 'result in the final round',
  bestOpponentPercentage: "percentage of the best opponent's score",
  gamesWon: 'games won',
  directEncounter: 'result between the tied',
  carrots: 'carrots',
  wins: 'number of wins',
  lateEntrant: 'late entrant ahead of those last in every game',
  neverPlayed: 'never played (absent at every table, K6)',
};

/** Labels for the sheet, by the name a step reports in RankedEntry.separatedBy. */
export function describeTieBreak(name: string): string {
  const cut = /^buchholzCut(\d+)$/.exec(name);
  if (cut) return `Buchholz cut-${cut[1]}`;
  return LABELS[name] ?? name;
}

/** The chain entry for one step name. */
export function tieBreakEntry(name: TieBreakStepName, ctx: TieBreakContext): ChainEntry<TieBreakEntrant> {
  switch (name) {
    case 'buchholzCut2':
      return buchholzStep(ctx, 2);
    case 'buchholz':
      return buchholzStep(ctx, 0);
    case 'progressive':
      return progressiveStep(ctx);
    case 'sonnebornBerger':
      return sonnebornBergerStep(ctx);
    case 'finalBoard':
      return finalBoardStep(ctx);
    case 'finalResult':
      return finalResultStep(ctx);
    case 'bestOpponentPercentage':
      return bestOpponentStep(ctx);
    case 'gamesWon':
      return gamesWonStep();
    case 'buchholzCuts':
      return buchholzCutsSeries(ctx);
    case 'directEncounter':
      return directEncounterStep();
  }
}

interface RankOptions {
  /** the final round (default: the last round any entrant played) */
  readonly finalRound?: number;
  /** entries tried before the named chain (K5 carrots) */
  readonly before?: readonly ChainEntry<TieBreakEntrant>[];
}

/** T1-T4: ranks a field by score, then the named chain; ties that survive are reported as ties. */
export function rankWithTieBreaks(
  entrants: readonly TieBreakEntrant[],
  chain: readonly TieBreakStepName[],
  options: RankOptions = {},
): RankedEntry<TieBreakEntrant>[] {
  const ctx = tieBreakContext(entrants, options.finalRound);
  return rankByChain(entrants, [...(options.before ?? []), ...chain.map((n) => tieBreakEntry(n, ctx))]);
}

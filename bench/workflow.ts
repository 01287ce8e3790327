// The add-on's workflow benchmark: spreadsheet service calls (reads, writes, formatting, other)
// made by Pair next round, Score round and Update standings at 8 and 64 teams, and the wall time of a whole
// 64-team season played through the bundle (build/Code.js) with the demo driver. The target: the same number
// of calls at 8 and 64 teams (one read per tab, one write per block), and a 64-team season under 20 s.
// `calls` counts reads + writes + formatting (the grid calls); `calls_by_category` adds `other`
// (getRange, getSheetByName, toasts, locks, DataValidation getters, ...).
import type { CallCounts } from '../local/runner';
import { playSeason } from '../local/demo/season';

export const WORKFLOW_ACTIONS = { pair_next_round: 'menuPairNextRound', score_round: 'menuScoreRound', update_standings: 'menuUpdateStandings' } as const;
export type WorkflowAction = keyof typeof WORKFLOW_ACTIONS;
/** The round measured: a phase-1 round whose tab is new and whose previous round is scored. */
export const MEASURED_ROUND = 2;

export type CallsByCategory = Pick<CallCounts, 'reads' | 'writes' | 'formatting' | 'other'>;

/** Service calls of each measured action in each round, for one season of `teams` teams. */
export async function seasonCalls(teams: number, seed = 1, rounds = 8): Promise<{ byRound: Record<WorkflowAction, CallsByCategory[]>; ms: number }> {
  const started = Date.now();
  const season = await playSeason({ teams, seed, rounds, typing: false });
  const ms = Date.now() - started;
  const byRound = { pair_next_round: [], score_round: [], update_standings: [] } as Record<WorkflowAction, CallsByCategory[]>;
  for (const [name, handler] of Object.entries(WORKFLOW_ACTIONS) as [WorkflowAction, string][]) {
    byRound[name] = season.desk.clicks.filter((c) => c.handler === handler)
      .map(({ calls: { reads, writes, formatting, other } }) => ({ reads, writes, formatting, other }));
  }
  return { byRound, ms };
}

/** The grid count: the calls that touch the grid (reads, writes, formatting); `other` is reported apart. */
const total = (c: CallsByCategory): number => c.reads + c.writes + c.formatting;

export async function workflowBench(): Promise<{ calls: Record<WorkflowAction, Record<'8' | '64', number>>; calls_by_category: Record<WorkflowAction, Record<'8' | '64', CallsByCategory>>; season_ms_64: number }> {
  const small = await seasonCalls(8);
  const large = await seasonCalls(64);
  const calls = {} as Record<WorkflowAction, Record<'8' | '64', number>>;
  const byCategory = {} as Record<WorkflowAction, Record<'8' | '64', CallsByCategory>>;
  for (const name of Object.keys(WORKFLOW_ACTIONS) as WorkflowAction[]) {
    const a = small.byRound[name][MEASURED_ROUND - 1];
    const b = large.byRound[name][MEASURED_ROUND - 1];
    calls[name] = { 8: total(a), 64: total(b) };
    byCategory[name] = { 8: a, 64: b };
  }
  return { calls, calls_by_category: byCategory, season_ms_64: large.ms };
}

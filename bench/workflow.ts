// The add-on's workflow benchmark: the spreadsheet service calls (reads, writes, formatting, other: getters,
// locks, toasts, dialogs, validation builders; every call counts) of each menu action of a season played
// through the bundle (build/Code.js) with the demo driver at 8 and 64 teams, and what each would take in
// Google: projected_s = calls × the latency per call (local/gas/calls.ts DEFAULT_CALL_LATENCY_MS, virtual,
// never slept) + the action's own computing time measured here. Targets: the same number of calls at 8 and
// 64 teams in every category (one read per tab, one write per block), every action under 10 s projected,
// and a 64-team season under 20 s of wall time here.
import type { CallCounts } from '../local/runner';
import { DEFAULT_CALL_LATENCY_MS } from '../local/runner';
import { playSeason } from '../local/demo/season';

export const WORKFLOW_ACTIONS = {
  set_up: 'menuSetUp',
  pair_next_round: 'menuPairNextRound',
  check_lineups: 'menuCheckLineups',
  pair_individual: 'menuPairIndividual',
  score_round: 'menuScoreRound',
  update_standings: 'menuUpdateStandings',
  individual_ranking: 'menuIndividualRanking',
} as const;
export type WorkflowAction = keyof typeof WORKFLOW_ACTIONS;
/** The round measured: a phase-1 round whose tab is new and whose previous round is scored. */
export const MEASURED_ROUND = 2;

export type CallsByCategory = Pick<CallCounts, 'reads' | 'writes' | 'formatting' | 'other'>;
/** One click: its calls by category, its computing time here and its virtual call time (ms). */
export interface ClickCost extends CallsByCategory {
  readonly ms: number;
  readonly virtualMs: number;
}

/** Every call of a click, getters included. */
export const totalCalls = (c: CallsByCategory): number => c.reads + c.writes + c.formatting + c.other;

/** What a click would take in Google, in seconds: its calls' latency plus its own computing time. */
export const projectedSeconds = (c: ClickCost): number => Math.round((c.virtualMs + c.ms) / 10) / 100;

/**
 * The clicks of each action, in order, for one season of `teams` teams: Set up twice (new workbook, then
 * the line-up rows), the round actions once per round, Individual ranking when the demo clicks it.
 */
export async function seasonCalls(teams: number, seed = 1, rounds = 8): Promise<{ byRound: Record<WorkflowAction, ClickCost[]>; ms: number }> {
  const started = Date.now();
  const season = await playSeason({ teams, seed, rounds, typing: false });
  const ms = Date.now() - started;
  const byRound = {} as Record<WorkflowAction, ClickCost[]>;
  for (const [name, handler] of Object.entries(WORKFLOW_ACTIONS) as [WorkflowAction, string][]) {
    byRound[name] = season.desk.clicks.filter((c) => c.handler === handler)
      .map(({ calls: { reads, writes, formatting, other, virtualMs }, ms: t }) => ({ reads, writes, formatting, other, ms: t, virtualMs }));
  }
  return { byRound, ms };
}

/** The click measured of each action: the first Set up (it creates every tab), the first Individual ranking, else round MEASURED_ROUND. */
export function measuredClick(name: WorkflowAction, clicks: readonly ClickCost[]): ClickCost {
  if (name === 'set_up' || name === 'individual_ranking') return clicks[0];
  return clicks[MEASURED_ROUND - 1];
}

export interface WorkflowResult {
  /** every call of the measured click (getters included) */
  calls: Record<WorkflowAction, Record<'8' | '64', number>>;
  calls_by_category: Record<WorkflowAction, Record<'8' | '64', CallsByCategory>>;
  projected_s: Record<WorkflowAction, Record<'8' | '64', number>>;
  latency_ms: number;
  season_ms_64: number;
}

export async function workflowBench(): Promise<WorkflowResult> {
  const small = await seasonCalls(8);
  const large = await seasonCalls(64);
  const out: WorkflowResult = { calls: {} as WorkflowResult['calls'], calls_by_category: {} as WorkflowResult['calls_by_category'], projected_s: {} as WorkflowResult['projected_s'], latency_ms: DEFAULT_CALL_LATENCY_MS, season_ms_64: large.ms };
  for (const name of Object.keys(WORKFLOW_ACTIONS) as WorkflowAction[]) {
    const a = measuredClick(name, small.byRound[name]);
    const b = measuredClick(name, large.byRound[name]);
    const cat = (c: ClickCost): CallsByCategory => ({ reads: c.reads, writes: c.writes, formatting: c.formatting, other: c.other });
    out.calls[name] = { 8: totalCalls(a), 64: totalCalls(b) };
    out.calls_by_category[name] = { 8: cat(a), 64: cat(b) };
    out.projected_s[name] = { 8: projectedSeconds(a), 64: projectedSeconds(b) };
  }
  return out;
}

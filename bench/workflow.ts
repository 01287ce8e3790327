// The demo season's clicks, click by click: the spreadsheet service calls (reads, writes, formatting, other:
// getters, locks, toasts, dialogs, validation builders; every call counts) of the round actions of a season
// played through the bundle (build/Code.js) with the demo driver, and what each would take in Google:
// projected_s = the calls' virtual time by the latency model (local/gas/latency.ts, never slept) + the
// action's own computing time measured here. test/addon/calls.test.ts holds the calls equal at 8 and 64
// teams with it; every menu action's cost is bench/actions.ts.
import type { CallCounts } from '../local/runner';
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

type CallsByCategory = Pick<CallCounts, 'reads' | 'writes' | 'formatting' | 'other'>;
/** One click: its calls by category, its computing time here and its calls' virtual time (ms, latency model). */
export interface ClickCost extends CallsByCategory {
  readonly ms: number;
  readonly virtualMs: number;
  /** of `other`, the calls that show an alert (getUi and alert): whether a click warns depends on the season's data */
  readonly alerts: number;
}

/** Of a click's calls by method, those that show an alert. */
export const alertCalls = (byMethod: Record<string, number>): number =>
  (byMethod['SpreadsheetApp.getUi'] ?? 0) + (byMethod['Ui.alert'] ?? 0);

/** Every call of a click, getters included. */
export const totalCalls = (c: CallsByCategory): number => c.reads + c.writes + c.formatting + c.other;

/** What a click would take in Google, in seconds: its calls' time by the latency model plus its own computing time. */
export const projectedSeconds = (c: ClickCost): number => Math.round((c.virtualMs + c.ms) / 10) / 100;

/**
 * The clicks of each action, in order, for one season of `teams` teams: Set up twice (new workbook, then
 * the line-up rows), the round actions once per round, Individual ranking when the demo clicks it.
 */
export async function seasonCalls(
  teams: number,
  seed = 1,
  rounds = 8,
): Promise<{ byRound: Record<WorkflowAction, ClickCost[]>; ms: number }> {
  const started = Date.now();
  const season = await playSeason({ teams, seed, rounds, typing: false });
  const ms = Date.now() - started;
  const byRound = {} as Record<WorkflowAction, ClickCost[]>;
  for (const [name, handler] of Object.entries(WORKFLOW_ACTIONS) as [WorkflowAction, string][]) {
    byRound[name] = season.desk.clicks
      .filter((c) => c.handler === handler)
      .map(({ calls: { reads, writes, formatting, other, virtualMs, byMethod }, ms: t }) => ({
        reads,
        writes,
        formatting,
        other,
        ms: t,
        virtualMs,
        alerts: alertCalls(byMethod),
      }));
  }
  return { byRound, ms };
}

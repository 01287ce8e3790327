// Each of Pair next round, Score round and Update standings makes the same number of spreadsheet
// service calls, in every category (reads, writes, formatting, and the other calls such as getRange or
// DataValidation getters), at 8 and at 64 teams, in every round of a season played through the bundle. Not timed.
import { seasonCalls, WORKFLOW_ACTIONS, type CallsByCategory, type WorkflowAction } from '../../bench/workflow';
import { requireBundle } from './support';

test('spreadsheet calls per action are the same at 8 and 64 teams, round by round (one read per tab, one write per block)', async () => {
  requireBundle();
  const small = await seasonCalls(8, 3);
  const large = await seasonCalls(64, 3);
  for (const name of Object.keys(WORKFLOW_ACTIONS) as WorkflowAction[]) {
    expect(small.byRound[name]).toHaveLength(8);
    const grid = (c: CallsByCategory[]) => c.map(({ reads, writes, formatting, other }) => ({ reads, writes, formatting, other }));
    expect(grid(large.byRound[name])).toEqual(grid(small.byRound[name]));
    for (const c of small.byRound[name]) {
      expect(c.reads).toBeGreaterThan(0);
      expect(c.writes).toBeGreaterThan(0);
    }
  }
});

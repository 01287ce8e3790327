// Each menu action makes the same number of spreadsheet service calls, in every category (reads, writes,
// formatting, and the other calls: getters such as getRange, getSheetByName or getName, locks, toasts,
// dialogs, DataValidation builders), at 8 and at 64 teams, click by click over a season played through the
// bundle, and so the same time by the latency model (local/gas/latency.ts); and every click at 8 teams stays
// under 300 calls (the Overview's layout, widths and two charts take about 70 of them). Not timed: what each
// action would take in Google is bench/actions.ts (`npm run bench`).
// One exception, by Google's API: Pair individual matches groups each team match's board rows under it, and
// Apps Script has no call that groups several ranges at once, so it makes one getRange and one
// shiftRowGroupDepth more per team match (applyLayout.ts); nothing else grows with the field.
// The dropdowns an action replaces are snapshotted for Undo with one read and kept with one write, never
// one getter per rule (src/sheets/undoRecord.ts), so re-writing a tab full of dropdowns costs the same calls too.
import { seasonCalls, totalCalls, WORKFLOW_ACTIONS, type ClickCost, type WorkflowAction } from '../../bench/workflow';
import { requireBundle } from './support';

test('spreadsheet calls per action, getters included, are the same at 8 and 64 teams, click by click (row groups excepted), so is their modelled time, and each click at 8 teams makes under 300 calls', async () => {
  requireBundle();
  const small = await seasonCalls(8, 3);
  const large = await seasonCalls(64, 3);
  // an alert instead of a toast (a click that warns: a late line-up listed, say) depends on the season's data,
  // not its size: its calls are left out of the comparison, and its time with them
  const categories = (c: ClickCost[]) =>
    c.map(({ reads, writes, formatting, other, alerts }) => ({ reads, writes, formatting, other: other - alerts }));
  for (const name of Object.keys(WORKFLOW_ACTIONS) as WorkflowAction[]) {
    expect(small.byRound[name].length).toBeGreaterThan(0);
    // 4 and 32 team matches a round: 28 more row groups, each one getRange and one shiftRowGroupDepth; no read
    // more: a round's first Pair individual matches finds no board rows, where alone its rollback looks for
    // groups to put back (applyLayout.ts captureRowGroups)
    const groups = name === 'pair_individual' ? 32 - 4 : 0;
    expect(categories(large.byRound[name])).toEqual(
      categories(small.byRound[name]).map((c) => ({
        ...c,
        formatting: c.formatting + groups,
        other: c.other + groups,
      })),
    );
    for (const c of [...small.byRound[name], ...large.byRound[name]]) expect(c.writes).toBeGreaterThan(0);
    const times = (c: ClickCost[]) => c.map((x) => x.virtualMs);
    const alerted = (c: ClickCost[]) => c.map((x) => x.alerts);
    if (groups === 0 && JSON.stringify(alerted(large.byRound[name])) === JSON.stringify(alerted(small.byRound[name])))
      expect(times(large.byRound[name])).toEqual(times(small.byRound[name]));
    for (const c of small.byRound[name]) expect(totalCalls(c)).toBeLessThan(300);
  }
  expect(small.byRound.score_round).toHaveLength(8);
  expect(small.byRound.set_up).toHaveLength(2);
});

// All or nothing, and Undo all or nothing, over the in-memory workbook with the writer's own logic
// (src/sheets/writeAll.ts, undoRecord.ts, undoRestore.ts, through the write port): a write that fails at any of its
// verbs (Google's quota error, planted at the K-th write of a cell attribute, a tab inserted, removed, sized, a
// layout, the time zone) leaves the workbook exactly as it was (every value and attribute, the grid sizes, the tab
// order, hidden tabs, frozen rows, widths, layouts, the zone, the undo record's tabs) and says what failed and that
// nothing was changed; an Undo that fails at any verb leaves the workbook as the action left it, with its step
// still there to undo (or finishes, when only deleting a tab it had created or dropping its step failed once);
// the step undone at last leaves every cell as before the action. Tried at every verb (MOCHALUNT_TEST_DEPTH=full;
// quick: every fifth verb of a write and every third of an Undo, the first and the last) of Set up (new workbook,
// then with the field typed), Pair next round, Pair individual matches, Score round and Update standings in round
// 2 of a 4-team MOCHALUNT season. What only Google has (the protections a write puts on the tabs it creates, the
// mark of an unfinished action, the layouts' calls) is played on the local service by
// test/addon/rollbackEvery.test.ts.
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { MemoryBook, NOW } from './memory';
import { fillLineups, fillResults, ok, seasonBook } from './season';
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { emptyPlan, type Plan } from '../../src/sheets/plan';
import { applyPlan, restoreSnapshot, snapshotBlocks } from '../../src/sheets/writePlan';
import { writeAllOrNothing } from '../../src/sheets/writeAll';
import { UNDO_RULES_TAB, UNDO_TAB } from '../../src/sheets/undoRecord';
import { sample } from '../helpers/depth';

const QUOTA = 'Service invoked too many times for one day: spreadsheets';

/** Types into the memory what a values-only helper of the sheets tests types (line-ups, results). */
function typeInto(wb: MemoryWorkbook, fill: (b: MemoryBook) => void): void {
  const b = new MemoryBook(wb.tabs);
  fill(b);
  for (const [tab, grid] of b.tabs) wb.tabs[tab] = grid;
}

/** The failures of `plan` written, then undone, over copies of `before` with a fault at each sampled verb. */
function everyVerb(label: string, before: MemoryWorkbook, plan: Plan): { verbs: number; failures: string[] } {
  const failures: string[] = [];
  const was = before.dump();
  const whole = before.clone();
  const from = whole.verbs;
  expect(whole.write(plan)).toBeNull();
  const verbs = whole.verbs - from;
  for (const k of sample(verbs, 1, 5)) {
    const copy = before.clone();
    copy.failAfter(k);
    const said = copy.write(plan);
    const at = `${label}, fault at verb ${k} of ${verbs}`;
    if (!copy.faultFired()) failures.push(`${at}: the fault never fired`);
    else if (said === null || !said.includes(QUOTA) || !said.includes('nothing was changed'))
      failures.push(`${at}: said ${String(said)}`);
    else if (copy.dump() !== was) failures.push(`${at}: the workbook changed`);
  }
  // Undo of the whole write: as the action left it while it fails, as before the action once undone
  // (the undo record's tabs aside: Undo empties the step's row)
  const cells = { grids: false, layout: false, without: [UNDO_TAB, UNDO_RULES_TAB] } as const;
  const written = whole.dump(cells);
  const undone = whole.clone();
  const fromUndo = undone.verbs;
  expect(undone.undo()).toBe(plan.title);
  if (undone.dump(cells) !== before.dump(cells)) failures.push(`${label}, undone: not as before the action`);
  const undoVerbs = undone.verbs - fromUndo;
  for (const k of sample(undoVerbs, 1, 3)) {
    const copy = whole.clone();
    copy.failAfter(k);
    const at = `${label}, Undo with a fault at verb ${k} of ${undoVerbs}`;
    let finished = false;
    try {
      finished = copy.undo() === plan.title;
    } catch (e) {
      if (!String(e).includes(`rolled back: ${QUOTA}`)) failures.push(`${at}: ${String(e)}`);
      else if (copy.dump(cells) !== written) failures.push(`${at}: not as the action left it`);
      else finished = copy.undo() === plan.title;
    }
    if (!copy.faultFired()) failures.push(`${at}: the fault never fired`);
    if (!finished) failures.push(`${at}: the step was not undone afterwards`);
    else if (copy.dump(cells) !== before.dump(cells)) failures.push(`${at}: undone, not as before the action`);
  }
  return { verbs, failures };
}

test('all or nothing at every write verb of Set up, Pair next round, Pair individual matches, Score round and Update standings; Undo all or nothing at every verb', () => {
  const season = seasonBook({ teams: 4 });
  const wb = new MemoryWorkbook({ Sheet1: [] }, { undoRecord: true });
  const cases: { label: string; verbs: number; failures: string[] }[] = [];
  const step = (label: string, plan: Plan, tried: boolean) => {
    if (tried) cases.push({ label, ...everyVerb(label, wb, ok(plan)) });
    expect(wb.write(ok(plan))).toBeNull();
  };
  step('Set up (new workbook)', ACTIONS.setUp(wb, { now: NOW }), true);
  // the field typed, as seasonBook types it
  for (const tab of ['Teams', 'Players', 'Games']) wb.tabs[tab] = (season.tabs.get(tab) ?? []).map((r) => r.slice());
  const start = wb.tabs.Settings.find((r) => r[0] === 'season start (UTC)');
  if (start) start[1] = '2024-01-15 18:00';
  step('Set up (line-up rows)', ACTIONS.setUp(wb, { now: NOW }), true);
  for (const round of [1, 2]) {
    const tried = round === 2;
    step(`Pair next round ${round}`, ACTIONS.pairNextRound(wb, { now: NOW }), tried);
    typeInto(wb, (b) => fillLineups(b, round));
    step(`Pair individual matches ${round}`, ACTIONS.pairIndividual(wb, { now: NOW }), tried);
    typeInto(wb, (b) => fillResults(b, round));
    step(`Score round ${round}`, ACTIONS.scoreRound(wb, { now: NOW }), tried);
    step(`Update standings ${round}`, ACTIONS.updateStandings(wb, { now: NOW }), tried);
  }
  expect(cases.map((c) => c.label)).toHaveLength(6);
  if (process.env.SHOW_CALLS) console.log(cases.map((c) => `${c.label}: ${c.verbs} verbs`).join('\n'));
  for (const c of cases) expect(c.verbs).toBeGreaterThan(0);
  expect(cases.flatMap((c) => c.failures)).toEqual([]);
}, 120000);

/** A plan of the test's own: blocks, layouts, a zone. */
const planOf = (blocks: Plan['blocks'], more: Partial<Plan> = {}): Plan => ({
  ...emptyPlan('t', 't'),
  blocks,
  ...more,
});

test('a write that fails after its layout and its blocks grew a tab puts back the tab order, the layouts and the grid', () => {
  const wb = new MemoryWorkbook({ A: [['a']], B: [['b']], C: [['c']] });
  wb.shrink('A', { rows: 3, cols: 3 });
  const before = wb.dump();
  const plan = planOf([{ tab: 'A', row: 6, col: 5, values: [['x']], backgrounds: '#ff0000' }], {
    layout: [
      { tab: 'C', position: 1 },
      { tab: 'A', frozenRows: 1 },
    ],
    timeZone: 'Europe/Paris',
  });
  const whole = wb.clone();
  expect(whole.write(plan)).toBeNull();
  expect(whole.tabNames()).toEqual(['C', 'A', 'B']);
  expect(whole.grid('A')).toEqual({ rows: 6, cols: 5 });
  // the last verb is the time zone's, after the blocks and the layouts
  wb.failAfter(whole.verbs);
  expect(wb.write(plan)).toMatch(/Service invoked too many times.*nothing was changed/);
  expect(wb.faultFired()).toBe(true);
  expect(wb.dump()).toBe(before);
  expect(wb.tabNames()).toEqual(['A', 'B', 'C']);
  expect(wb.grid('A')).toEqual({ rows: 3, cols: 3 });
});

test('putting back, a block that cannot be written is reported and the other blocks are still put back', () => {
  const wb = new MemoryWorkbook({ A: [['a']], B: [['b']] });
  const plan = planOf([
    { tab: 'A', row: 1, col: 1, values: [['x']] },
    { tab: 'B', row: 1, col: 1, values: [['y']] },
  ]);
  const snap = snapshotBlocks(wb, plan);
  applyPlan(wb, plan);
  // the next write fails: B (put back first, last block first) cannot be put back; A still is
  wb.failAfter(1);
  const errors: string[] = [];
  restoreSnapshot(wb, snap, { onError: (what, e) => errors.push(`${what}: ${(e as Error).message}`) });
  expect(errors).toEqual(['B!A1: Service invoked too many times for one day: spreadsheets.']);
  expect(wb.read('A')).toEqual([['a']]);
  expect(wb.read('B')).toEqual([['y']]);
  // without onError the first failure throws
  applyPlan(wb, plan);
  wb.failAfter(1);
  expect(() => restoreSnapshot(wb, snap)).toThrow(/Service invoked too many times/);
});

test('a write that fails, then cannot put back one block: the others are put back and that one is named', () => {
  const wb = new MemoryWorkbook({ A: [['a']], B: [['b']] });
  const before = wb.dump();
  const plan = planOf([
    { tab: 'A', row: 1, col: 1, values: [['x']] },
    { tab: 'B', row: 1, col: 1, values: [['y']] },
  ]);
  // the second block's write fails, then the first put-back (B's, last first) fails too: named, A still put back
  wb.failAfter(2);
  const first = wb.write(plan);
  expect(first).toMatch(/nothing was changed/);
  expect(wb.dump()).toBe(before);
  // the tools' protection of the new tabs fails after the blocks, and the next verb (B's put-back) fails too
  const result = writeAllOrNothing(wb, plan, {
    tabsCreated: () => {
      wb.failAfter(1);
      throw new Error('a protection failed');
    },
  });
  expect(result).toEqual({
    status: 'stopped',
    failure: 'a protection failed',
    notRestored: ['B!A1 (Service invoked too many times for one day: spreadsheets)'],
  });
  expect(wb.read('A')).toEqual([['a']]);
  expect(wb.read('B')).toEqual([['y']]);
});

test('Undo of Pair individual matches puts back values, formats and dropdowns', () => {
  const season = seasonBook({ teams: 8 });
  season.apply(ok(ACTIONS.pairNextRound(season, { now: NOW })));
  fillLineups(season, 1);
  const wb = new MemoryWorkbook({ Sheet1: [] });
  wb.apply(ok(ACTIONS.setUp(wb, { now: NOW })));
  for (const tab of season.tabs.keys()) if (!wb.has(tab)) wb.insertTab(tab);
  wb.apply(
    planOf(
      [...season.tabs].map(([tab, grid]) => {
        const w = Math.max(...grid.map((r) => r.length));
        return { tab, row: 1, col: 1, values: grid.map((r) => [...r, ...Array<string>(w - r.length).fill('')]) };
      }),
    ),
  );
  const area = (f: (r: number, c: number) => unknown) =>
    Array.from({ length: 40 }, (_, r) => Array.from({ length: 22 }, (__, c) => f(r + 1, c + 1)));
  const look = () => ({
    values: area((r, c) => wb.tabs.R1[r - 1]?.[c - 1] ?? ''),
    formats: area((r, c) => wb.look('R1', r, c).numberFormat),
    dropdowns: area((r, c) => wb.look('R1', r, c).dropdown),
  });
  const before = look();
  const plan = ok(ACTIONS.pairIndividual(wb, { now: NOW }));
  expect(wb.write(plan)).toBeNull();
  expect(
    look()
      .dropdowns.flat()
      .filter((d) => d !== null).length,
  ).toBeGreaterThan(0);
  expect(look().values).not.toEqual(before.values);
  expect(wb.undo()).toBe(plan.title);
  expect(look()).toEqual(before);
});

// applyPlan, snapshotBlocks and restoreSnapshot on the local spreadsheet service (the writer's logic through the
// add-on's adapter of the write port); the number of service calls of each action does not depend on the number of
// teams; the in-memory workbook of the tests, the same logic over its own verbs, ends as the local service does.
// The writer's rollback and Undo over the memory alone: test/sheets/rollback.test.ts.
import { openWorkbook, startAddon } from '../../local/runner';
import { applyPlan, snapshotBlocks, restoreSnapshot, asText, type Snapshot } from '../../src/addon/workbook/apply';
import { gasWorkbook } from '../../src/addon/workbook/gasWorkbook';
import { ACTIONS, type ActionName } from '../../src/sheets/formats/mochalunt';
import { DEFAULT_NUMBER_FORMAT, emptyPlan, type Plan } from '../../src/sheets/plan';
import { NOW } from './memory';
import { seasonBook, fillLineups, fillResults, ok } from './season';
import type { MemoryBook } from './memory';
import { plannerFor, type FormatAction } from '../../src/sheets/formats';
import type { Cell } from '../../src/sheets/workbook';
import { MemoryWorkbook } from '../support/memoryWorkbook';

type SS = GoogleAppsScript.Spreadsheet.Spreadsheet;

async function session() {
  const s = startAddon(await openWorkbook());
  (global as Record<string, unknown>).SpreadsheetApp = s.services.SpreadsheetApp;
  (global as Record<string, unknown>).Charts = s.services.Charts;
  const ss = s.services.SpreadsheetApp.getActiveSpreadsheet() as unknown as SS;
  return { s, ss };
}

/** Copies a memory workbook into the local spreadsheet through one plan of blocks (values only). */
function load(ss: SS, book: MemoryBook): void {
  const blocks = Array.from(book.tabs.entries()).map(([tab, grid]) => {
    const w = Math.max(...grid.map((r) => r.length));
    return {
      tab,
      row: 1,
      col: 1,
      values: grid.map((r) => {
        const x = r.slice();
        while (x.length < w) x.push('');
        return x;
      }),
      numberFormat: '@',
    };
  });
  applyPlan(ss, { action: 'load', title: 'load', summary: '', problems: [], warnings: [], newTabs: [], blocks });
}

test('asText keeps names and results as text', () => {
  expect(asText('=SUM(A1)')).toBe("'=SUM(A1)");
  expect(asText('1-2')).toBe("'1-2");
  expect(asText('1984')).toBe("'1984");
  expect(asText('Anna')).toBe('Anna');
  expect(asText('1-2', true)).toBe('1-2');
  expect(asText('=', true)).toBe('=');
  expect(asText('=A1', true)).toBe("'=A1");
  expect(asText(3)).toBe(3);
});

test('set up, pair, undo on the local spreadsheet: results stay text, undo restores exactly', async () => {
  const { s, ss } = await session();
  const setUp = ACTIONS.setUp(gasWorkbook(ss), { now: NOW });
  applyPlan(ss, setUp);
  expect(ss.getSheets().map((x) => x.getName())).toEqual(
    expect.arrayContaining(['Settings', 'Teams', 'Players', 'Games', 'Line-ups', 'Standings', 'Individual']),
  );
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  const { s: s2, ss: ss2 } = await session();
  void s;
  void s2;
  load(ss2, book);
  fillResults(book, 1);
  // type results through a plan written like the add-on does: a block over the results, plain text
  const r1 = book.tabs.get('R1')!;
  const results = r1.slice(1).map((r) => r.slice(6, 10));
  applyPlan(ss2, {
    action: 't',
    title: 't',
    summary: '',
    problems: [],
    warnings: [],
    newTabs: [],
    blocks: [{ tab: 'R1', row: 2, col: 7, values: results, numberFormat: '@' }],
  });
  const read = gasWorkbook(ss2).read('R1')!;
  expect(read.slice(1).map((r) => r.slice(6, 10))).toEqual(results);
  const before = ss2.getSheetByName('R1')!.getDataRange().getValues();
  const plan = ok(ACTIONS.scoreRound(gasWorkbook(ss2), { now: NOW }));
  const snap = JSON.parse(JSON.stringify(snapshotBlocks(ss2, plan))) as ReturnType<typeof snapshotBlocks>;
  applyPlan(ss2, plan);
  const scored = ss2.getSheetByName('R1')!.getDataRange().getValues();
  expect(scored).not.toEqual(before);
  restoreSnapshot(ss2, snap);
  expect(ss2.getSheetByName('R1')!.getDataRange().getValues()).toEqual(before);
});

function callsFor(teams: number): Promise<Record<string, number>> {
  return (async () => {
    const book = seasonBook({ teams, sizes: Array.from({ length: teams }, (_, i) => 4 + (i % 7)) });
    const out: Record<string, number> = {};
    const step = async (name: ActionName, mutate?: () => void) => {
      const { s, ss } = await session();
      load(ss, book);
      s.resetCalls();
      const plan: Plan = ok(ACTIONS[name](gasWorkbook(ss), { now: NOW }));
      snapshotBlocks(ss, plan);
      applyPlan(ss, plan);
      const c = s.calls();
      // the row groups of the boards (a getRange and a shiftRowGroupDepth per team match: Apps Script has no
      // batch call for groups) are counted apart
      const groups = c.byMethod['Range.shiftRowGroupDepth'] ?? 0;
      out[name] = c.reads + c.writes + c.formatting + c.other - 2 * groups;
      if (groups) out[`${name} row groups`] = groups;
      book.apply(plan);
      mutate?.();
    };
    await step('pairNextRound', () => fillLineups(book, 1));
    await step('checkLineups');
    await step('pairIndividual', () => fillResults(book, 1));
    await step('scoreRound');
    await step('updateStandings');
    await step('individualRanking');
    return out;
  })();
}

test('the same number of spreadsheet calls per action at 8 and 64 teams, every call counted (getters included)', async () => {
  const small = await callsFor(8);
  const large = await callsFor(64);
  // Pair individual matches groups each team match's boards: one call to clear, then one per team match
  expect(small['pairIndividual row groups']).toBe(1 + 8 / 2);
  expect(large['pairIndividual row groups']).toBe(1 + 64 / 2);
  delete small['pairIndividual row groups'];
  delete large['pairIndividual row groups'];
  expect(large).toEqual(small);
  if (process.env.SHOW_CALLS) console.log(JSON.stringify(small));
  for (const n of Object.values(small)) expect(n).toBeLessThan(150);
}, 60000);

test('a cell without a number format or background is written back without one (Automatic, not "0.###############" or white)', async () => {
  const { s, ss } = await session();
  const sheet = ss.insertSheet('T');
  sheet.getRange(1, 1, 1, 3).setValues([['a', 'b', 'c']]);
  sheet.getRange(1, 2).setNumberFormat('@');
  sheet.getRange(1, 3).setBackground('#ff0000');
  const before = JSON.stringify(s.workbook.sheetByName('T')!.grid);
  const plan: Plan = {
    action: 't',
    title: 't',
    summary: '',
    problems: [],
    warnings: [],
    newTabs: [],
    blocks: [{ tab: 'T', row: 1, col: 1, values: [[1, 2, 3]], numberFormat: '0.00', backgrounds: '#00ff00' }],
  };
  const snap = JSON.parse(JSON.stringify(snapshotBlocks(ss, plan))) as ReturnType<typeof snapshotBlocks>;
  applyPlan(ss, plan);
  restoreSnapshot(ss, snap);
  expect(JSON.stringify(s.workbook.sheetByName('T')!.grid)).toBe(before);
  expect(s.workbook.sheetByName('T')!.cell(1, 1)!.numberFormat).toBeUndefined();
  expect(s.workbook.sheetByName('T')!.cell(1, 1)!.background).toBeUndefined();
  // a plan's "no particular format" is written as Automatic too
  applyPlan(ss, {
    ...plan,
    blocks: [{ tab: 'T', row: 2, col: 1, values: [[1]], numberFormat: DEFAULT_NUMBER_FORMAT, backgrounds: '#ffffff' }],
  });
  expect(s.workbook.sheetByName('T')!.cell(2, 1)).toEqual({ v: 1 });
});

// The in-memory workbook of the tests (test/support/memoryWorkbook.ts: the write port's verbs over cells,
// attributes and tabs) against the local service through the add-on's adapter: a Swiss event's plans written by
// both leave the same tabs in the same order, the same values and the same number formats, font weights and
// backgrounds; each action taken back (restoreSnapshot of the snapshot taken before it, as Undo does; the memory's
// undo, Undo's own logic) leaves both the same again, down to the new spreadsheet; a write that fails halfway
// leaves both as before it.
const JAN_1 = new Date(Date.UTC(2026, 0, 1));

/** A new local spreadsheet and a new in-memory workbook. */
async function pair() {
  const { ss } = await session();
  return { ss, memory: new MemoryWorkbook({ Sheet1: [] }) };
}

/** Every tab of both, in order: its values and, over them, each cell's number format, font weight and background. */
function looks(ss: SS, memory: MemoryWorkbook) {
  const local = ss.getSheets().map((sheet) => {
    const range = sheet.getDataRange();
    return {
      tab: sheet.getName(),
      hidden: sheet.isSheetHidden(),
      values: range.getValues(),
      formats: range.getNumberFormats(),
      weights: range.getFontWeights(),
      backgrounds: range.getBackgrounds(),
    };
  });
  const kept = memory.tabNames().map((tab) => {
    const values = memory.read(tab)!;
    const each = (f: (r: number, c: number) => string) => values.map((row, r) => row.map((_, c) => f(r + 1, c + 1)));
    return {
      tab,
      hidden: memory.hidden.has(tab),
      values,
      formats: each((r, c) => memory.look(tab, r, c).numberFormat),
      weights: each((r, c) => memory.look(tab, r, c).fontWeight),
      backgrounds: each((r, c) => memory.look(tab, r, c).background),
    };
  });
  return { local, kept };
}

function same(ss: SS, memory: MemoryWorkbook): void {
  const { local, kept } = looks(ss, memory);
  expect(kept).toEqual(local);
}

test('a Swiss event written, then undone action by action: the memory and the local spreadsheet agree at every step', async () => {
  const { ss, memory } = await pair();
  const undo: Snapshot[] = [];
  const run = (action: FormatAction): Plan => {
    const plan = plannerFor(action, gasWorkbook(ss))(gasWorkbook(ss), {
      now: JAN_1,
      drawSeed: 'conformance',
      confirmed: true,
    });
    expect(plan.problems).toEqual([]);
    expect(plannerFor(action, memory)(memory, { now: JAN_1, drawSeed: 'conformance', confirmed: true })).toEqual(plan);
    undo.push(snapshotBlocks(ss, plan));
    applyPlan(ss, plan);
    expect(memory.write(plan)).toBeNull();
    same(ss, memory);
    return plan;
  };
  /** An organizer types a cell (1-based row and column): in the sheet, and in the memory's values. */
  const type = (tab: string, row: number, col: number, value: Cell) => {
    ss.getSheetByName(tab)!.getRange(row, col).setValue(value);
    const grid = memory.tabs[tab];
    while (grid.length < row) grid.push([]);
    grid[row - 1][col - 1] = value;
  };
  const header = (tab: string, name: string) => memory.read(tab)![0].indexOf(name) + 1;
  run('setUp');
  type('Settings', memory.read('Settings')!.findIndex((r) => r[0] === 'format') + 1, 2, 'swiss');
  run('setUp');
  ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'].forEach((n, i) => {
    type('Entrants', i + 2, 1, n);
    type('Entrants', i + 2, 2, i + 1);
  });
  run('checkLineups');
  for (const round of [1, 2]) {
    run('pairNextRound');
    const rows = memory.read(`R${round}`)!;
    rows.forEach((r, i) => {
      if (i > 0 && /^\d+$/.test(String(r[header(`R${round}`, 'match') - 1])))
        type(`R${round}`, i + 1, header(`R${round}`, 'result'), i % 3 === 0 ? '½-½' : '1-0');
    });
    run('scoreRound');
    run('updateStandings');
  }
  same(ss, memory);
  while (undo.length) {
    restoreSnapshot(ss, undo.pop()!, { shrink: true });
    expect(memory.undo()).not.toBeNull();
    same(ss, memory);
  }
  expect(memory.undo()).toBeNull();
  expect(memory.tabNames()).toEqual(['Sheet1']);
});

test('a write that fails at its third block leaves the memory as before it, as the writer puts back the blocks it had started', async () => {
  const { ss, memory } = await pair();
  const setUp = plannerFor('setUp', memory)(memory, { now: JAN_1 });
  applyPlan(ss, setUp);
  memory.apply(setUp);
  const plan: Plan = {
    ...emptyPlan('t', 't'),
    newTabs: [{ name: 'Made', columns: [{ header: 'a' }], frozenRows: 1 }],
    blocks: [
      { tab: 'Settings', row: 2, col: 2, values: [['x']], backgrounds: '#ff0000' },
      { tab: 'Made', row: 2, col: 1, values: [['y']], numberFormat: '@' },
      { tab: 'Settings', row: 3, col: 2, values: [['z']], fontWeights: 'bold' },
    ],
    timeZone: 'Europe/Paris',
  };
  // the writer's rollback of a write stopped in its third block (write.ts): the blocks started put back, the tab
  // it created deleted; the zone, set after the blocks, never changed
  const snap = snapshotBlocks(ss, plan);
  const progress = { blocks: 0 };
  applyPlan(ss, { ...plan, blocks: plan.blocks.slice(0, 2), timeZone: undefined }, progress);
  restoreSnapshot(ss, snap, { blocks: progress.blocks, shrink: true });
  expect(memory.write(plan, { failAt: 3 })).toMatch(/block 3/);
  same(ss, memory);
  expect(memory.timeZone()).toBe(ss.getSpreadsheetTimeZone());
  expect(memory.undo()).toBe(setUp.title);
});

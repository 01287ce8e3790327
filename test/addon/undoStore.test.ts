// The undo store (src/sheets/undoRecord.ts) in a workbook: a stack of UNDO_DEPTH steps kept in as many rows of the
// hidden tab, each piece of JSON plain text that starts with "~" (never read as a formula, number or date);
// a new step takes an emptied row or the oldest step's row; Undo takes the newest.
import { UNDO_DEPTH, UNDO_RULES_TAB, UNDO_TAB } from '../../src/sheets/undoRecord';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';
import { dumpWorkbook } from './dump';

test(`more actions than the undo depth (${UNDO_DEPTH}): the newest ${UNDO_DEPTH} are undone newest first, then nothing is left`, async () => {
  const { book, desk } = await tournament(4, 9);
  const n = UNDO_DEPTH + 3;
  expect(desk.click('menuPairNextRound')).toMatch(/^Pair round 1/);
  for (let i = 0; i < n; i++) {
    desk.click('menuCheckLineups');
    expect(desk.lastOutcome()?.status).toBe('done');
  }
  const undo = book.sheetByName(UNDO_TAB)!;
  expect(undo.hidden).toBe(true);
  const rows = undo.grid.filter((r) => r && String(r[0]?.v ?? '') !== '');
  expect(rows).toHaveLength(UNDO_DEPTH);
  for (const r of rows) {
    const pieces = r
      .slice(2)
      .map((c) => String(c?.v ?? ''))
      .filter((p) => p !== '');
    expect(pieces.length).toBeGreaterThan(0);
    for (const p of pieces) {
      expect(p.startsWith('~')).toBe(true);
      expect(p.length).toBeLessThanOrEqual(50000);
    }
    expect(r.slice(0, 2 + pieces.length).every((c) => c?.numberFormat === '@')).toBe(true);
  }
  const said: string[] = [];
  const time = (r: number) => String(undo.grid[r]?.[1]?.v ?? '');
  for (let i = 0; i < UNDO_DEPTH; i++) {
    // the step undone is the newest: its row is the one emptied
    const used = undo.grid.map((_, r) => r).filter((r) => time(r) !== '');
    const newest = used.reduce((a, b) => (time(b) > time(a) ? b : a));
    said.push(desk.click('menuUndo'));
    expect(time(newest)).toBe('');
    expect(undo.grid.map((_, r) => r).filter((r) => time(r) !== '')).toEqual(used.filter((r) => r !== newest));
  }
  expect(said).toEqual(
    Array.from({ length: UNDO_DEPTH }, (): unknown => expect.stringMatching(/^Undone: Check line-ups/)),
  );
  // the 10 newest are undone; the older steps (Set up twice, Pair round 1, three checks) fell off the stack
  desk.click('menuUndo');
  expect(desk.lastOutcome()?.status).toBe('nothing to do');
  expect(book.sheetByName('R1')).toBeDefined();
});

test("Undo puts back the dropdowns an action replaced exactly, an organizer's own rule included (kept on the hidden rules tab, not as text)", async () => {
  const { book, desk, field } = await tournament(4, 9);
  desk.click('menuPairNextRound');
  typeLineups(desk, createRng(9), field, 1, false, false);
  desk.click('menuPairIndividual');
  // an organizer puts their own rule on a result cell that has the add-on's dropdown
  const r1 = book.sheetByName('R1')!;
  let at: [number, number] | null = null;
  r1.grid.forEach((row, r) =>
    row?.forEach((cell, c) => {
      if (!at && cell?.validation) at = [r + 1, c + 1];
    }),
  );
  expect(at).not.toBeNull();
  // (Data > Data validation in Sheets: a list without a dropdown, rejecting other input, with a help text)
  r1.touch(at![0], at![1]).validation = {
    criteria: 'VALUE_IN_LIST',
    values: [['x', 'y'], false],
    allowInvalid: false,
    helpText: 'organizer',
  };
  const tab = () => JSON.stringify(dumpWorkbook(book).tabs.find((t) => (t as { name: string }).name === 'R1'));
  const before = tab();
  desk.click('menuPairIndividual');
  expect(tab()).not.toBe(before);
  expect(book.sheetByName(UNDO_RULES_TAB)?.hidden).toBe(true);
  expect(desk.click('menuUndo')).toMatch(/^Undone: Pair individual matches/);
  expect(tab()).toBe(before);
  expect(r1.cell(at![0], at![1])!.validation).toMatchObject({
    values: [['x', 'y'], false],
    allowInvalid: false,
    helpText: 'organizer',
  });
});

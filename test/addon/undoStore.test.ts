// The undo store (src/addon/undo.ts) in a workbook: a stack of UNDO_DEPTH steps kept in as many rows of the
// hidden tab, each piece of JSON plain text that starts with "~" (never read as a formula, number or date);
// a new step takes an emptied row or the oldest step's row; Undo takes the newest.
import { UNDO_DEPTH, UNDO_TAB } from '../../src/addon/undo';
import { tournament } from './support';

test(`more actions than the undo depth (${UNDO_DEPTH}): the newest ${UNDO_DEPTH} are undone newest first, then nothing is left`, async () => {
  const { book, desk } = await tournament(4, 9);
  const n = UNDO_DEPTH + 3;
  expect(desk.click('menuPairNextRound')).toMatch(/^Pair round 1/);
  for (let i = 0; i < n; i++) expect(desk.click('menuCheckLineups')).not.toMatch(/nothing written|nothing to write|stopped/);
  const undo = book.sheetByName(UNDO_TAB)!;
  expect(undo.hidden).toBe(true);
  const rows = undo.grid.filter((r) => r && String(r[0]?.v ?? '') !== '');
  expect(rows).toHaveLength(UNDO_DEPTH);
  for (const r of rows) {
    const pieces = r.slice(2).map((c) => String(c?.v ?? '')).filter((p) => p !== '');
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
  expect(said).toEqual(Array.from({ length: UNDO_DEPTH }, () => expect.stringMatching(/^Undone: Check line-ups/)));
  // the 10 newest are undone; the older steps (Set up twice, Pair round 1, three checks) fell off the stack
  expect(desk.click('menuUndo')).toMatch(/nothing to undo/);
  expect(book.sheetByName('R1')).toBeDefined();
});

// Undo's record (src/sheets/undoRecord.ts) in the in-memory workbook, with the writer's and Undo's own logic over
// the write port: a stack of UNDO_DEPTH steps kept in as many rows of the hidden tab `_undo`, each piece of JSON
// plain text that starts with "~" (never read as a formula, number or date); a new step takes an emptied row or
// the oldest step's row; Undo takes the newest. The dropdowns a step replaced are kept on the hidden tab
// `_undo rules`: deleted or cleared, it cannot give them back, and the step is refused as damaged, naming the tab
// and what to do, with nothing written. (Through the add-on on the local service, an organizer's own validation
// rule kept exactly: test/addon/undoStore.test.ts.)
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { DamagedUndo, damagedMessage, UNDO_DEPTH, UNDO_RULES_TAB, UNDO_TAB } from '../../src/sheets/undoRecord';
import { UNDO_LABEL } from '../../src/addon/unfinished';
import { fillLineups, ok, seasonBook } from './season';
import { MemoryBook, NOW } from './memory';
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { cellText, type Cell } from '../../src/sheets/workbook';

/** A 4-team MOCHALUNT season in the memory, keeping its undo record in its tabs, round 1 paired. */
function season(): MemoryWorkbook {
  const values = seasonBook({ teams: 4 });
  const wb = new MemoryWorkbook({ Sheet1: [] }, { undoRecord: true });
  wb.apply(ok(ACTIONS.setUp(wb, { now: NOW })));
  for (const tab of ['Teams', 'Players', 'Games']) wb.tabs[tab] = (values.tabs.get(tab) ?? []).map((r) => r.slice());
  const start = wb.tabs.Settings.find((r) => r[0] === 'season start (UTC)');
  if (start) start[1] = '2024-01-15 18:00';
  wb.apply(ok(ACTIONS.setUp(wb, { now: NOW })));
  wb.apply(ok(ACTIONS.pairNextRound(wb, { now: NOW })));
  // the line-ups typed, as the sheets tests type them
  const typed = new MemoryBook(wb.tabs);
  fillLineups(typed, 1);
  wb.tabs['Line-ups'] = typed.tabs.get('Line-ups') ?? [];
  return wb;
}

test(`more actions than the undo depth (${UNDO_DEPTH}): the newest ${UNDO_DEPTH} are undone newest first, then nothing is left`, () => {
  const wb = season();
  for (let i = 0; i < UNDO_DEPTH + 3; i++) wb.apply(ok(ACTIONS.checkLineups(wb, { now: NOW })));
  expect(wb.hidden.has(UNDO_TAB)).toBe(true);
  const grid = (): Cell[][] => wb.tabs[UNDO_TAB];
  const rows = grid().filter((r) => cellText(r[0]) !== '');
  expect(rows).toHaveLength(UNDO_DEPTH);
  rows.forEach((r) => {
    const pieces = r.slice(2).filter((p) => cellText(p) !== '');
    expect(pieces.length).toBeGreaterThan(0);
    for (const p of pieces) {
      expect(typeof p === 'string' && p.startsWith('~')).toBe(true);
      expect(String(p).length).toBeLessThanOrEqual(50000);
    }
    const row = grid().indexOf(r) + 1;
    for (let c = 1; c <= 2 + pieces.length; c++) expect(wb.look(UNDO_TAB, row, c).numberFormat).toBe('@');
  });
  const time = (r: number) => cellText(grid()[r]?.[1]);
  const said: (string | null)[] = [];
  for (let i = 0; i < UNDO_DEPTH; i++) {
    // the step undone is the newest: its row is the one emptied
    const used = grid()
      .map((_, r) => r)
      .filter((r) => time(r) !== '');
    const newest = used.reduce((a, b) => (time(b) > time(a) ? b : a));
    said.push(wb.undo());
    expect(time(newest)).toBe('');
    expect(
      grid()
        .map((_, r) => r)
        .filter((r) => time(r) !== ''),
    ).toEqual(used.filter((r) => r !== newest));
  }
  expect(said).toEqual(Array.from({ length: UNDO_DEPTH }, (): unknown => expect.stringMatching(/^Check line-ups/)));
  // the 10 newest are undone; the older steps (Set up twice, Pair round 1, three checks) fell off the stack
  expect(wb.undo()).toBeNull();
  expect(wb.has('R1')).toBe(true);
});

test('the rules tab deleted or cleared under a step that replaced dropdowns: Undo refuses, names the tab, writes nothing', () => {
  const wb = season();
  wb.apply(ok(ACTIONS.pairIndividual(wb, { now: NOW })));
  // paired again: the second step replaces the first's dropdowns, and keeps them on the rules tab
  wb.apply(ok(ACTIONS.pairIndividual(wb, { now: NOW, confirmed: true })));
  expect(wb.hidden.has(UNDO_RULES_TAB)).toBe(true);
  for (const harm of ['deleted', 'cleared'] as const) {
    const copy = wb.clone();
    if (harm === 'deleted') copy.removeTab(UNDO_RULES_TAB);
    else {
      const { rows, cols } = copy.grid(UNDO_RULES_TAB);
      copy.range(UNDO_RULES_TAB, 1, 1, rows, cols).write(
        'dropdowns',
        Array.from({ length: rows }, () => Array<null>(cols).fill(null)),
      );
    }
    const before = copy.dump();
    let refused: unknown = null;
    try {
      copy.undo();
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DamagedUndo);
    const { row, what } = refused as DamagedUndo;
    const said = damagedMessage(UNDO_LABEL, row, what);
    expect(said).toMatch(
      /^Undo last action: nothing written\. The newest undo step \(row \d+ of the hidden _undo tab\) is damaged: the dropdowns it replaced are kept on the hidden tab _undo rules, which /,
    );
    expect(said).toContain(harm === 'deleted' ? 'is missing (deleted or renamed)' : 'it was cleared or edited since');
    expect(said).toContain('Put that tab back as it was (Edit > Undo in Sheets, or File > Version history)');
    expect(copy.dump()).toBe(before);
  }
  // untouched, the step is undone
  expect(wb.undo()).toMatch(/^Pair individual matches/);
});

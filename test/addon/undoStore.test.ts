// The undo store (src/sheets/undoRecord.ts) through the add-on on the local service: the dropdowns an action
// replaced, an organizer's own validation rule among them, are kept as Google's rules on the hidden rules tab and
// put back exactly. Its stack of steps and its refusal of a damaged rules tab: test/sheets/undoRecord.test.ts.
import { UNDO_RULES_TAB } from '../../src/sheets/undoRecord';
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';
import { dumpWorkbook } from './dump';

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

// The dropdowns an undo step replaced are kept on the hidden tab "_undo rules" (src/sheets/undoRecord.ts). Deleted, shrunk or
// cleared, it cannot give them back: Undo refuses the step as damaged, names the tab and what to do, writes
// nothing and never says "Undone" over a partial restore.
import { typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tournament } from './support';
import { cloneWorkbook, firstDifference } from './dump';

async function paired() {
  const t = await tournament(4, 9);
  t.desk.click('menuPairNextRound');
  typeLineups(t.desk, createRng(9), t.field, 1, false, false);
  return t;
}

test('the rules tab deleted or cleared under a step that replaced dropdowns: Undo refuses, names the tab, writes nothing', async () => {
  const { book, desk } = await paired();
  desk.click('menuPairIndividual');
  // paired again: the second step replaces the first's dropdowns, and keeps them on the rules tab
  desk.click('menuPairIndividual');
  const whole = cloneWorkbook(book);
  for (const harm of ['deleted', 'cleared'] as const) {
    const copy = cloneWorkbook(whole);
    const rules = copy.sheetByName('_undo rules')!;
    if (harm === 'deleted') copy.sheets.splice(copy.sheets.indexOf(rules), 1);
    else for (const row of rules.grid) for (const cell of row ?? []) if (cell) cell.validation = undefined;
    Object.assign(book, copy);
    const before = cloneWorkbook(book);
    const said = desk.click('menuUndo');
    expect(desk.lastOutcome()?.status).toBe('refused');
    expect(said).not.toMatch(/Undone/);
    expect(said).toMatch(
      /^Undo last action: nothing written\. The newest undo step \(row \d+ of the hidden _undo tab\) is damaged: the dropdowns it replaced are kept on the hidden tab _undo rules, which /,
    );
    expect(said).toContain(harm === 'deleted' ? 'is missing (deleted or renamed)' : 'it was cleared or edited since');
    expect(said).toContain('Put that tab back as it was (Edit > Undo in Sheets, or File > Version history)');
    expect(firstDifference(book, before)).toBeNull();
  }
}, 120000);

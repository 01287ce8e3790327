// The record of what each round tab must hold (src/sheets/tabs/roundRecord.ts) through the bundle: written
// with the pairing into a hidden tab, put back by Undo last action, kept through the .xlsx round trip, and
// used by Score round to refuse a changed tab; Score round writes each result in the tab's one spelling.
import { join } from 'path';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { tempDir } from '../helpers/gas';
import { dumpWorkbook } from './dump';
import { shown, tournament } from './support';

const RECORD = '_pairings';

describe('the record of the round tabs', () => {
  test('written hidden with each pairing, put back by Undo with the round tab (and deleted with the tab that made it)', async () => {
    const { book, desk, field } = await tournament(6, 21);
    const record = () => book.sheets.find((s) => s.name === RECORD);
    desk.click('menuPairNextRound');
    expect(record()?.hidden).toBe(true);
    const paired = desk.read(RECORD);
    expect(paired?.[1][0]).toBe(1);
    typeLineups(desk, createRng(3), field, 1, false, false);
    desk.click('menuPairIndividual');
    expect(desk.read(RECORD)).not.toEqual(paired);
    expect(desk.click('menuUndo')).toMatch(/Undone: Pair individual matches, round 1/);
    expect(desk.read(RECORD)).toEqual(paired);
    expect(desk.click('menuUndo')).toMatch(/Undone: Pair round 1/);
    expect(record()).toBeUndefined();
  });

  test('kept through the .xlsx round trip: on the reopened file Score round still refuses a result typed over a game name, and writes nothing', async () => {
    const { book, desk, field } = await tournament(6, 22);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(4), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(5), field, 1);
    const file = join(tempDir('mochalunt-record-'), 'event.xlsx');
    await saveWorkbook(book, file);
    const again = await openWorkbook(file);
    expect(again.sheets.find((s) => s.name === RECORD)?.hidden).toBe(true);
    const other = Desk.open(again);
    const g1 = other.column('R1', 'game 1');
    const game = String(other.read('R1')![1][g1 - 1]);
    other.type('R1', 2, g1, [['1-0']]);
    const before = JSON.stringify(dumpWorkbook(again));
    other.click('menuScoreRound');
    expect(other.lastOutcome()?.status).toBe('refused');
    expect(shown(other.session).join('\n')).toContain(
      `R1, row 2, column game 1 (G2): "1-0" is typed over game 1 of match 1`,
    );
    expect(shown(other.session).join('\n')).toContain(`type ${game} back, and type the result on its board rows`);
    expect(JSON.stringify(dumpWorkbook(again))).toBe(before);
  });

  test('Score round writes W, 1:0, ½ and = back as 1-0, 1-0, ½-½ and ½-½, the spellings the tab documents', async () => {
    const { desk, field } = await tournament(6, 23);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(6), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng(7), field, 1);
    const grid = desk.read('R1')!;
    const [b, p1, p2] = ['board', 'player 1', 'player 2'].map((h) => desk.column('R1', h) - 1);
    const row =
      grid.findIndex(
        (r, i) => i > 0 && String(r[b]) !== '' && String(r[p1]) !== '(forfeit)' && String(r[p2]) !== '(forfeit)',
      ) + 1;
    const g1 = desk.column('R1', 'game 1');
    desk.type('R1', row, g1, [['W', '1:0', '½', '=']]);
    expect(desk.click('menuScoreRound')).toMatch(/^Score round 1/);
    expect(desk.read('R1')![row - 1].slice(g1 - 1, g1 + 3)).toEqual(['1-0', '1-0', '½-½', '½-½']);
  });
});

// Scored rounds are sealed (src/sheets/tabs/roundSeal.ts, src/sheets/formats/scoredRounds.ts), through the
// bundle: a result typed over a scored cell gets a note (onEdit) and stops every action that reads the round,
// naming the cell, the scored value and the new one; Score round of that round asks first (No writes
// nothing), and Yes corrects it with a Results log row per cell and says so on the Overview; Score round of an
// unchanged scored round writes nothing and leaves no Undo step. MOCHALUNT (a demo round 1 with results from
// the results form) and a Swiss.
import { playSeason } from '../../local/demo/season';
import { startAddon } from '../../local/runner';
import { cliResponder } from '../../local/cli/run';
import { BundleEvent } from '../helpers/bundleEvent';
import { requireBuild, tempDir } from '../helpers/gas';
import { dumpWorkbook } from './dump';
import { eachInstall, shown } from './support';

const letter = (col: number) => String.fromCharCode(64 + col);
const other = (v: string) => (v === '1-0' ? '0-1' : '1-0');

eachInstall('scored rounds are sealed: MOCHALUNT', () => {
  test('a form-agreed result typed over: noted, refused by the actions that read round 1, asked at Score round, corrected and logged on Yes', async () => {
    const { book, desk } = await playSeason({ teams: 8, seed: 11, stopAfter: 1, outbox: tempDir('mochalunt-seal-') });
    const grid = desk.read('R1')!;
    const [rep, g1] = [desk.column('R1', 'reported'), desk.column('R1', 'game 1')];
    const row = grid.findIndex((r) => /^agreed: /.test(String(r[rep - 1])) && String(r[g1 - 1]) !== '') + 1;
    expect(row).toBeGreaterThan(1);
    const was = String(grid[row - 1][g1 - 1]);
    const now = other(was);
    const cell = `R1!${letter(g1)}${row}`;
    desk.edit('R1', row, g1, now);
    // onEdit: the note on the cell typed over
    const note = book.sheets.find((s) => s.name === 'R1')!.cell(row, g1)?.note ?? '';
    expect(note).toContain(
      `round 1 was scored with "${was}" in ${cell} (agreed by both sides through the results form)`,
    );
    const before = JSON.stringify(dumpWorkbook(book));
    for (const handler of ['menuUpdateStandings', 'menuPairNextRound', 'menuIndividualRanking', 'menuExport']) {
      desk.click(handler);
      expect([handler, desk.lastOutcome()?.status]).toEqual([handler, 'refused']);
      expect(desk.lastOutcome()?.problems?.[0]).toMatchObject({ tab: 'R1', cell: `${letter(g1)}${row}` });
      expect(shown(desk.session).join('\n')).toContain(`it now reads "${now}"`);
    }
    expect(JSON.stringify(dumpWorkbook(book))).toBe(before);
    // Score round of round 1: the question, answered No
    desk.click('menuScoreRound', { button: 'OK', text: '1' }, { button: 'NO' });
    expect(desk.lastOutcome()?.status).toBe('declined');
    const asked = shown(desk.session).join('\n');
    expect(asked).toContain(
      `- ${cell}: ${was} to ${now} (both sides had agreed the old result through the results form)`,
    );
    expect(asked).toMatch(/Match scores:\n- .* becomes /);
    expect(asked).toMatch(/The standings (do not move|move)/);
    expect(JSON.stringify(dumpWorkbook(book))).toBe(before);
    // Yes: corrected, logged, on the Overview; the round reads again
    desk.click('menuScoreRound', { button: 'OK', text: '1' }, { button: 'YES' });
    expect(desk.lastOutcome()?.status).toBe('done');
    const log = desk.read('Results log')!;
    const last = log[log.length - 1].map(String);
    expect(last.slice(1)).toEqual([
      'Round 1',
      cell,
      'an organizer (Score round)',
      now,
      'yes',
      `corrected after scoring: ${cell} ${was} to ${now} (the old result was agreed through the results form)`,
      was,
      now,
    ]);
    expect(desk.read('Overview')!.flat().map(String).join('\n')).toContain(`Round 1 was corrected after scoring (`);
    desk.click('menuUpdateStandings');
    expect(desk.lastOutcome()?.status).toBe('done');
    // Score round again on the unchanged round: nothing written, no Undo step (Undo takes back the correction)
    const scored = JSON.stringify(dumpWorkbook(book));
    desk.click('menuScoreRound', { button: 'OK', text: '1' });
    expect(desk.lastOutcome()?.status).toBe('nothing to do');
    expect(shown(desk.session).join('\n')).toContain('Round 1 is already scored and none of its results changed since');
    expect(JSON.stringify(dumpWorkbook(book))).toBe(scored);
    expect(desk.click('menuUndo')).toMatch(/Undone: Update standings/);
    expect(desk.click('menuUndo')).toMatch(/Undone: Score round 1/);
    desk.click('menuUpdateStandings');
    expect(desk.lastOutcome()?.status).toBe('refused');
  });
});

describe('scored rounds are sealed: Swiss', () => {
  test('L1: a result changed after scoring stops Update standings and a later Score round; No writes nothing, Yes corrects and logs', () => {
    const e = BundleEvent.start('swiss');
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];
    e.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    const play = (r: number) => {
      e.pair(r).forEach((x, i) => {
        if (x.match !== 'bye') e.set(`R${r}`, i, 'result', '1-0');
      });
      e.menu('menuScoreRound');
    };
    play(1);
    e.menu('menuUpdateStandings');
    play(2);
    const col = e.grid('R1')[0].map(String).indexOf('result') + 1;
    const cell = `R1!${letter(col)}2`;
    e.set('R1', 0, 'result', '0-1');
    const book = e.s.workbook;
    const before = JSON.stringify(dumpWorkbook(book));
    const status = () => e.s.outcome()?.status;
    e.menu('menuUpdateStandings');
    expect(status()).toBe('refused');
    expect(e.s.outcome()?.problems?.[0]).toMatchObject({ tab: 'R1', cell: `${letter(col)}2` });
    expect(e.s.ui.log.map((d) => d.text).join('\n')).toContain(
      `round 1 was scored with "1-0" in ${cell} (typed by an organizer); it now reads "0-1"`,
    );
    // Score round of round 2 reads round 1: stopped too
    e.s.ui.answer({ button: 'OK', text: '2' });
    e.menu('menuScoreRound');
    expect(status()).toBe('refused');
    expect(JSON.stringify(dumpWorkbook(book))).toBe(before);
    // No: nothing written
    const no = startAddon(book, { bundleDir: requireBuild(), responder: cliResponder('1', false) });
    no.call('menuScoreRound');
    expect(no.outcome()?.status).toBe('declined');
    expect(no.ui.log.map((d) => d.text).join('\n')).toContain(`- ${cell}: 1-0 to 0-1`);
    expect(JSON.stringify(dumpWorkbook(book))).toBe(before);
    // Yes: corrected and logged
    e.s.ui.answer({ button: 'OK', text: '1' });
    e.menu('menuScoreRound');
    expect(status()).toBe('done');
    const log = e.records('Results log');
    expect(log[log.length - 1]).toMatchObject({
      round: 'Round 1',
      board: cell,
      'results before': '1-0',
      'results after': '0-1',
    });
    expect(e.records('R1')[0]).toMatchObject({ result: '0-1', 'points 1': '0', 'points 2': '1' });
    e.menu('menuUpdateStandings');
    expect(status()).toBe('done');
    // unchanged: nothing written
    const after = JSON.stringify(dumpWorkbook(book));
    e.s.ui.answer({ button: 'OK', text: '1' });
    e.menu('menuScoreRound');
    expect(status()).toBe('nothing to do');
    expect(JSON.stringify(dumpWorkbook(book))).toBe(after);
  });
});

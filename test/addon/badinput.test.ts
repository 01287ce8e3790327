// A sample of the bad-input cases (the full suite is the sheets layer's) re-run through the bundle: each
// shows a message naming the tab, the row, the column and what to type instead, and leaves the workbook
// unchanged apart from the check cells.
import { createRng } from '../../src/engine/core/rng';
import { typeLineups, typeResults } from '../../local/demo/season';
import { tournament, valuesApartFromChecks, type Tournament } from './support';

function problemAlert(t: Tournament): string {
  const alerts = t.desk.session.ui.log.filter((d) => d.kind === 'alert' && /nothing written/.test(d.title));
  expect(alerts.length).toBeGreaterThan(0);
  return alerts[alerts.length - 1].text;
}

function rowOf(t: Tournament, tab: string, first: string): number {
  return t.desk.read(tab)!.findIndex((r) => String(r[0]) === first) + 1;
}

describe('bad input through the bundle: message, nothing written', () => {
  test('Teams: a team listed twice stops Pair next round', async () => {
    const t = await tournament(6, 21);
    const dup = t.field.teams[1].name;
    const last = t.desk.read('Teams')!.length;
    t.desk.type('Teams', last + 1, 1, [[dup, 99, '']]);
    const before = valuesApartFromChecks(t.desk.session);
    const out = t.desk.click('menuPairNextRound');
    expect(out).toMatch(/nothing written/);
    expect(problemAlert(t)).toContain(`Teams, row ${last + 1}, column team`);
    expect(problemAlert(t)).toMatch(/listed twice.*delete this row or correct the name/);
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });

  test('Settings: a value that is not a number names the cell and what to type', async () => {
    const t = await tournament(6, 22);
    const row = rowOf(t, 'Settings', 'round days');
    t.desk.type('Settings', row, 2, [['thirty']]);
    const before = valuesApartFromChecks(t.desk.session);
    t.desk.click('menuPairNextRound');
    expect(problemAlert(t)).toMatch(
      new RegExp(`Settings, row ${row}, column value.*"thirty" is not a whole number.*type a whole number`),
    );
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });

  test('Players: a player of a team that does not exist', async () => {
    const t = await tournament(6, 23);
    const last = t.desk.read('Players')!.length;
    t.desk.type('Players', last + 1, 1, [['Zed Nobody', 'Atlantis', '', '', '']]);
    const before = valuesApartFromChecks(t.desk.session);
    t.desk.click('menuPairNextRound');
    expect(problemAlert(t)).toMatch(
      new RegExp(
        `Players, row ${last + 1}, column team.*"Atlantis" is not a team of the Teams tab.*type a team of the Teams tab`,
      ),
    );
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });

  test('M15: a result that is not a result stops Score round and names the round tab cell', async () => {
    const t = await tournament(6, 24);
    t.desk.click('menuPairNextRound');
    typeLineups(t.desk, createRng(1), t.field, 1, false, false);
    t.desk.click('menuPairIndividual');
    typeResults(t.desk, createRng(2), t.field, 1);
    const grid = t.desk.read('R1')!;
    const row = grid.findIndex((r, i) => i > 0 && String(r[1]) !== '' && !String(r[4]).startsWith('(')) + 1;
    const col = t.desk.column('R1', 'game 2');
    t.desk.type('R1', row, col, [['2-1']]);
    const before = valuesApartFromChecks(t.desk.session);
    t.desk.session.ui.answer({ button: 'OK', text: '' });
    t.desk.click('menuScoreRound');
    expect(problemAlert(t)).toMatch(new RegExp(`R1, row ${row}, column game 2.*"2-1" is not a result`));
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });

  test('M6: a phase-1 round with two games of one family stops Pair individual matches', async () => {
    const t = await tournament(6, 25);
    t.desk.click('menuPairNextRound');
    const grid = t.desk.read('Games')!;
    const rows = grid.map((r, i) => (Number(r[0]) === 1 ? i + 1 : 0)).filter((i) => i > 0);
    t.desk.type('Games', rows[1], 3, [[String(grid[rows[0] - 1][2])]]);
    typeLineups(t.desk, createRng(1), t.field, 1, true, false);
    const before = valuesApartFromChecks(t.desk.session);
    t.desk.session.ui.answer({ button: 'OK', text: '' });
    const out = t.desk.click('menuPairIndividual');
    expect(out).toMatch(/nothing written/);
    expect(problemAlert(t)).toMatch(/Games, row \d+, column (family|game).*different families/);
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });

  test('many problems: the alert lists 15 of them and counts the rest; the returned summary has them all', async () => {
    const t = await tournament(4, 27);
    const last = t.desk.read('Players')!.length;
    t.desk.type(
      'Players',
      last + 1,
      1,
      Array.from({ length: 20 }, (_, i) => [`Ghost ${i}`, 'Atlantis', '', '', '']),
    );
    const before = valuesApartFromChecks(t.desk.session);
    const out = t.desk.click('menuPairNextRound');
    const lines = problemAlert(t).split('\n');
    expect(lines.filter((l) => /^- Players, row \d+, column team/.test(l))).toHaveLength(15);
    expect(lines[lines.length - 1]).toBe('... and 5 more');
    expect(out.split('\n').filter((l) => /Atlantis/.test(l))).toHaveLength(20);
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });

  test('a round typed at the prompt that is not a number writes nothing and says what to type', async () => {
    const t = await tournament(4, 26);
    t.desk.click('menuPairNextRound');
    const before = valuesApartFromChecks(t.desk.session);
    const out = t.desk.click('menuScoreRound', { button: 'OK', text: 'three' });
    expect(out).toMatch(/cancelled, nothing written/);
    expect(t.desk.session.ui.log.some((d) => /"three" is not a round number: type a whole number/.test(d.text))).toBe(
      true,
    );
    expect(valuesApartFromChecks(t.desk.session)).toEqual(before);
  });
});

// Hostile text is inert. Names that Sheets would turn into something else (a formula: "=", "+", "-", "@"
// first) are refused at the edge with a message naming each cell. Names that merely look like numbers,
// dates, percentages or truth values, typed as text, go through a whole season and come out as the same
// text in every output cell of every tab: never a formula, never a number or a date.
import { LocalWorkbook } from '../../local/gas/workbook';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { startAddon } from '../../local/runner';
import { demoField, type DemoField } from '../../local/demo/data';
import { typeField, typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { bookDifference, copyBook, freshBook } from './book';
import { requireBuild } from '../helpers/gas';
import { parseTyped } from '../../local/gas/values';
import { inertText, sheetsWouldChange } from '../../src/sheets/inert';

/** Text that Sheets parses when written as a value: numbers, dates, times, percentages, truth values. */
const TEAM_NAMES = ['1-2', 'TRUE', '50%', '1e5', '2024-01-15', '12:30'];
const PLAYER_NAMES = [
  '0.5',
  '1.000',
  '007',
  'FALSE',
  '10%',
  '3e2',
  '1.2.2024',
  '9:15',
  '2024-02-30',
  '½',
  '0-1',
  '12.50',
];

/** The demo field with every team and player renamed to text that looks like something else. */
function hostileField(): DemoField {
  const field = demoField(6, 11);
  let k = 0;
  const teams = field.teams.map((t, i) => ({
    ...t,
    name: TEAM_NAMES[i],
    players: t.players.map((p) => ({
      ...p,
      name: `${PLAYER_NAMES[k % PLAYER_NAMES.length]}${k++ >= PLAYER_NAMES.length ? ` ${k}` : ''}`,
    })),
  }));
  return { ...field, teams };
}

/** Column headers of the output cells that carry a team or player name. */
const NAME_HEADERS = new Set([
  'team',
  'team 1',
  'team 2',
  'player',
  'player 1',
  'player 2',
  'winner',
  'first',
  'second',
  'entrant',
]);

describe('hostile text is inert', () => {
  beforeAll(() => {
    requireBuild();
  });

  test('names starting with =, +, - or @ are refused at the edge, each with its cell; nothing is written', () => {
    const book = freshBook('mochalunt');
    const desk = new Desk(startAddon(book, { responder: agreeableUser }));
    const teams = desk.read('Teams')!;
    const hostile = ['=HYPERLINK("http://x","y")', '+39 Peru', '-1 Samoa', '@Latvia'];
    // typed as text (Sheets' quote prefix), so the add-on reads the text itself
    hostile.forEach((name, i) => desk.type('Teams', teams.length + 1 + i, 1, [[`'${name}`, 20 + i, '']]));
    const before = copyBook(book);
    desk.click('menuPairNextRound');
    const alert = desk.session.ui.log.filter((d) => d.kind === 'alert').pop()!.text;
    hostile.forEach((name, i) => {
      expect(alert).toContain(
        `Teams, row ${teams.length + 1 + i}, column team (A${teams.length + 1 + i}): "${name.slice(0, 37)}`,
      );
    });
    expect(alert).toMatch(
      /which Sheets reads as a formula: it is not used \(a download opened in another program could run it\)\. clear the cell and type it without the "[=+@-]"/,
    );
    expect(bookDifference(before, book)).toBeNull();
  });

  test(`a season whose teams are ${TEAM_NAMES.join(', ')} and whose players look like numbers and dates: every name cell of every output tab is that text, and no cell holds a formula`, () => {
    const book = LocalWorkbook.empty();
    const desk = new Desk(startAddon(book, { responder: agreeableUser }));
    const field = hostileField();
    desk.click('menuSetUp');
    // the organizers format the name columns as plain text, so Sheets keeps what they type
    const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    ss.getSheetByName('Teams')!.getRange(2, 1, 50, 1).setNumberFormat('@');
    ss.getSheetByName('Players')!.getRange(2, 1, 100, 2).setNumberFormat('@');
    typeField(desk, field, 8);
    desk.click('menuSetUp');
    for (const round of [1, 2]) {
      expect(desk.click('menuPairNextRound')).toMatch(new RegExp(`^Pair round ${round}`));
      typeLineups(desk, createRng(round), field, round, false, false);
      desk.click('menuPairIndividual');
      expect(desk.lastOutcome()?.status).toBe('done');
      typeResults(desk, createRng(10 + round), field, round);
      desk.click('menuScoreRound');
      expect(desk.lastOutcome()?.status).toBe('done');
      desk.click('menuUpdateStandings');
      expect(desk.lastOutcome()?.status).toBe('done');
    }
    desk.click('menuIndividualRanking');
    expect(desk.lastOutcome()?.status).toBe('done');
    const names = new Set<string>([
      ...field.teams.map((t) => t.name),
      ...field.teams.flatMap((t) => t.players.map((p) => p.name)),
      '(forfeit)',
    ]);
    let checked = 0;
    // every offending cell, named (one expectation at the end: an expect per cell costs seconds)
    const wrong: string[] = [];
    for (const sheet of book.sheets) {
      if (sheet.hidden) continue;
      const header = (sheet.grid[0] ?? []).map((c) =>
        String(c?.v ?? '')
          .trim()
          .toLowerCase(),
      );
      sheet.grid.forEach((row, i) =>
        (row ?? []).forEach((cell, j) => {
          if (!cell) return;
          if (cell.f !== undefined) wrong.push(`${sheet.name} R${i + 1}C${j + 1}: formula ${cell.f}`);
          if (i === 0 || !NAME_HEADERS.has(header[j]) || cell.v === '') return;
          // Players and Teams are typed input; the other tabs are written by the add-on
          if (typeof cell.v !== 'string' || !names.has(cell.v))
            wrong.push(`${sheet.name} R${i + 1}C${j + 1}: ${typeof cell.v} ${String(cell.v)}`);
          checked++;
        }),
      );
    }
    expect(wrong).toEqual([]);
    // the name cells of Teams, Players, Line-ups, R1, R2, Standings and Individual
    expect(checked).toBeGreaterThan(150);
  });
});

describe('the write path quotes every string Sheets would parse', () => {
  const SAMPLES = [
    ...TEAM_NAMES,
    ...PLAYER_NAMES,
    '1/2',
    '3-1',
    '1:0',
    '+3',
    '-2.5',
    '1,234.5',
    '$12',
    '7%',
    '.5',
    '1e-3',
    'true',
    'False',
    '2024-01-15 18:00',
    '12:30:15',
    '9 PM',
    'Jan 5',
    '5 March 2024',
    '=SUM(A1)',
    '@home',
    '-',
    '+',
    '½-½',
    '1-0',
    '0-1',
    'Anna Rossi',
    'Hive',
    'R2D2',
    'Peru 2',
  ];
  test.each(SAMPLES)('"%s": Sheets keeps it as text once written', (s) => {
    const changed = parseTyped(s, 2026) !== s;
    if (changed) expect(sheetsWouldChange(s)).toBe(true);
    const written = inertText(s);
    // what the local service stores for the written value is the string itself
    const stored =
      typeof written === 'string' && written.startsWith("'") ? written.slice(1) : parseTyped(String(written), 2026);
    expect(stored).toBe(s);
  });
});

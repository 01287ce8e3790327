// `mochalunt edit`: after a person types, the command prints what the add-on wrote back, trigger by trigger:
// the onEdit simple trigger (the check of the line-up row, its sent time) and each installable edit trigger
// (the line-up log's entry), one changed cell a line, as the workbook shows it; the typed cell itself is not
// among them. A result typed into a round tab's plain-text cell stays text, formatted as text.
import { join } from 'path';
import { runCli } from '../helpers/cli';
import { columnLetters } from '../../local/gas/a1';
import { shown as cellsShown } from '../../local/gas/hand';
import { openWorkbook, saveWorkbook, startAddon, type LocalWorkbook } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { FIELD, freshBook } from '../errors/book';
import { tempDir } from '../helpers/gas';
import { requireBundle } from './support';

/** The A1 cell of `header` on the row where `match` holds. */
function cellOf(
  book: LocalWorkbook,
  tab: string,
  header: string,
  match: (row: unknown[]) => boolean,
): { a1: string; row: number; column: number } {
  const grid = book.sheetByName(tab)!.grid.map((r) => (r ?? []).map((c) => c?.v ?? ''));
  const column = grid[0].findIndex((h) => h === header) + 1;
  const row = grid.findIndex((r, i) => i > 0 && match(r)) + 1;
  expect([column > 0, row > 1]).toEqual([true, true]);
  return { a1: `${columnLetters(column)}${row}`, row, column };
}

test('edit prints what onEdit and the line-up log trigger wrote back: the check and sent time of the row, the log entry', async () => {
  requireBundle();
  const book = freshBook('mochalunt-r1');
  new Desk(startAddon(book, { responder: agreeableUser })).click('menuStartLineupLog');
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(book, file);
  const team = FIELD.teams[0];
  const mine = (r: unknown[]) => Number(r[0]) === 1 && r[1] === team.name;
  const lineup = cellOf(book, 'Line-ups', 'line-up', mine);
  const check = cellOf(book, 'Line-ups', 'check', mine);
  const sent = cellOf(book, 'Line-ups', 'sent (UTC)', mine);
  const names = team.players
    .slice(0, 4)
    .map((p) => p.name)
    .join(', ');

  const r = await runCli('edit', file, `Line-ups!${lineup.a1}`, names);
  expect(r.code).toBe(0);
  const lines = r.out.split('\n');
  expect(lines[0]).toBe(`organizer@example.com typed into Line-ups!${lineup.a1}`);
  // onEdit's block: the sent time and the check of the row, as the workbook now shows them
  const saved = await openWorkbook(file);
  const shown = (a1: string) => cellsShown(saved, 'Line-ups', a1)[0][0];
  const onEdit = r.out.slice(
    r.out.indexOf("onEdit (the add-on's simple trigger, as organizer@example.com) wrote:\n"),
    r.out.indexOf('onLineupLogEdit__'),
  );
  expect(onEdit).toContain(`\n  Line-ups!${sent.a1}: ${shown(sent.a1)}\n`);
  expect(onEdit).toContain(`\n  Line-ups!${check.a1}: ${shown(check.a1)}\n`);
  expect(shown(check.a1)).toMatch(/^OK: 4 players/);
  // the typed cell is the person's, not a trigger's
  expect(r.out).not.toContain(`Line-ups!${lineup.a1}:`);
  // the installable trigger's block: the log's new row, the new value in it
  const log = r.out.slice(
    r.out.indexOf('onLineupLogEdit_ (an installable edit trigger, as organizer@example.com, who created it) wrote:\n'),
  );
  expect(log).toMatch(/\n {2}Line-up log!A2: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n/);
  expect(log).toContain(`\n  Line-up log!E2: ${names}\n`);
  expect(r.err).toContain(`saved ${file}`);
});

test('a result typed with mochalunt edit into a plain-text result cell of a saved workbook stays text, formatted as text', async () => {
  requireBundle();
  const book = freshBook('mochalunt-boards');
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(book, file);
  const board = cellOf(book, 'R1', 'game 1', (r) => r[1] !== '' && r[4] !== '');
  expect(book.sheetByName('R1')!.cell(board.row, board.column)?.numberFormat).toBe('@');
  for (const [typed, stored] of [
    ['1-0', '1-0'],
    ['1', '1'],
    ['0.5', '0.5'],
  ]) {
    const r = await runCli('edit', file, `R1!${board.a1}`, typed);
    expect(r.code).toBe(0);
    const cell = (await openWorkbook(file)).sheetByName('R1')!.cell(board.row, board.column);
    expect([typed, cell?.v, cell?.numberFormat]).toEqual([typed, stored, '@']);
  }
});

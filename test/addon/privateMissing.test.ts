// A workbook saved with its private file (<workbook>.private.json: the captains' and organizers' record, the
// protections, the sharing) and opened without it: the safe reading is a file its owner alone may edit. No
// captain edits another team's row (nor their own) or runs an organizers' action; every action, in the local
// runner and on the command line, names the missing file first; saved again, it stays so until the owner has
// typed the captains and organizers again (Captains and protections).
import { rmSync } from 'fs';
import { join } from 'path';
import { Desk } from '../../local/demo/desk';
import { captainEmail, captainLines, typeLineups } from '../../local/demo/season';
import { openWorkbook, saveWorkbook } from '../../local/runner';
import { createRng } from '../../src/engine/core/rng';
import { runCli } from '../helpers/cli';
import { tempDir } from '../helpers/gas';
import { tournament } from './support';

const LINEUPS = 'Line-ups';

test('the private file missing: captains have no rights, every action names it, until the owner types the captains again', async () => {
  const { book, desk, field } = await tournament(4, 23);
  desk.click('menuCaptains', { button: 'OK', text: `${captainLines(field)}\norganizers: boss@example.org` });
  desk.click('menuPairNextRound');
  typeLineups(desk, createRng(23), field, 1, false, false);
  const file = join(tempDir(), 'cup.xlsx');
  await saveWorkbook(book, file);
  const [a, b] = field.teams;
  const rowOf = (d: Desk, team: string): number =>
    d.read(LINEUPS)!.findIndex((r) => String(r[d.column(LINEUPS, 'team') - 1]) === team) + 1;

  // with the private file: a captain edits their own row, not another team's
  const kept = Desk.open(await openWorkbook(file));
  const lineup = kept.column(LINEUPS, 'line-up');
  expect(() => kept.edit(LINEUPS, rowOf(kept, a.name), lineup, 'x', captainEmail(a.name))).not.toThrow();
  expect(() => kept.edit(LINEUPS, rowOf(kept, b.name), lineup, 'x', captainEmail(a.name))).toThrow();

  rmSync(`${file}.private.json`);
  const lost = await openWorkbook(file);
  const owner = Desk.open(lost);
  // no captain edits any row, and the organizers' actions are not theirs
  for (const team of [a.name, b.name])
    expect(() => owner.edit(LINEUPS, rowOf(owner, team), lineup, 'x', captainEmail(a.name))).toThrow(/permission/);
  const captain = new Desk(owner.session.newExecution({ user: captainEmail(a.name) }));
  captain.click('menuPairNextRound');
  expect(captain.lastOutcome()?.status).not.toBe('done');
  // every action names the missing file first
  owner.click('menuCheckLineups');
  expect(owner.session.ui.log[0]).toMatchObject({ kind: 'toast', title: 'Private file missing' });
  expect(owner.session.ui.log[0].text).toContain(`${file}.private.json is missing (this workbook was saved with it)`);
  expect(owner.session.ui.log[0].text).toContain("only the file's owner (organizer@example.com) may edit it");

  // the command line names it too, and saved again the workbook still reads so
  const cli = await runCli('run', 'check-lineups', file, '--yes');
  expect(cli.err).toContain(`${file}.private.json is missing (this workbook was saved with it)`);
  const typed = await runCli('edit', file, `${LINEUPS}!C${rowOf(owner, a.name)}`, 'x', '--as', captainEmail(a.name));
  expect(typed.code).toBe(1);
  expect(typed.err).toContain(`mochalunt edit: ${file}.private.json is missing (this workbook was saved with it)`);
  await saveWorkbook(lost, file);
  expect((await openWorkbook(file)).privateMissing).toBe(`${file}.private.json`);

  // the owner types the captains again: saved, the file reads as before the loss
  owner.click('menuCaptains', { button: 'OK', text: `${captainLines(field)}\norganizers: boss@example.org` });
  await saveWorkbook(lost, file);
  const back = Desk.open(await openWorkbook(file));
  expect(back.session.workbook.privateMissing).toBeNull();
  expect(() => back.edit(LINEUPS, rowOf(back, a.name), lineup, 'y', captainEmail(a.name))).not.toThrow();
  expect(() => back.edit(LINEUPS, rowOf(back, b.name), lineup, 'y', captainEmail(a.name))).toThrow();
}, 120000);

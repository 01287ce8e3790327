// Line-ups sent through the line-up form (Settings line-ups: form), seen locally: Check line-ups counts them
// (sealed: they reach the Line-ups tab with the pairing), and `mochalunt form-submit` prints what its trigger
// said and the check the captain gets by e-mail, written as an .eml file in the workbook's outbox as Send
// pairings' e-mails are.
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { saveWorkbook } from '../../local/runner';
import { runCli } from '../helpers/cli';
import { tempDir } from '../helpers/gas';
import { tournament } from './support';

const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** Settings line-ups: form, captains set, the line-up form created, round 1 paired with its line-ups due tomorrow. */
async function formSeason() {
  const t = await tournament(4, 43);
  const ss = t.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  // Settings line-ups: form, typed by the organizer
  t.desk.type('Settings', t.desk.read('Settings')!.findIndex((r) => String(r[0]) === 'line-ups') + 1, 2, [['form']]);
  t.desk.click('menuCaptains', {
    button: 'OK',
    text: t.field.teams.map((x) => `${x.name}: ${cap(x.name)}`).join('\n'),
  });
  t.desk.click('menuCreateLineupForm');
  t.desk.click('menuPairNextRound');
  const r1 = ss.getSheetByName('R1')!;
  const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
  const dueCol = head.indexOf('line-ups due (UTC)') + 1;
  for (let r = 2; r <= r1.getLastRow(); r++)
    if (r1.getRange(r, dueCol).getValue() !== '') r1.getRange(r, dueCol).setValue(utc(Date.now() + 86400_000));
  const lineup = (k: number) =>
    t.field.teams[k].players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
  return { ...t, lineup };
}

test('Check line-ups counts the line-ups sent through the form, without showing them', async () => {
  const t = await formSeason();
  for (const k of [0, 1]) {
    const sent = submitResponse(t.book, t.book.forms[0].id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Line-up', t.lineup(k)],
      ]),
      email: cap(t.field.teams[k].name),
      at: new Date(),
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    fireFormSubmitTriggers(t.desk.session, { formId: t.book.forms[0].id, responseId: sent.value.response.id });
  }
  const said = t.desk.click('menuCheckLineups');
  expect(said).toMatch(
    /\n2 line-ups checked: 0 with problems, 0 late\. Round 1: 2 sent through the line-up form \(2 in effect\), checked on arrival and kept sealed/,
  );
  // sealed: no line-up of the form on the Line-ups tab yet
  expect(JSON.stringify(t.desk.read('Line-ups'))).not.toContain(t.lineup(0));
});

test("form-submit prints the trigger's check and the e-mail the captain gets, written as an .eml in the outbox", async () => {
  const t = await formSeason();
  const dir = tempDir();
  const file = join(dir, 'season.xlsx');
  await saveWorkbook(t.book, file);
  const team = t.field.teams[0].name;
  const r = await runCli(
    'form-submit',
    file,
    '--answer',
    'Round=Round 1',
    '--answer',
    `Line-up=${t.lineup(0)}`,
    '--as',
    cap(team),
  );
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out).toMatch(
    /\ntrigger onLineupFormSubmit_ ran as organizer@example\.com: e-mailed to the captain: .*round 1: valid\n/,
  );
  const eml = r.out.match(/\ne-mail to (\S+) \((.+\.eml)\)\nSubject: (.+)\n/)!;
  expect(eml[1]).toBe(cap(team));
  expect(eml[3]).toMatch(new RegExp(`your line-up for round 1 is valid \\(${team}\\)$`));
  expect(r.out).toContain('is VALID.');
  expect(existsSync(eml[2])).toBe(true);
  expect(eml[2].startsWith(`${file}.outbox`)).toBe(true);
  expect(readFileSync(eml[2], 'utf8')).toContain(`To: ${cap(team)}`);
  expect(readdirSync(`${file}.outbox`).length).toBeGreaterThan(0);
}, 60000);

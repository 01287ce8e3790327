// No silent decision in the line-up flow at Pair individual matches, through the bundle (build/Code.js) and the
// command line: a line-up from the form that is not valid is asked about, with the roster names it most likely
// means (M8: "Reka Kovacs: did you mean Réka Kovács?"), Yes uses them and logs the choice in the Line-up log; a
// late line-up is listed with when it arrived and how late (M13 unless the jury accepts it in the Line-up log,
// form and rows alike); a formula-looking line-up is refused on arrival and at pairing, naming the cell. No (and
// the command line without --yes) writes nothing, byte for byte.
import { readFileSync, readdirSync, statSync } from 'fs';
import { dirname, join } from 'path';
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { sentMail } from '../../local/gas/mail';
import { openWorkbook, saveWorkbook, type LocalWorkbook } from '../../local/runner';
import { Desk } from '../../local/demo/desk';
import { runCli } from '../helpers/cli';
import { tempDir } from '../helpers/gas';
import { dumpWorkbook } from './dump';
import { tournament } from './support';

const DAY = 86400_000;
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const dump = (book: LocalWorkbook) => JSON.stringify(dumpWorkbook(book));
const stamp = (file: string) =>
  readdirSync(dirname(file))
    .sort()
    .map((f) => join(dirname(file), f))
    .filter((f) => statSync(f).isFile())
    .map((f) => `${f}:${statSync(f).mtimeMs}:${readFileSync(f).toString('base64')}`)
    .join('\n');

type T = Awaited<ReturnType<typeof event>>;

/** Round 1 paired with its line-up deadline at `due`, its M10/M12 changes deadline at `changesDue`; Settings line-ups: `via`. */
async function event(via: 'form' | 'rows', due: number, changesDue = due) {
  const t = await tournament(4, 41);
  const { desk, field } = t;
  const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  desk.type('Settings', desk.read('Settings')!.findIndex((r) => r[0] === 'line-ups') + 1, 2, [[via]]);
  // the first player of the first team has accents in the Players tab
  const team = field.teams[0].name;
  const players = desk.read('Players')!;
  const [pc, tc] = [desk.column('Players', 'player'), desk.column('Players', 'team')];
  const at = players.findIndex((r) => String(r[tc - 1]) === team);
  desk.type('Players', at + 1, pc, [['Réka Kovács']]);
  const roster = (k2: number) =>
    k2 === 0
      ? ['Réka Kovács', ...field.teams[0].players.slice(1, 4).map((p) => p.name)]
      : field.teams[k2].players.slice(0, 4).map((p) => p.name);
  desk.click('menuCaptains', {
    button: 'OK',
    text: field.teams.map((x) => `${x.name}: ${cap(x.name)}`).join('\n'),
  });
  if (via === 'form') desk.click('menuCreateLineupForm');
  desk.click('menuPairNextRound');
  const r1 = ss.getSheetByName('R1')!;
  const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
  for (const [h, at] of [
    ['line-ups due (UTC)', due],
    ['changes due (UTC)', changesDue],
  ] as const) {
    const c = head.indexOf(h) + 1;
    for (let r = 2; r <= r1.getLastRow(); r++)
      if (r1.getRange(r, c).getValue() !== '') r1.getRange(r, c).setValue(utc(at));
  }
  const lineupRow = (name: string) => {
    const grid = desk.read('Line-ups')!;
    return grid.findIndex((r) => String(r[1]) === name && Number(r[0]) === 1) + 1;
  };
  return { ...t, team, roster, due, lineupRow };
}

/** A captain sends the form at `at`; its arrival check runs. */
function send(t: T, k: number, lineup: string, at: number) {
  const sent = submitResponse(t.book, t.book.forms[0].id, {
    answers: new Map([
      ['Round', 'Round 1'],
      ['Line-up', lineup],
    ]),
    email: cap(t.field.teams[k].name),
    at: new Date(at),
  });
  if (!sent.ok) throw new Error(sent.problems.join('; '));
  return fireFormSubmitTriggers(t.desk.session, { formId: t.book.forms[0].id, responseId: sent.value.response.id });
}

/** The YES/NO questions a click asked. */
function asked(t: T, from: number): string[] {
  return t.desk.session.ui.log
    .slice(from)
    .filter((d) => d.kind === 'alert' && d.buttons === 'YES_NO')
    .map((d) => d.text);
}

/**
 * Pair individual matches answered No, then run on the command line without --yes: nothing written (the workbook
 * as it was; the file and its private part byte for byte, exit 1). Returns the questions, what the command line
 * printed and the saved file.
 */
async function declined(t: T): Promise<{ questions: string[]; err: string; file: string }> {
  const before = dump(t.book);
  const seen = t.desk.session.ui.log.length;
  t.desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'NO' });
  const questions = asked(t, seen);
  expect(t.desk.lastOutcome()?.status).toBe('declined');
  expect(dump(t.book)).toBe(before);
  const file = join(tempDir('mochalunt-lineup-decisions-'), 'event.xlsx');
  await saveWorkbook(t.book, file);
  const saved = stamp(file);
  const refused = await runCli('run', 'pair-individual', file, '--round', '1');
  expect(refused.code).toBe(1);
  expect(stamp(file)).toBe(saved);
  return { questions, err: refused.err, file };
}

/** Pair individual matches answered No lists the first team's late line-up (arrived at `at`, `after` late) and writes nothing; its Line-ups row. */
function lateDeclined(t: T, at: number, after: string): number {
  const row = t.lineupRow(t.team);
  const before = dump(t.book);
  const seen = t.desk.session.ui.log.length;
  t.desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'NO' });
  expect(asked(t, seen).join('\n')).toContain(
    `${t.team}'s line-up arrived ${utc(at)} UTC, ${after} after the deadline ${utc(t.due)} UTC: late, so not used (M13) (Line-ups row ${row}). To accept one (a jury decision), answer No, type a row in the Line-up log tab (Start line-up log creates it) with its Line-ups row as the row, "accept late" as the column and the jury's reason as the new value, then pair again.`,
  );
  expect(t.desk.lastOutcome()?.status).toBe('declined');
  expect(dump(t.book)).toBe(before);
  return row;
}

/** The players of the boards of a round tab. */
const boardPlayers = (desk: Desk) => {
  const grid = desk.read('R1')!;
  const [p1, p2] = [desk.column('R1', 'player 1') - 1, desk.column('R1', 'player 2') - 1];
  return grid.flatMap((r) => [String(r[p1]), String(r[p2])]).filter((x) => x !== '');
};

describe('M8: an invalid line-up from the form is asked about, with the names it most likely means', () => {
  test('"Reka Kovacs: did you mean Réka Kovács?": No and the command line without --yes write nothing; Yes (--yes) uses the suggested names and logs the choice', async () => {
    const t = await event('form', Date.now() - 3600_000);
    const sentAt = t.due - 7200_000;
    const typed = ['Reka Kovacs', ...t.roster(0).slice(1)].join(', ');
    send(t, 0, typed, sentAt);
    for (const k of [1, 2, 3]) send(t, k, t.roster(k).join(', '), sentAt);
    const { questions: q, err, file } = await declined(t);
    expect(q).toHaveLength(1);
    expect(q[0]).toContain(`${t.team}'s line-up sent ${utc(sentAt)} UTC is not valid (Line-up: `);
    expect(q[0]).toContain(
      'Reka Kovacs: did you mean Réka Kovács? Yes uses the suggested names (logged in the Line-up log).',
    );
    expect(err).toContain('Reka Kovacs: did you mean Réka Kovács?');

    const agreed = await runCli('run', 'pair-individual', file, '--round', '1', '--yes');
    expect(agreed.code).toBe(0);
    const after = Desk.open(await openWorkbook(file));
    const row = t.lineupRow(t.team);
    expect(String(after.read('Line-ups')![row - 1][after.column('Line-ups', 'line-up') - 1])).toBe(
      t.roster(0).join(', '),
    );
    expect(
      after
        .read('Line-up log')!
        .slice(1)
        .map((r) => r.slice(1).map(String)),
    ).toEqual([[String(row), 'suggested names', typed, t.roster(0).join(', ')]]);
    expect(boardPlayers(after)).toContain('Réka Kovács');
    expect(boardPlayers(after)).not.toContain('(forfeit)');
  });

  test('a formula-looking line-up is refused on arrival (the captain is told) and at pairing, naming the cell; never a forfeit', async () => {
    const t = await event('form', Date.now() - 3600_000);
    send(t, 0, '=C10', t.due - 7200_000);
    const mail = sentMail(t.book).filter((m) => m.to.includes(cap(t.team)));
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain('"=C10" starts with "=", which Sheets reads as a formula');
    for (const k of [1, 2, 3]) send(t, k, t.roster(k).join(', '), t.due - 7200_000);
    const before = dump(t.book);
    const out = t.desk.click('menuPairIndividual');
    expect(t.desk.lastOutcome()?.status).toBe('refused');
    const row = t.lineupRow(t.team);
    const col = String.fromCharCode(64 + t.desk.column('Line-ups', 'line-up'));
    expect(out).toContain(
      `Line-ups, row ${row}, column line-up (${col}${row}): ${t.team}'s line-up sent through the form`,
    );
    expect(out).toContain('"=C10" starts with "=", which Sheets reads as a formula');
    expect(dump(t.book)).toBe(before);
  });
});

describe('M8, M13: a formula typed in a Line-ups row', () => {
  test('is refused in its check cell at once (onEdit) and at pairing, naming the cell; never a line-up not sent', async () => {
    const t = await event('rows', Date.now() - 3600_000);
    const lc = t.desk.column('Line-ups', 'line-up');
    t.field.teams.forEach((x, k) => {
      if (k > 0) t.desk.type('Line-ups', t.lineupRow(x.name), lc, [[t.roster(k).join(', ')]]);
    });
    const row = t.lineupRow(t.team);
    const cell = `${String.fromCharCode(64 + lc)}${row}`;
    t.desk.edit('Line-ups', row, lc, '=C10');
    const says = `Line-ups, row ${row}, column line-up (${cell}): the cell holds the formula =C10: a formula is never read as a line-up (nor as one not sent, M13). clear the cell and type the line-up as text`;
    expect(String(t.desk.read('Line-ups')![row - 1][t.desk.column('Line-ups', 'check') - 1])).toBe(says);
    const before = dump(t.book);
    const out = t.desk.click('menuPairIndividual');
    expect(out).toContain(says);
    expect(t.desk.lastOutcome()?.status).toBe('refused');
    expect(dump(t.book)).toBe(before);
  });
});

describe('M13: a late line-up is listed with how late it is; the jury may accept it in the Line-up log', () => {
  test('form: listed in the question (No writes nothing); the jury\'s row "accept late" with its reason makes it used', async () => {
    const t = await event('form', Date.now() - 3 * DAY);
    const lateAt = t.due + DAY + 2 * 3600_000;
    send(t, 0, t.roster(0).join(', '), lateAt);
    for (const k of [1, 2, 3]) send(t, k, t.roster(k).join(', '), t.due - 3600_000);
    const row = lateDeclined(t, lateAt, '1 day 2 hours');

    t.desk.click('menuStartLineupLog');
    const log = t.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Line-up log')!;
    log.getRange(2, 1, 1, 5).setValues([[utc(Date.now()), String(row), 'accept late', '', '']]);
    const refused = t.desk.click('menuPairIndividual');
    expect(refused).toContain(
      'Line-up log, row 2, column new value (E2): the jury\'s "accept late" of Line-ups row ' +
        row +
        ' gives no reason',
    );
    log.getRange(2, 5).setValue('the form was down on the deadline day');
    const out = t.desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'YES' });
    expect(out).toContain(
      `${t.team}'s line-up arrived ${utc(lateAt)} UTC, 1 day 2 hours after the deadline ${utc(t.due)} UTC: accepted by the jury (Line-up log row 2: the form was down on the deadline day).`,
    );
    expect(boardPlayers(t.desk)).toContain('Réka Kovács');
    expect(boardPlayers(t.desk)).not.toContain('(forfeit)');
  });

  test('rows: a line-up typed after the deadline is asked about with how late it is; Yes keeps M13 (a whole-team forfeit)', async () => {
    const t = await event('rows', Date.now() - 3 * DAY);
    const lc = t.desk.column('Line-ups', 'line-up');
    const sc = t.desk.column('Line-ups', 'sent (UTC)');
    t.field.teams.forEach((x, k) => {
      const row = t.lineupRow(x.name);
      t.desk.type('Line-ups', row, lc, [[t.roster(k).join(', ')]]);
      t.desk.type('Line-ups', row, sc, [[utc(k === 0 ? t.due + 3 * 3600_000 : t.due - 3600_000)]]);
    });
    lateDeclined(t, t.due + 3 * 3600_000, '3 hours');
    t.desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'YES' });
    expect(t.desk.lastOutcome()?.status).toBe('done');
    expect(boardPlayers(t.desk)).toContain('(forfeit)');
  });
});

describe('M13 judged from the line-up log: nothing written before the answer', () => {
  test('a row first filled after the deadline, as the log says, is asked about; No leaves the rows as they were', async () => {
    const t = await event('rows', Date.now() - 3600_000);
    expect(t.desk.click('menuStartLineupLog')).toMatch(/Line-up log started/);
    const lc = t.desk.column('Line-ups', 'line-up');
    t.field.teams.forEach((x, k) => {
      if (k > 0) t.desk.type('Line-ups', t.lineupRow(x.name), lc, [[t.roster(k).join(', ')]]);
    });
    // the first team's line-up typed now, an hour after the deadline: the organizer's trigger logs it
    const row = t.lineupRow(t.team);
    const edited = t.desk.session
      .newExecution({ user: 'organizer@example.com' })
      .edit('Line-ups', `${String.fromCharCode(64 + lc)}${row}`, t.roster(0).join(', '));
    expect(edited.refused).toBe(false);
    expect(t.desk.read('Line-up log')!.length).toBe(2);
    const before = dump(t.book);
    const seen = t.desk.session.ui.log.length;
    t.desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'NO' });
    expect(asked(t, seen).join('\n')).toMatch(
      new RegExp(
        `${t.team}'s line-up arrived .* UTC, [a-z0-9 ]+ after the deadline ${utc(t.due)} UTC: late, so not used \\(M13\\) \\(Line-ups row ${row}\\)\\. To accept one \\(a jury decision\\)`,
      ),
    );
    expect(t.desk.lastOutcome()?.status).toBe('declined');
    expect(dump(t.book)).toBe(before);
  });
});

describe('M10, M12, M21: Pair individual matches before the changes deadline asks', () => {
  test('every line-up in, the line-up deadline passed, reductions and agreed changes still due: a question; No and the command line without --yes write nothing', async () => {
    const changesDue = Date.now() + 2 * DAY;
    const t = await event('rows', Date.now() - DAY, changesDue);
    const lc = t.desk.column('Line-ups', 'line-up');
    t.field.teams.forEach((x, k) => t.desk.type('Line-ups', t.lineupRow(x.name), lc, [[t.roster(k).join(', ')]]));
    const ask = `Reductions and agreed changes (M10, M12) are due ${utc(changesDue)} UTC; pairing now uses only those typed so far (a later one needs Pair individual matches again). Pair now?`;
    const { questions, err } = await declined(t);
    expect(questions.map((q) => q.split('\n').pop())).toEqual([ask]);
    expect(err).toContain(ask);
    t.desk.click('menuPairIndividual', { button: 'OK', text: '' }, { button: 'YES' });
    expect(t.desk.lastOutcome()?.status).toBe('done');
  });
});

// Through the bundle: the organizers' Needs you tab follows the actions and triggers that write no plan of their
// own: Send pairings and Captains and protections (the e-mails left to send), the line-up form's check on arrival
// (a line-up not valid, named by team, round and question only: the line-up stays sealed) in both installs (the
// form's trigger, or the add-on's hourly check), the line-up log's trigger (a check not OK), the scheduling
// form's trigger, and a results report that writes nothing else (the Swiss, league, team and multi-player
// formats' disputes). Each leaves the right lines, and the list goes back once settled.
import { Desk } from '../../local/demo/desk';
import { typeAddresses } from '../../local/demo/mail';
import { captainLines, typeLineups } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { freshBook, type BaseName } from '../errors/book';
import { afterRound1, eachInstall, sendLineupForm, submitted, tournament } from './support';

const NEEDS_YOU = 'Needs you';
const NOTHING = [['Nothing waits for the organizers.', '', '', '']];
const lines = (desk: Desk): string[][] => (desk.read(NEEDS_YOU) ?? []).slice(1).map((r) => r.map(String));
const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;

describe('Needs you follows Send pairings and Captains and protections', () => {
  test('Send pairings: the teams it e-mails leave the "not e-mailed" line; the list then says nothing waits', async () => {
    const { desk, field } = await afterRound1(4, 21);
    typeAddresses(desk, field);
    desk.click('menuPairNextRound');
    expect(lines(desk)).toEqual([
      [
        'e-mail',
        'R2',
        expect.stringMatching(/^the team pairings of round 2 are not e-mailed to 4 teams: /),
        'Send pairings...',
      ],
    ]);
    expect(desk.click('menuSendPairings')).toMatch(/round 2, team pairings: 4 e-mails sent/);
    expect(lines(desk)).toEqual(NOTHING);
  });

  test('Captains and protections: the first captains kept make the e-mails not sent a line, with no address', async () => {
    const { desk, field } = await afterRound1(4, 21);
    desk.click('menuPairNextRound');
    expect(lines(desk)).toEqual(NOTHING);
    typeAddresses(desk, field);
    expect(lines(desk)).toEqual([
      [
        'e-mail',
        'R2',
        expect.stringMatching(/^the team pairings of round 2 are not e-mailed to 4 teams: /),
        'Send pairings...',
      ],
    ]);
    expect(JSON.stringify(desk.read(NEEDS_YOU))).not.toMatch(/@/);
  });
});

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** Settings line-ups: form, captains set, the line-up form created, round 1 paired, its line-ups due tomorrow. */
async function sealedRound() {
  const t = await tournament(4, 41);
  const { desk, field } = t;
  const settings = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Settings')!;
  const k = settings
    .getDataRange()
    .getValues()
    .findIndex((r) => String(r[0]) === 'line-ups');
  settings.getRange(k + 1, 2).setValue('form');
  desk.click('menuCaptains', {
    button: 'OK',
    text: [...field.teams.map((x) => `${x.name}: ${cap(x.name)}`), 'organizers: boss@example.org'].join('\n'),
  });
  desk.click('menuCreateLineupForm');
  desk.click('menuPairNextRound');
  dueTomorrow(desk);
  return t;
}

/** Round 1's line-ups due tomorrow (typed as an organizer does). */
function dueTomorrow(desk: Desk): void {
  const r1 = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1')!;
  const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
  const dueCol = head.indexOf('line-ups due (UTC)') + 1;
  for (let r = 2; r <= r1.getLastRow(); r++)
    if (r1.getRange(r, dueCol).getValue() !== '') r1.getRange(r, dueCol).setValue(utc(Date.now() + 86400_000));
}

/** A captain sends the line-up form; its trigger (or the hourly check) runs. */
const send = sendLineupForm;

eachInstall('Needs you follows the line-up form (Settings line-ups: form)', () => {
  test('M8, M10: a line-up not valid on arrival is a line (team, round, the questions at fault, never the answers); a valid one sent later takes it away', async () => {
    const t = await sealedRound();
    const before = lines(t.desk);
    expect(before.filter((l) => l[0] === 'line-up')).toEqual([]);
    const team = t.field.teams[1];
    const p = team.players.map((x) => x.name);
    send(t, cap(team.name), `${p[0]}, Zedekiah Nobody, ${p[2]}, ${p[3]}`, new Date(Date.now() - 60_000), {
      Matches: 'five',
    });
    const listed = lines(t.desk).filter((l) => l[0] === 'line-up');
    expect(listed).toEqual([
      [
        'line-up',
        'line-up form, round 1',
        expect.stringMatching(
          new RegExp(
            `^${team.name}, round 1: the line-up sent .* UTC is not valid \\(the answer to Line-up, Matches\\)`,
          ),
        ),
        expect.stringMatching(
          /^the captain sends a valid line-up through the form before the deadline; otherwise Pair individual matches asks/,
        ),
      ],
    ]);
    // sealed: nothing of what the captain sent reaches the shared file
    const tab = JSON.stringify(t.desk.read(NEEDS_YOU));
    expect(tab).not.toMatch(/Zedekiah|five|@/);
    for (const name of p) expect(tab).not.toContain(name);
    send(t, cap(team.name), `${p[0]}, ${p[1]}, ${p[2]}, ${p[3]}`, new Date());
    expect(lines(t.desk)).toEqual(before);
  });
});

describe('Needs you follows the line-up log trigger', () => {
  test("M8: a captain's line-up not OK in the Line-ups rows is a line at its check cell; corrected, the line goes", async () => {
    const { desk, field } = await tournament(4, 22);
    desk.click('menuPairNextRound');
    desk.click('menuStartLineupLog');
    dueTomorrow(desk);
    expect(lines(desk)).toEqual(NOTHING);
    const grid = desk.read('Line-ups')!;
    const lc = desk.column('Line-ups', 'line-up');
    const team = field.teams[0];
    const row = grid.findIndex((r) => String(r[1]) === team.name && Number(r[0]) === 1) + 1;
    const cell = `${String.fromCharCode(64 + lc)}${row}`;
    const edit = (value: string) => {
      const captain = desk.session.newExecution({ user: 'captain@example.com' });
      expect(captain.edit('Line-ups', cell, value).refused).toBe(false);
    };
    edit(`${team.players[0].name}, Zedekiah Nobody`);
    const check = `${String.fromCharCode(64 + desk.column('Line-ups', 'check'))}${row}`;
    expect(lines(desk)).toEqual([
      [
        'line-up',
        `Line-ups!${check}`,
        expect.stringMatching(new RegExp(`^${team.name}, round 1: `)),
        expect.stringMatching(/^the captain corrects the line-up/),
      ],
    ]);
    edit(
      team.players
        .slice(0, 4)
        .map((x) => x.name)
        .join(', '),
    );
    expect(lines(desk)).toEqual(NOTHING);
  });
});

eachInstall('Needs you follows the scheduling form (M21)', () => {
  test('its trigger writes the tab as the workbook stands: a board in dispute typed meanwhile is listed, its result typed takes it away', async () => {
    const { desk, book, field } = await tournament(4, 31);
    const who = (player: string) => `${player.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
    const players = field.teams.flatMap((x) => x.players.map((p) => `${p.name}: ${who(p.name)}`));
    desk.click('menuCaptains', { button: 'OK', text: `${captainLines(field)}\n${players.join('\n')}` });
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng(1), field, 1, false, false);
    desk.click('menuPairIndividual');
    desk.click('menuSendPairings');
    desk.click('menuCreateSchedulingForm');
    expect(lines(desk)).toEqual(NOTHING);
    const form = book.forms[0];
    const boards = form.items.find((i) => i.title === 'Individual match')!.choices;
    const r1 = desk.read('R1')!;
    const head = r1[0].map(String);
    const ends = String(
      r1.find((r, i) => i > 0 && String(r[head.indexOf('round ends (UTC)')]) !== '')![head.indexOf('round ends (UTC)')],
    );
    const early = new Date(Date.parse(ends.slice(0, 16).replace(' ', 'T') + 'Z') - 86400_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    const submit = (k: number) =>
      submitted(desk.session, form.id, {
        answers: new Map([
          ['Round', 'Round 1'],
          ['Individual match', boards[k]],
          ['Agreed date and time (UTC)', early],
        ]),
        email: who(/: (.+) v /.exec(boards[k])![1]),
        at: new Date(),
      });
    // an organizer marks board 1 in dispute by hand (as a report would): no action runs
    const at = r1.findIndex((r, i) => i > 0 && String(r[head.indexOf('board')]) === '1');
    desk.type('R1', at + 1, head.indexOf('reported') + 1, [
      ['in dispute: A: 1-0 1-0 1-0 1-0; B: 0-1 0-1 0-1 0-1: the organizers decide'],
    ]);
    expect(lines(desk)).toEqual(NOTHING);
    expect(submit(1)[0].result).toMatch(/^copied to R1/);
    expect(lines(desk)).toEqual([
      [
        'result to decide',
        expect.stringMatching(/^R1!/),
        expect.stringMatching(/^in dispute: A: 1-0/),
        expect.stringMatching(/type the result in game 1 to game 4/),
      ],
    ]);
    desk.type('R1', at + 1, head.indexOf('game 1') + 1, [['1-0']]);
    submit(2);
    expect(lines(desk)).toEqual(NOTHING);
  });
});

/** A Mind Lab or multi-player event paired, with its results form and Entrants' addresses. */
function reportsOf(base: BaseName, pair: boolean) {
  const book = freshBook(base);
  const desk = Desk.open(book);
  if (pair) desk.click('menuPairNextRound');
  const mail = (name: string) => `${name.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
  const entrants = (desk.read('Entrants') ?? [])
    .slice(1)
    .flatMap((r) => [String(r[0]), ...r.slice(4, 8).map(String)])
    .filter((n) => n !== '');
  desk.click('menuEntrantAddresses', { button: 'OK', text: entrants.map((n) => `${n}: ${mail(n)}`).join('\n') });
  desk.click('menuCreateResultsForm');
  const form = book.forms.find((f) => f.title.endsWith(': results'))!;
  const items = form.items.find((i) => i.title === 'Game' || i.title === 'Table')!.choices;
  const send = (name: string, item: string, answer: string): string => {
    const answers = new Map([
      ['Round', 'Round 1'],
      [form.items[1].title, item],
      [form.items[2].title, answer],
    ]);
    const out = submitted(desk.session, form.id, { answers, email: mail(name), at: new Date('2030-01-01T10:00:00Z') });
    return String(out[0].result);
  };
  return { desk, items, send };
}

const disputed = (desk: Desk) => lines(desk).filter((l) => l[0] === 'result to decide');

eachInstall('Needs you lists the disputes of the other formats (L1, L5, K1)', () => {
  test.each<[string, BaseName, boolean]>([
    ['Swiss', 'swiss-r1', false],
    ['team Swiss (the captains report)', 'swiss-team', true],
  ])('%s: two reports disagreeing are a line at the result cell; the result typed settles it', (_, base, pair) => {
    const e = reportsOf(base, pair);
    const item = e.items[0];
    // the two players, or the two teams (their captains) of a team board
    const [a, b] = /: ([^:]+) v ([^:,]+)/.exec(item)!.slice(1, 3);
    e.send(a, item, '1-0');
    expect(e.send(b, item, '0-1')).toMatch(/^in dispute: /);
    const listed = disputed(e.desk);
    expect(listed).toEqual([
      [
        'result to decide',
        expect.stringMatching(/^R1!E\d+$|^R1![A-Z]+\d+$/),
        expect.stringMatching(/^in dispute: .* reported 1-0 .* reported 0-1 .*\(Results log, row \d+\)$/),
        expect.stringMatching(new RegExp(`^the organizers decide: type the result of .* in [A-Z]+\\d+ of R1$`)),
      ],
    ]);
    const at = /^R1!([A-Z]+)(\d+)$/.exec(listed[0][1])!;
    e.desk.type('R1', Number(at[2]), at[1].charCodeAt(0) - 64, [['1-0']]);
    e.desk.click('menuUpdateStandings');
    expect(disputed(e.desk)).toEqual([]);
  });

  test('multi-player: two players reporting different places of a table are a line until the places are typed', () => {
    const e = reportsOf('multiplayer-r1', false);
    const seats = e.items[0].replace(/^Table 1: /, '').split(', ');
    const places = seats.map((_, i) => String(seats.length - i)).join(' ');
    e.send(seats[0], e.items[0], places);
    expect(e.send(seats[1], e.items[0], [...places.split(' ')].reverse().join(' '))).toMatch(/^in dispute: /);
    expect(disputed(e.desk)).toEqual([
      [
        'result to decide',
        expect.stringMatching(/^R1![A-Z]+\d+$/),
        expect.stringMatching(/^in dispute: /),
        expect.stringMatching(/^the organizers decide: type the places of Table 1: /),
      ],
    ]);
  });
});

// Sealed line-ups (Settings line-ups: form, M13): captains send line-ups through a form the add-on creates;
// Pair individual matches reads the responses (the sender's address decides the team, the server time
// lateness), refuses before the deadline while a line-up is missing, and writes the line-ups in effect.
import { submitResponse } from '../../local/gas/forms';
import { eachInstall, tournament } from './support';

const cap = (team: string) => `cap.${team.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;

async function sealed() {
  const t = await tournament(4, 41);
  const { desk, field } = t;
  desk.click('menuCaptains', { button: 'OK', text: field.teams.map((x) => `${x.name}: ${cap(x.name)}`).join('\n') });
  expect(desk.click('menuCreateLineupForm')).toMatch(/Line-up form created/);
  desk.click('menuPairNextRound');
  const send = (team: (typeof field.teams)[number], at: Date, k = 0) => {
    const names = team.players.slice(0, 4).map((p) => p.name);
    const lineup = names.slice(k).concat(names.slice(0, k)).join(', ');
    const r = submitResponse(t.book, t.book.forms[0].id, {
      answers: new Map([
        ['Round', 'Round 1'],
        ['Line-up', lineup],
      ]),
      email: cap(team.name),
      at,
    });
    if (!r.ok) throw new Error(r.problems.join('; '));
    return lineup;
  };
  const lineupOf = (team: string) => {
    const grid = desk.read('Line-ups')!;
    const lc = desk.column('Line-ups', 'line-up');
    return String(grid.find((r) => String(r[1]) === team && Number(r[0]) === 1)![lc - 1]);
  };
  /** the round's line-up deadline, typed on the round tab by the organizers */
  const setDue = (ms: number) => {
    const r1 = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('R1')!;
    const head = r1.getRange(1, 1, 1, r1.getLastColumn()).getValues()[0].map(String);
    const dueCol = head.indexOf('line-ups due (UTC)') + 1;
    for (let r = 2; r <= r1.getLastRow(); r++)
      if (r1.getRange(r, dueCol).getValue() !== '')
        r1.getRange(r, dueCol).setValue(new Date(ms).toISOString().slice(0, 16).replace('T', ' '));
  };
  return { ...t, send, lineupOf, setDue };
}

eachInstall('sealed line-ups (M13)', () => {
  test('the form records verified addresses, is published and has no destination: no address reaches a tab', async () => {
    const { book } = await sealed();
    expect(book.forms[0].emailCollection).toBe('VERIFIED');
    expect(book.forms[0].published).toBe(true);
    expect(book.forms[0].destination).toBeUndefined();
  });

  test('M13: Pair individual matches before the deadline is refused while a line-up is missing; once all are in, the line-ups are written and paired', async () => {
    const { desk, field, send, lineupOf, setDue } = await sealed();
    setDue(Date.now() + 86400_000);
    const [a, b, c] = field.teams;
    send(a, new Date());
    send(b, new Date());
    send(c, new Date());
    const before = desk.read('Line-ups');
    const out = desk.click('menuPairIndividual');
    expect(out).toMatch(new RegExp(`nothing written: .*${field.teams[3].name} has not sent one yet \\(M13\\)`));
    expect(desk.read('Line-ups')).toEqual(before);
    const last = send(field.teams[3], new Date());
    desk.click('menuPairIndividual');
    expect(lineupOf(field.teams[3].name)).toBe(last);
    expect(desk.read('R1')!.some((r) => String(r[1]) !== '' && /^\d+$/.test(String(r[1])))).toBe(true);
  });

  test('M13: after the deadline the last response in time is written; a late one is not used', async () => {
    const { desk, field, send, lineupOf, setDue } = await sealed();
    const due = Date.now() - 3600_000;
    setDue(due);
    const [a, b] = field.teams;
    const inTime = send(a, new Date(due - 7200_000), 0);
    send(a, new Date(due + 600_000), 1); // after the deadline: not used
    send(b, new Date(due + 600_000), 0); // first sent after the deadline: late
    desk.click('menuPairIndividual');
    expect(lineupOf(a.name)).toBe(inTime);
    expect(lineupOf(b.name)).toBe('');
  });
});

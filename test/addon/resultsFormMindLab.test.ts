// Results reported through the results form in the Mind Lab formats (Swiss, league, team Swiss: one result per
// game or board, L1, L5) and the multi-player format (a table's places, K1, K4): Entrants' addresses (kept
// privately) say who reports; the opponent (the opponent team's captain or board player) confirms a game; a
// second player of the table confirms its places. Agreed: written on the round tab; different: in dispute,
// listed in the Results log for the organizers; a stranger's report does not count. Through the bundle.
import { submitResponse } from '../../local/gas/forms';
import { fireFormSubmitTriggers } from '../../local/gas/triggers';
import { Desk } from '../../local/demo/desk';
import { freshBook, type BaseName } from '../errors/book';
import { eachInstall, visibleValues } from './support';
import { sentMail } from '../../local/gas/mail';

const mail = (name: string) => `${name.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;

function event(base: BaseName, pair: boolean) {
  const book = freshBook(base);
  const desk = Desk.open(book);
  if (pair) expect(desk.click('menuPairNextRound')).toMatch(/^Pair round 1/);
  const entrants = (desk.read('Entrants') ?? [])
    .slice(1)
    .flatMap((r) => [String(r[0]), ...r.slice(4, 8).map(String)])
    .filter((n) => n !== '');
  const kept = desk.click('menuEntrantAddresses', {
    button: 'OK',
    text: entrants.map((n) => `${n}: ${mail(n)}`).join('\n'),
  });
  expect(kept).toMatch(/names changed/);
  const created = desk.click('menuCreateResultsForm');
  expect(created).toMatch(/^Results form created/);
  const form = book.forms.find((f) => f.title.endsWith(': results'))!;
  const items = form.items.find((i) => i.title === 'Game' || i.title === 'Table')!.choices;
  const send = (email: string, item: string, answer: string, at = new Date('2030-01-01T10:00:00Z')): string => {
    const answers = new Map([
      ['Round', 'Round 1'],
      [form.items[1].title, item],
      [form.items[2].title, answer],
    ]);
    const sent = submitResponse(book, form.id, { answers, email, at });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    const out = fireFormSubmitTriggers(desk.session, {
      formId: form.id,
      responseId: sent.value.response.id,
      destination: sent.value.destination,
    });
    expect(out).toHaveLength(1);
    return String(out[0].result);
  };
  /** the result (place) cells of R1's rows whose players are `names` */
  const cells = (names: string[], col: string) => {
    const g = desk.read('R1')!;
    const h = g[0].map(String);
    return names.map((n) => String(g.find((r) => r.map(String).includes(n))![h.indexOf(col)]));
  };
  const log = () => (desk.read('Results log') ?? []).slice(1).map((r) => r.map(String));
  return { book, desk, form, items, send, cells, log };
}

const players = (label: string) => /: (.+) v (.+)$/.exec(label)!.slice(1, 3);

eachInstall('results form: Mind Lab and multi-player formats', () => {
  test('Swiss: the opponent confirms, the result is written; a differing report is a dispute; a stranger does not count', () => {
    const e = event('swiss-r1', false);
    expect(e.form.items.map((i) => [i.title, i.type])).toEqual([
      ['Round', 'LIST'],
      ['Game', 'LIST'],
      ['Result', 'LIST'],
    ]);
    expect(e.items[0]).toMatch(/^Match 1: \S+ v \S+$/);
    const [a, b] = players(e.items[0]);
    expect(e.send(mail(a), e.items[0], '1-0')).toMatch(new RegExp(`^waiting for the opponent: ${a} reported 1-0`));
    expect(e.cells([a], 'result')).toEqual(['']);
    expect(e.send(mail(b), e.items[0], '1-0')).toMatch(/^agreed: 1-0, written on R1, Match 1: /);
    expect(e.cells([a], 'result')).toEqual(['1-0']);
    // another game: the two sides differ
    const [c, d] = players(e.items[1]);
    e.send(mail(c), e.items[1], '1-0');
    expect(e.send(mail(d), e.items[1], '0-1')).toMatch(
      new RegExp(`^in dispute: ${c} reported 1-0 .*; ${d} reported 0-1 .*: the organizers decide`),
    );
    expect(e.cells([c], 'result')).toEqual(['']);
    // a stranger, and a player of another game
    expect(e.send('mallory@example.net', e.items[2], '1-0')).toMatch(
      /^not counted: the sender is neither .* \(a player reports only their own game/,
    );
    expect(e.send(mail(a), e.items[2], '1-0')).toMatch(/^not counted: the sender is neither/);
    const rows = e.log();
    expect(rows.map((r) => [r[3], r[5]])).toEqual([
      [a, 'yes'],
      [b, 'yes'],
      ['the add-on (reports)', ''],
      [c, 'yes'],
      [d, 'yes'],
      ["an unknown sender (no entrant's address)", 'no'],
      [a, 'no'],
    ]);
    expect(JSON.stringify(e.desk.read('R1'))).not.toMatch(/@/);
    // Undo last action puts the written result back blank
    expect(e.desk.click('menuUndo')).toMatch(/Undo/);
    expect(e.cells([a], 'result')).toEqual(['']);
  });

  test('Swiss: every game reported by both players, Score round takes the results (the round records hold); a report after it does not count; the next round is listed', () => {
    const e = event('swiss-r1', false);
    for (const item of e.items) for (const p of players(item)) e.send(mail(p), item, '0-1');
    const scored = e.desk.click('menuScoreRound');
    expect(scored).toMatch(/^Score round/);
    expect(scored).not.toMatch(/nothing written/);
    const [a] = players(e.items[0]);
    expect(e.send(mail(a), e.items[0], '1-0')).toMatch(/^not counted: round 1 is already scored/);
    e.desk.click('menuUpdateStandings');
    expect(e.desk.click('menuPairNextRound')).toMatch(/^Pair round 2/);
    const form = e.book.forms.find((f) => f.title.endsWith(': results'))!;
    expect(form.items[0].choices).toEqual(['Round 2']);
    expect(form.items[1].choices).not.toEqual(e.items);
  });

  test("league: both players agree, the result is written; a correction makes a dispute and puts it back blank; an organizer's result stands", () => {
    const e = event('league', true);
    const [a, b] = players(e.items[0]);
    e.send(mail(b), e.items[0], '½-½');
    expect(e.send(mail(a), e.items[0], '½-½')).toMatch(/^agreed: ½-½, written on R1/);
    expect(e.cells([a], 'result')).toEqual(['½-½']);
    // a player corrects their report: in dispute, the result the reports wrote is put back blank; the other agrees again: written
    expect(e.send(mail(a), e.items[0], '1-0', new Date('2030-01-01T11:00:00Z'))).toMatch(
      /^in dispute: .*; the result the reports wrote earlier \(½-½\) is put back blank/,
    );
    expect(e.cells([a], 'result')).toEqual(['']);
    expect(e.send(mail(b), e.items[0], '1-0', new Date('2030-01-01T12:00:00Z'))).toMatch(/^agreed: 1-0, written on R1/);
    expect(e.cells([a], 'result')).toEqual(['1-0']);
    // an organizer's result stands over agreeing reports
    const [c, d] = players(e.items[1]);
    const g = e.desk.read('R1')!;
    e.desk.type('R1', g.findIndex((r) => r.map(String).includes(c)) + 1, g[0].map(String).indexOf('result') + 1, [
      ['0-1'],
    ]);
    e.send(mail(c), e.items[1], '1-0');
    expect(e.send(mail(d), e.items[1], '1-0')).toMatch(
      /^reports agree on 1-0; the organizers' result 0-1 on R1, .* stands/,
    );
    expect(e.cells([c], 'result')).toEqual(['0-1']);
  });

  test('team Swiss: the two captains agree on a board; a board player confirms for their team', () => {
    const e = event('swiss-team', true);
    expect(e.items[0]).toMatch(/^Match 1: \S+ v \S+, Abalone: .+ v .+$/);
    const m = /^Match 1: (\S+) v (\S+), (\w+): (.+) v (.+)$/.exec(e.items[1])!;
    expect(e.send(mail(m[1]), e.items[1], '0-1')).toMatch(
      new RegExp(`^waiting for the opponent: ${m[1]}'s captain reported 0-1`),
    );
    expect(e.send(mail(m[2]), e.items[1], '0-1')).toMatch(/^agreed: 0-1, written on R1/);
    expect(e.cells([m[4]], 'result')).toEqual(['0-1']);
    const n = /^Match 1: (\S+) v (\S+), (\w+): (.+) v (.+)$/.exec(e.items[2])!;
    e.send(mail(n[4]), e.items[2], '1-0');
    expect(e.send(mail(n[2]), e.items[2], '1-0')).toMatch(/^agreed: 1-0/);
    // a captain of a team not in the match
    const other = e.items.find((x) => !x.includes(m[1]) && !x.includes(m[2]))!;
    expect(e.send(mail(m[1]), other, '1-0')).toMatch(/^not counted/);
  });

  test('multi-player: two players of a table agree on its places; a differing report is a dispute; a bad places answer', () => {
    const e = event('multiplayer-r1', false);
    expect(e.form.items.map((i) => [i.title, i.type])).toEqual([
      ['Round', 'LIST'],
      ['Table', 'LIST'],
      ['Places in seat order', 'TEXT'],
    ]);
    const seats = e.items[0].replace(/^Table 1: /, '').split(', ');
    const places = seats.map((_, i) => String(seats.length - i)).join(' ');
    expect(e.send(mail(seats[0]), e.items[0], places)).toMatch(
      new RegExp(`^waiting for a second player of the table: ${seats[0]} reported ${places}`),
    );
    const agreed = e.send(mail(seats[2]), e.items[0], places);
    expect(agreed).toMatch(/^agreed: .*, written on R1, Table 1: /);
    // K5, T3: the form asks no carrots: the Results log and the check e-mail say the organizers type them
    expect(agreed).toContain(
      "; the form does not ask the carrots and lettuces left in hand (K5, the T3 tie-break): the organizers type them on the round tab, or each player's carrot count is 0",
    );
    expect(e.cells(seats, 'place')).toEqual(places.split(' '));
    // table 2: two players differ
    const two = e.items[1].replace(/^Table 2: /, '').split(', ');
    const p2 = two.map((_, i) => String(i + 1)).join(' ');
    e.send(mail(two[0]), e.items[1], p2);
    expect(e.send(mail(two[1]), e.items[1], [...p2.split(' ')].reverse().join(' '))).toMatch(/^in dispute: /);
    expect(e.cells(two, 'place').every((c) => c === '')).toBe(true);
    expect(e.send(mail(two[2]), e.items[1], '1 1 2')).toMatch(/^not counted: "1 1 2" (gives|is not)/);
    expect(e.send(mail(seats[0]), e.items[1], p2)).toMatch(
      /^not counted: the sender is none of the players of the table/,
    );
    // the round records still hold: Score round asks only for the disputed table's places
    const scored = e.desk.click('menuScoreRound');
    expect(scored).toMatch(/^Score round: nothing written, 4 problems:/);
    expect(
      scored
        .split('\n')
        .slice(1)
        .every((l) => /no place for .* \(table 2\)/.test(l)),
    ).toBe(true);
  });

  test("Entrants' addresses read the Entrants tab as the format does: multi-player tables seat players, whatever the entrants key says (K1)", () => {
    const book = freshBook('multiplayer-r1');
    const desk = Desk.open(book);
    // multi-player's Set up writes no entrants row (K1 seats players): an organizer types one
    const settings = desk.read('Settings')!;
    expect(settings.findIndex((r) => String(r[0]) === 'entrants')).toBe(-1);
    desk.type('Settings', settings.length + 1, 1, [['entrants', 'team']]);
    const first = String(desk.read('Entrants')![1][0]);
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: `${first}: ${mail(first)}` })).toMatch(
      /^Entrants' addresses: 1 name changed/,
    );
  });

  test("Entrants' addresses: kept only in the document properties, all or none; a name that is no entrant, or over 9 KB, keeps nothing", () => {
    const book = freshBook('swiss');
    const desk = Desk.open(book);
    const KEY = 'mochalunt.entrantAddresses';
    expect(
      desk.click('menuEntrantAddresses', {
        button: 'OK',
        text: 'Ada: ada@example.org; Ben: ben@example.org, ben2@example.org',
      }),
    ).toMatch(/^Entrants' addresses: 2 names changed; 2 names have addresses/);
    expect(JSON.parse(String(book.documentProperties.get(KEY)))).toEqual({
      Ada: ['ada@example.org'],
      Ben: ['ben@example.org', 'ben2@example.org'],
    });
    expect(JSON.stringify(visibleValues(desk.session))).not.toMatch(/@example\.org/);
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: 'Ben: -\nZed: zed@example.org' })).toMatch(
      /nothing kept:\nline 2: "Zed" is not an entrant/,
    );
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: 'Cleo: not-an-address' })).toMatch(
      /nothing kept:\nline 1: "not-an-address" is not an e-mail address/,
    );
    const many = Array.from({ length: 300 }, (_, i) => `x${i}.someone.with.a.long.address@example.org`).join(', ');
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: `Cleo: ${many}` })).toMatch(
      /over Google's 9 KB for one property/,
    );
    expect(JSON.parse(String(book.documentProperties.get(KEY)))).toEqual({
      Ada: ['ada@example.org'],
      Ben: ['ben@example.org', 'ben2@example.org'],
    });
    expect(desk.click('menuEntrantAddresses', { button: 'OK', text: 'Ben: -' })).toMatch(
      /1 name changed; 1 name has addresses/,
    );
  });

  test("a report is judged once: sent while the entrant's address was unknown, it stays not counted once the address is given back", () => {
    const e = event('swiss-r1', false);
    const [a, b] = players(e.items[0]);
    e.desk.click('menuEntrantAddresses', { button: 'OK', text: `${b}: -` });
    expect(e.send(mail(b), e.items[0], '1-0')).toMatch(/^not counted: the sender is neither/);
    e.desk.click('menuEntrantAddresses', { button: 'OK', text: `${b}: ${mail(b)}` });
    // the earlier report is not judged again with today's addresses: a's report waits for b
    expect(e.send(mail(a), e.items[0], '1-0')).toMatch(new RegExp(`^waiting for the opponent: ${a} reported 1-0`));
    expect(e.cells([a], 'result')).toEqual(['']);
    // the Results log and the round tab agree: b's report did not count, nothing was written
    expect(e.log().map((r) => [r[3], r[5]])).toEqual([
      ["an unknown sender (no entrant's address)", 'no'],
      [a, 'yes'],
    ]);
    // b sends it again: it counts now
    expect(e.send(mail(b), e.items[0], '1-0')).toMatch(/^agreed: 1-0, written on R1/);
  });

  test('a report of a game whose entrant withdrew before the round (K6) is refused, with the reason in the log and the e-mail', () => {
    const e = event('swiss-r1', false);
    const [a, b] = players(e.items[0]);
    const g = e.desk.read('Entrants')!;
    e.desk.type(
      'Entrants',
      g.findIndex((r) => String(r[0]) === a) + 1,
      g[0].map(String).indexOf('left after round') + 1,
      [[0]],
    );
    const why = new RegExp(`^not counted: ${a} withdrew before round 1 \\(Entrants, left after round 0, K6\\)`);
    expect(e.send(mail(b), e.items[0], '0-1')).toMatch(why);
    expect(e.send(mail(a), e.items[0], '0-1')).toMatch(why);
    expect(e.cells([a], 'result')).toEqual(['']);
    expect(e.log().map((r) => [r[3], r[5], r[6]])).toEqual([
      [b, 'no', expect.stringMatching(why)],
      [a, 'no', expect.stringMatching(why)],
    ]);
    const last = sentMail(e.book).at(-1)!;
    expect(last.to).toEqual([mail(a)]);
    expect(last.body).toContain(`${a} withdrew before round 1`);
  });

  test('no free text of a form reaches the Results log: an address typed in the places answer is masked', () => {
    const e = event('multiplayer-r1', false);
    const seats = e.items[0].replace(/^Table 1: /, '').split(', ');
    const places = seats.map((_, i) => String(i + 1)).join(' ');
    expect(e.send(mail(seats[0]), e.items[0], `${places} call me: eve.smith@example.net`)).toMatch(/^not counted: /);
    const row = e.log()[0];
    expect(row[3]).toBe(seats[0]);
    expect(JSON.stringify(e.log())).not.toMatch(/@/);
    expect(row[4]).toContain('(an e-mail address)');
  });

  test("an answer of 60,000 characters is cut to Google's 50,000 characters per cell; the report is judged and logged", () => {
    const e = event('multiplayer-r1', false);
    const seats = e.items[0].replace(/^Table 1: /, '').split(', ');
    expect(e.send(mail(seats[0]), e.items[0], '1 '.repeat(30000))).toMatch(/^not counted: "1 1 1 /);
    const rows = e.log();
    expect(rows).toHaveLength(1);
    expect(rows[0][3]).toBe(seats[0]);
    expect(Math.max(...rows[0].map((c) => c.length))).toBe(50000);
  });

  test('a report arriving after its round was scored changes no scored cell: logged and listed for the organizers', () => {
    const e = event('swiss-r1', false);
    for (const item of e.items) for (const p of players(item)) e.send(mail(p), item, '0-1');
    expect(e.desk.click('menuScoreRound')).not.toMatch(/nothing written/);
    const [a, b] = players(e.items[0]);
    e.send(mail(a), e.items[0], '1-0');
    e.send(mail(b), e.items[0], '1-0');
    expect(e.cells([a], 'result')).toEqual(['0-1']);
    const late = e.log().slice(-2);
    expect(late.map((r) => [r[3], r[5]])).toEqual([
      [a, 'no: round scored'],
      [b, 'no: round scored'],
    ]);
    // Create results form again lists them for the organizers, with their cells
    const again = e.desk.click('menuCreateResultsForm');
    const n = e.log().length;
    expect(again).toContain(
      `Results log, row ${n + 1}, column outcome (G${n + 1}): not counted: round 1 is already scored`,
    );
  });

  test("a report whose own trigger has not run is judged by the next report's trigger, in arrival order, logged and e-mailed once", () => {
    const e = event('swiss-r1', false);
    const [a, b] = players(e.items[0]);
    const sent = submitResponse(e.book, e.form.id, {
      answers: new Map([
        ['Round', 'Round 1'],
        [e.form.items[1].title, e.items[0]],
        [e.form.items[2].title, '1-0'],
      ]),
      email: mail(b),
      at: new Date('2030-01-01T09:00:00Z'),
    });
    if (!sent.ok) throw new Error(sent.problems.join('; '));
    // a's trigger runs first: b's response, which arrived before, is judged first (a's, sent, agrees with it),
    // then a's
    expect(e.send(mail(a), e.items[0], '1-0').split('\n')).toEqual([
      expect.stringMatching(/^agreed: 1-0, written on R1/),
      expect.stringMatching(/^agreed: 1-0, as on the round tab/),
    ]);
    expect(e.log().map((r) => [r[3], r[5]])).toEqual([
      [b, 'yes'],
      ['the add-on (reports)', ''],
      [a, 'yes'],
    ]);
    // b's own trigger then finds nothing left to judge
    const late = fireFormSubmitTriggers(e.desk.session, {
      formId: e.form.id,
      responseId: sent.value.response.id,
      destination: sent.value.destination,
    });
    expect(String(late[0].result)).toBe('nothing pending');
    expect(e.log()).toHaveLength(3);
  });
});

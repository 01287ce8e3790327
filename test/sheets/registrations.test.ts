// Add registered players: the Registrations tab (a registration form's responses: name, team, age group,
// gender) becomes Players rows after the organizer confirms; duplicates and unknown teams are reported in
// the response's "added" cell, never added; a second click changes nothing (M1: a late registration plays
// from the next round to pair).
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW } from './memory';
import { ok, playRound, seasonBook } from './season';

const RESPONSES = [
  ['Timestamp', 'Name', 'Team'],
  ['2024-01-02 10:00', 'Zoe Verdi', 'Italy'],
  ['2024-01-02 11:00', 'Italy A', 'Italy'], // already on the Players tab
  ['2024-01-02 12:00', 'Olaf', 'Narnia'], // no such team
  ['2024-01-02 13:00', 'Yann Petit', 'france'],
  ['2024-01-02 14:00', 'zoe  verdi', 'Italy'], // registered twice
];

describe('Add registered players', () => {
  test('new players are added after YES; duplicates and unknown teams are reported, not added; twice gives the same sheet', () => {
    const book = seasonBook({ teams: 4 });
    book.tabs.set(
      'Registrations',
      RESPONSES.map((r) => r.slice()),
    );
    const before = book.rows('Players').length;
    const plan = ok(ACTIONS.addRegistrations(book, { now: NOW }));
    expect(plan.needsConfirmation).toBe('Add these 2 players to the Players tab?');
    expect(plan.summary).toMatch(
      /^2 players to add to the Players tab: Zoe Verdi \(Italy\), Yann Petit \(france\)\.\n3 registrations not added/,
    );
    expect(plan.warnings).toEqual([
      'Registrations row 3 (Italy A): not added: Italy A is already on the Players tab (row 2, Italy)',
      'Registrations row 4 (Olaf): not added: "Narnia" is not a team of the Teams tab; correct it here or add the team, then run Add registered players again',
      'Registrations row 6 (zoe verdi): not added: zoe verdi registered twice (also in row 2)',
    ]);
    book.apply(ok(ACTIONS.addRegistrations(book, { now: NOW, confirmed: true })));
    const players = book.rows('Players');
    expect(players).toHaveLength(before + 2);
    expect(players.slice(-2).map((p) => [p.player, p.team, p['joined round']])).toEqual([
      ['Zoe Verdi', 'Italy', ''],
      ['Yann Petit', 'France', ''],
    ]);
    const added = book.rows('Registrations').map((r) => String(r.added));
    expect(added[0]).toBe(`added to Players (row ${before + 2})`);
    expect(added[2]).toMatch(/^not added: "Narnia" is not a team/);
    // the Players tab still reads cleanly, and a second click adds nothing
    expect(ok(ACTIONS.checkLineups(book, { now: NOW })).problems).toEqual([]);
    const again = ok(ACTIONS.addRegistrations(book, { now: NOW }));
    expect(again.needsConfirmation).toBeUndefined();
    expect(again.summary).toMatch(/^No new registration to add\./);
    const snapshot = JSON.stringify([...book.tabs]);
    book.apply(again);
    expect(JSON.stringify([...book.tabs])).toBe(snapshot);
  });

  test('M1: once rounds are paired, a new player joins from the next round to pair', () => {
    const book = seasonBook({ teams: 4 });
    playRound(book, 1);
    playRound(book, 2);
    book.tabs.set('Registrations', [
      ['name', 'team'],
      ['Late Comer', 'Spain'],
    ]);
    book.apply(ok(ACTIONS.addRegistrations(book, { now: NOW, confirmed: true })));
    expect(book.rows('Players').slice(-1)[0]['joined round']).toBe(3);
  });

  test('the Registrations tab is public: an age group or gender column, or contact data, stops it (M20 categories are private)', () => {
    const book = seasonBook({ teams: 4 });
    book.tabs.set('Registrations', [
      ['Timestamp', 'Name', 'Team', 'Gender'],
      ['2024-01-02 10:00', 'Zoe Verdi', 'Italy', 'woman'],
    ]);
    const plan = ACTIONS.addRegistrations(book, { now: NOW });
    expect(plan.problems.map((p) => [p.tab, p.row, p.column, p.cell])).toEqual([['Registrations', 1, 'Gender', 'D1']]);
    expect(plan.problems[0].message).toMatch(/"Gender" column is personal data, and the file is public/);
    expect(plan.blocks).toHaveLength(0);
    book.tabs.set('Registrations', [
      ['Timestamp', 'Name', 'Team'],
      ['2024-01-02 10:00', 'Zoe Verdi zoe@example.org', 'Italy'],
    ]);
    const contact = ACTIONS.addRegistrations(book, { now: NOW });
    expect(contact.problems.map((p) => [p.row, p.column, p.fix])).toEqual([
      [2, 'Name', expect.stringMatching(/^remove contact data/)],
    ]);
    expect(contact.blocks).toHaveLength(0);
  });

  test('no Registrations tab: the problem says what to create', () => {
    const plan = ACTIONS.addRegistrations(seasonBook({ teams: 4 }), { now: NOW });
    expect(plan.problems[0].message).toBe('there is no Registrations tab');
    expect(plan.problems[0].fix).toMatch(/name the registration form's responses tab "Registrations"/);
  });
});

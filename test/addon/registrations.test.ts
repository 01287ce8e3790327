// Add registered players through the bundle: the organizer sees the players to add and the registrations
// reported (duplicates, unknown teams) and confirms; NO writes nothing; Undo takes the players out again.
import { submitResponse } from '../../local/gas/forms';
import { eachInstall, tournament, visibleValues } from './support';

eachInstall('Add registered players', () => {
  test('YES adds the new players, NO writes nothing, Undo restores the Players tab', async () => {
    const { desk, field } = await tournament(8, 9);
    const sheet = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Registrations');
    const known = field.teams[0].players[0].name;
    sheet.getRange(1, 1, 4, 3).setValues([
      ['Timestamp', 'Name', 'Team'],
      ['2024-01-02 10:00', 'Nadia Newcomer', field.teams[1].name],
      ['2024-01-02 11:00', known, field.teams[0].name],
      ['2024-01-02 12:00', 'Otto', 'Atlantis'],
    ]);
    const before = visibleValues(desk.session);
    desk.click('menuAddRegistrations', { button: 'NO' });
    expect(desk.lastOutcome()?.status).toBe('declined');
    expect(visibleValues(desk.session)).toEqual(before);
    const yes = desk.click('menuAddRegistrations');
    expect(yes).toMatch(/1 player to add to the Players tab: Nadia Newcomer/);
    expect(yes).toContain(`not added: ${known} is already on the Players tab`);
    expect(yes).toContain('not added: "Atlantis" is not a team of the Teams tab');
    const players = desk.read('Players')!;
    expect(players[players.length - 1].slice(0, 3)).toEqual(['Nadia Newcomer', field.teams[1].name, '']);
    expect(desk.read('Registrations')!.map((r) => r[3])).toEqual([
      'added',
      `added to Players (row ${players.length})`,
      expect.stringMatching(/^not added/),
      expect.stringMatching(/^not added/),
    ]);
    desk.click('menuUndo');
    expect(visibleValues(desk.session)).toEqual(before);
  });
});

eachInstall('Create registration form', () => {
  test('the form asks name and team (the Teams tab) only, its responses tab being public (M20 categories are typed privately); its responses tab is Registrations; a second click creates nothing', async () => {
    const { desk, field } = await tournament(8, 10);
    const book = desk.session.workbook;
    const out = desk.click('menuCreateRegistrationForm');
    expect(book.forms).toHaveLength(1);
    const form = book.forms[0];
    expect(out).toContain(`players register at https://docs.google.com/forms/d/e/${form.id}/viewform`);
    expect(out).toMatch(/responses go to the Registrations tab/);
    expect(form.items.map((i) => [i.type, i.title, i.required])).toEqual([
      ['TEXT', 'Name', true],
      ['LIST', 'Team', true],
    ]);
    expect(form.items[1].choices).toEqual(field.teams.map((t) => t.name));
    expect(form.destination?.spreadsheetId).toBe(book.id);
    expect(desk.read('Registrations')![0]).toEqual(['Timestamp', 'Name', 'Team']);
    // a player registers through the form: the row lands on the renamed responses tab; Add registered players takes it
    const sent = submitResponse(book, form.id, {
      at: new Date(Date.UTC(2024, 0, 3)),
      answers: new Map([
        ['Name', 'Rita Response'],
        ['Team', field.teams[2].name],
      ]),
    });
    expect(sent.ok).toBe(true);
    expect(desk.read('Registrations')![1].slice(1)).toEqual(['Rita Response', field.teams[2].name]);
    // a team that is not on the list is refused by the form itself
    const wrong = submitResponse(book, form.id, {
      at: new Date(),
      answers: new Map([
        ['Name', 'Otto'],
        ['Team', 'Atlantis'],
      ]),
    });
    expect(wrong.ok).toBe(false);
    expect(desk.click('menuAddRegistrations')).toMatch(/1 player to add to the Players tab: Rita Response/);
    expect(desk.click('menuCreateRegistrationForm')).toMatch(
      new RegExp(`exists already: players register at .*${form.id}.* Nothing was created`),
    );
    expect(book.forms).toHaveLength(1);
  });
});

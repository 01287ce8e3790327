// Add registered players through the bundle: the organizer sees the players to add and the registrations
// reported (duplicates, unknown teams) and confirms; NO writes nothing; Undo takes the players out again.
import { tournament, visibleValues } from './support';

describe('Add registered players', () => {
  test('YES adds the new players, NO writes nothing, Undo restores the Players tab', async () => {
    const { desk, field } = await tournament(8, 9);
    const sheet = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Registrations');
    const known = field.teams[0].players[0].name;
    sheet.getRange(1, 1, 4, 5).setValues([
      ['Timestamp', 'Name', 'Team', 'Age group', 'Gender'],
      ['2024-01-02 10:00', 'Nadia Newcomer', field.teams[1].name, 'over 65', 'woman'],
      ['2024-01-02 11:00', known, field.teams[0].name, '', ''],
      ['2024-01-02 12:00', 'Otto', 'Atlantis', '', ''],
    ]);
    const before = visibleValues(desk.session);
    const no = desk.click('menuAddRegistrations', { button: 'NO' });
    expect(no).toMatch(/cancelled, nothing written/);
    expect(visibleValues(desk.session)).toEqual(before);
    const yes = desk.click('menuAddRegistrations');
    expect(yes).toMatch(/1 player to add to the Players tab: Nadia Newcomer/);
    expect(yes).toContain(`not added: ${known} is already on the Players tab`);
    expect(yes).toContain('not added: "Atlantis" is not a team of the Teams tab');
    const players = desk.read('Players')!;
    expect(players[players.length - 1].slice(0, 4)).toEqual(['Nadia Newcomer', field.teams[1].name, 'over 65', 'woman']);
    expect(desk.read('Registrations')!.map((r) => r[5])).toEqual(['added', `added to Players (row ${players.length})`, expect.stringMatching(/^not added/), expect.stringMatching(/^not added/)]);
    desk.click('menuUndo');
    expect(visibleValues(desk.session)).toEqual(before);
  });
});

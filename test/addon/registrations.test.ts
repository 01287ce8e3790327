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

/**
 * A recording stand-in for FormApp inside the bundle's sandbox (the local service has no forms of its own in this
 * branch): it keeps the form's items, and setDestination inserts the responses tab with a Timestamp column and
 * one column per question, as Google does.
 */
const FAKE_FORM_APP = `
var __forms = [];
var FormApp = {
  DestinationType: { SPREADSHEET: 'SPREADSHEET' },
  create: function (title) {
    var f = { id: 'form' + (__forms.length + 1), title: title, items: [], destination: null };
    __forms.push(f);
    function item(kind) {
      var it = { kind: kind, title: '', choices: [], required: false };
      f.items.push(it);
      var api = {
        setTitle: function (t) { it.title = t; return api; },
        setHelpText: function () { return api; },
        setChoiceValues: function (v) { it.choices = v.slice(); return api; },
        setRequired: function (r) { it.required = r; return api; },
      };
      return api;
    }
    var form = {
      getId: function () { return f.id; },
      getPublishedUrl: function () { return 'https://docs.google.com/forms/d/e/' + f.id + '/viewform'; },
      getEditUrl: function () { return 'https://docs.google.com/forms/d/' + f.id + '/edit'; },
      setDescription: function () { return form; },
      addTextItem: function () { return item('text'); },
      addListItem: function () { return item('list'); },
      addMultipleChoiceItem: function () { return item('choice'); },
      setDestination: function (type, id) {
        f.destination = id;
        var sh = SpreadsheetApp.getActiveSpreadsheet().insertSheet('Form Responses 1');
        var head = ['Timestamp'].concat(f.items.map(function (i) { return i.title; }));
        sh.getRange(1, 1, 1, head.length).setValues([head]);
        return form;
      },
    };
    return form;
  },
  openById: function (id) { return { getPublishedUrl: function () { return 'https://docs.google.com/forms/d/e/' + id + '/viewform'; }, getEditUrl: function () { return 'https://docs.google.com/forms/d/' + id + '/edit'; } }; },
};
`;

describe('Create registration form', () => {
  test('the form asks name, team (the Teams tab), age group and gender; its responses tab is Registrations; a second click creates nothing', async () => {
    const { desk, field } = await tournament(8, 10);
    desk.session.evaluate(FAKE_FORM_APP);
    const out = desk.click('menuCreateRegistrationForm');
    expect(out).toMatch(/players register at https:\/\/docs\.google\.com\/forms\/d\/e\/form1\/viewform .*responses go to the Registrations tab/);
    const forms = JSON.parse(desk.session.evaluate('JSON.stringify(__forms)') as string);
    expect(forms).toHaveLength(1);
    expect(forms[0].items.map((i: { kind: string; title: string; required: boolean }) => [i.kind, i.title, i.required])).toEqual([
      ['text', 'Name', true], ['list', 'Team', true], ['choice', 'Age group', false], ['choice', 'Gender', false],
    ]);
    expect(forms[0].items[1].choices).toEqual(field.teams.map((t) => t.name));
    expect(forms[0].items[2].choices).toEqual(['under 18', '18-64', 'over 65']);
    expect(forms[0].destination).toBe(desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getId());
    expect(desk.read('Registrations')![0]).toEqual(['Timestamp', 'Name', 'Team', 'Age group', 'Gender']);
    // a response arrives; Add registered players takes it
    desk.type('Registrations', 2, 1, [[new Date(Date.UTC(2024, 0, 3)), 'Rita Response', field.teams[2].name, '18-64', 'woman']]);
    expect(desk.click('menuAddRegistrations')).toMatch(/1 player to add to the Players tab: Rita Response/);
    expect(desk.click('menuCreateRegistrationForm')).toMatch(/exists already: players register at .*form1.* Nothing was created/);
    expect(JSON.parse(desk.session.evaluate('JSON.stringify(__forms)') as string)).toHaveLength(1);
  });
});

// The players' lines of the Captains and protections prompt (src/sheets/mail/addressLines.ts): `Player Name:
// address` read apart from the `Team: e-mail` and `organizers:` lines, which go on to the captains' parser.
import { splitAddressLines } from '../../src/sheets/mail/addressLines';

const TEAMS = ['Italy', 'Spain', 'Estonia'];
const PLAYERS = [
  { name: 'Anna Rossi', team: 'Italy' },
  { name: 'Bruno', team: 'Italy' },
  { name: 'Lars', team: 'Estonia' },
  { name: 'Lars', team: 'Spain' },
  { name: 'Maria', team: 'Spain' },
];

describe("players' address lines", () => {
  test('team and organizer lines stay for the captains; player lines are read, in the Players tab spelling', () => {
    const s = splitAddressLines(
      'Italy: cap@example.org\norganizers: org@example.org; anna rossi: anna@example.org, a2@example.org\nMaria:   maria@example.org',
      TEAMS,
      PLAYERS,
    );
    expect(s.problems).toEqual([]);
    expect(s.rest).toBe('Italy: cap@example.org\norganizers: org@example.org');
    expect(s.players).toEqual([
      { player: 'Anna Rossi', team: 'Italy', emails: ['anna@example.org', 'a2@example.org'] },
      { player: 'Maria', team: 'Spain', emails: ['maria@example.org'] },
    ]);
  });

  test('a name in two teams needs its team in brackets; "-" or nothing forgets the address', () => {
    const s = splitAddressLines('Lars: lars@example.org', TEAMS, PLAYERS);
    expect(s.players).toEqual([]);
    expect(s.problems[0]).toBe('line 1: "Lars" plays for Estonia and Spain. Type it as Lars (Estonia): address');
    const t = splitAddressLines('Lars (Spain): l@example.org\nBruno: -\nMaria:', TEAMS, PLAYERS);
    expect(t.problems).toEqual([]);
    expect(t.players).toEqual([
      { player: 'Lars', team: 'Spain', emails: ['l@example.org'] },
      { player: 'Bruno', team: 'Italy', emails: [] },
      { player: 'Maria', team: 'Spain', emails: [] },
    ]);
  });

  test("a bad address names the line and what to type; an unknown name is left for the captains' parser", () => {
    const s = splitAddressLines(
      'Bruno: bruno@example\nNobody: x@example.org\nLars (Narnia): l@example.org',
      TEAMS,
      PLAYERS,
    );
    expect(s.problems).toEqual([
      'line 1 (Bruno): "bruno@example" is not an e-mail address. Type it like Bruno: name@example.org, or Bruno: - to forget it',
      'line 3: "Narnia" is not a team of the Teams tab. Type the player as Name (Team): address, with the team as written there',
    ]);
    expect(s.rest).toBe('Nobody: x@example.org');
  });

  test('M20: a player line of prize categories is kept apart from the addresses; mistakes name the line', () => {
    const s = splitAddressLines('Bruno: over 65, woman\nMaria: 18-64\nLars (Spain): no categories', TEAMS, PLAYERS);
    expect(s.problems).toEqual([]);
    expect(s.players).toEqual([]);
    expect(s.categories).toEqual([
      { player: 'Bruno', team: 'Italy', ageGroup: 'over65', gender: 'woman' },
      { player: 'Maria', team: 'Spain', ageGroup: 'adult', gender: null },
      { player: 'Lars', team: 'Spain', ageGroup: null, gender: null },
    ]);
    const bad = splitAddressLines('Bruno: bruno-at-example\nMaria: woman, man', TEAMS, PLAYERS);
    expect(bad.problems).toEqual([
      'line 1 (Bruno): "bruno-at-example" is neither an e-mail address nor prize categories. Type Bruno: name@example.org, or Bruno: over 65, woman (M20: under 18, 18-64, over 65; woman, man, non-binary), or Bruno: no categories',
      'line 2 (Maria): "woman, man" gives two genders: a player has at most one age group and one gender. Type it like Maria: over 65, woman',
    ]);
    expect(bad.categories).toEqual([]);
  });
});

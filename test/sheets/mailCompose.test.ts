// The e-mail of Send pairings as a pure function (src/sheets/formats/mochalunt/mail/compose.ts): the bye, a whole-team forfeit
// board (M13), a board's own extension, and the resend's "what changed" (seed 000, Round Procedure).
import {
  changesBetween,
  composeTeamMail,
  mailFacts,
  type TeamMail,
} from '../../src/sheets/formats/mochalunt/mail/compose';
import { parseInstant, roundCalendar } from '../../src/engine/mochalunt/calendar';

const cal = roundCalendar(parseInstant('2024-01-15 18:00')!);
const base: TeamMail = {
  eventName: 'MOCHALUNT',
  round: 3,
  stage: 'individual',
  team: 'Italy',
  match: { id: '2', team1: 'Italy', team2: 'Spain', opponent: 'Spain', side: 'team1', knockout: false },
  byeReason: null,
  games: [
    { name: 'Chess', platform: 'Lichess' },
    { name: 'Go', platform: 'OGS' },
    { name: 'Hex', platform: '' },
    { name: 'Oware', platform: 'BGA' },
  ],
  matchGames: ['Chess', 'Go', 'Hex', 'Oware'],
  calendar: cal,
  extension: null,
  boards: [
    {
      board: 1,
      player: 'Anna',
      opponent: 'Lars',
      decidesGames: [1, 3],
      appointment: cal.defaultAppointment,
      roundEnds: cal.roundEnds,
      extension: null,
      forfeit: false,
    },
    {
      board: 2,
      player: 'Bruno',
      opponent: 'Maria',
      decidesGames: [2, 4],
      appointment: parseInstant('2024-02-17 14:00')!,
      roundEnds: parseInstant('2024-02-21 18:00')!,
      extension: { days: 7, reason: 'exams' },
      forfeit: false,
    },
  ],
  spreadsheetUrl: 'https://docs.google.com/spreadsheets/d/x/edit',
  resend: null,
};

describe('composeTeamMail', () => {
  test("games with platforms (none typed: no brackets); a board's own extension with its reason and deadline", () => {
    const m = composeTeamMail(base);
    expect(m.subject).toBe('MOCHALUNT round 3: Italy v Spain (individual matches)');
    expect(m.body).toContain('1. Chess (Lichess)\n2. Go (OGS)\n3. Hex\n4. Oware (BGA)');
    expect(m.body).toContain(
      '- board 1: Anna v Lars; Anna decides who moves first in games 1 and 3; default appointment 2024-02-10 14:00 UTC\n',
    );
    expect(m.body).toContain(
      '- board 2: Bruno v Maria; Bruno decides who moves first in games 2 and 4; default appointment 2024-02-17 14:00 UTC; deadline 2024-02-21 18:00 UTC (extended by 7 days: exams)',
    );
    expect(m.body).not.toContain('The games of this match'); // the round's 4 games, in order
  });

  test('the bye: no match, no deadlines, no boards', () => {
    const m = composeTeamMail({
      ...base,
      team: 'Peru',
      match: null,
      byeReason: 'the lowest-ranked team without a bye',
      boards: [],
      matchGames: [],
      calendar: null,
    });
    expect(m.subject).toBe('MOCHALUNT round 3: Peru has the bye (individual matches)');
    expect(m.body).toContain('Round 3: Peru has the bye (the lowest-ranked team without a bye) and plays no match.');
    expect(m.body).not.toContain('Deadlines');
    expect(m.body).not.toContain('Individual matches');
  });

  test('a whole-team forfeit board says so, without first move or appointment', () => {
    const m = composeTeamMail({
      ...base,
      boards: [{ ...base.boards[0], opponent: '(forfeit)', forfeit: true, decidesGames: [] }],
    });
    expect(m.body).toContain('- board 1: Anna v (forfeit) (whole-team forfeit, M13)\n');
    expect(m.body).toContain('Spain has no line-up for round 3 (none by the line-up deadline, 2024-01-20 18:00 UTC,');
    expect(m.body).toContain('Italy wins this team match by forfeit (M17)');
    expect(m.body).not.toContain('Contact your opponent');
  });

  test("M13: the forfeited team's e-mail says its line-up did not come in time, and asks no contact with the opponent", () => {
    const forfeit = (b: TeamMail['boards'][number]) => ({ ...b, player: '(forfeit)', forfeit: true, decidesGames: [] });
    const m = composeTeamMail({ ...base, boards: base.boards.map(forfeit) });
    expect(m.body).toContain(
      'Italy loses this team match by forfeit (M13, M17): no line-up of Italy for round 3 arrived by the line-up deadline, 2024-01-20 18:00 UTC (one sent later is late), and there is no earlier line-up to use in its place (M13).',
    );
    expect(m.body).not.toContain('Contact your opponent');
    expect(m.body).not.toContain('First move (M14)');
  });

  test('a team match without boards (neither line-up, M13) says no individual match is played', () => {
    const m = composeTeamMail({ ...base, boards: [] });
    expect(m.body).toContain('No individual match is played in this team match');
    expect(m.body).not.toContain('Individual matches (');
    expect(m.body).not.toContain('Contact your opponent');
  });

  test('a resend says what changed, or that nothing did', () => {
    const before = mailFacts(base);
    const after = mailFacts({ ...base, boards: [{ ...base.boards[0], opponent: 'Olga' }, base.boards[1]] });
    const changes = changesBetween(before, after);
    expect(changes).toEqual(['board 1: was Anna v Lars, now Anna v Olga']);
    const m = composeTeamMail({ ...base, resend: { previous: parseInstant('2024-01-24 10:00')!, changes } });
    expect(m.subject).toMatch(/\[updated\]$/);
    expect(m.body).toContain(
      'This e-mail replaces the one sent 2024-01-24 10:00 UTC.\nWhat changed:\n- board 1: was Anna v Lars, now Anna v Olga\n',
    );
    expect(changesBetween(before, before)).toEqual([]);
    expect(composeTeamMail({ ...base, resend: { previous: 0, changes: [] } }).body).toContain(
      'Nothing changed for your team',
    );
    // boards added or gone
    expect(changesBetween(before, before.slice(0, -2))).toEqual([
      'no longer: board 2: Bruno v Maria',
      'no longer: round ends: 2024-02-14 18:00 UTC',
    ]);
  });
});

// No hidden step, through the bundle: a tournament director who runs Set up once, types the field and pairs
// gets every team's Line-ups rows with the pairing (protected at once for the captains already known), and
// Pair individual matches refuses a team that never had rows instead of making it forfeit (M13); every action's
// summary ends with what comes next; the public face (the Overview, first, from Set up on; the round tabs in
// front of the organizers' tabs; legends and withdrawn teams on the output tabs) is current from the first
// pairing; a form's answers tab is named for what it holds.
import { openWorkbook } from '../../local/runner';
import { Desk, type Value } from '../../local/demo/desk';
import { demoField, type DemoField } from '../../local/demo/data';
import { captainEmail, captainLines, typeField, typeLineups, typeResults } from '../../local/demo/season';
import { createRng } from '../../src/engine/core/rng';
import { requireBundle, tournament, visibleValues } from './support';

const SEASON_START = '2030-01-07 18:00';
const last = (summary: string): string => summary.split('\n').pop() as string;

/** A new workbook, Set up once, the field typed (2 rounds, no knock-out) with a season in the future. */
async function typedOnce(teams = 8, seed = 5): Promise<{ desk: Desk; field: DemoField; first: string }> {
  requireBundle();
  const desk = Desk.open(await openWorkbook());
  const field = demoField(teams, seed, 2, 2);
  const first = desk.click('menuSetUp');
  typeField(desk, field, 2);
  const settings = desk.read('Settings') as Value[][];
  desk.type('Settings', settings.findIndex((r) => r[0] === 'season start (UTC)') + 1, 2, [[SEASON_START]]);
  return { desk, field, first };
}

/** 1-based Line-ups row of a team's round, or 0. */
function lineupRow(desk: Desk, team: string, round: number): number {
  const g = desk.read('Line-ups') as Value[][];
  return g.findIndex((r, i) => i > 0 && String(r[1]) === team && Number(r[0]) === round) + 1;
}

const visibleTabs = (desk: Desk): string[] => desk.session.workbook.sheets.filter((s) => !s.hidden).map((s) => s.name);

describe('no hidden second step: the Line-ups rows come with the pairing', () => {
  test("Set up once, captains saved before any row exists: Pair next round adds every team's rows in its own plan (Undo takes them out with the round), protected at once; each captain types in their rows only", async () => {
    const { desk, field } = await typedOnce();
    expect(desk.read('Line-ups')).toHaveLength(1); // the headers only: no second Set up was run
    desk.click('menuCaptains', { button: 'OK', text: captainLines(field) });
    const before = visibleValues(desk.session);
    desk.click('menuPairNextRound');
    desk.click('menuUndo');
    expect(visibleValues(desk.session)).toEqual(before);
    const out = desk.click('menuPairNextRound');
    expect(out).toContain(
      `Added Line-ups rows (rounds 1-2) for 8 teams: ${field.teams.map((t) => t.name).join(', ')}.`,
    );
    expect(out).toContain(
      `Protected the Line-ups rows of ${field.teams.map((t) => t.name).join(', ')} for their captains.`,
    );
    for (const t of field.teams) for (const r of [1, 2]) expect(lineupRow(desk, t.name, r)).toBeGreaterThan(1);
    const [a, b] = field.teams;
    const lineup = a.players
      .slice(0, 4)
      .map((p) => p.name)
      .join(', ');
    desk.edit('Line-ups', lineupRow(desk, a.name, 1), 3, lineup, captainEmail(a.name));
    expect(String((desk.read('Line-ups') as Value[][])[lineupRow(desk, a.name, 1) - 1][2])).toBe(lineup);
    expect(() => desk.edit('Line-ups', lineupRow(desk, b.name, 1), 3, lineup, captainEmail(a.name))).toThrow(
      /protected cell/,
    );
  });

  test('no captains known yet: the pairing still adds the rows and says to run Captains and protections', async () => {
    const { desk } = await typedOnce(6, 3);
    const out = desk.click('menuPairNextRound');
    expect(out).toMatch(/Added Line-ups rows \(rounds 1-2\) for 6 teams/);
    expect(out).toMatch(
      /No captains are known yet, so the Line-ups rows of .+ are not protected: run Captains and protections/,
    );
  });

  test('M13: Pair individual matches refuses a team of the round that has no Line-ups row at all (its captain had nowhere to send a line-up), instead of a whole-team forfeit', async () => {
    const { desk } = await tournament(8, 4);
    desk.click('menuPairNextRound');
    const r1 = desk.read('R1') as Value[][];
    const team = String(r1[1][r1[0].indexOf('team 1')]);
    // an organizer cleared the team's rows
    for (const r of [1, 2, 3, 4, 5, 6, 7, 8]) desk.type('Line-ups', lineupRow(desk, team, r), 1, [['', '']]);
    const before = visibleValues(desk.session);
    const out = desk.click('menuPairIndividual');
    expect(out).toContain(
      `Line-ups: ${team} has no rows on the Line-ups tab, so its captain could not send a line-up for round 1 (pairing now would make it forfeit, M13). run Set up tournament (it adds the rows of every team that has none), let the captain fill it, then Pair individual matches`,
    );
    expect(visibleValues(desk.session)).toEqual(before);
    expect(desk.click('menuSetUp')).toContain(`Added Line-ups rows (rounds 1-8) for 1 team: ${team}.`);
  });
});

describe('every MOCHALUNT action ends its summary with what comes next', () => {
  test('from Set up on a new file to the last round: Set up, Check line-ups, Pair next round, Pair individual matches, Score round, Update standings, Individual ranking, Add registered players, Export JSON', async () => {
    const { desk, field, first } = await typedOnce();
    expect(last(first)).toBe(
      "Next: type the event's settings on Settings (event name, season start (UTC); a blank value keeps its default), the teams with their seeds on Teams, the players with their teams on Players (at least 4 a team, M1) and each round's games on Games (4 a round in phase 1, 5 in phase 2, M6); then Set up tournament again (it adds each team's Line-ups rows) and Captains and protections (each team's captains' e-mails, so that each edits only their team's rows).",
    );
    expect(last(desk.click('menuSetUp'))).toBe(
      "Next: Captains and protections (each team's captains' e-mails, so that each edits only their team's Line-ups rows), then Pair next round (round 1).",
    );
    expect(last(desk.click('menuCheckLineups'))).toBe('Next: Pair next round (round 1).');
    const rng = createRng('next step');
    const due = [
      ['2030-01-12 18:00', '2030-02-06 18:00'],
      ['2030-02-11 18:00', '2030-03-08 18:00'],
    ];
    for (const round of [1, 2]) {
      const [lineups, ends] = due[round - 1];
      expect(last(desk.click('menuPairNextRound'))).toBe(
        `Next: Send pairings (e-mails the round's pairings to the captains); captains fill their line-ups by ${lineups} UTC; then Check line-ups, and Pair individual matches once they are in.`,
      );
      typeLineups(desk, rng, field, round, false, false);
      expect(last(desk.click('menuCheckLineups'))).toMatch(
        new RegExp(
          `^Next: (captains correct the \\d+ line-ups? whose check cell is not OK; )?captains fill their line-ups by ${lineups} UTC; then Check line-ups, and Pair individual matches once they are in\\.$`,
        ),
      );
      expect(last(desk.click('menuPairIndividual'))).toBe(
        `Next: Send pairings (e-mails each player's match); players play by ${ends} UTC; organizers type the results on R${round} (or players report them), then Score round.`,
      );
      typeResults(desk, rng, field, round);
      if (round === 1) {
        expect(last(desk.click('menuScoreRound'))).toBe('Next: Update standings, then Pair next round (round 2).');
        expect(last(desk.click('menuUpdateStandings'))).toBe('Next: Pair next round (round 2).');
        expect(last(desk.click('menuIndividualRanking'))).toBe('Next: Pair next round (round 2).');
        const sheet = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Registrations');
        sheet.getRange(1, 1, 2, 3).setValues([
          ['Timestamp', 'Name', 'Team'],
          ['2030-01-20 10:00', 'Nadia Newcomer', field.teams[1].name],
        ]);
        expect(last(desk.click('menuAddRegistrations'))).toBe('Next: Pair next round (round 2).');
        desk.click('menuExport');
        expect(desk.session.ui.shown('toast').pop()?.text).toMatch(/ Next: Pair next round \(round 2\)\.$/);
      } else {
        expect(last(desk.click('menuScoreRound'))).toBe(
          'Next: Update standings and Individual ranking: round 2 was the last.',
        );
        expect(last(desk.click('menuUpdateStandings'))).toBe(
          'Next: Individual ranking (M19, and the prize categories of M20).',
        );
        expect(last(desk.click('menuIndividualRanking'))).toBe(
          'Next: the season is complete: Export JSON keeps a copy of every result.',
        );
      }
    }
    // the toast of each action carries it too
    expect(
      desk.session.ui
        .shown('toast')
        .map((t) => t.text)
        .filter((t) => / Next: /.test(t)).length,
    ).toBeGreaterThan(10);
  });
});

describe('the public face is current from the first pairing', () => {
  test("Set up: the Overview exists and is first, the public tabs before Settings; Pair next round: the Overview names round 1's matches and R1 sits before the field's tabs; Pair individual matches: the boards counted", async () => {
    const { desk, field } = await typedOnce();
    expect(visibleTabs(desk)).toEqual([
      'Overview',
      'Standings',
      'Individual',
      'Teams',
      'Players',
      'Games',
      'Line-ups',
      'Needs you',
      'Settings',
    ]);
    expect(String((desk.read('Overview') as Value[][])[0][0])).toBe('MOCHALUNT');
    desk.click('menuPairNextRound');
    expect(visibleTabs(desk)).toEqual([
      'Overview',
      'Standings',
      'Individual',
      'R1',
      'Teams',
      'Players',
      'Games',
      'Line-ups',
      'Needs you',
      'Settings',
    ]);
    const r1 = desk.read('R1') as Value[][];
    const h = r1[0].map(String);
    const matches = r1
      .slice(1)
      .filter((r) => String(r[h.indexOf('board')]) === '' && /^\d+$/.test(String(r[h.indexOf('match')])));
    expect(matches).toHaveLength(4);
    const overview = () => (desk.read('Overview') as Value[][]).map((r) => r.map(String));
    let g = overview();
    expect(g[0][0]).toBe('MOCHALUNT demo');
    expect(g[2][0]).toMatch(/^Round 1 \(UTC\): published 2030-01-07 18:00 · line-ups due 2030-01-12 18:00/);
    for (const m of matches) {
      const line = g.find((x) => x[6] === String(m[h.indexOf('match')]));
      expect([line?.[7], line?.[10], line?.[11]]).toEqual([
        String(m[h.indexOf('team 1')]),
        String(m[h.indexOf('team 2')]),
        'line-ups awaited',
      ]);
    }
    typeLineups(desk, createRng('face'), field, 1, false, false);
    desk.click('menuPairIndividual');
    g = overview();
    // every team match has its boards now (a forfeit's boards count as reported)
    expect(g.filter((x) => /^\d+ of \d+ boards reported$/.test(x[11] ?? ''))).toHaveLength(4);
    expect(g.some((x) => /^0 of \d+ boards reported$/.test(x[11] ?? ''))).toBe(true);
  });

  test("Set up puts a workbook's tabs back in order (public first, Settings after them)", async () => {
    const { desk } = await tournament(8, 6);
    const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
    ss.setActiveSheet(ss.getSheetByName('Settings')!);
    ss.moveActiveSheet(1);
    expect(visibleTabs(desk)[0]).toBe('Settings');
    desk.click('menuSetUp');
    expect(visibleTabs(desk)).toEqual([
      'Overview',
      'Standings',
      'Individual',
      'Teams',
      'Players',
      'Games',
      'Line-ups',
      'Needs you',
      'Settings',
    ]);
  });

  test('organizers\' tabs come after the public ones: the Line-up log, the Registrations and the scheduling form\'s answers, named "Scheduling form answers"', async () => {
    const { desk, field } = await tournament(8, 7);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng('tabs'), field, 1, false, false);
    desk.click('menuPairIndividual');
    desk.click('menuStartLineupLog');
    desk.click('menuCreateRegistrationForm');
    expect(desk.click('menuCreateSchedulingForm')).toContain('the answers go to the "Scheduling form answers" tab');
    const tabs = visibleTabs(desk);
    expect(tabs.slice(0, 8)).toEqual([
      'Overview',
      'Standings',
      'Individual',
      'R1',
      'Teams',
      'Players',
      'Games',
      'Line-ups',
    ]);
    expect(tabs.slice(8).sort()).toEqual([
      'Line-up log',
      'Needs you',
      'Registrations',
      'Scheduling form answers',
      'Settings',
    ]);
    expect(tabs.some((t) => /^Form Responses/.test(t))).toBe(false);
    // the next round's tab still goes in front of the organizers' tabs
    typeResults(desk, createRng('tabs'), field, 1);
    desk.click('menuScoreRound');
    desk.click('menuPairNextRound');
    expect(visibleTabs(desk).indexOf('R2')).toBe(4);
  });

  test('Standings and Individual carry a legend of their abbreviations; a withdrawn team is marked on Standings, Individual (its players) and the Overview', async () => {
    const { desk, field } = await tournament(8, 8);
    desk.click('menuPairNextRound');
    typeLineups(desk, createRng('legend'), field, 1, false, false);
    desk.click('menuPairIndividual');
    typeResults(desk, createRng('legend'), field, 1);
    desk.click('menuScoreRound');
    const gone = field.teams[3].name;
    const teams = desk.read('Teams') as Value[][];
    desk.type('Teams', teams.findIndex((r) => r[0] === gone) + 1, 3, [['withdrawn']]);
    desk.click('menuUpdateStandings');
    desk.click('menuIndividualRanking');
    const legendOf = (tab: string): string[] => {
      const g = desk.read(tab) as Value[][];
      const c = g[0].map(String).indexOf('legend');
      expect(c).toBeGreaterThan(g[0].map(String).indexOf('status'));
      return g
        .slice(1)
        .map((r) => String(r[c] ?? ''))
        .filter((x) => x !== '');
    };
    const standings = legendOf('Standings');
    for (const abbr of ['McMahon', 'G', 'M']) expect(standings.some((l) => l.startsWith(`${abbr}: `))).toBe(true);
    const individual = legendOf('Individual').join(' ');
    for (const abbr of ['FS', 'PS', 'AOS', 'OP', 'PP']) expect(individual).toMatch(new RegExp(`\\b${abbr}: `));
    const records = (tab: string) => {
      const [head, ...rows] = (desk.read(tab) as Value[][]).map((r) => r.map(String));
      return rows.map((r) => Object.fromEntries(head.map((k, i) => [k, r[i]])));
    };
    expect(
      records('Standings')
        .filter((r) => r.team !== '')
        .map((r) => [r.team, r.status])
        .filter(([, s]) => s !== ''),
    ).toEqual([[gone, 'withdrawn']]);
    const ind = records('Individual').filter((r) => r.player !== '');
    expect(ind.filter((r) => r.status === 'team withdrawn').map((r) => r.team)).toEqual(
      ind.filter((r) => r.team === gone).map(() => gone),
    );
    expect(ind.some((r) => r.team === gone)).toBe(true);
    const overview = (desk.read('Overview') as Value[][]).map((r) => r.map(String));
    expect(overview.some((r) => r[1] === `${gone} (withdrawn)`)).toBe(true);
    expect(overview[1][0]).toMatch(/8 teams \(1 withdrawn\)/);
  });
});

// Tabs found by exact name (src/sheets/tabs/tabNames.ts): which names are refused, and what each message tells.
import { tabNameProblems } from '../../src/sheets/tabs/tabNames';

const refused = (names: string[]) => tabNameProblems(names).map((p) => p.tab);

describe('tab names', () => {
  test("the add-on's own names, round tabs and Google's numbered form answers pass", () => {
    expect(
      refused([
        'Overview',
        'Standings',
        'R1',
        'R12',
        'Teams',
        'Players',
        'Games',
        'Line-ups',
        'Settings',
        '_pairings',
        '_undo',
        '_undo rules',
        'Form Responses 2',
        'Scheduling form answers 3',
      ]),
    ).toEqual([]);
  });

  test("organizers' own tabs pass unless named like a round", () => {
    expect(refused(['Sheet1', 'Notes', 'Rating 1', 'R2D2', 'Pairings', 'Round-up', 'Budget 2026', 'R0'])).toEqual([]);
  });

  test('a name differing only in case or spaces from one the add-on uses is refused, with the name to type', () => {
    const ps = tabNameProblems(['r1', 'standings', ' R1 ', 'R 2', 'LINE-UPS', '_Pairings']);
    expect(ps.map((p) => p.tab)).toEqual(['r1', 'standings', ' R1 ', 'R 2', 'LINE-UPS', '_Pairings']);
    expect(ps[0].fix).toBe('rename the tab "r1" to "R1" exactly');
    expect(ps[1].fix).toBe('rename the tab "standings" to "Standings" exactly');
    expect(ps[3].fix).toBe('rename the tab "R 2" to "R2" exactly');
    expect(ps[4].fix).toBe('rename the tab "LINE-UPS" to "Line-ups" exactly');
  });

  test('a stray tab named like a round tab is refused: delete it when the round tab is there, rename it when not', () => {
    expect(refused(['R1', 'Copy of R1', 'R1 (2)', 'Round 1', 'R01', 'R1 notes', 'round 3', 'Results R1-R3'])).toEqual([
      'Copy of R1',
      'R1 (2)',
      'Round 1',
      'R01',
      'R1 notes',
      'round 3',
      'Results R1-R3',
    ]);
    const [copy] = tabNameProblems(['R1', 'Copy of R1']);
    expect(copy.fix).toBe(
      'delete the tab "Copy of R1" if it is a stray copy, or rename it without a round number if it holds notes ("Notes")',
    );
    const [renamed] = tabNameProblems(['Round 2']);
    expect(renamed.message).toBe(
      'the tab "Round 2" is named like round 2\'s tab, but the add-on reads only the tab named exactly R2, and there is none',
    );
    expect(renamed.fix).toBe(
      'rename the tab "Round 2" to "R2" if it is the round\'s tab; else delete it, or rename it without a round number ("Notes")',
    );
  });
});

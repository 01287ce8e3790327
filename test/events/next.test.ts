// The other formats through their planners in the in-memory workbook, written as the add-on writes them: every
// action's summary ends with what comes next (Set up, Check line-ups, Pair next round, Score round, Update
// standings, Export JSON; Swiss, league and multi-player), and the Overview is current from the first pairing, an
// entrant who left marked on it (K6).
import type { FormatAction } from '../../src/sheets/formats';
import { nextLine } from '../../src/addon/run';
import { MemoryBook } from './memory';

type Value = string | number;
const last = (s: string): string => s.split('\n').pop() as string;

/** Each menu item's handler: the action it runs. */
const ACTION: Record<string, FormatAction> = {
  menuSetUp: 'setUp',
  menuCheckLineups: 'checkLineups',
  menuPairNextRound: 'pairNextRound',
  menuScoreRound: 'scoreRound',
  menuUpdateStandings: 'updateStandings',
  menuExport: 'exportJson',
};

/** A new spreadsheet: Set up (MOCHALUNT), the format typed on Settings, Set up again, the rounds and the entrants typed. */
function start(
  format: string,
  entrants: Value[][],
  rounds: number,
): {
  m: MemoryBook;
  menu: (h: string) => string;
  grid: (t: string) => Value[][];
  set: (t: string, row: number, header: string, v: Value) => void;
  first: string;
} {
  const m = new MemoryBook({ Sheet1: [] });
  m.needsYou = true;
  // what the add-on shows: the summary, then what comes next (src/addon/run.ts)
  const menu = (h: string) => {
    const plan = m.run(ACTION[h]);
    return [plan.summary, nextLine(plan)].join('\n');
  };
  const grid = (t: string) => m.read(t) as Value[][];
  const set = (t: string, row: number, header: string, v: Value) => m.set(t, row - 2, header, v);
  const setting = (key: string, v: Value) =>
    set('Settings', grid('Settings').findIndex((r) => r[0] === key) + 1, 'value', v);
  menu('menuSetUp');
  setting('format', format);
  const first = menu('menuSetUp');
  setting('rounds', rounds);
  m.append('Entrants', entrants);
  return { m, menu, grid, set, first };
}

describe('what comes next, in the formats ranked by points', () => {
  test("Swiss: Set up, Check line-ups, Pair next round, Score round, Update standings, to the last round; the Overview names round 1's games from the pairing on, and marks an entrant who left", () => {
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];
    const e = start(
      'swiss',
      names.map((n, i) => [n, i + 1, '', '']),
      2,
    );
    expect(last(e.first)).toBe('Next: list the players with a seed on the Entrants tab, then Pair next round.');
    expect(last(e.menu('menuCheckLineups'))).toBe('Next: Pair next round (round 1).');
    for (const round of [1, 2]) {
      expect(last(e.menu('menuPairNextRound'))).toBe(
        `Next: players play round ${round}; organizers type each game's result on R${round} (from the first's side: 1-0, 0-1, ½-½, + or -; 0-0 for a game not played), then Score round.`,
      );
      const rows = e.grid(`R${round}`);
      const h = rows[0].map(String);
      if (round === 1) {
        const overview = e.grid('Overview').map((r) => r.map(String));
        for (const g of rows.slice(1).filter((r) => /^\d+$/.test(String(r[h.indexOf('match')])))) {
          expect(overview.find((x) => x[6] === String(g[h.indexOf('match')]))?.slice(7, 12)).toEqual([
            String(g[h.indexOf('first')]),
            '',
            '',
            String(g[h.indexOf('second')]),
            'awaited',
          ]);
        }
      }
      rows.forEach((r, i) => {
        if (i > 0 && /^\d+$/.test(String(r[h.indexOf('match')]))) e.set(`R${round}`, i + 1, 'result', '1-0');
      });
      if (round === 1) {
        expect(last(e.menu('menuScoreRound'))).toBe('Next: Update standings, then Pair next round (round 2).');
        expect(last(e.menu('menuUpdateStandings'))).toBe('Next: Pair next round (round 2).');
        e.set('Entrants', 6, 'left after round', 1); // Eva
      } else {
        expect(last(e.menu('menuScoreRound'))).toBe(
          'Next: Update standings: round 2 was the last (Pair next round pairs a T5 play-off when the Standings say "play-off due").',
        );
        expect(last(e.menu('menuUpdateStandings'))).toBe(
          'Next: the event is complete (Pair next round pairs a T5 play-off when the Standings say "play-off due"); Export JSON keeps a copy of every result.',
        );
      }
    }
    expect(e.grid('Overview').some((r) => String(r[1]) === 'Eva (left after round 1)')).toBe(true);
    expect(e.menu('menuExport')).toMatch(/Next: the event is complete/);
    // the round tabs go in front of the field's tabs and the organizers' Settings
    expect(e.m.tabNames().filter((x) => !e.m.hidden.has(x))).toEqual([
      'Overview',
      'Standings',
      'Crosstable',
      'Individual',
      'R1',
      'R2',
      'Teams',
      'Entrants',
      'Players',
      'Games',
      'Line-ups',
      'Needs you',
      'Settings',
    ]);
  });

  test('league and team events: their own words', () => {
    const league = start(
      'league',
      ['Ada', 'Ben', 'Cleo', 'Dan'].map((n, i) => [n, i + 1, '', '']),
      3,
    );
    expect(last(league.menu('menuCheckLineups'))).toBe('Next: Pair next round (round 1).');
    expect(last(league.menu('menuPairNextRound'))).toMatch(
      /^Next: players play round 1; organizers type each game's result on R1 /,
    );
    const team = start('swiss', [['Athens', 1, '', '']], 2);
    team.set('Settings', team.grid('Settings').findIndex((r) => r[0] === 'entrants') + 1, 'value', 'team');
    expect(last(team.menu('menuSetUp'))).toBe(
      'Next: list the teams with their four players on the boards Abalone, Checkers, Quoridor, Octi (L5) on the Entrants tab, then Pair next round.',
    );
  });

  test('multi-player: sessions, places typed, the standings, the last session', () => {
    const names = ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil'];
    const e = start(
      'multiplayer',
      names.map((n, i) => [n, i + 1, '', '']),
      2,
    );
    expect(last(e.first)).toBe(
      'Next: list the players (in order of arrival, K2) on the Entrants tab, then Pair next round.',
    );
    for (const round of [1, 2]) {
      expect(last(e.menu('menuPairNextRound'))).toBe(
        `Next: players play session ${round}; organizers type each player's place on R${round} (and the carrots and lettuces left in hand; absent for a player who did not come), then Score round.`,
      );
      const rows = e.grid(`R${round}`);
      const h = rows[0].map(String);
      const seen = new Map<string, number>();
      rows.forEach((r, i) => {
        if (i === 0) return;
        const t = String(r[h.indexOf('table')]);
        seen.set(t, (seen.get(t) ?? 0) + 1);
        e.set(`R${round}`, i + 1, 'place', String(seen.get(t)));
      });
      expect(last(e.menu('menuScoreRound'))).toBe(
        round === 1
          ? 'Next: Update standings, then Pair next round (session 2).'
          : 'Next: Update standings: session 2 was the last (Pair next round pairs a T5 play-off when the Standings say "play-off due").',
      );
    }
  });
});

// A round tab's check against the entrants (src/sheets/tabs/roundCheck.ts) looks each name cell up once in an index
// of the entrants' names (nameIndex), so a click's check is linear in the tab's rows: a 1,500-player Swiss round no
// longer compares every cell with every name. Without timing anything: the entrants' and players' records count
// how often they are read, and a round of n entrants may read them a few times each, not n times.
import { findName, nameIndex } from '../../src/engine/mochalunt/lineup/names';
import { roundTabProblems, twoPlayerTabProblems } from '../../src/sheets/tabs/roundCheck';
import type { RoundTab } from '../../src/sheets/tabs/round';
import type { PlayerRow } from '../../src/sheets/tabs/players';
import type { TeamRow } from '../../src/sheets/tabs/teams';
import type { Table } from '../../src/sheets/tabs/table';
import type { Cell } from '../../src/sheets/workbook';
import { playerName, teamName } from '../../src/engine/core/ids';

/** A table over `grid` (row 1: the headers) whose columns are `keys`. */
function table(tab: string, keys: readonly string[], grid: Cell[][]): Table {
  return {
    def: { tab, columns: keys.map((key) => ({ key, header: key, required: true })) },
    grid: [keys.slice(), ...grid],
    width: keys.length,
    col: Object.fromEntries(keys.map((k, i) => [k, i])),
  };
}

/** Records whose `field` counts its reads in `reads.n`. */
function counted<T extends object>(rows: readonly T[], field: keyof T & string, reads: { n: number }): T[] {
  return rows.map((r) => {
    const copy = { ...r };
    const value = copy[field];
    Object.defineProperty(copy, field, {
      enumerable: true,
      get: () => {
        reads.n++;
        return value;
      },
    });
    return copy;
  });
}

describe('nameIndex: findName over one list for many look-ups', () => {
  test('the exact spelling (spaces folded) first, else the same name in another case; the first listed wins', () => {
    const find = nameIndex(['Ana  Silva', 'ana silva', 'Bo', 'BO', 'Cy']);
    expect(find(' Ana Silva ')).toBe('Ana  Silva');
    expect(find('ana silva')).toBe('ana silva');
    expect(find('ANA SILVA')).toBe('Ana  Silva');
    expect(find('BO')).toBe('BO');
    expect(find('bo')).toBe('Bo');
    expect(find('Dee')).toBeUndefined();
    expect(find('')).toBeUndefined();
    for (const typed of [' Ana Silva ', 'ana silva', 'ANA SILVA', 'BO', 'bo', 'cy', 'Dee'])
      expect(find(typed)).toBe(findName(typed, ['Ana  Silva', 'ana silva', 'Bo', 'BO', 'Cy']));
  });
});

describe('a Swiss round tab checked against its entrants, linear in its rows', () => {
  const n = 600;
  const names = Array.from({ length: n }, (_, i) => `Player ${String(i + 1).padStart(4, '0')}`);
  /** Round 2 of n entrants: match k pairs entrants 2k-1 and 2k (cells typed in lower case with extra spaces). */
  function round(cells: (k: number) => [string, string] = (k) => [names[2 * k], names[2 * k + 1]]) {
    const grid: Cell[][] = [];
    const matches = Array.from({ length: n / 2 }, (_, k) => {
      const [first, second] = cells(k);
      grid.push([String(k + 1), first, second]);
      return { at: k + 1, id: String(k + 1), first, second, boards: [] };
    });
    return { round: 2, table: table('R2', ['match', 'first', 'second'], grid), matches, byes: [] };
  }

  test('every cell is found, each entrant read a few times, not once per cell', () => {
    const reads = { n: 0 };
    const entrants = counted(
      names.map((name) => ({ name, lineUp: null })),
      'name',
      reads,
    );
    const typed = round((k) => [` ${names[2 * k].toLowerCase()}`, names[2 * k + 1].replace(' ', '   ')]);
    expect(twoPlayerTabProblems(typed, entrants)).toEqual([]);
    // the code as it was read every entrant's name again for each of the n cells (n * n / 2 reads)
    expect(reads.n).toBeLessThanOrEqual(4 * n);
  });

  test('a cell naming nobody, and an entrant paired twice, are still their cells', () => {
    const edited = round(
      (k) =>
        (k === 3 ? ['Nobody', names[7]] : k === 5 ? [names[0], names[11]] : undefined) ?? [
          names[2 * k],
          names[2 * k + 1],
        ],
    );
    expect(
      twoPlayerTabProblems(
        edited,
        names.map((name) => ({ name, lineUp: null })),
      ),
    ).toEqual([
      expect.objectContaining({
        tab: 'R2',
        row: 5,
        cell: 'B5',
        message: '"Nobody" is not an entrant of the Entrants tab',
      }),
      expect.objectContaining({
        tab: 'R2',
        row: 7,
        cell: 'B7',
        message: 'Player 0001 is paired twice in round 2 (also in row 2)',
      }),
    ]);
  });
});

describe('a MOCHALUNT round tab checked against the Teams and Players tabs, linear in its rows', () => {
  test("each board's players are found in their team, each player row read a few times, not once per team match", () => {
    const teams = 200;
    const team = (t: number) => teamName(`Team ${t + 1}`);
    const player = (t: number, p: number) => playerName(`Player ${t + 1}.${p + 1}`);
    const teamRows: TeamRow[] = Array.from({ length: teams }, (_, t) => ({
      name: team(t),
      seed: t + 1,
      active: true,
      at: t + 1,
    }));
    const reads = { n: 0 };
    const playerRows = counted<PlayerRow>(
      Array.from({ length: teams * 4 }, (_, i) => ({
        name: player(Math.floor(i / 4), i % 4),
        team: team(Math.floor(i / 4)),
        ageGroup: null,
        gender: null,
        joined: 1,
        at: i + 1,
      })),
      'team',
      reads,
    );
    const grid: Cell[][] = [];
    const matches = Array.from({ length: teams / 2 }, (_, k) => {
      const [a, b] = [2 * k, 2 * k + 1];
      const at = grid.length + 1;
      grid.push([`M${k + 1}`, team(a), team(b), '', '']);
      const boards = [0, 1, 2, 3].map((p) => {
        grid.push([`M${k + 1}`, '', '', player(a, p), player(b, p)]);
        return { at: grid.length, player1: player(a, p), player2: player(b, p) };
      });
      // a player of the other team on the last board: still a problem of its cell
      if (k === 0) boards[3] = { ...boards[3], player2: player(a, 3) };
      return { at, id: `M${k + 1}`, team1: team(a), team2: team(b), boards };
    });
    grid[4][4] = player(0, 3);
    const tab = {
      round: 2,
      table: table('R2', ['match', 'team1', 'team2', 'player1', 'player2'], grid),
      matches,
      bye: null,
    } as unknown as RoundTab;
    expect(roundTabProblems(tab, teamRows, playerRows)).toEqual([
      expect.objectContaining({ tab: 'R2', row: 6, cell: 'E6', message: '"Player 1.4" is not a player of Team 2' }),
    ]);
    // the code as it was read every player's team again for each team match (teams / 2 * 2 * players reads)
    expect(reads.n).toBeLessThanOrEqual(4 * playerRows.length);
  });
});

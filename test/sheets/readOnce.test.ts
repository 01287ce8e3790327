// One action computes each reading of the workbook once (src/sheets/readOnce.ts): the event a Swiss's planner
// loads is the very record its Overview and its "Next" use, for the workbook as it was and as it will be when
// the plan leaves the tabs it read unchanged; a changed tab is read again; nothing is kept outside an action.
// Without timing anything: computations are counted, and so are the tabs read.
import { keptOnce, readingOnce, readOnce } from '../../src/sheets/readOnce';
import { memoryWorkbook, type Cell, type Workbook } from '../../src/sheets/workbook';
import { overlay } from '../../src/sheets/overview';
import { loadTwoPlayer } from '../../src/sheets/formats/twoPlayer/twoPlayerEvent';
import { rankTwoPlayer } from '../../src/sheets/formats/twoPlayer/standingsTwoPlayer';
import { plannerFor } from '../../src/sheets/formats/registry';

/** `book` with every read counted by tab. */
function counted(book: Workbook): { book: Workbook; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  return {
    reads,
    book: {
      tabNames: () => book.tabNames(),
      read: (tab) => {
        reads.set(tab, (reads.get(tab) ?? 0) + 1);
        return book.read(tab);
      },
    },
  };
}

const tabs = (): Record<string, Cell[][]> => ({
  A: [['a'], [1]],
  B: [['b'], [2]],
  C: [['c'], [3]],
});

/** Reads A then, when A holds 1, B: the sum of their second rows. */
const sum = (book: Workbook): number => {
  const a = Number(book.read('A')?.[1][0]);
  return a === 1 ? a + Number(book.read('B')?.[1][0]) : a;
};

describe('readOnce: a reading computed once per action', () => {
  test('the same readings give the same result without computing it again, on the same or another workbook', () => {
    let computed = 0;
    const f = (book: Workbook) => readOnce(sum, '', book, (b) => (computed++, sum(b)));
    const book = memoryWorkbook(tabs());
    const other = memoryWorkbook({ ...tabs(), C: [['c'], [4]] });
    readingOnce(() => {
      expect(f(book)).toBe(3);
      expect(f(book)).toBe(3);
      expect(f(other)).toBe(3);
    });
    expect(computed).toBe(1);
  });

  test('a tab read that reads otherwise is computed again; the comparison reads no tab the computation would not', () => {
    let computed = 0;
    const f = (book: Workbook) => readOnce(sum, '', book, (b) => (computed++, sum(b)));
    const changedA = counted(memoryWorkbook({ ...tabs(), A: [['a'], [5]] }));
    const changedB = memoryWorkbook({ ...tabs(), B: [['b'], [7]] });
    readingOnce(() => {
      expect(f(memoryWorkbook(tabs()))).toBe(3);
      expect(f(changedA.book)).toBe(5);
      expect(f(changedB)).toBe(8);
    });
    expect(computed).toBe(3);
    // A differs: B is not read, neither by the comparison nor by the computation (which stops at A)
    expect(changedA.reads.get('B')).toBeUndefined();
  });

  test('outside an action every call computes', () => {
    let computed = 0;
    const book = memoryWorkbook(tabs());
    readOnce(sum, '', book, (b) => (computed++, sum(b)));
    readOnce(sum, '', book, (b) => (computed++, sum(b)));
    keptOnce([book], 'k', () => computed++);
    keptOnce([book], 'k', () => computed++);
    expect(computed).toBe(4);
  });

  test('keptOnce: once for the very same records, again for others', () => {
    let computed = 0;
    const a = {};
    const b = {};
    readingOnce(() => {
      keptOnce([a, b], 'k', () => computed++);
      keptOnce([a, b], 'k', () => computed++);
      keptOnce([b, a], 'k', () => computed++);
      keptOnce([a, b], 'other', () => computed++);
    });
    expect(computed).toBe(3);
  });
});

/** A Swiss of 8 players, set up and round 1 paired (through the planners, as the add-on does). */
function swissPaired(): Workbook {
  const book: Record<string, Cell[][]> = {};
  const wb = (): Workbook => memoryWorkbook(book);
  const write = (plan: ReturnType<ReturnType<typeof plannerFor>>) => {
    expect(plan.problems).toEqual([]);
    const after = overlay(wb(), plan.blocks, plan.newTabs);
    // copied: the test types into the tabs below, and a workbook's grid is read only
    for (const t of after.tabNames()) book[t] = (after.read(t) ?? []).map((r) => r.slice());
  };
  const now = new Date('2026-01-01T00:00:00Z');
  write(plannerFor('setUp', wb())(wb(), { now, format: 'swiss' }));
  const settings = book.Settings;
  const row = settings.findIndex((r) => String(r[0]).trim() === 'format');
  settings[row][1] = 'swiss';
  book.Entrants = [
    book.Entrants[0],
    ...Array.from({ length: 8 }, (_, i): Cell[] => [`Player ${i + 1}`, i + 1, '', '']),
  ];
  write(plannerFor('pairNextRound', wb())(wb(), { now, drawSeed: 'seed' }));
  return wb();
}

describe('a Swiss reads its event once per action (L1-L6)', () => {
  test('the event as it was and as it will be is one record when the plan leaves its tabs as they are', () => {
    const book = swissPaired();
    readingOnce(() => {
      const before = loadTwoPlayer(book);
      expect(loadTwoPlayer(book)).toBe(before);
      // the Standings written: the event reads the same
      const standings = overlay(book, [{ tab: 'Standings', row: 1, col: 1, values: [['rank']] }]);
      expect(loadTwoPlayer(standings)).toBe(before);
      // a result typed on R1: read again, and ranked again
      const r1 = book.read('R1') ?? [];
      const result = r1[0].findIndex((h) => String(h) === 'result');
      const typed = overlay(book, [{ tab: 'R1', row: 2, col: result + 1, values: [['1-0']] }]);
      const after = loadTwoPlayer(typed);
      expect(after).not.toBe(before);
      expect(after.rounds.get(1)?.matches[0].result).toBe('1-0');
      expect(after.entrants).toBe(before.entrants);
      expect(rankTwoPlayer(before, 0, []).ranked).toEqual(rankTwoPlayer(after, 0, []).ranked);
    });
  });
});

describe('a workbook hands every reader its own grid, never changed (workbook.ts)', () => {
  test('the workbook as it will be writes its blocks over copies of the rows they reach, the rest shared', () => {
    // a workbook that hands out its grid itself, as the add-on's reading does
    const grid: Cell[][] = [
      ['a', 'b'],
      [1, 2],
      [3, 4],
    ];
    const book: Workbook = { tabNames: () => ['A'], read: (tab) => (tab === 'A' ? grid : null) };
    const after = overlay(book, [{ tab: 'A', row: 2, col: 2, values: [['x'], ['y']] }]).read('A');
    expect(after).toEqual([
      ['a', 'b'],
      [1, 'x'],
      [3, 'y'],
    ]);
    expect(grid).toEqual([
      ['a', 'b'],
      [1, 2],
      [3, 4],
    ]);
    expect(after?.[0]).toBe(grid[0]);
    // a block past the end of the tab: rows added to the copy only
    const longer = overlay(book, [{ tab: 'A', row: 4, col: 1, values: [['z']] }]).read('A');
    expect(longer).toEqual([['a', 'b'], [1, 2], [3, 4], ['z']]);
    expect(grid).toHaveLength(3);
  });
});

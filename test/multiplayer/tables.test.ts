import fc from 'fast-check';
import { seatTables, tableSizes } from '../../src/engine/multiplayer/tables';

const sizes = (n: number) => {
  const r = tableSizes(n);
  return r.ok ? r.value : r.problems[0].message;
};

describe('K1 table sizes', () => {
  test('K1: as many tables of 4 as possible, as few of 3 as necessary, the 3s last', () => {
    expect(sizes(10)).toEqual([4, 3, 3]);
    expect(sizes(3)).toEqual([3]);
    expect(sizes(4)).toEqual([4]);
    expect(sizes(6)).toEqual([3, 3]);
    expect(sizes(7)).toEqual([4, 3]);
    expect(sizes(8)).toEqual([4, 4]);
    expect(sizes(9)).toEqual([3, 3, 3]);
    expect(sizes(13)).toEqual([4, 3, 3, 3]);
    expect(sizes(17)).toEqual([4, 4, 3, 3, 3]);
  });

  test('K1: 1, 2 and 5 players cannot be seated: a clear refusal', () => {
    for (const n of [0, 1, 2, 5]) {
      const r = tableSizes(n);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0].message).toMatch(/cannot be seated/);
    }
    expect(tableSizes(2.5).ok).toBe(false);
  });

  test('K1: property: every other count is seated in 4s then at most three 3s, with the most 4s possible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 400 }).filter((n) => n !== 5),
        (n) => {
          const r = tableSizes(n);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const s = r.value;
          expect(s.reduce((a, b) => a + b, 0)).toBe(n);
          expect(s.every((x) => x === 3 || x === 4)).toBe(true);
          expect(s.slice().sort((a, b) => b - a)).toEqual(s);
          expect(s.filter((x) => x === 3).length).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('K2, K3 seating', () => {
  test('K2, K3: tables are filled from the top of the order; the lowest-ranked at a table moves first', () => {
    const r = seatTables(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((t) => [t.table, t.players.join('')])).toEqual([
      [1, 'abcd'],
      [2, 'efg'],
      [3, 'hij'],
    ]);
    expect(r.value[0].moveOrder).toEqual(['d', 'c', 'b', 'a']);
    expect(r.value[2].moveOrder).toEqual(['j', 'i', 'h']);
  });

  test('K1: seating 5 players is refused', () => {
    expect(seatTables(['a', 'b', 'c', 'd', 'e']).ok).toBe(false);
  });
});

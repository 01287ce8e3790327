import { bergerSchedule, RULEBOOK_BERGER_6, standardBerger } from '../../src/engine/mindlab/berger';

const asText = (n: number): string[] =>
  bergerSchedule(n).map((r) =>
    [...r.pairs.map((p) => `${p.first}-${p.second}`), ...(r.bye ? [`${r.bye}-bye`] : [])].join(' '),
  );

describe('L3 Berger league schedule', () => {
  test('L3: 6 entrants give the table printed in the rulebook (order and who is named first)', () => {
    expect(asText(6)).toEqual(['1-6 2-5 3-4', '1-2 5-3 6-4', '2-6 4-5 3-1', '1-4 2-3 6-5', '4-2 5-1 3-6']);
  });

  test('L3: the printed table has the same games and colours as the standard Berger table for 6', () => {
    const key = (rounds: readonly (readonly (readonly [number, number])[])[]) =>
      rounds.map((r) => r.map(([a, b]) => `${a}-${b}`).sort());
    expect(key(standardBerger(6))).toEqual(key(RULEBOOK_BERGER_6));
  });

  test('L3: 8 entrants give the standard (FIDE) Berger table', () => {
    expect(standardBerger(8).map((r) => r.map(([a, b]) => `${a}-${b}`).join(' '))).toEqual([
      '1-8 2-7 3-6 4-5',
      '8-5 6-4 7-3 1-2',
      '2-8 3-1 4-7 5-6',
      '8-6 7-5 1-4 2-3',
      '3-8 4-2 5-1 6-7',
      '8-7 1-6 2-5 3-4',
      '4-8 5-3 6-2 7-1',
    ]);
  });

  test('L3: 5 entrants play the 6-table with a fictive 6th; meeting it is a bye', () => {
    expect(asText(5)).toEqual(['2-5 3-4 1-bye', '1-2 5-3 4-bye', '4-5 3-1 2-bye', '1-4 2-3 5-bye', '4-2 5-1 3-bye']);
  });

  test('L3: for 2..16 entrants everyone meets everyone else exactly once, plays at most once a round, has at most one bye', () => {
    for (let n = 2; n <= 16; n++) {
      const schedule = bergerSchedule(n);
      expect(schedule).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = new Map<string, number>();
      const byes = new Map<number, number>();
      for (const round of schedule) {
        const seen = new Set<number>();
        for (const { first, second } of round.pairs) {
          for (const x of [first, second]) {
            expect(x).toBeGreaterThanOrEqual(1);
            expect(x).toBeLessThanOrEqual(n);
            expect(seen.has(x)).toBe(false);
            seen.add(x);
          }
          const k = `${Math.min(first, second)}-${Math.max(first, second)}`;
          met.set(k, (met.get(k) ?? 0) + 1);
        }
        if (round.bye !== null) {
          expect(seen.has(round.bye)).toBe(false);
          byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
          seen.add(round.bye);
        }
        expect(seen.size).toBe(n);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      for (const count of met.values()) expect(count).toBe(1);
      expect(byes.size).toBe(n % 2 === 0 ? 0 : n);
      for (const count of byes.values()) expect(count).toBe(1);
    }
  });

  test('L3: colours balance: in an even field nobody is named first more than n/2 times', () => {
    for (let n = 4; n <= 16; n += 2) {
      const firsts = new Map<number, number>();
      for (const r of bergerSchedule(n)) for (const p of r.pairs) firsts.set(p.first, (firsts.get(p.first) ?? 0) + 1);
      for (const c of firsts.values()) expect(c).toBeLessThanOrEqual(n / 2);
    }
  });

  test('L3: fewer than 2 entrants is refused', () => {
    expect(() => bergerSchedule(1)).toThrow(/2 or more/);
  });
});

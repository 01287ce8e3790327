// Results typed on a round tab of the other formats as organizers would, seeded: a two-player game's (or team
// board's) result, a multi-player table's places with carrots and lettuces. Used by the tests that play a format
// through the bundle (test/helpers/bundleEvent.ts) or in memory (test/events/memory.ts).
import { createRng } from '../../src/engine/core/rng';

/** An event whose tabs are typed by header: data row i (0-based, sheet row i + 2). */
interface Typed {
  set(tab: string, i: number, header: string, value: string | number): void;
}

/** Swiss, league, double round robin (L5: each board): one result per game row, drawn from `seed`. */
export const typeGames =
  (e: Typed, seed: string, boards = false) =>
  (r: number, rows: Record<string, string>[]): void => {
    const rng = createRng(`${seed} ${r}`);
    rows.forEach((x, i) => {
      if (boards ? x.board : x.match !== 'bye') e.set(`R${r}`, i, 'result', ['1-0', '0-1', '½-½'][rng.int(3)]);
    });
  };

/** Multi-player (K1-K5): each table's places in a drawn order, 30 carrots and up to `spread` more, lettuces left in hand. */
export const typePlaces =
  (e: Typed, seed: string, spread = 10) =>
  (r: number, rows: Record<string, string>[]): void => {
    const rng = createRng(`${seed} ${r}`);
    for (const t of new Set(rows.map((x) => x.table))) {
      const at = rows.map((x, i) => ({ x, i })).filter(({ x }) => x.table === t);
      rng.shuffle(at).forEach(({ i }, k) => {
        e.set(`R${r}`, i, 'place', String(k + 1));
        e.set(`R${r}`, i, 'carrots', 30 + rng.int(spread));
        e.set(`R${r}`, i, 'lettuces', rng.int(2));
      });
    }
  };

// Random multi-player seasons (K1-K7): arrivals, late entries and withdrawals, places and carrots typed
// valid and invalid, undo and re-pair, with the rules' invariants checked after every step, written here
// from the rules (K1 table sizes, K4 points, K6 entries), not from the code.
import { Season, fail } from './driver';

const NAMES = [
  'Ann',
  'Bob',
  'Cat',
  'Dov',
  'Eli',
  'Fay',
  'Gil',
  'Hal',
  'Ivy',
  'Joe',
  'Kai',
  'Liv',
  'Mo',
  'Ned',
  'Oli',
  'Pat',
  'Rex',
  'Sue',
];
const INVALID_PLACES = ['5', 'x', '0', '1st', '2.5', '-1'];

/** K1: as many tables of 4 as possible and as few of 3, the tables of 3 last. */
export function tableSizes(n: number): number[] {
  const threes = (4 - (n % 4)) % 4;
  const fours = (n - 3 * threes) / 4;
  return [...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)];
}

/** K4: points by place at a table of 4 and of 3. */
const K4: Record<number, number[]> = { 4: [4, 2, 1, 0], 3: [4, 2, 0] };

export async function playMultiplayer(seed: number): Promise<Season> {
  const s = await Season.open(`season multiplayer ${seed}`);
  const rng = s.rng;
  s.must('menuSetUp');
  s.setting('format', 'multiplayer');
  s.setting('event name', `Random tables ${seed}`);
  s.must('menuSetUp');
  const n = 6 + rng.int(9);
  const rounds = 3 + rng.int(3);
  s.setting('rounds', String(rounds));
  const names = rng.shuffle(NAMES.slice()).slice(0, n + 2);
  const first = names.slice(0, n);
  const late = rng.next() < 0.4 ? names[n] : null;
  const lateFrom = 2 + rng.int(rounds - 1);
  s.append(
    'Entrants',
    first.map((p, i) => [p, i + 1, '', '']),
  );
  const entrants = first.slice();
  if (late) {
    s.append('Entrants', [[late, n + 1, lateFrom, '']]);
    entrants.push(late);
  }
  const leftAfter = new Map<string, number>();
  const total = new Map<string, number>(entrants.map((p) => [p, 0]));
  const plays = (p: string, r: number) =>
    (p !== late || r >= lateFrom) && (!leftAfter.has(p) || leftAfter.get(p)! >= r);

  for (let r = 1; r <= rounds; r++) {
    // K6: a withdrawal now and then, keeping a field that K1 can seat (6 or more)
    if (r > 1 && rng.next() < 0.2) {
      const active = entrants.filter((p) => plays(p, r));
      if (active.length > 6) {
        const who = active[rng.int(active.length)];
        leftAfter.set(who, r - 1);
        s.set('Entrants', entrants.indexOf(who), 'left after round', r - 1);
      }
    }
    s.mustUndoable('menuPairNextRound', rng.next() < 0.15, `the round ${r} seating`);
    const rows = s.records(`R${r}`);
    const playing = entrants.filter((p) => plays(p, r));
    const seated = rows.map((x) => x.player);
    if ([...seated].sort().join(',') !== [...playing].sort().join(','))
      fail(s, `round ${r}: seated ${[...seated].sort().join(',')}, playing ${[...playing].sort().join(',')}`);
    const tables = [...new Set(rows.map((x) => x.table))];
    const sizes = tables.map((t) => rows.filter((x) => x.table === t).length);
    if (sizes.join(',') !== tableSizes(playing.length).join(','))
      fail(
        s,
        `round ${r}: tables of ${sizes.join(',')} for ${playing.length} players (K1: ${tableSizes(playing.length).join(',')})`,
      );
    // places: a random order at each table, carrots and lettuces
    const typed = new Map<number, { place: number; carrots: number; lettuces: number }>();
    for (const t of tables) {
      const at = rows.map((x, i) => ({ x, i })).filter(({ x }) => x.table === t);
      rng.shuffle(at).forEach(({ i }, k) => typed.set(i, { place: k + 1, carrots: rng.int(60), lettuces: rng.int(3) }));
    }
    if (rng.next() < 0.2) {
      const bad = INVALID_PLACES[rng.int(INVALID_PLACES.length)];
      const j = rng.int(rows.length);
      for (const [i, v] of typed) s.set(`R${r}`, i, 'place', i === j ? bad : String(v.place));
      const withBad = s.dump();
      const refused = s.click('menuScoreRound');
      if (s.outcome()?.status !== 'refused') fail(s, `Score round accepted the place "${bad}": "${refused}"`);
      if (s.dump() !== withBad) fail(s, 'a refused Score round changed the workbook');
    }
    for (const [i, v] of typed) {
      s.set(`R${r}`, i, 'place', String(v.place));
      s.set(`R${r}`, i, 'carrots', v.carrots);
      s.set(`R${r}`, i, 'lettuces', v.lettuces);
    }
    s.mustUndoable('menuScoreRound', rng.next() < 0.15, `Score round ${r}`);
    // K4 points by place and table size; K5 carrot count capped at 40 plus 10 per lettuce
    const scored = s.records(`R${r}`);
    scored.forEach((x, i) => {
      const size = sizes[tables.indexOf(x.table)];
      const want = K4[size][typed.get(i)!.place - 1];
      if (Number(x.points) !== want)
        fail(
          s,
          `round ${r}: ${x.player} placed ${typed.get(i)!.place} at a table of ${size} scored ${x.points}, K4 gives ${want}`,
        );
      const t = typed.get(i)!;
      const count = Number(x['carrot count']);
      if (count > Math.min(40, t.carrots) + 10 * t.lettuces)
        fail(s, `round ${r}: ${x.player}'s carrot count ${count} is above K5's cap`);
      total.set(x.player, total.get(x.player)! + want);
    });
    s.must('menuUpdateStandings');
    const standings = s.records('Standings');
    if (standings.length !== entrants.length)
      fail(s, `after round ${r}: ${standings.length} standings rows for ${entrants.length} entrants`);
    for (const x of standings)
      if (Number(x.points) !== total.get(x.player))
        fail(s, `after round ${r}: ${x.player} has ${x.points} points, the places give ${total.get(x.player)}`);
  }
  return s;
}

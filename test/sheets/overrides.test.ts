// MOCHALUNT pairings changed on purpose (the round tab's override column, src/sheets/formats/mochalunt/overrides.ts):
// a team pairing (M3) or a board pairing (M9-M12) typed over the add-on's with a reason is taken as typed, kept by
// a later Pair next round / Pair individual matches, listed on the Overview with the rules it breaks, and logged
// once in the Results log; without a reason it is refused with its cell.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { mochaluntOverview } from '../../src/sheets/formats/mochalunt/overview';
import type { Panel } from '../../src/sheets/overview/model';
import type { Cell } from '../../src/sheets/workbook';
import { MemoryBook, NOW } from './memory';
import { fillLineups, fillResults, ok, playRound, seasonBook } from './season';

const head = (book: MemoryBook, tab: string): string[] => book.tabs.get(tab)![0].map(String);

function set(book: MemoryBook, tab: string, at: number, header: string, value: Cell): void {
  const g = book.tabs.get(tab)!;
  const c = head(book, tab).indexOf(header);
  expect(c).toBeGreaterThanOrEqual(0);
  while (g[at].length <= c) g[at].push('');
  g[at][c] = value;
}
const get = (book: MemoryBook, tab: string, at: number, header: string): string =>
  String(book.tabs.get(tab)![at][head(book, tab).indexOf(header)] ?? '');

/** The match rows of a round tab (0-based grid rows). */
const matchRows = (book: MemoryBook, tab: string): number[] =>
  book.tabs
    .get(tab)!
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => i > 0 && String(r[1] ?? '') === '' && String(r[0] ?? '') !== '' && r[0] !== 'bye')
    .map(({ i }) => i);

const overviewPanel = (book: MemoryBook): Panel | undefined =>
  mochaluntOverview(book)
    ?.bands.map((b) => ('wide' in b ? b.wide : undefined))
    .find((p) => p?.title.startsWith('Pairings changed by the organizers'));

const logOutcomes = (book: MemoryBook): string[] =>
  book
    .rows('Results log')
    .map((r) => String(r.outcome))
    .filter((o) => o.startsWith('pairing changed on purpose'));

/** Round 1 played, round 2 paired: the team of match 1 and match 2 swapped so that match 1 repeats round 1's match. */
function swappedRound2(reason: boolean): { book: MemoryBook; rows: number[]; pairs: string[][] } {
  const book = seasonBook({ teams: 8 });
  playRound(book, 1);
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  // a round-1 match, to repeat on purpose in round 2 (a rematch, M3)
  const r1 = matchRows(book, 'R1').map((at) => [get(book, 'R1', at, 'team 1'), get(book, 'R1', at, 'team 2')]);
  const rows = matchRows(book, 'R2');
  const [a, b] = r1[0];
  // the two round-2 rows where a and b play: a's row gets a v b, b's row gets the two opponents
  const rowOf = (t: string) =>
    rows.find((at) => [get(book, 'R2', at, 'team 1'), get(book, 'R2', at, 'team 2')].includes(t))!;
  const ra = rowOf(a);
  const rb = rowOf(b);
  const other = (at: number, t: string) =>
    get(book, 'R2', at, 'team 1') === t ? get(book, 'R2', at, 'team 2') : get(book, 'R2', at, 'team 1');
  const [oa, ob] = [other(ra, a), other(rb, b)];
  set(book, 'R2', ra, 'team 1', a);
  set(book, 'R2', ra, 'team 2', b);
  set(book, 'R2', rb, 'team 1', oa);
  set(book, 'R2', rb, 'team 2', ob);
  if (reason) {
    set(book, 'R2', ra, 'override', 'a travel clash: jury decision');
    set(book, 'R2', rb, 'override', 'a travel clash: jury decision');
  }
  return {
    book,
    rows: [ra, rb],
    pairs: [
      [a, b],
      [oa, ob],
    ],
  };
}

test('M3: a team pairing changed without a reason is refused at its cell, saying to type why in the override column', () => {
  const { book, rows } = swappedRound2(false);
  fillLineups(book, 2);
  const plan = ACTIONS.pairIndividual(book, { now: NOW, confirmed: true });
  expect(plan.problems[0]).toMatchObject({ tab: 'R2', row: rows[0] + 1 });
  expect(plan.problems[0].fix).toMatch(/type .* back|pair the round again/);
});

test('M3: a team pairing changed on purpose (a rematch) is paired, listed on the Overview with M3, logged once, and scored', () => {
  const { book, rows, pairs } = swappedRound2(true);
  fillLineups(book, 2);
  const plan = ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true }));
  book.apply(plan);
  // the boards are those of the teams as typed, and the override stays on its row
  expect([get(book, 'R2', rows[0], 'team 1'), get(book, 'R2', rows[0], 'team 2')]).toEqual(pairs[0]);
  expect(get(book, 'R2', rows[0], 'override')).toBe('a travel clash: jury decision');
  expect(get(book, 'R2', rows[0] + 1, 'player 1')).toMatch(new RegExp(`^${pairs[0][0]} `));
  const panel = overviewPanel(book);
  expect(panel?.rows).toHaveLength(2);
  const line = panel!.rows.find((r) => r[1].v === rows[0] + 1)!.map((x) => String(x.v));
  expect(line[2]).toContain(`${pairs[0][0]} v ${pairs[0][1]}`);
  expect(line[3]).toBe('a travel clash: jury decision');
  expect(line[4]).toMatch(/a rematch of round 1 \(M3\)/);
  expect(logOutcomes(book)).toHaveLength(2);
  expect(logOutcomes(book)[0]).toMatch(
    /^pairing changed on purpose: R2, match \d+: .*; why: a travel clash: jury decision; breaks a rematch of round 1 \(M3\)$/,
  );
  // the same click again: nothing logged twice
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true })));
  expect(logOutcomes(book)).toHaveLength(2);
  fillResults(book, 2);
  book.apply(ok(ACTIONS.scoreRound(book, { now: NOW, confirmed: true })));
  expect(logOutcomes(book)).toHaveLength(2);
  book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
});

test('M3: Pair next round again keeps the team matches changed on purpose and pairs the other teams around them', () => {
  const { book, pairs } = swappedRound2(true);
  const plan = ok(ACTIONS.pairNextRound(book, { now: NOW, round: 2, confirmed: true }));
  expect(plan.summary).toContain('changed by the organizers: a travel clash: jury decision');
  book.apply(plan);
  const now = matchRows(book, 'R2').map((at) => ({
    teams: [get(book, 'R2', at, 'team 1'), get(book, 'R2', at, 'team 2')],
    why: get(book, 'R2', at, 'override'),
  }));
  expect(now).toContainEqual({ teams: pairs[0], why: 'a travel clash: jury decision' });
  expect(now).toContainEqual({ teams: pairs[1], why: 'a travel clash: jury decision' });
  // every team once
  const all = now.flatMap((m) => m.teams);
  expect(new Set(all).size).toBe(all.length);
  // and the record now holds them: the round pairs into boards with no question about the tab
  fillLineups(book, 2);
  ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true }));
});

test('a team changed on purpose onto a second row of the round is refused (every team plays once)', () => {
  const { book, rows, pairs } = swappedRound2(true);
  set(book, 'R2', rows[1], 'team 1', pairs[0][0]);
  fillLineups(book, 2);
  const plan = ACTIONS.pairIndividual(book, { now: NOW, confirmed: true });
  expect(plan.problems.map((p) => p.message).join('\n')).toMatch(new RegExp(`${pairs[0][0]} plays twice in round 2`));
});

/** Round 1 paired into boards; board 1 of match 1 given team 1's second player (who then plays twice). */
function boardChanged(reason: boolean): { book: MemoryBook; at: number; player: string } {
  const book = seasonBook({ teams: 8, sizes: [4, 4, 4, 4, 4, 4, 4, 4] });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  const at = matchRows(book, 'R1')[0] + 1;
  const player = get(book, 'R1', at + 1, 'player 1');
  set(book, 'R1', at, 'player 1', player);
  if (reason) set(book, 'R1', at, 'override', 'player 1 is ill; agreed by the jury');
  return { book, at, player };
}

test('M12: a board changed without a reason is refused by Score round at its cell', () => {
  const { book, at } = boardChanged(false);
  fillResults(book, 1);
  const plan = ACTIONS.scoreRound(book, { now: NOW, confirmed: true });
  expect(plan.problems[0]).toMatchObject({ tab: 'R1', row: at + 1, column: 'player 1' });
  expect(plan.problems[0].fix).toMatch(/override/);
});

test('M8, M12: a board changed on purpose is kept by Pair individual matches again, named with M8 on the Overview, scored', () => {
  const { book, at, player } = boardChanged(true);
  const again = ok(ACTIONS.pairIndividual(book, { now: NOW, confirmed: true }));
  expect(again.summary).toContain('board 1 kept as changed by the organizers');
  book.apply(again);
  expect(get(book, 'R1', at, 'player 1')).toBe(player);
  expect(get(book, 'R1', at, 'override')).toBe('player 1 is ill; agreed by the jury');
  const row = overviewPanel(book)!.rows[0].map((x) => String(x.v));
  expect(row[2]).toMatch(new RegExp(`board 1: ${player} v `));
  expect(row[4]).toMatch(new RegExp(`${player} plays 2 individual matches`));
  expect(row[4]).toMatch(/M8/);
  expect(logOutcomes(book)).toHaveLength(1);
  fillResults(book, 1);
  book.apply(ok(ACTIONS.scoreRound(book, { now: NOW, confirmed: true })));
  // the board scored as typed: its player is credited on the tab as typed
  expect(get(book, 'R1', at, 'player 1')).toBe(player);
  // clearing the reason takes the override back: Pair individual matches pairs the board again
  set(book, 'R1', at, 'override', '');
  const cleared = ACTIONS.pairIndividual(book, { now: NOW, confirmed: true });
  expect(cleared.problems).toEqual([]);
  book.apply(cleared);
  expect(get(book, 'R1', at, 'player 1')).not.toBe(player);
});

test('a board changed on purpose to a player not of the team is refused at its cell', () => {
  const { book, at } = boardChanged(true);
  set(book, 'R1', at, 'player 1', 'Nobody Known');
  const plan = ACTIONS.pairIndividual(book, { now: NOW, confirmed: true });
  expect(plan.problems[0]).toMatchObject({ tab: 'R1', row: at + 1, column: 'player 1' });
  expect(plan.problems[0].message).toMatch(/Nobody Known is not a player of/);
});

test('the Overview lists no changed pairing when none was made', () => {
  const b = seasonBook({ teams: 8 });
  playRound(b, 1);
  expect(overviewPanel(b)).toBeUndefined();
});

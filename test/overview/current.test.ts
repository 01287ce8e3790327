// The MOCHALUNT Overview during a round (M16, M17, M21): each team match with how many boards are reported so
// far, the round's deadlines, and after Score round the team-match sums with the winner in bold; built by
// the registry's planners over an in-memory workbook.
import { plannerFor, type ActionInput, type FormatAction } from '../../src/sheets/formats';
import type { Workbook } from '../../src/sheets/workbook';
import { cellText } from '../../src/sheets/workbook';
import { NOW } from '../sheets/memory';
import { seasonBook, fillLineups, fillResults, ok, playRound } from '../sheets/season';

/** An action as the add-on runs it: the registry's planner, which adds the Overview. */
const act = (a: FormatAction, book: Workbook, input: ActionInput) => plannerFor(a, book)(book, input);
const overview = (book: ReturnType<typeof seasonBook>) =>
  (book.tabs.get('Overview') ?? []).map((r) => r.map((v) => cellText(v)));

test('M16, M21: "k of n boards reported" per team match while results come in; Score round writes the sums (M17)', () => {
  const book = seasonBook({ teams: 8, seasonStart: '2024-01-15 18:00' });
  playRound(book, 1);
  book.apply(ok(act('updateStandings', book, { now: NOW })));
  book.apply(ok(act('pairNextRound', book, { now: NOW })));
  fillLineups(book, 2);
  book.apply(ok(act('pairIndividual', book, { now: NOW })));
  fillResults(book, 2);
  // the boards of the first team match only are reported: blank the others
  const r2 = book.tabs.get('R2') as string[][];
  const h = r2[0].map(String);
  const col = (k: string) => h.indexOf(k);
  let match = 0;
  for (const row of r2.slice(1)) {
    if (String(row[col('board')]) === '') {
      match++;
      continue;
    }
    if (match > 1) for (let k = 1; k <= 4; k++) row[col(`game ${k}`)] = '';
  }
  book.apply(ok(act('updateStandings', book, { now: NOW })));
  let g = overview(book);
  expect(g[2][0]).toMatch(/^Round 2 \(UTC\): published 2024-02-14 18:00 · line-ups due 2024-02-19 18:00/);
  const matches = r2
    .slice(1)
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => String(r[col('board')]) === '' && String(r[col('match')]) !== 'bye');
  matches.forEach(({ r, i }, k) => {
    const boards: string[][] = [];
    for (let j = i + 2; j < r2.length && String(r2[j][col('board')]) !== ''; j++) boards.push(r2[j].map(String));
    const reported = boards.filter(
      (b) =>
        b[col('player 1')] === '(forfeit)' ||
        b[col('player 2')] === '(forfeit)' ||
        [1, 2, 3, 4].some((n) => b[col(`game ${n}`)] !== ''),
    ).length;
    const line = g.find((x) => x[6] === String(r[col('match')]) && x[7] === String(r[col('team 1')]));
    expect(line?.[11]).toBe(
      k === 0 && boards.length
        ? `${reported} of ${boards.length} boards reported`
        : boards.length
          ? `0 of ${boards.length} boards reported`
          : 'line-ups awaited',
    );
    if (k === 0 && boards.length) expect(reported).toBeGreaterThan(0);
  });
  // Score round refreshes the Overview with the sums: the winner in bold
  const scored = ok(act('scoreRound', book, { now: NOW }));
  book.apply(scored);
  g = overview(book);
  const block = scored.blocks.find((b) => b.tab === 'Overview');
  const rows = book.tabs.get('R2') as string[][];
  for (const { i } of matches) {
    const r = rows[i + 1].map((v) => cellText(v));
    const at = g.findIndex((x) => x[6] === r[col('match')] && x[7] === r[col('team 1')]);
    expect(g[at].slice(8, 11)).toEqual([r[col('score 1')], r[col('score 2')], r[col('team 2')]]);
    const s1 = Number(r[col('score 1')]);
    const s2 = Number(r[col('score 2')]);
    const weights = block?.fontWeights as string[][];
    expect([weights[at][7], weights[at][10]]).toEqual([s1 > s2 ? 'bold' : 'normal', s2 > s1 ? 'bold' : 'normal']);
  }
  expect(g.some((x) => x[6] === `Round 2: ${matches.length} of ${matches.length} team matches scored`)).toBe(true);
});

test('M4: before the knock-out, the bracket shows the quarter-finals the standings would give now (top 8, team 1 the better-ranked)', () => {
  const book = seasonBook({ teams: 10, seasonStart: '2024-01-15 18:00' });
  playRound(book, 1);
  book.apply(ok(act('updateStandings', book, { now: NOW })));
  const g = overview(book);
  const top = g.findIndex(
    (r) => r[0] === 'Knock-out if phase 1 ended now (projected from the standings after round 1, M4)',
  );
  expect(top).toBeGreaterThan(0);
  const st = (book.tabs.get('Standings') as string[][]).slice(1).map((r) => r.map((v) => cellText(v)));
  const rank = new Map(st.map((r) => [r[1], Number(r[0].replace('=', ''))]));
  const top8 = st.filter((r) => Number(r[0].replace('=', '')) <= 8).map((r) => r[1]);
  const qf = [1, 4, 7, 10].map((k) => [g[top + 1 + k][1], g[top + 2 + k][1]]);
  expect(qf.flat().sort()).toEqual([...top8].sort());
  for (const [a, b] of qf) expect(rank.get(a)!).toBeLessThanOrEqual(rank.get(b)!);
  expect(g[top + 1][0]).toBe('Quarter-finals (round 6)');
  expect(g[top + 3][7]).toBe('(to be decided)');
});

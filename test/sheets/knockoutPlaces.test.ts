// M18 after phase 2 through the planners: Update standings and Export JSON put the knock-out's places 1-8 on
// top; a placement match nobody played leaves its two teams sharing a place ("7=" for both).
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW } from './memory';
import { seasonBook, playRound, fillLineups, fillResults, ok } from './season';
import { exported } from './exported';

const p7Teams = (book: ReturnType<typeof seasonBook>): string[] => {
  const m = book.rows('R8').find((r) => r.match === 'P7')!;
  return [String(m['team 1']), String(m['team 2'])];
};

test('M18: an unplayed 7th-place match shows "7=" for both teams, the next team is 9th; the final\'s winner is 1st', () => {
  const book = seasonBook({ teams: 10 });
  for (let r = 1; r <= 7; r++) playRound(book, r);
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 8);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  fillResults(book, 8);
  // nobody reports a game of the 7th-place match: every game 0-0 (M16), main score 0-0
  const g = book.tabs.get('R8')!;
  const h = g[0].map(String);
  let inP7 = false;
  for (const row of g.slice(1)) {
    const board = String(row[h.indexOf('board')] ?? '');
    if (board === '') inP7 = row[h.indexOf('match')] === 'P7';
    else if (inP7) for (let k = 1; k <= 4; k++) row[h.indexOf(`game ${k}`)] = '';
  }
  const scored = ok(ACTIONS.scoreRound(book, { now: NOW }));
  expect(scored.warnings).toContain(`P7 ${p7Teams(book).join(' v ')} was not played: both teams share the place (M18)`);
  book.apply(scored);
  book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
  const rows = book.rows('Standings');
  const r8 = book.rows('R8').filter((r) => String(r.board) === '');
  const p7 = r8.find((r) => r.match === 'P7')!;
  expect([p7['points 1'], p7['points 2']]).toEqual([0, 0]);
  expect(rows.slice(6, 9).map((r) => String(r.rank))).toEqual(['7=', '7=', '9']);
  expect(
    rows
      .slice(6, 8)
      .map((r) => r.team)
      .sort(),
  ).toEqual([p7['team 1'], p7['team 2']].sort());
  expect(rows[6]['decided by']).toBe('7th-place match not played');
  const f = r8.find((r) => r.match === 'F')!;
  const champion = Number(f['score 1']) >= Number(f['score 2']) ? f['team 1'] : f['team 2'];
  expect([String(rows[0].rank), rows[0].team, rows[0]['decided by']]).toEqual(['1', champion, 'final']);
  // the export says the same
  const json = exported(ok(ACTIONS.exportJson(book, { now: NOW })).result as string);
  expect(json.standings.slice(6, 8).map((s: { place: number; level: boolean }) => [s.place, s.level])).toEqual([
    [7, true],
    [7, true],
  ]);
  expect(json.standings[0]).toMatchObject({ place: 1, level: false, team: champion });
});

describe('M18 setting "rank by McMahon score"', () => {
  const afterPhase1 = (value: string | null) => {
    const book = seasonBook({ teams: 10 });
    if (value !== null) book.tabs.get('Settings')!.find((r) => r[0] === 'rank by McMahon score')![1] = value;
    for (let r = 1; r <= 5; r++) playRound(book, r);
    const plan = ok(ACTIONS.updateStandings(book, { now: NOW }));
    book.apply(plan);
    return { rows: book.rows('Standings'), summary: plan.summary };
  };
  const sortedBy = (rows: Record<string, unknown>[], key: string) =>
    rows.every((r, i) => i === 0 || Number(rows[i - 1][key]) >= Number(r[key]));

  test('M18: Set up writes "yes": the McMahon score (start points included) ranks; a workbook that says "no" ranks by points earned', () => {
    const seasonDefault = seasonBook({ teams: 8 });
    expect(seasonDefault.tabs.get('Settings')!.find((r) => r[0] === 'rank by McMahon score')![1]).toBe('yes');
    const yes = afterPhase1(null);
    expect(sortedBy(yes.rows, 'McMahon')).toBe(true);
    const no = afterPhase1('no');
    expect(sortedBy(no.rows, 'main')).toBe(true);
  });

  test('M4, M18: after the last phase-1 round the summary names the 8 qualifiers and what the other setting would change', () => {
    const { rows, summary } = afterPhase1(null);
    const top8 = rows.slice(0, 8).map((r) => String(r.team));
    expect(summary).toContain(`Knock-out qualifiers (M4, top 8 by McMahon score): ${top8.join(', ')}.`);
    // the ranking by points earned alone, read off the tab: main, then secondary, normalized, seed
    const n = (r: Record<string, unknown>, k: string) => Number(r[k]);
    const byEarned = [...rows].sort(
      (a, b) =>
        n(b, 'main') - n(a, 'main') ||
        n(b, 'secondary') - n(a, 'secondary') ||
        n(b, 'normalized %') - n(a, 'normalized %') ||
        n(a, 'seed') - n(b, 'seed'),
    );
    const earned8 = byEarned.slice(0, 8).map((r) => String(r.team));
    const wouldIn = earned8.filter((t) => !top8.includes(t));
    if (wouldIn.length === 0) expect(summary).toContain('the same 8 teams would qualify');
    else expect(summary).toContain(`${wouldIn.join(', ')} would qualify and`);
  });
});

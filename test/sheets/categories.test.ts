// The Categories tab (M20): the prize categories' semi-finals drawn by Individual ranking once the round before
// them is scored, results typed by organizers, the final filled from the semi-finals' winners, the winners
// marked; never redrawn; bad results located; categories without enough teams listed with the reason.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { NOW, type MemoryBook } from './memory';
import { seasonBook, playRound, ok, categoriesOf } from './season';
import { loadSeason, withCategories } from '../../src/sheets/season';
import { seasonIndividual } from '../../src/sheets/formats/mochalunt/standings';
import { categoryRounds } from '../../src/sheets/formats/mochalunt/categories';
import {
  categoryDraw,
  categoryMatchWinner,
  CATEGORY_LABELS,
  PRIZE_CATEGORIES,
} from '../../src/engine/mochalunt/individual/prizes';
import type { Cell } from '../../src/sheets/workbook';
import { exported } from './exported';

const rank = (book: MemoryBook) => ACTIONS.individualRanking(book, { now: NOW, categories: categoriesOf(book) });

/** Types the results of a category match on the Categories tab. */
function typeResults(book: MemoryBook, category: string, match: string, results: string[]): void {
  const g = book.tabs.get('Categories')!;
  const h = g[0].map(String);
  const row = g.find((r) => r[h.indexOf('category')] === category && r[h.indexOf('match')] === match)!;
  results.forEach((v, k) => {
    row[h.indexOf(`game ${k + 1}`)] = v;
  });
}

const rowOf = (book: MemoryBook, category: string, match: string): Record<string, Cell> =>
  book.rows('Categories').find((r) => r.category === category && r.match === match)!;

/** 8 teams of 4-7 players, every category well represented; rounds 1-6 played. */
function afterRound6(): MemoryBook {
  const book = seasonBook({ teams: 8 });
  for (let r = 1; r <= 6; r++) {
    playRound(book, r);
    if (r === 5) {
      // before round 6 is scored: no draw, no Categories tab
      const p = ok(rank(book));
      expect(p.newTabs.map((t) => t.name)).not.toContain('Categories');
      expect(p.summary).toMatch(/semi-finals are drawn by Individual ranking once round 6 is scored/);
    }
  }
  return book;
}

test('M20: semi-finals drawn after round 6 (1-4, 2-3), results typed, the final filled, the winners marked', () => {
  const book = afterRound6();
  const plan = ok(rank(book));
  expect(plan.newTabs.map((t) => t.name)).toContain('Categories');
  // result cells: plain text with the round tabs' dropdown, on match rows with both players only
  const block = plan.blocks.find((b) => b.tab === 'Categories')!;
  const header = plan.newTabs.find((t) => t.name === 'Categories')!.columns.map((c) => c.header);
  const g1 = header.indexOf('game 1');
  const matchCol = header.indexOf('match');
  const p1 = header.indexOf('player 1');
  block.values.forEach((row, i) => {
    const playable = row[matchCol] !== '' && row[p1] !== '';
    expect(block.validations![i][g1]).toEqual(playable ? { values: ['1-0', '0-1', '½-½', '+', '-', '0-0'] } : null);
    expect((block.numberFormat as string[][])[i][g1]).toBe('@');
  });
  book.apply(plan);
  // the draw is the engine's, from the individual ranking after round 6
  const season = withCategories(loadSeason(book), categoriesOf(book));
  const ranking = seasonIndividual(season, [], 6);
  const profiles = season.players.map((p) => ({
    team: p.team,
    player: p.name,
    ageGroup: p.ageGroup,
    gender: p.gender,
  }));
  const awarded = PRIZE_CATEGORIES.filter((c) => categoryDraw(c, ranking, profiles).awarded);
  expect(awarded.length).toBeGreaterThanOrEqual(4);
  for (const c of awarded) {
    const d = categoryDraw(c, ranking, profiles);
    const label = CATEGORY_LABELS[c];
    for (const m of d.matches) {
      const row = rowOf(book, label, m.id);
      expect([row['player 1'], row['team 1'], row['player 2'], row['team 2'], row.round]).toEqual([
        m.first.player,
        m.first.team,
        m.second.player,
        m.second.team,
        7,
      ]);
    }
    expect(d.matches.map((m) => [m.first.rank, m.second.rank])).toEqual([
      [d.qualifiers[0].rank, d.qualifiers[3].rank],
      [d.qualifiers[1].rank, d.qualifiers[2].rank],
    ]);
    expect(rowOf(book, label, 'F')).toMatchObject({ round: 8, 'player 1': '', winner: '' });
  }
  // the Individual tab marks the drawn players
  const woman = CATEGORY_LABELS[awarded[0]];
  const sf1 = rowOf(book, woman, 'SF1');
  expect(book.rows('Individual').find((r) => r.player === sf1['player 1'])!.categories).toMatch(
    new RegExp(`qualified: .*${woman}`),
  );

  // round 7: semi-finals played; SF1 won by player 2 (9-11 in game points, M15), SF2 level (goes to player 1)
  playRound(book, 7);
  typeResults(book, woman, 'SF1', ['0-1', '1-0', '½-½', '0-1']);
  typeResults(book, woman, 'SF2', ['½-½', '½-½', '=', '½-½']);
  const p7 = ok(rank(book));
  book.apply(p7);
  const s1 = rowOf(book, woman, 'SF1');
  const s2 = rowOf(book, woman, 'SF2');
  expect([s1['score 1'], s1['score 2'], s1.winner]).toEqual([7, 9, s1['player 2']]);
  expect([s2['score 1'], s2['score 2'], s2.winner]).toEqual([8, 8, s2['player 1']]);
  expect(s2.note).toMatch(/level: player 1, the better-ranked, wins \(M20\)/);
  expect(s2['game 3']).toBe('='); // typed results are never rewritten
  // the final: seed 2 (SF2 winner) is better than seed 4 (SF1 winner): player 1
  const f = rowOf(book, woman, 'F');
  expect([f['player 1'], f['team 1'], f['player 2'], f['team 2']]).toEqual([
    s2['player 1'],
    s2['team 1'],
    s1['player 2'],
    s1['team 2'],
  ]);
  expect(p7.summary).toContain(`${woman}: final ${String(s2['player 1'])} v ${String(s1['player 2'])}`);

  // round 8: the final; a game unreported at the round's end is 0-0 (M16)
  playRound(book, 8);
  typeResults(book, woman, 'F', ['0-1', '0-1', '1-0', '']);
  const p8 = ok(rank(book));
  book.apply(p8);
  const fin = rowOf(book, woman, 'F');
  expect([fin['score 1'], fin['score 2'], fin.winner]).toEqual([5, 7, f['player 2']]);
  expect(fin.note).toMatch(/game 4 not reported: 0-0 \(M16\)/);
  expect(p8.summary).toContain(`${woman}: winner ${String(f['player 2'])} (${String(f['team 2'])})`);
  // the engine agrees on the winner
  const m = {
    category: awarded[0],
    id: 'F' as const,
    stage: 3 as const,
    first: { ...ranking[0], rank: 1 },
    second: { ...ranking[1], rank: 2 },
  };
  expect(categoryMatchWinner(m, ['loss', 'loss', 'win', 'unplayed'])).toBe(m.second);

  // Export JSON: categories with their matches and winners
  const json = exported(ok(ACTIONS.exportJson(book, { now: NOW })).result as string);
  const cat = json.categories.find((c: { category: string }) => c.category === woman)!;
  expect(cat.matches).toEqual([
    {
      match: 'SF1',
      player1: s1['player 1'],
      player2: s1['player 2'],
      games: ['0-1', '1-0', '½-½', '0-1'],
      winner: s1['player 2'],
    },
    {
      match: 'SF2',
      player1: s2['player 1'],
      player2: s2['player 2'],
      games: ['½-½', '½-½', '=', '½-½'],
      winner: s2['player 1'],
    },
    {
      match: 'F',
      player1: f['player 1'],
      player2: f['player 2'],
      games: ['0-1', '0-1', '1-0', ''],
      winner: f['player 2'],
    },
  ]);
  expect(json.categories).toHaveLength(PRIZE_CATEGORIES.length);
});

test('M20: the draw is never made again, even when the ranking after round 6 changes', () => {
  const book = afterRound6();
  book.apply(ok(rank(book)));
  const before = book.tabs.get('Categories')!.map((r) => r.slice());
  const woman = CATEGORY_LABELS.woman;
  const sf1 = rowOf(book, woman, 'SF1');
  // the top woman is registered as a man after all: the ranking now gives another draw
  const categories = categoriesOf(book);
  const k = categories.findIndex((c) => c.player === sf1['player 1']);
  categories[k] = { ...categories[k], gender: 'man' };
  typeResults(book, woman, 'SF2', ['1-0', '', '', '']);
  const again = ok(rank(book));
  book.apply(again);
  const after = book.tabs.get('Categories')!;
  const h = after[0].map(String);
  const players1 = (g: Cell[][]) =>
    g.map((r) => [r[h.indexOf('category')], r[h.indexOf('match')], r[h.indexOf('player 1')], r[h.indexOf('player 2')]]);
  expect(players1(after)).toEqual(players1(before));
  expect(rowOf(book, woman, 'SF2')['game 1']).toBe('1-0');
  expect(again.warnings.join('\n')).toMatch(
    new RegExp(
      `${woman}: the individual ranking after round 6 now gives .*; the draw on the Categories tab \\(SF1 ${String(sf1['player 1'])} v .*\\) is kept`,
    ),
  );
});

test('M20: a bad result on the Categories tab stops the action with its cell', () => {
  const book = afterRound6();
  book.apply(ok(rank(book)));
  const woman = CATEGORY_LABELS.woman;
  typeResults(book, woman, 'SF1', ['1-0', '2-0', '', '']);
  const plan = rank(book);
  expect(plan.blocks).toHaveLength(0);
  const g = book.tabs.get('Categories')!;
  const h = g[0].map(String);
  const row = g.findIndex((r) => r[h.indexOf('category')] === woman && r[h.indexOf('match')] === 'SF1') + 1;
  expect(plan.problems).toEqual([
    expect.objectContaining({
      tab: 'Categories',
      row,
      column: 'game 2',
      cell: `I${row}`,
      message: expect.stringMatching(/"2-0" is not a result \(woman SF1: /) as unknown,
      fix: expect.stringMatching(/type 1-0/) as unknown,
    }),
  ]);
  // Export JSON reports it too
  expect(ok.bind(null, ACTIONS.exportJson(book, { now: NOW }))).toThrow(
    /Categories, row \d+, column game 2 \(I\d+\): "2-0" is not a result/,
  );
});

test('M20: a category with too few teams is listed with the reason and no matches', () => {
  const book = seasonBook({ teams: 8 });
  const settings = book.tabs.get('Settings')!;
  settings.find((r) => r[0] === 'prize minimum teams')![1] = '9';
  for (let r = 1; r <= 6; r++) playRound(book, r);
  book.apply(ok(rank(book)));
  const rows = book.rows('Categories');
  expect(rows).toHaveLength(PRIZE_CATEGORIES.length);
  for (const r of rows) {
    expect(r.match).toBe('');
    expect(r['player 1']).toBe('');
    expect(r.note).toMatch(/^not awarded: \d teams? ha(s|ve) a player in the category, 9 needed$/);
  }
  expect(rank(book).summary).toMatch(/woman: not awarded: 8 teams have a player in the category, 9 needed/);
});

test('M20, M21: the knock-out rounds follow the Settings (5 + 2 rounds: semi-finals in round 6, final in 7)', () => {
  expect(categoryRounds({ phase1Rounds: 5, phase2Rounds: 3 })).toEqual({ semiFinal: 7, final: 8 });
  expect(categoryRounds({ phase1Rounds: 5, phase2Rounds: 2 })).toEqual({ semiFinal: 6, final: 7 });
  expect(categoryRounds({ phase1Rounds: 2, phase2Rounds: 0 })).toBeNull();
  const book = seasonBook({ teams: 8, phase2: 2 });
  for (let r = 1; r <= 5; r++) playRound(book, r);
  book.apply(ok(rank(book)));
  const sf = book.rows('Categories').filter((r) => r.match === 'SF1');
  expect(sf.length).toBeGreaterThan(0);
  for (const r of sf) expect(r.round).toBe(6);
  for (const r of book.rows('Categories').filter((x) => x.match === 'F')) expect(r.round).toBe(7);
});

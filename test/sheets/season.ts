// A small season workbook for the sheets tests: teams, players, games, settings (season start set).
import type { Cell } from '../../src/sheets/workbook';
import { MemoryBook, NOW } from './memory';
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import type { Plan } from '../../src/sheets/plan';
import { createRng } from '../../src/engine/core/rng';
import { parseCategoryText, type PlayerCategory } from '../../src/sheets/playerCategories';

/** Each season book's M20 categories, as the add-on's private store would hand them to the planners. */
const CATEGORIES = new WeakMap<MemoryBook, PlayerCategory[]>();
/** The players' categories of a book made by seasonBook (MochaluntInput.categories). */
export const categoriesOf = (book: MemoryBook): PlayerCategory[] => CATEGORIES.get(book) ?? [];

export const FAMILY_GAMES: [string, string][] = [
  ['Chess', 'chess'],
  ['Go', 'territory'],
  ['Hex', 'connection'],
  ['Oware', 'mancala'],
  ['Gomoku', 'alignment'],
  ['Draughts', 'checkers'],
  ['Quoridor', 'goal'],
  ['Yinsh', 'Gipf'],
  ['Hive', 'various'],
];

function teamNames(n: number): string[] {
  const base = [
    'Italy',
    'France',
    'Germany',
    'Spain',
    'Estonia',
    'Cameroon',
    'Colombia',
    'Japan',
    'Brazil',
    'Canada',
    'Chile',
    'Denmark',
    'Egypt',
    'Finland',
    'Ghana',
    'Hungary',
  ];
  return Array.from({ length: n }, (_, i) => base[i] ?? `Team ${i + 1}`);
}

function playersOf(team: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${team} ${String.fromCharCode(65 + i)}`);
}

export function seasonBook(
  opts: { teams?: number; sizes?: number[]; seasonStart?: string; phase2?: number } = {},
): MemoryBook {
  const n = opts.teams ?? 8;
  const names = teamNames(n);
  const sizes = opts.sizes ?? names.map((_, i) => 4 + (i % 4));
  const book = new MemoryBook();
  book.apply(ACTIONS.setUp(book, { now: NOW }));
  const settings = book.tabs.get('Settings')!;
  const set = (key: string, value: string) => {
    const r = settings.find((x) => x[0] === key)!;
    r[1] = value;
  };
  set('season start (UTC)', opts.seasonStart ?? '2024-01-15 18:00');
  if (opts.phase2 !== undefined) set('phase 2 rounds', String(opts.phase2));
  book.tabs.set('Teams', [['team', 'seed', 'status'], ...names.map((t, i): Cell[] => [t, i + 1, ''])]);
  const ages = ['under 18', '18-64', 'over 65', ''];
  const genders = ['woman', 'man', 'non-binary', ''];
  const players: Cell[][] = [['player', 'team', 'joined round']];
  const categories: PlayerCategory[] = [];
  names.forEach((t, i) =>
    playersOf(t, sizes[i]).forEach((p, j) => {
      players.push([p, t, '']);
      // M20 categories are kept outside the workbook (the add-on's private store): the planners get them as input
      const c = parseCategoryText(
        [ages[(i + j) % 4], genders[(i * 3 + j) % 4]].filter((w) => w).join(', ') || 'no categories',
      );
      if (c && !('problem' in c)) categories.push({ team: t, player: p, ...c });
    }),
  );
  book.tabs.set('Players', players);
  CATEGORIES.set(book, categories);
  const games: Cell[][] = [['round', 'game', 'family', 'platform']];
  for (let r = 1; r <= 8; r++) {
    const count = r <= 5 ? 4 : 5;
    for (let k = 0; k < count; k++) {
      const [g, f] = FAMILY_GAMES[(r + k) % FAMILY_GAMES.length];
      games.push([r, g, f, 'BGA']);
    }
  }
  book.tabs.set('Games', games);
  book.apply(ACTIONS.setUp(book, { now: NOW })); // Line-ups rows for the teams
  return book;
}

/** Fills every team's line-up for a round (first `k` players, a second part when there are 6+). */
export function fillLineups(book: MemoryBook, round: number, skip: string[] = []): void {
  const g = book.tabs.get('Line-ups')!;
  const h = g[0].map(String);
  const players = book.rows('Players');
  for (const row of g.slice(1)) {
    if (Number(row[h.indexOf('round')]) !== round || skip.includes(String(row[h.indexOf('team')]))) continue;
    const team = String(row[h.indexOf('team')]);
    const roster = players.filter((p) => p.team === team).map((p) => String(p.player));
    const text = roster.length >= 6 ? `${roster.join(', ')} / ${roster[0]}, ${roster[1]}` : roster.join(', ');
    row[h.indexOf('line-up')] = text;
  }
}

/** Seeded random results for every board of a round tab (some draws, forfeits, missing). */
export function fillResults(book: MemoryBook, round: number, seed = `results ${round}`): void {
  const rng = createRng(seed);
  const g = book.tabs.get(`R${round}`)!;
  const h = g[0].map(String);
  const choices = ['1-0', '0-1', '1-0', '0-1', '½-½', '+', '-', '', '1-0'];
  for (const row of g.slice(1)) {
    if (String(row[h.indexOf('board')] ?? '') === '') continue;
    if (row[h.indexOf('player 1')] === '(forfeit)' || row[h.indexOf('player 2')] === '(forfeit)') continue;
    for (let k = 1; k <= 4; k++) row[h.indexOf(`game ${k}`)] = choices[rng.int(choices.length)];
  }
}

export function ok(plan: Plan): Plan {
  if (plan.problems.length) throw new Error(`${plan.title}: ${plan.summary}`);
  return plan;
}

/** Plays a round through the planners: pair, line-ups, individual pairing, results, score. */
export function playRound(book: MemoryBook, round: number): void {
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, round);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  fillResults(book, round);
  book.apply(ok(ACTIONS.scoreRound(book, { now: NOW })));
}

/** A season with round 1 paired into boards (8 teams). */
export function boardsOfRound1(): MemoryBook {
  const book = seasonBook({ teams: 8 });
  book.apply(ok(ACTIONS.pairNextRound(book, { now: NOW })));
  fillLineups(book, 1);
  book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
  return book;
}

// A demo-like season: 16 teams of 4 to 10 players, seeded random line-ups (strength orders, second
// matches, reductions, missing and late line-ups), game choices in phase 2, random results.
import { ACTIONS } from '../../src/sheets/formats/mochalunt';
import { createRng } from '../../src/engine/core/rng';
import type { MemoryBook } from './memory';
import { NOW } from './memory';
import { seasonBook, fillResults, ok, categoriesOf } from './season';
import { exported } from './exported';

function randomLineups(book: MemoryBook, round: number, seed: string): void {
  const rng = createRng(seed);
  const g = book.tabs.get('Line-ups')!;
  const h = g[0].map(String);
  const col = (k: string) => h.indexOf(k);
  const players = book.rows('Players');
  const r = book.rows(`R${round}`);
  const games = book
    .rows('Games')
    .filter((x) => Number(x.round) === round)
    .map((x) => String(x.game));
  for (const row of g.slice(1)) {
    if (Number(row[col('round')]) !== round) continue;
    const team = String(row[col('team')]);
    if (rng.int(10) === 0) continue; // missing line-up: M13
    const roster = rng.shuffle(players.filter((p) => p.team === team).map((p) => String(p.player)));
    const nap = Math.max(roster.length === 4 ? 3 : 4, roster.length - rng.int(3));
    const first = roster.slice(0, Math.min(nap, roster.length));
    const second = first.filter(() => rng.int(3) === 0);
    row[col('line-up')] = `${first.join(', ')}${second.length ? ` / ${second.join(', ')}` : ''}`;
    if (rng.int(3) === 0) row[col('strength')] = rng.shuffle(first.map((_, i) => i + 1)).join(', ');
    const m = r.find((x) => x['team 1'] === team || x['team 2'] === team);
    if (games.length === 5 && m) row[col('games')] = m['team 1'] === team ? games.slice(1, 4).join(', ') : games[4];
  }
  // reductions where allowed: the check says so
  for (const row of g.slice(1)) {
    if (Number(row[col('round')]) !== round || row[col('line-up')] === '' || rng.int(4) !== 0) continue;
    row[col('matches')] = 4;
    const plan = ACTIONS.lineupCheck(book, { row: g.indexOf(row) + 1, now: new Date(0) });
    if ((plan.checks ?? []).length) row[col('matches')] = '';
  }
}

test('M1-M21: 16 teams of 4 to 10 players, 5 + 3 rounds with missing line-ups, reductions, strength orders and game choices', () => {
  const book = seasonBook({ teams: 16, sizes: Array.from({ length: 16 }, (_, i) => 4 + ((i * 5) % 7)) });
  for (let round = 1; round <= 8; round++) {
    const pair = ok(ACTIONS.pairNextRound(book, { now: NOW }));
    book.apply(pair);
    randomLineups(book, round, `line-ups ${round}`);
    const check = ok(ACTIONS.checkLineups(book, { now: NOW }));
    expect(check.checks).toEqual([]);
    book.apply(check);
    book.apply(ok(ACTIONS.pairIndividual(book, { now: NOW })));
    fillResults(book, round, `results ${round}`);
    book.apply(ok(ACTIONS.scoreRound(book, { now: NOW })));
    book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
  }
  book.apply(ok(ACTIONS.individualRanking(book, { now: NOW, categories: categoriesOf(book) })));
  const json = exported(ok(ACTIONS.exportJson(book, { now: NOW })).result as string);
  expect(json.rounds).toHaveLength(8);
  expect(json.standings).toHaveLength(16);
  // every round: 8 team matches, nobody twice
  for (const r of json.rounds) {
    const teams = r.matches.flatMap((m: { team1: string; team2: string }) => [m.team1, m.team2]);
    expect(new Set(teams).size).toBe(teams.length);
    expect(teams.length + (r.bye ? 1 : 0)).toBe(16);
  }
  // some forfeits (missing line-ups in round 1) and 0-0s happened
  expect(JSON.stringify(json.rounds)).toContain('(forfeit)');
});

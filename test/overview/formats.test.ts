// The Overview tab of the other formats (Swiss individual, league, Swiss teams L5, multi-player K1-K7), built by
// Update standings and Score round through the format planners (the charts by the plan that changes them:
// Score round; Update standings leaves them as they are): the standings with the change of rank since
// the previous round, the current round's results so far, the session's tables, and the chart ranges.
import { newEvent, type MemoryBook } from '../events/memory';
import { createRng } from '../../src/engine/core/rng';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';
import { cellText, type Cell } from '../../src/sheets/workbook';
import type { Plan } from '../../src/sheets/plan';
import type { ChartSpec } from '../../src/sheets/layout';
import { cutCells } from '../helpers/textWidth';

const text = (grid: Cell[][]) => grid.map((r) => r.map(cellText));
/** the row of the Overview whose column B holds `name` inside the standings panel (columns A-E) */
const standingsRow = (grid: string[][], name: string) =>
  grid.find((r, i) => r[1] === name && i > 3 && /^\d+=?$/.test(r[0]));
const ranksOf = (m: MemoryBook, name = 'entrant') =>
  new Map(m.records('Standings').map((r) => [r[name] ?? r.player, Number(r.rank.replace('=', ''))]));

function expectMovement(grid: string[][], before: Map<string, number>, now: Map<string, number>): void {
  for (const [name, rank] of now) {
    const row = standingsRow(grid, name);
    expect(row).toBeDefined();
    const was = before.get(name) as number;
    expect(row?.[4]).toBe(was === rank ? '=' : was > rank ? `▲${was - rank}` : `▼${rank - was}`);
  }
}

/** The charts of the plan: both over the Overview's data block, one row per entrant, one column per round. */
function expectCharts(plan: Plan, grid: string[][], rounds: number, leaders: string[]): readonly ChartSpec[] {
  const charts = plan.layout?.find((l) => l.tab === 'Overview')?.charts ?? [];
  expect(charts.map((c) => c.title)).toEqual(['Rank by round (top entrants)', expect.stringMatching(/by round$/)]);
  for (const c of charts) {
    expect(c.range.cols).toBe(rounds + 1);
    expect(c.range.rows).toBe(leaders.length + 1);
    const header = grid[c.range.row - 1].slice(c.range.col - 1, c.range.col - 1 + c.range.cols);
    expect(header).toEqual(['round', ...Array.from({ length: rounds }, (_, i) => String(i + 1))]);
    const names = grid.slice(c.range.row, c.range.row + leaders.length).map((r) => r[c.range.col - 1]);
    expect(names).toEqual(leaders);
  }
  expect(charts[0].reversed).toBe(true);
  // the rank chart's last column is the current ranking of the leaders
  const rank = charts[0];
  const last = grid
    .slice(rank.range.row, rank.range.row + leaders.length)
    .map((r) => Number(r[rank.range.col - 1 + rounds]));
  expect(last).toEqual([...last].sort((a, b) => a - b));
  return charts;
}

describe('Overview in the other formats', () => {
  test('L1-L6 Swiss, individual: standings with the change of rank, the current round, the chart ranges', () => {
    const m = newEvent('swiss');
    const players = ['Ana', 'Ben', 'Cas', 'Dov', 'Eli', 'Fay', 'Gus', 'Hal'];
    m.tabs.Entrants.push(...players.map((p, i) => [p, i + 1, '', '']));
    const ranks: Map<string, number>[] = [];
    let plan: Plan | null = null;
    for (let r = 1; r <= 3; r++) {
      m.run('pairNextRound');
      const rng = createRng(`overview swiss ${r}`);
      m.records(`R${r}`).forEach((x, i) => {
        if (x.match !== 'bye') m.set(`R${r}`, i, 'result', ['1-0', '0-1', '½-½'][rng.int(3)]);
      });
      plan = m.run('scoreRound');
      const standings = m.run('updateStandings');
      expect(standings.layout?.find((l) => l.tab === 'Overview')?.charts).toBeUndefined();
      ranks.push(ranksOf(m));
    }
    const grid = text(m.tabs.Overview);
    expect(grid[0][0]).toBe('Test Open');
    expect(grid[1][0]).toMatch(/Swiss · individual · 8 entrants · round 3 of 5/);
    expectMovement(grid, ranks[1], ranks[2]);
    // the current round: 4 games, each reported with its result
    const games = m.records('R3');
    for (const g of games) {
      const row = grid.find((r) => r[6] === g.match && r[7] === g.first);
      expect(row?.[10]).toBe(g.second);
      expect(row?.[11]).toBe(`reported: ${g.result}`);
    }
    expect(grid.some((r) => r[6] === 'Round 3: 4 of 4 games reported')).toBe(true);
    const leaders = [...ranks[2]]
      .sort((a, b) => a[1] - b[1])
      .slice(0, 6)
      .map(([n]) => n);
    expectCharts(plan as Plan, grid, 3, leaders);
    // contact data never appears (no e-mail address anywhere)
    expect(grid.flat().some((v) => v.includes('@'))).toBe(false);
  });

  test('L5 team Swiss: "k of 4 boards reported" while results come in (Score round refreshes the Overview)', () => {
    const m = newEvent('swiss', { entrants: 'team' });
    m.run('setUp');
    const teams = ['Athens', 'Berlin', 'Cairo', 'Delhi'];
    m.tabs.Entrants.push(...teams.map((t, i) => [t, i + 1, '', '', ...MINDLAB_BOARDS.map((g) => `${t} ${g}`)]));
    m.run('pairNextRound');
    const rows = m.records('R1');
    // two boards of the first match only
    const first = rows.findIndex((x) => x.board !== '');
    m.set('R1', first, 'result', '1-0');
    m.set('R1', first + 1, 'result', '½-½');
    const plan = m.run('updateStandings');
    const grid = text(m.tabs.Overview);
    const match1 = grid.find((r) => r[6] === '1' && r[7] === rows[0].first);
    expect(match1?.[11]).toBe('2 of 4 boards reported');
    expect(grid.find((r) => r[6] === '2')?.[11]).toBe('0 of 4 boards reported');
    // nothing scored yet: no chart
    expect(plan.layout?.find((l) => l.tab === 'Overview')?.charts ?? []).toEqual([]);
    rows.forEach((x, i) => {
      if (x.board !== '') m.set('R1', i, 'result', '0-1');
    });
    const scored = m.run('scoreRound');
    const after = text(m.tabs.Overview);
    expect(after.find((r) => r[6] === '1' && r[7] === rows[0].first)?.slice(8, 12)).toEqual([
      '0',
      '4',
      rows[0].second,
      '4 of 4 boards reported',
    ]);
    expect(scored.layout?.find((l) => l.tab === 'Overview')?.charts?.length).toBe(2);
  });

  test('L3 league: the Overview follows the Berger rounds with rank changes', () => {
    const m = newEvent('league');
    m.tabs.Entrants.push(...['Ann', 'Bob', 'Cid', 'Dan'].map((p, i) => [p, i + 1, '', '']));
    const ranks: Map<string, number>[] = [];
    let plan: Plan | null = null;
    for (let r = 1; r <= 3; r++) {
      m.run('pairNextRound');
      m.records(`R${r}`).forEach((x, i) => {
        if (x.match !== 'bye') m.set(`R${r}`, i, 'result', (r + i) % 2 ? '1-0' : '0-1');
      });
      plan = m.run('scoreRound');
      m.run('updateStandings');
      ranks.push(ranksOf(m));
    }
    const grid = text(m.tabs.Overview);
    expect(grid[1][0]).toMatch(/^League · individual · 4 entrants · round 3 of 3/);
    expectMovement(grid, ranks[1], ranks[2]);
    expectCharts(
      plan as Plan,
      grid,
      3,
      [...ranks[2]].sort((a, b) => a[1] - b[1]).map(([n]) => n),
    );
  });

  test("K1-K5 multi-player: the session's tables and seats, standings with the change of rank", () => {
    const m = newEvent('multiplayer');
    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil'];
    m.tabs.Entrants.push(...names.map((n, i) => [n, i + 1, '', '']));
    const ranks: Map<string, number>[] = [];
    let plan: Plan | null = null;
    for (let r = 1; r <= 2; r++) {
      m.run('pairNextRound');
      const seats = m.records(`R${r}`);
      const place = new Map<string, number>();
      seats.forEach((s, i) => {
        const k = (place.get(s.table) ?? 0) + 1;
        place.set(s.table, k);
        m.set(`R${r}`, i, 'place', String(((k + r) % Number(seats.filter((x) => x.table === s.table).length)) + 1));
      });
      plan = m.run('scoreRound');
      m.run('updateStandings');
      ranks.push(ranksOf(m, 'player'));
    }
    const grid = text(m.tabs.Overview);
    expect(grid[1][0]).toMatch(/^Multi-player tables \(MSO\) · 7 players · session 2 of 4/);
    expectMovement(grid, ranks[0], ranks[1]);
    // tables of 4 then 3 (K1), each seat with its player and place
    const seats = m.records('R2');
    // the Overview anew (its column widths are set when the tab is new)
    delete m.tabs.Overview;
    const widths = m.run('updateStandings').layout?.find((l) => l.tab === 'Overview')?.columnWidths;
    // a table's header is one text ("Table 1: 4 players"), never two cells cut into "Table 14 players"
    expect(widths).toHaveLength(12);
    expect(cutCells('Overview', grid, widths ?? [])).toEqual([]);
    for (const t of ['1', '2']) {
      const head = grid.findIndex((r) => r[6] === `Table ${t}: ${t === '1' ? 4 : 3} players`);
      expect(head).toBeGreaterThan(0);
      const mine = seats.filter((s) => s.table === t).sort((a, b) => Number(a.seat) - Number(b.seat));
      expect(grid.slice(head + 1, head + 1 + mine.length).map((r) => [r[6], r[7], r[8]])).toEqual(
        mine.map((s) => [s.seat, s.player, s.place]),
      );
    }
    expectCharts(
      plan as Plan,
      grid,
      2,
      [...ranks[1]]
        .sort((a, b) => a[1] - b[1])
        .slice(0, 6)
        .map(([n]) => n),
    );
  });
});

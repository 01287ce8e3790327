// The 1,500-player Swiss through the add-on bundle (build/Code.js): Set up with format swiss, 1,500 entrants,
// round 1 paired, played (seeded results) and scored; then round 2 is measured: Pair next round (the L2/L4
// pairing and the writing of its tab), Score round and Update standings, each with its calls (every call,
// getters included) and projected_s (the calls' time by the latency model, local/gas/latency.ts, + its computing
// time here).
import { LocalWorkbook } from '../local/runner';
import { Desk } from '../local/demo/desk';
import { createRng } from '../src/engine/core/rng';
import { projectedSeconds, totalCalls, type ClickCost } from './workflow';

const SWISS_PLAYERS = 1500;

const cost = (desk: Desk): ClickCost => {
  const c = desk.clicks[desk.clicks.length - 1];
  return {
    reads: c.calls.reads,
    writes: c.calls.writes,
    formatting: c.calls.formatting,
    other: c.calls.other,
    ms: c.ms,
    virtualMs: c.calls.virtualMs,
  };
};

function setting(desk: Desk, key: string, value: string): void {
  const rows = desk.read('Settings') ?? [];
  const i = rows.findIndex((r) => String(r[0]).trim() === key);
  if (i < 0) throw new Error(`no setting "${key}"`);
  desk.type('Settings', i + 1, 2, [[value]]);
}

/** Results for every game of a round tab (one block over its result column), drawn from a seeded rng. */
function typeResults(desk: Desk, round: number, seed: string): void {
  const grid = desk.read(`R${round}`) ?? [];
  const head = (grid[0] ?? []).map((h) => String(h).trim());
  const m = head.indexOf('match');
  const r = head.indexOf('result');
  if (m < 0 || r < 0) throw new Error(`R${round} has no match/result column`);
  const rng = createRng(seed);
  const values = grid.slice(1).map((row) => {
    if (!/^\d+$/.test(String(row[m]).trim())) return [row[r] ?? ''];
    const x = rng.next();
    return [x < 0.15 ? '½-½' : x < 0.6 ? '1-0' : '0-1'];
  });
  desk.type(`R${round}`, 2, r + 1, values);
}

interface SwissRoundCost {
  readonly pair_next_round: ClickCost;
  readonly score_round: ClickCost;
  readonly update_standings: ClickCost;
}

/** Plays round 1 of a 1,500-player Swiss, then measures round 2's three actions. */
export function swissRound(players = SWISS_PLAYERS): SwissRoundCost {
  const desk = Desk.open(LocalWorkbook.empty());
  const click = (handler: string): string => {
    const s = desk.click(handler);
    if (/nothing written|stopped|busy/i.test(s)) throw new Error(`${handler} did not go through: ${s.slice(0, 500)}`);
    return s;
  };
  click('menuSetUp');
  setting(desk, 'format', 'swiss');
  setting(desk, 'event name', 'Bench Open');
  click('menuSetUp');
  // the organizer pastes the list; the tab grows as Sheets grows it for a paste
  const entrants = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Entrants');
  if (!entrants) throw new Error('Set up did not create the Entrants tab');
  if (entrants.getMaxRows() < players + 1)
    entrants.insertRowsAfter(entrants.getMaxRows(), players + 1 - entrants.getMaxRows());
  desk.type(
    'Entrants',
    2,
    1,
    Array.from({ length: players }, (_, i) => [`Player ${String(i + 1).padStart(4, '0')}`, i + 1, '', '']),
  );
  click('menuPairNextRound');
  typeResults(desk, 1, 'bench/swiss/1');
  click('menuScoreRound');
  click('menuUpdateStandings');
  click('menuPairNextRound');
  const pair = cost(desk);
  typeResults(desk, 2, 'bench/swiss/2');
  click('menuScoreRound');
  const score = cost(desk);
  click('menuUpdateStandings');
  return { pair_next_round: pair, score_round: score, update_standings: cost(desk) };
}

export function swissSummary(r: SwissRoundCost): {
  table: string[];
  json: Record<string, { calls: number; projected_s: number }>;
} {
  const json: Record<string, { calls: number; projected_s: number }> = {};
  const table = [`one round of a ${SWISS_PLAYERS}-player Swiss (round 2), every call counted:`];
  for (const [name, c] of Object.entries(r) as [string, ClickCost][]) {
    json[name] = { calls: totalCalls(c), projected_s: projectedSeconds(c) };
    table.push(
      `  ${name.padEnd(18)} ${totalCalls(c)} calls (${c.reads}+${c.writes}+${c.formatting}+${c.other}), computing ${c.ms} ms: projected ${projectedSeconds(c)} s`,
    );
  }
  return { table, json };
}

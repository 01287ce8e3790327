// The 1,500-player Swiss through the add-on bundle (build/Code.js): Set up with format swiss, 1,500 entrants,
// round 1 paired, played (seeded results) and scored; then round 2 is measured: Pair next round (the L2/L4
// pairing and the writing of its tab), Score round and Update standings, each with its calls (every call,
// getters included), projected_s (the calls' time by the latency model, local/gas/latency.ts, + its computing
// time here) and cpu_ms: the CPU time this process spent on the click (process.cpuUsage, user + system: unlike the
// wall clock, not lengthened by other work on a shared machine), the median of SWISS_RUNS plays.
import { LocalWorkbook } from '../local/runner';
import { Desk } from '../local/demo/desk';
import { createRng } from '../src/engine/core/rng';
import { median } from './section';
import { alertCalls, projectedSeconds, totalCalls, type ClickCost } from './workflow';

const SWISS_PLAYERS = 1500;
/** How many times the event is played for the medians (every play clicks and counts the same calls). */
const SWISS_RUNS = 5;

/** A measured click: its calls and times, and the CPU time of the process during the click. */
interface SwissClick extends ClickCost {
  readonly cpuMs: number;
}

/** The CPU time (user + system) this process spends running `f`, in ms. */
function cpuMsOf(f: () => unknown): number {
  const before = process.cpuUsage();
  f();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const cost = (desk: Desk, cpuMs: number): SwissClick => {
  const c = desk.clicks[desk.clicks.length - 1];
  return {
    cpuMs,
    reads: c.calls.reads,
    writes: c.calls.writes,
    formatting: c.calls.formatting,
    other: c.calls.other,
    ms: c.ms,
    virtualMs: c.calls.virtualMs,
    alerts: alertCalls(c.calls.byMethod),
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
  readonly pair_next_round: SwissClick;
  readonly score_round: SwissClick;
  readonly update_standings: SwissClick;
}

/** Plays round 1 of a 1,500-player Swiss, then measures round 2's three actions. */
function swissRound(players = SWISS_PLAYERS): SwissRoundCost {
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
  const pair = cost(
    desk,
    cpuMsOf(() => click('menuPairNextRound')),
  );
  typeResults(desk, 2, 'bench/swiss/2');
  const score = cost(
    desk,
    cpuMsOf(() => click('menuScoreRound')),
  );
  const standings = cost(
    desk,
    cpuMsOf(() => click('menuUpdateStandings')),
  );
  return { pair_next_round: pair, score_round: score, update_standings: standings };
}

/** The event played SWISS_RUNS times. */
export function swissRounds(runs = SWISS_RUNS): SwissRoundCost[] {
  return Array.from({ length: runs }, () => swissRound());
}

/** Each action's calls (the same in every play), and the medians of its projected seconds and CPU time. */
export function swissSummary(runs: readonly SwissRoundCost[]): {
  table: string[];
  json: Record<string, { calls: number; projected_s: number; cpu_ms: number }>;
} {
  const json: Record<string, { calls: number; projected_s: number; cpu_ms: number }> = {};
  const table = [
    `one round of a ${SWISS_PLAYERS}-player Swiss (round 2), every call counted; medians of ${runs.length} plays:`,
  ];
  for (const name of Object.keys(runs[0]) as (keyof SwissRoundCost)[]) {
    const clicks = runs.map((r) => r[name]);
    const c = clicks[0];
    const cpu = median(clicks.map((x) => x.cpuMs));
    const projected = Math.round(median(clicks.map((x) => projectedSeconds(x) * 1000)) / 10) / 100;
    json[name] = { calls: totalCalls(c), projected_s: projected, cpu_ms: cpu };
    table.push(
      `  ${name.padEnd(18)} ${totalCalls(c)} calls (${c.reads}+${c.writes}+${c.formatting}+${c.other}), CPU ${cpu} ms (plays: ${clicks.map((x) => Math.round(x.cpuMs)).join(', ')}): projected ${projected} s`,
    );
  }
  return { table, json };
}

// A round robin as read from the workbook: its settings (the shared ones and its own "points for a win", when
// its configuration has it: config.ts), the players (Entrants tab: the seed is the Berger number) and the round
// tabs (the two-player round tabs of roundTab.ts, one row a game, read once each: pairRounds.ts); its schedule,
// the engine's Berger table (L3) played once a cycle: rounds 1..C (C = N-1, or N with an odd N) are the table,
// rounds C+1..2C of a second cycle the same rounds again in the same order with each game's colours reversed
// (the second named of cycle 1 is named first: plays first), byes as in cycle 1.
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import type { GameResult } from '../../../engine/core/result';
import { reverseResult } from '../../../engine/core/result';
import { gamePoints } from '../../../engine/mindlab/format';
import { bergerSchedule } from '../../../engine/mindlab/berger';
import { leagueRound } from '../../../engine/mindlab/league';
import type { TieBreakEntrant, TieBreakGame } from '../../../engine/tiebreaks/types';
import { cellProblem, type Table } from '../../tabs/table';
import { parseResult } from '../../tabs/results';
import { roundsAgainstRecords } from '../../tabs/roundRecord';
import { readFormatSettings, type FormatSettings } from '../settings';
import { readEntrants, type EntrantRow, type EntrantsSpec } from '../entrants';
import { twoPlayerRecord, type TwoPlayerRound } from '../roundTab';
import { readPairRounds } from '../pairRounds';
import { meetsWord, type RoundRobinConfig } from './config';

/** Players only; the seed is the number in the Berger table. */
export const robinEntrantsSpec = (cycles: number): EntrantsSpec => ({
  entrants: 'individual',
  seed: {
    header: 'seed',
    aliases: ['arrival', 'order'],
    width: 60,
    note: `the Berger table number (1, 2, ...): it fixes the schedule${cycles === 2 ? ' of both cycles' : ''}`,
  },
});

/** The round tabs hold one row a game and a bye row, as a Swiss or league of players does (roundRecord.ts). */
export const ROBIN_RECORD = twoPlayerRecord(false);

export interface RobinBook {
  readonly config: RoundRobinConfig;
  readonly settings: FormatSettings;
  /** the "points for a win" setting */
  readonly winPoints: number;
  /** in Berger order (seed) */
  readonly entrants: EntrantRow[];
  readonly rounds: Map<number, TwoPlayerRound>;
  /** the rounds of one cycle (the Berger table's) */
  readonly cycle: number;
  /** every cycle */
  readonly published: number;
  readonly problems: SheetProblem[];
}

export function loadRobin(book: Workbook, config: RoundRobinConfig): RobinBook {
  const s = readFormatSettings(book, config.winPoints ? { winPoints: config.winPoints } : {});
  const e = readEntrants(book, robinEntrantsSpec(config.cycles));
  const { rounds, problems } = readPairRounds(book, e, false, [...s.problems, ...e.problems]);
  const n = e.entrants.length;
  const cycle = n >= 2 ? bergerSchedule(n).length : 0;
  return {
    config,
    settings: s.settings,
    winPoints: 'winPoints' in s.own ? (s.own.winPoints as number) : 1,
    entrants: e.entrants,
    rounds,
    cycle,
    published: config.cycles * cycle,
    problems,
  };
}

/** One round of the schedule by name: its games (first named plays first), the bye, the cycle and its round. */
interface RobinRound {
  readonly games: readonly { readonly first: string; readonly second: string }[];
  readonly bye: string | null;
  readonly cycle: number;
  /** the round of the Berger table (1..C) */
  readonly tableRound: number;
}

/** Round `round` (1..cycles × C) of the players in Berger order: an even cycle reverses the colours. */
export function robinRound(names: readonly string[], round: number): RobinRound {
  const c = bergerSchedule(names.length).length;
  const cycle = Math.ceil(round / c);
  const reversed = cycle % 2 === 0;
  const tableRound = round - (cycle - 1) * c;
  const r = leagueRound(names, tableRound);
  return {
    games: reversed ? r.matches.map((m) => ({ first: m.second, second: m.first })) : r.matches,
    bye: r.bye,
    cycle,
    tableRound,
  };
}

/** "every player meets every other twice" (once, ...) */
export const meetsText = (b: Pick<RobinBook, 'config'>): string =>
  `every player meets every other ${meetsWord(b.config.cycles)}`;

/** The last round with a round tab holding a game or a bye, or 0. */
export function lastPaired(b: RobinBook): number {
  let last = 0;
  b.rounds.forEach((t, r) => {
    if (t.matches.length + t.byes.length > 0) last = Math.max(last, r);
  });
  return last;
}

/** The rounds scored, 1..k with no gap. */
export function scoredRounds(b: RobinBook): number {
  let k = 0;
  while (b.rounds.get(k + 1)?.scored) k++;
  return k;
}

/** Rounds 1..upTo against the records of their pairing (a row deleted, added, moved or renamed is refused). */
export function robinAgainstRecords(book: Workbook, b: RobinBook, upTo: number): SheetProblem[] {
  const tables = new Map<number, Table | null>();
  for (let r = 1; r <= upTo; r++) tables.set(r, b.rounds.get(r)?.table ?? null);
  return roundsAgainstRecords(book, tables, ROBIN_RECORD);
}

/** What to type in a result cell (a blank cell is not "not played": 0-0 says that). */
const RESULT_FIX =
  "type the result from the first's side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)";

/** A game's result cell parsed; a problem when it is blank or not a result. */
export function gameResult(
  tab: TwoPlayerRound,
  m: TwoPlayerRound['matches'][number],
  problems: SheetProblem[],
): GameResult | null {
  const r = m.result === '' ? null : parseResult(m.result);
  if (r === null)
    problems.push(
      cellProblem(
        tab.table,
        m.at,
        'result',
        m.result === ''
          ? `no result for ${m.first} v ${m.second}`
          : `"${m.result}" is not a result (${m.first} v ${m.second})`,
        RESULT_FIX,
      ),
    );
  return r;
}

/** The points of a result from the first's side: a win (or forfeit win) the setting, a draw half, else 0. */
export const pointsOf = (b: RobinBook, r: GameResult): [number, number] => [
  gamePoints(r) * b.winPoints,
  gamePoints(reverseResult(r)) * b.winPoints,
];

/** A player's record for the standings: the tie-break engine's entrant with its wins, draws and losses. */
export interface RobinEntrant extends TieBreakEntrant {
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly byes: number;
}

/** Every player's games of the scored rounds 1..upTo (a bye: no opponent, 0 points), in Berger order. */
export function robinEntrants(b: RobinBook, upTo: number, problems: SheetProblem[]): RobinEntrant[] {
  const games = new Map<string, TieBreakGame[]>(b.entrants.map((e) => [e.name, []]));
  const count = new Map(b.entrants.map((e) => [e.name, { won: 0, drawn: 0, lost: 0, byes: 0 }]));
  type Tally = 'won' | 'drawn' | 'lost' | 'byes';
  const add = (id: string, g: TieBreakGame, tally: Tally | null): void => {
    games.get(id)?.push(g);
    const c = count.get(id);
    if (c && tally) c[tally]++;
  };
  // a game not played (0-0) is neither won, drawn nor lost
  const tally = (r: GameResult): Tally | null =>
    r === 'win' || r === 'forfeitWin' ? 'won' : r === 'draw' ? 'drawn' : r === 'unplayed' ? null : 'lost';
  for (let r = 1; r <= upTo; r++) {
    const tab = b.rounds.get(r);
    if (!tab?.scored) continue;
    for (const m of tab.matches) {
      const res = gameResult(tab, m, problems);
      if (res === null) continue;
      const [p1, p2] = pointsOf(b, res);
      add(m.first, { round: r, points: p1, won: p1 > p2, opponents: [m.second] }, tally(res));
      add(m.second, { round: r, points: p2, won: p2 > p1, opponents: [m.first] }, tally(reverseResult(res)));
    }
    for (const y of tab.byes) add(y.entrant, { round: r, points: 0, won: false, opponents: [] }, 'byes');
  }
  return b.entrants.map((e) => {
    const gs = games.get(e.name) ?? [];
    return {
      id: e.name,
      score: gs.reduce((s, g) => s + g.points, 0),
      games: gs,
      ...(count.get(e.name) ?? { won: 0, drawn: 0, lost: 0, byes: 0 }),
    };
  });
}

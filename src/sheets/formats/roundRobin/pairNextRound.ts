// Pair next round of a round robin: the next round of the schedule (event.ts: the engine's Berger table, in a
// second cycle the same rounds again with colours reversed) on its round tab, one row a game (the first named plays
// first) and a bye row (0 points) in an odd field, with the record of what it wrote (roundRecord.ts). Refused:
// a round tab edited structurally, the previous round not scored, a late entrant (the table is fixed at the
// start), and any round after the last of the last cycle. The games of a player who left are written as
// forfeits (+ / -, 0-0 when both left).
import type { Plan, SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { ENTRANTS_TAB, playsRound, type EntrantRow } from '../entrants';
import { BYE, roundOut, roundTable, roundTabName, twoPlayerRoundLayout, type RowOut } from '../roundTab';
import { recordOf, recordWrite } from '../../tabs/roundRecord';
import {
  lastPaired,
  loadRobin,
  meetsText,
  robinAgainstRecords,
  robinRound,
  ROBIN_RECORD,
  type RobinBook,
} from './event';
import type { RoundRobinConfig } from './config';
import { pairedPlan } from '../skeleton/pairRound';

/** A result known before the game when one side has left: a forfeit (0-0 when both have). */
function forfeit(first: EntrantRow | undefined, second: EntrantRow | undefined, round: number): string | undefined {
  const a = first ? playsRound(first, round) : true,
    b = second ? playsRound(second, round) : true;
  if (a && b) return undefined;
  return a ? '+' : b ? '-' : '0-0';
}

/** Why round `round` cannot be paired, or []. */
function refusals(b: RobinBook, round: number, paired: number): SheetProblem[] {
  const late = b.entrants.filter((e) => e.fromRound > 1);
  if (late.length)
    return late.map((e) => ({
      tab: ENTRANTS_TAB,
      row: e.at + 1,
      column: 'from round',
      message: `${e.name} enters from round ${e.fromRound}, but a round robin's Berger table is fixed at the start`,
      fix: 'clear "from round" (the player plays every round), or remove the player',
    }));
  if (b.entrants.length < 2)
    return [
      {
        tab: ENTRANTS_TAB,
        message: `${b.entrants.length} player(s) on the Entrants tab; a round robin needs at least 2`,
        fix: 'list the players on the Entrants tab, with their Berger numbers in the seed column',
      },
    ];
  if (round > b.published)
    return [
      {
        tab: roundTabName(b.published),
        message: `all ${b.published} rounds are paired (${meetsText(b)}${b.config.cycles === 2 ? `: two cycles of ${b.cycle} rounds` : ''})`,
        fix: 'there is no next round: run Update standings for the final ranking',
      },
    ];
  if (round > paired + 1)
    return [
      {
        tab: roundTabName(paired + 1),
        message: `round ${paired + 1} is not paired yet`,
        fix: `pair round ${paired + 1} first`,
      },
    ];
  if (round > 1 && !b.rounds.get(round - 1)?.scored)
    return [
      {
        tab: roundTabName(round - 1),
        message: `round ${round - 1} is not scored yet, so round ${round} cannot be paired`,
        fix: `enter round ${round - 1}'s results and run Score round, then Pair next round`,
      },
    ];
  return [];
}

export const pairRobin =
  (config: RoundRobinConfig): Planner =>
  (book, input) => {
    const b = loadRobin(book, config);
    const base = emptyPlan('pairNextRound', 'Pair next round');
    const paired = lastPaired(b);
    // a round tab edited structurally is named by its record first
    const changed = robinAgainstRecords(book, b, paired);
    const first = changed.length ? changed : b.problems;
    if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
    const round = input.round ?? paired + 1;
    const plan: Plan = { ...base, title: `Pair round ${round}`, round };
    const problems = refusals(b, round, paired);
    if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
    const names = b.entrants.map((e) => e.name);
    const byName = new Map(b.entrants.map((e) => [e.name, e] as const));
    const number = (n: string) => names.indexOf(n) + 1;
    const r = robinRound(names, round);
    const why =
      r.cycle === 1
        ? `Berger table round ${r.tableRound}`
        : `second cycle: round ${r.tableRound} again, colours reversed`;
    const rows: RowOut[] = r.games.map((g, i) => {
      const pre = forfeit(byName.get(g.first), byName.get(g.second), round);
      return {
        kind: 'game',
        match: String(i + 1),
        first: g.first,
        second: g.second,
        result: pre ?? '',
        reason: `${why}: ${number(g.first)}-${number(g.second)}${pre ? '; forfeit: left the event (K6)' : ''}`,
      };
    });
    if (r.bye)
      rows.push({
        kind: 'bye',
        match: BYE,
        first: r.bye,
        points1: 0,
        reason: `odd field: meets the fictive player ${names.length + 1} (${why}): a bye worth 0`,
      });
    const existing = b.rounds.get(round) ?? null;
    const def = roundTable(round, false);
    const out = roundOut(def, existing?.table ?? null, rows);
    // what the round tab must hold, kept with it for Score round (roundRecord.ts)
    const record = recordWrite(book, round, recordOf(ROBIN_RECORD, rows));
    const summary = [
      `Round ${round} of ${b.published}${config.cycles > 1 ? ` (cycle ${r.cycle})` : ''}: ${r.games.length} ${r.games.length === 1 ? 'game' : 'games'}${r.bye ? ' and a bye' : ''}.`,
      ...r.games.map((g, i) => `${i + 1}. ${g.first} v ${g.second}`),
      ...(r.bye ? [`Bye: ${r.bye} (0 points)`] : []),
    ].join('\n');
    let needsConfirmation: string | undefined;
    if (existing && existing.matches.length + existing.byes.length > 0 && !input.confirmed)
      needsConfirmation = existing.hasResults
        ? `Round ${round} already has results on tab ${roundTabName(round)}. Pair it again and overwrite them?`
        : `Round ${round} is already paired on tab ${roundTabName(round)}. Pair it again and overwrite it?`;
    return pairedPlan(plan, out, record, {
      summary,
      needsConfirmation,
      layout: [twoPlayerRoundLayout(def, existing?.table ?? null, rows, false)],
    });
  };

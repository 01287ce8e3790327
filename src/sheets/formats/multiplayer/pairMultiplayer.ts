// Pair next round for a multi-player event: K2 order (round 1: arrival; later: match points, carrots, then
// K6/K7 ties), K6 players taking part (late entries from their round, leavers gone), K1 tables of 4 then 3
// filled from the top, K3 seats (lowest-ranked moves first). After the published rounds, T5: the players
// still perfect (4 points every round) play off at tables of their own when they are 3, 4 or 6 and more;
// 2 or 5 cannot be seated at tables of 4 and 3 (K1) and are reported for the arbiter.
import type { Cell } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { seatingOrder, rankMultiplayer, multiplayerStandings } from '../../../engine/multiplayer/standings';
import { seatTables } from '../../../engine/multiplayer/tables';
import { ENTRANTS_TAB } from '../entrants';
import { roundTabName } from '../roundTab';
import { multiplayerRoundOut } from './multiplayerRoundTab';
import { pairedPlan } from '../skeleton/pairRound';
import {
  lastPairedMultiplayer,
  loadMultiplayer,
  multiplayerAgainstRecords,
  multiplayerEvent,
  multiplayerSettings,
  multiplayerPlayoffs,
} from './multiplayerEvent';
import { perfectAfter } from '../playoff';
import { MULTIPLAYER_RECORD, multiplayerRoundLayout } from './multiplayerRoundTab';
import { recordOf, recordWrite } from '../../tabs/roundRecord';

export const pairMultiplayer: Planner = (book, input) => {
  const b = loadMultiplayer(book);
  const base = emptyPlan('pairNextRound', 'Pair next round');
  // the rounds seated on as the add-on seated them (a structural edit first: roundRecord.ts)
  const changed = multiplayerAgainstRecords(book, b, (input.round ?? lastPairedMultiplayer(b) + 1) - 1);
  const first = changed.length ? changed : b.problems;
  if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
  const paired = lastPairedMultiplayer(b);
  const round = input.round ?? paired + 1;
  const plan = { ...base, title: `Pair round ${round}`, round };
  const fail = (ps: SheetProblem[]) => ({ ...plan, problems: ps, summary: describeProblems(ps) });
  if (round > paired + 1)
    return fail([
      {
        tab: roundTabName(paired + 1),
        message: `round ${paired + 1} is not paired yet`,
        fix: `pair round ${paired + 1} first`,
      },
    ]);
  if (round > 1 && !b.rounds.get(round - 1)?.scored) {
    return fail([
      {
        tab: roundTabName(round - 1),
        message: `round ${round - 1} is not scored yet, so round ${round} cannot be seated`,
        fix: `enter round ${round - 1}'s places and carrots and run Score round, then Pair next round`,
      },
    ]);
  }
  const problems: SheetProblem[] = [];
  const event = multiplayerEvent(b, round - 1, problems);
  if (problems.length) return fail(problems);
  const s = multiplayerSettings(b);
  let order: string[];
  let why: string;
  if (round <= b.published) {
    order = seatingOrder(event, round, s);
    why = round === 1 ? 'K2: order of arrival' : `K2: ranking after round ${round - 1} (points, carrots, then K6/K7)`;
  } else {
    const perfect = multiplayerPlayoffs(b)
      ? perfectAfter(multiplayerStandings(event, round - 1, s), b.published, 4, round - 1)
      : [];
    if (perfect.length < 2) {
      return fail([
        {
          tab: ENTRANTS_TAB,
          message: `all ${b.published} rounds are paired${multiplayerPlayoffs(b) ? ' and no perfect-score play-off is due (T5)' : ''}`,
          fix: 'there is no next round: run Update standings for the final ranking',
        },
      ]);
    }
    const ranking = rankMultiplayer(event, round - 1, s).map((r) => r.id);
    order = ranking.filter((p) => perfect.includes(p));
    why = `T5 play-off: ${order.length} players on a perfect score play on`;
  }
  const seated = seatTables(order);
  if (!seated.ok) {
    return fail(
      seated.problems.map((p) => ({
        tab: ENTRANTS_TAB,
        message: `round ${round}: ${p.message}${round > b.published ? ` (T5 play-off among ${order.join(', ')})` : ''}`,
        fix: p.fix ?? '',
      })),
    );
  }
  const standing = new Map(multiplayerStandings(event, round - 1, s).map((x) => [x.id, x] as const));
  const rows: Record<string, Cell>[] = [];
  for (const t of seated.value) {
    t.players.forEach((p, k) => {
      const st = standing.get(p);
      const at = order.indexOf(p) + 1;
      const detail =
        round === 1 || !st
          ? `${why}: ${at}`
          : `${why}: ${at} (${st.score} point${st.score === 1 ? '' : 's'}, ${st.carrots} carrot${st.carrots === 1 ? '' : 's'}${st.games.length === 0 ? ', not played yet' : ''})`;
      rows.push({
        table: t.table,
        seat: t.moveOrder.indexOf(p) + 1,
        player: p,
        place: '',
        carrots: '',
        lettuces: '',
        points: '',
        count: '',
        reason: k === 0 ? `${detail}; K1 table of ${t.players.length}` : detail,
      });
    });
  }
  const existing = b.rounds.get(round) ?? null;
  const out = multiplayerRoundOut(round, existing?.table ?? null, rows);
  const sizes = seated.value.map((t) => t.players.length).join(' ');
  const summary = [
    `Round ${round}${round > b.published ? ' (T5 play-off)' : ''}: ${order.length} players at ${seated.value.length} table${seated.value.length === 1 ? '' : 's'} (${sizes}); ${why}.`,
    ...seated.value.map((t) => `Table ${t.table}: ${t.moveOrder.join(', ')} (in order of play, K3)`),
  ].join('\n');
  const needsConfirmation =
    existing && existing.seats.length > 0 && !input.confirmed
      ? `Round ${round} is already seated on tab ${roundTabName(round)}${existing.hasResults ? ' and has results' : ''}. Seat it again and overwrite it?`
      : undefined;
  // what the round tab must hold, kept with it for Score round (roundRecord.ts)
  const record = recordWrite(book, round, recordOf(MULTIPLAYER_RECORD, rows));
  return pairedPlan(plan, out, record, {
    summary,
    needsConfirmation,
    layout: [multiplayerRoundLayout(round, existing?.table ?? null, rows.length)],
  });
};

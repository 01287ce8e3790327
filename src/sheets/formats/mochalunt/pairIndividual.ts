// Pair individual matches: for every team match of a paired round, the boards from the two line-ups in
// effect (M8-M11, M13 fallback and the M21 deadline), the reduction (M10), agreed changes (M12), the
// game choice (M7) and the first-move deciders (M14). Rewrites the round tab in one block, and its record
// (roundRecord.ts). Before the line-up or game-choice deadline (M21), while a team has no line-up or a 5-game
// match has no choice, and before the changes deadline (M10, M12), it asks first, with the numbers: pairing then
// decides what the deadline would (M13, M7). It asks too before a line-up is not used or used in another spelling:
// an invalid one from the form (sealedPairing.ts), a late one (M13, unless the jury accepted it: lineupsJury.ts).
import type { SheetProblem, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { MochaluntPlanner } from './planner';
import { loadSeason, lastPairedRound, type Season } from '../../season';
import { seasonAgainstRecords } from './recorded';
import { effectiveRow, parseRow } from './history';
import { matchCalendar } from '../../tabs/roundExtension';
import {
  BYE,
  FORFEIT_PLAYER,
  GAME_KEYS,
  calendarCells,
  extensionCells,
  roundBlock,
  roundTabName,
  type MatchLine,
  type RoundRow,
  type RoundTab,
} from '../../tabs/round';
import { cellProblem } from '../../tabs/table';
import { LINEUPS_TAB, type LineupRow } from '../../tabs/lineups';
import { GAMES_TAB } from '../../tabs/games';
import { parseAgreed } from './agreed';
import {
  defaultMatchCount,
  individualMatches,
  applyOverrides,
  type Board,
  type EffectiveLineup,
  type LineUp,
} from '../../../engine/mochalunt/lineup';
import type { Workbook } from '../../workbook';
import { overlay } from '../../overview';
import { sealedPairing } from './sealedPairing';
import { loggedBlocks, readLineupLog } from '../../tabs/lineupLog';
import { sealedTarget } from './sealedLineups';
import { acceptLateHow, judgeLate, juryAcceptances } from '../../tabs/lineupsJury';
import { chooseGames, firstMovePlan, gamesInRound, type GameChoiceHow } from '../../../engine/mochalunt/games';
import type { TeamName } from '../../../engine/core/ids';
import { MOCHALUNT_RECORD, mochaluntRoundLayout, utc } from '../../tabs/round';
import { readRecord, recordOf, recordWrite } from '../../tabs/roundRecord';
import { keptOverrides, overrideLog, pairingOverrides } from './overrides';

interface MatchBoards {
  readonly boards: Board[];
  readonly forfeit: 'team1' | 'team2' | 'both' | null;
  readonly games: string[];
  readonly notes: string[];
  /** M13: the teams without a line-up for this round while its deadline is ahead, and the round whose line-up they play with (null: none) */
  readonly unsent: readonly { readonly team: string; readonly fromRound: number | null }[];
  /** M7: how the 4 games were found, in a round with 5 */
  readonly choice?: GameChoiceHow;
}

function rowOf(season: Season, team: string, round: number): LineupRow | undefined {
  return season.lineups.rows.find((r) => r.team === team && r.round === round);
}

/** M7-M14 for one team match. */
/** The individual matches of one team match (M8-M14), or null with `problems` located on the Line-ups rows (also used by the check cells). */
export function pairMatch(
  season: Season,
  tab: RoundTab,
  m: MatchLine,
  list: readonly string[],
  problems: SheetProblem[],
  now = Number.POSITIVE_INFINITY,
  accepted: ReadonlySet<string> = new Set(),
): MatchBoards | null {
  const round = tab.round;
  const t = season.lineups.table;
  const notes: string[] = [];
  const open = now <= (matchCalendar(m)?.lineupsDue ?? Number.NEGATIVE_INFINITY); // M21: line-ups may still come
  const unsent: { team: string; fromRound: number | null }[] = [];
  const lineupOf = (team: string): { l: LineUp; row: LineupRow } | null | undefined => {
    // M13: a late line-up the jury accepted (lineupsJury.ts) is used as if sent in time
    const own = rowOf(season, team, round);
    const eff: EffectiveLineup<LineupRow> =
      own && own.lineup !== '' && accepted.has(team)
        ? { source: 'sent', lineup: own, fromRound: round }
        : effectiveRow(season, team as TeamName, round);
    // none typed for this round while the deadline is ahead: it may still come (a late one is late, whatever the clock)
    const yet = open && (rowOf(season, team, round)?.lineup ?? '') === '';
    if (yet) unsent.push({ team, fromRound: eff.source === 'none' ? null : eff.fromRound });
    if (eff.source === 'none') return null;
    if (eff.source === 'previous')
      notes.push(`${team}: no line-up ${yet ? 'yet' : 'on time'}, the line-up of round ${eff.fromRound} is used (M13)`);
    const parsed = parseRow(season, eff.lineup, round);
    if (!parsed.ok) {
      for (const e of parsed.problems) {
        if (t)
          problems.push(
            cellProblem(
              t,
              eff.lineup.at,
              /strength/.test(e.field) ? 'strength' : 'lineup',
              `${team}, round ${eff.lineup.round}: ${e.message}`,
              e.fix ?? 'correct the line-up',
            ),
          );
      }
      return undefined;
    }
    return { l: parsed.value, row: eff.lineup };
  };
  const a = lineupOf(m.team1);
  const b = lineupOf(m.team2);
  if (a === undefined || b === undefined) return null;
  const five = gamesInRound(round, { phase1Rounds: season.settings.phase1Rounds }) === 5;
  if (a === null || b === null) {
    const forfeit = a === null && b === null ? 'both' : a === null ? 'team1' : 'team2';
    const sender = a ?? b;
    const boards: Board[] = sender
      ? sender.l.players.map((p, i) => ({
          board: i + 1,
          team1: (a ? p : FORFEIT_PLAYER) as Board['team1'],
          team2: (b ? p : FORFEIT_PLAYER) as Board['team2'],
        }))
      : [];
    notes.push(
      forfeit === 'both'
        ? 'neither team has a line-up: no game is played (0-0)'
        : `${forfeit === 'team1' ? m.team1 : m.team2} has no line-up: whole-team forfeit (M13, M17)`,
    );
    return { boards, forfeit, games: five ? list.slice(0, 4) : list.slice(), notes, unsent };
  }
  const own1 = rowOf(season, m.team1, round);
  const own2 = rowOf(season, m.team2, round);
  // M10: the reduction typed in this round's row of either team.
  // A number equal to the default number of matches is no reduction (M10) and is left aside.
  const noReduction = defaultMatchCount(a.l, b.l);
  const red = [
    own1 && own1.matches !== null ? { row: own1, side: 'team1' as const } : null,
    own2 && own2.matches !== null ? { row: own2, side: 'team2' as const } : null,
  ].filter((x): x is { row: LineupRow; side: 'team1' | 'team2' } => x !== null && x.row.matches !== noReduction);
  let boards: Board[] | null = null;
  const first = individualMatches(
    a.l,
    b.l,
    red.length ? { matches: red[0].row.matches as number, by: red[0].side } : undefined,
  );
  if (!first.ok) {
    for (const e of first.problems)
      if (t && red.length)
        problems.push(
          cellProblem(
            t,
            red[0].row.at,
            'matches',
            `${red[0].side === 'team1' ? m.team1 : m.team2}: ${e.message}`,
            e.fix ?? 'leave the number of matches blank',
          ),
        );
    return null;
  }
  boards = first.value;
  if (red.length > 1 && t)
    problems.push(
      cellProblem(
        t,
        red[1].row.at,
        'matches',
        `both teams typed a number of matches for ${m.team1} v ${m.team2}`,
        'only the captain of the team with more available players types it: clear the other one',
      ),
    );
  // M12: agreed changes.
  const agreedRows = [own1, own2].filter((r): r is LineupRow => !!r && r.agreed !== '');
  if (
    agreedRows.length === 2 &&
    agreedRows[0].agreed.replace(/\s+/g, '') !== agreedRows[1].agreed.replace(/\s+/g, '') &&
    t
  ) {
    problems.push(
      cellProblem(
        t,
        agreedRows[1].at,
        'agreed',
        `${m.team1} and ${m.team2} have different agreed changes`,
        'type the agreed boards in one of the two rows only',
      ),
    );
    return null;
  }
  if (agreedRows.length) {
    const parsed = parseAgreed(agreedRows[0].agreed);
    if (!parsed.ok) {
      if (t) problems.push(cellProblem(t, agreedRows[0].at, 'agreed', parsed.message, parsed.fix));
      return null;
    }
    const o = applyOverrides(boards, parsed.value, a.l, b.l);
    if (!o.ok) {
      for (const e of o.problems)
        if (t)
          problems.push(
            cellProblem(
              t,
              agreedRows[0].at,
              'agreed',
              e.message.replace(/team 1/g, m.team1).replace(/team 2/g, m.team2),
              (e.fix ?? '').replace(/team 1/g, m.team1).replace(/team 2/g, m.team2),
            ),
          );
      return null;
    }
    boards = o.value;
    notes.push('agreed changes applied (M12)');
  }
  // M7: the game choice.
  let games = list.slice();
  if (five) {
    const sent = [
      own1 ? { side: 'team1' as const, row: own1 } : null,
      own2 ? { side: 'team2' as const, row: own2 } : null,
    ]
      .filter((x): x is { side: 'team1' | 'team2'; row: LineupRow } => x !== null && x.row.games.length > 0)
      .map((x) => ({ side: x.side, games: x.row.games, sentAt: x.row.gamesSent ?? m.calendar?.published ?? 0 }));
    const due = matchCalendar(m)?.gameChoiceDue ?? Number.POSITIVE_INFINITY; // M7, moved by an extension
    const c = chooseGames(list, sent, due, {
      whenMissing: season.settings.missingGameChoice === 'problem' ? 'problem' : 'listOrder',
    });
    if (!c.ok) {
      problems.push(
        ...c.problems.map((e) => ({
          tab: LINEUPS_TAB,
          message: `${m.team1} v ${m.team2}: ${e.message}`,
          fix: e.fix ?? 'choose the games',
        })),
      );
      return null;
    }
    games = c.value.games.slice();
    notes.push(
      `games: ${c.value.how === 'teams' ? 'chosen by both teams (M7)' : c.value.how === 'listOrder' ? 'no choice sent, the first games of the list (M7)' : `${c.value.how} (M7)`}`,
    );
    for (const n of c.value.notes) notes.push(n.message);
    return { boards, forfeit: null, games, notes, unsent, choice: c.value.how };
  }
  return { boards, forfeit: null, games, notes, unsent };
}

/** "A", "A and B", "A, B and C" */
export function listed(xs: readonly string[]): string {
  return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

/** A deadline for several teams or matches: the most common one, then the others with their names ("(Fiji: ...)"). */
export function dueText(items: readonly { readonly who: string; readonly due: number }[]): string {
  const by = new Map<number, string[]>();
  for (const x of items) by.set(x.due, [...(by.get(x.due) ?? []), x.who]);
  const [first, ...rest] = [...by.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  return `${utc(first[0])} UTC${rest.length ? ` (${rest.map(([d, who]) => `${listed(who)}: ${utc(d)} UTC`).join('; ')}, extended)` : ''}`;
}

interface Early {
  readonly match: MatchLine;
  readonly r: MatchBoards;
}

const CHOICE_NOW: Partial<Record<GameChoiceHow, (m: MatchLine) => string>> = {
  listOrder: (m) => `${m.team1} v ${m.team2} the first 4 games of the list`,
  team1AndListOrder: (m) => `${m.team1} v ${m.team2} ${m.team1}'s 3 games and the next game of the list as the 4th`,
  team2: (m) => `${m.team1} v ${m.team2} ${m.team2}'s choice of all 4`,
  firstToSend: (m) => `${m.team1} v ${m.team2} the first choice of 4 sent`,
};

/**
 * M13, M7, M10, M12, M21: what pairing now decides that waiting for the deadline might not: teams without a
 * line-up of their own get the previous one or forfeit, games not chosen fall back to M7's rules, and reductions
 * and agreed changes still due are left out. One text with the
 * numbers and the deadlines (extensions included), or '' when every deadline has passed or nothing is missing.
 */
function beforeDeadlines(matches: readonly Early[], now: number): string {
  const missing: { who: string; due: number }[] = [];
  const previous = new Map<number, string[]>();
  const forfeit: string[] = [];
  const noGame: string[] = [];
  const games: { who: string; due: number }[] = [];
  const fallbacks: string[] = [];
  const changes: { who: string; due: number }[] = [];
  for (const { match: m, r } of matches) {
    const cal = matchCalendar(m);
    if (!cal) continue;
    if (now <= cal.changesDue) changes.push({ who: `${m.team1} v ${m.team2}`, due: cal.changesDue });
    const neither = r.forfeit === 'both' && r.unsent.length === 2;
    for (const u of r.unsent) {
      missing.push({ who: u.team, due: cal.lineupsDue });
      if (u.fromRound !== null) previous.set(u.fromRound, [...(previous.get(u.fromRound) ?? []), u.team]);
      else if (!neither) forfeit.push(u.team);
    }
    if (neither) noGame.push(`${m.team1} v ${m.team2}`);
    const how = r.choice && CHOICE_NOW[r.choice];
    if (how && cal.gameChoiceDue !== null && now <= cal.gameChoiceDue) {
      games.push({ who: `${m.team1} v ${m.team2}`, due: cal.gameChoiceDue });
      fallbacks.push(how(m));
    }
  }
  const out: string[] = [];
  if (missing.length) {
    const gives = [
      ...[...previous.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([from, teams]) => `${listed(teams)} the line-up of round ${from} (M13)`),
      ...(forfeit.length
        ? [`${listed(forfeit)} ${forfeit.length === 1 ? 'a whole-team forfeit' : 'whole-team forfeits'} (M13, M17)`]
        : []),
      ...(noGame.length ? [`${listed(noGame)} no game at all (neither team has a line-up)`] : []),
    ];
    out.push(
      `${missing.length} team${missing.length === 1 ? ' has' : 's have'} no line-up yet; line-ups are due ${dueText(missing)}; pairing now gives ${listed(gives)}.`,
    );
  }
  if (games.length) {
    out.push(
      `${games.length} team match${games.length === 1 ? ' has' : 'es have'} no game choice yet; the games are due ${dueText(games)}; pairing now gives ${listed(fallbacks)} (M7).`,
    );
  }
  if (changes.length) {
    out.push(
      `Reductions and agreed changes (M10, M12) are due ${dueText(changes)}; pairing now uses only those typed so far (a later one needs Pair individual matches again).`,
    );
  }
  return out.join(' ');
}

/**
 * M13: the round's line-ups typed in the Line-ups rows after their deadline (by their sent time), each team's
 * listed with when it arrived and how late; those the jury accepted in the Line-up log (lineupsJury.ts) are
 * used as if sent in time, the others are not (M13, the default).
 */
function lateRows(
  book: Workbook,
  season: Season,
  tab: RoundTab,
): { accepted: Set<string>; asks: string[]; notes: string[]; problems: SheetProblem[] } {
  const jury = juryAcceptances(book);
  const out = { accepted: new Set<string>(), asks: [] as string[], notes: [] as string[], problems: jury.problems };
  for (const m of tab.matches) {
    const due = matchCalendar(m)?.lineupsDue;
    for (const team of [m.team1, m.team2]) {
      const row = rowOf(season, team, tab.round);
      if (due === undefined || !row || row.lineup === '' || row.sent === null || row.sent <= due) continue;
      const late = judgeLate(jury.accepted, team, row.sent, due, row.at + 1);
      if (late.accepted) out.accepted.add(team);
      (late.accepted ? out.notes : out.asks).push(late.text);
    }
  }
  if (out.asks.length) out.asks.push(acceptLateHow(book));
  return out;
}

/**
 * M13, M7 from the line-up log, once the last paired round's line-up deadline has passed: the Line-ups cells that
 * make its rows say what the log says at the deadline (lineupLog.ts loggedBlocks), or none without a log.
 */
function loggedLineups(book: Workbook, now: number): WriteBlock[] {
  const log = readLineupLog(book);
  if (!log || log.length === 0) return [];
  const target = sealedTarget(book);
  if (target.round === 0 || target.deadline === null || now <= target.deadline) return [];
  return loggedBlocks(book, target.round, target.deadline, log);
}

export const pairIndividual: MochaluntPlanner = (given, input) => {
  // the line-ups in effect, planned with the pairing (nothing written before the organizers' answer): from the
  // line-up log once the deadline has passed (M13, M7), and with Settings line-ups: form from the form
  const logged = loggedLineups(given, input.now.getTime());
  const fromLog = logged.length ? overlay(given, logged) : given;
  const sealed = input.sealed
    ? sealedPairing(fromLog, input.sealed, input.now.getTime(), input.confirmed === true, input.round)
    : null;
  const book = sealed ? overlay(fromLog, sealed.blocks, sealed.newTabs) : fromLog;
  const season = loadSeason(book);
  const round = input.round ?? lastPairedRound(season);
  const plan = { ...emptyPlan('pairIndividual', `Pair individual matches, round ${round}`), round };
  // everything the Line-ups check reports about a row's round, team or times, its headers, contact data and
  // unreadable text blocks the pairing too: a check cell never says OK for what pairing refuses, and pairing
  // never treats a row it cannot read as a missing line-up
  const rowProblems = [...season.lineups.rowProblems.values()].flat();
  // the round's team matches and the rounds before it as the add-on paired them (its boards are written again)
  const changed = seasonAgainstRecords(book, season, round, round);
  const blocking = changed.length ? changed : [...season.problems, ...rowProblems, ...(sealed?.problems ?? [])];
  if (blocking.length) return { ...plan, problems: blocking, summary: describeProblems(blocking) };
  const tab = season.rounds.get(round);
  if (round < 1 || !tab || tab.matches.length === 0) {
    const p: SheetProblem = {
      tab: roundTabName(Math.max(round, 1)),
      message: `round ${Math.max(round, 1)} has no team pairings yet`,
      fix: 'run Pair next round first',
    };
    return { ...plan, problems: [p], summary: describeProblems([p]) };
  }
  // a team without any Line-ups row never had a place to send its line-up: pairing would make it forfeit (M13)
  const withRows = new Set(season.lineups.rows.map((r) => r.team.toLowerCase()));
  const without = [...new Set(tab.matches.flatMap((m) => [m.team1, m.team2]))].filter(
    (t) => !withRows.has(t.toLowerCase()),
  );
  if (without.length) {
    const one = without.length === 1;
    const p: SheetProblem = {
      tab: LINEUPS_TAB,
      message: `${listed(without)} ${one ? 'has' : 'have'} no rows on the ${LINEUPS_TAB} tab, so ${one ? 'its captain' : 'their captains'} could not send a line-up for round ${round} (pairing now would make ${one ? 'it' : 'them'} forfeit, M13)`,
      fix: `run Set up tournament (it adds the rows of every team that has none), let the captain${one ? '' : 's'} fill ${one ? 'it' : 'them'}, then Pair individual matches`,
    };
    return { ...plan, problems: [p], summary: describeProblems([p]) };
  }
  const list = season.games.get(round)?.games;
  if (!list) {
    const p: SheetProblem = {
      tab: GAMES_TAB,
      message: `the Games tab has no games for round ${round}`,
      fix: `add round ${round}'s ${gamesInRound(round, { phase1Rounds: season.settings.phase1Rounds })} games (round, game, family, platform), one row each`,
    };
    return { ...plan, problems: [p], summary: describeProblems([p]) };
  }
  const late = lateRows(book, season, tab);
  const problems: SheetProblem[] = sealed ? [] : late.problems;
  const rows: RoundRow[] = [];
  const lines: string[] = [];
  const warnings: string[] = [];
  const paired: Early[] = [];
  for (const m of tab.matches) {
    const computed = pairMatch(season, tab, m, list, problems, input.now.getTime(), late.accepted);
    if (!computed) continue;
    // the boards the organizers changed on purpose (override column) stay as typed (overrides.ts)
    const r = { ...computed, boards: keptOverrides(computed.boards, m) };
    paired.push({ match: m, r });
    const kept = new Map(m.boards.map((b) => [`${b.board}\u0000${b.player1}\u0000${b.player2}`, b.results]));
    const keptExtension = new Map(
      m.boards.map((b) => [`${b.board}\u0000${b.player1}\u0000${b.player2}`, extensionCells(tab.table, b.at)]),
    );
    const head: RoundRow = {
      kind: 'match',
      match: m.id,
      team1: m.team1,
      team2: m.team2,
      reason: [m.reason.split(' | ')[0], ...r.notes].join(' | '),
      ...(m.calendar ? calendarCells(m.calendar) : {}),
      ...extensionCells(tab.table, m.at),
      ...Object.fromEntries(GAME_KEYS.map((k, i) => [k, r.games[i] ?? ''])),
    };
    rows.push(head);
    const decide = r.forfeit || r.games.length !== 4 ? [] : firstMovePlan(r.boards, r.games);
    for (const b of r.boards) {
      const old = kept.get(`${b.board}\u0000${b.team1}\u0000${b.team2}`);
      const fill = r.forfeit === 'team1' ? '-' : r.forfeit === 'team2' ? '+' : '';
      const who = decide.filter((d) => d.board === b.board);
      const byPlayer = (p: string) =>
        who
          .filter((d) => d.player === p)
          .map((d) => d.game)
          .join(', ');
      const firstMove = who.length
        ? `${b.team1}: games ${byPlayer(b.team1)} · ${b.team2}: games ${byPlayer(b.team2)}`
        : '';
      rows.push({
        kind: 'board',
        match: m.id,
        board: b.board,
        player1: b.team1,
        player2: b.team2,
        firstMove,
        ...keptExtension.get(`${b.board}\u0000${b.team1}\u0000${b.team2}`),
        ...Object.fromEntries(GAME_KEYS.map((k, i) => [k, fill || (old?.[i] ?? '')])),
      });
    }
    const fixed = m.boards
      .filter((b) => b.override !== '')
      .map((b) => `board ${b.board} kept as changed by the organizers`);
    lines.push(
      `${m.id}. ${m.team1} v ${m.team2}: ${r.boards.length} individual match${r.boards.length === 1 ? '' : 'es'}${r.notes.length + fixed.length ? ` (${[...r.notes, ...fixed].join('; ')})` : ''}`,
    );
    warnings.push(...r.notes.filter((n) => /M13|forfeit/.test(n)).map((n) => `${m.team1} v ${m.team2}: ${n}`));
  }
  if (tab.bye) rows.push({ kind: 'bye', match: BYE, team1: tab.bye.team, reason: tab.bye.reason });
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const { block } = roundBlock(round, tab.table, rows);
  // a question before what cannot wait: deadlines not passed (M13, M7, M21), results already typed
  // and before a line-up is not used or used in another spelling: invalid (M8) or late (M13)
  const asks = input.confirmed ? [] : [...(sealed?.asks ?? []), ...(sealed ? [] : late.asks)];
  const early = input.confirmed ? '' : [...asks, beforeDeadlines(paired, input.now.getTime())].join(' ').trim();
  const again = tab.hasResults && !input.confirmed;
  const needsConfirmation = early
    ? `${early}${again ? ` Round ${round} already has results on tab ${roundTabName(round)} (results of boards that stay the same are kept).` : ''} Pair now?`
    : again
      ? `Round ${round} already has results on tab ${roundTabName(round)}. Pair its individual matches again? Results of boards that stay the same are kept.`
      : undefined;
  // what the round tab must hold, kept with it for Score round (roundRecord.ts)
  const record = recordWrite(book, round, recordOf(MOCHALUNT_RECORD, rows));
  const decided = [...(sealed?.notes ?? []), ...(sealed ? [] : late.notes)];
  // the pairings changed on purpose, logged once (overrides.ts)
  const overridden = pairingOverrides(season, round, (r) => readRecord(book, r).record).overrides;
  const log = overrideLog(book, overridden, round, input.now.getTime());
  return {
    ...plan,
    newTabs: [...(sealed?.newTabs ?? []), ...record.newTabs, ...log.newTabs],
    blocks: [...logged, ...(sealed?.blocks ?? []), block, ...record.blocks, ...log.blocks],
    summary: [`Round ${round}: individual matches of ${tab.matches.length} team matches.`, ...lines, ...decided].join(
      '\n',
    ),
    warnings,
    needsConfirmation,
    layout: [mochaluntRoundLayout(round, tab.table, rows, true)],
  };
};

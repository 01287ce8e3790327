// Pair next round: the team pairings of the next round (M2, M3 McMahon in phase 1; M4, M5 knock-out for the
// top 8 plus McMahon for the rest in phase 2), with reasons and the M21 deadlines, on a new round tab; and,
// in the same plan, the Line-ups rows of the teams that have none yet (typed on Teams after Set up), so that
// their captains have rows to fill (the add-on then protects them for their captains).
import { checkRosterSize, rosterForRound } from '../../../engine/mochalunt/roster';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { ActionInput, Planner } from '../planner';
import type { MochaluntPlan } from './planner';
import { loadSeason, lastPairedRound, type Season } from '../../season';
import { seasonAgainstRecords } from './recorded';
import { knockoutResults, pairingHistory, standingsAfter } from './history';
import {
  BYE,
  calendarCells,
  extensionCells,
  roundBlock,
  roundTabName,
  utc,
  type MatchLine,
  type RoundRow,
} from '../../tabs/round';
import { SETTINGS_TAB } from '../../tabs/settings';
import type { TeamName } from '../../../engine/core/ids';
import { pairMcMahonRound, type PairingEntrant } from '../../../engine/pairing';
import {
  DAY_MS,
  datesInOrder,
  roundCalendar,
  type CalendarSettings,
  type RoundCalendar,
  type RoundDate,
} from '../../../engine/mochalunt/calendar';
import { gamesInRound } from '../../../engine/mochalunt/games';
import { stageOfRound } from '../../../engine/mochalunt/knockout/match';
import { phaseRound } from '../../../engine/mochalunt/knockout/phase';
import { MOCHALUNT_RECORD, mochaluntRoundLayout } from '../../tabs/round';
import { recordOf, recordWrite } from '../../tabs/roundRecord';
import { cellProblem } from '../../tabs/table';
import { nameKey } from '../../../engine/mochalunt/lineup/names';
import { KNOCKOUT_ID } from './bracket';
import { pairingOverrides } from './overrides';
import { lineupRowsNote, missingLineupRows } from '../../tabs/lineups';

interface ProposedMatch {
  readonly id: string;
  readonly team1: string;
  readonly team2: string;
  readonly reason: string;
}

function calendarSettings(season: Season): CalendarSettings {
  const s = season.settings;
  return {
    lineupDays: s.lineupDays,
    changeDays: s.changeDays,
    gameChoiceDays: s.gameChoiceDays,
    roundDays: s.roundDays,
    appointmentHourUtc: s.appointmentHour,
  };
}

/** M21: the publication time of a round: already written, else season start + (round-1) × round days, else now. */
function publication(season: Season, round: number, now: Date): number {
  const written = season.rounds.get(round)?.published;
  if (written !== null && written !== undefined) return written;
  if (season.settings.seasonStart !== null)
    return season.settings.seasonStart + (round - 1) * season.settings.roundDays * DAY_MS;
  return Math.floor(now.getTime() / 60000) * 60000;
}

function blockingProblems(season: Season): SheetProblem[] {
  return season.problems.filter((p) => p.tab !== 'Line-ups');
}

/** The round the action works on and the problems that stop it (previous round not scored, ...). */
function targetRound(season: Season, input: ActionInput): { round: number; problems: SheetProblem[] } {
  const round = input.round ?? lastPairedRound(season) + 1;
  const problems: SheetProblem[] = [];
  if (round > season.totalRounds) {
    problems.push({
      tab: SETTINGS_TAB,
      message: `all ${season.totalRounds} rounds of the season are paired`,
      fix: 'there is no next round; to re-pair a round, choose it explicitly (the add-on asks for confirmation)',
    });
  } else if (round > 1) {
    const prev = season.rounds.get(round - 1);
    if (!prev || prev.matches.length === 0) {
      problems.push({
        tab: roundTabName(round - 1),
        message: `round ${round - 1} is not paired yet`,
        fix: `pair round ${round - 1} first`,
      });
    } else if (!prev.scored) {
      problems.push({
        tab: roundTabName(round - 1),
        message: `round ${round - 1} has no scores yet, so round ${round} cannot be paired (Pair next round was already done for round ${round - 1})`,
        fix: `enter round ${round - 1}'s results and run Score round, then Pair next round`,
      });
    }
  }
  const later = Array.from(season.rounds.entries())
    .filter(([r, t]) => r > round && (t.matches.length > 0 || t.bye))
    .map(([r]) => r);
  if (later.length) {
    problems.push({
      tab: roundTabName(later[0]),
      message: `round ${later[0]} is already paired, so round ${round} cannot be paired again`,
      fix: `undo the later rounds first (Undo last action), or delete the round tabs from ${roundTabName(later[0])} on`,
    });
  }
  return { round, problems };
}

/**
 * M2-M5: the proposed team matches of a round, best-ranked first, and the bye. `fixed`: the team matches of the
 * round the organizers changed on purpose (override column), kept first as they are; the other teams are paired
 * around them (overrides.ts).
 */
function proposePairings(
  season: Season,
  round: number,
  fixed: readonly MatchLine[] = [],
): { matches: ProposedMatch[]; bye: { team: string; reason: string } | null; problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const existingTab = season.rounds.get(round) ?? null;
  const held = new Set(fixed.flatMap((m) => [m.team1, m.team2]).map(nameKey));
  const kept: ProposedMatch[] = fixed.map((m) => ({
    id: m.id,
    team1: m.team1,
    team2: m.team2,
    reason: `changed by the organizers: ${m.override}`,
  }));
  const table = standingsAfter(season, round - 1, problems);
  const active = new Set(season.teams.filter((t) => t.active).map((t) => t.name as string));
  const ranking = table.filter((r) => active.has(r.team)).map((r) => r.team);
  const history = pairingHistory(season, round);
  const mcmahon = (
    pool: readonly TeamName[],
  ): { matches: ProposedMatch[]; bye: { team: string; reason: string } | null } => {
    const entrants: PairingEntrant[] = pool.map((team) => {
      const row = table.find((r) => r.team === team);
      return {
        id: team,
        score: row ? row.mcMahon : 0,
        rank: ranking.indexOf(team),
        opponents: history.opponents.get(team) ?? [],
        hadBye: history.hadBye.has(team),
      };
    });
    if (entrants.length === 0) return { matches: [], bye: null };
    if (entrants.length === 1)
      return { matches: [], bye: { team: entrants[0].id, reason: 'the only team left in the McMahon group' } };
    const p = pairMcMahonRound(entrants);
    return {
      matches: p.matches.map((m) => ({ id: '', team1: m.first, team2: m.second, reason: `McMahon: ${m.reason}` })),
      bye: p.bye ? { team: p.bye, reason: p.byeReason ?? 'bye' } : null,
    };
  };
  for (const team of ranking) {
    const short = checkRosterSize(team, round, rosterForRound(season.players, team, round).length);
    if (short) problems.push({ tab: 'Players', column: 'team', message: short.message, fix: short.fix ?? '' });
  }
  if (problems.length) return { matches: [], bye: null, problems };
  if (ranking.length < 2) {
    problems.push({
      tab: 'Teams',
      message: `${ranking.length} active team${ranking.length === 1 ? '' : 's'}; a round needs at least 2`,
      fix: 'list the teams on the Teams tab with a seed each',
    });
    return { matches: [], bye: null, problems };
  }
  const p1 = season.settings.phase1Rounds;
  const free = (pool: readonly TeamName[]) => pool.filter((t) => !held.has(nameKey(t)));
  if (round <= p1) {
    const m = mcmahon(free(ranking));
    return { matches: number([...kept, ...m.matches]), bye: m.bye, problems };
  }
  const k = stageOfRound(round, p1);
  if (k === null) {
    problems.push({
      tab: SETTINGS_TAB,
      message: `round ${round} is after the knock-out phase (M4: 3 rounds after phase 1)`,
      fix: 'set "phase 2 rounds" to 3 or fewer on the Settings tab',
    });
    return { matches: [], bye: null, problems };
  }
  const phase = phaseRound(
    k,
    ranking,
    history.pairs,
    k === 1 ? { results: [], top8: [] } : knockoutResults(season, round - 1, false),
    { eliminated: season.settings.eliminated },
  );
  if (!phase.ok) {
    // where to look: the Teams tab (too few teams), the Standings (the draw), or the round before (its results)
    const tab = phase.problems[0].field === 'teams' ? 'Teams' : k === 1 ? 'Standings' : roundTabName(round - 1);
    problems.push(...phase.problems.map((x) => ({ tab, message: x.message, fix: x.fix ?? '' })));
    return { matches: [], bye: null, problems };
  }
  const { drawReason } = phase.value;
  const koMatches: ProposedMatch[] = phase.value.knockout.map((m) => ({
    id: m.id,
    team1: m.first,
    team2: m.second,
    reason: `knock-out ${m.label}${drawReason === null || drawReason === 'standard draw' ? '' : `; ${drawReason}`}`,
  }));
  // a knock-out match is not paired again around a changed pairing: the draw (M4) would move
  const koTeams = new Set(koMatches.flatMap((k) => [k.team1, k.team2]).map(nameKey));
  const drawn = fixed.find((m) => [m.team1, m.team2].some((t) => koTeams.has(nameKey(t))));
  if (drawn && existingTab) {
    problems.push(
      cellProblem(
        existingTab.table,
        drawn.at,
        'override',
        `match ${drawn.id} (${drawn.team1} v ${drawn.team2}) was changed by the organizers and involves a team of the knock-out: pairing round ${round} again would move the knock-out draw (M4) around it`,
        `keep round ${round} as it is (do not pair it again), or clear the override of row ${drawn.at + 1} to let the add-on pair the whole round anew`,
      ),
    );
    return { matches: [], bye: null, problems };
  }
  const pool = free(phase.value.mcMahon);
  const rest = mcmahon(pool);
  const koKept = kept.filter((k) => !KNOCKOUT_ID.test(k.id));
  return { matches: [...koMatches, ...number([...koKept, ...rest.matches])], bye: rest.bye, problems };
}

function number(ms: ProposedMatch[]): ProposedMatch[] {
  return ms.map((m, i) => ({ ...m, id: String(i + 1) }));
}

const DATE_LABELS: Record<RoundDate, string> = {
  published: 'Published',
  lineupsDue: 'line-ups due',
  gameChoiceDue: 'games due',
  changesDue: 'changes due',
  roundEnds: 'round ends',
};

/** M21: the round's dates by date, then the default appointment */
function calendarLine(c: RoundCalendar): string {
  const dates = datesInOrder(c).map(
    (d) => `${DATE_LABELS[d.date]} ${utc(d.at)}${d.date === 'published' ? ' UTC' : ''}`,
  );
  return `${dates.join('; ')}; default appointment ${utc(c.defaultAppointment)}.`;
}

export const pairNextRound: Planner = (book, input): MochaluntPlan => {
  const season = loadSeason(book);
  const base = emptyPlan('pairNextRound', 'Pair next round');
  // the rounds paired on as the add-on paired them (roundRecord.ts); the round paired again is written anew
  const changed = seasonAgainstRecords(book, season, (input.round ?? lastPairedRound(season) + 1) - 1);
  const blocking = changed.length ? changed : blockingProblems(season);
  if (blocking.length) return { ...base, problems: blocking, summary: describeProblems(blocking) };
  const { round, problems } = targetRound(season, input);
  const plan = { ...base, title: `Pair round ${round}`, round };
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  // pairing a round again keeps the team matches the organizers changed on purpose (overrides.ts)
  const fixed = (season.rounds.get(round)?.matches ?? []).filter((m) => m.override !== '');
  // a team or a player not of the event, or a team on two changed rows, refuses (a team left out is paired anew)
  const held = fixed.length ? pairingOverrides(season, round, () => null).problems : [];
  if (held.length) return { ...plan, problems: held, summary: describeProblems(held) };
  const proposal = proposePairings(season, round, fixed);
  if (proposal.problems.length)
    return { ...plan, problems: proposal.problems, summary: describeProblems(proposal.problems) };
  // the captains of teams without Line-ups rows (typed since Set up) get theirs with the pairing, in the same plan
  const lineupRows = missingLineupRows(
    book,
    season.teams.filter((t) => t.active),
    season.totalRounds,
  );
  if (lineupRows.problems.length)
    return { ...plan, problems: lineupRows.problems, summary: describeProblems(lineupRows.problems) };
  const existing = season.rounds.get(round) ?? null;
  const five = gamesInRound(round, { phase1Rounds: season.settings.phase1Rounds }) === 5;
  const cal = roundCalendar(publication(season, round, input.now), { fiveGames: five }, calendarSettings(season));
  const list = season.games.get(round)?.games ?? [];
  // an extension typed on a match that the new pairing keeps (same two teams) stays with it
  const kept = (m: ProposedMatch) => {
    const old = existing?.matches.find((x) => x.team1 === m.team1 && x.team2 === m.team2);
    return old && existing ? extensionCells(existing.table, old.at) : {};
  };
  const rows: RoundRow[] = proposal.matches.map((m) => ({
    kind: 'match',
    match: m.id,
    team1: m.team1,
    team2: m.team2,
    reason: m.reason,
    ...(five ? {} : { game1: list[0] ?? '', game2: list[1] ?? '', game3: list[2] ?? '', game4: list[3] ?? '' }),
    ...calendarCells(cal),
    ...kept(m),
  }));
  if (proposal.bye)
    rows.push({ kind: 'bye', match: BYE, team1: proposal.bye.team, reason: `bye: ${proposal.bye.reason}` });
  const { newTab, block } = roundBlock(round, existing?.table ?? null, rows);
  const warnings: string[] = [];
  if (list.length === 0)
    warnings.push(`The Games tab has no games for round ${round}: add them before Pair individual matches.`);
  const summary = [
    `Round ${round}: ${proposal.matches.length} team match${proposal.matches.length === 1 ? '' : 'es'}${proposal.bye ? ' and a bye' : ''}.`,
    ...proposal.matches.map((m) => `${m.id}. ${m.team1} v ${m.team2}: ${m.reason}`),
    ...(proposal.bye ? [`Bye: ${proposal.bye.team} (${proposal.bye.reason})`] : []),
    calendarLine(cal),
    ...(lineupRows.block ? [lineupRowsNote(lineupRows.teams, season.totalRounds)] : []),
    ...warnings,
  ].join('\n');
  let needsConfirmation: string | undefined;
  if (existing && (existing.matches.length > 0 || existing.bye) && !input.confirmed) {
    needsConfirmation = existing.hasResults
      ? `Round ${round} already has results on tab ${roundTabName(round)}. Pair it again and overwrite them?`
      : `Round ${round} is already paired on tab ${roundTabName(round)}. Pair it again and overwrite it?`;
  }
  // what the round tab must hold, kept with it for Score round (roundRecord.ts)
  const record = recordWrite(book, round, recordOf(MOCHALUNT_RECORD, rows));
  return {
    ...plan,
    newTabs: [...(newTab ? [newTab] : []), ...record.newTabs, ...(lineupRows.newTab ? [lineupRows.newTab] : [])],
    blocks: [block, ...record.blocks, ...(lineupRows.block ? [lineupRows.block] : [])],
    summary,
    warnings,
    needsConfirmation,
    layout: [mochaluntRoundLayout(round, existing?.table ?? null, rows, false)],
    ...(lineupRows.block ? { lineupTeams: lineupRows.teams } : {}),
  };
};

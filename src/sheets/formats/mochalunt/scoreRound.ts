// Score round: game points (M15), unreported games 0-0 (M16, listed in the summary), individual and team
// match scores and main points (M17), the bye (M3); winners marked; each result written back in the tab's one
// spelling. The tab is first checked against the record of its pairing (roundRecord.ts). Before the round
// deadline (M21), while boards are unreported, it asks first: scoring then ends their games 0-0 early (M16).
// The round is sealed (roundSeal.ts): every game cell scored, and how it got there.
import { cellText, type Cell } from '../../workbook';
import type { Plan, SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { loadSeason, lastPairedRound } from '../../season';
import { roundTeamMatches } from './history';
import {
  GAME_KEYS,
  MOCHALUNT_RECORD,
  ROUND_COLUMNS,
  roundBlock,
  roundProblem,
  roundTabName,
  utc,
  type BoardLine,
  type MatchLine,
  type RoundRow,
  type RoundTab,
} from '../../tabs/round';
import { boardCalendar, boardExtensions, matchCalendar } from '../../tabs/roundExtension';
import { readRecord, recordProblems } from '../../tabs/roundRecord';
import { formatResult, parseResult } from '../../tabs/results';
import { text } from '../../tabs/table';
import { readSeal, withSeal, type Provenance, type ScoredSpot } from '../../tabs/roundSeal';
import { asOverridden, overrideLog, pairingOverrides, withOverrideHint } from './overrides';
import { agreedReports, unsettledReports } from '../../resultReports';
import { agreedInNote, settleReportedNotes } from './reportedNote';
import { dueText } from './pairIndividual';
import { describeExtension } from '../../../engine/mochalunt/calendar';
import {
  individualMatchScore,
  unreportedMatches,
  type UnreportedMatch,
} from '../../../engine/mochalunt/scoring/points';
import { mainScores, teamMatchScore } from '../../../engine/mochalunt/scoring/teamMatch';

/**
 * M16 with an extension (roundExtension.ts): a board whose match or own deadline was extended ends its
 * unreported games 0-0 only at the extended deadline. Before it (at `now`) the board is still open; after
 * it, the 0-0 names the extension. Null when no extension applies (the plain M16 message).
 */
function extendedM16(
  line: MatchLine,
  b: BoardLine,
  u: UnreportedMatch,
  now: number,
): { pending: boolean; message: string } | null {
  const ext = boardExtensions(line, b);
  const cal = boardCalendar(line, b);
  if (ext.length === 0 || !cal) return null;
  const why = ext.map(describeExtension).join('; ');
  const which = u.games.length === 4 ? 'all games' : `game${u.games.length > 1 ? 's' : ''} ${u.games.join(', ')}`;
  const head = `${line.team1} v ${line.team2}, board ${b.board}, ${u.first} v ${u.second}: ${which}`;
  return now <= cal.roundEnds
    ? { pending: true, message: `${head} not reported yet; the deadline is ${utc(cal.roundEnds)} UTC (${why})` }
    : { pending: false, message: `${head} end 0-0 (M16) at the extended deadline ${utc(cal.roundEnds)} UTC (${why})` };
}

/** How game `g` of board `b` got its value: typed, agreed through the results form (its `reported` cell), M16 by the add-on. */
function provenance(tab: RoundTab, b: BoardLine, g: number, open: boolean): Provenance {
  if (b.results[g] === '') return open ? 'open' : 'add-on';
  // the note as the results form wrote it, or as an earlier Score round said it again (reportedNote.ts)
  const agreed = agreedInNote(tab.table.col.reported === undefined ? '' : text(tab.table, b.at, 'reported'));
  return agreed && parseResult(agreed[g]) === parseResult(b.results[g]) ? 'form' : 'typed';
}

/** The tab's rows as written, by column key (to rewrite them with new scores). */
function rowsOf(tab: RoundTab): Map<number, Record<string, Cell>> {
  const out = new Map<number, Record<string, Cell>>();
  const keys = ROUND_COLUMNS.map((c) => c.key); // the extension columns too: Score round keeps them
  for (let i = 1; i <= tab.lastRow; i++) {
    const row: Record<string, Cell> = {};
    for (const k of keys) {
      const c = tab.table.col[k];
      if (c !== undefined) row[k] = tab.table.grid[i][c];
    }
    out.set(i, row);
  }
  return out;
}

export const scoreRound: Planner = (book, input) => {
  const season = loadSeason(book);
  const round = input.round ?? lastPairedRound(season);
  const plan: Plan = { ...emptyPlan('scoreRound', `Score round ${round}`), round };
  const blocking = season.problems.filter((p) => p.tab !== 'Line-ups');
  if (blocking.length) return { ...plan, problems: blocking, summary: describeProblems(blocking) };
  const tab = season.rounds.get(round);
  if (!tab || tab.matches.length === 0) {
    // a round tab renamed ("Round 1", "r1") is refused before any planner runs (tabNames.ts)
    const p: SheetProblem = {
      tab: roundTabName(Math.max(round, 1)),
      message: `round ${Math.max(round, 1)} is not paired yet, so there is nothing to score`,
      fix: 'run Pair next round, then Pair individual matches, and enter the results',
    };
    return { ...plan, problems: [p], summary: describeProblems([p]) };
  }
  const unpaired = tab.matches.filter((m) => m.boards.length === 0 && !/neither team has a line-up/.test(m.reason));
  if (unpaired.length) {
    const p = roundProblem(
      tab,
      unpaired[0].at,
      'board',
      `the individual matches of ${unpaired.map((m) => `${m.team1} v ${m.team2}`).join(', ')} are not paired yet`,
      'run Pair individual matches first',
    );
    return { ...plan, problems: [p], summary: describeProblems([p]) };
  }
  // the tab against what the add-on paired (roundRecord.ts): a result on a team-match or bye row, a game, a
  // player or a row changed is refused with its cell before any result is read
  const { record, problem } = readRecord(book, round);
  // rows changed on purpose (override column) are taken as typed, and logged when first scored (overrides.ts)
  const changed = problem
    ? [problem]
    : record
      ? withOverrideHint(recordProblems(tab.table, asOverridden(record, tab), MOCHALUNT_RECORD))
      : [];
  if (changed.length) return { ...plan, problems: changed, summary: describeProblems(changed) };
  const overridden = pairingOverrides(season, round, (r) => readRecord(book, r).record);
  if (overridden.problems.length)
    return { ...plan, problems: overridden.problems, summary: describeProblems(overridden.problems) };
  const problems: SheetProblem[] = [];
  const scored = roundTeamMatches(tab, problems);
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const now = input.now.getTime();
  const rows = rowsOf(tab);
  const style = new Map<number, { bold: string[]; green: string[] }>();
  const lines: string[] = [];
  const unreported: string[] = [];
  const warnings0: string[] = [];
  const pending: string[] = [];
  /** M16, M21: boards with unreported games whose round deadline has not passed */
  const early: { who: string; due: number }[] = [];
  /** the board rows still open under an extended deadline (M16) */
  const open = new Set<number>();
  for (const { line, match } of scored) {
    const sum = teamMatchScore(match);
    const main = mainScores(match);
    const r = rows.get(line.at) as Record<string, Cell>;
    Object.assign(r, { score1: sum.first, score2: sum.second, points1: main.first, points2: main.second });
    const knockout = /^(QF|SF|F$|P\d)/.test(line.id);
    // M18: a match for places (final, P3, P5, P7) where no game was played leaves both teams level
    const unplayedForPlaces = /^(F|P3|P5|P7)$/.test(line.id) && main.first === 0 && main.second === 0;
    // M5: a knock-out match left level goes to team 1, the better-ranked team
    const win =
      sum.first > sum.second
        ? 'team1'
        : sum.second > sum.first
          ? 'team2'
          : knockout && !unplayedForPlaces
            ? 'team1'
            : null;
    style.set(line.at, { bold: [], green: win ? [win] : [] });
    if (unplayedForPlaces)
      warnings0.push(`${line.id} ${line.team1} v ${line.team2} was not played: both teams share the place (M18)`);
    else if (knockout && sum.first === sum.second)
      warnings0.push(
        `${line.id} ${line.team1} v ${line.team2} is level: ${line.team1} goes through on the updated ranking (M5)`,
      );
    match.matches.forEach((im, k) => {
      const b = line.boards[k];
      const s = individualMatchScore(im.games);
      // each result in the one spelling the tab documents (1:0 and W become 1-0, = and ½ become ½-½)
      const spelled = Object.fromEntries(
        GAME_KEYS.map((key, g) => [key, b.results[g] === '' ? '' : formatResult(im.games[g]) || '0-0']),
      );
      Object.assign(rows.get(b.at) as Record<string, Cell>, { score1: s.first, score2: s.second, ...spelled });
      const w = s.first > s.second ? 'player1' : s.second > s.first ? 'player2' : null;
      style.set(b.at, { bold: w ? [w] : [], green: w ? [w] : [] });
    });
    for (const u of unreportedMatches(match)) {
      const b = line.boards.find((x) => x.board === u.board);
      const due = b ? boardCalendar(line, b) : matchCalendar(line);
      if (due && now <= due.roundEnds)
        early.push({ who: `${line.team1} v ${line.team2}, board ${u.board}`, due: due.roundEnds });
      const ext = b ? extendedM16(line, b, u, now) : null;
      if (ext && ext.pending) {
        pending.push(ext.message);
        if (b) open.add(b.at);
      } else unreported.push(ext ? ext.message : u.message);
    }
    lines.push(
      `${line.id}. ${line.team1} ${sum.first}-${sum.second} ${line.team2} (points ${main.first}-${main.second})`,
    );
  }
  if (tab.bye) {
    Object.assign(rows.get(tab.bye.at) as Record<string, Cell>, { points1: season.settings.byeMain });
    lines.push(`Bye: ${tab.bye.team} (${season.settings.byeMain} points)`);
  }
  settleReportedNotes(tab, rows); // a dispute the organizers decided is said so on the public tab
  const out: RoundRow[] = [];
  rows.forEach((r, i) => {
    const kind =
      i === tab.bye?.at
        ? 'bye'
        : tab.matches.some((m) => m.at === i)
          ? 'match'
          : String(r.board ?? '') !== ''
            ? 'board'
            : 'match';
    const s = style.get(i);
    out.push({ ...r, kind, bold: s?.bold, green: s?.green });
  });
  // Scoring keeps the round tab's layout (Pair individual matches set it), so the result dropdowns stay as they
  // are: the block leaves validations alone, and undo need not read them cell by cell.
  const { validations, ...block } = roundBlock(round, tab.table, out).block;
  void validations; // the same dropdowns: left alone
  const warnings = [
    ...warnings0,
    ...(unreported.length
      ? [
          `${unreported.length} individual match${unreported.length === 1 ? '' : 'es'} with unreported games, scored 0-0 (M16):`,
          ...unreported,
        ]
      : []),
    ...(pending.length
      ? [
          `${pending.length} individual match${pending.length === 1 ? '' : 'es'} with an extended deadline still open, scored with the games reported so far (not 0-0 yet, M16); run Score round again after the results come:`,
          ...pending,
        ]
      : []),
  ];
  // the results form (resultReports.ts): agreed reports are on the tab; boards in dispute or reported by one side only are named
  // counted from the notes Score round writes (an agreement the organizers corrected no longer counts)
  const agreed = agreedReports(
    tab.matches.flatMap((m) => m.boards.map((b) => cellText(rows.get(b.at)?.reported ?? ''))),
  );
  if (agreed)
    lines.push(`${agreed} board${agreed === 1 ? '' : 's'} reported through the results form (both sides agreed).`);
  const unsettled = unsettledReports(tab);
  if (unsettled.length)
    warnings.push(
      `${unsettled.length} board${unsettled.length === 1 ? '' : 's'} reported through the results form but not settled (no result typed): the organizers decide, type the result and Score round again:`,
      ...unsettled,
    );
  const next = season.rounds.get(round + 1);
  if (next && next.matches.length)
    warnings.push(`Round ${round + 1} is already paired; its pairings used the earlier scores of round ${round}.`);
  // before the round deadline, unreported games would end 0-0 early: a question with the numbers (M16, M21)
  const needsConfirmation =
    early.length && !input.confirmed
      ? `${early.length} board${early.length === 1 ? ' is' : 's are'} not fully reported yet; the round ends ${dueText(early)}; scored now, their unreported games end 0-0 (M16). Score now?`
      : undefined;
  const spots: ScoredSpot[] = scored.flatMap(({ line }) =>
    line.boards.flatMap((b) =>
      GAME_KEYS.map((key, g) => ({
        row: b.at + 1,
        col: (tab.table.col[key] as number) + 1,
        how: provenance(tab, b, g, open.has(b.at)),
      })),
    ),
  );
  // logged once, when first scored (a correction of a sealed round writes its own log rows: scoredRounds.ts)
  const log = readSeal(book, round)
    ? { newTabs: [], blocks: [] }
    : overrideLog(book, overridden.overrides, round, input.now.getTime());
  const done: Plan = {
    ...plan,
    newTabs: log.newTabs,
    blocks: [block, ...log.blocks],
    warnings,
    needsConfirmation,
    summary: [`Round ${round} scored.`, ...lines, ...warnings].join('\n'),
  };
  return withSeal(book, done, round, roundTabName(round), spots, lines, input.now);
};

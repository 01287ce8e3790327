// Update standings for a two-player format: points (L1, L2, L5), then the tie-break chain of the "tie-breaks"
// setting: mindlab = L6 (result between the tied, wins, Buchholz; in a league, the rematches played, and a tie
// for first or second place left flagged for a rematch) or
// mso = T1 with T2's equalized opponents (Buchholz cut-2, Buchholz, progressive); T5 perfect scores flagged.
// Written whole on the Standings tab, with the tie-break values shown for every entrant, and on the Crosstable
// tab (each round's opponent and result, crosstable.ts).
import type { Cell } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { MindLabStanding } from '../../../engine/mindlab/standings';
import { rankMindLab } from '../../../engine/mindlab/tiebreaks';
import { DEFAULT_MSO_TIE_BREAKS, describeTieBreak, rankWithTieBreaks } from '../../../engine/tiebreaks/steps';
import { tieBreakContext } from '../../../engine/tiebreaks/context';
import { buchholzOf, meetings } from '../../../engine/tiebreaks/buchholz';
import { progressiveScore } from '../../../engine/tiebreaks/progressive';
import type { RankedEntry } from '../../../engine/tiebreaks/types';
import {
  eventRecords,
  lastPaired,
  loadTwoPlayer,
  mindLabSettings,
  scoredRounds,
  twoPlayerStandings,
  type TwoPlayerBook,
} from './twoPlayerEvent';
import { perfectAfter } from '../playoff';
import { twoPlayerPlayoffs } from './playoffRound';
import type { OutColumn } from '../output';
import { standingsPlan } from '../skeleton/standings';
import { typedPairings } from './typedPairings';
import type { MindLabEvent } from '../../../engine/mindlab/event';
import { twoPlayerChain, twoPlayerCrosstable } from './crosstable';
import { crosstableTab } from '../crosstable';
import { keptOnce } from '../../readOnce';

export const TWO_PLAYER_STANDINGS: readonly OutColumn[] = [
  { header: 'rank', width: 44, note: '"=" : still tied after the whole chain' },
  { header: 'entrant', numberFormat: '@', width: 150, wrap: true },
  { header: 'points', width: 56, note: 'L1 1/½/0 (L5: board points of a team), byes included (L2: 1 or 3; L3: 0)' },
  { header: 'wins', width: 44, note: 'L6 b: games won (team events: matches or boards, "team wins" setting)' },
  { header: 'Buchholz', width: 70, note: "L6 c, T1: sum of the opponents' points" },
  { header: 'Buchholz cut-2', width: 70, wrap: true, note: 'T1: without the two lowest opponents' },
  { header: 'progressive', width: 84, note: 'T1: sum of the running totals' },
  { header: 'played', width: 52, note: 'games played (byes apart)' },
  { header: 'byes', width: 44 },
  {
    header: 'separated by',
    numberFormat: '@',
    width: 118,
    wrap: true,
    note: 'what put this entrant below the one above',
  },
  {
    header: 'note',
    numberFormat: '@',
    width: 130,
    wrap: true,
    note: 'L6 d rematch, T5 play-off, K6 late entry or withdrawal',
  },
];

interface TwoPlayerRanking {
  ranked: (RankedEntry<MindLabStanding> & { rematch?: boolean })[];
  standings: readonly MindLabStanding[];
  event: MindLabEvent;
}

/** L6 or T1-T2: the ranking of the scored rounds (once per action for the same event: readOnce.ts). */
export function rankTwoPlayer(b: TwoPlayerBook, upTo: number, problems: SheetProblem[]): TwoPlayerRanking {
  const r = keptOnce(eventRecords(b, upTo), `rank ${upTo}`, () => {
    const found: SheetProblem[] = [];
    return { ...rankedTwoPlayer(b, upTo, found), found };
  });
  problems.push(...r.found);
  return { ranked: [...r.ranked], standings: r.standings, event: r.event };
}

function rankedTwoPlayer(b: TwoPlayerBook, upTo: number, problems: SheetProblem[]): TwoPlayerRanking {
  const { event, standings } = twoPlayerStandings(b, upTo, problems);
  if (b.settings.tieBreaks === 'mindlab')
    return { ranked: rankMindLab(event, mindLabSettings(b), standings), standings, event };
  const ranked = rankWithTieBreaks(standings, DEFAULT_MSO_TIE_BREAKS.twoPlayer) as RankedEntry<MindLabStanding>[];
  return { ranked, standings, event };
}

export const standingsTwoPlayer: Planner = (book) => {
  const b = loadTwoPlayer(book);
  const base = emptyPlan('updateStandings', 'Update standings');
  // every round tab paired as the add-on paired it (a structural edit first: typedPairings.ts)
  const typed = typedPairings(book, b, lastPaired(b));
  const first = typed.changed.length ? typed.problems : b.problems;
  if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
  const upTo = scoredRounds(b);
  // the rounds ranked are as the add-on paired them, or overridden on purpose (typedPairings.ts)
  const problems: SheetProblem[] = typedPairings(book, b, upTo).problems;
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const { ranked, standings, event } = rankTwoPlayer(b, upTo, problems);
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const ctx = tieBreakContext(standings);
  const entrant = new Map(b.entrants.map((e) => [e.name, e] as const));
  const perfect = twoPlayerPlayoffs(b) ? perfectAfter(standings, b.published, b.team ? 4 : 1, upTo) : [];
  // L6 d: the league is over and the rematch is not paired yet
  const rematchNext = upTo >= b.published && !b.rounds.has(upTo + 1);
  const rows: Cell[][] = ranked.map((r, i) => {
    const s = r.entrant;
    const ms = meetings(s, ctx);
    const tied = r.tiedWithAbove || ranked[i + 1]?.tiedWithAbove === true;
    const e = entrant.get(s.id);
    const notes: string[] = [];
    if (r.rematch)
      notes.push(
        `tied for ${r.place === 1 ? 'first' : 'second'} place: a rematch decides (L6 d)${rematchNext ? '; Pair next round pairs it' : ''}`,
      );
    else if (tied) notes.push('tied after every tie-break');
    if (perfect.length >= 2 && perfect.includes(s.id))
      notes.push(`perfect score: play-off due (T5) among ${perfect.join(', ')}`);
    if (e && e.fromRound > 1) notes.push(`late entry from round ${e.fromRound}`);
    if (e && e.leftAfter !== null) notes.push(`left after round ${e.leftAfter}`);
    return [
      `${r.place}${tied ? '=' : ''}`,
      s.id,
      s.score,
      s.wins,
      buchholzOf(ms, 0),
      buchholzOf(ms, 2),
      progressiveScore(s, ctx.finalRound),
      s.games.length - s.byeRounds.length,
      s.byeRounds.length,
      r.separatedBy ? describeTieBreak(r.separatedBy) : '',
      notes.join('; '),
    ];
  });
  const chain = twoPlayerChain(b.settings.tieBreaks, b.format);
  const x = twoPlayerCrosstable(event, ranked, { columns: TWO_PLAYER_STANDINGS, rows }, chain);
  const cross = crosstableTab(book, x.spec, x.entrants, Math.max(x.rounds, b.published));
  const chainName =
    b.settings.tieBreaks === 'mindlab' ? `L6${b.format === 'league' ? ' (league: rematch)' : ''}` : 'T1 (MSO)';
  const summary = [
    `Standings after round ${upTo} (${b.format}, ${b.team ? 'teams' : 'individual'}; tie-breaks ${chainName}).`,
    ...ranked
      .slice(0, 10)
      .map(
        (r, i) =>
          `${String(rows[i][0])}. ${r.id} ${String(rows[i][2])}${rows[i][10] ? ` (${String(rows[i][10])})` : ''}`,
      ),
    ...(perfect.length >= 2
      ? [`T5: ${perfect.length} perfect scores: Pair next round pairs a play-off round among them.`]
      : []),
    ...(rematchNext && ranked.some((r) => r.rematch)
      ? ['L6 d: a tie for a leading place is left: Pair next round pairs the rematch.']
      : []),
  ].join('\n');
  return standingsPlan(book, {
    upTo,
    columns: TWO_PLAYER_STANDINGS,
    rows,
    summary,
    cross,
    rounds: b.rounds.keys(),
  });
};

// Update standings for a multi-player event: K4 match points, K5 carrots (fewer better), K6 late entrants,
// no-shows who never played last (K6), then T3 (board in the final round, result in the final round, percentage of the best opponent's score,
// games won, Buchholz cut-2, cut-3, ... cut-1, cut-0) with T4 restarts; T5 perfect scores flagged.
import type { Cell } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { rankMultiplayer } from '../../../engine/multiplayer/standings';
import { describeTieBreak } from '../../../engine/tiebreaks/steps';
import { tieBreakContext } from '../../../engine/tiebreaks/context';
import { bestOpponentPercentage } from '../../../engine/tiebreaks/best-opponent';
import { gamesWon } from '../../../engine/tiebreaks/final-round';
import {
  lastPairedMultiplayer,
  loadMultiplayer,
  multiplayerAgainstRecords,
  multiplayerEvent,
  multiplayerSettings,
  scoredMultiplayerRounds,
  multiplayerPlayoffs,
} from './multiplayerEvent';
import { perfectAfter } from '../playoff';
import type { OutColumn } from '../output';
import { standingsPlan } from '../skeleton/standings';

export const MULTIPLAYER_STANDINGS: readonly OutColumn[] = [
  { header: 'rank', width: 50, note: '"=" : still tied after the whole chain' },
  { header: 'player', numberFormat: '@', width: 150, wrap: true },
  { header: 'points', width: 60, note: 'K4 match points' },
  { header: 'carrots', width: 60, note: 'K5: carrot count, fewer is better' },
  { header: 'played', width: 60 },
  { header: 'wins', width: 50, note: 'T3: games won' },
  { header: 'final board', width: 70, note: 'T3, K7: table in the final round' },
  {
    header: 'best opponent %',
    numberFormat: '0.0',
    width: 100,
    wrap: true,
    note: "T3: percentage of the best opponent's score, averaged",
  },
  { header: 'separated by', numberFormat: '@', width: 130, wrap: true },
  {
    header: 'note',
    numberFormat: '@',
    width: 130,
    wrap: true,
    note: 'K6 late entry, withdrawal or absences, T5 play-off',
  },
];

export const standingsMultiplayer: Planner = (book) => {
  const b = loadMultiplayer(book);
  const base = emptyPlan('updateStandings', 'Update standings');
  // every seating as the add-on wrote it (a structural edit first: roundRecord.ts)
  const changed = multiplayerAgainstRecords(book, b, lastPairedMultiplayer(b));
  const first = changed.length ? changed : b.problems;
  if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
  const problems: SheetProblem[] = [];
  const upTo = scoredMultiplayerRounds(b);
  const event = multiplayerEvent(b, upTo, problems);
  if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
  const ranked = rankMultiplayer(event, upTo, multiplayerSettings(b));
  const ctx = tieBreakContext(
    ranked.map((r) => r.entrant),
    upTo,
  );
  const entrant = new Map(b.entrants.map((e) => [e.name, e] as const));
  const absentIn = new Map<string, number[]>();
  for (const t of event.results) for (const p of t.absent ?? []) absentIn.set(p, [...(absentIn.get(p) ?? []), t.round]);
  const perfect = multiplayerPlayoffs(b)
    ? perfectAfter(
        ranked.map((r) => r.entrant),
        b.published,
        4,
        upTo,
      )
    : [];
  const rows: Cell[][] = ranked.map((r, i) => {
    const s = r.entrant;
    const tied = r.tiedWithAbove || ranked[i + 1]?.tiedWithAbove === true;
    const e = entrant.get(s.id);
    const notes: string[] = [];
    if (tied) notes.push('tied after every tie-break');
    if (perfect.length >= 2 && perfect.includes(s.id))
      notes.push(`perfect score: play-off due (T5) among ${perfect.join(', ')}`);
    if (e && e.fromRound > 1) notes.push(`late entry from round ${e.fromRound} (K6)`);
    if (e && e.leftAfter !== null) notes.push(`left after round ${e.leftAfter} (K6)`);
    const away = absentIn.get(s.id);
    if (away)
      notes.push(
        `absent in round ${away.join(', ')} (K6: 0 points, no carrots)${s.games.length === 0 ? '; never played: ranked below every player who played' : ''}`,
      );
    const final = s.games.find((g) => g.round === upTo);
    return [
      `${r.place}${tied ? '=' : ''}`,
      s.id,
      s.score,
      s.carrots,
      s.games.length,
      gamesWon(s),
      final?.board ?? '',
      Math.round(bestOpponentPercentage(s, ctx) * 1000) / 10,
      r.separatedBy ? describeTieBreak(r.separatedBy) : '',
      notes.join('; '),
    ];
  });
  const summary = [
    `Standings after round ${upTo} (multiplayer; K4 points, K5 carrots, T3).`,
    ...rows
      .slice(0, 10)
      .map(
        (r) =>
          `${String(r[0])}. ${String(r[1])} ${String(r[2])} point${r[2] === 1 ? '' : 's'}, ${String(r[3])} carrot${r[3] === 1 ? '' : 's'}${r[9] ? ` (${String(r[9])})` : ''}`,
      ),
    ...(perfect.length >= 2
      ? [`T5: ${perfect.length} perfect scores: Pair next round seats a play-off among them.`]
      : []),
  ].join('\n');
  return standingsPlan(book, { upTo, columns: MULTIPLAYER_STANDINGS, rows, summary });
};

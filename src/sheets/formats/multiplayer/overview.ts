// The Overview of an MSO multi-player event (K1-K7): the standings after the last scored session with the
// change of rank (K4 points, K5 carrots, T3), the current session's tables and seats (K1-K3) with the places
// typed so far, and the chart series (rank; points as a percentage of the leader's).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { rankMultiplayer } from '../../../engine/multiplayer/standings';
import {
  lastPairedMultiplayer,
  loadMultiplayer,
  multiplayerEvent,
  multiplayerSettings,
  scoredMultiplayerRounds,
  tablesOf,
  type MultiplayerBook,
} from './multiplayerEvent';
import type { OverviewModel, OvCell, Panel } from '../../overview/model';
import { c, MATCH, WIN } from '../../overview/model';
import { movement } from '../../overview/movement';
import { perRound, pointsSeries } from '../../overview/charts';
import { stageLine } from '../../overview/stage';

function ranking(b: MultiplayerBook, upTo: number) {
  const problems: SheetProblem[] = [];
  const event = multiplayerEvent(b, upTo, problems);
  return { ranked: rankMultiplayer(event, upTo, multiplayerSettings(b)), problems };
}

/** The session's tables, one header row per table then its seats in order of play (K3). */
function tablesPanel(b: MultiplayerBook, round: number): Panel | null {
  const tab = b.rounds.get(round);
  if (!tab) return null;
  const rows: OvCell[][] = [];
  let done = 0;
  const tables = tablesOf(tab);
  tables.forEach((seats, table) => {
    const reported = seats.every((s) => s.place !== '');
    if (reported) done++;
    rows.push([
      // one text across the seat and player columns (two cells would read "Table 14 players")
      c(`Table ${table}: ${seats.length} players`, { bold: true, bg: MATCH }),
      c('', { bg: MATCH }),
      c('', { bg: MATCH }),
      c('', { bg: MATCH }),
      c('', { bg: MATCH }),
      c(reported ? 'reported' : 'awaited', { bg: MATCH }),
    ]);
    for (const s of [...seats].sort((x, y) => x.seat - y.seat)) {
      const first = s.place === '1';
      rows.push([
        c(s.seat, { fmt: '0' }),
        c(s.player, { bold: first, bg: first ? WIN : undefined }),
        c(s.place),
        c(s.points ?? '', { fmt: '0' }),
        c(''),
        c(''),
      ]);
    }
  });
  return {
    title: `Session ${round}: ${done} of ${tables.size} tables reported`,
    header: ['seat', 'player', 'place', 'points', '', ''],
    rows,
  };
}

export function multiplayerOverview(book: Workbook): OverviewModel | null {
  const b = loadMultiplayer(book);
  if (b.problems.length) return null;
  const upTo = scoredMultiplayerRounds(b);
  const rankedAfter = perRound((r) => ranking(b, r));
  const now = rankedAfter(upTo);
  const prev = upTo > 1 ? rankedAfter(upTo - 1) : null;
  if (now.problems.length || prev?.problems.length) return null;
  const before = prev ? new Map(prev.ranked.map((r) => [r.entrant.id, r.place])) : null;
  // K6: an entrant who left is marked wherever the Overview lists them
  const left = new Map(b.entrants.filter((e) => e.leftAfter !== null).map((e) => [e.name, e.leftAfter as number]));
  const marked = (name: string): string =>
    left.has(name)
      ? `${name} (${left.get(name) ? `left after session ${left.get(name)}` : 'withdrew before session 1'})`
      : name;
  const standings: Panel = {
    title: upTo > 0 ? `Standings after session ${upTo} (K4, K5, T3)` : 'Standings (no session scored yet)',
    header: ['rank', 'player', 'points', 'carrots', 'since last session'],
    rows: now.ranked.map((r, i) => {
      const tied = r.tiedWithAbove || now.ranked[i + 1]?.tiedWithAbove === true;
      return [
        c(tied ? `${r.place}=` : r.place, { fmt: '0' }),
        c(marked(r.entrant.id), { bold: r.place === 1 && upTo > 0 }),
        c(r.entrant.score, { fmt: '0' }),
        c(r.entrant.carrots, { fmt: '0' }),
        c(movement(before?.get(r.entrant.id), r.place, before !== null)),
      ];
    }),
  };
  const round = lastPairedMultiplayer(b);
  const series = pointsSeries(upTo, (r) =>
    rankedAfter(r).ranked.map((x) => ({ name: x.entrant.id, place: x.place, points: x.entrant.score })),
  );
  return {
    title: b.settings.eventName,
    lines: [
      `Multi-player tables (MSO) · ${b.entrants.length} players · session ${round} of ${b.published}`,
      stageLine({
        paired: round,
        scored: upTo,
        published: b.published,
        round: 'session',
        shown: 'tables and seats below, K1-K3',
        after: 'unless the Standings say "play-off due" (T5): Pair next round pairs it',
      }),
    ],
    bands: [{ left: standings, right: tablesPanel(b, round) ?? undefined }],
    ...series,
    normalizedLabel: 'Points (% of the leader)',
  };
}

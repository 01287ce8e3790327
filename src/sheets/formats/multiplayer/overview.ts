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
import { leftMarks, standingsOverview } from '../skeleton/overview';
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
  const shown = standingsOverview({
    upTo,
    ranking: (r) => ranking(b, r),
    title: upTo > 0 ? `Standings after session ${upTo} (K4, K5, T3)` : 'Standings (no session scored yet)',
    header: ['rank', 'player', 'points', 'carrots', 'since last session'],
    cells: (r) => [c(r.entrant.score, { fmt: '0' }), c(r.entrant.carrots, { fmt: '0' })],
    // K6: an entrant who left is marked wherever the Overview lists them
    name: leftMarks(b.entrants, 'session'),
  });
  if (!shown) return null;
  const { standings, series } = shown;
  const round = lastPairedMultiplayer(b);
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

// The Overview of a Mind Lab Swiss or league event (individual or team, L1-L6): the standings after the last
// scored round with the change of rank, the current round's games or team matches with what is reported so
// far ("2 of 4 boards reported" in team events, L5), the pairings the organizers changed on purpose (the round
// tabs' override column), and the chart series (rank; points as a percentage of the leader's).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { loadTwoPlayer, lastPaired, scoredRounds, type TwoPlayerBook } from './twoPlayerEvent';
import { rankTwoPlayer } from './standingsTwoPlayer';
import type { Band, OverviewModel, Panel } from '../../overview/model';
import { roundTabName } from '../roundTab';
import { pairingOverrides } from './typedPairings';
import { c } from '../../overview/model';
import { gamesPanel, leftMarks, standingsOverview } from '../skeleton/overview';
import { stageLine } from '../../overview/stage';
import { separatedBand, separatedRows } from '../../overview/separated';

function ranking(b: TwoPlayerBook, upTo: number) {
  const problems: SheetProblem[] = [];
  const { ranked } = rankTwoPlayer(b, upTo, problems);
  return { ranked, problems };
}

function currentPanel(b: TwoPlayerBook, round: number): Panel | null {
  return gamesPanel(b.rounds.get(round), round, {
    status: (m) =>
      b.team
        ? `${m.boards.filter((x) => x.result !== '').length} of ${m.boards.length} boards reported`
        : m.result !== ''
          ? `reported: ${m.result}`
          : 'awaited',
    reported: (m) => (b.team ? m.boards.every((x) => x.result !== '') : m.result !== ''),
    after: (tab) => [
      ...tab.byes.map((y) => [c('bye'), c(y.entrant), c(y.points ?? '', { fmt: '0.#' }), c(''), c(''), c('bye (L2)')]),
      ...tab.waiting.map((w) => [c('waits'), c(w), c(''), c(''), c(''), c('play-off (T5)')]),
    ],
    games: b.team ? 'team matches' : 'games',
    first: 'match',
  });
}

export function twoPlayerOverview(book: Workbook): OverviewModel | null {
  const b = loadTwoPlayer(book);
  if (b.problems.length) return null;
  const upTo = scoredRounds(b);
  const shown = standingsOverview({
    upTo,
    ranking: (r) => ranking(b, r),
    title:
      upTo > 0
        ? `Standings after round ${upTo} (${b.settings.tieBreaks === 'mindlab' ? 'L6' : 'T1'})`
        : 'Standings (no round scored yet)',
    header: ['rank', b.team ? 'team' : 'player', 'points', 'wins', 'since last round'],
    cells: (r) => [c(r.entrant.score, { fmt: '0.#' }), c(r.entrant.wins, { fmt: '0' })],
    // K6: an entrant who left is marked wherever the Overview lists them
    name: leftMarks(b.entrants, 'round'),
  });
  if (!shown) return null;
  const { standings, now, series } = shown;
  const round = lastPaired(b);
  const kind = `${b.format === 'league' ? 'League' : 'Swiss'} · ${b.team ? 'teams (L5)' : 'individual'}`;
  // pairings the organizers changed on purpose (the override column of the round tabs), for everyone to see
  const overrides = pairingOverrides(b, round);
  const overridden: Band[] =
    overrides.length === 0
      ? []
      : [
          {
            wide: {
              title: `Pairings changed by the organizers (${overrides.length})`,
              header: ['round', 'row', 'pairing as played', 'why (override column)'],
              rows: overrides.map((o) => [c(roundTabName(o.round)), c(o.row, { fmt: '0' }), c(o.what), c(o.why)]),
            },
          },
        ];
  return {
    title: b.settings.eventName,
    lines: [
      `${kind} · ${b.entrants.length} entrants · round ${round} of ${b.published}`,
      stageLine({
        paired: round,
        scored: upTo,
        published: b.published,
        round: 'round',
        after: 'unless the Standings say "play-off due" (T5): Pair next round pairs it',
      }),
    ],
    bands: [
      { left: standings, right: currentPanel(b, round) ?? undefined },
      ...separatedBand(separatedRows(now.ranked)),
      ...overridden,
    ],
    ...series,
    normalizedLabel: 'Points (% of the leader)',
  };
}

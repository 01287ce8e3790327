// The Overview of a round robin: the standings after the last scored round with the change of rank (points and
// Sonneborn-Berger, or the games won and points when the wins rank first), the current round's games with what is reported so far, and the chart series (rank; points as a percentage of the
// leader's), in the shared Overview model (src/sheets/overview).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import type { OverviewModel, Panel } from '../../overview/model';
import { c } from '../../overview/model';
import { gamesPanel, standingsOverview } from '../skeleton/overview';
import { stageLine } from '../../overview/stage';
import { separatedBand, separatedRows } from '../../overview/separated';
import { lastPaired, loadRobin, robinAgainstRecords, scoredRounds, type RobinBook } from './event';
import { rankRobin } from './standings';
import type { RoundRobinConfig } from './config';

function currentPanel(b: RobinBook, round: number): Panel | null {
  return gamesPanel(b.rounds.get(round), round, {
    status: (m) => (m.result !== '' ? `reported: ${m.result}` : 'awaited'),
    reported: (m) => m.result !== '',
    after: (tab) => tab.byes.map((y) => [c('bye'), c(y.entrant), c(0, { fmt: '0.#' }), c(''), c(''), c('bye')]),
    games: 'games',
    first: 'game',
  });
}

export const robinOverview =
  (config: RoundRobinConfig) =>
  (book: Workbook): OverviewModel | null => {
    const b = loadRobin(book, config);
    const round = lastPaired(b);
    if (b.problems.length || robinAgainstRecords(book, b, round).length) return null;
    const upTo = scoredRounds(b);
    const wins = config.rankBy === 'wins';
    const shown = standingsOverview({
      upTo,
      ranking: (r) => {
        const problems: SheetProblem[] = [];
        return { ...rankRobin(b, r, problems), problems };
      },
      title: upTo > 0 ? `Standings after round ${upTo}` : 'Standings (no round scored yet)',
      header: ['rank', 'player', ...(wins ? ['won', 'points'] : ['points', 'Sonneborn-Berger']), 'since last round'],
      cells: (r, now) => {
        const points = c(r.entrant.score, { fmt: '0.#' });
        return wins
          ? [c(r.entrant.won, { fmt: '0' }), points]
          : [points, c(now.sonnebornBerger.get(r.entrant.id) ?? 0, { fmt: '0.##' })];
      },
    });
    if (!shown) return null;
    const { standings, now, series } = shown;
    const cycle = round > b.cycle ? 2 : 1;
    return {
      title: b.settings.eventName,
      lines: [
        `${config.title} · ${b.entrants.length} players · round ${round} of ${b.published}${round > 0 && config.cycles > 1 ? ` (cycle ${cycle})` : ''}`,
        stageLine({ paired: round, scored: upTo, published: b.published, round: 'round' }),
      ],
      bands: [
        { left: standings, right: currentPanel(b, round) ?? undefined },
        ...separatedBand(separatedRows(now.ranked)),
      ],
      ...series,
      normalizedLabel: 'Points (% of the leader)',
    };
  };

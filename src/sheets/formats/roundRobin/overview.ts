// The Overview of a round robin: the standings after the last scored round with the change of rank (points and
// Sonneborn-Berger, or the games won and points when the wins rank first), the current round's games with what is reported so far, and the chart series (rank; points as a percentage of the
// leader's), in the shared Overview model (src/sheets/overview).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import type { OverviewModel, OvCell, Panel } from '../../overview/model';
import { c, WIN } from '../../overview/model';
import { movement } from '../../overview/movement';
import { perRound, pointsSeries } from '../../overview/charts';
import { stageLine } from '../../overview/stage';
import { separatedBand, separatedRows } from '../../overview/separated';
import { lastPaired, loadRobin, robinAgainstRecords, scoredRounds, type RobinBook } from './event';
import { rankRobin } from './standings';
import type { RoundRobinConfig } from './config';

function currentPanel(b: RobinBook, round: number): Panel | null {
  const tab = b.rounds.get(round);
  if (!tab) return null;
  const rows: OvCell[][] = tab.matches.map((m) => {
    const w =
      m.points1 !== null && m.points2 !== null ? (m.points1 > m.points2 ? 1 : m.points2 > m.points1 ? 2 : 0) : 0;
    return [
      c(m.id),
      c(m.first, { bold: w === 1, bg: w === 1 ? WIN : undefined }),
      c(m.points1 ?? '', { fmt: '0.#' }),
      c(m.points2 ?? '', { fmt: '0.#' }),
      c(m.second, { bold: w === 2, bg: w === 2 ? WIN : undefined }),
      c(m.result !== '' ? `reported: ${m.result}` : 'awaited'),
    ];
  });
  for (const y of tab.byes) rows.push([c('bye'), c(y.entrant), c(0, { fmt: '0.#' }), c(''), c(''), c('bye')]);
  const reported = tab.matches.filter((m) => m.result !== '').length;
  return {
    title: `Round ${round}: ${reported} of ${tab.matches.length} games reported`,
    header: ['game', 'first', 'pts', 'pts', 'second', 'results so far'],
    rows,
  };
}

export const robinOverview =
  (config: RoundRobinConfig) =>
  (book: Workbook): OverviewModel | null => {
    const b = loadRobin(book, config);
    const round = lastPaired(b);
    if (b.problems.length || robinAgainstRecords(book, b, round).length) return null;
    const upTo = scoredRounds(b);
    const rankedAfter = perRound((r) => {
      const problems: SheetProblem[] = [];
      return { ...rankRobin(b, r, problems), problems };
    });
    const now = rankedAfter(upTo);
    const prev = upTo > 1 ? rankedAfter(upTo - 1) : null;
    if (now.problems.length || prev?.problems.length) return null;
    const before = prev ? new Map(prev.ranked.map((r) => [r.entrant.id, r.place])) : null;
    const wins = config.rankBy === 'wins';
    const standings: Panel = {
      title: upTo > 0 ? `Standings after round ${upTo}` : 'Standings (no round scored yet)',
      header: ['rank', 'player', ...(wins ? ['won', 'points'] : ['points', 'Sonneborn-Berger']), 'since last round'],
      rows: now.ranked.map((r, i) => {
        const tied = r.tiedWithAbove || now.ranked[i + 1]?.tiedWithAbove === true;
        const points = c(r.entrant.score, { fmt: '0.#' });
        return [
          c(tied ? `${r.place}=` : r.place, { fmt: '0' }),
          c(r.entrant.id, { bold: r.place === 1 && upTo > 0 }),
          ...(wins
            ? [c(r.entrant.won, { fmt: '0' }), points]
            : [points, c(now.sonnebornBerger.get(r.entrant.id) ?? 0, { fmt: '0.##' })]),
          c(movement(before?.get(r.entrant.id), r.place, before !== null)),
        ];
      }),
    };
    const series = pointsSeries(upTo, (r) =>
      rankedAfter(r).ranked.map((x) => ({ name: x.entrant.id, place: x.place, points: x.entrant.score })),
    );
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

// The Overview of a Mind Lab Swiss or league event (individual or team, L1-L6): the standings after the last
// scored round with the change of rank, the current round's games or team matches with what is reported so
// far ("2 of 4 boards reported" in team events, L5), the pairings the organizers changed on purpose (the round
// tabs' override column), and the chart series (rank; points as a percentage of the leader's).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { loadTwoPlayer, lastPaired, scoredRounds, type TwoPlayerBook } from './twoPlayerEvent';
import { rankTwoPlayer } from './standingsTwoPlayer';
import type { Band, OverviewModel, OvCell, Panel } from '../../overview/model';
import { roundTabName } from '../roundTab';
import { typedPairings } from './typedPairings';
import { c, WIN } from '../../overview/model';
import { movement } from '../../overview/movement';
import { perRound, pointsSeries } from '../../overview/charts';
import { stageLine } from '../../overview/stage';
import { separatedBand, separatedRows } from '../../overview/separated';

function ranking(b: TwoPlayerBook, upTo: number) {
  const problems: SheetProblem[] = [];
  const { ranked } = rankTwoPlayer(b, upTo, problems);
  return { ranked, problems };
}

function currentPanel(b: TwoPlayerBook, round: number): Panel | null {
  const tab = b.rounds.get(round);
  if (!tab) return null;
  const rows: OvCell[][] = tab.matches.map((m) => {
    const w =
      m.points1 !== null && m.points2 !== null ? (m.points1 > m.points2 ? 1 : m.points2 > m.points1 ? 2 : 0) : 0;
    const status = b.team
      ? `${m.boards.filter((x) => x.result !== '').length} of ${m.boards.length} boards reported`
      : m.result !== ''
        ? `reported: ${m.result}`
        : 'awaited';
    return [
      c(m.id),
      c(m.first, { bold: w === 1, bg: w === 1 ? WIN : undefined }),
      c(m.points1 ?? '', { fmt: '0.#' }),
      c(m.points2 ?? '', { fmt: '0.#' }),
      c(m.second, { bold: w === 2, bg: w === 2 ? WIN : undefined }),
      c(status),
    ];
  });
  for (const y of tab.byes)
    rows.push([c('bye'), c(y.entrant), c(y.points ?? '', { fmt: '0.#' }), c(''), c(''), c('bye (L2)')]);
  for (const w of tab.waiting) rows.push([c('waits'), c(w), c(''), c(''), c(''), c('play-off (T5)')]);
  const reported = b.team
    ? tab.matches.filter((m) => m.boards.every((x) => x.result !== '')).length
    : tab.matches.filter((m) => m.result !== '').length;
  return {
    title: `Round ${round}: ${reported} of ${tab.matches.length} ${b.team ? 'team matches' : 'games'} reported`,
    header: ['match', 'first', 'pts', 'pts', 'second', 'results so far'],
    rows,
  };
}

export function twoPlayerOverview(book: Workbook): OverviewModel | null {
  const b = loadTwoPlayer(book);
  if (b.problems.length) return null;
  const upTo = scoredRounds(b);
  const rankedAfter = perRound((r) => ranking(b, r));
  const now = rankedAfter(upTo);
  const prev = upTo > 1 ? rankedAfter(upTo - 1) : null;
  if (now.problems.length || prev?.problems.length) return null;
  const before = prev ? new Map(prev.ranked.map((r) => [r.entrant.id, r.place])) : null;
  // K6: an entrant who left is marked wherever the Overview lists them
  const left = new Map(b.entrants.filter((e) => e.leftAfter !== null).map((e) => [e.name, e.leftAfter as number]));
  const marked = (name: string): string =>
    left.has(name)
      ? `${name} (${left.get(name) ? `left after round ${left.get(name)}` : 'withdrew before round 1'})`
      : name;
  const standings: Panel = {
    title:
      upTo > 0
        ? `Standings after round ${upTo} (${b.settings.tieBreaks === 'mindlab' ? 'L6' : 'T1'})`
        : 'Standings (no round scored yet)',
    header: ['rank', b.team ? 'team' : 'player', 'points', 'wins', 'since last round'],
    rows: now.ranked.map((r, i) => {
      const tied = r.tiedWithAbove || now.ranked[i + 1]?.tiedWithAbove === true;
      return [
        c(tied ? `${r.place}=` : r.place, { fmt: '0' }),
        c(marked(r.entrant.id), { bold: r.place === 1 && upTo > 0 }),
        c(r.entrant.score, { fmt: '0.#' }),
        c(r.entrant.wins, { fmt: '0' }),
        c(movement(before?.get(r.entrant.id), r.place, before !== null)),
      ];
    }),
  };
  const round = lastPaired(b);
  const series = pointsSeries(upTo, (r) =>
    rankedAfter(r).ranked.map((x) => ({ name: x.entrant.id, place: x.place, points: x.entrant.score })),
  );
  const kind = `${b.format === 'league' ? 'League' : 'Swiss'} · ${b.team ? 'teams (L5)' : 'individual'}`;
  // pairings the organizers changed on purpose (the override column of the round tabs), for everyone to see
  const { overrides } = typedPairings(book, b, round);
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

// The Overview's parts the formats ranked by points share (a Swiss or league, multi-player tables, a round
// robin): the standings panel after the last scored round with the change of rank since the round before and
// the chart series (rank; points as a percentage of the leader's), from the format's ranking after each round;
// for the two-player round tabs, the current round's games with what is reported so far.
import type { SheetProblem } from '../../plan';
import type { OvCell, Panel, Series } from '../../overview/model';
import { c, WIN } from '../../overview/model';
import { movement } from '../../overview/movement';
import { perRound, pointsSeries } from '../../overview/charts';
import type { EntrantRow } from '../entrants';
import type { TwoPlayerRound } from '../roundTab';

interface Ranked {
  readonly entrant: { readonly id: string; readonly score: number };
  readonly place: number;
  readonly tiedWithAbove: boolean;
}

interface Ranking {
  readonly ranked: readonly Ranked[];
  readonly problems: readonly SheetProblem[];
}

/** What a format's standings panel shows. */
interface StandingsView<T extends Ranking> {
  /** the rounds scored, 1..upTo */
  readonly upTo: number;
  /** the ranking after a round (each computed once: perRound) */
  readonly ranking: (round: number) => T;
  readonly title: string;
  /** every column: rank, name, the format's values, the change of rank */
  readonly header: readonly string[];
  /** the format's value cells of a line, between the name and the change of rank */
  readonly cells: (r: T['ranked'][number], now: T) => OvCell[];
  /** how an entrant is named (K6: marked when they left), default as ranked */
  readonly name?: (id: string) => string;
}

/**
 * The standings panel after round `upTo` (a shared place "3=", the leader bold once a round is scored, the change
 * of rank since the round before) and the chart series; null when a ranking read has problems.
 */
export function standingsOverview<T extends Ranking>(
  v: StandingsView<T>,
): { readonly standings: Panel; readonly now: T; readonly series: { rank: Series; normalized: Series } } | null {
  const { upTo } = v;
  const rankedAfter = perRound(v.ranking);
  const now = rankedAfter(upTo);
  const prev = upTo > 1 ? rankedAfter(upTo - 1) : null;
  if (now.problems.length || prev?.problems.length) return null;
  const before = prev ? new Map(prev.ranked.map((r) => [r.entrant.id, r.place])) : null;
  const name = v.name ?? ((id: string) => id);
  const standings: Panel = {
    title: v.title,
    header: [...v.header],
    rows: now.ranked.map((r, i) => {
      const tied = r.tiedWithAbove || now.ranked[i + 1]?.tiedWithAbove === true;
      return [
        c(tied ? `${r.place}=` : r.place, { fmt: '0' }),
        c(name(r.entrant.id), { bold: r.place === 1 && upTo > 0 }),
        ...v.cells(r, now),
        c(movement(before?.get(r.entrant.id), r.place, before !== null)),
      ];
    }),
  };
  const series = pointsSeries(upTo, (r) =>
    rankedAfter(r).ranked.map((x) => ({ name: x.entrant.id, place: x.place, points: x.entrant.score })),
  );
  return { standings, now, series };
}

/** K6: an entrant who left, marked wherever the Overview lists them ("Ada (left after round 3)"). */
export function leftMarks(entrants: readonly EntrantRow[], word: string): (name: string) => string {
  const left = new Map(entrants.filter((e) => e.leftAfter !== null).map((e) => [e.name, e.leftAfter as number]));
  return (name) =>
    left.has(name)
      ? `${name} (${left.get(name) ? `left after ${word} ${left.get(name)}` : `withdrew before ${word} 1`})`
      : name;
}

/** A game or team match of a two-player round tab: its line, the winner bold on green, the status given. */
function gameLine(m: TwoPlayerRound['matches'][number], status: string): OvCell[] {
  const w = m.points1 !== null && m.points2 !== null ? (m.points1 > m.points2 ? 1 : m.points2 > m.points1 ? 2 : 0) : 0;
  return [
    c(m.id),
    c(m.first, { bold: w === 1, bg: w === 1 ? WIN : undefined }),
    c(m.points1 ?? '', { fmt: '0.#' }),
    c(m.points2 ?? '', { fmt: '0.#' }),
    c(m.second, { bold: w === 2, bg: w === 2 ? WIN : undefined }),
    c(status),
  ];
}

/** What the current round's panel of a two-player round tab says beyond its games. */
interface GamesView {
  /** a game's status: "reported: 1-0", "awaited", "2 of 4 boards reported" */
  readonly status: (m: TwoPlayerRound['matches'][number]) => string;
  /** whether a game is reported whole */
  readonly reported: (m: TwoPlayerRound['matches'][number]) => boolean;
  /** the rows after the games (byes, players waiting) */
  readonly after: (tab: TwoPlayerRound) => OvCell[][];
  /** "games", "team matches"; the first header */
  readonly games: string;
  readonly first: string;
}

/** The current round's games with what is reported so far; null when the round has no tab. */
export function gamesPanel(tab: TwoPlayerRound | undefined, round: number, v: GamesView): Panel | null {
  if (!tab) return null;
  const rows = [...tab.matches.map((m) => gameLine(m, v.status(m))), ...v.after(tab)];
  const reported = tab.matches.filter(v.reported).length;
  return {
    title: `Round ${round}: ${reported} of ${tab.matches.length} ${v.games} reported`,
    header: [v.first, 'first', 'pts', 'pts', 'second', 'results so far'],
    rows,
  };
}

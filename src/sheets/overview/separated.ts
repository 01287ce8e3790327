// The Overview's note on tied places: for every two neighbours of the standings on equal points, the tie-break
// that put one above the other ("separated by Buchholz", L6, T1, M18, Sonneborn-Berger), or that they are
// still tied after the whole chain. One band across the tab, under the standings; none when no two
// neighbours are level on points.
import type { Band } from './model';
import { c } from './model';
import type { RankedEntry } from '../../engine/tiebreaks/types';
import { describeTieBreak } from '../../engine/tiebreaks/steps';

/** One line of the standings as the Overview shows it. */
export interface SeparatedRow {
  readonly name: string;
  readonly place: number;
  /** the place is shared with a neighbour ("3=") */
  readonly shared: boolean;
  /** the score that ranks */
  readonly points: number;
  /** in words, what put this row below the one above on equal points ('' when the points did, or first) */
  readonly by: string;
}

/** At most this many lines: the leading places first. */
const MOST = 8;

/** 2½ for 2.5; other fractions with two decimals. */
const pointsText = (n: number): string =>
  Number.isInteger(n) ? String(n) : Number.isInteger(n * 2) ? `${Math.floor(n) || ''}½` : n.toFixed(2);

/** L6, T1, T4, M18: one line per pair of neighbours on equal points: what separated them, or that they share a place. */
export function separatedLines(rows: readonly SeparatedRow[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < rows.length && out.length < MOST; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    if (a.points !== b.points) continue;
    const on = `on ${pointsText(b.points)} points`;
    if (a.shared && b.shared && a.place === b.place)
      out.push(`Place ${b.place}=: ${a.name} and ${b.name} ${on}, tied after every tie-break.`);
    else if (b.by !== '')
      out.push(`Places ${a.place} and ${b.place}: ${a.name} above ${b.name} ${on}, separated by ${b.by}.`);
  }
  return out;
}

/** The band under the standings (empty when no neighbours are level on points). */
export function separatedBand(rows: readonly SeparatedRow[]): Band[] {
  const lines = separatedLines(rows);
  if (lines.length === 0) return [];
  return [{ wide: { title: 'Equal points: what separated them', header: [], rows: lines.map((l) => [c(l)]) } }];
}

/** The rows of a ranking by a tie-break chain (T4): separatedBy names the step; 'score' is the points. */
export function separatedRows(ranked: readonly RankedEntry<{ readonly score: number }>[]): SeparatedRow[] {
  return ranked.map((r, i) => ({
    name: r.id,
    place: r.place,
    shared: r.tiedWithAbove || ranked[i + 1]?.tiedWithAbove === true,
    points: r.entrant.score,
    by: r.separatedBy && r.separatedBy !== 'score' ? describeTieBreak(r.separatedBy) : '',
  }));
}

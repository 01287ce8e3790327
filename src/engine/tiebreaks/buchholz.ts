// T1, T2: Buchholz (sum of the opponents' scores), its cuts, and Sonneborn-Berger, with T2's equalized
// number of opponents among the tied entrants.
import { scoreOf, type TieBreakContext } from './context';
import type { TieBreakEntrant, TieBreakSeries, TieBreakStep } from './types';

interface Meeting {
  readonly opponent: string;
  readonly opponentScore: number;
  readonly position: number;
  /** this entrant's points in that game */
  readonly points: number;
}

/** Every opponent met, once per game (a multi-player table gives several). */
export function meetings(e: TieBreakEntrant, ctx: TieBreakContext): Meeting[] {
  return e.games.flatMap((g) =>
    g.opponents.map((opponent) => ({
      opponent,
      opponentScore: scoreOf(ctx, opponent),
      position: ctx.position.get(opponent) ?? Number.MAX_SAFE_INTEGER,
      points: g.points,
    })),
  );
}

/**
 * T2: where the tied entrants met different numbers of opponents, each drops its lowest-ranked opponents
 * (largest position in the score order, see TieBreakContext.position) until all have as many as the fewest.
 */
function equalizedMeetings(group: readonly TieBreakEntrant[], ctx: TieBreakContext): Meeting[][] {
  const all = group.map((e) => meetings(e, ctx));
  const fewest = Math.min(...all.map((m) => m.length));
  return all.map((m) =>
    m
      .map((x, i) => ({ x, i }))
      .sort((a, b) => a.x.position - b.x.position || a.i - b.i)
      .slice(0, fewest)
      .map(({ x }) => x),
  );
}

/** T1: the sum of the opponents' scores without the `cut` lowest. */
export function buchholzOf(ms: readonly Meeting[], cut: number): number {
  return sumWithoutLowest(
    ms.map((m) => m.opponentScore),
    cut,
  );
}

/** The opponents' scores of `e`, as its meetings list them (no meeting records made). */
function opponentScores(e: TieBreakEntrant, ctx: TieBreakContext): number[] {
  const out: number[] = [];
  for (let g = 0; g < e.games.length; g++) {
    const opponents = e.games[g].opponents;
    for (let o = 0; o < opponents.length; o++) out.push(scoreOf(ctx, opponents[o]));
  }
  return out;
}

/** The sum of `scores` without the `cut` lowest. */
function sumWithoutLowest(scores: number[], cut: number): number {
  const sorted = ascending(scores);
  return sorted.slice(Math.min(cut, sorted.length)).reduce((s, v) => s + v, 0);
}

/**
 * The scores in ascending order, summed in that order: an entrant has met a few opponents, sorted in place by
 * insertion (stable, as Array.prototype.sort; it makes no work arrays), a NaN left to Array.prototype.sort.
 */
function ascending(xs: number[]): number[] {
  if (xs.some((v) => Number.isNaN(v))) return xs.sort((a, b) => a - b);
  for (let k = 1; k < xs.length; k++) {
    const v = xs[k];
    let at = k;
    while (at > 0 && xs[at - 1] > v) {
      xs[at] = xs[at - 1];
      at--;
    }
    xs[at] = v;
  }
  return xs;
}

interface BuchholzOptions {
  /** T2 equalization of the numbers of opponents (default true; L6 uses the plain sum) */
  readonly equalize?: boolean;
}

/** T1 steps 1-2: Buchholz cut-`cut` (cut 0 is plain Buchholz, named 'buchholz'). */
export function buchholzStep(
  ctx: TieBreakContext,
  cut: number,
  options: BuchholzOptions = {},
): TieBreakStep<TieBreakEntrant> {
  const name = cut === 0 ? 'buchholz' : `buchholzCut${cut}`;
  if (options.equalize !== false)
    return { name, values: (group) => equalizedMeetings(group, ctx).map((ms) => buchholzOf(ms, cut)) };
  // without equalization an entrant's value is its own, whatever group it is in: worked out once per entrant
  // (a tied group split by an earlier step asks again for its parts)
  const known = new Map<TieBreakEntrant, number>();
  const valueOf = (e: TieBreakEntrant): number => {
    let v = known.get(e);
    if (v === undefined) known.set(e, (v = sumWithoutLowest(opponentScores(e, ctx), cut)));
    return v;
  };
  return { name, values: (group) => group.map(valueOf) };
}

/**
 * T3 step 5: Buchholz cut-2, then cut-3, cut-4, ... while opponents remain, then cut-1 and cut-0; the chain
 * resolver takes the first that breaks the tie.
 */
export function buchholzCutsSeries(ctx: TieBreakContext): TieBreakSeries<TieBreakEntrant> {
  return {
    name: 'buchholzCuts',
    expand(group) {
      const n = Math.min(...equalizedMeetings(group, ctx).map((m) => m.length));
      const cuts: number[] = [2];
      for (let k = 3; k < n; k++) cuts.push(k);
      cuts.push(1, 0);
      return cuts.map((cut) => ({ ...buchholzStep(ctx, cut), name: `buchholzCut${cut}` }));
    },
  };
}

/** T2: Sonneborn-Berger, the sum of each opponent's score times the points scored against it (1, ½, 0). */
export function sonnebornBergerStep(ctx: TieBreakContext): TieBreakStep<TieBreakEntrant> {
  return {
    name: 'sonnebornBerger',
    values: (group) =>
      equalizedMeetings(group, ctx).map((ms) => ms.reduce((s, m) => s + m.opponentScore * m.points, 0)),
  };
}

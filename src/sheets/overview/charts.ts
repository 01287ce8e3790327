// The charts' series: the top entrants of the latest standings, their rank after each scored round and a
// normalized score after each round (MOCHALUNT: the average normalized score, M17-M18; the other formats:
// points as a percentage of the leader's points, so that every format has a 0-100 scale).
import type { Series } from './model';

/** Entrants shown in the charts. */
const CHART_ENTRANTS = 6;

interface RankedAfter {
  readonly name: string;
  readonly place: number;
  readonly normalized: number;
}

/** `after(round)` computed once per round: the standings, the change since the round before and the charts share it. */
export function perRound<T>(after: (round: number) => T): (round: number) => T {
  const known = new Map<number, T>();
  return (r) => {
    if (!known.has(r)) known.set(r, after(r));
    return known.get(r) as T;
  };
}

/** The two series over rounds 1..upTo for the top entrants after `upTo`. */
export function chartSeries(
  upTo: number,
  after: (round: number) => readonly RankedAfter[],
): { rank: Series; normalized: Series } {
  if (upTo < 1)
    return { rank: { names: [], rounds: [], values: [] }, normalized: { names: [], rounds: [], values: [] } };
  const byRound = Array.from({ length: upTo }, (_, i) => new Map(after(i + 1).map((r) => [r.name, r])));
  // the first CHART_ENTRANTS by place, equal places in the standings' order (one pass, not a sort of the field)
  const top: RankedAfter[] = [];
  for (const r of byRound[upTo - 1].values()) {
    if (top.length === CHART_ENTRANTS && r.place >= top[top.length - 1].place) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].place > r.place) at--;
    top.splice(at, 0, r);
    if (top.length > CHART_ENTRANTS) top.pop();
  }
  const names = top.map((r) => r.name);
  const rounds = byRound.map((_, i) => i + 1);
  const pick = (f: (r: RankedAfter) => number) =>
    byRound.map((m) =>
      names.map((n) => {
        const r = m.get(n);
        return r ? f(r) : '';
      }),
    );
  return {
    rank: { names, rounds, values: pick((r) => r.place) },
    normalized: { names, rounds, values: pick((r) => Math.round(r.normalized * 10) / 10) },
  };
}

/** The series of a points format (Swiss, league, multi-player): place, and points as a percentage of the leader's. */
export function pointsSeries(
  upTo: number,
  after: (round: number) => readonly { readonly name: string; readonly place: number; readonly points: number }[],
): { rank: Series; normalized: Series } {
  return chartSeries(upTo, (r) => {
    const ranked = after(r);
    const leader = Math.max(0, ...ranked.map((x) => x.points));
    return ranked.map((x) => ({ name: x.name, place: x.place, normalized: percentOfLeader(x.points, leader) }));
  });
}

/** Points as a percentage of the leader's (0 when nobody has points). */
function percentOfLeader(points: number, leader: number): number {
  return leader > 0 ? (100 * points) / leader : 0;
}

// T4: ranks a field by score, then breaks each tie with a chain of steps; a step that splits a group
// orders the parts, and every part still tied starts again from the first step.
import type { ChainEntry, RankedEntry, TieBreakStep } from './types';

interface Placed<E> {
  readonly entrant: E;
  /** step that separated it from the entrant before it in its group; null when tied with it */
  separatedBy: string | null;
  tied: boolean;
}

/** Values are compared after rounding, so that averages (T3 percentages) computed in different orders agree. */
const key = (v: number): number => (Number.isFinite(v) ? Math.round(v * 1e9) / 1e9 : v);

function stepsOf<E>(entry: ChainEntry<E>, group: readonly E[]): readonly TieBreakStep<E>[] {
  return 'expand' in entry ? entry.expand(group) : [entry];
}

/** Splits a group by descending value, keeping the group's order inside each part. */
function splitBy<E>(group: readonly E[], values: readonly number[]): E[][] {
  // one pass: each entrant into the part of its value (the parts in order of first appearance, then sorted)
  const parts = new Map<number, E[]>();
  values.forEach((v, i) => {
    const k = key(v);
    const part = parts.get(k);
    if (part) part.push(group[i]);
    else parts.set(k, [group[i]]);
  });
  return [...parts.keys()].sort((a, b) => b - a).map((k) => parts.get(k) as E[]);
}

/** T4: one tied group; the first step that splits it orders the parts, each part restarts from step 1. */
function resolve<E>(group: readonly E[], chain: readonly ChainEntry<E>[]): Placed<E>[] {
  if (group.length === 1) return [{ entrant: group[0], separatedBy: null, tied: false }];
  for (const entry of chain) {
    for (const step of stepsOf(entry, group)) {
      const values = step.values(group);
      if (!values) continue;
      const parts = splitBy(group, values);
      if (parts.length < 2) continue;
      const out: Placed<E>[] = [];
      parts.forEach((part, k) => {
        const placed = resolve(part, chain);
        if (k > 0) placed[0].separatedBy = step.name;
        out.push(...placed);
      });
      return out;
    }
  }
  return group.map((entrant, i) => ({ entrant, separatedBy: null, tied: i > 0 }));
}

/**
 * T4 (and L6 6.2): ranks entrants by score (higher first), then each group on equal score by the chain.
 * Entrants the chain cannot separate are reported as tied (same place, tiedWithAbove), in input order.
 */
export function rankByChain<E extends { readonly id: string; readonly score: number }>(
  entrants: readonly E[],
  chain: readonly ChainEntry<E>[],
): RankedEntry<E>[] {
  const byScore = splitBy(
    entrants,
    entrants.map((e) => e.score),
  );
  const placed: Placed<E>[] = [];
  byScore.forEach((group, k) => {
    const part = resolve(group, chain);
    if (k > 0) part[0].separatedBy = 'score';
    placed.push(...part);
  });
  const out: RankedEntry<E>[] = [];
  placed.forEach((p, i) => {
    const place = p.tied ? out[i - 1].place : i + 1;
    out.push({
      entrant: p.entrant,
      id: p.entrant.id,
      place,
      tiedWithAbove: p.tied,
      separatedBy: p.tied ? null : p.separatedBy,
    });
  });
  return out;
}

// L6 d: the rematch of a league. Rulebook 001, 6.1: "In the event of equal points having been scored by the
// leading teams at the end of the tournament ... d) In the league system, #2 and 3 are irrelevant, and a
// rematch between the tied teams is played." 6.2: "Once a winner has been designated for first place, and if
// there is a tie for second place repeat the steps outlined in 6.1, above, to break the second-place tie."
// Decisions: the leading places are the first and the second (the two 6.1 and 6.2 name); a tie that decides
// one of them (its shared place is 1 or 2) after the result between the tied (6.1 a) is played off in extra
// rounds after the league: two tied entrants meet once more, three or more meet each other once more (the
// Berger table of the group, by seeding; an odd one out waits). Once every two of the group have met equally
// often in rematches, the points each scored in those rematches against the others decide their order; who
// is still tied plays again. The rematches add no points, wins or opponents: they only order the tied.
// Who is named first in a rematch (plays first) is drawn from the event's draw seed.
import { createRng } from '../core/rng';
import { reverseResult } from '../core/result';
import { standardBerger } from './berger';
import type { MindLabEvent, MindLabMatch } from './event';
import { gamePoints } from './format';
import type { TieBreakStep } from '../tiebreaks/types';

/** L6 d, 6.2: the places a league tie must decide by a rematch: first and second. */
export const L6_LEADING_PLACES = 2;

/** The name of the tie-break step on the Standings tab ("separated by"). */
const REMATCH_STEP = 'rematch (L6 d)';

/** Points of each side in one match (a team match: its boards, L5). */
function sides(m: MindLabMatch): [number, number] {
  return [
    m.results.reduce((s, r) => s + gamePoints(r), 0),
    m.results.reduce((s, r) => s + gamePoints(reverseResult(r)), 0),
  ];
}

/** How many rematches each two of `group` played against each other (key "a\0b", a < b). */
function meetings(rematches: readonly MindLabMatch[], group: ReadonlySet<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of rematches) {
    if (!group.has(m.first) || !group.has(m.second)) continue;
    const k = [m.first, m.second].sort().join('\u0000');
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** The rematches every two of the group have played against each other when that number is the same for all, else null. */
function completeCycles(rematches: readonly MindLabMatch[], ids: readonly string[]): number | null {
  const met = meetings(rematches, new Set(ids));
  let count: number | null = null;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const c = met.get([ids[i], ids[j]].sort().join('\u0000')) ?? 0;
      if (count === null) count = c;
      else if (c !== count) return null;
    }
  }
  return count;
}

/**
 * L6 d: the tie-break step of the rematches: the points each of a tied group scored in its rematches against
 * the others of the group, once every two of them have played the same number (at least one); else the step
 * does not apply (the group stays tied, its rematch under way or due).
 */
export function rematchStep<E extends { readonly id: string }>(rematches: readonly MindLabMatch[]): TieBreakStep<E> {
  return {
    name: REMATCH_STEP,
    values(group) {
      const ids = group.map((e) => e.id);
      const cycles = completeCycles(rematches, ids);
      if (cycles === null || cycles === 0) return null;
      const inGroup = new Set(ids);
      const points = new Map(ids.map((id) => [id, 0]));
      for (const m of rematches) {
        if (!inGroup.has(m.first) || !inGroup.has(m.second)) continue;
        const [a, b] = sides(m);
        points.set(m.first, (points.get(m.first) ?? 0) + a);
        points.set(m.second, (points.get(m.second) ?? 0) + b);
      }
      return ids.map((id) => points.get(id) ?? 0);
    },
  };
}

/** One rematch round of a tied group: the games (first named plays first) and who waits. */
interface RematchRound {
  readonly games: readonly (readonly [string, string])[];
  readonly waiting: readonly string[];
  /** the text each game's first-named draw was seeded with, by game */
  readonly seeds: readonly string[];
}

/**
 * L6 d: the next rematch round of `group` (entrants in seeding order): the round of the group's Berger table
 * that its rematches so far have reached (a finished cycle starts a new one), who is named first drawn from
 * `drawSeed` for round `round`.
 */
export function rematchRound(
  event: MindLabEvent,
  group: readonly string[],
  round: number,
  drawSeed: string,
): RematchRound {
  const ids = event.entrants.filter((e) => group.includes(e));
  const rematches = event.rematches ?? [];
  const met = meetings(rematches, new Set(ids));
  const counts = [...met.values()];
  const pairs = (ids.length * (ids.length - 1)) / 2;
  const least = counts.length < pairs ? 0 : Math.min(...counts);
  const playedInCycle = [...met.values()].filter((c) => c > least).length;
  const even = ids.length % 2 === 0 ? ids.length : ids.length + 1;
  const table = standardBerger(even);
  const perRound = Math.floor(ids.length / 2);
  const r = table[Math.floor(playedInCycle / Math.max(1, perRound)) % table.length];
  const games: [string, string][] = [];
  const seeds: string[] = [];
  const waiting: string[] = [];
  for (const [x, y] of r) {
    const a = ids[x - 1],
      b = ids[y - 1];
    if (a === undefined || b === undefined) {
      waiting.push(a ?? b);
      continue;
    }
    const seed = `${drawSeed}/round ${round}/rematch/${a}/${b}`;
    games.push(createRng(seed).int(2) === 0 ? [a, b] : [b, a]);
    seeds.push(seed);
  }
  return { games, waiting, seeds };
}

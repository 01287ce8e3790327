// A ranking by games won first (a round robin ranked by wins: src/sheets/formats/singleRoundRobin), then a
// named chain of tie-breaks (T4: a tied group restarts the chain), instead of by the points (T1-T4).
import { rankByChain } from './chain';
import { tieBreakContext } from './context';
import { gamesWon } from './final-round';
import { tieBreakEntry, type TieBreakStepName } from './steps';
import type { ChainEntry, RankedEntry, TieBreakEntrant, TieBreakStep } from './types';

/** An entrant ranked by its games won: `score` is the wins, the entrant itself is kept for the steps. */
interface ByWins<E> {
  readonly entrant: E;
  readonly id: string;
  readonly score: number;
}

const lift = <E>(step: TieBreakStep<E>): TieBreakStep<ByWins<E>> => ({
  name: step.name,
  values: (group) => step.values(group.map((x) => x.entrant)),
});

const liftEntry = <E>(entry: ChainEntry<E>): ChainEntry<ByWins<E>> =>
  'expand' in entry
    ? { name: entry.name, expand: (group) => entry.expand(group.map((x) => x.entrant)).map(lift) }
    : lift(entry);

/**
 * Ranks a field by the games each entrant won (a forfeit win is a game won, a draw is not), then the named
 * chain; the chain's steps read the entrants as they are (their points, their opponents' points). What put an
 * entrant below the one above is "wins" where the games won did; the entrants keep their points as score.
 */
export function rankByWins<E extends TieBreakEntrant>(
  entrants: readonly E[],
  chain: readonly TieBreakStepName[],
): RankedEntry<E>[] {
  const ctx = tieBreakContext(entrants);
  const steps = chain.map((n) => liftEntry<E>(tieBreakEntry(n, ctx)));
  const ranked = rankByChain<ByWins<E>>(
    entrants.map((e) => ({ entrant: e, id: e.id, score: gamesWon(e) })),
    steps,
  );
  return ranked.map((r) => ({
    entrant: r.entrant.entrant,
    id: r.id,
    place: r.place,
    tiedWithAbove: r.tiedWithAbove,
    separatedBy: r.separatedBy === 'score' ? 'wins' : r.separatedBy,
  }));
}

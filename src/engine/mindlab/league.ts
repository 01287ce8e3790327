// L3: one round of a Mind Lab league, by name: the Berger table applied to the entrants in seeding order.
import { bergerSchedule } from './berger';

interface LeagueRound {
  /** first named plays first / at home */
  readonly matches: readonly { readonly first: string; readonly second: string }[];
  /** L3: the entrant meeting the fictive entrant (odd field): a bye worth 0 */
  readonly bye: string | null;
}

/** L3: round `round` (1-based) of the league of `entrants` (seeding order: entrant i is Berger number i+1). */
export function leagueRound(entrants: readonly string[], round: number): LeagueRound {
  const schedule = bergerSchedule(entrants.length);
  const r = schedule[round - 1];
  if (!r) throw new RangeError(`L3: a league of ${entrants.length} has ${schedule.length} rounds, not ${round}`);
  return {
    matches: r.pairs.map((p) => ({ first: entrants[p.first - 1], second: entrants[p.second - 1] })),
    bye: r.bye === null ? null : entrants[r.bye - 1],
  };
}

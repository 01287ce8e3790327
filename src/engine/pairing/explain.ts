// Explains a pairing pair by pair: the named criteria of criteria.ts (rematch, squared score gap, unequal
// score, float height (L4 4.3), same half (L4 4.4), L4 split) that the solver weighed, for a sheet column or a
// log line.
import { pairCost, type PairCost } from './criteria';
import { buildField, comparePairingOrder, scoreUnit } from './field';
import type { PairingRequest, RoundPairing } from './types';

interface ExplainedMatch {
  readonly first: string;
  readonly second: string;
  readonly cost: PairCost;
}

/** M3, L4 (4.3, 4.4): the criteria of each match of `pairing` (a pairing of `request`), in the pairing's order. */
export function explainPairing(request: PairingRequest, pairing: RoundPairing): ExplainedMatch[] {
  const rest = request.entrants.filter((e) => e.id !== pairing.bye).sort(comparePairingOrder);
  const f = buildField(
    rest,
    scoreUnit(
      request.entrants.map((e) => e.score),
      request.scoreStep,
    ),
  );
  const index = new Map(rest.map((e, i) => [e.id, i]));
  return pairing.matches.map((m) => {
    const i = index.get(m.first),
      j = index.get(m.second);
    if (i === undefined || j === undefined)
      throw new RangeError(`pairing: ${m.first}-${m.second} is not a pair of this field`);
    return { first: m.first, second: m.second, cost: pairCost(f, i, j) };
  });
}

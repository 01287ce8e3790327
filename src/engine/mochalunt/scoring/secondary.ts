// The secondary score (M18): the game matches a team offered in a round (G), the coefficient M and
// (average normalized score) × M.
//
// How the rulebook is read (section "Team scoring system"):
// - Inputs are the values at the second deadline, once pairings are final ("after the reduction phase"):
//   the team's NAP and line-up length (first part plus doubles, M8) as sent, and the opponent's roster size
//   at that deadline. A reduction (M10) is the choice of the team with the higher NAP to offer fewer
//   matches: for that team only, both its NAP and its line-up length are capped at the reduced number of
//   individual matches (`reducedTo`); the other team's offer is not cut by its opponent's choice.
// - NAP smaller than the opponent's roster: min(line-up length with doubles, opponent roster) × 4.
//   NAP not smaller: min(NAP, 2 × opponent roster) × 4 (doubles left out).
// - Unit: game matches. Forfeit wins are already part of what was offered and stay in; forfeit losses are
//   games offered but not played by this team: each game this team lost by forfeit subtracts 1. The result
//   never goes below 0 (a team that forfeited without a line-up offered 0).
// - G itself is the plain average of these per-round values over the team's played rounds (byes excluded).

/** What a team offered in one round, as the sheets layer reads it (M18). */
export interface Offer {
  /** number of available players: the first part of the line-up (M8) */
  readonly nap: number;
  /** the whole line-up: first part plus second-part doubles (M8) */
  readonly lineUpLength: number;
  /** the opponent's registered players at the second deadline */
  readonly opponentRoster: number;
  /** the number of individual matches this team chose by reduction (M10), or null when it did not reduce */
  readonly reducedTo: number | null;
}

/** M18: game matches offered in one round (the round's contribution to G), less the games lost by forfeit. */
export function offeredGameMatches(offer: Offer, forfeitLossGames: number, gamesPerMatch = 4): number {
  const cap = offer.reducedTo === null ? Infinity : offer.reducedTo;
  const nap = Math.min(offer.nap, cap);
  const length = Math.min(offer.lineUpLength, cap);
  const slots =
    nap < offer.opponentRoster ? Math.min(length, offer.opponentRoster) : Math.min(nap, 2 * offer.opponentRoster);
  return Math.max(0, slots * gamesPerMatch - forfeitLossGames);
}

/** M18: G, the average of the per-round offered game matches over the played rounds (0 with none). */
export function averageOffered(perRound: readonly number[]): number {
  if (perRound.length === 0) return 0;
  return perRound.reduce((a, b) => a + b, 0) / perRound.length;
}

/** M18: the coefficient M = ((G + 100) / (G + 200))⁴, in [1/16, 1) for G ≥ 0. */
export function coefficientM(g: number): number {
  return Math.pow((g + 100) / (g + 200), 4);
}

/** M18: the secondary score = average normalized score (whole percents) × M. */
export function secondaryScore(normalizedAverage: number, g: number): number {
  return normalizedAverage * coefficientM(g);
}

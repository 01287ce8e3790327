// The pairing engine's public surface.
export type { PairingEntrant, ByeRule, PairingRequest, PairedMatch, RoundPairing } from './types';
export { pairRound, pairRoundWithProof, byeOrder, formatScore } from './pairRound';
export { DEFAULT_PAIRING_SETTINGS, type PairingSettings } from './settings';
export { mcMahonStartScores, pairMcMahonRound, DEFAULT_MCMAHON_START, type McMahonStartSettings } from './mcmahon';
export { swissEntrants, pairSwissRound, type SwissPlayer } from './swiss';
export { pairCost, splitDistance, sameHalf, floatHeight, type PairCost } from './criteria';
export { explainPairing, type ExplainedMatch } from './explain';
export { buildField, comparePairingOrder, scoreUnit, type Field } from './field';

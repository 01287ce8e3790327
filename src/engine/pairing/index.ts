// The pairing engine's public surface.
export type { PairingEntrant, PairingRequest, RoundPairing } from './types';
export { pairRound, pairRoundWithProof, formatScore } from './pairRound';
export { type PairingSettings } from './settings';
export { mcMahonStartScores, pairMcMahonRound } from './mcmahon';
export { swissEntrants, pairSwissRound, type SwissPlayer } from './swiss';
export { explainPairing } from './explain';
export { buildField, comparePairingOrder, scoreUnit } from './field';

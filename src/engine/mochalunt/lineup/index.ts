// The public API of the MOCHALUNT line-up engine (M8-M13), one function per rule.
export type { Side, LineUp, Board, Reduction } from './types';
export { parseLineup, parseStrength, minimumNap, nap, slots, formatLineup, type LineupOptions } from './parse';
export { defaultMatchCount, reductionRange, checkReduction, effectiveReduction, individualMatches, type ReductionRange } from './matches';
export { applyOverrides, type BoardOverride } from './overrides';
export { effectiveLineup, type SentLineup, type EffectiveLineup } from './fallback';
export { pairLineupTexts, type LineupTexts, type LineupPairing } from './fromText';
export { findName, closestName, nameKey, splitList } from './names';
export { loggedRow, loggedRowNote, utcMinute, type LineupLogEntry, type LoggedRow, type LateChange } from './log';
export { sealedRound, teamOf, earlyPairingRefusal, type SealedResponse, type SealedRound, type SealedCheck } from './sealed';

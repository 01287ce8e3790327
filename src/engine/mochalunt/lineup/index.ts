// The public API of the MOCHALUNT line-up engine (M8-M13), one function per rule.
export type { LineUp, Board } from './types';
export { parseLineup, parseStrength, minimumNap, nap, slots, formatLineup } from './parse';
export { defaultMatchCount, reductionRange, checkReduction, effectiveReduction, individualMatches } from './matches';
export { applyOverrides, type BoardOverride } from './overrides';
export { effectiveLineup, type SentLineup, type EffectiveLineup } from './fallback';
export { pairLineupTexts } from './fromText';
export { findName } from './names';
export { loggedRow, loggedRowNote, type LineupLogEntry } from './log';
export {
  sealedRound,
  teamOf,
  earlyPairingRefusal,
  type SealedResponse,
  type SealedRound,
  type SealedInput,
} from './sealed';
export { suggestRosterName, suggestLineup } from './suggest';

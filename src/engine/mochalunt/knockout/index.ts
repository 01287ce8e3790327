// MOCHALUNT knock-out phase (M4, M5): quarter-final draw, later rounds, McMahon pool, final places.
export { rankIndex, orient, type KnockoutMatch, type KnockoutMatchId, type KnockoutResult } from './match';
export { drawQuarterFinals, metBefore, BRACKET_SLOTS, type QuarterFinalDraw } from './quarterFinals';
export { knockoutOutcome, knockoutRound, mcMahonPool, knockoutPlaces, DEFAULT_KNOCKOUT, KNOCKOUT_ROUNDS, type KnockoutSettings, type KnockoutOutcome } from './bracket';

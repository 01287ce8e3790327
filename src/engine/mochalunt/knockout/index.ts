// MOCHALUNT knock-out phase (M4, M5): quarter-final draw, later rounds, McMahon pool, final places (M18).
export { rankIndex, orient, stageOfRound, roundOfStage, type KnockoutStage, type KnockoutMatch, type KnockoutMatchId, type KnockoutResult } from './match';
export { drawQuarterFinals, metBefore, BRACKET_SLOTS, type QuarterFinalDraw } from './quarterFinals';
export { knockoutOutcome, knockoutRound, mcMahonPool, DEFAULT_KNOCKOUT, type KnockoutSettings, type KnockoutOutcome } from './bracket';
export { knockoutPlaces, placedStandings, type KnockoutPlace, type PlacedRow } from './places';

import type { GameResult } from '../../src/engine/core/result';
import type { MindLabEvent, MindLabMatch } from '../../src/engine/mindlab/event';

/** An individual game, result from the first-named side. */
export const game = (round: number, first: string, second: string, result: GameResult): MindLabMatch => ({
  round,
  first,
  second,
  results: [result],
});

export function individualSwiss(
  entrants: string[],
  matches: MindLabMatch[],
  byes: { round: number; entrant: string }[] = [],
): MindLabEvent {
  return { kind: 'individual', format: 'swiss', entrants, matches, byes };
}

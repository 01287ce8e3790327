// K4, K5, K6: table points, the carrot count, and the lone player at a table.

/**
 * K4: points by finishing place among the players who played at a table: 4 (4, 2, 1, 0) or 3 (4, 2, 0);
 * K6: alone at a table, 4. A table left short by no-shows is scored as it was played (rule 12: "third (at a
 * 4-player table) 1, fourth (or third at a 3-player table) 0"): 3 who came are a 3-player game, 4, 2, 0.
 * Decision (the rulebook has no 2-player game): 2 who came score 4 and 0, first home 4 and the last 0 as at
 * every table of rule 12.
 */
export function tablePoints(tableSize: number): readonly number[] {
  switch (tableSize) {
    case 1:
      return [4];
    case 2:
      return [4, 0];
    case 3:
      return [4, 2, 0];
    case 4:
      return [4, 2, 1, 0];
    default:
      throw new RangeError(`K4: no points for a table of ${tableSize}`);
  }
}

export interface CarrotSettings {
  /** K5: the cap on carrots recorded as unspent (rule 11: 40) */
  readonly cap: number;
  /** K5: carrots counted for each lettuce left (rule 13: 10) */
  readonly perLettuce: number;
}

export const DEFAULT_CARROTS: CarrotSettings = { cap: 40, perLettuce: 10 };

/**
 * K5: the tie-break count of one game, fewer is better: unspent carrots capped at 40, plus 10 per lettuce.
 * Decision: the cap applies to the carrots only, lettuces are added after it.
 */
export function carrotCount(carrots: number, lettuces: number, s: CarrotSettings = DEFAULT_CARROTS): number {
  return Math.min(Math.max(0, carrots), s.cap) + s.perLettuce * Math.max(0, lettuces);
}

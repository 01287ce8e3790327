// The matches of the knock-out phase (M4): their ids, stages and the team-match scores they end with. The
// stages are relative to the phase: stage 1 is the first round after phase 1, whatever its length.
import type { TeamName } from '../../core/ids';

/**
 * QF1..QF4: quarter-finals (stage 1; round 6 of the 8-round season) in bracket order 1-8, 4-5, 2-7, 3-6;
 * SF1 = W(QF1)–W(QF2), SF2 = W(QF3)–W(QF4) (stage 2); F final and P3 third place (stage 3). Placement matches
 * (default, M4 Decision): P5A = L(QF1)–L(QF2), P5B = L(QF3)–L(QF4) (stage 2); P5 = W(P5A)–W(P5B) for 5th place
 * and P7 = L(P5A)–L(P5B) for 7th place (stage 3).
 */
export type KnockoutMatchId = 'QF1' | 'QF2' | 'QF3' | 'QF4' | 'SF1' | 'SF2' | 'F' | 'P3' | 'P5A' | 'P5B' | 'P5' | 'P7';

/** M4: the rounds of phase 2 counted from its start: 1 quarter-finals, 2 semi-finals, 3 final and places. */
export type KnockoutStage = 1 | 2 | 3;

/** The stage of a season round, or null for a round of phase 1 (or after phase 2). */
export function stageOfRound(round: number, phase1Rounds: number): KnockoutStage | null {
  const k = round - phase1Rounds;
  return k === 1 || k === 2 || k === 3 ? k : null;
}

/** The season round of a stage. */
export function roundOfStage(stage: KnockoutStage, phase1Rounds: number): number {
  return phase1Rounds + stage;
}

export interface KnockoutMatch {
  readonly id: KnockoutMatchId;
  /** M4: the stage of phase 2 it is played in */
  readonly stage: KnockoutStage;
  /** team 1: the better-ranked team in the updated ranking (M5, M7) */
  readonly first: TeamName;
  readonly second: TeamName;
  /** for the sheet: "quarter-final 1-8" */
  readonly label: string;
}

/** A knock-out match with its team-match sums (M17), in the match's own orientation. */
export interface KnockoutResult {
  readonly match: KnockoutMatch;
  readonly firstScore: number;
  readonly secondScore: number;
  /**
   * false when no game was played and neither team won by forfeit (main score 0-0, M17): a match for places
   * (F, P3, P5, P7) not played leaves its teams level (M18). Absent: played.
   */
  readonly played?: boolean;
}

/** Position of a team in the updated ranking (0 = best); a team not in it sorts last. */
export function rankIndex(ranking: readonly TeamName[], team: TeamName): number {
  const i = ranking.indexOf(team);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

/** M5, M7: orient a match so that team 1 is the better-ranked team. */
export function orient(
  id: KnockoutMatchId,
  stage: KnockoutStage,
  a: TeamName,
  b: TeamName,
  ranking: readonly TeamName[],
  label: string,
): KnockoutMatch {
  const aFirst = rankIndex(ranking, a) <= rankIndex(ranking, b);
  return { id, stage, first: aFirst ? a : b, second: aFirst ? b : a, label };
}

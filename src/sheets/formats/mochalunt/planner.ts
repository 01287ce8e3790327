// MOCHALUNT's planners: what its add-on tools add to the common ActionInput (the edited Line-ups row, the M20
// prize categories, the line-up form's responses) and what its plans add to a Plan (the teams whose Line-ups
// rows were added). Typed here only: the common runner merges a tool's input without reading it
// (src/addon/toolHooks.ts), and the Captains tool finds the teams through lineupTeamsOf.
import type { Plan } from '../../plan';
import type { ActionInput, Planner } from '../planner';
import type { PlayerCategory } from '../../playerCategories';
import type { SealedInput } from '../../../engine/mochalunt/lineup';

export interface MochaluntInput extends ActionInput {
  /** lineupCheck: the 1-based row of the Line-ups tab that was edited */
  readonly row?: number;
  /** M20: the players' prize categories, kept outside the public file (the add-on reads them for Individual ranking) */
  readonly categories?: readonly PlayerCategory[];
  /** M13: the line-up form's responses, read by the add-on (Check line-ups, Pair individual matches with Settings line-ups: form) */
  readonly sealed?: SealedInput;
}

/** A MOCHALUNT planner: the common ones' shape over MOCHALUNT's input. */
export type MochaluntPlanner = Planner<MochaluntInput>;

export interface MochaluntPlan extends Plan {
  /** the teams whose Line-ups rows the plan adds: the add-on protects them for their captains once written */
  readonly lineupTeams?: readonly string[];
}

/** The teams whose Line-ups rows a plan adds (none for a plan that adds none, or of another format). */
export function lineupTeamsOf(plan: Plan): readonly string[] {
  const teams: unknown = 'lineupTeams' in plan ? plan.lineupTeams : undefined;
  return Array.isArray(teams) ? teams.filter((t): t is string => typeof t === 'string') : [];
}

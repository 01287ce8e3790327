// The shape of a menu action's planner: reads the workbook, returns a Plan, writes nothing. The input is the
// common one; a format's own fields are typed in its folder (a format's input extends ActionInput).
import type { Workbook } from '../workbook';
import type { Plan } from '../plan';

export interface ActionInput {
  /** the round to act on; default: the action's natural round (next to pair, last paired, ...) */
  readonly round?: number;
  /** the clock, given by the add-on (used only where no time is written in the workbook yet) */
  readonly now: Date;
  /** set by the add-on after the user answered yes to plan.needsConfirmation */
  readonly confirmed?: boolean;
  /**
   * the event's draw seed, drawn at random by the add-on and kept in the document properties (never typed): the
   * draws of L2 (round-1 bye), L5 (colours), T5 (play-off pairs) and L6 d (rematch) are seeded from it
   */
  readonly drawSeed?: string;
  /**
   * Set up on a spreadsheet whose Settings tab names no format (a new one): the format the organizer chose at its
   * question, as typed (lower case; '' is the default, the registry's first); Set up writes it in the format row
   */
  readonly format?: string;
}

/**
 * A planner over a format's input: the common ActionInput, or the format's own that extends it with what its
 * tools add (MOCHALUNT: src/sheets/formats/mochalunt/planner.ts), typed in the format's folder only
 */
export type Planner<I extends ActionInput = ActionInput> = (book: Workbook, input: I) => Plan;

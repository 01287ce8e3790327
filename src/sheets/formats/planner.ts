// The shape of a menu action's planner: reads the workbook, returns a Plan, writes nothing.
import type { Workbook } from '../workbook';
import type { Plan } from '../plan';
import type { PlayerCategory } from '../playerCategories';
import type { SealedInput } from '../../engine/mochalunt/lineup';

export interface ActionInput {
  /** the round to act on; default: the action's natural round (next to pair, last paired, ...) */
  readonly round?: number;
  /** the clock, given by the add-on (used only where no time is written in the workbook yet) */
  readonly now: Date;
  /** lineupCheck: the 1-based row of the Line-ups tab that was edited */
  readonly row?: number;
  /** set by the add-on after the user answered yes to plan.needsConfirmation */
  readonly confirmed?: boolean;
  /** M20: the players' prize categories, kept outside the public file (the add-on reads them for Individual ranking) */
  readonly categories?: readonly PlayerCategory[];
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
  /** Pair individual matches with Settings line-ups: form: the line-up form's responses (M13), read by the add-on */
  readonly sealed?: SealedInput;
}

export type Planner = (book: Workbook, input: ActionInput) => Plan;

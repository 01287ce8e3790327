// The add-on's entry points. Every function exported here becomes a top-level Apps Script function in
// build/Code.js (see scripts/build.mjs): the simple triggers (onOpen, onEdit) and the menu's handlers.
// Handler names are fixed: `mochalunt run <action>` calls "menu" + PascalCase(action).
import { buildMenu } from './addon/menu';
import { handleEdit, type EditEvent } from './addon/onedit';
import { captainsAction } from './addon/captains';
import { undoAction } from './addon/undoAction';
import { createSchedulingForm, onSchedulingSubmit as schedulingSubmit, type SchedulingSubmitEvent } from './addon/forms/scheduling';
import { createLineupForm } from './addon/forms/lineups';
import { startLineupLog, logLineupEdit, type LogEditEvent } from './addon/lineupLog';

export {
  menuSetUp, menuCheckLineups, menuPairNextRound, menuPairIndividual, menuScoreRound, menuUpdateStandings,
  menuIndividualRanking, menuExport,
} from './addon/actions';

/** Simple trigger: adds the MOCHALUNT menu. */
export function onOpen(): void {
  buildMenu();
}

/** Simple trigger: checks the edited Line-ups rows (never throws). */
export function onEdit(e?: EditEvent): void {
  handleEdit(e);
}

/** Captains and protections: keeps captains' e-mails out of the tabs, protects each team's line-up rows. */
export function menuCaptains(): string {
  return captainsAction();
}

/** Undo last action (repeat to go further back). */
export function menuUndo(): string {
  return undoAction();
}

/** Start line-up log: an installable edit trigger, run as this organizer, logs every change to the Line-ups rows (M13, M7). */
export function menuStartLineupLog(): string {
  return startLineupLog();
}

/** The installable edit trigger created by Start line-up log (runs as the organizer who started it). */
export function onLineupLogEdit(e?: LogEditEvent): void {
  logLineupEdit(e);
}

/** Create scheduling form: a form where players send their agreed match times (shown on the round tab). */
export function menuCreateSchedulingForm(): string {
  return createSchedulingForm();
}

/** The installable form-submit trigger of the scheduling form (runs as the organizer who created it). */
export function onSchedulingSubmit(e?: SchedulingSubmitEvent): string {
  return schedulingSubmit(e);
}

/** Create line-up form (Settings line-ups: form): captains send line-ups privately; Pair individual matches reads them (M13). */
export function menuCreateLineupForm(): string {
  return createLineupForm();
}

// The add-on's entry points. Every function exported here becomes a top-level Apps Script function in
// build/Code.js (see scripts/build.mjs): the simple triggers (onOpen, onEdit) and the menu's handlers.
// Handler names are fixed: `mochalunt run <action>` calls "menu" + PascalCase(action).
import { buildMenu } from './addon/menu';
import { handleEdit, type EditEvent } from './addon/onedit';
import { captainsAction } from './addon/captains';
import { undoAction } from './addon/undoAction';
import { sendPairingsAction } from './addon/sendPairings';
import { registrationFormAction } from './addon/registrationForm';

export {
  menuSetUp, menuCheckLineups, menuPairNextRound, menuPairIndividual, menuScoreRound, menuUpdateStandings,
  menuIndividualRanking, menuExport, menuAddRegistrations,
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

/** Send pairings: one e-mail per team of a round, to its captains and known players (MailApp). */
export function menuSendPairings(): string {
  return sendPairingsAction();
}

/** Create registration form: a Google Form whose responses fill the Registrations tab. */
export function menuCreateRegistrationForm(): string {
  return registrationFormAction();
}

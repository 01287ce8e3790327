// The add-on's entry points. Every function exported here becomes a top-level Apps Script function in
// build/Code.js (see scripts/build.mjs): the simple triggers (onOpen, onEdit), onInstall (Editor add-on),
// the menu's handlers and the dialogs' server functions (google.script.run).
// Handler names are fixed: `mochalunt run <action>` calls "menu" + PascalCase(action).
// The organizers' items first check that the person clicking is an organizer ("organizers only", guard.ts).
import { buildMenu, installMenu, type OpenEvent } from './addon/menu';
import { handleEdit, type EditEvent } from './addon/mochalunt/lineupEdit';
import { noteSealedEdit } from './addon/sealedEdit';
import { captainsAction, captainsSubmit as submitCaptains } from './addon/mochalunt/captains';
import { undoAction } from './addon/undoAction';
import { organizersOnly } from './addon/guard';
import * as actions from './addon/actions';
import { menuPairIndividual as pairIndividual } from './addon/mochalunt/actions';
import { createSchedulingForm, type SchedulingSubmitEvent } from './addon/mochalunt/schedulingForm';
import { formSubmitted } from './addon/mochalunt/formSubmit';
import { lineupArrival, lineupHourlyCheck, type LineupSubmitEvent } from './addon/mochalunt/lineupArrival';
import { createLineupForm } from './addon/mochalunt/lineupForm';
import { createResultsForm } from './addon/forms/resultsForm';
import { entrantAddressesAction } from './addon/entrantAddresses';
import { judgePending, resultsArrival, type ResultsSubmitEvent } from './addon/mochalunt/resultsArrival';
import { startLineupLog, logLineupEdit, type LogEditEvent } from './addon/mochalunt/lineupLog';

export { menuExport } from './addon/actions';
/** How this execution's action ended (src/addon/outcome.ts): an object, so no top-level function a dialog could call. */
export { OUTCOME_RECORD } from './addon/outcome';
import { sendPairingsAction } from './addon/mochalunt/sendPairings';
import { registrationFormAction } from './addon/mochalunt/registrationForm';

/**
 * Simple trigger: adds the menu (under Extensions for the Editor add-on, top-level MOCHALUNT for a bound
 * script: menu.ts). In AuthMode.NONE it touches nothing but the Ui.
 */
export function onOpen(e?: OpenEvent): void {
  buildMenu(e);
}

/** Editor add-on installed (AuthMode.FULL): builds the add-on menu at once, as onOpen would. */
export function onInstall(e?: OpenEvent): void {
  installMenu(e);
}

/** Simple trigger: checks the edited Line-ups rows, notes a scored result typed over (never throws). Runs as the person editing, LIMITED. */
export function onEdit(e?: EditEvent): void {
  handleEdit(e);
  noteSealedEdit(e);
}

/** Set up tournament (and the spreadsheet's time zone becomes UTC: every time in the tabs is UTC). */
export function menuSetUp(): string {
  return organizersOnly('Set up tournament', actions.menuSetUp);
}

export function menuCheckLineups(): string {
  return organizersOnly('Check line-ups', actions.menuCheckLineups);
}

export function menuPairNextRound(): string {
  return organizersOnly('Pair next round', actions.menuPairNextRound);
}

export function menuPairIndividual(): string {
  return organizersOnly('Pair individual matches', pairIndividual);
}

export function menuScoreRound(): string {
  return organizersOnly('Score round', actions.menuScoreRound);
}

export function menuUpdateStandings(): string {
  return organizersOnly('Update standings', actions.menuUpdateStandings);
}

export function menuIndividualRanking(): string {
  return organizersOnly('Individual ranking', actions.menuIndividualRanking);
}

/** Captains and protections: the dialog for captains' e-mails (kept out of the tabs). */
export function menuCaptains(): string {
  return organizersOnly('Captains and protections', captainsAction);
}

/** The Captains dialog's Save (google.script.run): keeps the e-mails, rebuilds the protections (unless they changed since the dialog showed them). */
export function captainsSubmit(text: string, shown?: string): string {
  return organizersOnly('Captains and protections', () => submitCaptains(text, shown));
}

/** Undo last action (repeat to go further back). */
export function menuUndo(): string {
  return organizersOnly('Undo last action', undoAction);
}

/** Start line-up log: an installable edit trigger, run as this organizer, logs every change to the Line-ups rows (M13, M7). */
export function menuStartLineupLog(): string {
  return organizersOnly('Start line-up log', startLineupLog);
}

/** The installable edit trigger created by Start line-up log (runs as the organizer who started it). */
export function onLineupLogEdit(e?: LogEditEvent): void {
  logLineupEdit(e);
}

/** Create scheduling form: a form where players send their agreed match times (shown on the round tab). */
export function menuCreateSchedulingForm(): string {
  return organizersOnly('Create scheduling form', createSchedulingForm);
}

/** The spreadsheet's form-submit trigger: each response to its form's handler, by the tab it arrived on (runs as its creator). */
export function onSpreadsheetFormSubmit(e?: SchedulingSubmitEvent): string {
  return formSubmitted(e);
}

/** The scheduling form's trigger of earlier versions: the same (Create scheduling form or results form replaces it). */
export function onSchedulingSubmit(e?: SchedulingSubmitEvent): string {
  return formSubmitted(e);
}

/** Create line-up form (Settings line-ups: form): captains send line-ups privately; Pair individual matches reads them (M13). */
export function menuCreateLineupForm(): string {
  return organizersOnly('Create line-up form', createLineupForm);
}

/** The installable form-submit trigger of the line-up form: checks a line-up on arrival and e-mails its captain (runs as the organizer who created it). */
export function onLineupFormSubmit(e?: LineupSubmitEvent): string {
  return lineupArrival(e);
}

/** The Editor add-on's hourly trigger of the document: checks the line-ups sent since its last run and e-mails each captain. */
export function onLineupCheckHourly(): string {
  return lineupHourlyCheck();
}

/** Send pairings: one e-mail per team of a round, to its captains and known players (MailApp). */
export function menuSendPairings(): string {
  return organizersOnly('Send pairings', sendPairingsAction);
}

/** Create registration form: a Google Form whose responses fill the Registrations tab. */
export function menuCreateRegistrationForm(): string {
  return organizersOnly('Create registration form', registrationFormAction);
}

/** Add registered players: copies the Registrations tab's new rows into Teams and Players. */
export function menuAddRegistrations(): string {
  return organizersOnly('Add registered players', actions.menuAddRegistrations);
}

/** Create results form: captains, or a player for their own board, report a board's results; both sides agreeing writes them on the round tab. */
export function menuCreateResultsForm(): string {
  return organizersOnly('Create results form', () => {
    const text = createResultsForm();
    // reports left pending (their trigger could not get the lock, or failed) are judged now, in arrival order
    const { judged } = judgePending(true);
    return judged.length ? `${text}\n${judged.length} pending report(s) judged now (Results log).` : text;
  });
}

/** Entrants' addresses (Swiss, league, multi-player): the addresses the results form checks reporters against, kept privately. */
export function menuEntrantAddresses(): string {
  return organizersOnly("Entrants' addresses", entrantAddressesAction);
}

/** The installable form-submit trigger of the results form: judges a report, writes agreed results, logs, e-mails the sender (runs as the organizer who created it). */
export function onResultsFormSubmit(e?: ResultsSubmitEvent): string {
  return resultsArrival(e);
}

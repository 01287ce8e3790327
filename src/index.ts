// The add-on's entry points. Every function exported here becomes a top-level Apps Script function in
// build/Code.js (see scripts/build.mjs): the simple triggers (onOpen, onEdit), onInstall (Editor add-on),
// and the installable triggers' handlers; besides, HANDLERS: the menu's handlers, made from the table of actions
// (src/sheets/actions.ts), and the dialogs' server functions (google.script.run), each returning how it ended
// (src/sheets/outcome.ts), which build.mjs gives each a top-level function returning the outcome's text (a menu
// handler's return value is ignored by Google; a dialog's page shows it). The installable triggers' handlers
// end with `_`, so google.script.run cannot call them
// (https://developers.google.com/apps-script/guides/html/communication#private_functions); their earlier names
// run only for triggers installed by earlier versions (earlierTrigger.ts).
// The organizers' items first check that the person clicking is an organizer ("organizers only", guard.ts).
import { buildMenu, installMenu, type OpenEvent } from './addon/menu';
import { handleEdit, type EditEvent } from './addon/mochalunt/lineupEdit';
import { noteSealedEdit } from './addon/sealedEdit';
import { captainsAction, captainsSubmit as submitCaptains } from './addon/mochalunt/captains';
import { undoAction } from './addon/undoAction';
import { dialogHandler, exportJson, menuHandlers, planned, type Handler } from './addon/actions';
import { pairIndividualAction } from './addon/mochalunt/actions';
import { createSchedulingForm, type SchedulingSubmitEvent } from './addon/mochalunt/schedulingForm';
import { formSubmitted } from './addon/mochalunt/formSubmit';
import { lineupArrival, lineupHourlyCheck, type LineupSubmitEvent } from './addon/mochalunt/lineupArrival';
import { createLineupForm } from './addon/mochalunt/lineupForm';
import { createResultsForm, refreshResultsForm } from './addon/forms/resultsForm';
import { entrantAddressesAction } from './addon/entrantAddresses';
import { judgePending, resultsArrival, type ResultsSubmitEvent } from './addon/mochalunt/resultsArrival';
import { startLineupLog, logLineupEdit, type LogEditEvent } from './addon/mochalunt/lineupLog';
import { fromEarlierTrigger, NOT_FROM_TRIGGER } from './addon/earlierTrigger';
import { sendPairingsAction } from './addon/mochalunt/sendPairings';
import { registrationFormAction } from './addon/mochalunt/registrationForm';

/** An installable trigger's event: its `triggerUid` names the trigger (https://developers.google.com/apps-script/guides/triggers/events). */
type FromTrigger = { readonly triggerUid?: unknown };

/** Create results form, then the reports left pending (their trigger could not get the lock, or failed), judged now in arrival order. */
function resultsFormAction(): ReturnType<typeof createResultsForm> {
  const created = createResultsForm();
  const { judged } = judgePending(true);
  return judged.length
    ? { ...created, text: `${created.text}\n${judged.length} pending report(s) judged now (Results log).` }
    : created;
}

/**
 * The functions Google calls by name whose work ends in an Outcome: every menu item's handler (one per row of
 * the table of actions, src/sheets/actions.ts; the tools' own work and the planners' additions here), and the
 * Captains dialog's Save (google.script.run: keeps the e-mails, rebuilds the protections unless they changed
 * since the dialog showed them; its problems and notes go back to the dialog, which keeps the typed lines).
 * An object, not functions: build.mjs gives each a top-level function of its name returning the text.
 */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  ...menuHandlers({
    captains: captainsAction,
    entrantAddresses: entrantAddressesAction,
    lineupLog: startLineupLog,
    registrationForm: registrationFormAction,
    lineupForm: createLineupForm,
    schedulingForm: createSchedulingForm,
    resultsForm: resultsFormAction,
    sendPairings: sendPairingsAction,
    undo: undoAction,
    // the results form lists the open boards (when it exists)
    pairNextRound: () => planned('pairNextRound', { written: refreshResultsForm }),
    pairIndividual: pairIndividualAction,
    exportJson,
  }),
  captainsSubmit: dialogHandler('captains', submitCaptains),
};

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

/** The installable edit trigger created by Start line-up log (runs as the organizer who started it). */
export function onLineupLogEdit_(e?: LogEditEvent): void {
  logLineupEdit(e);
}

/** The line-up log's trigger of earlier versions (replaced by onLineupLogEdit_ when Start line-up log runs again). */
export function onLineupLogEdit(e?: LogEditEvent & FromTrigger): void {
  if (fromEarlierTrigger('onLineupLogEdit', e)) logLineupEdit(e);
}

/** The spreadsheet's form-submit trigger: each response to its form's handler, by the tab it arrived on (runs as its creator). */
export function onSpreadsheetFormSubmit_(e?: SchedulingSubmitEvent): string {
  return formSubmitted(e);
}

/** The spreadsheet's form-submit trigger of earlier versions: the same (Create scheduling form or results form replaces it). */
export function onSpreadsheetFormSubmit(e?: SchedulingSubmitEvent & FromTrigger): string {
  return fromEarlierTrigger('onSpreadsheetFormSubmit', e) ? formSubmitted(e) : NOT_FROM_TRIGGER;
}

/** The scheduling form's trigger of earlier versions: the same (Create scheduling form or results form replaces it). */
export function onSchedulingSubmit(e?: SchedulingSubmitEvent & FromTrigger): string {
  return fromEarlierTrigger('onSchedulingSubmit', e) ? formSubmitted(e) : NOT_FROM_TRIGGER;
}

/** The installable form-submit trigger of the line-up form: checks a line-up on arrival and e-mails its captain (runs as the organizer who created it). */
export function onLineupFormSubmit_(e?: LineupSubmitEvent): string {
  return lineupArrival(e);
}

/** The line-up form's trigger of earlier versions (replaced by onLineupFormSubmit_ when Create line-up form runs again). */
export function onLineupFormSubmit(e?: LineupSubmitEvent & FromTrigger): string {
  return fromEarlierTrigger('onLineupFormSubmit', e) ? lineupArrival(e) : NOT_FROM_TRIGGER;
}

/** The Editor add-on's hourly trigger of the document: checks the line-ups sent since its last run and e-mails each captain. */
export function onLineupCheckHourly_(): string {
  return lineupHourlyCheck();
}

/** The hourly trigger under its earlier name (replaced by onLineupCheckHourly_ when Create line-up form runs again). */
export function onLineupCheckHourly(e?: FromTrigger): string {
  return fromEarlierTrigger('onLineupCheckHourly', e) ? lineupHourlyCheck() : NOT_FROM_TRIGGER;
}

/** The results form's own submit trigger of earlier versions (a bound install's): judges the pending reports (Create results form replaces it by the spreadsheet's). */
export function onResultsFormSubmit(e?: ResultsSubmitEvent & FromTrigger): string {
  return fromEarlierTrigger('onResultsFormSubmit', e) ? resultsArrival(e) : NOT_FROM_TRIGGER;
}

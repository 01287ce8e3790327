// The add-on's installable triggers, in one place: "install this handler's trigger for this document, replacing
// the old one". Looked up per document with ScriptApp.getUserTriggers(spreadsheet): in an add-on,
// ScriptApp.getProjectTriggers() lists the user's triggers of EVERY document the add-on runs in
// (https://developers.google.com/apps-script/reference/script/script-app#getprojecttriggers), so another
// tournament's trigger would look like this one's. The triggers a new one replaces are deleted first
// (ScriptApp.deleteTrigger), so running an item again never leaves a second trigger calling the handler twice.
// Google allows 20 triggers per user per script, over all their documents
// (https://developers.google.com/apps-script/guides/services/quotas, "Triggers: 20 / user / script"): beyond
// it create() throws, and the organizer is told what to do.
// A form's submit trigger (the line-up form, which has no destination spreadsheet) is made with
// ScriptApp.newTrigger(h).forForm(form).onFormSubmit() (https://developers.google.com/apps-script/reference/script/form-trigger-builder#onformsubmit)
// and looked up with getUserTriggers(form) (https://developers.google.com/apps-script/reference/script/script-app#getusertriggersform);
// one left on a form recorded before (deleted since) is found among the project's triggers by its source id
// (Trigger.getTriggerSourceId). Only a bound script may watch another file: an Editor add-on "can only create
// triggers for the file in which the add-on is used" (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions),
// so the add-on install never asks for one (src/addon/mochalunt/lineupArrival.ts).

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Form = GoogleAppsScript.Forms.Form;

/** The current user's triggers of this spreadsheet that call `handler`. */
export function documentTriggers(ss: Spreadsheet, handler: string): GoogleAppsScript.Script.Trigger[] {
  return ScriptApp.getUserTriggers(ss).filter((t) => t.getHandlerFunction() === handler);
}

/** What the organizer reads when Google's limit of triggers refuses a new one. */
function tooManyTriggers(label: string): string {
  return `${label}: nothing was changed. Google allows each person 20 MOCHALUNT triggers over all their spreadsheets, and yours are all in use (line-up logs and scheduling forms of other tournaments). Delete the triggers of tournaments that are over (script.google.com, My Triggers), then run ${label} again.`;
}

/** The current user's triggers of `handler` on a form, and on the forms of ids `stale` (recorded before, gone since). */
export function formTriggers(
  form: Form,
  handler: string,
  stale: readonly string[] = [],
): GoogleAppsScript.Script.Trigger[] {
  const own = ScriptApp.getUserTriggers(form).filter((t) => t.getHandlerFunction() === handler);
  if (stale.length === 0) return own;
  const ids = new Set(own.map((t) => t.getUniqueId()));
  const gone = ScriptApp.getProjectTriggers().filter(
    (t) => t.getHandlerFunction() === handler && stale.includes(t.getTriggerSourceId()) && !ids.has(t.getUniqueId()),
  );
  return [...own, ...gone];
}

/**
 * Installs the current user's trigger of `handler`: for this spreadsheet (an edit or a form-submit trigger), or
 * for a form's submissions, replacing the ones it had (for a form: also those left on the forms `stale`).
 * Returns null when it is installed, or the message to show when Google's limit refused it (it had none to
 * replace then, so nothing changed).
 */
export function installTrigger(
  ss: Spreadsheet,
  handler: string,
  event: 'edit' | 'formSubmit' | Form,
  label: string,
  stale: readonly string[] = [],
): string | null {
  const form = typeof event === 'string' ? null : event;
  const old = form ? formTriggers(form, handler, stale) : documentTriggers(ss, handler);
  for (const t of old) ScriptApp.deleteTrigger(t);
  return created(label, () => {
    if (form) {
      ScriptApp.newTrigger(handler).forForm(form).onFormSubmit().create();
      return;
    }
    const builder = ScriptApp.newTrigger(handler).forSpreadsheet(ss);
    (event === 'edit' ? builder.onEdit() : builder.onFormSubmit()).create();
  });
}

/** Runs `create`: null when it made the trigger, the organizer's message when Google's limit refused it. */
function created(label: string, create: () => void): string | null {
  try {
    create();
    return null;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (!/too many triggers/i.test(message)) throw e;
    return tooManyTriggers(label);
  }
}

// The spreadsheet's ONE form-submit trigger (ScriptApp.newTrigger(h).forSpreadsheet(ss).onFormSubmit():
// https://developers.google.com/apps-script/reference/script/spreadsheet-trigger-builder#onformsubmit), in both
// installs: it fires for every form that answers into this spreadsheet, and src/addon/forms/formSubmit.ts sends
// each response to its form's handler by the tab it arrived on. An Editor add-on may have one trigger of each
// type per user per document and none on a form (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions),
// so every form answers into this spreadsheet and this one trigger serves them all: creating a form again, or
// another form, finds it and makes no second one. It runs as its creator (FORM_SUBMIT_BY); another organizer
// clicking later leaves it so (two would run every response twice).

/** The handler of the spreadsheet's form-submit trigger (an entry point of src/index.ts). */
export const FORM_SUBMIT_HANDLER = 'onSpreadsheetFormSubmit';
/** The handlers of form-submit triggers made before there was one for all forms, replaced by it. */
const OLD_SUBMIT_HANDLERS = ['onSchedulingSubmit'];
/** Document property: the organizer whose form-submit trigger runs (it writes and e-mails as them). */
export const FORM_SUBMIT_BY = 'mochalunt.formSubmit.by';

/** What installing the spreadsheet's form-submit trigger did. */
type FormSubmitInstall =
  { readonly state: 'refused'; readonly text: string } | { readonly state: 'created' | 'kept'; readonly by: string };

/** The spreadsheet's form-submit trigger: kept when it exists (this user's, or recorded as another organizer's), else made. */
export function installFormSubmit(ss: Spreadsheet, label: string): FormSubmitInstall {
  const props = PropertiesService.getDocumentProperties();
  const self = Session.getEffectiveUser().getEmail();
  const by = props.getProperty(FORM_SUBMIT_BY);
  if (by && by.toLowerCase() !== self.toLowerCase()) return { state: 'kept', by };
  if (documentTriggers(ss, FORM_SUBMIT_HANDLER).length > 0) {
    if (!by) props.setProperty(FORM_SUBMIT_BY, self);
    return { state: 'kept', by: self };
  }
  for (const h of OLD_SUBMIT_HANDLERS) for (const t of documentTriggers(ss, h)) ScriptApp.deleteTrigger(t);
  const refused = installTrigger(ss, FORM_SUBMIT_HANDLER, 'formSubmit', label);
  if (refused) return { state: 'refused', text: refused };
  props.setProperty(FORM_SUBMIT_BY, self);
  return { state: 'created', by: self };
}

// A time-driven trigger of this document (ScriptApp.newTrigger(h).timeBased().everyHours(n).create():
// https://developers.google.com/apps-script/reference/script/clock-trigger-builder#everyhoursn), what an Editor add-on
// may use where a bound script watches another file: an add-on's "Time-driven triggers cannot run more frequently
// than once per hour", and it has one trigger of each type per user per document
// (https://developers.google.com/workspace/add-ons/concepts/editor-triggers#restrictions). It is found again by
// its unique id (Trigger.getUniqueId), kept in the document properties: getProjectTriggers lists the user's
// triggers of every document, and the reference does not say that getUserTriggers(document) lists a clock trigger.

/** Document property of the unique id of this document's clock trigger calling `handler`. */
const clockProperty = (handler: string): string => `mochalunt.clock.${handler}`;

/**
 * This user's hourly trigger of `handler` for this document: kept when it exists, else made. Returns null when it
 * runs, or the message to show when Google's limit refused it (nothing changed then).
 */
export function installHourly(handler: string, label: string): string | null {
  const props = PropertiesService.getDocumentProperties();
  const uid = props.getProperty(clockProperty(handler));
  const mine = ScriptApp.getProjectTriggers().filter((t) => t.getHandlerFunction() === handler);
  if (uid && mine.some((t) => t.getUniqueId() === uid)) return null; // this document's, kept
  return created(label, () => {
    const t = ScriptApp.newTrigger(handler).timeBased().everyHours(1).create();
    props.setProperty(clockProperty(handler), t.getUniqueId());
  });
}

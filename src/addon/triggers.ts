// The add-on's installable triggers, in one place: "install this handler's trigger for this document, replacing
// the old one". Looked up per document with ScriptApp.getUserTriggers(spreadsheet): in an add-on,
// ScriptApp.getProjectTriggers() lists the user's triggers of EVERY document the add-on runs in
// (https://developers.google.com/apps-script/reference/script/script-app#getprojecttriggers), so another
// tournament's trigger would look like this one's. The triggers a new one replaces are deleted first
// (ScriptApp.deleteTrigger), so running an item again never leaves a second trigger calling the handler twice.
// Google allows 20 triggers per user per script, over all their documents
// (https://developers.google.com/apps-script/guides/services/quotas, "Triggers: 20 / user / script"): beyond
// it create() throws, and the organizer is told what to do.

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The current user's triggers of this spreadsheet that call `handler`. */
export function documentTriggers(ss: Spreadsheet, handler: string): GoogleAppsScript.Script.Trigger[] {
  return ScriptApp.getUserTriggers(ss).filter((t) => t.getHandlerFunction() === handler);
}

/** What the organizer reads when Google's limit of triggers refuses a new one. */
export function tooManyTriggers(label: string): string {
  return `${label}: nothing was changed. Google allows each person 20 MOCHALUNT triggers over all their spreadsheets, and yours are all in use (line-up logs and scheduling forms of other tournaments). Delete the triggers of tournaments that are over (script.google.com, My Triggers), then run ${label} again.`;
}

/**
 * Installs the current user's trigger of `handler` for this spreadsheet (an edit or a form-submit trigger),
 * replacing the ones it had. Returns null when it is installed, or the message to show when Google's limit
 * refused it (it had none to replace then, so nothing changed).
 */
export function installTrigger(ss: Spreadsheet, handler: string, event: 'edit' | 'formSubmit', label: string): string | null {
  const old = documentTriggers(ss, handler);
  for (const t of old) ScriptApp.deleteTrigger(t);
  const create = (): void => {
    const builder = ScriptApp.newTrigger(handler).forSpreadsheet(ss);
    (event === 'edit' ? builder.onEdit() : builder.onFormSubmit()).create();
  };
  try {
    create();
    return null;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (!/too many triggers/i.test(message)) throw e;
    return tooManyTriggers(label);
  }
}

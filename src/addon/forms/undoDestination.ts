// Putting a spreadsheet back after a form creation failed once the form's destination was set: the form is
// unlinked (Form.removeDestination: https://developers.google.com/apps-script/reference/forms/form#removeDestination())
// and the responses tab Google added is deleted (with its protection:
// https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#deleteSheet(Sheet)), the
// document properties named are put back as they were. The form file itself lives in Drive, outside the
// spreadsheet: it stays, unrecorded, and the message says so.

/** The document properties `keys` as they are now (null: not set), to put back with undoDestination. */
export function propertiesNow(keys: readonly string[]): Record<string, string | null> {
  const props = PropertiesService.getDocumentProperties();
  const out: Record<string, string | null> = {};
  for (const k of keys) out[k] = props.getProperty(k);
  return out;
}

/** Unlinks `form`, deletes the tabs not among `tabsBefore` (sheet ids), puts the properties back. */
export function undoDestination(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  form: GoogleAppsScript.Forms.Form,
  tabsBefore: ReadonlySet<number>,
  props: Record<string, string | null>,
): void {
  form.removeDestination();
  for (const s of ss.getSheets()) if (!tabsBefore.has(s.getSheetId())) ss.deleteSheet(s);
  const store = PropertiesService.getDocumentProperties();
  for (const k of Object.keys(props)) {
    const v = props[k];
    if (v === null) store.deleteProperty(k);
    else store.setProperty(k, v);
  }
}

/** What a form action says when it stopped after creating its form: nothing kept in the spreadsheet, the file left. */
export function formLeftText(label: string, e: unknown, form: GoogleAppsScript.Forms.Form): string {
  const why = e instanceof Error ? e.message : String(e);
  return `${label} stopped on an error (${why}). Nothing written in this spreadsheet: the form's responses tab was deleted again and nothing recorded. The form "${form.getTitle()}" was already created in your Google Drive and stays there, unused: delete it in Drive. Clicking ${label} again creates a new form.`;
}

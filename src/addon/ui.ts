// The add-on's conversation with the user: toasts for progress, alerts for problems, YES/NO confirmations,
// prompts with a default. Everything goes through SpreadsheetApp's Ui (scope script.container.ui).
import { saying, type Outcome } from '../sheets/outcome';

/** The add-on's name, used as the title of toasts and dialogs. */
const TITLE = 'MOCHALUNT';
/** At most this many problem lines in one alert; the rest are counted. */
export const MAX_PROBLEM_LINES = 15;

function ui(): GoogleAppsScript.Base.Ui {
  return SpreadsheetApp.getUi();
}

/** A toast in the corner of the sheet (progress and summaries). */
export function toast(message: string, seconds = 5): void {
  SpreadsheetApp.getActiveSpreadsheet().toast(message, TITLE, seconds);
}

/**
 * The messages of a dialog's server function (google.script.run), kept for its page: an alert shown then would
 * replace the dialog and lose what was typed in it (https://developers.google.com/apps-script/guides/dialogs).
 * null outside such a call. `problems`: the problems that stopped it, which its summary lists already.
 */
let forPage: { title: string; message: string; problems: boolean }[] | null = null;

/**
 * Runs a dialog's server function: its alerts are not shown but added after its outcome's text, which its page
 * shows inside the dialog (the problems that stopped it only once: its summary lists them).
 */
export function answeringPage(fn: () => Outcome): Outcome {
  const outer = forPage;
  const kept: { title: string; message: string; problems: boolean }[] = [];
  forPage = kept;
  try {
    const ended = fn();
    const notes = kept.filter((m) => !m.problems).map((m) => `${m.title}: ${m.message}`);
    return saying(ended, [ended.text, ...notes].join('\n\n'));
  } finally {
    forPage = outer;
  }
}

/** An alert with only an OK button (inside a dialog's server function: kept for its page, answeringPage). */
export function inform(title: string, message: string): void {
  if (forPage) {
    forPage.push({ title, message, problems: false });
    return;
  }
  const u = ui();
  u.alert(`${TITLE}: ${title}`, message, u.ButtonSet.OK);
}

/** A YES/NO question; true only for YES. */
export function confirm(title: string, message: string): boolean {
  const u = ui();
  return u.alert(`${TITLE}: ${title}`, message, u.ButtonSet.YES_NO) === u.Button.YES;
}

/** Problem lines as one alert text: at most MAX_PROBLEM_LINES lines, then "... and N more". */
export function problemText(lines: readonly string[]): string {
  const shown = lines.slice(0, MAX_PROBLEM_LINES);
  const more = lines.length - shown.length;
  return [
    'Nothing was written. Please correct:',
    ...shown.map((l) => `- ${l}`),
    ...(more > 0 ? [`... and ${more} more`] : []),
  ].join('\n');
}

/** Shows the problems that stopped an action. */
export function showProblems(action: string, lines: readonly string[]): void {
  if (forPage) forPage.push({ title: `${action}: nothing written`, message: problemText(lines), problems: true });
  else inform(`${action}: nothing written`, problemText(lines));
}

/**
 * Asks for a whole number (e.g. a round), offering `def` when the answer is left empty.
 * Returns null when the user cancels or types something else (after saying so).
 */
export function promptNumber(title: string, question: string, def: number, min = 1, max = 99): number | null {
  const u = ui();
  const r = u.prompt(`${TITLE}: ${title}`, `${question} (leave empty for ${def})`, u.ButtonSet.OK_CANCEL);
  if (r.getSelectedButton() !== u.Button.OK) return null;
  const text = r.getResponseText().trim();
  if (text === '') return def;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    inform(
      title,
      `"${text}" is not a round number: type a whole number from ${min} to ${max}, e.g. ${def}. Nothing was written.`,
    );
    return null;
  }
  return n;
}

/**
 * Asks to choose one of `choices` by typing it (case and spaces aside), the first when the answer is left empty:
 * the choice, or why there is none (cancelled; something else typed, which is said in an alert).
 */
export function promptChoice(
  title: string,
  question: string,
  choices: readonly string[],
): { readonly choice: string } | { readonly cancelled: true } | { readonly refused: string } {
  const u = ui();
  const r = u.prompt(
    `${TITLE}: ${title}`,
    `${question} Type one of: ${choices.join(', ')} (leave empty for ${choices[0]}).`,
    u.ButtonSet.OK_CANCEL,
  );
  if (r.getSelectedButton() !== u.Button.OK) return { cancelled: true };
  const text = r.getResponseText().trim().replace(/\s+/g, ' ');
  if (text === '') return { choice: choices[0] };
  const found = choices.find((c) => c.toLowerCase() === text.toLowerCase());
  if (found !== undefined) return { choice: found };
  const why = `"${text}" is not one of the choices: type one of ${choices.join(', ')}`;
  inform(title, `${why}. Nothing was written.`);
  return { refused: why };
}

/** Asks for free text (several lines allowed); null when cancelled. */
export function promptText(title: string, question: string): string | null {
  const u = ui();
  const r = u.prompt(`${TITLE}: ${title}`, question, u.ButtonSet.OK_CANCEL);
  return r.getSelectedButton() === u.Button.OK ? r.getResponseText() : null;
}

/** Shows a long text (e.g. the JSON export) in a modal dialog, escaped. */
export function showText(title: string, text: string): void {
  const esc = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = HtmlService.createHtmlOutput(`<pre style="white-space:pre-wrap;font-size:11px">${esc}</pre>`)
    .setWidth(700)
    .setHeight(500);
  ui().showModalDialog(html, `${TITLE}: ${title}`);
}

/** Text made safe inside HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A modal HTML dialog with a text area (several lines, where a prompt takes one): Save sends the text to the
 * top-level function `submit` through google.script.run, as a new execution; what it returns (its summary, or
 * the problems to correct: answeringPage) is shown inside the dialog by the call's success handler
 * (https://developers.google.com/apps-script/guides/html/reference/run#withSuccessHandler(Function)), the typed
 * lines kept, to correct and save again or close. The dialog does not stop the script: the caller returns at
 * once (HtmlService, scope script.container.ui).
 */
export function showForm(title: string, intro: string, text: string, submit: string, shown = ''): void {
  const html = [
    '<div style="font:13px Arial,sans-serif">',
    `<p style="white-space:pre-wrap">${escapeHtml(intro)}</p>`,
    `<textarea id="text" rows="14" style="width:100%;font:12px monospace">${escapeHtml(text)}</textarea>`,
    // what the dialog showed, sent back with the text: the server stops if the data changed meanwhile
    `<input type="hidden" id="shown" value="${escapeHtml(shown)}">`,
    '<p><button id="save" onclick="save()">Save</button> <button id="close" onclick="google.script.host.close()">Cancel</button></p>',
    '<div id="status" style="white-space:pre-wrap"></div></div>',
    '<script>',
    'function done(reply) { document.getElementById("status").textContent = String(reply); document.getElementById("save").disabled = false; document.getElementById("close").textContent = "Close"; }',
    'function failed(e) { document.getElementById("status").textContent = String(e && e.message || e); document.getElementById("save").disabled = false; }',
    'function save() {',
    '  document.getElementById("save").disabled = true;',
    `  google.script.run.withSuccessHandler(done).withFailureHandler(failed).${submit}(document.getElementById("text").value, document.getElementById("shown").value);`,
    '}',
    '</script>',
  ].join('\n');
  ui().showModalDialog(HtmlService.createHtmlOutput(html).setWidth(640).setHeight(460), `${TITLE}: ${title}`);
}

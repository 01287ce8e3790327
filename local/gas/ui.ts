// Ui, Menu, PromptResponse and HtmlOutput: what the add-on shows to the user. Everything shown goes to the
// execution's ScriptedUi (dialogs.ts), which also supplies the user's answers to alerts and prompts.
//
// A dialog ends the locks of the execution that shows it. Google: "Alerts suspend the server-side script while
// the dialog is open. The script resumes after the user closes the dialog, but JDBC connections don't persist
// across the suspension" (prompts likewise), https://developers.google.com/apps-script/guides/dialogs and
// https://developers.google.com/apps-script/reference/base/ui#alert(String,String,ButtonSet); a lock is held
// by one execution and released when it ends (https://developers.google.com/apps-script/reference/lock/lock).
// Google does not say that a lock survives the suspension, so it is modelled as not surviving it (the
// stricter reading): alert, prompt and showModalDialog release every lock the execution holds before the user
// answers, and another execution may take them meanwhile. Custom dialogs do not suspend the script, but their
// form runs as another execution, so they release the locks too (stricter again). Toasts keep them.
import type { UiAnswer, UiButtonName, UiButtonSetName, UiDialog, UiMenu } from './dialogs';
import { requireMode } from './access';
import { gasError, signatureMessage } from './values';
import {
  countCalls,
  googleEnum,
  releaseLocks,
  type Execution,
  type Facade,
  type GoogleOnly,
  type Surface,
} from './execution';
import { jsString } from './jsString';

type GasUi = GoogleAppsScript.Base.Ui;

/** The members of Ui.Button and Ui.ButtonSet the add-on names (the other buttons still reach it as answers). */
const Button = googleEnum<typeof GoogleAppsScript.Base.Button>(['OK', 'YES']);
const ButtonSet = googleEnum<typeof GoogleAppsScript.Base.ButtonSet>(['OK', 'OK_CANCEL', 'YES_NO']);

const ALLOWED: Record<UiButtonSetName, UiButtonName[]> = {
  OK: ['OK', 'CLOSE'],
  OK_CANCEL: ['OK', 'CANCEL', 'CLOSE'],
  YES_NO: ['YES', 'NO', 'CLOSE'],
};

function buttonSetName(v: unknown): UiButtonSetName | undefined {
  const s = v === undefined ? undefined : jsString(v);
  return s !== undefined && s in ALLOWED ? (s as UiButtonSetName) : undefined;
}

/**
 * Splits Apps Script's (prompt), (prompt, buttons) and (title, prompt, buttons) overloads, the buttons a member of
 * Ui.ButtonSet. Any other argument list (alert('Title', 'Message'), a fourth argument) gets Apps Script's signature
 * error, as in Google. https://developers.google.com/apps-script/reference/base/ui#alerttitle,-prompt,-buttons
 */
function dialogArgs(
  x: Execution,
  method: 'alert' | 'prompt',
  args: unknown[],
): { title: string; text: string; buttons: UiButtonSetName } {
  const texts = (n: number): boolean => args.slice(0, n).every((a) => typeof a === 'string');
  const buttons = buttonSetName(args[args.length - 1]);
  if (args.length === 1 && texts(1)) return { title: '', text: args[0] as string, buttons: 'OK' };
  if (args.length === 2 && texts(1) && buttons) return { title: '', text: args[0] as string, buttons };
  if (args.length === 3 && texts(2) && buttons) return { title: args[0] as string, text: args[1] as string, buttons };
  throw gasError(x.realm, signatureMessage(args, `Ui.${method}`));
}

/** The dialog, noting the locks showing it released (see the header). */
function shownBy(x: Execution, d: UiDialog): UiDialog {
  const released = releaseLocks(x);
  return released.length ? { ...d, locksReleased: released } : d;
}

function chosen(answer: UiAnswer, dialog: UiDialog): GoogleAppsScript.Base.Button {
  const set = dialog.buttons ?? 'OK';
  const button = answer.button ?? (set.startsWith('YES') ? 'YES' : 'OK');
  if (!ALLOWED[set].includes(button)) {
    throw new Error(
      `ScriptedUi: answer ${button} is not a button of ${set} (${dialog.kind} "${dialog.title}": ${dialog.text})`,
    );
  }
  return button as unknown as GoogleAppsScript.Base.Button;
}

export class LocalPromptResponse implements Facade<
  GoogleAppsScript.Base.PromptResponse,
  'getResponseText' | 'getSelectedButton'
> {
  constructor(
    private readonly text: string,
    private readonly button: GoogleAppsScript.Base.Button,
  ) {}
  getResponseText(): string {
    return this.text;
  }
  getSelectedButton(): GoogleAppsScript.Base.Button {
    return this.button;
  }
}
export type PromptResponseSurface = Surface<GoogleOnly<LocalPromptResponse, GoogleAppsScript.Base.PromptResponse>>; // only Google's methods (execution.ts)

export class LocalMenu implements Facade<GoogleAppsScript.Base.Menu, 'addItem' | 'addSeparator' | 'addToUi'> {
  readonly menu: UiMenu;
  constructor(
    readonly x: Execution,
    caption: string,
  ) {
    this.menu = { caption, items: [] };
  }
  addItem(caption: string, functionName: string): this {
    this.menu.items.push({ kind: 'item', caption: String(caption), functionName: String(functionName) });
    return this;
  }
  addSeparator(): this {
    this.menu.items.push({ kind: 'separator' });
    return this;
  }
  addToUi(): void {
    const menus = this.x.ui.menus;
    const i = menus.findIndex((m) => m.caption === this.menu.caption);
    if (i >= 0) menus.splice(i, 1, this.menu);
    else menus.push(this.menu);
  }
}
export type MenuSurface = Surface<GoogleOnly<LocalMenu, GoogleAppsScript.Base.Menu>>; // only Google's methods (execution.ts)

export class LocalUi implements Facade<
  GasUi,
  'alert' | 'prompt' | 'createMenu' | 'createAddonMenu' | 'showModalDialog'
> {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;
  constructor(readonly x: Execution) {}
  alert(...args: unknown[]): GoogleAppsScript.Base.Button {
    const d = shownBy(this.x, { kind: 'alert', ...dialogArgs(this.x, 'alert', args) });
    return chosen(this.x.ui.ask(d), d);
  }
  prompt(...args: unknown[]): LocalPromptResponse {
    const d = shownBy(this.x, { kind: 'prompt', ...dialogArgs(this.x, 'prompt', args) });
    const answer = this.x.ui.ask(d);
    return new LocalPromptResponse(answer.text ?? '', chosen(answer, d));
  }
  createMenu(caption: string): LocalMenu {
    return new LocalMenu(this.x, String(caption));
  }
  /** The add-on menu (Extensions > the add-on's name); recorded under the caption "Add-on". */
  createAddonMenu(): LocalMenu {
    return new LocalMenu(this.x, 'Add-on');
  }
  /** A dialog with a form (its script calls google.script.run.<fn>(...)) is filled by the scripted user. */
  showModalDialog(html: LocalHtmlOutput, title: string): void {
    htmlOutput(this.x, html, title, 'showModalDialog');
    const d = shownBy(this.x, { kind: 'modal', title: String(title), text: html._content });
    const fn = /google\.script\.run(?:\s*\.\s*with\w+\([^)]*\))*\s*\.\s*(\w+)\s*\(/.exec(d.text)?.[1];
    if (fn) this.x.ui.form(d, fn);
    else this.x.ui.record(d);
  }
}
export type UiSurface = Surface<GoogleOnly<LocalUi, GoogleAppsScript.Base.Ui>>; // only Google's methods (execution.ts)

/** The page a dialog shows; its size is kept, not drawn. */
export class LocalHtmlOutput implements Facade<GoogleAppsScript.HTML.HtmlOutput, 'setWidth' | 'setHeight'> {
  _width = 600;
  _height = 400;
  constructor(
    readonly x: Execution,
    readonly _content: string,
  ) {}
  setWidth(width: number): this {
    this._width = width;
    return this;
  }
  setHeight(height: number): this {
    this._height = height;
    return this;
  }
}
export type HtmlOutputSurface = Surface<GoogleOnly<LocalHtmlOutput, GoogleAppsScript.HTML.HtmlOutput>>; // only Google's methods (execution.ts)

/** A dialog shows an HtmlOutput (HtmlService.createHtmlOutput) under a title string. */
function htmlOutput(x: Execution, html: unknown, title: unknown, method: string): void {
  if (!(html instanceof LocalHtmlOutput) || typeof title !== 'string') {
    throw gasError(x.realm, signatureMessage([html, title], `Ui.${method}`));
  }
}

export class LocalHtmlService implements Facade<GoogleAppsScript.HTML.HtmlService, 'createHtmlOutput'> {
  constructor(readonly x: Execution) {}
  createHtmlOutput(html?: unknown): LocalHtmlOutput {
    return new LocalHtmlOutput(this.x, html === undefined ? '' : jsString(html));
  }
}
export type HtmlServiceSurface = Surface<GoogleOnly<LocalHtmlService, GoogleAppsScript.HTML.HtmlService>>; // only Google's methods (execution.ts)

// the authorization mode decides what the Ui may show: menus always, dialogs only in FULL (access.ts)
for (const name of ['alert', 'prompt', 'createMenu', 'createAddonMenu', 'showModalDialog']) {
  const proto = LocalUi.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const original = proto[name];
  proto[name] = function (this: LocalUi, ...args: unknown[]) {
    requireMode(this.x, 'Ui', name);
    return original.apply(this, args);
  };
}

countCalls(LocalUi, 'Ui', {});

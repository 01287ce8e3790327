// The scripted user of the local Ui: the answers a test (or the CLI) gives to alerts and prompts, and the log
// of every alert, prompt, dialog, toast and menu the add-on showed.

/** A button of Apps Script's Ui, by name. */
export type UiButtonName = 'OK' | 'CANCEL' | 'YES' | 'NO' | 'CLOSE';
/** A button set of Apps Script's Ui, by name. */
export type UiButtonSetName = 'OK' | 'OK_CANCEL' | 'YES_NO';

/** The scripted answer to one alert or prompt. `button` defaults to OK (or YES for a YES_NO set). */
export interface UiAnswer {
  button?: UiButtonName;
  /** the text typed into a prompt */
  text?: string;
}

/** One thing the add-on showed to the user, in order. */
export interface UiDialog {
  kind: 'alert' | 'prompt' | 'modal' | 'toast';
  title: string;
  text: string;
  /** for alerts and prompts */
  buttons?: UiButtonSetName;
  /** the answer given (alerts and prompts) */
  answer?: UiAnswer;
  /**
   * the locks the execution held when it showed this alert, prompt or dialog, released by showing it (ui.ts);
   * absent when it held none
   */
  locksReleased?: string[];
  /** the error the dialog's page got instead of a server call (google.script.run refuses a private function) */
  pageError?: string;
  /**
   * what the page's success handler received from its server function (google.script.run's withSuccessHandler,
   * https://developers.google.com/apps-script/guides/html/reference/run#withSuccessHandler(Function)), which the
   * page shows inside the dialog
   */
  reply?: string;
}

/** One menu added with Menu.addToUi(). */
export interface UiMenu {
  caption: string;
  items: UiMenuEntry[];
}
export type UiMenuEntry = { kind: 'item'; caption: string; functionName: string } | { kind: 'separator' };

export type UiResponder = (dialog: UiDialog) => UiAnswer | undefined;

/** The text of an HTML attribute value. */
function unescapeHtml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** An HTML dialog's form the user submitted: the server function its google.script.run call names, and the text. */
interface UiSubmission {
  fn: string;
  text: string;
  /** the values of the page's hidden fields, which its script sends after the text */
  hidden?: string[];
  /** the dialog's entry in the log, which gets the server function's reply */
  dialog: UiDialog;
}

/**
 * The scripted user. Alerts with only an OK button are answered OK without needing an answer; alerts with
 * a choice (OK_CANCEL, YES_NO) and every prompt take the next queued answer, else the
 * responder's answer; with neither, the dialog throws (a test must say what the user does).
 */
export class ScriptedUi {
  readonly log: UiDialog[] = [];
  readonly menus: UiMenu[] = [];
  /** HTML dialogs' forms submitted by the scripted user, run by the harness once the handler returns */
  readonly submissions: UiSubmission[] = [];
  private readonly queue: UiAnswer[] = [];

  constructor(
    public responder?: UiResponder,
    answers: readonly UiAnswer[] = [],
  ) {
    this.queue.push(...answers);
  }

  /** Queues answers for the next alerts/prompts that need one. */
  answer(...answers: UiAnswer[]): this {
    this.queue.push(...answers);
    return this;
  }

  /** Answers still queued (a test can assert that all were used). */
  pending(): readonly UiAnswer[] {
    return this.queue.slice();
  }

  /** Entries of the log of one kind. */
  shown(kind?: UiDialog['kind']): UiDialog[] {
    return kind ? this.log.filter((d) => d.kind === kind) : this.log.slice();
  }

  /** Every menu item recorded, menu after menu. */
  menuItems(): { caption: string; functionName: string }[] {
    return this.menus.flatMap((m) =>
      m.items.flatMap((e) => (e.kind === 'item' ? [{ caption: e.caption, functionName: e.functionName }] : [])),
    );
  }

  /** Records a dialog that needs no answer (toasts, HTML dialogs). */
  record(dialog: UiDialog): void {
    this.log.push(dialog);
  }

  /**
   * Records an HTML dialog whose form calls `fn` through google.script.run. The user fills it with the next
   * queued answer, else the responder's; with neither, they close it and nothing is submitted. In Google the
   * dialog does not stop the script: the handler returns at once and the form's call runs later, as a new
   * execution (the harness runs it when the handler returns).
   */
  form(dialog: UiDialog, fn: string): void {
    const answer = this.queue.shift() ?? this.responder?.(dialog);
    const filled = answer !== undefined && (answer.button ?? 'OK') === 'OK';
    // a function whose name ends with `_` is private: google.script.run has no such function, so the page's
    // call fails in the browser and no server function runs
    // (https://developers.google.com/apps-script/guides/html/communication#private_functions)
    const pageError = filled && fn.endsWith('_') ? `TypeError: google.script.run.${fn} is not a function` : undefined;
    const submitted = filled && !pageError;
    const entry: UiDialog = filled ? { ...dialog, answer, ...(pageError ? { pageError } : {}) } : dialog;
    this.log.push(entry);
    // the page's hidden fields go with the text, in document order, as its script sends them
    const hidden = Array.from(String(dialog.text).matchAll(/<input type="hidden"[^>]*\bvalue="([^"]*)"/g), (m) =>
      unescapeHtml(m[1]),
    );
    if (submitted) this.submissions.push({ fn, text: answer.text ?? '', hidden, dialog: entry });
  }

  /** Records an alert or prompt and returns the user's answer (see the class comment). */
  ask(dialog: UiDialog): UiAnswer {
    let answer: UiAnswer | undefined = this.queue.shift();
    if (!answer && this.responder) answer = this.responder(dialog);
    if (!answer) {
      if (dialog.kind === 'alert' && (dialog.buttons ?? 'OK') === 'OK') answer = { button: 'OK' };
      else {
        this.log.push(dialog);
        throw new Error(`ScriptedUi: no answer scripted for ${dialog.kind} "${dialog.title}": ${dialog.text}`);
      }
    }
    const entry: UiDialog = { ...dialog, answer };
    this.log.push(entry);
    return answer;
  }
}

// The organizers' and captains' desk in the demo and the season tests: types values into the workbook as
// people would, and clicks menu items of the bundle (build/Code.js) through the harness, answering its
// dialogs: YES to confirmations, the offered default to prompts. A person's typing (`edit`) goes through the
// same code path as `mochalunt edit`: as that person, protections enforced, the onEdit simple trigger run as
// them in LIMITED mode, then the installable edit triggers.
import type { AddonSession, CallCounts, LocalWorkbook, UiAnswer, UiDialog } from '../runner';
import type { Outcome } from '../../src/sheets/outcome';
import { startAddon } from '../runner';
import { jsString } from '../gas/jsString';
import { shown } from '../gas/hand';

export type Value = string | number | boolean | Date;

/** The default scripted user: YES to every question, the default (empty answer) to every prompt. */
export function agreeableUser(dialog: UiDialog): UiAnswer | undefined {
  if (dialog.kind === 'prompt') return { button: 'OK', text: '' };
  if (dialog.kind === 'alert') return { button: dialog.buttons === 'YES_NO' ? 'YES' : 'OK' };
  return undefined;
}

export interface Click {
  readonly handler: string;
  readonly summary: string;
  /** how it ended, as the bundle recorded it (status, round, problems: src/sheets/outcome.ts) */
  readonly outcome: Outcome | null;
  /** the spreadsheet service calls the handler made (reads, writes, formatting, other; virtual latency) */
  readonly calls: CallCounts;
  /** the handler's wall time here (Node), without the calls' virtual latency */
  readonly ms: number;
}

export class Desk {
  readonly clicks: Click[] = [];
  /** one session per person typing (each their own bundle context, as each person's browser) */
  private readonly people = new Map<string, AddonSession>();

  constructor(readonly session: AddonSession) {}

  /** The session of `user` typing in the workbook (the organizer's own when it is them). */
  person(user: string): AddonSession {
    if (user === this.session.workbook.sharing.owner && !this.people.has(user)) this.people.set(user, this.session);
    let s = this.people.get(user);
    if (!s) {
      s = this.session.newExecution({ user });
      this.people.set(user, s);
    }
    return s;
  }

  static open(book: LocalWorkbook, user = 'organizer@example.com'): Desk {
    return new Desk(startAddon(book, { responder: agreeableUser, user }));
  }

  /** people's reads and writes go through the uncounted services: only the add-on's calls are measured */
  private get app() {
    return this.session.inspect.SpreadsheetApp;
  }

  /** Clicks a menu item: calls the bundle's top-level handler; returns the summary it returns. */
  click(handler: string, ...answers: UiAnswer[]): string {
    if (answers.length) this.session.ui.answer(...answers);
    this.session.resetCalls();
    const started = Date.now();
    const out = this.session.call(handler);
    const ms = Date.now() - started;
    const calls = this.session.calls();
    const summary = typeof out === 'string' ? out : jsString(out ?? '');
    this.clicks.push({ handler, summary, outcome: this.session.outcome(), calls, ms });
    return summary;
  }

  /** How the last click ended (its status, round and problems), or null before any click or when not recorded. */
  lastOutcome(): Outcome | null {
    return this.clicks.length ? this.clicks[this.clicks.length - 1].outcome : null;
  }

  /** The tab's values as the service returns them (row 1 first), or null when there is no such tab. */
  read(tab: string): Value[][] | null {
    const sheet = this.app.getActiveSpreadsheet().getSheetByName(tab);
    if (!sheet) return null;
    return (sheet.getDataRange().getValues() as unknown[][]).map((r) => r.map((v) => v as Value));
  }

  /** The tab's texts as a person sees them (hand.ts), or null when there is no such tab. */
  readDisplay(tab: string): string[][] | null {
    return this.session.workbook.sheetByName(tab) ? shown(this.session.workbook, tab) : null;
  }

  /** Types a block of values (a script write: no onEdit, like an organizer pasting a list). */
  type(tab: string, row: number, col: number, values: Value[][]): void {
    if (values.length === 0 || values[0].length === 0) return;
    const sheet = this.app.getActiveSpreadsheet().getSheetByName(tab);
    if (!sheet) throw new Error(`the demo expected a tab "${tab}"`);
    sheet.getRange(row, col, values.length, values[0].length).setValues(values);
  }

  /**
   * Types one cell as `user` would (default: the file's owner, an organizer), as `mochalunt edit` does:
   * refused where Google would refuse it (then throws with Google's message), else onEdit runs as them.
   */
  edit(tab: string, row: number, col: number, value: Value, user = this.session.workbook.sharing.owner): void {
    const a1 = `${columnLetters(col)}${row}`;
    const typed = value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : String(value);
    const outcome = this.person(user).edit(tab, a1, typed);
    if (outcome.refused) throw new Error(`${user} may not edit ${tab}!${a1}: ${outcome.message ?? 'refused'}`);
  }

  /** Column (1-based) of a header in row 1 of a tab, compared by letters and digits only. */
  column(tab: string, header: string): number {
    const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    const top = (this.read(tab) ?? [[]])[0] ?? [];
    const i = top.findIndex((h) => key(String(h)) === key(header));
    if (i < 0) throw new Error(`the tab "${tab}" has no column "${header}"`);
    return i + 1;
  }
}

/** 1 -> A, 27 -> AA */
export function columnLetters(col: number): string {
  let out = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

// How a catalogue row is played: a workbook of one format brought to a point (book.ts), what the person
// typed (an Editor over the local service, as a paste: Sheets' conversions apply), the menu item clicked
// and the answers given; or a command line with its files. The outcome: the message shown, and whether the
// workbook (every cell, formula, format, note, validation, protection, property) or the file is unchanged.
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { UiAnswer } from '../../local/runner';
import { Desk, agreeableUser } from '../../local/demo/desk';
import { startAddon } from '../../local/runner';
import { saveWorkbook } from '../../local/runner';
import { cli } from '../../local/cli/main';
import { bookDifference, copyBook, freshBook, type BaseName } from './book';
import { tempDir } from '../helpers/gas';
import { deleteRows, insertRowsBefore, sortRows } from '../../local/gas/hand';

type Value = string | number | boolean | Date;

/** What a person does to the workbook before clicking. */
export class Editor {
  constructor(readonly desk: Desk) {}
  private get ss() {
    return this.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  }
  sheet(tab: string) {
    const s = this.ss.getSheetByName(tab);
    if (!s) throw new Error(`no tab ${tab}`);
    return s;
  }
  grid(tab: string): Value[][] {
    return this.desk.read(tab) ?? [];
  }
  col(tab: string, header: string): number {
    return this.desk.column(tab, header);
  }
  /** 1-based row of the first data row whose `header` cell reads `value` (or passes the test) */
  rowWhere(tab: string, header: string, value: string | ((v: string) => boolean)): number {
    const c = this.col(tab, header) - 1;
    const test = typeof value === 'string' ? (v: string) => v === value : value;
    const i = this.grid(tab).findIndex((r, k) => k > 0 && test(String(r[c])));
    if (i < 0) throw new Error(`${tab}: no row with ${header} = ${String(value)}`);
    return i + 1;
  }
  /** types into the cell (row, header) */
  set(tab: string, row: number, header: string, v: Value): void {
    this.desk.type(tab, row, this.col(tab, header), [[v]]);
  }
  /** a document property, as the add-on keeps it (e.g. the mark of an action Google stopped halfway) */
  property(key: string, value: string): void {
    this.desk.session.inspect.PropertiesService.getDocumentProperties().setProperty(key, value);
  }
  /** types into a setting's value cell */
  setting(key: string, v: Value): void {
    this.set('Settings', this.rowWhere('Settings', 'key', key), 'value', v);
  }
  /** types a new row under the last one, values by header */
  append(tab: string, byHeader: Record<string, Value>): number {
    const row = this.sheet(tab).getLastRow() + 1;
    for (const [h, v] of Object.entries(byHeader)) this.set(tab, row, h, v);
    return row;
  }
  /** a copy of row `from` typed under the last row */
  duplicateRow(tab: string, from: number): number {
    const s = this.sheet(tab);
    const row = s.getLastRow() + 1;
    const values = s.getRange(from, 1, 1, s.getLastColumn()).getValues();
    s.getRange(row, 1, 1, values[0].length).setValues(values);
    return row;
  }
  header(tab: string, header: string, to: string): void {
    this.sheet(tab).getRange(1, this.col(tab, header)).setValue(to);
  }
  renameTab(tab: string, to: string): void {
    this.sheet(tab).setName(to);
  }
  deleteTab(tab: string): void {
    this.ss.deleteSheet(this.sheet(tab));
  }
  /** a new column headed `title` before the column `header` (the cells right of it move one column right) */
  insertColumnBefore(tab: string, header: string, title: string): void {
    const c = this.col(tab, header);
    const s = this.sheet(tab);
    const range = s.getDataRange();
    const [values, formats] = [range.getValues(), range.getNumberFormats()];
    const moved = values.map((r, i) => [...r.slice(0, c - 1), i === 0 ? title : '', ...r.slice(c - 1)]);
    const movedFormats = formats.map((r) => [...r.slice(0, c - 1), r[c - 1], ...r.slice(c - 1)]);
    // Sheets' Insert column grows the grid: so does this one when the data reaches its last column
    if (moved[0].length > s.getMaxColumns())
      s.insertColumnsAfter(s.getMaxColumns(), moved[0].length - s.getMaxColumns());
    const target = s.getRange(1, 1, moved.length, moved[0].length);
    target.setNumberFormats(movedFormats);
    target.setValues(moved);
  }
  /** `count` rows inserted after row `after` (an organizer's edit: protected ranges follow them, as in Google) */
  insertRows(tab: string, after: number, count = 1): void {
    insertRowsBefore(this.desk.session.workbook, tab, after + 1, count);
  }
  /** rows `row`.. deleted (an organizer's Edit > Delete rows; the rows below move up) */
  deleteRows(tab: string, row: number, count = 1): void {
    deleteRows(this.desk.session.workbook, tab, row, count);
  }
  /** an organizer sorts the data rows (row 2 to the last) by the column `header`: values move, protections stay */
  sortTab(tab: string, header: string): void {
    const s = this.sheet(tab);
    const area = { row: 2, column: 1, numRows: s.getLastRow() - 1, numColumns: s.getLastColumn() };
    sortRows(this.desk.session.workbook, tab, area, this.col(tab, header));
  }
  /** `user` types into the cell (row, header) as themselves; false when Google refused it (a protected cell) */
  typeAs(user: string, tab: string, row: number, header: string, v: string): boolean {
    const a1 = `${String.fromCharCode(64 + this.col(tab, header))}${row}`;
    return !this.desk.person(user).edit(tab, a1, v).refused;
  }
}

export type Scenario =
  | {
      readonly kind: 'sheet';
      readonly base: BaseName;
      readonly edit?: (e: Editor) => void;
      /** the menu handler clicked */
      readonly click: string;
      /** answers to its prompts and questions, in order (then: YES, and the default of each prompt) */
      readonly answers?: readonly UiAnswer[];
    }
  | {
      readonly kind: 'cli';
      /** a workbook saved as `book.xlsx` in the folder first */
      readonly base?: BaseName;
      readonly edit?: (e: Editor) => void;
      /** other files: name -> content */
      readonly files?: Readonly<Record<string, string>>;
      /** folders made first (a folder named like a workbook) */
      readonly folders?: readonly string[];
      /** files marked read-only (chmod a-w) before the command */
      readonly readOnly?: readonly string[];
      /** the arguments; "{dir}" is the folder */
      readonly argv: readonly string[];
    };

interface Outcome {
  /** the message shown, word for word (alert text, or the command's stderr) */
  readonly message: string;
  /** the same document (or files) after as before */
  readonly unchanged: boolean;
  /** the command's exit code */
  readonly exitCode?: number;
  /** the first difference found, when not unchanged */
  readonly difference?: string;
}

/** The alert text without the fixed first line every problem alert starts with. */
function alertMessage(text: string): string {
  return text.replace(/^Nothing was written\. Please correct:\n/, '').replace(/^- /gm, '');
}

/** Plays a scenario and reports its outcome. */
export async function play(s: Scenario): Promise<Outcome> {
  return s.kind === 'sheet' ? playSheet(s) : playCli(s);
}

function playSheet(s: Extract<Scenario, { kind: 'sheet' }>): Outcome {
  const book = freshBook(s.base);
  const desk = new Desk(startAddon(book, { responder: agreeableUser }));
  s.edit?.(new Editor(desk));
  const before = copyBook(book);
  const seen = desk.session.ui.log.length;
  desk.click(s.click, ...(s.answers ?? []));
  const difference = bookDifference(before, book);
  const alerts = desk.session.ui.log
    .slice(seen)
    .filter((d) => d.kind === 'alert' && !(d.buttons && d.buttons !== 'OK'));
  const last = alerts[alerts.length - 1];
  const summary = desk.clicks[desk.clicks.length - 1].summary;
  // a dialog shows its problems inside itself (its server function's reply: "<summary>:\n<problem lines>")
  const replied = desk.session.ui.log
    .slice(seen)
    .filter((d) => d.reply !== undefined && /problem\(s\):\n/.test(d.reply))
    .pop();
  const inDialog = replied?.reply?.split('\n\n')[0].split('\n').slice(1).join('\n');
  return {
    message: last ? alertMessage(last.text) : (inDialog ?? `(no alert) ${summary.split('\n')[0]}`),
    unchanged: difference === null,
    difference: difference ?? undefined,
  };
}

function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    out[name] = st.isDirectory()
      ? `folder:${st.mtimeMs}:${JSON.stringify(filesOf(p))}`
      : `${st.mtimeMs}:${st.mode}:${readFileSync(p).toString('base64')}`;
  }
  return out;
}

async function playCli(s: Extract<Scenario, { kind: 'cli' }>): Promise<Outcome> {
  const dir = tempDir('mochalunt-errors-');
  if (s.base) {
    const book = freshBook(s.base);
    if (s.edit) s.edit(new Editor(new Desk(startAddon(book, { responder: agreeableUser }))));
    await saveWorkbook(book, join(dir, 'book.xlsx'));
  }
  for (const [name, text] of Object.entries(s.files ?? {})) writeFileSync(join(dir, name), text);
  for (const name of s.folders ?? []) mkdirSync(join(dir, name));
  for (const name of s.readOnly ?? []) chmodSync(join(dir, name), 0o444);
  const before = JSON.stringify(filesOf(dir));
  let err = '';
  const exitCode = await cli(
    s.argv.map((a) => a.split('{dir}').join(dir)),
    {
      out: () => undefined,
      err: (t) => {
        err += t;
      },
    },
  );
  const after = JSON.stringify(filesOf(dir));
  // the command's own lines: not the dialogs of the add-on (a "[kind]" line and its indented continuation)
  const own = err
    .split('\n')
    .filter((l) => !/^\[\w+\] /.test(l) && !/^ {4}/.test(l))
    .join('\n');
  const shown = own.split(dir).join('{dir}').trim();
  const cut = shown.split('\n\nUsage:')[0].split('\n\nmochalunt: tournament engine')[0].trim();
  // a usage error prints the command's usage after the message (what to type); the catalogue says so in words
  const message = cut.length < shown.length ? `${cut}\n(then the command's usage)` : cut;
  return { message, unchanged: before === after && (!s.base || existsSync(join(dir, 'book.xlsx'))), exitCode };
}

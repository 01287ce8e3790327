// The local FormApp: forms the script creates, recorded as definitions kept with the workbook's private data
// (`<workbook>.xlsx.private.json`; Google keeps a form as a file of its own), with their items (list, text,
// date-time, multiple choice), their responses (the server's timestamp and the respondent's verified e-mail
// when the form collects e-mails) and their destination spreadsheet: Google adds a "Form Responses N" tab
// to the destination and appends one row per response (Timestamp, Email Address when collected, one column
// per question). https://developers.google.com/apps-script/reference/forms/form
// submitResponse is the respondent's side (Google's form page): the `form-submit` command calls it, then
// fires the form-submit triggers (triggers.ts).
import { countCalls, googleEnum, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { storeInput } from './range';
import { gasError, list, signatureMessage } from './values';
import type { LocalWorkbook, SheetModel } from './workbook';

export type FormItemType = 'LIST' | 'TEXT' | 'DATETIME' | 'MULTIPLE_CHOICE';

export interface FormItemRecord {
  id: number;
  type: FormItemType;
  title: string;
  helpText: string;
  required: boolean;
  /** LIST and MULTIPLE_CHOICE */
  choices: string[];
}

export interface FormResponseRecord {
  id: string;
  /** the server's time of submission, ISO UTC */
  timestamp: string;
  /** the verified address when the form collects e-mails, else '' */
  email: string;
  /** item id to the answer as Google's ItemResponse.getResponse gives it (date-time: "YYYY-MM-DD HH:MM") */
  answers: [number, string][];
}

export interface FormRecord {
  id: string;
  title: string;
  description: string;
  items: FormItemRecord[];
  collectEmail: boolean;
  confirmationMessage: string;
  acceptingResponses: boolean;
  /** the destination spreadsheet's id and its responses tab (Google follows the tab by id: renaming it keeps the link) */
  destination?: { spreadsheetId: string; sheetId: number; sheet: string };
  responses: FormResponseRecord[];
  nextItemId: number;
}

const DESTINATION_TYPE = googleEnum<typeof GoogleAppsScript.Forms.DestinationType>(['SPREADSHEET']);
const ITEM_TYPE = googleEnum<typeof GoogleAppsScript.Forms.ItemType>(['LIST', 'TEXT', 'DATETIME', 'MULTIPLE_CHOICE']);
/** Google's date-time answer, as getResponse returns it. */
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

export class LocalChoice implements Facade<GoogleAppsScript.Forms.Choice, 'getValue'> {
  constructor(readonly x: Execution, private readonly value: string) {}
  getValue(): string { return this.value; }
}
export type ChoiceSurface = Surface<GoogleOnly<LocalChoice, GoogleAppsScript.Forms.Choice>>; // only Google's methods (execution.ts)

/** What an Item and each typed view of it (ListItem, TextItem ...) have: id, title, help text, type. */
class ItemBase {
  constructor(readonly x: Execution, readonly _form: FormRecord, readonly _item: FormItemRecord) {}
  getId(): number { return this._item.id; }
  getTitle(): string { return this._item.title; }
  setTitle(title: string): this { this._item.title = String(title); return this; }
  getHelpText(): string { return this._item.helpText; }
  setHelpText(text: string): this { this._item.helpText = String(text); return this; }
  getType(): GoogleAppsScript.Forms.ItemType { return this._item.type as unknown as GoogleAppsScript.Forms.ItemType; }
}

/**
 * An item of any type (Form.getItems, getItemById, ItemResponse.getItem): Google's Item has no question methods
 * (no setRequired, no getChoices); asListItem() and the like check the type, as Google does, and give the typed item.
 * https://developers.google.com/apps-script/reference/forms/item
 */
export class LocalItem extends ItemBase {
  private _as(type: FormItemType): void {
    if (this._item.type !== type) throw gasError(this.x.realm, `Item ${this._item.id} is not of type ${type}.`);
  }
  asListItem(): LocalChoiceItem { this._as('LIST'); return new LocalChoiceItem(this.x, this._form, this._item); }
  asMultipleChoiceItem(): LocalChoiceItem { this._as('MULTIPLE_CHOICE'); return new LocalChoiceItem(this.x, this._form, this._item); }
  asTextItem(): LocalQuestionItem { this._as('TEXT'); return new LocalQuestionItem(this.x, this._form, this._item); }
  asDateTimeItem(): LocalQuestionItem { this._as('DATETIME'); return new LocalQuestionItem(this.x, this._form, this._item); }
}
export type ItemSurface = Surface<GoogleOnly<LocalItem, GoogleAppsScript.Forms.Item>>; // only Google's methods (execution.ts)

/** A TextItem or DateTimeItem: a question that may be required. */
export class LocalQuestionItem extends ItemBase {
  isRequired(): boolean { return this._item.required; }
  setRequired(enabled: boolean): this { this._item.required = !!enabled; return this; }
}
export type QuestionItemSurface = Surface<GoogleOnly<LocalQuestionItem, GoogleAppsScript.Forms.TextItem | GoogleAppsScript.Forms.DateTimeItem>>; // only Google's methods (execution.ts)

/** A ListItem or MultipleChoiceItem: a question with choices. */
export class LocalChoiceItem extends LocalQuestionItem {
  setChoiceValues(values: string[]): this {
    if (!Array.isArray(values)) throw gasError(this.x.realm, signatureMessage([values], 'FormApp.ListItem.setChoiceValues'));
    this._item.choices = Array.from(values, String);
    return this;
  }
  getChoices(): LocalChoice[] { return list(this.x.realm, this._item.choices.map((c) => new LocalChoice(this.x, c))); }
}
export type ChoiceItemSurface = Surface<GoogleOnly<LocalChoiceItem, GoogleAppsScript.Forms.ListItem | GoogleAppsScript.Forms.MultipleChoiceItem>>; // only Google's methods (execution.ts)

export class LocalItemResponse implements Facade<GoogleAppsScript.Forms.ItemResponse, 'getItem' | 'getResponse'> {
  constructor(readonly x: Execution, private readonly item: LocalItem, private readonly answer: string) {}
  getItem(): LocalItem { return this.item; }
  getResponse(): string { return this.answer; }
}
export type ItemResponseSurface = Surface<GoogleOnly<LocalItemResponse, GoogleAppsScript.Forms.ItemResponse>>; // only Google's methods (execution.ts)

export class LocalFormResponse implements Facade<GoogleAppsScript.Forms.FormResponse,
  'getId' | 'getTimestamp' | 'getRespondentEmail' | 'getItemResponses' | 'getResponseForItem'> {
  constructor(readonly x: Execution, private readonly form: FormRecord, readonly _record: FormResponseRecord) {}
  getId(): string { return this._record.id; }
  getTimestamp(): Date { return new this.x.realm.Date(Date.parse(this._record.timestamp)); }
  getRespondentEmail(): string { return this._record.email; }
  getItemResponses(): LocalItemResponse[] {
    return list(this.x.realm, this._record.answers.flatMap(([id, a]) => {
      const item = this.form.items.find((i) => i.id === id);
      return item ? [new LocalItemResponse(this.x, new LocalItem(this.x, this.form, item), a)] : [];
    }));
  }
  getResponseForItem(item: ItemBase): LocalItemResponse | null {
    if (!(item instanceof ItemBase)) throw gasError(this.x.realm, signatureMessage([item], 'FormApp.FormResponse.getResponseForItem'));
    const a = this._record.answers.find(([id]) => id === item._item.id);
    return a ? new LocalItemResponse(this.x, new LocalItem(this.x, this.form, item._item), a[1]) : null;
  }
}
export type FormResponseSurface = Surface<GoogleOnly<LocalFormResponse, GoogleAppsScript.Forms.FormResponse>>; // only Google's methods (execution.ts)

export class LocalForm implements Facade<GoogleAppsScript.Forms.Form,
  'getId' | 'getTitle' | 'setTitle' | 'getDescription' | 'setDescription' | 'getItems' | 'getItemById' | 'deleteItem' |
  'setDestination' | 'getDestinationId' | 'getDestinationType' | 'removeDestination' | 'setCollectEmail' | 'collectsEmail' |
  'setConfirmationMessage' | 'getConfirmationMessage' | 'getResponses' | 'getPublishedUrl' | 'getEditUrl' |
  'setAcceptingResponses' | 'isAcceptingResponses'> {
  constructor(readonly x: Execution, readonly _record: FormRecord) {}
  getId(): string { return this._record.id; }
  getTitle(): string { return this._record.title; }
  setTitle(title: string): this { this._record.title = String(title); return this; }
  getDescription(): string { return this._record.description; }
  setDescription(d: string): this { this._record.description = String(d); return this; }
  private _add(type: FormItemType): FormItemRecord {
    const item: FormItemRecord = { id: this._record.nextItemId++, type, title: '', helpText: '', required: false, choices: [] };
    this._record.items.push(item);
    return item;
  }
  addListItem(): LocalChoiceItem { return new LocalChoiceItem(this.x, this._record, this._add('LIST')); }
  addTextItem(): LocalQuestionItem { return new LocalQuestionItem(this.x, this._record, this._add('TEXT')); }
  addDateTimeItem(): LocalQuestionItem { return new LocalQuestionItem(this.x, this._record, this._add('DATETIME')); }
  addMultipleChoiceItem(): LocalChoiceItem { return new LocalChoiceItem(this.x, this._record, this._add('MULTIPLE_CHOICE')); }
  getItems(): LocalItem[] { return list(this.x.realm, this._record.items.map((i) => new LocalItem(this.x, this._record, i))); }
  getItemById(id: number): LocalItem | null {
    const i = this._record.items.find((it) => it.id === id);
    return i ? new LocalItem(this.x, this._record, i) : null;
  }
  deleteItem(item: ItemBase | number): void {
    if (typeof item !== 'number' && !(item instanceof ItemBase)) throw gasError(this.x.realm, signatureMessage([item], 'FormApp.Form.deleteItem'));
    const k = typeof item === 'number' ? item : this._record.items.findIndex((i) => i.id === item._item.id);
    if (k < 0 || k >= this._record.items.length) throw gasError(this.x.realm, 'Invalid argument: item');
    this._record.items.splice(k, 1);
  }
  /** Google adds a responses tab "Form Responses N" as the destination's first sheet. */
  setDestination(type: GoogleAppsScript.Forms.DestinationType, id: string): this {
    if (String(type) !== 'SPREADSHEET') throw gasError(this.x.realm, 'Invalid argument: type');
    if (id !== this.x.book.id) throw gasError(this.x.realm, 'Unexpected error while getting the method or property setDestination on object FormApp.Form.');
    if (this._record.destination?.spreadsheetId === id && this.x.book.sheetById(this._record.destination.sheetId)) return this;
    let n = 1;
    while (this.x.book.nameTaken(`Form Responses ${n}`)) n++;
    const sheet = this.x.book.addSheet(`Form Responses ${n}`, 0);
    this._record.destination = { spreadsheetId: id, sheetId: sheet.id, sheet: sheet.name };
    writeHeader(this._record, sheet);
    return this;
  }
  getDestinationId(): string {
    if (!this._record.destination) throw gasError(this.x.realm, 'The form currently has no response destination.');
    return this._record.destination.spreadsheetId;
  }
  getDestinationType(): GoogleAppsScript.Forms.DestinationType {
    if (!this._record.destination) throw gasError(this.x.realm, 'The form currently has no response destination.');
    return 'SPREADSHEET' as unknown as GoogleAppsScript.Forms.DestinationType;
  }
  removeDestination(): this { delete this._record.destination; return this; }
  setCollectEmail(collect: boolean): this { this._record.collectEmail = !!collect; return this; }
  collectsEmail(): boolean { return this._record.collectEmail; }
  setConfirmationMessage(m: string): this { this._record.confirmationMessage = String(m); return this; }
  getConfirmationMessage(): string { return this._record.confirmationMessage; }
  setAcceptingResponses(enabled: boolean): this { this._record.acceptingResponses = !!enabled; return this; }
  isAcceptingResponses(): boolean { return this._record.acceptingResponses; }
  getResponses(): LocalFormResponse[] { return list(this.x.realm, this._record.responses.map((r) => new LocalFormResponse(this.x, this._record, r))); }
  getPublishedUrl(): string { return `https://docs.google.com/forms/d/e/${this._record.id}/viewform`; }
  getEditUrl(): string { return `https://docs.google.com/forms/d/${this._record.id}/edit`; }
}
export type FormSurface = Surface<GoogleOnly<LocalForm, GoogleAppsScript.Forms.Form>>; // only Google's methods (execution.ts)

export class LocalFormApp implements Facade<GoogleAppsScript.Forms.FormApp, 'create' | 'openById'> {
  readonly DestinationType = DESTINATION_TYPE;
  readonly ItemType = ITEM_TYPE;
  constructor(readonly x: Execution) {}
  create(title: string): LocalForm {
    const book = this.x.book;
    const record: FormRecord = {
      id: `${book.id}-form-${book.forms.length + 1}`, title: String(title), description: '', items: [], collectEmail: false,
      confirmationMessage: '', acceptingResponses: true, responses: [], nextItemId: 1,
    };
    book.forms.push(record);
    return new LocalForm(this.x, record);
  }
  /** Google's message for an id it cannot open (a deleted form, or one the user cannot see). */
  openById(id: string): LocalForm {
    const f = this.x.book.forms.find((r) => r.id === id);
    if (!f) throw gasError(this.x.realm, `No item with the given ID could be found. Possibly because you have not edited this item or you do not have permission to access it.`);
    return new LocalForm(this.x, f);
  }
}
export type FormAppSurface = Surface<GoogleOnly<LocalFormApp, GoogleAppsScript.Forms.FormApp>>; // only Google's methods (execution.ts)

countCalls(LocalChoice, 'Choice', {});
countCalls(ItemBase, 'Item', {});
countCalls(LocalItem, 'Item', {});
countCalls(LocalQuestionItem, 'Item', {});
countCalls(LocalChoiceItem, 'Item', {});
countCalls(LocalItemResponse, 'ItemResponse', {});
countCalls(LocalFormResponse, 'FormResponse', {});
countCalls(LocalForm, 'Form', {});
countCalls(LocalFormApp, 'FormApp', {});

/** The header of the responses tab: Timestamp, Email Address (when collected), one column per question. */
function headerOf(form: FormRecord, sheet: SheetModel): string[] {
  const have: string[] = [];
  for (let c = 1; c <= sheet.maxColumns; c++) {
    const v = sheet.cell(1, c)?.v;
    if (v === undefined || v === '') break;
    have.push(String(v));
  }
  const want = ['Timestamp', ...(form.collectEmail ? ['Email Address'] : []), ...form.items.map((i) => i.title)];
  for (const w of want) if (!have.includes(w)) have.push(w);
  return have;
}

function writeHeader(form: FormRecord, sheet: SheetModel): string[] {
  const header = headerOf(form, sheet);
  if (header.length > sheet.maxColumns) sheet.maxColumns = header.length;
  header.forEach((h, j) => { sheet.touch(1, j + 1).v = h; });
  return header;
}

/** What a respondent sends: question title to answer, the sender's verified address, the server's time. */
export interface Submission {
  readonly answers: ReadonlyMap<string, string>;
  readonly email?: string;
  readonly at: Date;
}

/** The response recorded, and its row on the destination's responses tab when the form has one. */
export interface Submitted {
  readonly form: FormRecord;
  readonly response: FormResponseRecord;
  readonly destination?: { spreadsheetId: string; sheet: string; a1: string; values: string[]; namedValues: Record<string, string[]> };
}

/**
 * The respondent's side: Google's form page refuses a response that misses a required question, picks a value
 * outside a list, or (collecting e-mails) has no signed-in address, and the form once closed. Returns the
 * problems, or records the response and appends its row to the responses tab.
 */
export function submitResponse(book: LocalWorkbook, formId: string, s: Submission): { ok: true; value: Submitted } | { ok: false; problems: string[] } {
  const form = book.forms.find((f) => f.id === formId);
  if (!form) return { ok: false, problems: [`no form "${formId}" (forms: ${book.forms.map((f) => `${f.id} "${f.title}"`).join(', ') || 'none'})`] };
  if (!form.acceptingResponses) return { ok: false, problems: [`The form ${form.title} is no longer accepting responses.`] };
  const problems: string[] = [];
  const titles = new Set(form.items.map((i) => i.title));
  for (const q of s.answers.keys()) if (!titles.has(q)) problems.push(`the form "${form.title}" has no question "${q}" (questions: ${[...titles].join(' | ')})`);
  if (form.collectEmail && !s.email) problems.push(`the form "${form.title}" collects e-mail addresses: give the sender's address with --as`);
  const answers: [number, string][] = [];
  for (const item of form.items) {
    const a = (s.answers.get(item.title) ?? '').trim();
    if (a === '') { if (item.required) problems.push(`"${item.title}": This is a required question`); continue; }
    if ((item.type === 'LIST' || item.type === 'MULTIPLE_CHOICE') && !item.choices.includes(a)) {
      problems.push(`"${item.title}": "${a}" is not one of the choices (${item.choices.join(' | ')})`);
      continue;
    }
    if (item.type === 'DATETIME' && !DATETIME.test(a)) { problems.push(`"${item.title}": type the date and time as YYYY-MM-DD HH:MM, not "${a}"`); continue; }
    answers.push([item.id, a]);
  }
  if (problems.length) return { ok: false, problems };
  const response: FormResponseRecord = {
    id: `${form.id}-r${form.responses.length + 1}`, timestamp: s.at.toISOString(), email: form.collectEmail ? s.email ?? '' : '', answers,
  };
  form.responses.push(response);
  const d = form.destination;
  const sheet = d && d.spreadsheetId === book.id ? book.sheetById(d.sheetId) : undefined;
  if (!d || !sheet) return { ok: true, value: { form, response } };
  d.sheet = sheet.name;
  const header = writeHeader(form, sheet);
  const row = sheet.lastRow() + 1;
  if (row > sheet.maxRows) sheet.maxRows = row;
  const byTitle = new Map(answers.map(([id, a]) => [form.items.find((i) => i.id === id)?.title ?? '', a]));
  const values = header.map((h) => (h === 'Timestamp' ? '' : h === 'Email Address' ? response.email : byTitle.get(h) ?? ''));
  const year = s.at.getUTCFullYear();
  header.forEach((h, j) => {
    const cell = sheet.touch(row, j + 1);
    if (h === 'Timestamp') { cell.v = new Date(s.at.getTime()); cell.numberFormat = 'M/d/yyyy H:mm:ss'; } else storeInput(cell, values[j], year);
  });
  const stamp = `${s.at.getUTCMonth() + 1}/${s.at.getUTCDate()}/${s.at.getUTCFullYear()} ${s.at.toISOString().slice(11, 19).replace(/^0/, '')}`;
  values[0] = stamp;
  const namedValues: Record<string, string[]> = {};
  header.forEach((h, j) => { namedValues[h] = [values[j]]; });
  const lastCol = String.fromCharCode(64 + Math.min(header.length, 26));
  return { ok: true, value: { form, response, destination: { spreadsheetId: d.spreadsheetId, sheet: d.sheet, a1: `A${row}:${lastCol}${row}`, values, namedValues } } };
}

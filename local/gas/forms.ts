// The local FormApp: forms the script creates, recorded as definitions kept with the workbook's private data
// (`<workbook>.xlsx.private.json`; Google keeps a form as a file of its own), with their items (list, text,
// date-time; multiple-choice items of older files are kept), their responses (the server's timestamp and the respondent's address, verified or
// typed) and their destination spreadsheet: Google adds a "Form Responses N" tab to the destination and appends
// one row per response (Timestamp, Email Address when collected, one column per question).
// https://developers.google.com/apps-script/reference/forms/form
// As strict as Google:
// - A new form is UNPUBLISHED and accepts no response until setPublished(true): forms created through the API
//   after 30 June 2026 start unpublished (https://developers.google.com/workspace/forms/api/guides/api-changes-to-google-forms;
//   setPublished/isPublished/supportsAdvancedResponderPermissions: https://developers.google.com/workspace/forms/api/guides/publish-form).
//   Publishing also opens it to responses; unpublishing closes it
//   (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms#PublishState). A legacy form
//   (`legacy`, from before publishing) supports none of the three publishing methods.
// - Addresses: DO_NOT_COLLECT, VERIFIED (the signed-in account, which nobody types) or RESPONDER_INPUT (the
//   respondent types any address: a person's choice in the form editor, hand.ts; an older file's "collect email").
//   The Form class has no documented method for it: the add-on sets it through the Forms REST API with
//   UrlFetchApp (urlFetch.ts, formsApi.ts: FormSettings.emailCollectionType). Each response records whether its address was verified.
// - A form belongs to the user who created it; FormApp.openById by anyone who is neither its owner nor one of its
//   editors (Form.addEditor/addEditors) throws Google's "No item with the given ID could be found..."
//   (https://developers.google.com/apps-script/reference/forms/form-app#openById(String)).
// - The destination tab gets values, not text: the timestamp and date-time answers are dates; the form-submit
//   event's `values`/`namedValues` are their text in the spreadsheet's locale (values.ts).
// submitResponse is the respondent's side (Google's form page): the `form-submit` command calls it, then
// fires the form-submit triggers (triggers.ts).
import { countCalls, googleEnum, type Execution, type Facade, type GoogleOnly, type Surface } from './execution';
import { storeInput } from './range';
import { DEFAULT_NUMBER_FORMAT, displayValue, gasError, list, localeDates, signatureMessage } from './values';
import { zonedInstant } from './date-format';
import { LocalUser } from './protection';
import type { LocalWorkbook, SheetModel } from './workbook';
import type { FormItemType, FormItemRecord, EmailCollection, FormResponseRecord, FormRecord } from './records';
export type { FormItemType, FormItemRecord, EmailCollection, FormResponseRecord, FormRecord };

const DESTINATION_TYPE = googleEnum<typeof GoogleAppsScript.Forms.DestinationType>(['SPREADSHEET']);
/** Google's message for a form the user may not open (or that no longer exists). */
export const NO_FORM_MESSAGE =
  'No item with the given ID could be found. Possibly because you have not edited this item or you do not have permission to access it.';
const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** A form record kept by an older version (no owner, publishing or collection type): read as the stricter form. */
export function normalizeForm(f: FormRecord, owner: string): FormRecord {
  const old = f as FormRecord & { collectEmail?: boolean };
  if (!old.emailCollection) old.emailCollection = old.collectEmail ? 'RESPONDER_INPUT' : 'DO_NOT_COLLECT';
  delete old.collectEmail;
  if (typeof old.published !== 'boolean') old.published = false;
  if (!old.owner) old.owner = owner;
  if (!Array.isArray(old.editors)) old.editors = [];
  for (const r of old.responses) if (typeof r.verified !== 'boolean') r.verified = false;
  return old;
}

/** Whether `user` may open the form: its owner or one of its editors. */
export function canOpenForm(form: FormRecord, user: string): boolean {
  const u = user.toLowerCase();
  return form.owner.toLowerCase() === u || form.editors.some((e) => e.toLowerCase() === u);
}

/** Whether the form takes responses now (published and open; a legacy form: open). */
export function formAccepts(form: FormRecord): boolean {
  return form.acceptingResponses && (form.legacy === true || form.published);
}
/** Google's date-time answer, as getResponse returns it. */
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** What an Item and each typed view of it (ListItem, TextItem ...) have: id, title, help text. */
class ItemBase {
  constructor(
    readonly x: Execution,
    readonly _form: FormRecord,
    readonly _item: FormItemRecord,
  ) {}
  getId(): number {
    return this._item.id;
  }
  getTitle(): string {
    return this._item.title;
  }
  setTitle(title: string): this {
    this._item.title = String(title);
    return this;
  }
  setHelpText(text: string): this {
    this._item.helpText = String(text);
    return this;
  }
}

/**
 * An item of any type (Form.getItems, ItemResponse.getItem): Google's Item has no question methods (no setRequired,
 * no setChoiceValues); asListItem() checks the type, as Google does, and gives the typed item.
 * https://developers.google.com/apps-script/reference/forms/item
 */
export class LocalItem extends ItemBase {
  private _as(type: FormItemType): void {
    if (this._item.type !== type) throw gasError(this.x.realm, `Item ${this._item.id} is not of type ${type}.`);
  }
  asListItem(): LocalChoiceItem {
    this._as('LIST');
    return new LocalChoiceItem(this.x, this._form, this._item);
  }
}
export type ItemSurface = Surface<GoogleOnly<LocalItem, GoogleAppsScript.Forms.Item>>; // only Google's methods (execution.ts)

/** A TextItem or DateTimeItem: a question that may be required. */
export class LocalQuestionItem extends ItemBase {
  setRequired(enabled: boolean): this {
    this._item.required = !!enabled;
    return this;
  }
}
export type QuestionItemSurface = Surface<
  GoogleOnly<LocalQuestionItem, GoogleAppsScript.Forms.TextItem | GoogleAppsScript.Forms.DateTimeItem>
>; // only Google's methods (execution.ts)

/** A ListItem: a question with choices. */
export class LocalChoiceItem extends LocalQuestionItem {
  setChoiceValues(values: string[]): this {
    if (!Array.isArray(values))
      throw gasError(this.x.realm, signatureMessage([values], 'FormApp.ListItem.setChoiceValues'));
    this._item.choices = Array.from(values, String);
    return this;
  }
  /**
   * A copy of this item (title, help text, required, choices) with an id of its own, appended at the end of the
   * form: https://developers.google.com/apps-script/reference/forms/list-item#duplicate
   */
  duplicate(): LocalChoiceItem {
    const copy: FormItemRecord = { ...this._item, id: this._form.nextItemId++, choices: [...this._item.choices] };
    this._form.items.push(copy);
    return new LocalChoiceItem(this.x, this._form, copy);
  }
}
export type ChoiceItemSurface = Surface<GoogleOnly<LocalChoiceItem, GoogleAppsScript.Forms.ListItem>>; // only Google's methods (execution.ts)

export class LocalItemResponse implements Facade<GoogleAppsScript.Forms.ItemResponse, 'getItem' | 'getResponse'> {
  constructor(
    readonly x: Execution,
    private readonly item: LocalItem,
    private readonly answer: string,
  ) {}
  getItem(): LocalItem {
    return this.item;
  }
  getResponse(): string {
    return this.answer;
  }
}
export type ItemResponseSurface = Surface<GoogleOnly<LocalItemResponse, GoogleAppsScript.Forms.ItemResponse>>; // only Google's methods (execution.ts)

export class LocalFormResponse implements Facade<
  GoogleAppsScript.Forms.FormResponse,
  'getId' | 'getTimestamp' | 'getRespondentEmail' | 'getItemResponses' | 'getResponseForItem'
> {
  constructor(
    readonly x: Execution,
    private readonly form: FormRecord,
    readonly _record: FormResponseRecord,
  ) {}
  getId(): string {
    return this._record.id;
  }
  getTimestamp(): Date {
    return new this.x.realm.Date(Date.parse(this._record.timestamp));
  }
  getRespondentEmail(): string {
    return this._record.email;
  }
  getItemResponses(): LocalItemResponse[] {
    return list(
      this.x.realm,
      this._record.answers.flatMap(([id, a]) => {
        const item = this.form.items.find((i) => i.id === id);
        return item ? [new LocalItemResponse(this.x, new LocalItem(this.x, this.form, item), a)] : [];
      }),
    );
  }
  getResponseForItem(item: ItemBase): LocalItemResponse | null {
    if (!(item instanceof ItemBase))
      throw gasError(this.x.realm, signatureMessage([item], 'FormApp.FormResponse.getResponseForItem'));
    const a = this._record.answers.find(([id]) => id === item._item.id);
    return a ? new LocalItemResponse(this.x, new LocalItem(this.x, this.form, item._item), a[1]) : null;
  }
}
export type FormResponseSurface = Surface<GoogleOnly<LocalFormResponse, GoogleAppsScript.Forms.FormResponse>>; // only Google's methods (execution.ts)

export class LocalForm implements Facade<
  GoogleAppsScript.Forms.Form,
  | 'getId'
  | 'getTitle'
  | 'setDescription'
  | 'getItems'
  | 'setDestination'
  | 'removeDestination'
  | 'setConfirmationMessage'
  | 'getResponses'
  | 'getPublishedUrl'
  | 'getEditUrl'
  | 'setPublished'
  | 'isPublished'
  | 'supportsAdvancedResponderPermissions'
  | 'addEditor'
  | 'addEditors'
  | 'getEditors'
  | 'addPublishedReader'
  | 'addPublishedReaders'
  | 'getPublishedReaders'
> {
  constructor(
    readonly x: Execution,
    readonly _record: FormRecord,
  ) {}
  getId(): string {
    return this._record.id;
  }
  getTitle(): string {
    return this._record.title;
  }
  setDescription(d: string): this {
    this._record.description = String(d);
    return this;
  }
  private _add(type: FormItemType): FormItemRecord {
    const item: FormItemRecord = {
      id: this._record.nextItemId++,
      type,
      title: '',
      helpText: '',
      required: false,
      choices: [],
    };
    this._record.items.push(item);
    return item;
  }
  addListItem(): LocalChoiceItem {
    return new LocalChoiceItem(this.x, this._record, this._add('LIST'));
  }
  addTextItem(): LocalQuestionItem {
    return new LocalQuestionItem(this.x, this._record, this._add('TEXT'));
  }
  addDateTimeItem(): LocalQuestionItem {
    return new LocalQuestionItem(this.x, this._record, this._add('DATETIME'));
  }
  getItems(): LocalItem[] {
    return list(
      this.x.realm,
      this._record.items.map((i) => new LocalItem(this.x, this._record, i)),
    );
  }
  /** Google adds a responses tab "Form Responses N" as the destination's first sheet. */
  setDestination(type: GoogleAppsScript.Forms.DestinationType, id: string): this {
    if (String(type) !== 'SPREADSHEET') throw gasError(this.x.realm, 'Invalid argument: type');
    if (id !== this.x.book.id)
      throw gasError(
        this.x.realm,
        'Unexpected error while getting the method or property setDestination on object FormApp.Form.',
      );
    if (this._record.destination?.spreadsheetId === id && this.x.book.sheetById(this._record.destination.sheetId))
      return this;
    let n = 1;
    while (this.x.book.nameTaken(`Form Responses ${n}`)) n++;
    const sheet = this.x.book.addSheet(`Form Responses ${n}`, 0);
    this._record.destination = { spreadsheetId: id, sheetId: sheet.id, sheet: sheet.name };
    writeHeader(this._record, sheet);
    return this;
  }
  removeDestination(): this {
    delete this._record.destination;
    return this;
  }
  setConfirmationMessage(m: string): this {
    this._record.confirmationMessage = String(m);
    return this;
  }
  private _publishing(): void {
    if (this._record.legacy)
      throw gasError(
        this.x.realm,
        'This form does not support publishing (a legacy form): see supportsAdvancedResponderPermissions().',
      );
  }
  /** Publishing opens the form to responses; unpublishing closes it. */
  setPublished(enabled: boolean): this {
    this._publishing();
    this._record.published = !!enabled;
    this._record.acceptingResponses = !!enabled;
    return this;
  }
  isPublished(): boolean {
    this._publishing();
    return this._record.published;
  }
  supportsAdvancedResponderPermissions(): boolean {
    return !this._record.legacy;
  }
  /** Shares the form with an editor (Drive): they may then open it by id. */
  addEditor(user: string | LocalUser): this {
    this._addEditor(user);
    return this;
  }
  addEditors(emailAddresses: string[]): this {
    for (const e of Array.from(emailAddresses)) this._addEditor(e);
    return this;
  }
  private _addEditor(user: string | LocalUser): void {
    const email = (user instanceof LocalUser ? user.getEmail() : String(user)).trim();
    if (!EMAIL.test(email)) throw gasError(this.x.realm, `Invalid email: ${email}`);
    if (!canOpenForm(this._record, email)) this._record.editors.push(email);
  }
  getEditors(): LocalUser[] {
    return list(
      this.x.realm,
      this._record.editors.map((e) => new LocalUser(e)),
    );
  }
  /**
   * Responders of the published form; an editor or the owner is left as they are ("If the user was already on the
   * list of editors or viewers, this method has no effect"); a legacy form has none (it supports no publishing).
   * https://developers.google.com/apps-script/reference/forms/form#addPublishedReader(String)
   */
  addPublishedReader(emailAddress: string): this {
    this._addReader(emailAddress);
    return this;
  }
  addPublishedReaders(emailAddresses: string[]): this {
    if (!Array.isArray(emailAddresses))
      throw gasError(this.x.realm, signatureMessage([emailAddresses], 'FormApp.Form.addPublishedReaders'));
    const all = Array.from(emailAddresses, (e) => String(e).trim());
    const bad = all.find((e) => !EMAIL.test(e));
    if (bad !== undefined) throw gasError(this.x.realm, `Invalid email: ${bad}`);
    for (const e of all) this._addReader(e);
    return this;
  }
  private _addReader(user: string): void {
    this._publishing();
    const email = String(user).trim();
    if (!EMAIL.test(email)) throw gasError(this.x.realm, `Invalid email: ${email}`);
    const domain = this._record.sharingDomain;
    if (domain && !email.toLowerCase().endsWith(`@${domain.toLowerCase()}`))
      throw gasError(this.x.realm, `Sharing outside ${domain} is turned off by your administrator: ${email}`);
    const readers = (this._record.publishedReaders ??= []);
    if (!canOpenForm(this._record, email) && !readers.some((r) => r.toLowerCase() === email.toLowerCase()))
      readers.push(email);
  }
  /** https://developers.google.com/apps-script/reference/forms/form#getPublishedReaders() */
  getPublishedReaders(): LocalUser[] {
    this._publishing();
    return list(
      this.x.realm,
      (this._record.publishedReaders ?? []).map((e) => new LocalUser(e)),
    );
  }
  /**
   * All responses, or those after `timestamp` (strictly: the page says "after a given date and time")
   * https://developers.google.com/apps-script/reference/forms/form#getresponsestimestamp
   */
  getResponses(timestamp?: Date): LocalFormResponse[] {
    // a Date of the bundle's realm (not an instance of Node's Date)
    if (timestamp !== undefined && (typeof timestamp !== 'object' || typeof timestamp?.getTime !== 'function'))
      throw gasError(this.x.realm, signatureMessage([timestamp], 'FormApp.Form.getResponses'));
    const after = timestamp === undefined ? null : timestamp.getTime();
    return list(
      this.x.realm,
      this._record.responses
        .filter((r) => after === null || Date.parse(r.timestamp) > after)
        .map((r) => new LocalFormResponse(this.x, this._record, r)),
    );
  }
  getPublishedUrl(): string {
    return `https://docs.google.com/forms/d/e/${this._record.id}/viewform`;
  }
  getEditUrl(): string {
    return `https://docs.google.com/forms/d/${this._record.id}/edit`;
  }
}
export type FormSurface = Surface<GoogleOnly<LocalForm, GoogleAppsScript.Forms.Form>>; // only Google's methods (execution.ts)

export class LocalFormApp implements Facade<GoogleAppsScript.Forms.FormApp, 'create' | 'openById'> {
  readonly DestinationType = DESTINATION_TYPE;
  constructor(readonly x: Execution) {}
  /** A new form of the user running: unpublished, collecting no address. */
  create(title: string): LocalForm {
    const book = this.x.book;
    const record: FormRecord = {
      id: `${book.id}-form-${book.forms.length + 1}`,
      title: String(title),
      description: '',
      items: [],
      emailCollection: 'DO_NOT_COLLECT',
      confirmationMessage: '',
      published: false,
      acceptingResponses: false,
      owner: this.x.user,
      editors: [],
      responses: [],
      nextItemId: 1,
    };
    book.forms.push(record);
    return new LocalForm(this.x, record);
  }
  /** Google's message for an id it cannot open: a deleted form, or one neither owned by nor shared with the user. */
  openById(id: string): LocalForm {
    const f = this.x.book.forms.find((r) => r.id === id);
    if (!f || !canOpenForm(f, this.x.user)) throw gasError(this.x.realm, NO_FORM_MESSAGE);
    return new LocalForm(this.x, f);
  }
}
export type FormAppSurface = Surface<GoogleOnly<LocalFormApp, GoogleAppsScript.Forms.FormApp>>; // only Google's methods (execution.ts)

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
  const want = [
    'Timestamp',
    ...(form.emailCollection !== 'DO_NOT_COLLECT' ? ['Email Address'] : []),
    ...form.items.map((i) => i.title),
  ];
  for (const w of want) if (!have.includes(w)) have.push(w);
  return have;
}

function writeHeader(form: FormRecord, sheet: SheetModel): string[] {
  const header = headerOf(form, sheet);
  if (header.length > sheet.maxColumns) sheet.maxColumns = header.length;
  header.forEach((h, j) => {
    sheet.touch(1, j + 1).v = h;
  });
  return header;
}

/**
 * What a respondent sends: question title to answer, the server's time, the Google account the respondent is
 * signed in with (if any) and the address they type (a form collecting RESPONDER_INPUT asks for one).
 */
export interface Submission {
  readonly answers: ReadonlyMap<string, string>;
  /** the signed-in account (`--as`): the address a VERIFIED form records */
  readonly email?: string;
  /** the address typed into the form's Email field (`--email`): what a RESPONDER_INPUT form records, unverified */
  readonly typedEmail?: string;
  readonly at: Date;
}

/** The response recorded, and its row on the destination's responses tab when the form has one. */
export interface Submitted {
  readonly form: FormRecord;
  readonly response: FormResponseRecord;
  readonly destination?: {
    spreadsheetId: string;
    sheet: string;
    a1: string;
    values: string[];
    namedValues: Record<string, string[]>;
  };
}

/** Why the form's page takes no address, or the address it records (and whether verified). */
function addressOf(form: FormRecord, s: Submission): { email: string; verified: boolean } | { problem: string } {
  const typed = s.typedEmail?.trim() ?? '';
  const t = `the form "${form.title}"`;
  if (form.emailCollection === 'VERIFIED') {
    if (typed)
      return {
        problem: `${t} records the respondent's signed-in address (Verified) and has no field to type one: leave out --email`,
      };
    if (!s.email)
      return { problem: `${t} records the respondent's verified address: give the signed-in Google account with --as` };
    return { email: s.email, verified: true };
  }
  if (form.emailCollection === 'RESPONDER_INPUT') {
    if (!typed)
      return {
        problem: `"Email": This is a required question (${t} asks the respondent to type an address: give it with --email)`,
      };
    if (!EMAIL.test(typed))
      return { problem: `"Email": Must be a valid email address, not "${typed}" (give one with --email)` };
    return { email: typed, verified: false };
  }
  if (typed) return { problem: `${t} collects no address and has no field to type one: leave out --email` };
  return { email: '', verified: false };
}

/** Date-time answers ("YYYY-MM-DD HH:MM") reach the responses tab as dates: the wall-clock time in the spreadsheet's time zone. */
function answerValue(item: FormItemRecord | undefined, answer: string, timeZone: string): string | Date {
  const m = item?.type === 'DATETIME' ? DATETIME.exec(answer) : null;
  return m ? zonedInstant(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], 0, timeZone) : answer;
}

/**
 * The respondent's side: Google's form page takes no response while the form is unpublished or closed, and
 * refuses one that misses a required question, picks a value outside a list, or lacks the address the form
 * collects. Returns the problems, or records the response and appends its row to the responses tab, whose
 * cells hold values (dates for the timestamp and date-time answers, formatted in the spreadsheet's locale); the
 * event's `values`/`namedValues` are those cells' text.
 */
export function submitResponse(
  book: LocalWorkbook,
  formId: string,
  s: Submission,
): { ok: true; value: Submitted } | { ok: false; problems: string[] } {
  const form = book.forms.find((f) => f.id === formId);
  if (!form)
    return {
      ok: false,
      problems: [`no form "${formId}" (forms: ${book.forms.map((f) => `${f.id} "${f.title}"`).join(', ') || 'none'})`],
    };
  if (!form.legacy && !form.published) {
    return {
      ok: false,
      problems: [
        `the form "${form.title}" is not published, so it accepts no response (forms created after 30 June 2026 start unpublished): ask its owner to publish it, then run form-submit again`,
      ],
    };
  }
  if (!formAccepts(form)) return { ok: false, problems: [`The form ${form.title} is no longer accepting responses.`] };
  const problems: string[] = [];
  const titles = new Set(form.items.map((i) => i.title));
  for (const q of s.answers.keys())
    if (!titles.has(q))
      problems.push(`the form "${form.title}" has no question "${q}" (questions: ${[...titles].join(' | ')})`);
  const address = addressOf(form, s);
  if ('problem' in address) problems.push(address.problem);
  const answers: [number, string][] = [];
  for (const item of form.items) {
    const a = (s.answers.get(item.title) ?? '').trim();
    if (a === '') {
      if (item.required) problems.push(`"${item.title}": This is a required question`);
      continue;
    }
    if ((item.type === 'LIST' || item.type === 'MULTIPLE_CHOICE') && !item.choices.includes(a)) {
      problems.push(`"${item.title}": "${a}" is not one of the choices (${item.choices.join(' | ')})`);
      continue;
    }
    if (item.type === 'DATETIME' && !DATETIME.test(a)) {
      problems.push(`"${item.title}": type the date and time as YYYY-MM-DD HH:MM, not "${a}"`);
      continue;
    }
    answers.push([item.id, a]);
  }
  if (problems.length || 'problem' in address) return { ok: false, problems };
  const response: FormResponseRecord = {
    id: `${form.id}-r${form.responses.length + 1}`,
    timestamp: s.at.toISOString(),
    email: address.email,
    verified: address.verified,
    answers,
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
  const itemOf = new Map(form.items.map((i) => [i.title, i]));
  const year = s.at.getUTCFullYear();
  const dateTime = localeDates(book.locale).dateTime;
  const values = header.map((h, j) => {
    const cell = sheet.touch(row, j + 1);
    if (h === 'Timestamp') {
      cell.v = new Date(s.at.getTime());
      cell.numberFormat = dateTime;
    } else if (h === 'Email Address') cell.v = response.email;
    else {
      const v = answerValue(itemOf.get(h), byTitle.get(h) ?? '', book.timeZone);
      if (v instanceof Date) {
        cell.v = v;
        cell.numberFormat = dateTime;
      } else storeInput(cell, v, year, book.timeZone);
    }
    return displayValue(cell.v, cell.numberFormat ?? DEFAULT_NUMBER_FORMAT, book.timeZone, book.locale);
  });
  const namedValues: Record<string, string[]> = {};
  header.forEach((h, j) => {
    namedValues[h] = [values[j]];
  });
  const lastCol = String.fromCharCode(64 + Math.min(header.length, 26));
  return {
    ok: true,
    value: {
      form,
      response,
      destination: {
        spreadsheetId: d.spreadsheetId,
        sheet: d.sheet,
        a1: `A${row}:${lastCol}${row}`,
        values,
        namedValues,
      },
    },
  };
}

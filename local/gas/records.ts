// The records the local workbook keeps (workbook.ts) that the services' modules also use: types only, so every
// module can name them without importing another service's module (no import cycles).

export type AuthModeName = 'NONE' | 'LIMITED' | 'FULL';

/** How the file is shared (Drive's share dialog): kept in the private file beside the .xlsx. */
export interface Sharing {
  owner: string;
  editors: string[];
  viewers: string[];
  /** what everyone else with the link may do; a new local workbook: edit (so people can be added freely) */
  link: 'edit' | 'view';
}

export type TriggerEventType = 'ON_OPEN' | 'ON_EDIT' | 'ON_CHANGE' | 'ON_FORM_SUBMIT' | 'CLOCK';

export type TriggerSourceType = 'SPREADSHEETS' | 'FORMS' | 'CLOCK';

/** One installable trigger as kept with the workbook. */
export interface TriggerRecord {
  readonly uid: string;
  readonly handler: string;
  readonly eventType: TriggerEventType;
  readonly source: TriggerSourceType;
  /** the spreadsheet's or the form's id; a clock trigger's: the document it was created in */
  readonly sourceId: string;
  /** the e-mail of the user who created it: it runs as them */
  readonly creator: string;
  /** a clock trigger's interval in hours (ClockTriggerBuilder.everyHours) */
  readonly everyHours?: number;
  /** a clock trigger's last run, ISO UTC (local/gas/triggers.ts fireClockTriggers) */
  lastRun?: string;
}

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

export type EmailCollection = 'DO_NOT_COLLECT' | 'VERIFIED' | 'RESPONDER_INPUT';

export interface FormResponseRecord {
  id: string;
  /** the server's time of submission, ISO UTC */
  timestamp: string;
  /** the address collected: the signed-in account's (VERIFIED) or the one the respondent typed; '' when none */
  email: string;
  /** true when the address is the signed-in account's (the form collected VERIFIED addresses) */
  verified: boolean;
  /** item id to the answer as Google's ItemResponse.getResponse gives it (date-time: "YYYY-MM-DD HH:MM") */
  answers: [number, string][];
}

export interface FormRecord {
  id: string;
  title: string;
  description: string;
  items: FormItemRecord[];
  emailCollection: EmailCollection;
  confirmationMessage: string;
  /** published: responders can open it (false for a new form) */
  published: boolean;
  /** a form from before publishing existed: always published, no publishing methods */
  legacy?: boolean;
  acceptingResponses: boolean;
  /** the user who created it, and those it is shared with as editors: the only ones openById serves */
  owner: string;
  editors: string[];
  /** the destination spreadsheet's id and its responses tab (Google follows the tab by id: renaming it keeps the link) */
  destination?: { spreadsheetId: string; sheetId: number; sheet: string };
  responses: FormResponseRecord[];
  nextItemId: number;
}

/** 1-based, inclusive start plus sizes, like Apps Script's getRange(row, column, numRows, numColumns). */
export interface GridArea {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

/** A range a chart reads: its sheet (by name at build time, by id once inserted) and area. */
export interface ChartRange {
  sheetId: number;
  area: GridArea;
}

export interface ChartRecord {
  id: number;
  type: string;
  ranges: ChartRange[];
  anchor: { row: number; column: number; offsetX: number; offsetY: number };
  options: Record<string, unknown>;
  numHeaders: number;
  /** series in rows (the first row the domain) rather than in columns */
  transposed?: boolean;
}

export interface ConditionalRuleRecord {
  /** a custom formula with its leading '=' */
  formula: string;
  background: string | null;
  ranges: GridArea[];
}

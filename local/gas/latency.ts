// What each call of the local service would cost on Google's servers: the latency model behind the virtual
// clock of an execution (calls.ts). Nothing sleeps; the benchmark turns the virtual time into projected
// seconds per menu action. One table classifies every method by its name into four kinds:
// - read: a round trip to Google's servers that returns the document's state (getValues, getSheetByName,
//   getLastRow, a protection's editors...). Apps Script commits the queued writes before any read, so a read
//   that follows writes pays one more round trip, the flush;
// - write: a change of the document (values, formats, rows, validations, groups): Apps Script queues it and
//   sends the queue at the next read, flush or slow call, or when the execution ends. Cheap to call;
// - slow: a call known to take far longer than a read, each with its own figure: protections and their
//   editors, the file's editors, inserting or deleting a tab, charts, creating and editing forms, triggers,
//   mail. Each one carries the queued writes before it (a flush);
// - other: everything else: getters of objects the script already holds (getRange, getName of a sheet it
//   holds, a range's row), builders (DataValidation, charts, conditional formats, triggers' builders before
//   create), the Ui, and other services' round trips that are not the spreadsheet's (PropertiesService,
//   LockService), which do not flush the spreadsheet's queue.
// Sources: Google's best-practices page
// https://developers.google.com/apps-script/guides/support/best-practices ("Minimize calls to other
// services"; "Use batch operations": Apps Script has look-ahead caching and write caching; alternating reads
// and writes is slow; its example of 10,000 single-cell writes with a flush after each row of 100 takes 70 s,
// the batched version 1 s), Google's blog "Optimizing Spreadsheet Operations"
// (http://googleappsscript.blogspot.com/2010/06/optimizing-spreadsheet-operations.html: "Every time you do a
// read, we must first empty (commit) the write cache to ensure that you're reading the latest data"), the
// reference of SpreadsheetApp.flush
// (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet-app#flush: "Applies all pending
// Spreadsheet changes. Spreadsheet operations are sometimes bundled together to improve performance"), and the
// public measurements quoted at each constant. Where no source gives a figure, the comment says "model" and
// why the figure was chosen; such figures err on the slow side, so a projection under a target is a safe one.

export type LatencyKind = 'read' | 'write' | 'slow' | 'other';

/** The four categories of calls counted (calls.ts). */
export type CallCategory = 'reads' | 'writes' | 'formatting' | 'other';

/**
 * One read: a round trip to Google's servers. Measured: a PropertiesService get takes 30 ms on average
 * (20-84 ms over 100 runs, https://ziritione.org/post/apps_script_performance); a one-row setValues followed
 * by SpreadsheetApp.flush 30 ms a row (400 rows in 12 s), and the flush of one 4,000-cell setValues 560 ms
 * (a Stack Overflow answer to "What is faster: ScriptDb or SpreadsheetApp?", as copied at
 * https://ruby-bash.developreference.com/article/29263774/What+is+faster+ScriptDb+or+SpreadsheetApp).
 * Model: 100 ms, above those averages and their maxima (84 ms), because our reads return whole tabs
 * (hundreds to thousands of cells) and a call's latency is charged whatever its size.
 */
export const ROUND_TRIP_MS = 100;

/**
 * A queued write, all told: queuing it took 0.41 ms (400 setValues in 164 ms without flush, the Stack
 * Overflow measurement above) and applying it at the flush about 7 ms (Google's best-practices example: each
 * flush of 100 queued single-cell writes took 0.7 s). Model: 10 ms, charged when the call is made.
 */
export const QUEUED_WRITE_MS = 10;

/**
 * Committing the queued writes (before a read or a slow call, at SpreadsheetApp.flush, at the end of the
 * execution): one more round trip (SpreadsheetApp.flush's reference: pending changes are bundled and sent
 * together). Model: a round trip, ROUND_TRIP_MS.
 */
export const FLUSH_MS = ROUND_TRIP_MS;

/**
 * A call answered without a round trip: getters of an object the script holds, builders, enums. Google gives
 * no figure; its best-practices page calls JavaScript inside the script "significantly faster" than calls to
 * services. Model: 5 ms, a fraction of a round trip, so that thousands of them still show.
 */
export const LOCAL_CALL_MS = 5;

/** PropertiesService getProperty/getProperties: 30 ms on average (ziritione.org, above). */
export const PROPERTY_READ_MS = 30;

/** PropertiesService setProperty/setProperties/deleteProperty: 62 ms on average (20-231 ms; ziritione.org, above). */
const PROPERTY_WRITE_MS = 62;

/** LockService tryLock/waitLock/releaseLock: a round trip to the lock service. Model: ROUND_TRIP_MS (no figure found). */
export const LOCK_MS = ROUND_TRIP_MS;

/**
 * Showing a dialog, alert, prompt or toast: a round trip to the user's browser, without the person's own
 * reading and typing (not the script's time). Model: ROUND_TRIP_MS (no figure found).
 */
const UI_MS = ROUND_TRIP_MS;

/**
 * Protecting a range or sheet, changing a protection's editors, removing a protection: each is one request that
 * Google answers after checking the editors against the file's sharing and rewriting the protected ranges; none
 * is queued with the writes (Protection's reference,
 * https://developers.google.com/apps-script/reference/spreadsheet/protection, returns the protection changed).
 * No public figure found. Model: two round trips a call (the change, and the permission check it implies),
 * twice a read; the figure is a setting of the model, and `npm run bench` prints what Captains and protections
 * would take at 64 teams for each protection call of 0.2, 0.5 and 1 s.
 */
export const PROTECTION_MS = 2 * ROUND_TRIP_MS;

/** The calls charged PROTECTION_MS (the benchmark's what-if of other figures). */
export const PROTECTION_CALLS = [
  'Range.protect',
  'Sheet.protect',
  'Protection.addEditor',
  'Protection.addEditors',
  'Protection.removeEditors',
  'Protection.remove',
];

/** A protection's description or domain flag: model, a round trip (no ACL check). */
const PROTECTION_SETTING_MS = ROUND_TRIP_MS;

/** insertSheet / deleteSheet: a new grid of 26,000 cells, or one dropped. Model: 500 ms, five round trips (no figure found). */
const SHEET_STRUCTURE_MS = 500;

/** insertChart / updateChart / removeChart: the chart is built and drawn on the server. Model: 500 ms (no figure found). */
const CHART_MS = 500;

/** FormApp.create: a new Drive file with its form. Model: 3 s (no figure found; creating a Drive file takes seconds). */
const FORM_CREATE_MS = 3000;

/** FormApp.openById: opening another Drive file. Model: 1 s (no figure found). */
const FORM_OPEN_MS = 1000;

/**
 * UrlFetchApp.fetch: a request from Google's servers to another Google API; the add-on fetches only the Forms API
 * (urlFetch.ts), whose server opens the form. Measured: three Books API fetches from Apps Script took 1.77 s, about
 * 0.6 s each (https://www.pre-practice.net/2020/03/urlfetchappfetchallfetch.html). Model: FORM_OPEN_MS, as opening
 * the form through FormApp (above that measure), a slow call that first commits the queued writes, as FormApp's do.
 */
const FORMS_API_MS = FORM_OPEN_MS;

/** Form.setDestination: links the form and creates its responses tab in the spreadsheet. Model: 2 s (no figure found). */
const FORM_DESTINATION_MS = 2000;

/** Each change of a form (an item added, a title, a choice list, a setting): saved on the Forms server. Model: 300 ms. */
const FORM_EDIT_MS = 300;

/** Creating or deleting an installable trigger (ScriptApp). Model: 1 s (no figure found). */
const TRIGGER_MS = 1000;

/**
 * MailApp.sendEmail: one e-mail. A mail-merge add-on's FAQ measures about 1.2 s for a 100 KB e-mail
 * (https://sites.google.com/quickfixters.com/add-onsuniverse/faq); ours are a few KB of text. 1 s.
 */
const MAIL_MS = 1000;

/**
 * Reads of the tabs' structure (which tabs exist, their grid size, frozen rows, order, visibility). Google
 * does not say whether each is a round trip or is answered from what the script already fetched (its
 * "look-ahead caching"); the model takes the strict reading, a round trip each, and the benchmark shows the
 * time they take apart (`structure_s`), so the lenient reading is a subtraction away.
 */
export const TAB_STRUCTURE_READS: readonly string[] = [
  'Spreadsheet.getSheetByName',
  'Spreadsheet.getSheetById',
  'Spreadsheet.getSheets',
  'Spreadsheet.getNumSheets',
  'Sheet.getMaxRows',
  'Sheet.getMaxColumns',
  'Sheet.getFrozenRows',
  'Sheet.isSheetHidden',
  'Sheet.getIndex',
];

interface Latency {
  readonly kind: LatencyKind;
  /** the call's own cost, without the flush it may cause */
  readonly ms: number;
  /** SpreadsheetApp.flush: a round trip that commits the queue, even an empty one */
  readonly flush?: boolean;
}

const read: Latency = { kind: 'read', ms: ROUND_TRIP_MS };
const write: Latency = { kind: 'write', ms: QUEUED_WRITE_MS };
const local: Latency = { kind: 'other', ms: LOCAL_CALL_MS };
const slow = (ms: number): Latency => ({ kind: 'slow', ms });
const other = (ms: number): Latency => ({ kind: 'other', ms });

/** `Prefix.method method ...` → the same latency for each. */
function rows(latency: Latency, prefix: string, names: string): [string, Latency][] {
  return names
    .split(/\s+/)
    .filter(Boolean)
    .map((n) => [`${prefix}.${n}`, latency]);
}

/**
 * Every method whose kind is not its counting category's (calls.ts: reads → read, writes and formatting →
 * write, other → other), by `Prefix.method` as counted. The rest follow their category.
 */
const LATENCY_TABLE: ReadonlyMap<string, Latency> = new Map<string, Latency>([
  // the spreadsheet's structure and state: round trips (the strict reading: each may need the latest data);
  // the form's state too (the strict reading: a read of another service also flushes)
  ...TAB_STRUCTURE_READS.map((m): [string, Latency] => [m, read]),
  ...rows(read, 'Spreadsheet', 'getProtections getName getUrl getSpreadsheetTimeZone'),
  // autoResizeColumns measures the cells' text: the server needs the latest data, as a read does
  ...rows(read, 'Sheet', 'getProtections autoResizeColumns'),
  ...rows(write, 'Sheet', 'setName'),
  ...rows(read, 'Protection', 'getDescription getEditors canDomainEdit canEdit getProtectionType getRange'),
  ...rows(read, 'Form', 'getItems getResponses getPublishedUrl getEditUrl getTitle'),
  ...rows(read, 'SpreadsheetApp', 'flush').map(([m]) => [m, { ...read, ms: 0, flush: true }] as [string, Latency]),
  // slow calls
  ...PROTECTION_CALLS.map((m): [string, Latency] => [m, slow(PROTECTION_MS)]),
  ...rows(slow(PROTECTION_SETTING_MS), 'Protection', 'setDescription setDomainEdit'),
  ...rows(slow(SHEET_STRUCTURE_MS), 'Spreadsheet', 'insertSheet deleteSheet'),
  ...rows(slow(CHART_MS), 'Sheet', 'insertChart updateChart removeChart'),
  ...rows(slow(FORM_CREATE_MS), 'FormApp', 'create'),
  ...rows(slow(FORM_OPEN_MS), 'FormApp', 'openById'),
  ...rows(slow(FORMS_API_MS), 'UrlFetchApp', 'fetch'),
  ...rows(slow(FORM_DESTINATION_MS), 'Form', 'setDestination removeDestination'),
  ...rows(slow(FORM_EDIT_MS), 'Form', 'setDescription addListItem addTextItem addDateTimeItem setConfirmationMessage'),
  ...rows(slow(FORM_EDIT_MS), 'Item', 'setTitle setHelpText setRequired setChoiceValues duplicate'),
  ...rows(slow(TRIGGER_MS), 'TriggerBuilder', 'create'),
  // ScriptApp's own methods are not counted by the local service (services.ts): classified for when they are
  ...rows(slow(TRIGGER_MS), 'ScriptApp', 'deleteTrigger'),
  ...rows(slow(MAIL_MS), 'MailApp', 'sendEmail'),
  // other services' round trips (they do not flush the spreadsheet's queue)
  ...rows(other(PROPERTY_READ_MS), 'Properties', 'getProperty getProperties'),
  ...rows(other(PROPERTY_WRITE_MS), 'Properties', 'setProperty setProperties deleteProperty'),
  ...rows(other(LOCK_MS), 'Lock', 'tryLock waitLock releaseLock'),
  ...rows(other(UI_MS), 'Ui', 'alert prompt showModalDialog'),
  ...rows(other(UI_MS), 'Spreadsheet', 'toast'),
  ...rows(other(ROUND_TRIP_MS), 'MailApp', 'getRemainingDailyQuota'),
  ...rows(other(ROUND_TRIP_MS), 'ScriptApp', 'getProjectTriggers getUserTriggers'),
]);

/** The latency of one call: the table's, else its counting category's. */
export function latencyOf(category: CallCategory, method: string): Latency {
  const l = LATENCY_TABLE.get(method);
  if (l) return l;
  if (category === 'reads') return read;
  if (category === 'writes' || category === 'formatting') return write;
  return local;
}

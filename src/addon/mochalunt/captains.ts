// Captains and protections: each captain may edit only their team's rows of the Line-ups tab; organizers
// keep full rights. The shared file holds no e-mail address, so captains' and organizers' e-mails live in
// the document properties (not in any tab), one property per team (a property value holds at most 9 KB and
// a store 500 KB: https://developers.google.com/apps-script/guides/services/quotas). The "Captains and
// protections" item opens an HTML dialog with a text area (a prompt is one line) for lines
//   Italy: anna@example.org, bruno@example.org
//   organizers: org@example.org
// whose form sends the text to captainsSubmit (google.script.run, a new execution), which keeps them and
// rebuilds the protections (buildProtections):
// - per team, one protection over its block of Line-ups rows: its captains and the organizers edit it (the
//   onEdit check cell is in the same rows, so the trigger, which runs as the captain typing, may write it);
// - the organizers' columns of Line-ups (round and team, which say whose row it is; "agreed", M12; "sent (UTC)"
//   and "games sent (UTC)", M13, M7), the Line-ups header row, and every other tab as a whole (Settings, Teams,
//   round tabs, Standings, the hidden undo store ...): organizers only, so no captain relabels a row, agrees a
//   change alone or backdates a sent time;
// - the blocks protected are recorded (lineupBlocks.ts) with each row's round: a line-up is read only inside
//   its own team's block; a block keeps its identity (a rebuild leaves recorded blocks where they are, and
//   protects the rows of teams added since); once a sort or inserted/deleted rows moved the recorded rows, the
//   rebuild first puts each team's rows together again (regroupRows), then protects and records them. Tabs created later by a menu action are protected the same way as they
//   appear (protectNewTabs), once captains are set.
// Who else stays an editor: the file's owner (Google never removes the owner), the person running it
// (Session.getEffectiveUser(), scope userinfo.email), and on the tabs an installable trigger writes, the
// trigger's creator (the line-up log's and the scheduling form's: triggers run as their creator).
// In Google each protection change is a round trip, so a rebuild changes only what differs (each
// protection's description carries a fingerprint of its editors and area) and in place; a run stopped at
// any call leaves at most one protection per team and never opens a team's rows to another captain. An
// address Google refuses is reported and skipped, the rest goes on.
// Trust: in a script bound to the file, every editor of the file can open the script, read the document
// properties and change the code the organizers' triggers run (https://developers.google.com/apps-script/guides/bound),
// so the summary names the captains who are editors of the file and says what to do.
import { ACTIONS } from '../../sheets/actions';
import { gasWorkbook } from '../workbook/gasWorkbook';
import { readTeams } from '../../sheets/tabs/teams';
import { LINEUPS_TAB, LINEUPS_TABLE } from '../../sheets/tabs/lineups';
import {
  blocksMoved,
  blocksToProtect,
  captainsSet,
  CAPTAINS_PROPERTY,
  decodeBlocks,
  decodeRecord,
  encodeBlocks,
  LINEUP_BLOCKS_PROPERTY,
  regroupRows,
} from '../../sheets/tabs/lineupBlocks';
import { describeProblem } from '../../sheets/plan';
import { readTable } from '../../sheets/tabs/table';
import { findName } from '../../engine/mochalunt/lineup/names';
import { withDocumentLock } from '../lock';
import { guarded, ORGANIZERS_PREFIX } from '../guard';
import { inform, showForm, showProblems, toast } from '../ui';
import { planPlayerAddresses, splitPromptLines } from './playerAddresses';
import { planCategories } from './playerCategories';
import { writeTeamRecords } from './teamRecords';
import { LINEUP_LOG_TAB } from '../../sheets/tabs/lineupLog';
import { NEEDS_YOU_TAB } from '../../sheets/needsYou/tab';
import { refreshNeedsYou } from '../needsYouRecords';
import { RESULTS_LOG_TAB } from '../../sheets/tabs/resultsLog';
import { roundTabName } from '../../sheets/tabs/round';
import { installOf } from '../menu';
import { changedMessage } from '../changed';
import { seedFrom } from '../../engine/core/rng';
import { outcome, type Outcome } from '../../sheets/outcome';
import { ProtectionJournal } from './protectionJournal';
import {
  loadCaptains,
  ORGANIZERS_KEY,
  RESULTS_TRIGGER_BY,
  responderAddresses,
  type CaptainList,
} from '../captainsRecord';
import { followResponders, RESULTS_FORM_PROPERTY } from '../forms/formFile';
import { FORM_PROPERTY } from '../forms/lineupResponses';
import { typedLines } from '../../sheets/mail/typedLines';
import { gmailWarnings } from '../../sheets/mail/gmailAddress';

/** Every protection the add-on builds starts with this description, so a rebuild finds and replaces them. */
const PROTECTION_PREFIX = 'MOCHALUNT line-ups of ';

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

/** Keeps the list: one property per team (so no value nears the 9 KB limit), the old single one dropped. */
function saveCaptains(list: CaptainList): void {
  const next: Record<string, string> = {};
  for (const team of Object.keys(list)) next[`${CAPTAINS_PROPERTY}.${team}`] = JSON.stringify(list[team]);
  const store = props();
  store.setProperties(next);
  if (store.getProperty(CAPTAINS_PROPERTY) !== null) store.deleteProperty(CAPTAINS_PROPERTY);
}

/**
 * Parses the typed lines ("Team: e-mail, e-mail", one team per line, or separated by ";"), checking each
 * team against the Teams tab and each address's form. Teams not named keep their captains.
 */
export function parseCaptains(text: string, teams: readonly string[]): { list: CaptainList; problems: string[] } {
  const list: CaptainList = {};
  const problems: string[] = [];
  typedLines(text).forEach(({ line, n, who, after }) => {
    if (after === null) {
      problems.push(`line ${n + 1} "${line}": no ":" after the team. Type it as Italy: captain@example.org`);
      return;
    }
    const emails = after
      .split(/[\s,]+/)
      .map((e) => e.trim())
      .filter((e) => e !== '');
    const key = who.toLowerCase() === ORGANIZERS_KEY ? ORGANIZERS_KEY : findName(who, teams);
    if (key === undefined) {
      problems.push(
        `line ${n + 1}: "${who}" is not a team of the Teams tab. Type a team as written there (${teams.slice(0, 6).join(', ')}${teams.length > 6 ? ', ...' : ''}) or "organizers"`,
      );
      return;
    }
    const bad = emails.filter((e) => !EMAIL.test(e));
    if (bad.length) {
      problems.push(
        `line ${n + 1} (${who}): "${bad[0]}" is not an e-mail address. Type addresses like name@example.org, separated by commas`,
      );
      return;
    }
    list[key] = emails;
  });
  return { list, problems };
}

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Protection = GoogleAppsScript.Spreadsheet.Protection;

/** Document property: who started the line-up log (its installable edit trigger runs as them). */
export const LINEUP_LOG_STARTED_BY = 'mochalunt.lineupLog.startedBy';
/** Document property: {"by": creator of the scheduling form's submit trigger, "sheetId": its responses tab}. */
export const SCHEDULING_TRIGGER_PROPERTY = 'mochalunt.schedulingForm.trigger';

/** Google's refusal of an address as an editor (Protection.addEditor: "Invalid email: ..."). */
function isInvalidEmail(err: unknown): boolean {
  return /Invalid email/i.test(err instanceof Error ? err.message : String(err));
}

/** The person running the rebuild (kept an editor of every protection), '' when Google does not say. */
function me(): string {
  try {
    return Session.getEffectiveUser().getEmail();
  } catch {
    return '';
  }
}

const lower = (e: string): string => e.toLowerCase();

function uniqueEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((e) => e !== '' && !seen.has(lower(e)) && !!seen.add(lower(e)));
}

/**
 * Who stays an editor besides those named in the dialog: the file's owner (Google never takes the owner's
 * rights away: https://developers.google.com/apps-script/reference/spreadsheet/protection#removeeditoremailaddress),
 * the person running, and per tab the creators of the installable triggers that write it (a trigger runs as
 * its creator: https://developers.google.com/apps-script/guides/triggers/installable), so that rebuilding the
 * protections never stops the line-up log or the scheduling form.
 */
interface Keepers {
  readonly owner: string;
  readonly self: string;
  /** tab name -> trigger creators who write it */
  readonly writers: (tab: string) => string[];
}

function keepers(book: Spreadsheet, all: Record<string, string>): Keepers {
  let owner = '';
  try {
    owner = book.getOwner()?.getEmail() ?? '';
  } catch {
    owner = '';
  }
  const logBy = all[LINEUP_LOG_STARTED_BY] ?? '';
  let scheduling: { by: string; tab: string } | null = null;
  try {
    const raw = all[SCHEDULING_TRIGGER_PROPERTY];
    const s = raw ? (JSON.parse(raw) as { by?: unknown; sheetId?: unknown }) : null;
    if (s && typeof s.by === 'string') {
      const tab = typeof s.sheetId === 'number' ? book.getSheetById(s.sheetId) : null;
      scheduling = { by: s.by, tab: tab ? tab.getName() : '' };
    }
  } catch {
    scheduling = null;
  }
  const isRoundTab = (tab: string) => /^R\d+$/.test(tab) && roundTabName(Number(tab.slice(1))) === tab;
  const resultsBy = all[RESULTS_TRIGGER_BY] ?? '';
  return {
    owner,
    self: me(),
    writers: (tab) => [
      ...(tab === LINEUP_LOG_TAB && logBy ? [logBy] : []),
      ...(scheduling && (isRoundTab(tab) || tab === scheduling.tab) ? [scheduling.by] : []),
      ...(resultsBy && (isRoundTab(tab) || tab === RESULTS_LOG_TAB || tab === NEEDS_YOU_TAB) ? [resultsBy] : []),
    ],
  };
}

/**
 * A short fingerprint of a protection's editors and area, kept at the end of its description: a rebuild
 * compares it with what it would set and leaves an equal protection alone (no e-mail address is written:
 * descriptions are shown to every editor). FNV-1a, 32 bits, base 36.
 */
function fingerprint(editors: readonly string[], area: string): string {
  const text = editors.map(lower).sort().join(',') + '|' + area;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

const described = (base: string, editors: readonly string[], area: string): string =>
  `${base} [${fingerprint(editors, area)}]`;
/** The description without its fingerprint: which protection it is. */
const baseOf = (description: string): string => description.replace(/ \[[0-9a-z]+\]$/, '');

/**
 * Makes `wanted` the editors of `p`: adds first, then removes the others, so the protection never stands
 * open; an address Google refuses goes to `refused` and the others are added one by one. A protection of
 * unknown origin (new, or not made by this add-on) also loses domain-wide editing. Returns the editors set.
 */
function setEditors(p: Protection, wanted: readonly string[], refused: Set<string>, unknownOrigin: boolean): string[] {
  const add = wanted.filter((e) => !refused.has(e));
  if (add.length) {
    try {
      p.addEditors(add);
    } catch (err) {
      // only an address Google refuses ("Invalid email: ...") is tried one by one; any other failure (a
      // quota, a service error) stops the action
      if (!isInvalidEmail(err)) throw err;
      for (const e of add) {
        try {
          p.addEditor(e);
        } catch (one) {
          if (!isInvalidEmail(one)) throw one;
          refused.add(e);
        }
      }
    }
  }
  const applied = add.filter((e) => !refused.has(e));
  const keep = new Set(applied.map(lower));
  const drop = p
    .getEditors()
    .map((u) => u.getEmail())
    .filter((e) => !keep.has(lower(e)));
  if (drop.length) p.removeEditors(drop);
  if (unknownOrigin && p.canDomainEdit()) p.setDomainEdit(false);
  return applied;
}

/** The editors of an organizers-only tab: the organizers, the owner, the person running, its triggers' creators. */
function tabEditors(k: Keepers, tab: string, organizers: readonly string[]): string[] {
  return uniqueEmails([k.owner, k.self, ...organizers, ...k.writers(tab)]);
}

/** Protects whole tabs for the organizers only (an existing whole-tab protection is updated in place). */
export function protectTabs(
  book: Spreadsheet,
  tabs: readonly string[],
  organizers: readonly string[],
  refused = new Set<string>(),
  all = props().getProperties(),
): void {
  const k = keepers(book, all);
  for (const name of tabs) {
    const sheet = book.getSheetByName(name);
    if (!sheet || name === LINEUPS_TAB) continue;
    protectTab(sheet, name, tabEditors(k, name, organizers), refused, true);
  }
}

function protectTab(
  sheet: Sheet,
  name: string,
  editors: readonly string[],
  refused: Set<string>,
  unknownOrigin: boolean,
  journal?: ProtectionJournal,
): void {
  // Sheet.protect() returns the sheet's protection when there is one, else makes one
  // (https://developers.google.com/apps-script/reference/spreadsheet/sheet#protect())
  const had = journal ? sheet.getProtections(SpreadsheetApp.ProtectionType.SHEET)[0] : undefined;
  if (had) journal?.changing(had);
  const p = had ?? sheet.protect();
  if (!had) journal?.created(p);
  const applied = setEditors(p, editors, refused, unknownOrigin);
  p.setDescription(described(ORGANIZERS_PREFIX + name, applied, 'sheet'));
}

/** After a menu action created tabs: protect them for the organizers, when captains have been set. */
export function protectNewTabs(book: Spreadsheet, tabs: readonly string[]): void {
  if (tabs.length === 0) return;
  const all = props().getProperties();
  if (!captainsSet(all)) return;
  protectTabs(book, tabs, loadCaptains(all)[ORGANIZERS_KEY] ?? [], new Set<string>(), all);
}

/**
 * After an action added teams' Line-ups rows (Set up, Pair next round): once captains are set, the rebuild
 * protects each new block for its team's captains as Captains and protections does (it changes only what
 * differs: the new teams' protections and the sent-times range grown with the rows). Runs after the rows are
 * written; a failure leaves the rows written and says to run Captains and protections. Returns the sentence
 * for the summary.
 */
export function protectLineupRows(book: Spreadsheet, teams: readonly string[]): string {
  const all = props().getProperties();
  const rows = `the ${LINEUPS_TAB} rows of ${teams.join(', ')}`;
  if (!captainsSet(all))
    return `No captains are known yet, so ${rows} are not protected: run Captains and protections (each team's captains' e-mails) so that each captain edits only their team's rows.`;
  const list = loadCaptains(all);
  const table = readTable(gasWorkbook(book), LINEUPS_TABLE).table;
  if (table && blocksMoved(table, decodeBlocks(all[LINEUP_BLOCKS_PROPERTY]))) {
    return `${rows[0].toUpperCase()}${rows.slice(1)} are written but not protected: the ${LINEUPS_TAB} rows moved since Captains and protections (sorted, or rows inserted or deleted). Undo that, or run Captains and protections (it puts each team's rows together again and protects them).`;
  }
  try {
    buildProtections(book, list, all);
  } catch (e) {
    return `${rows[0].toUpperCase()}${rows.slice(1)} are written but could not be protected (${e instanceof Error ? e.message : String(e)}): run Captains and protections.`;
  }
  const known = (t: string) =>
    Object.keys(list).some((k) => k !== ORGANIZERS_KEY && lower(k) === lower(t) && list[k].length > 0);
  const without = teams.filter((t) => !known(t));
  return `Protected ${rows} for ${without.length === teams.length ? 'the organizers' : 'their captains'}${without.length && without.length < teams.length ? ` (no captain yet for ${without.join(', ')}: only organizers can edit their rows)` : ''}${without.length === teams.length ? ` (no captain yet for ${without.length === 1 ? 'it' : 'them'}: add ${without.length === 1 ? 'it' : 'them'} in Captains and protections)` : ''}.`;
}

interface ProtectionReport {
  /** the teams whose rows are protected */
  readonly teams: string[];
  /** addresses Google refused (left out of the editors) */
  readonly refused: string[];
  /** protections made or changed, and those left as they were */
  readonly changed: number;
  readonly unchanged: number;
  /** the file's owner ('' when Google does not say) */
  readonly owner: string;
}

/** One range protection of the Line-ups tab: which one (its description without fingerprint), where, for whom. */
interface RangeItem {
  readonly base: string;
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
  readonly editors: string[];
}

const areaKey = (i: { row: number; column: number; rows: number; columns: number }): string =>
  `${i.row},${i.column},${i.rows},${i.columns}`;

/**
 * Rebuilds the protections (see the header), changing only what differs from what is wanted:
 * - every tab but Line-ups for the organizers (one whole-tab protection each, updated in place);
 * - on Line-ups, the header row and the sent columns for the organizers, and one protection per team over its
 *   block of rows, every column, for its captains and the organizers (the sent columns stay organizers-only:
 *   a cell under two protections needs its user among the editors of both);
 * - each protection is found by its description, whose fingerprint says whether its editors and area are
 *   already right: those are not touched (no call beyond reading the description);
 * - a protection to change is changed in place (range, editors: added before others are removed,
 *   description last), so a run stopped at any call leaves at most one protection per team and never opens a
 *   team's rows to another captain; a new one is made only for a team without one (or adopted: a protection
 *   with no description over exactly a team's rows, left by a run stopped between making and describing
 *   it); protections of the add-on no longer wanted (a team gone, an older layout) are removed last.
 */
function buildProtections(
  book: Spreadsheet,
  list: CaptainList,
  all: Record<string, string> = props().getProperties(),
  rowsMoved = false,
  journal?: ProtectionJournal,
  record?: { readonly known: ReadonlySet<string>; readonly then: () => void },
): ProtectionReport {
  const organizers = list[ORGANIZERS_KEY] ?? [];
  const refused = new Set<string>();
  const k = keepers(book, all);
  let changed = 0;
  let unchanged = 0;
  const sheets = book.getSheets();
  const names = sheets.map((s) => s.getName());
  // whole tabs
  const tabDescriptions = new Set(
    book.getProtections(SpreadsheetApp.ProtectionType.SHEET).map((p) => p.getDescription()),
  );
  const tabBases = new Set(Array.from(tabDescriptions, baseOf));
  const protectTabs = () =>
    names.forEach((name, i) => {
      if (name === LINEUPS_TAB) return;
      const editors = tabEditors(k, name, organizers);
      if (tabDescriptions.has(described(ORGANIZERS_PREFIX + name, editors, 'sheet'))) {
        unchanged++;
        return;
      }
      protectTab(sheets[i], name, editors, refused, !tabBases.has(ORGANIZERS_PREFIX + name), journal);
      changed++;
    });
  if (!record) protectTabs();
  const at = names.indexOf(LINEUPS_TAB);
  const teams: string[] = [];
  const items: RangeItem[] = [];
  let blocks: ReturnType<typeof blocksToProtect> | null = null;
  const sheet = at >= 0 ? sheets[at] : null;
  const recorded = decodeRecord(all[LINEUP_BLOCKS_PROPERTY]);
  let rows = 0;
  // rows inserted or deleted since the record moved the protected ranges (as Google moves them), and a
  // protection's fingerprint says where it was set, not where it is now: each range is then read and compared
  let verify = rowsMoved;
  if (sheet) {
    const width = sheet.getMaxColumns();
    rows = sheet.getMaxRows();
    if (recorded && recorded.rows !== rows) verify = true;
    const wb = gasWorkbook(book);
    const table = readTable(wb, LINEUPS_TABLE).table;
    const organizersColumns = table
      ? ORGANIZERS_COLUMNS.map((k) => table.col[k])
          .filter((c): c is number => c !== undefined)
          .map((c) => c + 1)
      : [];
    const organizersOnly = uniqueEmails([k.owner, k.self, ...organizers]);
    items.push({
      base: `${ORGANIZERS_PREFIX}${LINEUPS_TAB} headers`,
      row: 1,
      column: 1,
      rows: 1,
      columns: width,
      editors: organizersOnly,
    });
    runsOf(organizersColumns).forEach(([col, n], i) => {
      if (rows > 1)
        items.push({
          base: `${ORGANIZERS_PREFIX}${LINEUPS_TAB} organizers' columns${i ? ` ${i + 1}` : ''}`,
          row: 2,
          column: col,
          rows: rows - 1,
          columns: n,
          editors: organizersOnly,
        });
    });
    const seen = new Map<string, number>();
    // teams added since the record: their rows among those whose team cell only organizers could type
    blocks = table ? blocksToProtect(table, recorded?.blocks ?? null, recorded ? recorded.rows : Infinity) : [];
    for (const block of blocks) {
      const team = Object.keys(list).find((t) => t !== ORGANIZERS_KEY && lower(t) === lower(block.team));
      const captains = team ? list[team] : [];
      const n = (seen.get(block.team) ?? 0) + 1;
      seen.set(block.team, n);
      items.push({
        base: PROTECTION_PREFIX + block.team + (n > 1 ? ` (${n})` : ''),
        row: block.first,
        column: 1,
        rows: block.rounds.length,
        columns: width,
        editors: uniqueEmails([...captains, ...organizersOnly]),
      });
      if (n === 1) teams.push(block.team);
    }
  }
  // the add-on's range protections, by description; those without a description are looked at only if needed
  const ours = new Map<string, { p: Protection; description: string }[]>();
  const blank: Protection[] = [];
  for (const p of book.getProtections(SpreadsheetApp.ProtectionType.RANGE)) {
    const description = p.getDescription();
    if (description === '') {
      blank.push(p);
      continue;
    }
    const base = baseOf(description);
    if (base.indexOf(PROTECTION_PREFIX) !== 0 && base.indexOf(ORGANIZERS_PREFIX) !== 0) continue;
    ours.set(base, (ours.get(base) ?? []).concat({ p, description }));
  }
  let orphans: Map<string, Protection> | null = null;
  const orphanAt = (key: string): Protection | undefined => {
    if (!orphans) {
      orphans = new Map();
      for (const p of blank) {
        const r = p.getRange();
        if (r.getSheet().getName() === LINEUPS_TAB)
          orphans.set(
            areaKey({ row: r.getRow(), column: r.getColumn(), rows: r.getNumRows(), columns: r.getNumColumns() }),
            p,
          );
      }
    }
    const p = orphans.get(key);
    orphans.delete(key);
    return p;
  };
  if (record) {
    // a captain the new record withdraws (replaced, moved to another team) loses the rows first, then the record
    // is kept, then the rest is built: a run Google stops at any call leaves no one rights the record does not give
    for (const item of items) {
      const existing = (ours.get(item.base) ?? [])[0];
      if (!existing || existing.description === described(item.base, item.editors, areaKey(item))) continue;
      const keep = new Set(item.editors.map(lower));
      const withdrawn = existing.p
        .getEditors()
        .map((u) => u.getEmail())
        .filter((e) => record.known.has(lower(e)) && !keep.has(lower(e)));
      if (withdrawn.length === 0) continue;
      journal?.changing(existing.p);
      existing.p.removeEditors(withdrawn);
    }
    record.then();
    protectTabs();
  }
  for (const item of items) {
    const key = areaKey(item);
    const existing = (ours.get(item.base) ?? []).shift();
    if (
      existing &&
      existing.description === described(item.base, item.editors, key) &&
      !(verify && !standsAt(existing.p, item))
    ) {
      unchanged++;
      continue;
    }
    const range = (sheet as Sheet).getRange(item.row, item.column, item.rows, item.columns);
    let p: Protection;
    const orphan = existing ? undefined : orphanAt(key);
    if (existing) {
      p = existing.p;
      journal?.changing(p);
      p.setRange(range);
    } else if (orphan) {
      p = orphan;
      journal?.changing(p);
    } else {
      p = range.protect();
      journal?.created(p);
    }
    const applied = setEditors(p, item.editors, refused, !existing);
    p.setDescription(described(item.base, applied, key));
    changed++;
  }
  for (const left of ours.values())
    for (const { p } of left) {
      journal?.removing(p);
      p.remove();
      changed++;
    }
  // the blocks as protected, recorded last: a line-up is read only inside its own team's recorded block
  if (blocks !== null) {
    const record = encodeBlocks(blocks, rows);
    if (record !== all[LINEUP_BLOCKS_PROPERTY]) props().setProperty(LINEUP_BLOCKS_PROPERTY, record);
  }
  return { teams, refused: Array.from(refused), changed, unchanged, owner: k.owner };
}
/** True when the protection's range is the item's area now. */
function standsAt(p: Protection, item: RangeItem): boolean {
  const r = p.getRange();
  return (
    areaKey({ row: r.getRow(), column: r.getColumn(), rows: r.getNumRows(), columns: r.getNumColumns() }) ===
    areaKey(item)
  );
}

/** The Line-ups columns only organizers edit: whose row it is (round, team), M12 agreed, M13/M7 sent times. */
const ORGANIZERS_COLUMNS = ['round', 'team', 'agreed', 'sent', 'gamesSent'];

/**
 * Before a rebuild: when the recorded blocks moved (a sort, rows inserted or deleted), each team's rows are put
 * together again (one write of the data rows), so that one protection per team covers them. Returns the
 * problems that stop it (two rows of one team and round), or a sentence for the summary ('' when nothing moved).
 */
function regroupLineups(
  book: Spreadsheet,
  all: Record<string, string>,
): { problems: string[]; note: string; moved: boolean; putBack?: () => void } {
  const none = { problems: [], note: '', moved: false };
  const stored = decodeBlocks(all[LINEUP_BLOCKS_PROPERTY]);
  if (!stored) return none;
  const table = readTable(gasWorkbook(book), LINEUPS_TABLE).table;
  if (!table || !blocksMoved(table, stored)) return none;
  const regrouped = regroupRows(table, stored);
  if (!regrouped) return { ...none, moved: true };
  if (regrouped.problems.length) return { problems: regrouped.problems.map(describeProblem), note: '', moved: true };
  const range = (book.getSheetByName(LINEUPS_TAB) as Sheet).getRange(2, 1, regrouped.rows.length, table.width);
  const old = range.getValues();
  range.setValues(regrouped.rows);
  return {
    problems: [],
    moved: true,
    putBack: () => {
      range.setValues(old);
    },
    note: `; the ${LINEUPS_TAB} rows had moved (sorted, or rows inserted or deleted): each team's rows are together again, in rounds order; each captain should check their rows (a row typed since the move may come from the captain whose rows it stood in)`,
  };
}

/** Consecutive 1-based columns grouped: [first, count] pairs. */
function runsOf(cols: readonly number[]): [number, number][] {
  const sorted = cols.slice().sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === c) last[1]++;
    else out.push([c, 1]);
  }
  return out;
}

const LABEL = ACTIONS.captains.label;

/** The dialog's explanation above its text area. */
function dialogIntro(current: CaptainList): string {
  const known = Object.keys(current).filter((k) => k !== ORGANIZERS_KEY);
  return [
    "One line per team: Team: captain's e-mail (several separated by commas).",
    'A line "organizers: e-mail, ..." gives organizers edit rights on every team\'s line-ups and the sent times (the owner always has them).',
    'A line "Player Name: e-mail" gives a player\'s address for Send pairings ("Player Name: -" forgets it).',
    'A line "Player Name: over 65, woman" gives a player\'s M20 prize categories (under 18, 18-64, over 65; woman, man, non-binary; "Player Name: no categories" forgets them).',
    "The addresses and categories are kept in the document's hidden properties, never in a tab.",
    `Captains known now: ${known.length ? known.join(', ') : 'none'}. Send it empty to rebuild the protections only.`,
  ].join('\n');
}

/** Menu: "Captains and protections": opens the dialog; its form calls captainsSubmit with the text typed. */
export function captainsAction(): Outcome {
  return guarded(LABEL, () => {
    const current = loadCaptains();
    const lines = Object.keys(current)
      .map((t) => `${t}: ${current[t].join(', ')}`)
      .join('\n');
    showForm(LABEL, dialogIntro(current), lines, 'captainsSubmit', captainsShown(current));
    return outcome(
      'done',
      `${LABEL}: the dialog is open; its Save button keeps the captains and rebuilds the protections`,
    );
  });
}

/** Why captains must not edit a file whose script is bound to it, and what to do instead. */
const BOUND_RISK =
  'and MOCHALUNT is a script bound to it: every editor can open Extensions > Apps Script, read the players\' addresses, age groups and genders kept in the document properties, and change the code the organizers\' triggers run as them. Share the file with captains as viewers (they send line-ups through the line-up form, Settings "line-ups: form"), or install MOCHALUNT as the Editor add-on';

/**
 * In a script bound to the file (menu.ts tells the installs apart), the captains who are editors of the file
 * (Spreadsheet.getEditors: its owner and the people it is shared with as editors); [] for the Editor add-on,
 * whose code and properties the file's editors cannot reach.
 */
function boundEditorCaptains(book: Spreadsheet, list: CaptainList): string[] {
  if (installOf(undefined) !== 'bound') return [];
  const captains = uniqueEmails(
    Object.keys(list)
      .filter((t) => t !== ORGANIZERS_KEY)
      .flatMap((t) => list[t]),
  );
  if (captains.length === 0) return [];
  let editors: Set<string>;
  try {
    editors = new Set(book.getEditors().map((u) => lower(u.getEmail())));
  } catch {
    return [];
  }
  return captains.filter((c) => editors.has(lower(c)));
}

/**
 * What the dialog showed, as a short fingerprint that its Save sends back: a dialog suspends nothing and holds no
 * lock (https://developers.google.com/apps-script/guides/dialogs), so another organizer may save meanwhile.
 */
function captainsShown(list: CaptainList): string {
  return String(
    seedFrom(
      JSON.stringify(
        Object.keys(list)
          .sort()
          .map((k) => [k, list[k]]),
      ),
    ),
  );
}

/**
 * The dialog's Save (google.script.run): keep the captains, rebuild the protections. `shown` is what the dialog
 * showed (captainsShown): when the captains changed since, nothing is kept and the organizer opens it again.
 */
export function captainsSubmit(text: string, shown?: string): Outcome {
  return withDocumentLock(LABEL, () =>
    guarded(LABEL, () => {
      const book = SpreadsheetApp.getActiveSpreadsheet();
      const read = gasWorkbook(book);
      const { teams } = readTeams(read);
      const names = teams.map((t) => t.name as string);
      const all = props().getProperties();
      const current = loadCaptains(all);
      if (shown !== undefined && shown !== '' && shown !== captainsShown(current)) {
        const message = changedMessage(LABEL);
        inform(`${LABEL}: nothing written`, message);
        return outcome('refused', message);
      }
      // `Player Name: address` lines (Send pairings) are read and kept apart (playerAddresses.ts)
      const split = splitPromptLines(book, String(text ?? ''));
      const { list, problems: teamProblems } = parseCaptains(split.rest, names);
      const problems = [...split.problems, ...teamProblems];
      if (problems.length) {
        showProblems(LABEL, problems);
        return outcome('refused', `${LABEL}: nothing changed, ${problems.length} problem(s):\n${problems.join('\n')}`);
      }
      // players' addresses and categories: every team's value checked first, so nothing is kept unless all fit
      const records = [planPlayerAddresses(split.players), planCategories(split.categories)];
      const tooLarge = records.flatMap((r) => r.problems);
      if (tooLarge.length) {
        showProblems(LABEL, tooLarge);
        return outcome('refused', `${LABEL}: nothing changed, ${tooLarge.length} problem(s):\n${tooLarge.join('\n')}`);
      }
      const regrouped = regroupLineups(book, all);
      if (regrouped.problems.length) {
        showProblems(LABEL, regrouped.problems);
        return outcome(
          'refused',
          `${LABEL}: nothing changed, ${regrouped.problems.length} problem(s):\n${regrouped.problems.join('\n')}`,
        );
      }
      const merged: CaptainList = { ...current, ...list };
      const journal = new ProtectionJournal();
      let report: ProtectionReport;
      try {
        records.forEach(writeTeamRecords);
        // the record is kept once no team's rows are open to a captain it withdraws (buildProtections)
        const known = new Set(Object.keys(current).flatMap((t) => current[t].map(lower)));
        report = buildProtections(book, merged, all, regrouped.moved, journal, {
          known,
          then: () => saveCaptains(merged),
        });
      } catch (e) {
        return putBackAll(e, all, journal, regrouped.putBack);
      }
      // the Needs you tab lists Send pairings' e-mails not sent once a captain is known, and the Line-ups rows by
      // their cells: refreshed when either changes (from this reading; a fresh one when the rows were regrouped)
      const captained = (l: CaptainList) => Object.keys(l).some((t) => t !== ORGANIZERS_KEY && l[t].length > 0);
      const needsYou =
        regrouped.putBack || captained(current) !== captained(merged)
          ? refreshNeedsYou(book, regrouped.putBack ? gasWorkbook(book) : read, LABEL, protectNewTabs)
          : null;
      const { teams: done, refused, changed, unchanged, owner } = report;
      const missing = names.filter((n) => !merged[n] || merged[n].length === 0);
      const organizers = merged[ORGANIZERS_KEY] ?? [];
      const ownerApart = owner !== '' && !organizers.some((o) => lower(o) === lower(owner));
      const exposed = boundEditorCaptains(book, merged);
      const summary =
        `${LABEL}: ${done.length} team${done.length === 1 ? '' : 's'}' rows protected on ${LINEUPS_TAB} (each for its captains; round, team, agreed and the sent times for the organizers), every other tab for the organizers (${changed} protection${changed === 1 ? '' : 's'} changed, ${unchanged} already right)${regrouped.note}` +
        (missing.length ? `; no captain yet for ${missing.join(', ')} (only organizers can edit their rows)` : '') +
        (refused.length
          ? `; Google refused ${refused.join(', ')}: not an editor anywhere, correct the address and save again`
          : '') +
        (ownerApart
          ? `; the file's owner ${owner} is not among the organizers, yet Google lets the owner edit every protected tab and row: add ${owner} to the "organizers:" line, or make an organizer the owner`
          : '') +
        (exposed.length
          ? `; ${exposed.join(', ')} ${exposed.length === 1 ? 'is a captain and an editor' : 'are captains and editors'} of this file, ${BOUND_RISK}`
          : '') +
        (split.categories.length
          ? `; prize categories (M20) kept privately for ${split.categories.length} player${split.categories.length === 1 ? '' : 's'}`
          : '') +
        // addresses typed as Gmail delivers them but not as a form records them (gmailAddress.ts)
        gmailWarnings([...Object.values(list).flat(), ...split.players.flatMap((p) => p.emails)])
          .map((w) => `; check ${w}`)
          .join('') +
        // the forms' responders follow the captains and players kept (formFile.ts)
        followResponders(FORM_PROPERTY, 'the line-up form', responderAddresses(false)) +
        followResponders(RESULTS_FORM_PROPERTY, 'the results form', responderAddresses(true)) +
        (needsYou ? `; ${needsYou}` : '');
      if (done.length === 0)
        inform(LABEL, `${LINEUPS_TAB} has no team rows yet: run Set up tournament first, then this again.`);
      if (exposed.length)
        inform(`${LABEL}: captains can edit this file`, `${exposed.join(', ')} can edit this file, ${BOUND_RISK}.`);
      if (refused.length)
        inform(
          LABEL,
          `Google refused ${refused.length === 1 ? 'this address' : 'these addresses'}: ${refused.join(', ')}. The other protections are in place; correct the address and save again.`,
        );
      toast(summary, 8);
      return outcome('done', summary);
    }),
  );
}

/**
 * A failure while keeping the captains or building the protections: everything is put back as it was (the
 * document properties as read before, the protections by the journal, the regrouped Line-ups rows), so the
 * organizer can trust "nothing written".
 */
function putBackAll(e: unknown, all: Record<string, string>, journal: ProtectionJournal, rows?: () => void): Outcome {
  const why = e instanceof Error ? e.message : String(e);
  try {
    // Properties.setProperties(properties, deleteAllOthers)
    // (https://developers.google.com/apps-script/reference/properties/properties#setPropertiesproperties,-deleteAllOthers)
    props().setProperties(all, true);
    journal.putBack();
    if (rows) rows();
  } catch (again) {
    const left = again instanceof Error ? again.message : String(again);
    const text = `${LABEL} stopped on an error (${why}), and putting back what it had changed failed too (${left}): some captains or protections may be half changed. Run ${LABEL} again.`;
    inform(`${LABEL}: stopped`, text);
    return outcome('error', `${LABEL}: ${text}`);
  }
  const text = `${LABEL} stopped on an error (${why}). Nothing written: the captains, the protections and the ${LINEUPS_TAB} rows are as they were. Run it again.`;
  inform(`${LABEL}: nothing written`, text);
  return outcome('error', `${LABEL}: ${text}`);
}

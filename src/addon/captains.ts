// Captains and protections: each captain may edit only their team's rows of the Line-ups tab; organizers
// keep full rights. The shared file holds no e-mail address, so captains' and organizers' e-mails live in
// the document properties (not in any tab), one property per team (a property value holds at most 9 KB and
// a store 500 KB: https://developers.google.com/apps-script/guides/services/quotas). The "Captains and
// protections" item opens an HTML dialog with a text area (a prompt is one line) for lines
//   Italy: anna@example.org, bruno@example.org
//   organizers: org@example.org
// whose form sends the text to captainsSubmit (google.script.run, a new execution), which keeps them and
// rebuilds the protections:
// - per team, its block of Line-ups rows except the sent columns: its captains and the organizers edit it
//   (the onEdit check cell is in the same rows, so the trigger, which runs as the captain typing, may write it);
// - the "sent (UTC)" and "games sent (UTC)" columns (M13, M7), the Line-ups header row, and every other tab
//   as a whole (Settings, Teams, round tabs, Standings, the hidden undo store ...): organizers only, so no
//   captain can backdate a sent time. Tabs created later by a menu action are protected the same way as they
//   appear (protectNewTabs), once captains are set.
// Rebuilding never leaves the file unprotected: the new range protections are made before the old ones are
// removed, whole-tab protections are updated in place (editors added before others are removed), and the
// person running it (Session.getEffectiveUser(), scope userinfo.email) stays an editor of each. An address
// Google refuses is reported and skipped, the rest goes on. In Google Sheets the owner always keeps their
// rights (Protection cannot remove them).
import { gasWorkbook } from '../sheets/gasWorkbook';
import { readTeams } from '../sheets/tabs/teams';
import { LINEUPS_TAB, LINEUPS_TABLE, lineupBlocks } from '../sheets/tabs/lineups';
import { readTable } from '../sheets/tabs/table';
import { findName } from '../engine/mochalunt/lineup/names';
import { withDocumentLock } from './lock';
import { guarded, ORGANIZERS_PREFIX } from './guard';
import { inform, showForm, showProblems, toast } from './ui';
import { planPlayerAddresses, splitPromptLines } from './playerAddresses';
import { planCategories } from './playerCategories';
import { writeTeamRecords } from './teamRecords';

/** The captains of one team live in the document property CAPTAINS_PROPERTY + "." + team (JSON list). */
export const CAPTAINS_PROPERTY = 'mochalunt.captains';
export const ORGANIZERS_KEY = 'organizers';
/** Every protection the add-on builds starts with this description, so a rebuild finds and replaces them. */
export const PROTECTION_PREFIX = 'MOCHALUNT line-ups of ';
export { ORGANIZERS_PREFIX };

/** Team name (or "organizers") → e-mail addresses. */
export type CaptainList = Record<string, string[]>;

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

/** Every team's captains (and the organizers), read in one call; a list kept whole by an older version too. */
export function loadCaptains(): CaptainList {
  const all = props().getProperties();
  const out: CaptainList = {};
  const parse = (raw: string): unknown => {
    try { return JSON.parse(raw); } catch { return null; }
  };
  const legacy = all[CAPTAINS_PROPERTY] ? parse(all[CAPTAINS_PROPERTY]) : null;
  if (legacy && typeof legacy === 'object') Object.assign(out, legacy as CaptainList);
  const prefix = CAPTAINS_PROPERTY + '.';
  for (const key of Object.keys(all)) {
    if (key.indexOf(prefix) !== 0) continue;
    const list = parse(all[key]);
    if (Array.isArray(list)) out[key.slice(prefix.length)] = list.map(String);
  }
  return out;
}

/** Keeps the list: one property per team (so no value nears the 9 KB limit), the old single one dropped. */
export function saveCaptains(list: CaptainList): void {
  const next: Record<string, string> = {};
  for (const team of Object.keys(list)) next[`${CAPTAINS_PROPERTY}.${team}`] = JSON.stringify(list[team]);
  const store = props();
  store.setProperties(next);
  if (store.getProperty(CAPTAINS_PROPERTY) !== null) store.deleteProperty(CAPTAINS_PROPERTY);
}

/** True once captains were set (protections exist to keep up to date). */
function captainsSet(): boolean {
  const keys = props().getKeys();
  return keys.some((k) => k === CAPTAINS_PROPERTY || k.indexOf(CAPTAINS_PROPERTY + '.') === 0);
}

/**
 * Parses the typed lines ("Team: e-mail, e-mail", one team per line, or separated by ";"), checking each
 * team against the Teams tab and each address's form. Teams not named keep their captains.
 */
export function parseCaptains(text: string, teams: readonly string[]): { list: CaptainList; problems: string[] } {
  const list: CaptainList = {};
  const problems: string[] = [];
  const lines = text.split(/[\n;]+/).map((l) => l.trim()).filter((l) => l !== '');
  lines.forEach((line, n) => {
    const colon = line.indexOf(':');
    if (colon < 0) {
      problems.push(`line ${n + 1} "${line}": no ":" after the team. Type it as Italy: captain@example.org`);
      return;
    }
    const who = line.slice(0, colon).trim();
    const emails = line.slice(colon + 1).split(/[\s,]+/).map((e) => e.trim()).filter((e) => e !== '');
    const key = who.toLowerCase() === ORGANIZERS_KEY ? ORGANIZERS_KEY : findName(who, teams);
    if (key === undefined) {
      problems.push(`line ${n + 1}: "${who}" is not a team of the Teams tab. Type a team as written there (${teams.slice(0, 6).join(', ')}${teams.length > 6 ? ', ...' : ''}) or "organizers"`);
      return;
    }
    const bad = emails.filter((e) => !EMAIL.test(e));
    if (bad.length) {
      problems.push(`line ${n + 1} (${who}): "${bad[0]}" is not an e-mail address. Type addresses like name@example.org, separated by commas`);
      return;
    }
    list[key] = emails;
  });
  return { list, problems };
}

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Protection = GoogleAppsScript.Spreadsheet.Protection;

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

/**
 * Leaves `editors` (and the current user, and in Google Sheets the owner) as the only editors: adds first,
 * then removes the others, so the protection never stands open. An address Google refuses goes to `refused`
 * and the others are added one by one.
 */
function onlyEditors(p: Protection, description: string, editors: readonly string[], self: string, refused: Set<string>): void {
  p.setDescription(description);
  const wanted = (self ? [self] : []).concat(editors.filter((e) => !refused.has(e)));
  const unique = wanted.filter((e, i) => wanted.indexOf(e) === i);
  if (unique.length) {
    try {
      p.addEditors(unique);
    } catch (err) {
      // only an address Google refuses ("Invalid email: ...") is tried one by one; any other failure (a
      // quota, a service error) stops the action, so the write it is part of is put back
      if (!isInvalidEmail(err)) throw err;
      for (const e of unique) {
        try { p.addEditor(e); } catch (one) {
          if (!isInvalidEmail(one)) throw one;
          refused.add(e);
        }
      }
    }
  }
  const keep = new Set(unique.filter((e) => !refused.has(e)).map((e) => e.toLowerCase()));
  const drop = p.getEditors().filter((u) => !keep.has(u.getEmail().toLowerCase()));
  if (drop.length) p.removeEditors(drop);
  if (p.canDomainEdit()) p.setDomainEdit(false);
}

/** Protects whole tabs for the organizers only (an existing whole-tab protection is updated in place). */
export function protectTabs(book: Spreadsheet, tabs: readonly string[], organizers: readonly string[], refused = new Set<string>()): void {
  const self = me();
  for (const name of tabs) {
    const sheet = book.getSheetByName(name);
    if (!sheet || name === LINEUPS_TAB) continue;
    onlyEditors(sheet.protect(), ORGANIZERS_PREFIX + name, organizers, self, refused);
  }
}

/** After a menu action created tabs: protect them for the organizers, when captains have been set. */
export function protectNewTabs(book: Spreadsheet, tabs: readonly string[]): void {
  if (tabs.length === 0) return;
  if (!captainsSet()) return;
  protectTabs(book, tabs, loadCaptains()[ORGANIZERS_KEY] ?? []);
}

/** Runs of consecutive 1-based columns 1..width without the `skip` columns: [first, count] pairs. */
export function columnRuns(width: number, skip: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let c = 1; c <= width + 1; c++) {
    const gap = c > width || skip.indexOf(c) >= 0;
    if (gap && start) { out.push([start, c - start]); start = 0; }
    if (!gap && !start) start = c;
  }
  return out;
}

export interface ProtectionReport {
  /** the teams whose rows were protected */
  readonly teams: string[];
  /** addresses Google refused (left out of the editors) */
  readonly refused: string[];
}

/**
 * Rebuilds the protections (see the header): each team's block of Line-ups rows except the sent columns for
 * its captains and the organizers; the sent columns, the Line-ups header row and every other tab for the
 * organizers. New range protections are made before the old ones are removed.
 */
export function buildProtections(book: Spreadsheet, list: CaptainList): ProtectionReport {
  const organizers = list[ORGANIZERS_KEY] ?? [];
  const refused = new Set<string>();
  const self = me();
  const old = book.getProtections(SpreadsheetApp.ProtectionType.RANGE).filter((p) => {
    const d = p.getDescription();
    return d.indexOf(PROTECTION_PREFIX) === 0 || d.indexOf(ORGANIZERS_PREFIX) === 0;
  });
  protectTabs(book, book.getSheets().map((s) => s.getName()), organizers, refused);
  const sheet = book.getSheetByName(LINEUPS_TAB);
  const teams: string[] = [];
  if (sheet) {
    const width = sheet.getMaxColumns();
    const wb = gasWorkbook(book);
    const table = readTable(wb, LINEUPS_TABLE).table;
    const sent = table ? [table.col.sent, table.col.gamesSent].filter((c): c is number => c !== undefined).map((c) => c + 1) : [];
    onlyEditors(sheet.getRange(1, 1, 1, width).protect(), `${ORGANIZERS_PREFIX}${LINEUPS_TAB} headers`, organizers, self, refused);
    const rows = sheet.getMaxRows() - 1;
    for (const [col, n] of runsOf(sent)) {
      if (rows > 0) onlyEditors(sheet.getRange(2, col, rows, n).protect(), `${ORGANIZERS_PREFIX}${LINEUPS_TAB} sent times`, organizers, self, refused);
    }
    const runs = columnRuns(width, sent);
    for (const block of lineupBlocks(wb)) {
      const team = Object.keys(list).find((t) => t !== ORGANIZERS_KEY && t.toLowerCase() === block.team.toLowerCase());
      const captains = team ? list[team] : [];
      for (const [col, n] of runs) {
        const range = sheet.getRange(block.firstRow, col, block.lastRow - block.firstRow + 1, n);
        onlyEditors(range.protect(), PROTECTION_PREFIX + block.team, captains.concat(organizers), self, refused);
      }
      teams.push(block.team);
    }
  }
  for (const p of old) p.remove();
  return { teams, refused: Array.from(refused) };
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

const LABEL = 'Captains and protections';

/** The dialog's explanation above its text area. */
function dialogIntro(current: CaptainList): string {
  const known = Object.keys(current).filter((k) => k !== ORGANIZERS_KEY);
  return [
    'One line per team: Team: captain\'s e-mail (several separated by commas).',
    'A line "organizers: e-mail, ..." gives organizers edit rights on every team\'s line-ups and the sent times (the owner always has them).',
    'A line "Player Name: e-mail" gives a player\'s address for Send pairings ("Player Name: -" forgets it).',
    'A line "Player Name: over 65, woman" gives a player\'s M20 prize categories (under 18, 18-64, over 65; woman, man, non-binary; "Player Name: no categories" forgets them).',
    'The addresses and categories are kept in the document\'s hidden properties, never in a tab.',
    `Captains known now: ${known.length ? known.join(', ') : 'none'}. Send it empty to rebuild the protections only.`,
  ].join('\n');
}

/** Menu: "Captains and protections": opens the dialog; its form calls captainsSubmit with the text typed. */
export function captainsAction(): string {
  return guarded(LABEL, () => {
    const current = loadCaptains();
    const lines = Object.keys(current).map((t) => `${t}: ${current[t].join(', ')}`).join('\n');
    showForm(LABEL, dialogIntro(current), lines, 'captainsSubmit');
    return `${LABEL}: the dialog is open; its Save button keeps the captains and rebuilds the protections`;
  });
}

/** The dialog's Save (google.script.run): keep the captains, rebuild the protections. */
export function captainsSubmit(text: string): string {
  return withDocumentLock(LABEL, () => guarded(LABEL, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const { teams } = readTeams(gasWorkbook(book));
    const names = teams.map((t) => t.name as string);
    const current = loadCaptains();
    // `Player Name: address` lines (Send pairings) are read and kept apart (playerAddresses.ts)
    const split = splitPromptLines(book, String(text ?? ''));
    const { list, problems: teamProblems } = parseCaptains(split.rest, names);
    const problems = [...split.problems, ...teamProblems];
    if (problems.length) {
      showProblems(LABEL, problems);
      return `${LABEL}: nothing changed, ${problems.length} problem(s):\n${problems.join('\n')}`;
    }
    // players' addresses and categories: every team's value checked first, so nothing is kept unless all fit
    const records = [planPlayerAddresses(split.players), planCategories(split.categories)];
    const tooLarge = records.flatMap((r) => r.problems);
    if (tooLarge.length) {
      showProblems(LABEL, tooLarge);
      return `${LABEL}: nothing changed, ${tooLarge.length} problem(s):\n${tooLarge.join('\n')}`;
    }
    records.forEach(writeTeamRecords);
    const merged: CaptainList = { ...current, ...list };
    saveCaptains(merged);
    const { teams: done, refused } = buildProtections(book, merged);
    const missing = names.filter((n) => !merged[n] || merged[n].length === 0);
    const summary = `${LABEL}: ${done.length} team${done.length === 1 ? '' : 's'}' rows protected on ${LINEUPS_TAB} (each for its captains; the sent times for the organizers), every other tab for the organizers` +
      (missing.length ? `; no captain yet for ${missing.join(', ')} (only organizers can edit their rows)` : '') +
      (refused.length ? `; Google refused ${refused.join(', ')}: not an editor anywhere, correct the address and save again` : '') +
      (split.categories.length ? `; prize categories (M20) kept privately for ${split.categories.length} player${split.categories.length === 1 ? '' : 's'}` : '');
    if (done.length === 0) inform(LABEL, `${LINEUPS_TAB} has no team rows yet: run Set up tournament first, then this again.`);
    if (refused.length) inform(LABEL, `Google refused ${refused.length === 1 ? 'this address' : 'these addresses'}: ${refused.join(', ')}. The other protections are in place; correct the address and save again.`);
    toast(summary, 8);
    return summary;
  }));
}

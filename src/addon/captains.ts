// Captains and protections: each captain may edit only their team's rows of the Line-ups tab; organizers
// keep full rights. The shared file holds no e-mail address, so captains' and organizers' e-mails live in
// the document properties (not in any tab): the "Captains and protections" item prompts for lines
//   Italy: anna@example.org, bruno@example.org
//   organizers: org@example.org
// keeps them, and rebuilds the protections:
// - one protected range per team over the team's block of Line-ups rows (Set up lays them out team by
//   team): its captains and the organizers edit it (the onEdit check cell is in the same rows, so the
//   trigger, which runs as the captain typing, may write it);
// - the Line-ups header row, and every other tab as a whole (Settings, Teams, round tabs, Standings, the
//   hidden undo store ...): organizers only. Tabs created later by a menu action are protected the same
//   way as they appear (protectNewTabs), once captains are set.
// In Google Sheets the owner and the person running the item always keep their rights (Protection cannot
// remove them). Teams added later get their rows protected when the item is run again. Uses only
// spreadsheets.currentonly (Range/Sheet.protect, Protection editors) and script.container.ui (the prompt);
// never Session (which would need the userinfo.email scope).
import { gasWorkbook } from '../sheets/gasWorkbook';
import { readTeams } from '../sheets/tabs/teams';
import { LINEUPS_TAB, lineupBlocks } from '../sheets/tabs/lineups';
import { findName } from '../engine/mochalunt/lineup/names';
import { withDocumentLock } from './lock';
import { guarded } from './guard';
import { inform, promptText, showProblems, toast } from './ui';
import { savePlayerAddresses, splitPromptLines } from './playerAddresses';

export const CAPTAINS_PROPERTY = 'mochalunt.captains';
export const ORGANIZERS_KEY = 'organizers';
/** Every protection the add-on builds starts with this description, so a rebuild finds and replaces them. */
export const PROTECTION_PREFIX = 'MOCHALUNT line-ups of ';
export const ORGANIZERS_PREFIX = 'MOCHALUNT organizers only: ';

/** Team name (or "organizers") → e-mail addresses. */
export type CaptainList = Record<string, string[]>;

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

export function loadCaptains(): CaptainList {
  const raw = props().getProperty(CAPTAINS_PROPERTY);
  if (!raw) return {};
  try {
    return JSON.parse(raw) as CaptainList;
  } catch {
    return {};
  }
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

/** Leaves `editors` (and, in Google Sheets, the owner and the current user) as the only editors. */
function onlyEditors(p: GoogleAppsScript.Spreadsheet.Protection, description: string, editors: readonly string[]): void {
  p.setDescription(description);
  p.removeEditors(p.getEditors());
  if (p.canDomainEdit()) p.setDomainEdit(false);
  if (editors.length) p.addEditors(editors.slice());
}

/** Protects whole tabs for the organizers only (tabs with such a protection already are left as they are). */
export function protectTabs(book: Spreadsheet, tabs: readonly string[], organizers: readonly string[]): void {
  for (const name of tabs) {
    const sheet = book.getSheetByName(name);
    if (!sheet || name === LINEUPS_TAB) continue;
    onlyEditors(sheet.protect(), ORGANIZERS_PREFIX + name, organizers);
  }
}

/** After a menu action created tabs: protect them for the organizers, when captains have been set. */
export function protectNewTabs(book: Spreadsheet, tabs: readonly string[]): void {
  if (tabs.length === 0) return;
  const raw = props().getProperty(CAPTAINS_PROPERTY);
  if (!raw) return;
  protectTabs(book, tabs, loadCaptains()[ORGANIZERS_KEY] ?? []);
}

/**
 * Rebuilds the protections: removes the ones this add-on built before, then protects each team's block of
 * Line-ups rows with its captains and the organizers as the only editors, the Line-ups header row and every
 * other tab for the organizers. Returns the teams protected.
 */
export function buildProtections(book: Spreadsheet, list: CaptainList): string[] {
  const organizers = list[ORGANIZERS_KEY] ?? [];
  for (const p of book.getProtections(SpreadsheetApp.ProtectionType.RANGE).concat(book.getProtections(SpreadsheetApp.ProtectionType.SHEET))) {
    const d = p.getDescription();
    if (d.indexOf(PROTECTION_PREFIX) === 0 || d.indexOf(ORGANIZERS_PREFIX) === 0) p.remove();
  }
  protectTabs(book, book.getSheets().map((s) => s.getName()), organizers);
  const sheet = book.getSheetByName(LINEUPS_TAB);
  if (!sheet) return [];
  const width = sheet.getMaxColumns();
  onlyEditors(sheet.getRange(1, 1, 1, width).protect(), `${ORGANIZERS_PREFIX}${LINEUPS_TAB} headers`, organizers);
  const done: string[] = [];
  for (const block of lineupBlocks(gasWorkbook(book))) {
    const team = Object.keys(list).find((t) => t !== ORGANIZERS_KEY && t.toLowerCase() === block.team.toLowerCase());
    const captains = team ? list[team] : [];
    const range = sheet.getRange(block.firstRow, 1, block.lastRow - block.firstRow + 1, width);
    onlyEditors(range.protect(), PROTECTION_PREFIX + block.team, captains.concat(organizers));
    done.push(block.team);
  }
  return done;
}

/** Menu: "Captains and protections": prompt for the e-mails, keep them out of the tabs, rebuild protections. */
export function captainsAction(): string {
  const label = 'Captains and protections';
  return withDocumentLock(label, () => guarded(label, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const { teams } = readTeams(gasWorkbook(book));
    const names = teams.map((t) => t.name as string);
    const current = loadCaptains();
    const known = Object.keys(current).filter((k) => k !== ORGANIZERS_KEY);
    const text = promptText(label, [
      'One line per team: Team: captain\'s e-mail (several separated by commas).',
      'A line "organizers: e-mail, ..." gives organizers edit rights on every team\'s line-ups (the owner always has them).',
      'A line "Player Name: e-mail" gives a player\'s address for Send pairings ("Player Name: -" forgets it).',
      'The addresses are kept in the document\'s hidden properties, never in a tab.',
      `Captains known now: ${known.length ? known.join(', ') : 'none'}. Leave empty to rebuild the protections only.`,
    ].join('\n'));
    if (text === null) return `${label}: cancelled, nothing changed`;
    // `Player Name: address` lines (Send pairings) are read and kept apart (playerAddresses.ts)
    const split = splitPromptLines(book, text);
    const { list, problems: teamProblems } = parseCaptains(split.rest, names);
    const problems = [...split.problems, ...teamProblems];
    if (problems.length) {
      showProblems(label, problems);
      return `${label}: nothing changed, ${problems.length} problem(s):\n${problems.join('\n')}`;
    }
    const saved = savePlayerAddresses(split.players);
    if (saved.problems.length) {
      showProblems(label, saved.problems);
      return `${label}: nothing changed, ${saved.problems.length} problem(s):\n${saved.problems.join('\n')}`;
    }
    const merged: CaptainList = { ...current, ...list };
    props().setProperty(CAPTAINS_PROPERTY, JSON.stringify(merged));
    const done = buildProtections(book, merged);
    const missing = names.filter((n) => !merged[n] || merged[n].length === 0);
    const summary = `${label}: ${done.length} team${done.length === 1 ? '' : 's'}' rows protected on ${LINEUPS_TAB} (each for its captains), every other tab for the organizers` +
      (missing.length ? `; no captain yet for ${missing.join(', ')} (only organizers can edit their rows)` : '');
    if (done.length === 0) inform(label, `${LINEUPS_TAB} has no team rows yet: run Set up tournament first, then this again.`);
    toast(summary, 8);
    return summary;
  }));
}

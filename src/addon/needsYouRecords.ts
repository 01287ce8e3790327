// What the organizers' Needs you tab (src/sheets/needsYou/) reads outside the tabs, from the document properties
// and the results form, as plain data: the e-mails of Send pairings still standing (names only: the keys
// say round, stage and team), the line-up checks that could not be e-mailed, the line-ups sent through the form
// found not valid on arrival (the questions at fault only), and how many results-form responses wait for their
// judgment. Never an address. Also the tab's refresh by the actions and triggers that write no plan of their own
// (refreshNeedsYou): from the reading they made, one block, only when a line changed.
import type { Workbook } from '../sheets/workbook';
import { formatOf } from '../sheets/formats';
import type { NeedsYouRecords, SealedInvalid } from '../sheets/needsYou/items';
import { needsYouRefresh } from '../sheets/needsYou/tab';
import { loadCaptains, ORGANIZERS_KEY } from './captainsRecord';
import { SEALED_INVALID, UNMAILED } from './forms/lineupResponses';
import { UNFINISHED_PROPERTY } from './unfinished';
import { writeAllOrNothing } from './write';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const SENT = /^mochalunt\.mail\.r(\d+)\.(teams|individual)\.(.+)$/;

/** The e-mails sent and not withdrawn, "round.stage.team"; null when the format sends none or no captain is known. */
function mailed(wb: Workbook, all: Record<string, string>): string[] | null {
  const found = formatOf(wb);
  if ('problem' in found || !found.entry.tools.includes('sendPairings')) return null;
  if (Object.keys(loadCaptains(all)).filter((k) => k !== ORGANIZERS_KEY).length === 0) return null;
  return Object.keys(all).flatMap((k) => {
    const m = SENT.exec(k);
    if (!m) return [];
    try {
      if ((JSON.parse(all[k]) as { withdrawn?: unknown }).withdrawn !== undefined) return [];
    } catch {
      return [];
    }
    return [`${m[1]}.${m[2]}.${m[3]}`];
  });
}

/**
 * The records, read now (the document properties once), with `unjudged` counting the results-form responses
 * waiting from them (unjudgedResponses.ts; none from a report's own write, whose trigger judges every pending
 * response in this execution: resultsArrival.ts judgePending).
 */
export function readNeedsYouRecords(
  wb: Workbook,
  unjudgedIn?: (all: Readonly<Record<string, string>>) => number,
): NeedsYouRecords {
  const all = PropertiesService.getDocumentProperties().getProperties();
  return recordsOf(wb, all, unjudgedIn ? unjudgedIn(all) : 0);
}

/** The line-ups of the form found not valid on arrival (lineupResponses.ts recordSealedCheck). */
function sealed(all: Record<string, string>): SealedInvalid[] {
  return Object.keys(all).flatMap((k) => {
    const m = /^(\d+)\.(.+)$/.exec(k.startsWith(SEALED_INVALID) ? k.slice(SEALED_INVALID.length) : '');
    if (!m) return [];
    try {
      const v = JSON.parse(all[k]) as { at?: unknown; questions?: unknown };
      const questions = Array.isArray(v.questions) ? v.questions.map(String) : [];
      return [{ round: Number(m[1]), team: m[2], at: Number(v.at ?? 0), questions }];
    } catch {
      return [];
    }
  });
}

function recordsOf(wb: Workbook, all: Record<string, string>, unjudged: number | null): NeedsYouRecords {
  let unmailed: NeedsYouRecords['unmailed'] = [];
  try {
    const kept = JSON.parse(all[UNMAILED] ?? '[]') as { round: number; line: string }[];
    unmailed = Array.isArray(kept) ? kept.filter((k) => typeof k.line === 'string') : [];
  } catch {
    unmailed = [];
  }
  return { mailed: mailed(wb, all), unmailed, unjudged, sealed: sealed(all) };
}

/**
 * The Needs you tab refreshed by an action or trigger that writes no plan of its own (`label`: its name), from
 * `reading` (what it read, with what it wrote: overlay) and the records read now (one call): written alone, all
 * or nothing and without an undo step, only when a line changed. Not while an action stopped halfway is marked
 * (its line stays until Undo last action). The caller holds the document lock. Never throws: returns null when
 * the tab is current (written or already so), else why not, for the handler's summary.
 */
export function refreshNeedsYou(
  book: Spreadsheet,
  reading: Workbook,
  label: string,
  tabsCreated?: (book: Spreadsheet, tabs: readonly string[]) => void,
): string | null {
  try {
    const all = PropertiesService.getDocumentProperties().getProperties();
    if (all[UNFINISHED_PROPERTY]) return null;
    const now = new Date();
    const plan = needsYouRefresh(reading, recordsOf(reading, all, null), label, now);
    if (!plan) return null;
    const failure = writeAllOrNothing(book, plan, { label, undoable: false, now, read: reading, tabsCreated });
    return failure === null ? null : `the Needs you tab is not refreshed (${failure})`;
  } catch (e) {
    return `the Needs you tab is not refreshed (${e instanceof Error ? e.message : String(e)})`;
  }
}

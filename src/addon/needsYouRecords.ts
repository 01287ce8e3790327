// What the organizers' Needs you tab (src/sheets/needsYou/) reads outside the tabs, from the document properties
// and the results form, as plain data: the e-mails of Send pairings still standing (names only: the keys
// say round, stage and team), the line-up checks that could not be e-mailed, and how many results-form
// responses wait for their judgment. Never an address.
import type { Workbook } from '../sheets/workbook';
import { formatOf } from '../sheets/formats';
import type { NeedsYouRecords } from '../sheets/needsYou/items';
import { loadCaptains, ORGANIZERS_KEY } from './captainsRecord';
import { UNMAILED } from './forms/lineupResponses';

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
  const unjudged = unjudgedIn ? unjudgedIn(all) : 0;
  let unmailed: NeedsYouRecords['unmailed'] = [];
  try {
    const kept = JSON.parse(all[UNMAILED] ?? '[]') as { round: number; line: string }[];
    unmailed = Array.isArray(kept) ? kept.filter((k) => typeof k.line === 'string') : [];
  } catch {
    unmailed = [];
  }
  return { mailed: mailed(wb, all), unmailed, unjudged };
}

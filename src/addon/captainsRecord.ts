// The record of who may be written to and who organizes: each team's captains' e-mail addresses and the
// organizers', kept only in the document properties (never in a tab: the spreadsheet is public), one property
// per team, CAPTAINS_PROPERTY + "." + team = JSON list (a value holds at most 9 KB:
// https://developers.google.com/apps-script/guides/services/quotas). MOCHALUNT's "Captains and protections"
// (src/addon/mochalunt/captains.ts) keeps it; the forms and their e-mails of every format read it.
import { CAPTAINS_PROPERTY } from '../sheets/tabs/lineupBlocks';

/** The key of the organizers' addresses in the record, beside the teams. */
export const ORGANIZERS_KEY = 'organizers';

/** Team name (or "organizers") → e-mail addresses. */
export type CaptainList = Record<string, string[]>;

/** Players' e-mail addresses for Send pairings: one property per team, `<prefix><Team>` = JSON { player: [addresses] }. */
export const PLAYERS_PROPERTY_PREFIX = 'mochalunt.players.';

/**
 * The addresses a form's responders are made of: every team's captains, and with `players` every player's
 * address kept for Send pairings (organizers apart: they are the forms' editors).
 */
export function responderAddresses(players: boolean): string[] {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const list = loadCaptains(all);
  const out = Object.keys(list).flatMap((t) => (t === ORGANIZERS_KEY ? [] : list[t]));
  if (players)
    for (const key of Object.keys(all)) {
      if (key.indexOf(PLAYERS_PROPERTY_PREFIX) !== 0) continue;
      try {
        const record = JSON.parse(all[key]) as Record<string, unknown>;
        for (const v of Object.values(record)) if (Array.isArray(v)) out.push(...v.map(String));
      } catch {
        // an unreadable record adds no responder (Captains and protections keeps them readable)
      }
    }
  return out;
}

/** Document property: the organizer whose results-form trigger writes the round tabs and the Results log. */
export const RESULTS_TRIGGER_BY = 'mochalunt.resultsForm.checkBy';

/** Every team's captains (and the organizers), read in one call; a list kept whole by an older version too. */
export function loadCaptains(
  all: Record<string, string> = PropertiesService.getDocumentProperties().getProperties(),
): CaptainList {
  const out: CaptainList = {};
  const parse = (raw: string): unknown => {
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
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

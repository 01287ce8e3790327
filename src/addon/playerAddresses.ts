// Players' e-mail addresses for Send pairings, kept only in the document properties (never in a tab: the
// spreadsheet is public), one property per team, `mochalunt.players.<Team>` = JSON { player: [addresses] }.
// Typed as `Player Name: address` lines in the "Captains and protections" prompt (src/sheets/mail/addressLines.ts).
// Google keeps at most 9 KB per property value and 500 KB per store
// (https://developers.google.com/apps-script/guides/services/quotas): one team's players fit many times over;
// a value that would not fit is refused with a message, and nothing is kept.
import { gasWorkbook } from '../sheets/gasWorkbook';
import { readTeams } from '../sheets/tabs/teams';
import { readPlayers } from '../sheets/tabs/players';
import { splitAddressLines, type PlayerAddressLine, type SplitLines } from '../sheets/mail/addressLines';

export const PLAYERS_PROPERTY_PREFIX = 'mochalunt.players.';
/** Google's limit on one property value: 9 KB. */
export const PROPERTY_VALUE_LIMIT = 9 * 1024;

/** Player → addresses, for one team. */
export type TeamAddresses = Record<string, string[]>;

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

/** The addresses known for a team's players. */
export function loadTeamAddresses(team: string): TeamAddresses {
  const raw = props().getProperty(PLAYERS_PROPERTY_PREFIX + team);
  if (!raw) return {};
  try {
    return JSON.parse(raw) as TeamAddresses;
  } catch {
    return {};
  }
}

/** Sorts the prompt's lines: the players' lines read, the rest left for the captains' parser. */
export function splitPromptLines(book: GoogleAppsScript.Spreadsheet.Spreadsheet, text: string): SplitLines {
  const wb = gasWorkbook(book);
  const { teams } = readTeams(wb);
  const { players } = readPlayers(wb, teams);
  return splitAddressLines(text, teams.map((t) => t.name as string), players.map((p) => ({ name: p.name as string, team: p.team as string })));
}

/**
 * Merges the typed lines into each team's property (a player typed again replaces its addresses; `-` forgets
 * them). Checks every team's new value against the 9 KB limit first: when one is too large nothing is kept.
 * Returns the problems (empty when kept) and how many players have addresses now.
 */
export function savePlayerAddresses(lines: readonly PlayerAddressLine[]): { problems: string[]; players: number } {
  const byTeam = new Map<string, TeamAddresses>();
  for (const l of lines) {
    const cur = byTeam.get(l.team) ?? loadTeamAddresses(l.team);
    if (l.emails.length) cur[l.player] = l.emails;
    else delete cur[l.player];
    byTeam.set(l.team, cur);
  }
  const problems: string[] = [];
  byTeam.forEach((value, team) => {
    const size = JSON.stringify(value).length;
    if (size > PROPERTY_VALUE_LIMIT) problems.push(`${team}: the players' addresses take ${size} bytes, more than Google's 9 KB per property value. Keep one address per player`);
  });
  if (problems.length) return { problems, players: 0 };
  let players = 0;
  byTeam.forEach((value, team) => {
    if (Object.keys(value).length) props().setProperty(PLAYERS_PROPERTY_PREFIX + team, JSON.stringify(value));
    else props().deleteProperty(PLAYERS_PROPERTY_PREFIX + team);
    players += Object.keys(value).length;
  });
  return { problems, players };
}

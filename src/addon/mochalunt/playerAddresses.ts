// Players' e-mail addresses for Send pairings, kept only in the document properties (never in a tab: the
// spreadsheet is public), one property per team, `mochalunt.players.<Team>` = JSON { player: [addresses] }.
// Typed as `Player Name: address` lines in the "Captains and protections" prompt (src/sheets/mail/addressLines.ts).
// Kept through teamRecords.ts (one property per team, within Google's 9 KB per value).
import { gasWorkbook } from '../workbook/gasWorkbook';
import { readTeams } from '../../sheets/tabs/teams';
import { readPlayers } from '../../sheets/tabs/players';
import { splitAddressLines, type PlayerAddressLine, type SplitLines } from '../../sheets/mail/addressLines';
import { loadTeamRecord, mergeTeamRecords, type TeamRecordsPlan } from './teamRecords';
import { PLAYERS_PROPERTY_PREFIX } from '../captainsRecord';

export { PLAYERS_PROPERTY_PREFIX };

/** Player → addresses, for one team. */
type TeamAddresses = Record<string, string[]>;

/** The addresses known for a team's players. */
export function loadTeamAddresses(team: string): TeamAddresses {
  return loadTeamRecord<string[]>(PLAYERS_PROPERTY_PREFIX, team);
}

/** Sorts the prompt's lines: the players' lines read, the rest left for the captains' parser. */
export function splitPromptLines(book: GoogleAppsScript.Spreadsheet.Spreadsheet, text: string): SplitLines {
  const wb = gasWorkbook(book);
  const { teams } = readTeams(wb);
  const { players } = readPlayers(wb, teams);
  return splitAddressLines(
    text,
    teams.map((t) => t.name as string),
    players.map((p) => ({ name: p.name, team: p.team })),
  );
}

/** The typed lines merged into each team's addresses (a player typed again replaces them; `-` forgets them), not yet kept. */
export function planPlayerAddresses(lines: readonly PlayerAddressLine[]): TeamRecordsPlan<string[]> {
  const plan = mergeTeamRecords(
    PLAYERS_PROPERTY_PREFIX,
    lines.map((l) => ({ team: l.team, player: l.player, value: l.emails.length ? l.emails : null })),
    'addresses',
  );
  return { ...plan, problems: plan.problems.map((p) => `${p}. Keep one address per player`) };
}

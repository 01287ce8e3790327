// The error catalogue: one row per bad input, with where it was typed, what was typed, the message shown
// word for word and what is left unchanged. docs/errors.md is generated from this table
// (`MOCHALUNT_WRITE_ERRORS_DOC=1 npx jest test/errors/doc`), and test/errors/catalogue-a/-b.test.ts play every row
// and checks its message, that the workbook (or file) is left exactly as it was, and that the message names
// the tab, row and column and says what to type, with no stack trace, internal name or "undefined".
// Each class of attack of the hostile tester has its own rows file (rows-*.ts), spread at the end.
import { FIELD } from './book';
import { ALL_FORMATS } from '../../src/sheets/formats';
import {
  type CatalogueRow,
  STOPPED,
  LONG,
  sheet,
  command,
  roundAnswer,
  boardRow,
  teamRow,
  playerRow,
  lineupRow,
  setLineup,
  resultAt,
  alicesForm,
  changedForm,
  unpublished,
  typedAddresses,
} from './kit';
import { PERMISSIONS_ROWS } from './rows-permissions';
import { STRUCTURE_ROWS } from './rows-structure';
import { HISTORY_ROWS } from './rows-history';
import { PRIVATE_ROWS } from './rows-private';
import { UNDO_ROWS } from './rows-undo';
import { UNDO_RULES_ROWS } from './rows-undoRules';
import { RESULTS_ROWS } from './rows-results';
import { STRAY_ROUND_ROWS } from './rows-strayRounds';
import { SEALED_ROWS } from './rows-sealed';
import { FORM_SMALLER_ROWS } from './rows-form-smaller';
import { LINEUP_DECISION_ROWS } from './rows-lineupDecisions';
import { ADDON_FORMS_ROWS } from './rows-addonForms';
import { GUIDE_SETUP_ROWS } from './rows-guide-setup';
import { NEEDS_YOU_ROWS } from './rows-needs-you';

export type { CatalogueRow } from './kit';

const TRF_HEAD = '012 Catalogue Open\nXXR 3\n';
function trfPlayer(n: number, name: string, points: string): string {
  // FIDE TRF: 001 at 1-3, start number 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
  // FIDE id 58-68, birth 70-79, points 81-84, rank 86-89, then rounds from 92 in 10-column groups
  return `001 ${String(n).padStart(4)} m    ${name.padEnd(33)} 1500 ITA ${'0'.padStart(11)} 2000/01/01 ${points.padStart(4)} ${String(n).padStart(4)}`;
}
const TRF_OK =
  TRF_HEAD +
  [
    trfPlayer(1, 'Ada', '0.0'),
    trfPlayer(2, 'Ben', '0.0'),
    trfPlayer(3, 'Cleo', '0.0'),
    trfPlayer(4, 'Dan', '0.0'),
  ].join('\n') +
  '\n';
const TRF_PLAYED =
  TRF_HEAD +
  [
    `${trfPlayer(1, 'Ada', '1.0')}     2 w 1`,
    `${trfPlayer(2, 'Ben', '0.0')}     1 b 0`,
    `${trfPlayer(3, 'Cleo', '0.5')}     4 w =`,
    `${trfPlayer(4, 'Dan', '0.5')}     3 b =`,
  ].join('\n') +
  '\n';
/** one space typed into Ben's name: every column after it moves right by one */
const TRF_SHIFTED = TRF_PLAYED.replace('Ben ', 'Ben  ');
/** a player line indented by one space */
const TRF_INDENTED = TRF_PLAYED.replace(`\n${trfPlayer(3, 'Cleo', '0.5')}`, `\n ${trfPlayer(3, 'Cleo', '0.5')}`);
/** one space deleted before Dan's points: the points and rounds move left by one */
const TRF_LEFT = TRF_PLAYED.replace(`2000/01/01  0.5    4`, `2000/01/01 0.5    4`);

export const CATALOGUE: readonly CatalogueRow[] = [
  // ---- Settings -------------------------------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-text-for-number',
      where: 'Settings, column value (round days)',
      typed: 'thirty',
      kind: 'text for number',
      message:
        'Settings, row 22, column value (B22): round days: "thirty" is not a whole number from 1 to 365. type a whole number from 1 to 365',
    },
    (e) => e.setting('round days', 'thirty'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-negative',
      where: 'Settings, column value (phase 1 rounds)',
      typed: '-1',
      kind: 'negative, fractional or huge number',
      message:
        'Settings, row 5, column value (B5): phase 1 rounds: "-1" is not a whole number from 1 to 20. type a whole number from 1 to 20',
    },
    (e) => e.setting('phase 1 rounds', -1),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-fraction',
      where: 'Settings, column value (phase 1 rounds)',
      typed: '4.5',
      kind: 'negative, fractional or huge number',
      message:
        'Settings, row 5, column value (B5): phase 1 rounds: "4.5" is not a whole number from 1 to 20. type a whole number from 1 to 20',
    },
    (e) => e.setting('phase 1 rounds', 4.5),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-huge',
      where: 'Settings, column value (round days)',
      typed: '1e15',
      kind: 'negative, fractional or huge number',
      message:
        'Settings, row 22, column value (B22): round days: "1000000000000000" is not a whole number from 1 to 365. type a whole number from 1 to 365',
    },
    (e) => e.setting('round days', 1e15),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-unknown-key',
      where: 'Settings, column key',
      typed: 'round dayz (a typo of round days)',
      kind: 'typo',
      message:
        'Settings, row 26, column key (A26): "round dayz" is not a setting. did you mean "round days"? type it exactly, or clear the row',
    },
    (e) => e.append('Settings', { key: 'round dayz', value: 20 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-duplicate-key',
      where: 'Settings, column key',
      typed: 'round days, a second time',
      kind: 'duplicate name',
      message:
        'Settings, row 26, column key (A26): "round days" is set twice (also in row 22). keep one row for each setting',
    },
    (e) => e.append('Settings', { key: 'round days', value: 20 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-yes-no',
      where: 'Settings, column value (bye counts for secondary)',
      typed: 'maybe',
      kind: 'typo',
      message:
        'Settings, row 11, column value (B11): bye counts for secondary: "maybe" is not yes or no. type yes or no',
    },
    (e) => e.setting('bye counts for secondary', 'maybe'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-impossible-date',
      where: 'Settings, column value (season start (UTC))',
      typed: '2024-02-30 18:00',
      kind: 'impossible date or time',
      message:
        'Settings, row 4, column value (B4): season start (UTC): "2024-02-30 18:00" is not a UTC date and time. type it as 2024-01-15 18:00 (UTC), or leave it blank',
    },
    (e) => e.setting('season start (UTC)', '2024-02-30 18:00'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-impossible-time',
      where: 'Settings, column value (season start (UTC))',
      typed: '2024-01-15 25:00',
      kind: 'impossible date or time',
      message:
        'Settings, row 4, column value (B4): season start (UTC): "2024-01-15 25:00" is not a UTC date and time. type it as 2024-01-15 18:00 (UTC), or leave it blank',
    },
    (e) => e.setting('season start (UTC)', '2024-01-15 25:00'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-format-typo',
      where: 'Settings, column value (format)',
      typed: 'swis',
      kind: 'typo',
      message: `Settings, row 2, column value: format: "swis" is not a format. type one of: ${ALL_FORMATS.join(', ')}`,
    },
    (e) => e.setting('format', 'swis'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-choice-typo',
      where: 'Settings, column value (knock-out losers play)',
      typed: 'placment',
      kind: 'typo',
      message:
        'Settings, row 14, column value (B14): knock-out losers play: "placment" is not one of the choices. type one of: placement, mcmahon, none',
    },
    (e) => e.setting('knock-out losers play', 'placment'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-header-renamed',
      where: 'Settings, row 1',
      typed: 'values (the header value renamed)',
      kind: 'header renamed, moved or deleted',
      message:
        'Settings, row 1, column value: the column "value" is missing (headers are read by name from row 1). rename the header "values" back to "value"',
    },
    (e) => e.header('Settings', 'value', 'values'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-tab-renamed',
      where: 'the Settings tab',
      typed: 'Setting (the tab renamed)',
      kind: 'tab renamed or deleted',
      message: 'Settings: the tab "Settings" is missing. rename the tab "Setting" back to "Settings"',
      cell: false,
    },
    (e) => e.renameTab('Settings', 'Setting'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-long-name',
      where: 'Settings, column value (event name)',
      typed: '50,000 characters',
      kind: '50,000 characters',
      message:
        'Settings, row 3, column value (B3): the text is 50,000 characters long; a cell holds at most 1,000. shorten it, or clear it',
    },
    (e) => e.setting('event name', LONG),
  ),
  // ---- Teams ----------------------------------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-duplicate',
      where: 'Teams, column team',
      typed: 'Peru, a second time',
      kind: 'duplicate name',
      message:
        'Teams, row 8, column team (A8): Peru is listed twice (also in row 3). list each team once: delete this row or correct the name',
    },
    (e) => e.append('Teams', { team: 'Peru', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-case',
      where: 'Teams, column team',
      typed: 'PERU (Peru is listed)',
      kind: 'case, accents or spaces',
      message:
        'Teams, row 8, column team (A8): PERU is listed twice (also in row 3): it differs from Peru only in case, accents or spaces. list each team once: delete this row or correct the name',
    },
    (e) => e.append('Teams', { team: 'PERU', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-accents',
      where: 'Teams, column team',
      typed: 'Perú (Peru is listed)',
      kind: 'case, accents or spaces',
      message:
        'Teams, row 8, column team (A8): Perú is listed twice (also in row 3): it differs from Peru only in case, accents or spaces. list each team once: delete this row or correct the name',
    },
    (e) => e.append('Teams', { team: 'Perú', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-spaces',
      where: 'Teams, column team',
      typed: 'Pe ru (Peru is listed)',
      kind: 'case, accents or spaces',
      message:
        'Teams, row 8, column team (A8): Pe ru is listed twice (also in row 3): it differs from Peru only in case, accents or spaces. list each team once: delete this row or correct the name',
    },
    (e) => e.append('Teams', { team: ' Pe ru ', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-nbsp',
      where: 'Teams, column team',
      typed: 'Peru followed by a non-breaking space',
      kind: 'Unicode',
      message:
        'Teams, row 8, column team (A8): Peru is listed twice (also in row 3). list each team once: delete this row or correct the name',
    },
    (e) => e.append('Teams', { team: 'Peru\u00a0', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-zero-width',
      where: 'Teams, column team',
      typed: 'Pe\u200bru (a zero-width space inside)',
      kind: 'Unicode',
      message:
        'Teams, row 3, column team (A3): the text holds an invisible character (a zero-width space, U+200B). clear the cell and type "Peru" again',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'team', 'Pe\u200bru'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-rtl-override',
      where: 'Teams, column team',
      typed: 'Peru with a right-to-left override (U+202E)',
      kind: 'Unicode',
      message:
        'Teams, row 3, column team (A3): the text holds an invisible character (a right-to-left override, U+202E). clear the cell and type "Peru" again',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'team', '\u202ePeru'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-seed-text',
      where: 'Teams, column seed',
      typed: 'first',
      kind: 'text for number',
      message:
        'Teams, row 3, column seed (B3): the seed of Peru is "first", not a whole number from 1 up. type the team\'s initial seeding position, e.g. 1 for the strongest',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'seed', 'first'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-seed-negative',
      where: 'Teams, column seed',
      typed: '-3',
      kind: 'negative, fractional or huge number',
      message:
        'Teams, row 3, column seed (B3): the seed of Peru is "-3", not a whole number from 1 up. type the team\'s initial seeding position, e.g. 1 for the strongest',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'seed', -3),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-seed-fraction',
      where: 'Teams, column seed',
      typed: '1.5',
      kind: 'negative, fractional or huge number',
      message:
        'Teams, row 3, column seed (B3): the seed of Peru is "1.5", not a whole number from 1 up. type the team\'s initial seeding position, e.g. 1 for the strongest',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'seed', 1.5),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-seed-duplicate',
      where: 'Teams, column seed',
      typed: '1 (Samoa has seed 1)',
      kind: 'duplicate name',
      message: 'Teams, row 3, column seed (B3): seed 1 is given twice (also in row 2). give each team a different seed',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'seed', 1),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-seed-huge',
      where: 'Teams, column seed',
      typed: '1e20',
      kind: 'negative, fractional or huge number',
      message:
        'Teams, row 3, column seed (B3): the seed of Peru is "100000000000000000000", not a whole number from 1 up. type the team\'s initial seeding position, e.g. 1 for the strongest',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'seed', 1e20),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-empty-name',
      where: 'Teams, column team',
      typed: 'a seed with no team name',
      kind: 'empty required cell',
      message: "Teams, row 8, column team (A8): the team name is empty. type the team's name, or clear the whole row",
    },
    (e) => e.append('Teams', { seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-empty-seed',
      where: 'Teams, column seed',
      typed: 'a team with no seed',
      kind: 'empty required cell',
      message:
        'Teams, row 8, column seed (B8): the seed of Chile is "", not a whole number from 1 up. type the team\'s initial seeding position, e.g. 1 for the strongest',
    },
    (e) => e.append('Teams', { team: 'Chile' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-number-name',
      where: 'Teams, column team',
      typed: '42',
      kind: 'number for text',
      message:
        'Teams, row 8, column team (A8): Sheets read this team name as a number (42), not as text. format the cell as plain text (Format > Number > Plain text) and type the team name again, or give it letters',
    },
    (e) => e.append('Teams', { team: 42, seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-date-name',
      where: 'Teams, column team',
      typed: '1/2 (Sheets makes it a date)',
      kind: 'number for text',
      message:
        'Teams, row 8, column team (A8): Sheets read this team name as a date (2026-01-02), not as text. format the cell as plain text (Format > Number > Plain text) and type the team name again, or give it letters',
    },
    (e) => e.append('Teams', { team: '1/2', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-status-typo',
      where: 'Teams, column status',
      typed: 'withdrwn',
      kind: 'typo',
      message:
        'Teams, row 3, column status (C3): "withdrwn" is not a status. type active, withdrawn, or leave it blank',
    },
    (e) => e.set('Teams', teamRow(e, 'Peru'), 'status', 'withdrwn'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-header-deleted',
      where: 'Teams, row 1',
      typed: 'the header seed deleted',
      kind: 'header renamed, moved or deleted',
      message:
        'Teams, row 1, column seed: the column "seed" is missing (headers are read by name from row 1). type "seed" in row 1 above the column that holds it',
    },
    (e) => e.header('Teams', 'seed', ''),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-extra-column',
      where: 'Teams, a column inserted before team',
      typed: 'a second column headed team, inserted before the first',
      kind: 'extra column',
      message:
        'Teams, row 1, column team (B1): the header "team" appears 2 times. keep one column named "team" and rename or delete the other',
    },
    (e) => e.insertColumnBefore('Teams', 'team', 'Team'),
  ),
  sheet(
    'mochalunt',
    'menuSetUp',
    {
      id: 'teams-tab-renamed',
      where: 'the Teams tab',
      typed: 'Team (the tab renamed)',
      kind: 'tab renamed or deleted',
      message: 'Teams: the tab "Teams" is missing. rename the tab "Team" back to "Teams"',
      cell: false,
    },
    (e) => e.renameTab('Teams', 'Team'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-tab-deleted',
      where: 'the Teams tab',
      typed: 'the tab deleted',
      kind: 'tab renamed or deleted',
      message:
        'Teams: the tab "Teams" is missing. run "Set up tournament" to create it (existing tabs are left as they are)',
      cell: false,
    },
    (e) => e.deleteTab('Teams'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-plus',
      where: 'Teams, column team',
      typed: '+39 Peru (as text)',
      kind: 'number for text',
      message:
        'Teams, row 8, column team (A8): "+39 Peru" starts with "+", which Sheets reads as a formula: it is not used (a download opened in another program could run it). clear the cell and type it without the "+"',
    },
    (e) => e.append('Teams', { team: "'+39 Peru", seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-percent',
      where: 'Teams, column team',
      typed: '50% (Sheets makes it 0.5)',
      kind: 'number for text',
      message:
        'Teams, row 8, column team (A8): Sheets read this team name as a number (0.5), not as text. format the cell as plain text (Format > Number > Plain text) and type the team name again, or give it letters',
    },
    (e) => e.append('Teams', { team: '50%', seed: 7 }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'teams-long-name',
      where: 'Teams, column team',
      typed: '50,000 characters',
      kind: '50,000 characters',
      message:
        'Teams, row 8, column team (A8): the text is 50,000 characters long; a cell holds at most 1,000. shorten it, or clear it',
    },
    (e) => e.append('Teams', { team: LONG, seed: 7 }),
  ),
  // ---- Players --------------------------------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-unknown-team',
      where: 'Players, column team',
      typed: 'Atlantis',
      kind: 'unknown name',
      message:
        'Players, row 34, column team (B34): "Atlantis" is not a team of the Teams tab. type a team of the Teams tab (Samoa, Peru, Latvia, China, Canada, Uruguay)',
    },
    (e) => e.append('Players', { player: 'Zed Nobody', team: 'Atlantis' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-team-typo',
      where: 'Players, column team',
      typed: 'Latvja (Latvia is listed)',
      kind: 'typo',
      message:
        'Players, row 13, column team (B13): "Latvja" is not a team of the Teams tab. did you mean Latvia? type a team of the Teams tab (Samoa, Peru, Latvia, China, Canada, Uruguay)',
    },
    (e) => e.set('Players', playerRow(e, 'Wim Haddad'), 'team', 'Latvja'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-duplicate',
      where: 'Players, column player',
      typed: 'Wim Haddad, a second time',
      kind: 'duplicate name',
      message:
        'Players, row 34, column player (A34): Wim Haddad is listed twice (also in row 13). list each player once; if two players share a name, add an initial to one of them',
    },
    (e) => e.append('Players', { player: 'Wim Haddad', team: 'Latvia' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-case',
      where: 'Players, column player',
      typed: 'wim haddad (Wim Haddad is listed)',
      kind: 'case, accents or spaces',
      message:
        'Players, row 34, column player (A34): wim haddad is listed twice (also in row 13): it differs from Wim Haddad only in case, accents or spaces. list each player once; if two players share a name, add an initial to one of them',
    },
    (e) => e.append('Players', { player: 'wim haddad', team: 'Peru' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-empty-name',
      where: 'Players, column player',
      typed: 'a team with no player name',
      kind: 'empty required cell',
      message:
        "Players, row 34, column player (A34): the player name is empty. type the player's name, or clear the whole row",
    },
    (e) => e.append('Players', { team: 'Peru' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-empty-team',
      where: 'Players, column team',
      typed: 'a player with no team',
      kind: 'empty required cell',
      message:
        'Players, row 34, column team (B34): Zed Nobody has no team. type a team of the Teams tab (Samoa, Peru, Latvia, China, Canada, Uruguay)',
    },
    (e) => e.append('Players', { player: 'Zed Nobody' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-age-column',
      where: 'Players, a column age group added',
      typed: 'age group (header), over 65',
      kind: 'header renamed, moved or deleted',
      message:
        'Players, row 1, column age group (D1): the "age group" column is personal data, and the file is public (M20 prize categories are kept privately). type each player\'s categories in Captains and protections as a line "Player Name: over 65, woman", then delete this column',
    },
    (e) => {
      e.sheet('Players')
        .getRange(1, 4, 2, 1)
        .setValues([['age group'], ['over 65']]);
    },
  ),
  sheet(
    'mochalunt',
    'menuCaptains',
    {
      id: 'captains-category-typo',
      where: "the captains' prompt, a player's line",
      typed: 'Wim Haddad: over 56',
      kind: 'typo',
      message:
        'line 1 (Wim Haddad): "over 56" is neither an e-mail address nor prize categories. Type Wim Haddad: name@example.org, or Wim Haddad: over 65, woman (M20: under 18, 18-64, over 65; woman, man, non-binary), or Wim Haddad: no categories',
      cell: false,
    },
    undefined,
    [{ button: 'OK', text: 'Wim Haddad: over 56' }],
  ),
  sheet(
    'mochalunt',
    'menuCaptains',
    {
      id: 'captains-two-genders',
      where: "the captains' prompt, a player's line",
      typed: 'Wim Haddad: woman, man',
      kind: 'typo',
      message:
        'line 1 (Wim Haddad): "woman, man" gives two genders: a player has at most one age group and one gender. Type it like Wim Haddad: over 65, woman',
      cell: false,
    },
    undefined,
    [{ button: 'OK', text: 'Wim Haddad: woman, man' }],
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-joined-text',
      where: 'Players, column joined round',
      typed: 'three',
      kind: 'text for number',
      message:
        'Players, row 13, column joined round (C13): "three" is not a round number. type the first round the player may play, e.g. 3, or leave it blank',
    },
    (e) => e.set('Players', playerRow(e, 'Wim Haddad'), 'joined round', 'three'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-joined-zero',
      where: 'Players, column joined round',
      typed: '0',
      kind: 'negative, fractional or huge number',
      message:
        'Players, row 13, column joined round (C13): "0" is not a round number. type the first round the player may play, e.g. 3, or leave it blank',
    },
    (e) => e.set('Players', playerRow(e, 'Wim Haddad'), 'joined round', 0),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-joined-fraction',
      where: 'Players, column joined round',
      typed: '2.5',
      kind: 'negative, fractional or huge number',
      message:
        'Players, row 13, column joined round (C13): "2.5" is not a round number. type the first round the player may play, e.g. 3, or leave it blank',
    },
    (e) => e.set('Players', playerRow(e, 'Wim Haddad'), 'joined round', 2.5),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-joined-huge',
      where: 'Players, column joined round',
      typed: '1000',
      kind: 'negative, fractional or huge number',
      message:
        'Players, row 13, column joined round: Wim Haddad joins in round 1000, after the last round (8). type a round from 1 to 8, or leave it blank',
    },
    (e) => e.set('Players', playerRow(e, 'Wim Haddad'), 'joined round', 1000),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-email',
      where: 'Players, column player',
      typed: 'wim@example.org',
      kind: 'contact data',
      message:
        "Players, row 34, column player (A34): this cell holds an e-mail address, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    (e) => e.append('Players', { player: 'wim@example.org', team: 'Latvia' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-phone',
      where: 'Players, a column of the organizers',
      typed: '+39 333 123 4567',
      kind: 'contact data',
      message:
        "Players, row 2, column G (G2): this cell holds a phone number, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    (e) => e.sheet('Players').getRange(2, 7).setValue('+39 333 123 4567'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-zero-width',
      where: 'Players, column player',
      typed: 'Wim\u200b Haddad (a zero-width space)',
      kind: 'Unicode',
      message:
        'Players, row 13, column player (A13): the text holds an invisible character (a zero-width space, U+200B). clear the cell and type "Wim Haddad" again',
    },
    (e) => e.set('Players', playerRow(e, 'Wim Haddad'), 'player', 'Wim\u200b Haddad'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-header-renamed',
      where: 'Players, row 1',
      typed: 'players (the header player renamed)',
      kind: 'header renamed, moved or deleted',
      message:
        'Players, row 1, column player: the column "player" is missing (headers are read by name from row 1). rename the header "players" back to "player"',
    },
    (e) => e.header('Players', 'player', 'players'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-comma',
      where: 'Players, column player',
      typed: 'Rossi, Anna',
      kind: 'typo',
      message:
        'Players, row 34, column player (A34): "Rossi, Anna" holds ",", which line-ups use to separate names (M8). type the name without commas, slashes or semicolons',
    },
    (e) => e.append('Players', { player: 'Rossi, Anna', team: 'Peru' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-at',
      where: 'Players, column player',
      typed: '@anna (as text)',
      kind: 'number for text',
      message:
        'Players, row 34, column player (A34): "@anna" starts with "@", which Sheets reads as a formula: it is not used (a download opened in another program could run it). clear the cell and type it without the "@"',
    },
    (e) => e.append('Players', { player: "'@anna", team: 'Peru' }),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'players-tab-deleted',
      where: 'the Players tab',
      typed: 'the tab deleted',
      kind: 'tab renamed or deleted',
      message:
        'Players: the tab "Players" is missing. run "Set up tournament" to create it (existing tabs are left as they are)',
      cell: false,
    },
    (e) => e.deleteTab('Players'),
  ),
  // ---- Games ----------------------------------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'games-round-text',
      where: 'Games, column round',
      typed: 'one',
      kind: 'text for number',
      message:
        'Games, row 2, column round (A2): "one" is not a round number. type the round number, e.g. 1\nGames, row 3, column game (B3): round 1: round 1 lists 3 games; a phase 1 round has 4. list 4 games from 4 different families',
    },
    (e) => e.set('Games', 2, 'round', 'one'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'games-family-typo',
      where: 'Games, column family',
      typed: 'chesss',
      kind: 'typo',
      message:
        'Games, row 2, column family (C2): round 1: Dameo: "chesss" is not a game family. did you mean chess? type one of: chess, territory, connection, mancala, alignment, checkers, goal, Gipf, various',
    },
    (e) => e.set('Games', 2, 'family', 'chesss'),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'games-empty-game',
      where: 'Games, column game',
      typed: 'a round and family with no game',
      kind: 'empty required cell',
      message: "Games, row 2, column game (B2): round 1: game 1 has no name. type the game's name",
    },
    (e) => e.set('Games', 2, 'game', ''),
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'games-round-huge',
      where: 'Games, column round',
      typed: '99',
      kind: 'negative, fractional or huge number',
      message:
        'Games, row 37, column game (B37): round 99: round 99 lists 1 game; a phase 2 round has 5. list 5 different games',
    },
    (e) => e.append('Games', { round: 99, game: 'Go', family: 'territory' }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'games-tab-renamed',
      where: 'the Games tab',
      typed: 'Game (the tab renamed)',
      kind: 'tab renamed or deleted',
      message: 'Games: the tab "Games" is missing. rename the tab "Game" back to "Games"',
      cell: false,
    },
    (e) => e.renameTab('Games', 'Game'),
  ),
  // ---- Line-ups -------------------------------------------------------------------------------------
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-misspelt',
      where: 'Line-ups, column line-up',
      typed: 'Wim Hadad (Wim Haddad is on the roster)',
      kind: 'typo',
      message:
        "Line-ups, row 18, column line-up (C18): Latvia, round 1: Wim Hadad is not on the team's roster. did you mean Wim Haddad? type a name from the roster, or register the player first",
    },
    setLineup('Latvia', 'Wim Hadad, Emil Rossi, Chen Lopez, Greta Borg'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-other-team',
      where: 'Line-ups, column line-up',
      typed: 'Nico Alves, a player of Samoa, in the line-up of Latvia',
      kind: 'unknown name',
      message:
        "Line-ups, row 18, column line-up (C18): Latvia, round 1: Nico Alves is not on the team's roster. type a name from the roster, or register the player first",
    },
    setLineup('Latvia', 'Nico Alves, Emil Rossi, Chen Lopez, Greta Borg'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-twice',
      where: 'Line-ups, column line-up',
      typed: 'Emil Rossi twice before the "/"',
      kind: 'duplicate name',
      message:
        'Line-ups, row 18, column line-up (C18): Latvia, round 1: Emil Rossi is listed twice before the "/". list each available player once before the "/"; to let Emil Rossi play a second match, write the name again after the "/"',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Emil Rossi, Greta Borg'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-second-match',
      where: 'Line-ups, column line-up',
      typed: 'a second match for a player not in the first part',
      kind: 'unknown name',
      message:
        'Line-ups, row 18, column line-up (C18): Latvia, round 1: Nico Alves (after the "/") is not on the team\'s roster. type a name from the roster',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg / Nico Alves'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-too-few',
      where: 'Line-ups, column line-up',
      typed: 'two players',
      kind: 'empty required cell',
      message:
        'Line-ups, row 18, column line-up (C18): Latvia, round 1: only 2 players before the "/"; a line-up needs at least 3 (the roster has only 4 players). list at least 3 different available players before the "/"',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-case',
      where: 'Line-ups, column line-up',
      typed: 'Wím Haddad (an accent the roster does not have)',
      kind: 'case, accents or spaces',
      message:
        "Line-ups, row 18, column line-up (C18): Latvia, round 1: Wím Haddad is not on the team's roster. did you mean Wim Haddad? type a name from the roster, or register the player first",
    },
    setLineup('Latvia', 'Wím Haddad, emil rossi, Chen  Lopez, Greta Borg'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-strength-length',
      where: 'Line-ups, column strength',
      typed: '1, 2 for four players',
      kind: 'typo',
      message:
        'Line-ups, row 18, column strength (D18): Latvia, round 1: 2 numbers for 4 players before the "/"; give exactly one number per player. give each of the 4 players before the "/" a different number from 1 (strongest) to 4, in the order of the line-up, e.g. `1, 2, 3, 4`',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg', { strength: '1, 2' }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-strength-text',
      where: 'Line-ups, column strength',
      typed: 'strong, weak, ...',
      kind: 'text for number',
      message:
        'Line-ups, row 18, column strength (D18): Latvia, round 1: "strong", "weak", "weak", "strong" are not whole numbers. give each of the 4 players before the "/" a different number from 1 (strongest) to 4, in the order of the line-up, e.g. `1, 2, 3, 4`',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg', { strength: 'strong, weak, weak, strong' }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-matches-fraction',
      where: 'Line-ups, column matches',
      typed: '4.5',
      kind: 'negative, fractional or huge number',
      message:
        'Line-ups, row 18, column matches (E18): "4.5" is not a number of matches. type a whole number of individual matches (M10), or leave it blank',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg', { matches: 4.5 }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-matches-text',
      where: 'Line-ups, column matches',
      typed: 'five',
      kind: 'text for number',
      message:
        'Line-ups, row 18, column matches (E18): "five" is not a number of matches. type a whole number of individual matches (M10), or leave it blank',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg', { matches: 'five' }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-agreed',
      where: 'Line-ups, column agreed',
      typed: 'swap boards 2 and 3',
      kind: 'typo',
      message:
        'Line-ups, row 18, column agreed (G18): "swap boards 2 and 3" is not an agreed board. write board: team-1 player - team-2 player, separated by ";", e.g. 2: Anna - Lars; 4: Bruno - Maria',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg', { agreed: 'swap boards 2 and 3' }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-sent-impossible',
      where: 'Line-ups, column sent (UTC)',
      typed: '2024-13-01 10:00',
      kind: 'impossible date or time',
      message:
        'Line-ups, row 18, column sent (UTC) (H18): "2024-13-01 10:00" is not a UTC date and time. type it as 2024-01-19 20:00 (UTC), or leave it blank',
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg', { 'sent (UTC)': '2024-13-01 10:00' }),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-long',
      where: 'Line-ups, column line-up',
      typed: '50,000 characters',
      kind: '50,000 characters',
      message:
        'Line-ups, row 18, column line-up (C18): the text is 50,000 characters long; a cell holds at most 1,000. shorten it, or clear it',
    },
    setLineup('Latvia', LONG),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-email',
      where: 'Line-ups, column line-up',
      typed: 'an e-mail address after the names',
      kind: 'contact data',
      message:
        "Line-ups, row 18, column line-up (C18): this cell holds an e-mail address, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    setLineup('Latvia', 'Wim Haddad, Emil Rossi, Chen Lopez, Greta Borg, captain@latvia.example'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-team-typo',
      where: 'Line-ups, column team',
      typed: 'Latvja',
      kind: 'typo',
      message:
        'Line-ups, row 18, column team (B18): "Latvja" is not a team of the Teams tab. did you mean Latvia? type the team\'s name as on the Teams tab',
    },
    (e) => e.set('Line-ups', lineupRow(e, 'Latvia'), 'team', 'Latvja'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-round-text',
      where: 'Line-ups, column round',
      typed: 'first',
      kind: 'text for number',
      message: 'Line-ups, row 18, column round (A18): "first" is not a round number. type the round number, e.g. 1',
    },
    (e) => e.set('Line-ups', lineupRow(e, 'Latvia'), 'round', 'first'),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-header-deleted',
      where: 'Line-ups, row 1',
      typed: 'the header line-up deleted',
      kind: 'header renamed, moved or deleted',
      message:
        'Line-ups, row 1, column line-up: the column "line-up" is missing (headers are read by name from row 1). type "line-up" in row 1 above the column that holds it',
    },
    (e) => e.header('Line-ups', 'line-up', ''),
  ),
  sheet(
    'mochalunt-lineups',
    'menuPairIndividual',
    {
      id: 'lineups-tab-deleted',
      where: 'the Line-ups tab',
      typed: 'the tab deleted',
      kind: 'tab renamed or deleted',
      message:
        'Line-ups: the tab "Line-ups" is missing. run "Set up tournament" to create it (existing tabs are left as they are)',
      cell: false,
    },
    (e) => e.deleteTab('Line-ups'),
  ),
  // ---- round tabs -----------------------------------------------------------------------------------
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-3-1',
      where: 'R1, column game 1',
      typed: '3-1',
      kind: 'result in a wrong form',
      message:
        'R1, row 3, column game 1 (G3): "3-1" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 1', '3-1'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-colon',
      where: 'R1, column game 1',
      typed: '1:1 (1:0 is read as 1-0)',
      kind: 'result in a wrong form',
      message:
        'R1, row 3, column game 1 (G3): "1:1" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 1', '1:1'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-10',
      where: 'R1, column game 1',
      typed: '10',
      kind: 'result in a wrong form',
      message:
        'R1, row 3, column game 1 (G3): "10" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 1', '10'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-draw-question',
      where: 'R1, column game 1',
      typed: 'draw?',
      kind: 'result in a wrong form',
      message:
        'R1, row 3, column game 1 (G3): "draw?" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 1', 'draw?'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-date',
      where: 'R1, column game 1',
      typed: '1/2 in a cell no longer plain text (Sheets made it a date)',
      kind: 'result in a wrong form',
      message:
        'R1, row 3, column game 1 (G3): Sheets read what was typed here as the date 2026-01-02, not as text. format the cell as plain text (Format > Number > Plain text) and type it again',
    },
    (e) => {
      const row = boardRow(e);
      const c = e.col('R1', 'game 1');
      e.sheet('R1').getRange(row, c).setNumberFormat('0.###############');
      e.sheet('R1').getRange(row, c).setValue('1/2');
    },
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-number',
      where: 'R1, column game 1',
      typed: '0.5',
      kind: 'result in a wrong form',
      message:
        'R1, row 3, column game 1 (G3): "0.5" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 1', 0.5),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-emoji',
      where: 'R1, column game 1',
      typed: '🏆',
      kind: 'Unicode',
      message:
        'R1, row 3, column game 1 (G3): "🏆" is not a result (Samoa v Peru, board 1). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    resultAt('game 1', '🏆'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'result-long',
      where: 'R1, column game 1',
      typed: '50,000 characters',
      kind: '50,000 characters',
      message:
        'R1, row 3, column game 1 (G3): the text is 50,000 characters long; a cell holds at most 1,000. shorten it, or clear it',
    },
    resultAt('game 1', LONG),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-header-renamed',
      where: 'R1, row 1',
      typed: 'game two (the header game 2 renamed)',
      kind: 'header renamed, moved or deleted',
      message:
        'R1, row 1, column game 2: the column "game 2" is missing (headers are read by name from row 1). rename the header "game two" back to "game 2"',
    },
    (e) => e.header('R1', 'game 2', 'game two'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-player-edited',
      where: 'R1, column player 1',
      typed: 'another player of the team over the one paired',
      kind: 'edited output',
      message:
        'R1, row 3, column player 1 (E3): "Ivo Lopez Jr" is not a player of Samoa. the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) => {
      const row = boardRow(e);
      const c = e.col('R1', 'player 1');
      e.sheet('R1')
        .getRange(row, c)
        .setValue(`${String(e.grid('R1')[row - 1][c - 1])} Jr`);
    },
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-team-edited',
      where: 'R1, column team 1',
      typed: 'Chile over the team paired',
      kind: 'edited output',
      message:
        'R1, row 2, column team 1 (C2): "Chile" is not a team of the Teams tab. the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) =>
      e.set(
        'R1',
        e.rowWhere('R1', 'team 1', (v) => v !== '' && v !== 'team 1'),
        'team 1',
        'Chile',
      ),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-match-edited',
      where: 'R1, column match',
      typed: '9 over the match id of a board row',
      kind: 'edited output',
      message:
        'R1, row 3, column match (A3): this board row says match "9" but stands under match 1 (row 2). type 1 back; the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) => e.set('R1', boardRow(e), 'match', '9'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-reason-email',
      where: 'R1, column reason',
      typed: 'an e-mail address after the reason',
      kind: 'contact data',
      message:
        "R1, row 2, column reason (P2): this cell holds an e-mail address, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    (e) => e.set('R1', 2, 'reason', 'write to captain@samoa.example'),
  ),
  sheet(
    'mochalunt-results',
    'menuExport',
    {
      id: 'round-export-email',
      where: 'R1, a column of the organizers',
      typed: 'an e-mail address',
      kind: 'contact data',
      message:
        "R1, row 3, column override (Z3): this cell holds an e-mail address, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    (e) => e.sheet('R1').getRange(3, e.sheet('R1').getMaxColumns()).setValue('ref: referee@games.example'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-tab-renamed',
      where: 'the R1 tab',
      typed: 'Round 1 (the tab renamed)',
      kind: 'tab renamed or deleted',
      message:
        'Round 1: the tab "Round 1" is named like round 1\'s tab, but the add-on reads only the tab named exactly R1, and there is none. rename the tab "Round 1" to "R1" if it is the round\'s tab; else delete it, or rename it without a round number ("Notes")',
      cell: false,
    },
    (e) => e.renameTab('R1', 'Round 1'),
    roundAnswer('1'),
  ),
  // ---- Categories (M20) ------------------------------------------------------------------------------
  sheet(
    'mochalunt-categories',
    'menuIndividualRanking',
    {
      id: 'categories-result-3-1',
      where: 'Categories, column game 1',
      typed: '3-1',
      kind: 'result in a wrong form',
      message:
        'Categories, row 3, column game 1 (H3): "3-1" is not a result (18-64 SF1: Emil Weber v Gala Okafor). type 1-0 (win of the left player), 0-1 (loss), ½-½ or = (draw), + (forfeit win), - (forfeit loss), or 0-0 / blank (not played)',
    },
    (e) => e.set('Categories', 3, 'game 1', '3-1'),
  ),
  sheet(
    'mochalunt-categories',
    'menuIndividualRanking',
    {
      id: 'categories-result-date',
      where: 'Categories, column game 2',
      typed: '1/2 in a cell no longer plain text (Sheets made it a date)',
      kind: 'result in a wrong form',
      message:
        'Categories, row 3, column game 2 (I3): Sheets read what was typed here as the date 2026-01-02, not as text. format the cell as plain text (Format > Number > Plain text) and type it again',
    },
    (e) => {
      const c = e.col('Categories', 'game 2');
      e.sheet('Categories').getRange(3, c).setNumberFormat('0.###############');
      e.sheet('Categories').getRange(3, c).setValue('1/2');
    },
  ),
  sheet(
    'mochalunt-categories',
    'menuIndividualRanking',
    {
      id: 'categories-match-typo',
      where: 'Categories, column match',
      typed: 'SF3',
      kind: 'typo',
      message:
        'Categories, row 3, column match (B3): "SF3" is not a category match. type SF1, SF2 or F (or leave it blank on the row of a category without matches)',
    },
    (e) => e.set('Categories', 3, 'match', 'SF3'),
  ),
  sheet(
    'mochalunt-categories',
    'menuIndividualRanking',
    {
      id: 'categories-unknown',
      where: 'Categories, column category',
      typed: 'under 12',
      kind: 'unknown name',
      message:
        'Categories, row 3, column category (A3): "under 12" is not a prize category. type one of under 18, 18-64, over 65, woman, man, non-binary, or clear the row',
    },
    (e) => e.set('Categories', 3, 'category', 'under 12'),
  ),
  sheet(
    'mochalunt-categories',
    'menuIndividualRanking',
    {
      id: 'categories-duplicate',
      where: 'Categories, a row',
      typed: 'the 18-64 SF1 row a second time',
      kind: 'duplicate name',
      message: 'Categories, row 14, column match (B14): 18-64 SF1 is listed twice. delete one of the two rows',
    },
    (e) => {
      e.duplicateRow('Categories', 3);
    },
  ),
  sheet(
    'mochalunt-categories',
    'menuIndividualRanking',
    {
      id: 'categories-long',
      where: 'Categories, column game 3',
      typed: '50,000 characters',
      kind: '50,000 characters',
      message:
        'Categories, row 3, column game 3 (J3): the text is 50,000 characters long; a cell holds at most 1,000. shorten it, or clear it',
    },
    (e) => e.set('Categories', 3, 'game 3', LONG),
  ),
  // ---- actions out of order -------------------------------------------------------------------------
  sheet('mochalunt', 'menuScoreRound', {
    id: 'order-score-before-pair',
    where: 'menu',
    typed: 'Score round before any round is paired',
    kind: 'action out of order',
    message:
      'R1: round 1 is not paired yet, so there is nothing to score. run Pair next round, then Pair individual matches, and enter the results',
    cell: false,
  }),
  sheet('mochalunt-r1', 'menuPairNextRound', {
    id: 'order-pair-twice',
    where: 'menu',
    typed: 'Pair next round twice',
    kind: 'action out of order',
    message:
      "R1: round 1 has no scores yet, so round 2 cannot be paired (Pair next round was already done for round 1). enter round 1's results and run Score round, then Pair next round",
    cell: false,
  }),
  sheet('mochalunt', 'menuPairIndividual', {
    id: 'order-individual-before-pair',
    where: 'menu',
    typed: 'Pair individual matches before Pair next round',
    kind: 'action out of order',
    message: 'R1: round 1 has no team pairings yet. run Pair next round first',
    cell: false,
  }),
  sheet('new', 'menuUndo', {
    id: 'order-undo-nothing',
    where: 'menu',
    typed: 'Undo last action on a new workbook',
    kind: 'action out of order',
    message:
      'There is no action to undo: no menu action has written to this workbook yet, or all were undone. Nothing was changed.',
    cell: false,
  }),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'prompt-round-text',
      where: 'the round prompt of Score round',
      typed: 'one',
      kind: 'text for number',
      message: '"one" is not a round number: type a whole number from 1 to 99, e.g. 1. Nothing was written.',
      cell: false,
    },
    undefined,
    roundAnswer('one'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'prompt-round-huge',
      where: 'the round prompt of Score round',
      typed: '1000',
      kind: 'negative, fractional or huge number',
      message: '"1000" is not a round number: type a whole number from 1 to 99, e.g. 1. Nothing was written.',
      cell: false,
    },
    undefined,
    roundAnswer('1000'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'prompt-round-unpaired',
      where: 'the round prompt of Score round',
      typed: '5 (not paired yet)',
      kind: 'action out of order',
      message:
        'R5: round 5 is not paired yet, so there is nothing to score. run Pair next round, then Pair individual matches, and enter the results',
      cell: false,
    },
    undefined,
    roundAnswer('5'),
  ),
  // ---- the captains' prompt -------------------------------------------------------------------------
  sheet(
    'mochalunt',
    'menuCaptains',
    {
      id: 'captains-no-colon',
      where: "the captains' prompt, line 1",
      typed: 'Peru captain@peru.example',
      kind: 'typo',
      message: 'line 1 "Peru captain@peru.example": no ":" after the team. Type it as Italy: captain@example.org',
      cell: false,
    },
    undefined,
    [{ button: 'OK', text: 'Peru captain@peru.example' }],
  ),
  sheet(
    'mochalunt',
    'menuCaptains',
    {
      id: 'captains-unknown-team',
      where: "the captains' prompt, line 1",
      typed: 'Atlantis: cap@atlantis.example',
      kind: 'unknown name',
      message:
        'line 1: "Atlantis" is not a team of the Teams tab. Type a team as written there (Samoa, Peru, Latvia, China, Canada, Uruguay) or "organizers"',
      cell: false,
    },
    undefined,
    [{ button: 'OK', text: 'Atlantis: cap@atlantis.example' }],
  ),
  sheet(
    'mochalunt',
    'menuCaptains',
    {
      id: 'captains-bad-email',
      where: "the captains' prompt, line 1",
      typed: 'Peru: captain(at)peru',
      kind: 'typo',
      message:
        'line 1 (Peru): "captain(at)peru" is not an e-mail address. Type addresses like name@example.org, separated by commas',
      cell: false,
    },
    undefined,
    [{ button: 'OK', text: 'Peru: captain(at)peru' }],
  ),
  // ---- Entrants and the other formats ---------------------------------------------------------------
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-duplicate',
      where: 'Entrants, column player',
      typed: 'Ada, a second time',
      kind: 'duplicate name',
      message: 'Entrants, row 10, column player (A10): Ada is listed twice (also in row 2). list each entrant once',
    },
    (e) => e.append('Entrants', { player: 'Ada', seed: 9 }),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-phone',
      where: 'Entrants, a column of the organizers',
      typed: '+44 20 7946 0958',
      kind: 'contact data',
      message:
        "Entrants, row 2, column H (H2): this cell holds a phone number, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    (e) => e.sheet('Entrants').getRange(2, 8).setValue('+44 20 7946 0958'),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-seed-text',
      where: 'Entrants, column seed',
      typed: 'top',
      kind: 'text for number',
      message:
        'Entrants, row 2, column seed (B2): the seed of Ada is "top", not a whole number from 1 up. type 1 for the first, 2 for the next, ...',
    },
    (e) => e.set('Entrants', 2, 'seed', 'top'),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-empty-name',
      where: 'Entrants, column player',
      typed: 'a seed with no name',
      kind: 'empty required cell',
      message: 'Entrants, row 10, column player (A10): the name is empty. type the name, or clear the whole row',
    },
    (e) => e.append('Entrants', { seed: 9 }),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-from-round-text',
      where: 'Entrants, column from round',
      typed: 'later',
      kind: 'text for number',
      message:
        'Entrants, row 2, column from round (C2): "later" is not a round. type the first round the entrant plays (e.g. 3), or leave it blank',
    },
    (e) => e.set('Entrants', 2, 'from round', 'later'),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-left-negative',
      where: 'Entrants, column left after round',
      typed: '-2',
      kind: 'negative, fractional or huge number',
      message:
        'Entrants, row 2, column left after round (D2): "-2" is not a round the entrant played. type the last round played (0 = left before round 1), or leave it blank',
    },
    (e) => e.set('Entrants', 2, 'left after round', -2),
  ),
  sheet(
    'league',
    'menuPairNextRound',
    {
      id: 'entrants-league-late',
      where: 'Entrants, column from round',
      typed: '3 in a league',
      kind: 'action out of order',
      message:
        'Entrants, row 2, column from round: Ada enters from round 3, but a league\'s Berger table is fixed at the start (L3). clear "from round" (the entrant plays every round), or remove the entrant',
    },
    (e) => e.set('Entrants', 2, 'from round', 3),
  ),
  sheet(
    'swiss-team',
    'menuPairNextRound',
    {
      id: 'entrants-board-empty',
      where: 'Entrants, column Checkers',
      typed: 'a team with no Checkers player',
      kind: 'empty required cell',
      message:
        'Entrants, row 2, column Checkers (F2): Athens has no Checkers player. L5: a team has four players, one on each board: type the name',
    },
    (e) => e.set('Entrants', 2, 'Checkers', ''),
  ),
  sheet(
    'swiss-team',
    'menuPairNextRound',
    {
      id: 'entrants-board-twice',
      where: 'Entrants, column Octi',
      typed: 'a player on two teams',
      kind: 'duplicate name',
      message:
        'Entrants, row 3, column Octi (H3): Athens A already plays for Athens. a player plays one board for one team: type another player, or remove Athens A from one of the two teams',
    },
    (e) => e.set('Entrants', 3, 'Octi', 'Athens A'),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-tab-renamed',
      where: 'the Entrants tab',
      typed: 'Entrant (the tab renamed)',
      kind: 'tab renamed or deleted',
      message: 'Entrants: the tab "Entrants" is missing. rename the tab "Entrant" back to "Entrants"',
      cell: false,
    },
    (e) => e.renameTab('Entrants', 'Entrant'),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'entrants-header-deleted',
      where: 'Entrants, row 1',
      typed: 'the header seed deleted',
      kind: 'header renamed, moved or deleted',
      message:
        'Entrants, row 1, column seed: the column "seed" is missing (headers are read by name from row 1). type "seed" in row 1 above the column that holds it',
    },
    (e) => e.header('Entrants', 'seed', ''),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'format-rounds-text',
      where: 'Settings, column value (rounds)',
      typed: 'five',
      kind: 'text for number',
      message:
        'Settings, row 27, column value (B27): rounds: "five" is not a whole number from 1 to 50. type a whole number from 1 to 50',
    },
    (e) => e.setting('rounds', 'five'),
  ),
  sheet(
    'swiss',
    'menuPairNextRound',
    {
      id: 'format-tie-breaks-typo',
      where: 'Settings, column value (tie-breaks)',
      typed: 'msoo',
      kind: 'typo',
      message:
        'Settings, row 28, column value (B28): tie-breaks: "msoo" is not one of the choices. type one of: mindlab, mso',
    },
    (e) => e.setting('tie-breaks', 'msoo'),
  ),
  sheet(
    'swiss-results',
    'menuScoreRound',
    {
      id: 'swiss-result-3-1',
      where: 'R1, column result',
      typed: '3-1',
      kind: 'result in a wrong form',
      message:
        'R1, row 2, column result (D2): "3-1" is not a result (Ada v Eva). type the result from the first\'s side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)',
    },
    (e) => e.set('R1', 2, 'result', '3-1'),
  ),
  sheet('swiss-r1', 'menuScoreRound', {
    id: 'swiss-result-blank',
    where: 'R1, column result',
    typed: 'nothing (a game left blank)',
    kind: 'empty required cell',
    message:
      "R1, row 2, column result (D2): no result for Ada v Eva. type the result from the first's side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)\nR1, row 3, column result (D3): no result for Ben v Finn. type the result from the first's side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)\nR1, row 4, column result (D4): no result for Cleo v Gus. type the result from the first's side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)\nR1, row 5, column result (D5): no result for Dan v Hana. type the result from the first's side: 1-0, 0-1, ½-½ (or =), + (forfeit win), - (forfeit loss), or 0-0 (not played)",
  }),
  sheet(
    'swiss-results',
    'menuScoreRound',
    {
      id: 'swiss-first-edited',
      where: 'R1, column first',
      typed: 'Zoe over the player paired',
      kind: 'edited output',
      message:
        'R1, row 2, column first (B2): "Zoe" is not an entrant of the Entrants tab. the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) => e.set('R1', 2, 'first', 'Zoe'),
  ),
  sheet(
    'swiss-results',
    'menuScoreRound',
    {
      id: 'swiss-match-edited',
      where: 'R1, column match',
      typed: '7 over match 1',
      kind: 'edited output',
      message:
        'R1, row 2, column match (A2): this match says "7" but is match 1 of the round. type 1 back; the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) => e.set('R1', 2, 'match', '7'),
  ),
  sheet(
    'multiplayer-results',
    'menuScoreRound',
    {
      id: 'multiplayer-player-edited',
      where: 'R1, column player',
      typed: 'Zoe over the player seated',
      kind: 'edited output',
      message:
        'R1, row 2, column player (C2): "Zoe" is not an entrant of the Entrants tab. the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again',
    },
    (e) => e.set('R1', 2, 'player', 'Zoe'),
  ),
  sheet('swiss-r1', 'menuPairNextRound', {
    id: 'swiss-pair-before-score',
    where: 'menu',
    typed: 'Pair next round before round 1 is scored',
    kind: 'action out of order',
    message:
      "R1: round 1 is not scored yet, so round 2 cannot be paired. enter round 1's results and run Score round, then Pair next round",
    cell: false,
  }),
  sheet('swiss-r1', 'menuPairIndividual', {
    id: 'swiss-pair-individual',
    where: 'menu',
    typed: 'Pair individual matches in a Swiss',
    kind: 'action out of order',
    message:
      'Settings: "Pair individual matches" is only for MOCHALUNT (line-ups, M8-M13); in a swiss event Pair next round writes every game. use Pair next round, Score round and Update standings',
    cell: false,
  }),
  sheet(
    'multiplayer-results',
    'menuScoreRound',
    {
      id: 'multiplayer-place-text',
      where: 'R1, column place',
      typed: 'first',
      kind: 'text for number',
      message:
        'R1, row 2, column place (D2): "first" is not a place at a table of 4. type the finishing place from 1 (first home) to 4, or "absent"',
    },
    (e) => e.set('R1', 2, 'place', 'first'),
  ),
  sheet(
    'multiplayer-results',
    'menuScoreRound',
    {
      id: 'multiplayer-carrots-negative',
      where: 'R1, column carrots',
      typed: '-3',
      kind: 'negative, fractional or huge number',
      message:
        'R1, row 2, column carrots (E2): "-3" is not a number of carrots. type the carrots left in hand, e.g. 12 (blank = 0)',
    },
    (e) => e.set('R1', 2, 'carrots', -3),
  ),
  sheet(
    'multiplayer-results',
    'menuScoreRound',
    {
      id: 'multiplayer-lettuces-fraction',
      where: 'R1, column lettuces',
      typed: '1.5',
      kind: 'negative, fractional or huge number',
      message:
        'R1, row 2, column lettuces (F2): "1.5" is not a number of lettuces. type the lettuces left, e.g. 1 (blank = 0)',
    },
    (e) => e.set('R1', 2, 'lettuces', 1.5),
  ),
  // ---- the command line -----------------------------------------------------------------------------
  command(
    {
      id: 'cli-unknown-command',
      where: 'mochalunt <command>',
      typed: 'mochalunt pare',
      kind: 'typo',
      message: 'mochalunt: unknown command "pare"\n(then the command\'s usage)',
    },
    ['pare'],
  ),
  command(
    {
      id: 'cli-run-unknown-action',
      where: 'mochalunt run <action>',
      typed: 'pair-nxt-round',
      kind: 'typo',
      message:
        'mochalunt run: unknown action "pair-nxt-round". Available: add-registrations, captains, check-lineups, create-lineup-form, create-registration-form, create-results-form, create-scheduling-form, entrant-addresses, export, individual-ranking, pair-individual, pair-next-round, score-round, send-pairings, set-up, start-lineup-log, undo, update-standings',
    },
    ['run', 'pair-nxt-round', '{dir}/book.xlsx'],
    { base: 'new' },
  ),
  command(
    {
      id: 'cli-run-missing-file',
      where: 'mochalunt run <action> <workbook>',
      typed: 'a workbook that does not exist (not set-up)',
      kind: 'unknown name',
      message:
        'mochalunt run pair-next-round: {dir}/missing.xlsx does not exist; nothing written. Create it with `mochalunt run set-up {dir}/missing.xlsx --format NAME`, or check the file name.',
    },
    ['run', 'pair-next-round', '{dir}/missing.xlsx'],
  ),
  command(
    {
      id: 'cli-run-round-text',
      where: 'mochalunt run --round',
      typed: '--round two',
      kind: 'text for number',
      message: 'mochalunt run: --round takes a round number from 1 to 99, not "two"\n(then the command\'s usage)',
    },
    ['run', 'score-round', '{dir}/book.xlsx', '--round', 'two'],
    { base: 'new' },
  ),
  command(
    {
      id: 'cli-run-round-zero',
      where: 'mochalunt run --round',
      typed: '--round 0',
      kind: 'negative, fractional or huge number',
      message: 'mochalunt run: --round takes a round number from 1 to 99, not "0"\n(then the command\'s usage)',
    },
    ['run', 'score-round', '{dir}/book.xlsx', '--round', '0'],
    { base: 'new' },
  ),
  command(
    {
      id: 'cli-run-unknown-option',
      where: 'mochalunt run --<option>',
      typed: '--rund 2',
      kind: 'typo',
      message:
        "mochalunt run: unknown option --rund; the options are --round, --out, --bundle, --answer, --format, --as, --fail-after-calls, --kill-after-calls, --mail-account, --mail-quota, --yes\n(then the command's usage)",
    },
    ['run', 'score-round', '{dir}/book.xlsx', '--rund', '2'],
    { base: 'new' },
  ),
  command(
    {
      id: 'cli-run-no-yes',
      where: 'mochalunt run pair-next-round (a confirmation)',
      typed: 'no --yes',
      kind: 'bad argument',
      message:
        'mochalunt run pair-next-round: this action asks for confirmation; nothing written. Add --yes to answer YES.\nmochalunt run: {dir}/book.xlsx left as it was',
    },
    ['run', 'pair-next-round', '{dir}/book.xlsx'],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-run-problems',
      where: 'mochalunt run pair-next-round',
      typed: 'a workbook whose Teams tab lists Peru twice',
      kind: 'duplicate name',
      message:
        'mochalunt run pair-next-round: Pair next round: nothing written, 1 problem:\n  Teams, row 8, column team (A8): Peru is listed twice (also in row 3). list each team once: delete this row or correct the name\nmochalunt run: {dir}/book.xlsx left as it was',
    },
    ['run', 'pair-next-round', '{dir}/book.xlsx', '--yes'],
    { base: 'mochalunt', edit: (e) => e.append('Teams', { team: 'Peru', seed: 7 }) },
  ),
  command(
    {
      id: 'cli-run-out-missing-folder',
      where: 'mochalunt run --out',
      typed: '--out into a folder that does not exist',
      kind: 'unknown name',
      message:
        'mochalunt run set-up: cannot save {dir}/no/such/folder/out.xlsx (its folder does not exist); the workbook on disk is left as it was. Give --out a file in an existing folder you may write to.',
    },
    ['run', 'set-up', '{dir}/book.xlsx', '--format', 'mochalunt', '--out', '{dir}/no/such/folder/out.xlsx'],
    { base: 'new' },
  ),
  command(
    {
      id: 'cli-run-not-xlsx',
      where: 'mochalunt run <action> <workbook>',
      typed: 'a text file named book.xlsx',
      kind: 'malformed or hostile file',
      message:
        'mochalunt run export: {dir}/book.xlsx is not a workbook (it is not an .xlsx file, or it is damaged); nothing written. Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.',
    },
    ['run', 'export', '{dir}/book.xlsx'],
    { files: { 'book.xlsx': 'not a workbook\n' } },
  ),
  command(
    {
      id: 'cli-edit-no-tab-in-target',
      where: 'mochalunt edit <Tab>!<A1>',
      typed: 'C5 (no tab)',
      kind: 'bad argument',
      message: 'mochalunt edit: "C5" names no tab: write it as "Line-ups!C5"',
    },
    ['edit', '{dir}/book.xlsx', 'C5', 'Anna', '--as', 'captain1@example.org'],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-edit-unknown-tab',
      where: 'mochalunt edit <Tab>!<A1>',
      typed: 'Lineups!C5 (a typo of Line-ups)',
      kind: 'typo',
      message:
        'mochalunt edit: the workbook has no tab "Lineups"; write one of its tabs: Overview, Standings, Individual, Teams, Players, Games, Line-ups, Needs you, Settings',
    },
    ['edit', '{dir}/book.xlsx', 'Lineups!C5', 'Anna', '--as', 'captain1@example.org'],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-lineup-missing-team',
      where: 'mochalunt lineup --team2',
      typed: 'no --team2',
      kind: 'empty required cell',
      message: "mochalunt lineup: both --team1 and --team2 are needed\n(then the command's usage)",
    },
    ['lineup', '--team1', 'Ann, Bo, Cy, Di'],
  ),
  command(
    {
      id: 'cli-lineup-matches-text',
      where: 'mochalunt lineup --matches',
      typed: '--matches four',
      kind: 'text for number',
      message: 'mochalunt lineup: --matches takes a whole number, not "four"\n(then the command\'s usage)',
    },
    ['lineup', '--team1', 'Ann, Bo, Cy, Di', '--team2', 'Ed, Flo, Gus, Hal', '--matches', 'four'],
  ),
  command(
    {
      id: 'cli-lineup-matches-negative',
      where: 'mochalunt lineup --matches',
      typed: '--matches -3',
      kind: 'negative, fractional or huge number',
      message: 'mochalunt lineup: --matches takes a whole number, not "-3"\n(then the command\'s usage)',
    },
    ['lineup', '--team1', 'Ann, Bo, Cy, Di', '--team2', 'Ed, Flo, Gus, Hal', '--matches', '-3'],
  ),
  command(
    {
      id: 'cli-lineup-strength-length',
      where: 'mochalunt lineup --strength1',
      typed: '--strength1 "1, 2"',
      kind: 'typo',
      message:
        'mochalunt lineup: invalid input\n  team 1 strength: 2 numbers for 4 players before the "/"; give exactly one number per player (give each of the 4 players before the "/" a different number from 1 (strongest) to 4, in the order of the line-up, e.g. `1, 2, 3, 4`)',
    },
    ['lineup', '--team1', 'Ann, Bo, Cy, Di', '--team2', 'Ed, Flo, Gus, Hal', '--strength1', '1, 2'],
  ),
  command(
    {
      id: 'cli-lineup-twice',
      where: 'mochalunt lineup --team1',
      typed: 'Ann twice',
      kind: 'duplicate name',
      message:
        'mochalunt lineup: invalid input\n  team 1 line-up: Ann is listed twice before the "/" (list each available player once before the "/"; to let Ann play a second match, write the name again after the "/")\n  team 1 line-up: only 3 players before the "/"; a line-up needs at least 4 (3 only when the roster has exactly 4 players) (list at least 4 different available players before the "/")',
    },
    ['lineup', '--team1', 'Ann, Ann, Cy, Di', '--team2', 'Ed, Flo, Gus, Hal'],
  ),
  command(
    {
      id: 'cli-lineup-unknown-option',
      where: 'mochalunt lineup --<option>',
      typed: '--team3',
      kind: 'typo',
      message: "mochalunt lineup: unknown option --team3\n(then the command's usage)",
    },
    ['lineup', '--team1', 'Ann, Bo, Cy, Di', '--team2', 'Ed, Flo, Gus, Hal', '--team3', 'x'],
  ),
  command(
    {
      id: 'cli-trf-missing-file',
      where: 'mochalunt trf <file>',
      typed: 'a file that does not exist',
      kind: 'unknown name',
      message: 'mochalunt trf: {dir}/none.trf does not exist; give the path of a TRF file',
    },
    ['trf', '{dir}/none.trf'],
  ),
  command(
    {
      id: 'cli-trf-system-typo',
      where: 'mochalunt trf --system',
      typed: '--system swis',
      kind: 'typo',
      message: 'mochalunt trf: --system takes swiss or mcmahon, not "swis"\n(then the command\'s usage)',
    },
    ['trf', '{dir}/t.trf', '--system', 'swis'],
    { files: { 't.trf': TRF_OK } },
  ),
  command(
    {
      id: 'cli-trf-shifted',
      where: 'mochalunt trf <file>, a player line',
      typed: 'a player line shifted right by one character',
      kind: 'malformed or hostile file',
      message:
        'mochalunt trf: columns: line 4, column 80: "1" where the TRF format has a space between two fields (the columns look shifted by a character) (align the line on the TRF-16 columns: starting rank 5-8, name 15-47, points 81-84, rank 86-89, then one block of 10 columns per round from column 92 (opponent 92-95, colour 97, result 99))',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_SHIFTED } },
  ),
  command(
    {
      id: 'cli-trf-indented',
      where: 'mochalunt trf <file>, a player line',
      typed: 'a player line indented by one space',
      kind: 'malformed or hostile file',
      message:
        'mochalunt trf: columns: line 5, column 2: the record "001" starts in column 2, not 1 (the line is shifted by 1 character) (delete the space before "001": TRF records start in column 1)',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_INDENTED } },
  ),
  command(
    {
      id: 'cli-trf-shifted-left',
      where: 'mochalunt trf <file>, a player line',
      typed: 'a space deleted before the points (the columns after it move left by one)',
      kind: 'malformed or hostile file',
      message:
        'mochalunt trf: points: line 6, columns 81-84: "0.5" is not a score (the columns look shifted by a character) (align the line on the TRF-16 columns: starting rank 5-8, name 15-47, points 81-84, rank 86-89, then one block of 10 columns per round from column 92 (opponent 92-95, colour 97, result 99))',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_LEFT } },
  ),
  command(
    {
      id: 'cli-trf-mismatch',
      where: 'mochalunt trf <file>, columns 92-101 (round 1)',
      typed: 'both players of a game recorded as winners',
      kind: 'malformed or hostile file',
      message:
        'mochalunt trf: round: round 1: player 1 has result "1" against 2, but player 2\'s line has "1" (type the mirrored result in one of the two lines (the columns may be shifted by a character))',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_PLAYED.replace('     1 b 0', '     1 b 1') } },
  ),
  command(
    {
      id: 'cli-trf-points-text',
      where: 'mochalunt trf <file>, columns 81-84 (points)',
      typed: 'abc as the points',
      kind: 'text for number',
      message:
        'mochalunt trf: points: line 4, columns 81-84: "abc" is not a score (type e.g. " 2.5", right-aligned in columns 81-84)',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_OK.replace(trfPlayer(2, 'Ben', '0.0'), trfPlayer(2, 'Ben', 'abc')) } },
  ),
  command(
    {
      id: 'cli-trf-binary',
      where: 'mochalunt trf <file>',
      typed: 'a binary file',
      kind: 'malformed or hostile file',
      message:
        'mochalunt trf: players: the file has no player lines ("001") (give a FIDE TRF file: one line per player, starting with "001" in columns 1-3)',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': '\u0000\u0001PK\u0003\u0004\u00ff\u00fe garbage' } },
  ),
  command(
    {
      id: 'cli-trf-duplicate-number',
      where: 'mochalunt trf <file>, columns 5-8 (start number)',
      typed: 'start number 2 on two lines',
      kind: 'duplicate name',
      message:
        'mochalunt trf: starting rank: starting rank 2 appears twice (give every player line its own starting rank)',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_OK.replace(trfPlayer(3, 'Cleo', '0.0'), trfPlayer(2, 'Cleo', '0.0')) } },
  ),
  command(
    {
      id: 'cli-trf-huge-number',
      where: 'mochalunt trf <file>, columns 5-8 (start number)',
      typed: 'a start number of 9999 in a field of 4',
      kind: 'negative, fractional or huge number',
      message:
        'mochalunt trf: starting rank: starting rank 9999 (Dan) but the file lists 4 players (number the players 1 to 4 in columns 5-8)',
    },
    ['trf', '{dir}/t.trf'],
    { files: { 't.trf': TRF_OK.replace(trfPlayer(4, 'Dan', '0.0'), trfPlayer(9999, 'Dan', '0.0')) } },
  ),
  command(
    {
      id: 'cli-berger-text',
      where: 'mochalunt berger N',
      typed: 'six',
      kind: 'text for number',
      message:
        'mochalunt berger: the number of entrants is a whole number from 2 to 1,000, not "six"\n(then the command\'s usage)',
    },
    ['berger', 'six'],
  ),
  command(
    {
      id: 'cli-berger-negative',
      where: 'mochalunt berger N',
      typed: '-4',
      kind: 'negative, fractional or huge number',
      message:
        'mochalunt berger: the number of entrants is a whole number from 2 to 1,000, not "-4"\n(then the command\'s usage)',
    },
    ['berger', '-4'],
  ),
  command(
    {
      id: 'cli-berger-fraction',
      where: 'mochalunt berger N',
      typed: '4.5',
      kind: 'negative, fractional or huge number',
      message:
        'mochalunt berger: the number of entrants is a whole number from 2 to 1,000, not "4.5"\n(then the command\'s usage)',
    },
    ['berger', '4.5'],
  ),
  command(
    {
      id: 'cli-berger-huge',
      where: 'mochalunt berger N',
      typed: '100000',
      kind: 'negative, fractional or huge number',
      message:
        'mochalunt berger: the number of entrants is a whole number from 2 to 1,000, not "100000"\n(then the command\'s usage)',
    },
    ['berger', '100000'],
  ),
  command(
    {
      id: 'cli-tables-text',
      where: 'mochalunt tables N',
      typed: 'ten',
      kind: 'text for number',
      message:
        'mochalunt tables: the number of players is a whole number from 0 to 10,000, not "ten"\n(then the command\'s usage)',
    },
    ['tables', 'ten'],
  ),
  command(
    {
      id: 'cli-tables-unseatable',
      where: 'mochalunt tables N',
      typed: '5',
      kind: 'negative, fractional or huge number',
      message:
        'mochalunt tables: players: 5 players cannot be seated at tables of 4 and 3 (tables of 4 and 3 seat 3, 4, or 6 and more players: the tournament director adds or removes one)',
    },
    ['tables', '5'],
  ),
  command(
    {
      id: 'cli-tables-two',
      where: 'mochalunt tables N',
      typed: '8 9 (two numbers)',
      kind: 'bad argument',
      message: "mochalunt tables: one number expected, not 2 arguments\n(then the command's usage)",
    },
    ['tables', '8', '9'],
  ),
  command(
    {
      id: 'cli-demo-extra',
      where: 'mochalunt demo',
      typed: 'mochalunt demo 16 (a number without --teams)',
      kind: 'bad argument',
      message: 'mochalunt demo: no argument expected, not "16"\n(then the command\'s usage)',
    },
    ['demo', '16', '--out', '{dir}/d.xlsx'],
  ),
  command(
    {
      id: 'cli-demo-teams-few',
      where: 'mochalunt demo --teams',
      typed: '--teams 5',
      kind: 'negative, fractional or huge number',
      message: 'mochalunt demo: --teams takes a whole number from 8 to 68, not "5"\n(then the command\'s usage)',
    },
    ['demo', '--teams', '5', '--out', '{dir}/d.xlsx'],
  ),
  command(
    {
      id: 'cli-demo-teams-text',
      where: 'mochalunt demo --teams',
      typed: '--teams many',
      kind: 'text for number',
      message: 'mochalunt demo: --teams takes a whole number from 8 to 68, not "many"\n(then the command\'s usage)',
    },
    ['demo', '--teams', 'many', '--out', '{dir}/d.xlsx'],
  ),
  command(
    {
      id: 'cli-demo-seed-text',
      where: 'mochalunt demo --seed',
      typed: '--seed x1',
      kind: 'text for number',
      message: 'mochalunt demo: --seed takes a whole number, not "x1"\n(then the command\'s usage)',
    },
    ['demo', '--seed', 'x1', '--out', '{dir}/d.xlsx'],
  ),
  sheet(
    'mochalunt',
    'menuPairNextRound',
    {
      id: 'settings-email-players-typo',
      where: 'Settings, column value (e-mail players)',
      typed: 'captains',
      kind: 'typo',
      message: 'Settings, row 25, column value (B25): e-mail players: "captains" is not yes or no. type yes or no',
    },
    (e) => e.setting('e-mail players', 'captains'),
  ),
  command(
    {
      id: 'cli-run-mail-account',
      where: 'mochalunt run --mail-account',
      typed: '--mail-account gmail',
      kind: 'typo',
      message:
        'mochalunt run: --mail-account takes consumer (a gmail.com account: 100 recipients a day) or workspace (Google Workspace: 1,500 a day), not "gmail"\n(then the command\'s usage)',
    },
    ['run', 'send-pairings', '{dir}/book.xlsx', '--mail-account', 'gmail'],
    { base: 'new' },
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'forms-lineups-typed-addresses',
      where: 'the line-up form, setting "Collect email addresses"',
      typed: "Responder input (anyone with the link may type a captain's address)",
      kind: 'contact data',
      cell: false,
      message:
        'Pair individual matches: nothing written: the line-up form does not record verified addresses (its setting "Collect email addresses" is not "Verified"), so anyone with its link could send a line-up in a captain\'s name: its responses are not used. Run Create line-up form again: it records verified addresses again; then captains send their line-ups again.',
    },
    changedForm('menuCreateLineupForm', typedAddresses),
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'forms-lineups-not-shared',
      where: "the line-up form (another organizer's Google Form)",
      typed: 'a form Alice created and did not share with this organizer',
      kind: 'action out of order',
      cell: false,
      message:
        'Pair individual matches: nothing written: The line-up form belongs to alice@example.org and is not shared with you (or was deleted). Ask alice@example.org to add you to the organizers in Captains and protections and click Create line-up form (it shares the form with every organizer), or ask alice@example.org to run this item. Its line-ups cannot be read until then, and pairing without them would give forfeits (M13).',
    },
    alicesForm('menuCreateLineupForm'),
  ),
  sheet(
    'mochalunt-boards',
    'menuCreateSchedulingForm',
    {
      id: 'forms-scheduling-not-shared',
      where: "the scheduling form (another organizer's Google Form)",
      typed: 'a form Alice created and did not share with this organizer',
      kind: 'action out of order',
      cell: false,
      message:
        'The scheduling form belongs to alice@example.org and is not shared with you (or was deleted). Ask alice@example.org to add you to the organizers in Captains and protections and click Create scheduling form (it shares the form with every organizer), or ask alice@example.org to run this item.',
    },
    alicesForm('menuCreateSchedulingForm'),
  ),
  sheet(
    'mochalunt',
    'menuCreateRegistrationForm',
    {
      id: 'forms-registration-not-shared',
      where: "the registration form (another organizer's Google Form)",
      typed: 'a form Alice created and did not share with this organizer',
      kind: 'action out of order',
      cell: false,
      message:
        'The registration form belongs to alice@example.org and is not shared with you (or was deleted). Ask alice@example.org to add you to the organizers in Captains and protections and click Create registration form (it shares the form with every organizer), or ask alice@example.org to run this item. Nothing was created.',
    },
    alicesForm('menuCreateRegistrationForm'),
  ),
  command(
    {
      id: 'forms-submit-unpublished',
      where: 'mochalunt form-submit (the registration form)',
      typed: 'a response to a form unpublished in the form editor',
      kind: 'action out of order',
      message:
        'mochalunt form-submit: the form refused the response; nothing was saved:\n  the form "MOCHALUNT demo registration" is not published, so it accepts no response (forms created after 30 June 2026 start unpublished): ask its owner to publish it, then run form-submit again',
    },
    ['form-submit', '{dir}/book.xlsx', '--answer', 'Name=Rita Response', '--answer', `Team=${FIELD.teams[0].name}`],
    {
      base: 'mochalunt',
      edit: changedForm('menuCreateRegistrationForm', unpublished),
    },
  ),
  command(
    {
      id: 'forms-submit-typed-on-verified',
      where: 'mochalunt form-submit --email (the line-up form)',
      typed: "a captain's address typed into a form that records verified addresses",
      kind: 'contact data',
      message:
        'mochalunt form-submit: the form refused the response; nothing was saved:\n  the form "MOCHALUNT: line-ups (sent privately to the organizers)" records the respondent\'s signed-in address (Verified) and has no field to type one: leave out --email',
    },
    [
      'form-submit',
      '{dir}/book.xlsx',
      '--answer',
      'Round=Round 1',
      '--answer',
      'Line-up=Ann, Bo, Cy, Di',
      '--as',
      'mallory@example.net',
      '--email',
      'captain1@example.org',
    ],
    {
      base: 'mochalunt',
      edit: (e) => {
        e.desk.click('menuCreateLineupForm');
      },
    },
  ),
  command(
    {
      id: 'forms-submit-no-typed-address',
      where: 'mochalunt form-submit --email (a form asking for a typed address)',
      typed: 'no address typed',
      kind: 'empty required cell',
      message:
        'mochalunt form-submit: the form refused the response; nothing was saved:\n  "Email": This is a required question (the form "MOCHALUNT: line-ups (sent privately to the organizers)" asks the respondent to type an address: give it with --email)',
    },
    [
      'form-submit',
      '{dir}/book.xlsx',
      '--answer',
      'Round=Round 1',
      '--answer',
      'Line-up=Ann, Bo, Cy, Di',
      '--as',
      'captain1@example.org',
    ],
    { base: 'mochalunt', edit: changedForm('menuCreateLineupForm', typedAddresses) },
  ),
  // an action Google stopped halfway (its 6-minute limit) left its mark (src/addon/unfinished.ts); numbered last
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'order-after-stopped-action',
      where: 'menu',
      typed: 'Update standings after Google stopped Pair next round halfway (6-minute limit)',
      kind: 'action out of order',
      message:
        'Pair next round, run by organizer@example.com at 2024-03-05 18:07 UTC, was stopped by Google before it finished (a script may run at most 6 minutes: "Exceeded maximum execution time"), and part of what it wrote is in the workbook. Run Undo last action to put back what it wrote, then run Pair next round again.',
      cell: false,
    },
    (e) =>
      e.property(
        STOPPED,
        JSON.stringify({
          label: 'Pair next round',
          title: 'Pair round 2',
          at: '2024-03-05T18:07:00.000Z',
          row: 3,
          by: 'organizer@example.com',
        }),
      ),
  ),
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'order-after-stopped-undo',
      where: 'menu',
      typed: 'Pair next round after Google stopped Undo last action halfway (6-minute limit)',
      kind: 'action out of order',
      message:
        'Undo last action (putting back "Score round 1"), run by organizer@example.com at 2024-03-05 18:07 UTC, was stopped by Google before it finished (a script may run at most 6 minutes: "Exceeded maximum execution time"), and part of what it wrote is in the workbook. Run Undo last action again to finish putting it back.',
      cell: false,
    },
    (e) =>
      e.property(
        STOPPED,
        JSON.stringify({
          label: 'Undo last action',
          title: 'Score round 1',
          at: '2024-03-05T18:07:00.000Z',
          row: 3,
          by: 'organizer@example.com',
        }),
      ),
  ),
  command(
    {
      id: 'cli-run-kill-after-zero',
      where: 'mochalunt run --kill-after-calls',
      typed: '--kill-after-calls 0',
      kind: 'negative, fractional or huge number',
      message: 'mochalunt run: --kill-after-calls takes a call number from 1, not "0"\n(then the command\'s usage)',
    },
    ['run', 'set-up', '{dir}/book.xlsx', '--kill-after-calls', '0'],
  ),
  // ---- round tabs against the record of what the add-on paired (src/sheets/tabs/roundRecord.ts) -------------
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-results-on-match-row',
      where: 'R1, columns game 1 to game 4 of a team-match row',
      typed: "board 1's four results one row too high, over the game names",
      kind: 'edited output',
      message:
        'R1, row 2, column game 1 (G2): "1-0" is typed over game 1 of match 1 (Samoa v Peru), which is Dameo; no result goes on this row. type Dameo back, and type the result on its board rows (rows 3-6)\nR1, row 2, column game 2 (H2): "½-½" is typed over game 2 of match 1 (Samoa v Peru), which is Lines of Action; no result goes on this row. type Lines of Action back, and type the result on its board rows (rows 3-6)\nR1, row 2, column game 3 (I2): "0-1" is typed over game 3 of match 1 (Samoa v Peru), which is TZAAR; no result goes on this row. type TZAAR back, and type the result on its board rows (rows 3-6)\nR1, row 2, column game 4 (J2): "1-0" is typed over game 4 of match 1 (Samoa v Peru), which is Epaminondas; no result goes on this row. type Epaminondas back, and type the result on its board rows (rows 3-6)',
    },
    (e) => {
      const row = e.rowWhere('R1', 'match', '1');
      e.sheet('R1')
        .getRange(row, e.col('R1', 'game 1'), 1, 4)
        .setValues([['1-0', '½-½', '0-1', '1-0']]);
    },
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-game-overwritten',
      where: 'R1, column game 2 of a team-match row',
      typed: 'Shogi over the game paired',
      kind: 'edited output',
      message:
        'R1, row 2, column game 2 (H2): game 2 of match 1 (Samoa v Peru) is Lines of Action, not "Shogi" (the add-on wrote the pairing here). type Lines of Action back, or pair the round again if the pairing must change',
    },
    (e) => e.set('R1', e.rowWhere('R1', 'match', '1'), 'game 2', 'Shogi'),
  ),
  sheet(
    'mochalunt-bye',
    'menuScoreRound',
    {
      id: 'round-result-on-bye',
      where: 'R1, column game 1 of the bye row',
      typed: '1-0',
      kind: 'edited output',
      message:
        'R1, row 11, column game 1 (G11): "1-0" is typed on the row of the bye (Canada), where no result goes. clear it, and type the result on the row of its board',
    },
    (e) => e.set('R1', e.rowWhere('R1', 'match', 'bye'), 'game 1', '1-0'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-player-changed',
      where: 'R1, column player 1',
      typed: 'the team-mate paired on the next board, over the player paired',
      kind: 'edited output',
      message:
        'R1, row 3, column player 1 (E3): player 1 of board 1 of match 1 (Ivo Lopez v Pablo Tamm) is Ivo Lopez, not "Yuri Okafor" (the add-on wrote the pairing here). type Ivo Lopez back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row 3',
    },
    (e) => {
      const row = boardRow(e);
      e.set('R1', row, 'player 1', String(e.grid('R1')[row][e.col('R1', 'player 1') - 1]));
    },
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-board-deleted',
      where: 'R1, a board row',
      typed: 'board 2 of match 1 deleted (the rows below move up)',
      kind: 'edited output',
      message:
        'R1, row 4, column board (B4): board 2 of match 1 (Yuri Okafor v Aiko Berg), which the add-on wrote on row 4, is missing here (the row was deleted or cleared). put the row back: use Edit > Undo in Sheets, or insert a row above row 4 and type match 1, board 2, player 1 Yuri Okafor, player 2 Aiko Berg, or pair the round again',
    },
    (e) => {
      e.deleteRows('R1', boardRow(e) + 1);
    },
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-board-moved',
      where: 'R1, two board rows',
      typed: 'boards 1 and 2 of match 1 swapped (a row dragged)',
      kind: 'edited output',
      message:
        'R1, row 3, column board (B3): this row holds board 2 of match 1 (Yuri Okafor v Aiko Berg), which the add-on wrote on row 4; board 1 of match 1 (Ivo Lopez v Pablo Tamm) belongs here (rows were moved or sorted). use Edit > Undo in Sheets, or move the rows back to the order the add-on wrote them, or pair the round again',
    },
    (e) => {
      const row = boardRow(e);
      const s = e.sheet('R1');
      const two = s.getRange(row, 1, 2, s.getLastColumn()).getValues();
      s.getRange(row, 1, 2, two[0].length).setValues([two[1], two[0]]);
    },
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'round-row-added',
      where: 'R1, column game 1 under the last row',
      typed: '1-0 one row below the last board',
      kind: 'edited output',
      message:
        'R1, row 16, column game 1 (G16): this row holds "1-0" but the add-on wrote no row here (below the last one it wrote, row 15). clear the row, or delete it; a result goes on the row of its board or game',
    },
    (e) => e.set('R1', e.sheet('R1').getLastRow() + 1, 'game 1', '1-0'),
  ),
  sheet(
    'swiss-results',
    'menuScoreRound',
    {
      id: 'swiss-players-swapped',
      where: 'R1, columns first and second',
      typed: 'the two players of game 1 swapped',
      kind: 'edited output',
      message:
        'R1, row 2, column first (B2): first of game 1 (Ada v Eva) is Ada, not "Eva" (the add-on wrote the pairing here). type Ada back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row 2\nR1, row 2, column second (C2): second of game 1 (Ada v Eva) is Eva, not "Ada" (the add-on wrote the pairing here). type Eva back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row 2',
    },
    (e) => {
      const [a, b] = [e.col('R1', 'first'), e.col('R1', 'second')];
      const g = e.grid('R1');
      e.set('R1', 2, 'first', String(g[1][b - 1]));
      e.set('R1', 2, 'second', String(g[1][a - 1]));
    },
  ),
  sheet(
    'multiplayer-results',
    'menuScoreRound',
    {
      id: 'multiplayer-seats-swapped',
      where: 'R1, column player',
      typed: 'the players of seats 1 and 2 of table 1 swapped',
      kind: 'edited output',
      message:
        'R1, row 2, column player (C2): player of seat 4 of table 1 is Ada, not "Ben" (the add-on wrote the pairing here). type Ada back, or pair the round again if the pairing must change\nR1, row 3, column player (C3): player of seat 3 of table 1 is Ben, not "Ada" (the add-on wrote the pairing here). type Ben back, or pair the round again if the pairing must change',
    },
    (e) => {
      const g = e.grid('R1');
      const c = e.col('R1', 'player');
      e.set('R1', 2, 'player', String(g[2][c - 1]));
      e.set('R1', 3, 'player', String(g[1][c - 1]));
    },
  ),
  // ---- the files a command is given (local/cli/workbookFile.ts): checked before anything is run or written ------
  command(
    {
      id: 'cli-edit-unknown-option',
      where: 'mochalunt edit --<option>',
      typed: '--sa for --as',
      kind: 'typo',
      message: "mochalunt edit: unknown option --sa; the options are --as, --out, --bundle\n(then the command's usage)",
    },
    ['edit', '{dir}/book.xlsx', 'Line-ups!C5', 'Anna', '--sa', 'captain1@example.org'],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-edit-empty-as',
      where: 'mochalunt edit --as',
      typed: '--as "" (an empty address)',
      kind: 'empty required cell',
      message: "mochalunt edit: --as takes an e-mail address, not an empty text\n(then the command's usage)",
    },
    ['edit', '{dir}/book.xlsx', 'Line-ups!C5', 'Anna', '--as', ''],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-run-out-private',
      where: 'mochalunt run --out',
      typed: "--out the workbook's private file",
      kind: 'bad argument',
      message:
        "mochalunt run: --out names a private file ({dir}/book.xlsx.private.json), where mochalunt keeps a workbook's captains' e-mails, protections, triggers and forms; give --out an .xlsx file\n(then the command's usage)",
    },
    ['run', 'check-lineups', '{dir}/book.xlsx', '--out', '{dir}/book.xlsx.private.json'],
    { base: 'mochalunt', files: { 'book.xlsx.private.json': '[]\n' } },
  ),
  command(
    {
      id: 'cli-run-out-workbook',
      where: 'mochalunt run --out',
      typed: '--out the workbook itself',
      kind: 'bad argument',
      message:
        "mochalunt run: --out names the workbook itself ({dir}/book.xlsx); leave --out out to save in place, or give another file\n(then the command's usage)",
    },
    ['run', 'check-lineups', '{dir}/book.xlsx', '--out', '{dir}/book.xlsx'],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-demo-out-exists',
      where: 'mochalunt demo --out',
      typed: '--out a workbook that exists, without --force',
      kind: 'bad argument',
      message:
        'mochalunt demo: {dir}/book.xlsx exists; nothing written. Add --force to replace it, or give --out another file.',
    },
    ['demo', '--teams', '8', '--out', '{dir}/book.xlsx'],
    { base: 'new' },
  ),
  command(
    {
      id: 'cli-run-read-only',
      where: 'mochalunt run <action> <workbook>',
      typed: 'a workbook marked read-only',
      kind: 'bad argument',
      message:
        'mochalunt run check-lineups: {dir}/book.xlsx is read-only; nothing written. Make it writable (chmod u+w {dir}/book.xlsx) and run the command again, or give --out another file to save the result there.',
    },
    ['run', 'check-lineups', '{dir}/book.xlsx'],
    { base: 'mochalunt', readOnly: ['book.xlsx'] },
  ),
  command(
    {
      id: 'cli-edit-read-only',
      where: 'mochalunt edit <workbook>',
      typed: 'a workbook marked read-only',
      kind: 'bad argument',
      message:
        'mochalunt edit: {dir}/book.xlsx is read-only; nothing written. Make it writable (chmod u+w {dir}/book.xlsx) and run the command again, or give --out another file to save the result there.',
    },
    ['edit', '{dir}/book.xlsx', 'Teams!A2', 'Peru'],
    { base: 'mochalunt', readOnly: ['book.xlsx'] },
  ),
  command(
    {
      id: 'cli-run-private-malformed',
      where: 'mochalunt run <workbook>, its private file',
      typed: 'a private file cut short ({oops)',
      kind: 'malformed or hostile file',
      message:
        "mochalunt run check-lineups: {dir}/book.xlsx.private.json is not a private file mochalunt wrote (it is not valid JSON at line 1); nothing written. Restore it from a backup, or delete it: the workbook then opens without the captains' e-mails, protections, triggers and forms kept there.",
    },
    ['run', 'check-lineups', '{dir}/book.xlsx'],
    { base: 'mochalunt', files: { 'book.xlsx.private.json': '{oops\n' } },
  ),
  command(
    {
      id: 'cli-form-submit-private-entry',
      where: 'mochalunt form-submit <workbook>, its private file',
      typed: 'a protection entry whose value is not JSON',
      kind: 'malformed or hostile file',
      message:
        "mochalunt form-submit: {dir}/book.xlsx.private.json is not a private file mochalunt wrote (entry 1 (protection) holds no valid JSON); nothing written. Restore it from a backup, or delete it: the workbook then opens without the captains' e-mails, protections, triggers and forms kept there.",
    },
    ['form-submit', '{dir}/book.xlsx', '--answer', 'Name=Rita'],
    { base: 'mochalunt', files: { 'book.xlsx.private.json': '[["protection", "Teams", "{"]]\n' } },
  ),
  command(
    {
      id: 'cli-edit-empty-xlsx',
      where: 'mochalunt edit <workbook>',
      typed: 'an empty file (0 bytes) named book.xlsx',
      kind: 'malformed or hostile file',
      message:
        'mochalunt edit: {dir}/book.xlsx is empty (0 bytes), not a workbook; nothing written. Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.',
    },
    ['edit', '{dir}/book.xlsx', 'Teams!A2', 'Peru'],
    { files: { 'book.xlsx': '' } },
  ),
  command(
    {
      id: 'cli-edit-damaged-xlsx',
      where: 'mochalunt edit <workbook>',
      typed: 'an .xlsx cut short (its first bytes only)',
      kind: 'malformed or hostile file',
      message:
        'mochalunt edit: {dir}/book.xlsx is not a workbook (it is not an .xlsx file, or it is damaged); nothing written. Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.',
    },
    ['edit', '{dir}/book.xlsx', 'Teams!A2', 'Peru'],
    { files: { 'book.xlsx': 'PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000' } },
  ),
  command(
    {
      id: 'cli-run-folder',
      where: 'mochalunt run <action> <workbook>',
      typed: 'a folder named book.xlsx',
      kind: 'malformed or hostile file',
      message:
        'mochalunt run set-up: {dir}/book.xlsx is a folder, not a workbook; nothing written. Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.',
    },
    ['run', 'set-up', '{dir}/book.xlsx'],
    { folders: ['book.xlsx'] },
  ),
  command(
    {
      id: 'cli-form-submit-folder',
      where: 'mochalunt form-submit <workbook>',
      typed: 'a folder named book.xlsx',
      kind: 'malformed or hostile file',
      message:
        'mochalunt form-submit: {dir}/book.xlsx is a folder, not a workbook; nothing written. Give an .xlsx workbook saved by mochalunt, Google Sheets, Excel or LibreOffice.',
    },
    ['form-submit', '{dir}/book.xlsx', '--answer', 'Name=Rita'],
    { folders: ['book.xlsx'] },
  ),
  // ---- pairings typed over the add-on's: the rules (rulebook 001 4.6, 3.2.4.3), src/sheets/formats/twoPlayer/typedPairings.ts
  sheet(
    'swiss-r2',
    'menuScoreRound',
    {
      id: 'swiss-rematch-typed',
      where: 'R2, columns first and second',
      typed: 'Eva over Cleo and Cleo over Eva: Ada v Eva and Cleo v Gus, both played in round 1',
      kind: 'edited output',
      message:
        'R2, row 2, column second (C2): second of game 1 (Ada v Cleo) is Cleo, not "Eva" (the add-on wrote the pairing here). type Cleo back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row 2\nR2, row 4, column first (B4): first of game 3 (Eva v Gus) is Eva, not "Cleo" (the add-on wrote the pairing here). type Eva back, or pair the round again if the pairing must change; to keep the change on purpose, type why in the override column of row 4\nR2, row 2, column second (C2): Ada and Eva already met in round 1 (R1, row 2); no two entrants meet twice (L4). type back what the add-on paired, or pair the round again; to keep this pairing on purpose, type why in the override column of row 2\nR2, row 4, column second (C4): Cleo and Gus already met in round 1 (R1, row 4); no two entrants meet twice (L4). type back what the add-on paired, or pair the round again; to keep this pairing on purpose, type why in the override column of row 4',
    },
    (e) => {
      e.set('R2', 2, 'second', 'Eva');
      e.set('R2', 4, 'first', 'Cleo');
    },
  ),
  sheet(
    'swiss-r2',
    'menuScoreRound',
    {
      id: 'swiss-rematch-unrecorded',
      where: "R2, columns first and second (a round without the add-on's record)",
      typed: 'Ada v Eva and Cleo v Gus again, on a round paired before the add-on kept records',
      kind: 'edited output',
      message:
        'R2, row 2, column second (C2): Ada and Eva already met in round 1 (R1, row 2); no two entrants meet twice (L4). type back what the add-on paired, or pair the round again; to keep this pairing on purpose, type why in the override column of row 2\nR2, row 4, column second (C4): Cleo and Gus already met in round 1 (R1, row 4); no two entrants meet twice (L4). type back what the add-on paired, or pair the round again; to keep this pairing on purpose, type why in the override column of row 4',
    },
    (e) => {
      e.sheet('_pairings').getRange(3, 2, 1, e.sheet('_pairings').getLastColumn()).clearContent();
      e.set('R2', 2, 'second', 'Eva');
      e.set('R2', 4, 'first', 'Cleo');
    },
  ),
  sheet(
    'swiss-r2',
    'menuScoreRound',
    {
      id: 'swiss-entrant-left-out',
      where: "R2, a game row (a round without the add-on's record)",
      typed: 'Finn v Hana deleted',
      kind: 'edited output',
      cell: false,
      message:
        'R2: Finn plays round 2 (Entrants tab) but is on no row of R2. pair Finn on a row of R2 (with why in its override column), or pair the round again; an entrant who left: type the last round played in "left after round" on the Entrants tab\nR2: Hana plays round 2 (Entrants tab) but is on no row of R2. pair Hana on a row of R2 (with why in its override column), or pair the round again; an entrant who left: type the last round played in "left after round" on the Entrants tab',
    },
    (e) => {
      e.sheet('_pairings').getRange(3, 2, 1, e.sheet('_pairings').getLastColumn()).clearContent();
      e.deleteRows('R2', 5);
    },
  ),
  ...PERMISSIONS_ROWS,
  ...STRUCTURE_ROWS,
  ...HISTORY_ROWS,
  ...PRIVATE_ROWS,
  ...UNDO_ROWS,
  ...RESULTS_ROWS,
  ...STRAY_ROUND_ROWS,
  ...UNDO_RULES_ROWS,
  ...SEALED_ROWS,
  ...LINEUP_DECISION_ROWS,
  ...ADDON_FORMS_ROWS,
  ...GUIDE_SETUP_ROWS,
  ...FORM_SMALLER_ROWS,
  ...NEEDS_YOU_ROWS,
];

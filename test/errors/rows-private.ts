// Catalogue rows: addresses in the public file; the private file; the command line's files and processes.
// An e-mail address typed into any tab (output tabs, a round tab's note, the line-up log, the organizers' own
// tabs, hidden ones) stops every action that plans, naming the cell (src/addon/publicFile.ts); a workbook
// another mochalunt process works on, or whose lock file is not one mochalunt wrote, is refused with the
// files left as they were (local/cli/lock.ts).
import { command, sheet, type CatalogueRow } from './kit';
import type { Editor } from './scenario';

/** What the refusal of an address in the public file says after the cell. */
const FIX =
  "this cell holds an e-mail address, and the file is public. clear the cell: the file is shared with everyone who has its link. A captain's or player's address belongs in the captains' dialog (Captains and protections...), which keeps it in the file's private data";

/** Types `value` into a tab the organizers add themselves (not one the add-on knows). */
const ownTab = (tab: string, a1: string, value: string) => (e: Editor) => {
  e.desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet().insertSheet(tab).getRange(a1).setValue(value);
};
const typeAt = (tab: string, a1: string, value: string) => (e: Editor) => {
  e.sheet(tab).getRange(a1).setValue(value);
};

export const PRIVATE_ROWS: readonly CatalogueRow[] = [
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'private-standings-note',
      where: 'Standings, a note under the table',
      typed: "a note with an organizer's address",
      kind: 'contact data',
      message: `Standings, row 10, column rank (A10): ${FIX}`,
    },
    typeAt('Standings', 'A10', 'Questions: write to orga@chessclub.example'),
  ),
  sheet(
    'mochalunt-scored',
    'menuUpdateStandings',
    {
      id: 'private-standings-legend',
      where: 'Standings, column legend',
      typed: 'an address at the end of the legend',
      kind: 'contact data',
      message: `Standings, row 4, column legend (O4): ${FIX}`,
    },
    typeAt('Standings', 'O4', 'G: games; mail corrections to scores@club.example'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'private-overview-cell',
      where: 'Overview, a cell of the page',
      typed: "a captain's address",
      kind: 'contact data',
      message: `Overview, row 5, column B (B5): ${FIX}`,
    },
    typeAt('Overview', 'B5', 'Samoa captain: mele.tui@samoa.example'),
  ),
  sheet(
    'mochalunt-results',
    'menuScoreRound',
    {
      id: 'private-round-side-note',
      where: "R1, the last column (the organizers' override column)",
      typed: "an organizer's note with an address",
      kind: 'contact data',
      message:
        "R1, row 3, column override (Z3): this cell holds an e-mail address, and the file is public. remove contact data: delete it (captains' contacts are kept by the organizers outside the shared file)",
    },
    typeAt('R1', 'Z3', 'ask ivo.lopez@players.example'),
  ),
  sheet(
    'mochalunt-scored',
    'menuPairNextRound',
    {
      id: 'private-individual-cell',
      where: 'Individual, a cell below the ranking',
      typed: "a player's address",
      kind: 'contact data',
      message: `Individual, row 40, column team (C40): ${FIX}`,
    },
    typeAt('Individual', 'C40', 'pablo@tamm.example'),
  ),
  sheet(
    'mochalunt-r1',
    'menuCheckLineups',
    {
      id: 'private-own-tab',
      where: 'a tab the organizers added ("Contacts")',
      typed: "a list of captains' addresses",
      kind: 'contact data',
      message: `Contacts, row 2, column B (B2): ${FIX}`,
    },
    ownTab('Contacts', 'B2', 'captain.samoa@example.org'),
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'private-hidden-tab',
      where: 'the hidden _pairings tab',
      typed: 'an address typed into a hidden tab',
      kind: 'contact data',
      message: `_pairings, row 2, column record: the add-on's record of round 1 (hidden tab _pairings) was edited and cannot be read. run Undo last action until it reads again, or pair round 1 again (Pair next round for round 1, then Pair individual matches)\n_pairings, row 2, column J (J2): ${FIX}`,
    },
    typeAt('_pairings', 'J2', 'x@hidden.example'),
  ),
  sheet(
    'mochalunt-r1',
    'menuPairIndividual',
    {
      id: 'private-lineup-log',
      where: 'Line-up log, a cell typed by an organizer',
      typed: "a captain's address noted beside the log",
      kind: 'contact data',
      message: `Line-up log, row 2, column new value (E2): ${FIX}`,
    },
    (e) => {
      e.desk.click('menuStartLineupLog');
      e.sheet('Line-up log').getRange('E2').setValue('from latvia.captain@mail.example');
    },
  ),
  sheet(
    'swiss-team',
    'menuPairNextRound',
    {
      id: 'private-teams-note',
      where: 'Teams of a team Swiss, a column right of the table',
      typed: "a captain's address beside the team",
      kind: 'contact data',
      message: `Teams, row 2, column E (E2): ${FIX}`,
    },
    typeAt('Teams', 'E2', 'captain: ana@samoa.example'),
  ),
  command(
    {
      id: 'cli-lock-live',
      where: 'mochalunt run <action> <workbook>',
      typed: 'a workbook another mochalunt process (still running) works on',
      kind: 'concurrent process',
      message:
        'mochalunt run: {dir}/book.xlsx is busy: another mochalunt process (number 1) is working on it and holds its lock {dir}/book.xlsx.lock; nothing written. Run the command again once that one has finished, or give --wait SECONDS to wait longer; if no mochalunt command is running, delete {dir}/book.xlsx.lock.',
    },
    ['run', 'check-lineups', '{dir}/book.xlsx', '--wait', '0'],
    { base: 'mochalunt', files: { 'book.xlsx.lock': '1\n' } },
  ),
  command(
    {
      id: 'cli-lock-live-edit',
      where: 'mochalunt edit <workbook>',
      typed: 'a workbook another mochalunt process (still running) works on',
      kind: 'concurrent process',
      message:
        'mochalunt edit: {dir}/book.xlsx is busy: another mochalunt process (number 1) is working on it and holds its lock {dir}/book.xlsx.lock; nothing written. Run the command again once that one has finished, or give --wait SECONDS to wait longer; if no mochalunt command is running, delete {dir}/book.xlsx.lock.',
    },
    ['edit', '{dir}/book.xlsx', 'Teams!A2', 'Peru', '--wait=0'],
    { base: 'mochalunt', files: { 'book.xlsx.lock': '1\n' } },
  ),
  command(
    {
      id: 'cli-lock-out-busy',
      where: 'mochalunt run <action> <workbook> --out FILE',
      typed: 'an --out workbook another mochalunt process works on',
      kind: 'concurrent process',
      message:
        'mochalunt run: {dir}/copy.xlsx is busy: another mochalunt process (number 1) is working on it and holds its lock {dir}/copy.xlsx.lock; nothing written. Run the command again once that one has finished, or give --wait SECONDS to wait longer; if no mochalunt command is running, delete {dir}/copy.xlsx.lock.',
    },
    ['run', 'check-lineups', '{dir}/book.xlsx', '--out', '{dir}/copy.xlsx', '--wait', '0'],
    { base: 'mochalunt', files: { 'copy.xlsx.lock': '1\n' } },
  ),
  command(
    {
      id: 'cli-lock-garbage',
      where: 'mochalunt run <action> <workbook>',
      typed: 'a lock file holding a garbage process number',
      kind: 'malformed or hostile file',
      message:
        'mochalunt run: {dir}/book.xlsx.lock is not a lock mochalunt wrote (a lock holds the number of the process working on {dir}/book.xlsx; this one holds "12ab; rm -rf /"); nothing written. If no mochalunt command is running on {dir}/book.xlsx, delete {dir}/book.xlsx.lock, then run the command again.',
    },
    ['run', 'check-lineups', '{dir}/book.xlsx'],
    { base: 'mochalunt', files: { 'book.xlsx.lock': '12ab; rm -rf /\n' } },
  ),
  command(
    {
      id: 'cli-lock-empty',
      where: 'mochalunt form-submit <workbook>',
      typed: 'an empty lock file',
      kind: 'malformed or hostile file',
      message:
        'mochalunt form-submit: {dir}/book.xlsx.lock is not a lock mochalunt wrote (a lock holds the number of the process working on {dir}/book.xlsx; this one holds nothing); nothing written. If no mochalunt command is running on {dir}/book.xlsx, delete {dir}/book.xlsx.lock, then run the command again.',
    },
    ['form-submit', '{dir}/book.xlsx', '--answer', 'Round=Round 1'],
    { base: 'mochalunt', files: { 'book.xlsx.lock': '' } },
  ),
  command(
    {
      id: 'cli-lock-folder',
      where: 'mochalunt edit <workbook>',
      typed: "a folder named like the workbook's lock",
      kind: 'malformed or hostile file',
      message:
        'mochalunt edit: {dir}/book.xlsx.lock is a folder, where mochalunt keeps the lock of {dir}/book.xlsx while a command works on it; nothing written. Delete or rename that folder, then run the command again.',
    },
    ['edit', '{dir}/book.xlsx', 'Teams!A2', 'Peru'],
    { base: 'mochalunt', folders: ['book.xlsx.lock'] },
  ),
  command(
    {
      id: 'cli-wait-not-a-number',
      where: 'mochalunt run --wait',
      typed: 'forever',
      kind: 'bad argument',
      message:
        'mochalunt run: --wait takes a number of seconds from 0 to 600 (how long to wait for a workbook another mochalunt process works on), not "forever"\n(then the command\'s usage)',
    },
    ['run', 'check-lineups', '{dir}/book.xlsx', '--wait', 'forever'],
    { base: 'mochalunt' },
  ),
  command(
    {
      id: 'cli-out-lock',
      where: 'mochalunt run --out',
      typed: "the workbook's lock file",
      kind: 'bad argument',
      message:
        "mochalunt run: --out names a lock file ({dir}/book.xlsx.lock), where mochalunt notes which process works on a workbook; give --out an .xlsx file\n(then the command's usage)",
    },
    ['run', 'check-lineups', '{dir}/book.xlsx', '--out', '{dir}/book.xlsx.lock'],
    { base: 'mochalunt' },
  ),
];

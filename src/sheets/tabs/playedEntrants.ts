// History cannot be rewritten: a team, player or entrant who was paired in a round (the add-on's record of the
// pairing, hidden tab _pairings, roundRecord.ts) stays on its tab, under the same team. Deleting (or renaming)
// such a row, or moving a player to another team, is refused before anything is read further: one problem per
// entrant, naming the round tab cell where they played (or the Players cell of the move), saying what happened
// and how it is done instead: a team is marked withdrawn (Teams, status), an entrant of the other formats gets
// the last round played in "left after round" (K6), a MOCHALUNT player who stops playing stays listed and is
// left out of the line-ups; a player never changes team (M1 lets players join a team during the event and no
// rule lets them leave it for another: docs/decisions.md). The problems these changes cause elsewhere (players of
// a deleted team, line-up rows, the round tab's cells against the tabs) say less than this one and are dropped.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { readRecord, type RecordedRow, type RoundRecord } from './roundRecord';
import { cellProblem, dataRows, text, type Table } from './table';
import { nameKey } from '../../engine/mochalunt/lineup/names';
import { markerOf } from './cellText';
import { keptForPair } from '../kept';

/** Someone the record shows in a round: the round tab's cell, and the team they played for (MOCHALUNT players). */
interface Seen {
  readonly name: string;
  readonly round: number;
  readonly row: number;
  readonly key: string;
  readonly team?: string;
}

/** Who a record's row shows: `cell` reads the row, `matchCell` a cell of the match row with that id. */
type Pick = (
  row: RecordedRow,
  cell: (k: string) => string,
  matchCell: (id: string, k: string) => string,
) => { key: string; team?: string }[];

/** Every name the records of the rounds show, first appearance first (earliest round, then row); firstOf drops the add-on's words. */
function seen(book: Workbook, rounds: readonly number[], pick: Pick): Seen[] {
  const out: Seen[] = [];
  for (const round of [...rounds].sort((a, b) => a - b)) {
    const { record } = readRecord(book, round);
    if (!record) continue;
    // a round's record is the same record as it was and as it will be when the plan leaves it (roundRecord.ts):
    // who it shows is listed once for each pick
    for (const s of keptForPair(seenIn, record, pick, () => seenInRecord(record, round, pick))) out.push(s);
  }
  return out;
}

/** Who each record shows, by the pick that listed them, for the record's round. */
const seenIn = new WeakMap<RoundRecord, Map<Pick, readonly Seen[]>>();

/** Every name the record of round `round` shows, row by row. */
function seenInRecord(record: RoundRecord, round: number, pick: Pick): Seen[] {
  const out: Seen[] = [];
  const at = (row: RecordedRow, k: string): string => {
    const i = record.keys.indexOf(k);
    return i < 0 ? '' : (row.cells[i] ?? '');
  };
  // the match rows by their id, the first of an id kept: one pass, not one per board row
  const ids = record.keys.indexOf('match');
  const matches = new Map<string | null | undefined, RecordedRow>();
  for (const r of record.rows) if (r.kind === 'match' && !matches.has(r.cells[ids])) matches.set(r.cells[ids], r);
  const matchCell = (id: string, k: string): string => {
    const m = matches.get(id);
    return m ? at(m, k) : '';
  };
  for (const row of record.rows) {
    const cell = (k: string): string => at(row, k);
    for (const p of pick(row, cell, matchCell)) {
      const name = cell(p.key);
      if (name !== '') out.push({ name, round, row: row.row, key: p.key, team: p.team });
    }
  }
  return out;
}

/** The first appearance of each name; the add-on's own words in name cells (a forfeited side's "(forfeit)") are nobody. */
const firstOf = (list: readonly Seen[]): Seen[] => {
  const met = new Set<string>();
  return list.filter((s) => !met.has(nameKey(s.name)) && !!met.add(nameKey(s.name)) && markerOf(s.name) === null);
};

/** The problem at the round tab's cell where `s` played (or the tab and row, when the tab is gone). */
function atRound(tables: ReadonlyMap<number, Table>, s: Seen, message: string, fix: string): SheetProblem {
  const t = tables.get(s.round);
  if (t && t.col[s.key] !== undefined) return cellProblem(t, s.row - 1, s.key, message, fix);
  return { tab: `R${s.round}`, row: s.row, column: s.key.replace(/(\d)$/, ' $1'), message, fix };
}

/** The MOCHALUNT record's teams (match and bye rows) and players (board rows, with their match's team). */
const mochaluntPick: Pick = (row, cell, matchCell) => {
  if (row.kind !== 'board') return [{ key: 'team1' }, { key: 'team2' }];
  const team = (k: string): string => matchCell(cell('match'), k);
  return [
    { key: 'player1', team: team('team1') },
    { key: 'player2', team: team('team2') },
  ];
};

/** The names typed in a tab's name column (every data row, whatever else is wrong with it). */
export function listed(table: Table | null, key: string, teamKey?: string): Listed | null {
  if (!table || table.col[key] === undefined) return null;
  return {
    table,
    names: dataRows(table)
      .map((at) => ({ name: text(table, at, key), at, team: teamKey ? text(table, at, teamKey) : undefined }))
      .filter((n) => n.name !== ''),
  };
}

interface Listed {
  /** every name typed in the tab's name column, with its 0-based grid row (and, for players, the team typed) */
  readonly names: readonly { readonly name: string; readonly at: number; readonly team?: string }[];
  readonly table: Table;
}

/** Problems of a MOCHALUNT season's deleted, renamed or moved teams and players. */
export function mochaluntHistory(
  book: Workbook,
  rounds: ReadonlyMap<number, Table>,
  teams: Listed | null,
  players: Listed | null,
): { problems: SheetProblem[]; names: string[] } {
  if (!teams || !players) return { problems: [], names: [] };
  const all = seen(book, [...rounds.keys()], mochaluntPick);
  const teamSet = new Set(teams.names.map((t) => nameKey(t.name)));
  const byPlayer = new Map(players.names.map((p) => [nameKey(p.name), p]));
  const problems: SheetProblem[] = [];
  const names: string[] = [];
  const goneTeams = firstOf(all.filter((s) => s.team === undefined && !teamSet.has(nameKey(s.name))));
  for (const s of goneTeams) {
    names.push(s.name);
    problems.push(
      atRound(
        rounds,
        s,
        `${s.name} played here in round ${s.round} and is no longer on the Teams tab (deleted or renamed)`,
        `put the row of ${s.name} back on the Teams tab (its name as it was, its seed; its players' rows too, if deleted) and type withdrawn in its status column: a team that played stays listed, and is not paired again once withdrawn`,
      ),
    );
  }
  const goneKeys = new Set(goneTeams.map((s) => nameKey(s.name)));
  // the players of a team that is gone come back with it (the team's problem says so)
  for (const s of firstOf(all.filter((x) => x.team !== undefined && !goneKeys.has(nameKey(x.team))))) {
    const listed = byPlayer.get(nameKey(s.name));
    if (!listed) {
      names.push(s.name);
      problems.push(
        atRound(
          rounds,
          s,
          `${s.name} played for ${s.team} here in round ${s.round} and is no longer on the Players tab (deleted or renamed)`,
          `add the row of ${s.name} (team ${s.team}) back to the Players tab: a player who played stays listed; one who stops playing is left out of the line-ups (players are not marked withdrawn)`,
        ),
      );
    } else if (
      listed.team !== undefined &&
      nameKey(listed.team) !== nameKey(s.team ?? '') &&
      teamSet.has(nameKey(s.team ?? ''))
    ) {
      names.push(s.name);
      problems.push(
        cellProblem(
          players.table,
          listed.at,
          'team',
          `${s.name} played for ${s.team} in round ${s.round} (R${s.round}, row ${s.row}) and cannot move to ${listed.team || 'no team'}: players may join a team during the event, not change team (M1)`,
          `type ${s.team} back; a player who stops playing for ${s.team} is left out of its line-ups`,
        ),
      );
    }
  }
  return { problems, names };
}

/** The picks of entrants' records, one per set of keys (a pick is a function of its keys alone). */
const entrantPicks = new Map<string, Pick>();

/** What a Swiss, league or multi-player record names: its `keys` of every row but the board rows (a team event's board rows name the teams' players, not entrants). */
function entrantsPick(keys: readonly string[]): Pick {
  const id = keys.join('\u0000');
  let pick = entrantPicks.get(id);
  if (!pick) entrantPicks.set(id, (pick = (row) => (row.kind === 'board' ? [] : keys.map((key) => ({ key })))));
  return pick;
}

/** Problems of deleted or renamed entrants of a Swiss, league or multi-player event (their record's `keys`). */
export function entrantsHistory(
  book: Workbook,
  rounds: ReadonlyMap<number, Table>,
  entrants: Listed | null,
  keys: readonly string[],
): { problems: SheetProblem[]; names: string[] } {
  if (!entrants) return { problems: [], names: [] };
  const all = seen(book, [...rounds.keys()], entrantsPick(keys));
  const listed = new Set(entrants.names.map((e) => nameKey(e.name)));
  const gone = firstOf(all.filter((s) => !listed.has(nameKey(s.name))));
  return {
    names: gone.map((s) => s.name),
    problems: gone.map((s) =>
      atRound(
        rounds,
        s,
        `${s.name} played here in round ${s.round} and is no longer on the Entrants tab (deleted or renamed)`,
        `put the row of ${s.name} back on the Entrants tab (its name as it was) and type the last round ${s.name} played in its "left after round" column (K6): an entrant who played stays listed`,
      ),
    ),
  };
}

/** True for a problem that only echoes a history problem: on a tab `echoTabs` accepts, it names a dropped name. */
export function echoOf(history: { names: string[] }, echoTabs: (tab: string) => boolean): (p: SheetProblem) => boolean {
  // the name as a whole word: dropping Ada keeps the problems that name Canada or Adam
  const keys = history.names.map((n) => n.toLowerCase());
  const letter = (c: string | undefined): boolean =>
    c !== undefined && (c.toLowerCase() !== c.toUpperCase() || /\d/.test(c));
  const names = (text: string): boolean =>
    keys.some((k) => {
      for (let at = text.indexOf(k); at >= 0; at = text.indexOf(k, at + 1))
        if (!letter(text[at - 1]) && !letter(text[at + k.length])) return true;
      return false;
    });
  return (p) => echoTabs(p.tab) && names(`${p.message} ${p.fix}`.toLowerCase());
}

/** The history problems first, then the others less those that only echo them. */
export function withHistory(
  problems: readonly SheetProblem[],
  history: { problems: SheetProblem[]; names: string[] },
  echoTabs: (tab: string) => boolean,
): SheetProblem[] {
  if (history.problems.length === 0) return problems.slice();
  const echo = echoOf(history, echoTabs);
  return [...history.problems, ...problems.filter((p) => !echo(p))];
}

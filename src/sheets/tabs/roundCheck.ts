// The round tabs read back with the same suspicion as typed input: the cells the add-on wrote (match ids,
// teams, players) must still describe a pairing of this season, so a round whose team, player or match
// cells were edited is a problem with its cell, never silently scored. Checked: each team cell names a team
// of the Teams tab, once per round; each player cell a player of that side's team (or "(forfeit)"); each
// board row carries the match id of the team-match row above it.
import type { SheetProblem } from '../plan';
import type { RoundTab } from './round';
import { BYE, FORFEIT_PLAYER } from './round';
import type { TeamRow } from './teams';
import type { PlayerRow } from './players';
import { cellProblem, text, type Table } from './table';
import { findName, nameIndex } from '../../engine/mochalunt/lineup/names';
import { keptFor } from '../kept';

const WRITTEN_BACK =
  'the add-on wrote the pairing here: type back what it wrote, or run Undo last action, or pair the round again';

/**
 * A cell that must name one of the names `find` looks up (nameIndex), once per round (`seen`: name -> row): the
 * name in its listed spelling, or undefined (the problem pushed to `out`) when it names nobody.
 */
function pairedOnce(
  t: Table,
  round: number,
  find: (typed: string) => string | undefined,
  seen: Map<string, number>,
  out: SheetProblem[],
  at: number,
  key: string,
  value: string,
  list: string,
): string | undefined {
  const name = find(value);
  if (name === undefined) {
    out.push(cellProblem(t, at, key, `"${value}" is not ${list}`, WRITTEN_BACK));
    return undefined;
  }
  const twice = seen.get(name);
  if (twice !== undefined)
    out.push(
      cellProblem(t, at, key, `${name} is paired twice in round ${round} (also in row ${twice + 1})`, WRITTEN_BACK),
    );
  else seen.set(name, at);
  return name;
}

/** Problems of a round tab whose add-on cells no longer match a pairing of the season. */
export function roundTabProblems(
  tab: RoundTab,
  teams: readonly TeamRow[],
  players: readonly PlayerRow[],
): SheetProblem[] {
  const t = tab.table;
  const out: SheetProblem[] = [];
  const findTeam = nameIndex(teams.map((x) => x.name as string));
  const seen = new Map<string, number>();
  const teamCell = (at: number, key: 'team1' | 'team2', value: string): string | undefined => {
    if (value === '') return undefined;
    const team = pairedOnce(t, tab.round, findTeam, seen, out, at, key, value, 'a team of the Teams tab');
    if (team === undefined) return undefined;
    return team;
  };
  // each team's players, listed once for the whole tab (a look-up per cell, not a pass over all players)
  const teamPlayers = new Map<string, string[]>();
  for (const p of players) {
    const list = teamPlayers.get(p.team);
    if (list) list.push(p.name);
    else teamPlayers.set(p.team, [p.name]);
  }
  const roster = (team: string | undefined) => nameIndex(team === undefined ? [] : (teamPlayers.get(team) ?? []));
  for (const m of tab.matches) {
    const team1 = teamCell(m.at, 'team1', m.team1);
    const team2 = teamCell(m.at, 'team2', m.team2);
    const sides = [roster(team1), roster(team2)];
    for (const b of m.boards) {
      const id = text(t, b.at, 'match');
      if (id !== m.id)
        out.push(
          cellProblem(
            t,
            b.at,
            'match',
            `this board row says match "${id}" but stands under match ${m.id} (row ${m.at + 1})`,
            `type ${m.id} back; ${WRITTEN_BACK}`,
          ),
        );
      (['player1', 'player2'] as const).forEach((key, side) => {
        const name = b[key];
        const team = side === 0 ? team1 : team2;
        if (name === '' || name === FORFEIT_PLAYER || team === undefined) return;
        if (!sides[side](name))
          out.push(cellProblem(t, b.at, key, `"${name}" is not a player of ${team}`, WRITTEN_BACK));
      });
    }
  }
  if (tab.bye && text(t, tab.bye.at, 'match').toLowerCase() === BYE) teamCell(tab.bye.at, 'team1', tab.bye.team);
  return out;
}

/** An entrant of the other formats, as the round checks need it. */
interface EntrantNames {
  readonly name: string;
  /** L5: the team's four players in board order */
  readonly lineUp: readonly string[] | null;
}

/** The index of the entrants' names, by the very list (an event's entrants, read once per action, never change). */
const indexes = new WeakMap<readonly EntrantNames[], (typed: string) => string | undefined>();

function entrantIndex(entrants: readonly EntrantNames[]): (typed: string) => string | undefined {
  return keptFor(indexes, entrants, () => nameIndex(entrants.map((e) => e.name)));
}

/**
 * The same suspicion on a Swiss or league round tab: match ids 1, 2, ... in order (board rows carry their
 * team match's id), every first/second an entrant once per round, board players those of their team's board.
 */
export function twoPlayerTabProblems(
  tab: {
    readonly round: number;
    readonly table: Table;
    readonly matches: readonly {
      at: number;
      id: string;
      first: string;
      second: string;
      boards: readonly { at: number; board: number; first: string; second: string }[];
    }[];
    readonly byes: readonly { at: number; entrant: string }[];
  },
  entrants: readonly EntrantNames[],
): SheetProblem[] {
  const t = tab.table;
  const out: SheetProblem[] = [];
  const find = entrantIndex(entrants);
  const byName = new Map<string, EntrantNames>();
  for (const e of entrants) if (!byName.has(e.name)) byName.set(e.name, e);
  const seen = new Map<string, number>();
  const entrant = (at: number, key: 'first' | 'second', value: string): EntrantNames | undefined => {
    const name = pairedOnce(t, tab.round, find, seen, out, at, key, value, 'an entrant of the Entrants tab');
    return name === undefined ? undefined : byName.get(name);
  };
  tab.matches.forEach((m, k) => {
    if (m.id !== String(k + 1))
      out.push(
        cellProblem(
          t,
          m.at,
          'match',
          `this match says "${m.id}" but is match ${k + 1} of the round`,
          `type ${k + 1} back; ${WRITTEN_BACK}`,
        ),
      );
    const sides = [entrant(m.at, 'first', m.first), entrant(m.at, 'second', m.second)];
    for (const b of m.boards) {
      const id = text(t, b.at, 'match');
      if (id !== m.id)
        out.push(
          cellProblem(
            t,
            b.at,
            'match',
            `this board row says match "${id}" but stands under match ${m.id} (row ${m.at + 1})`,
            `type ${m.id} back; ${WRITTEN_BACK}`,
          ),
        );
      (['first', 'second'] as const).forEach((key, side) => {
        const lineUp = sides[side]?.lineUp;
        const want = lineUp?.[b.board];
        if (want !== undefined && b[key] !== '' && findName(b[key], [want]) === undefined) {
          out.push(
            cellProblem(
              t,
              b.at,
              key,
              `"${b[key]}" is not the board player of ${sides[side]?.name} (${want})`,
              WRITTEN_BACK,
            ),
          );
        }
      });
    }
  });
  for (const bye of tab.byes) if (bye.entrant !== '') entrant(bye.at, 'first', bye.entrant);
  return out;
}

/** The same on a multi-player round tab: every seat's player an entrant, seated once. */
export function multiplayerTabProblems(
  tab: { readonly round: number; readonly table: Table; readonly seats: readonly { at: number; player: string }[] },
  entrants: readonly EntrantNames[],
): SheetProblem[] {
  const out: SheetProblem[] = [];
  const find = entrantIndex(entrants);
  const seen = new Map<string, number>();
  for (const s of tab.seats) {
    if (s.player === '') continue;
    const name = find(s.player);
    if (name === undefined) {
      out.push(
        cellProblem(tab.table, s.at, 'player', `"${s.player}" is not an entrant of the Entrants tab`, WRITTEN_BACK),
      );
      continue;
    }
    const twice = seen.get(name);
    if (twice !== undefined)
      out.push(
        cellProblem(
          tab.table,
          s.at,
          'player',
          `${name} is seated twice in round ${tab.round} (also in row ${twice + 1})`,
          WRITTEN_BACK,
        ),
      );
    else seen.set(name, s.at);
  }
  return out;
}

// MOCHALUNT pairings changed on purpose by the organizers: a reason typed in the round tab's `override` column
// takes the row as typed, over what the add-on paired (its record, roundRecord.ts): on a team-match row its two
// teams (M3, M4), on a board row its two players (M9-M12). What was decided stays decided: Pair next round
// again keeps an overridden team match and pairs the other teams around it (pairNextRound.ts); Pair individual
// matches keeps an overridden board (pairIndividual.ts); both write the override back with the row, and Undo
// puts the tab back as it was. A rule the override breaks (a rematch, M3; the knock-out draw, M4; a player on
// more than two boards, M8; two players meeting twice, M12) is allowed with its reason and named on the
// Overview and in the Results log. Refused, with the cell: no reason but a changed name (roundRecord.ts), a team
// or player not of the event or not of that team, a team on two rows of a round or left out of it.
// Decision: rows added or deleted are never an override (the number of team matches and boards is the add-on's).
import type { Workbook } from '../../workbook';
import type { SheetProblem, TabSpec, WriteBlock } from '../../plan';
import type { Season } from '../../season';
import type { RoundRecord } from '../../tabs/roundRecord';
import { roundTabName, FORFEIT_PLAYER, type MatchLine, type RoundTab } from '../../tabs/round';
import type { Board, LineUp } from '../../../engine/mochalunt/lineup';
import { playerName, teamName } from '../../../engine/core/ids';
import { effectiveRow, parseRow } from './history';
import { KNOCKOUT_ID } from './bracket';
import { cellProblem } from '../../tabs/table';
import { nameKey } from '../../../engine/mochalunt/lineup/names';
import { RESULTS_LOG_HEADER, RESULTS_LOG_TAB, resultsLogWrite, type ResultsLogRow } from '../../tabs/resultsLog';
import { cellText } from '../../workbook';
import { c, type Panel } from '../../overview/model';
import { maskContactData } from '../../privacy';

/** A pairing changed on purpose, for the Overview and the Results log. */
interface PairingOverride {
  readonly round: number;
  /** 1-based sheet row */
  readonly row: number;
  /** "match 2: Chile v Peru", "match 2, board 3: Ann v Bea" */
  readonly what: string;
  readonly why: string;
  /** the rules it breaks, in words with their ids ("a rematch of round 2 (M3)"); [] when none */
  readonly breaks: readonly string[];
}

const pair = (a: string, b: string): string => [nameKey(a), nameKey(b)].sort().join('\u0000');

/**
 * The record with the pairing cells of the overridden rows as typed on the tab (found by their ids: match and
 * board, which an override does not change), so that only the other rows are compared with what the add-on wrote.
 */
export function asOverridden(record: RoundRecord, tab: RoundTab): RoundRecord {
  const k = (key: string) => record.keys.indexOf(key);
  return {
    keys: record.keys,
    rows: record.rows.map((r) => {
      const m = tab.matches.find((x) => nameKey(x.id) === nameKey(r.cells[k('match')] ?? ''));
      if (!m) return r;
      const cells = r.cells.slice();
      if (r.kind === 'match' && m.override !== '') {
        cells[k('team1')] = m.team1;
        cells[k('team2')] = m.team2;
        return { ...r, cells };
      }
      const b = r.kind === 'board' ? m.boards.find((x) => String(x.board) === (r.cells[k('board')] ?? '')) : undefined;
      if (!b || b.override === '') return r;
      cells[k('player1')] = b.player1;
      cells[k('player2')] = b.player2;
      return { ...r, cells };
    }),
  };
}

/**
 * Pair individual matches: the computed boards with each board the organizers changed on purpose (a reason in
 * its override cell) as typed, in its place by board number (added after the others when the computed pairing
 * has fewer boards): what was decided stays decided.
 */
export function keptOverrides(computed: readonly Board[], m: MatchLine): Board[] {
  const fixed = m.boards.filter((b) => b.override !== '');
  const out = computed.map((c) => {
    const b = fixed.find((x) => x.board === c.board);
    return b ? { board: b.board, team1: playerName(b.player1), team2: playerName(b.player2) } : c;
  });
  for (const b of fixed)
    if (!out.some((c) => c.board === b.board))
      out.push({ board: b.board, team1: playerName(b.player1), team2: playerName(b.player2) });
  return out.sort((a, b) => a.board - b.board);
}

/** The line-up in effect of `team` in round `round` (M8, M13), or null when it has none or it does not read. */
function lineupOf(season: Season, team: string, round: number): LineUp | null {
  const eff = effectiveRow(season, teamName(team), round);
  if (eff.source === 'none') return null;
  const parsed = parseRow(season, eff.lineup, round);
  return parsed.ok ? parsed.value : null;
}

/** The record's fix for a team or player typed over the add-on's, with how to keep it on purpose. */
export function withOverrideHint(problems: readonly SheetProblem[]): SheetProblem[] {
  const names = ['team 1', 'team 2', 'player 1', 'player 2'];
  return problems.map((p) =>
    p.column !== undefined && names.includes(p.column) && p.row !== undefined
      ? { ...p, fix: `${p.fix}; to keep the change on purpose, type why in the override column of row ${p.row}` }
      : p,
  );
}

/** The teams of a round's record (matches and bye), by name key: the grid row and column key where it was written. */
function recordedTeams(record: RoundRecord | null): Map<string, { at: number; key: 'team1' | 'team2' }> {
  const out = new Map<string, { at: number; key: 'team1' | 'team2' }>();
  if (!record) return out;
  const k = (key: string) => record.keys.indexOf(key);
  for (const r of record.rows)
    if (r.kind === 'match' || r.kind === 'bye')
      for (const key of ['team1', 'team2'] as const) {
        const t = r.cells[k(key)] ?? '';
        if (t !== '') out.set(nameKey(t), { at: r.row - 1, key });
      }
  return out;
}

/**
 * Every override of rounds 1 to `upTo` with the rules it breaks, and the problems that refuse one (each with its
 * cell). `records`: each round's record of the pairing (null: none kept), to tell a team left out.
 */
export function pairingOverrides(
  season: Season,
  upTo: number,
  records: (round: number) => RoundRecord | null,
): { overrides: PairingOverride[]; problems: SheetProblem[] } {
  const overrides: PairingOverride[] = [];
  const problems: SheetProblem[] = [];
  const teams = new Map(season.teams.map((t) => [nameKey(t.name), t.name as string]));
  const rosterOf = (team: string) =>
    new Set(season.players.filter((p) => nameKey(p.team) === nameKey(team)).map((p) => nameKey(p.name)));
  const met = new Map<string, number>();
  for (let r = 1; r <= upTo; r++) {
    const tab = season.rounds.get(r);
    if (!tab) continue;
    const seen = new Map<string, number>();
    const any = tab.matches.some((m) => m.override !== '' || m.boards.some((b) => b.override !== ''));
    for (const m of tab.matches) {
      const key = pair(m.team1, m.team2);
      if (m.override !== '') {
        const breaks: string[] = [];
        for (const [team, col] of [
          [m.team1, 'team1'],
          [m.team2, 'team2'],
        ] as const)
          if (!teams.has(nameKey(team)))
            problems.push(
              cellProblem(
                tab.table,
                m.at,
                col,
                `${team} is not a team of the Teams tab`,
                'type a team of the Teams tab',
              ),
            );
        if (met.has(key)) breaks.push(`a rematch of round ${met.get(key)} (M3)`);
        if (KNOCKOUT_ID.test(m.id)) breaks.push('not the knock-out draw (M4)');
        overrides.push({
          round: r,
          row: m.at + 1,
          what: `match ${m.id}: ${m.team1} v ${m.team2}`,
          why: m.override,
          breaks,
        });
      }
      for (const [team, col] of [
        [m.team1, 'team1'],
        [m.team2, 'team2'],
      ] as const) {
        const before = seen.get(nameKey(team));
        if (any && before !== undefined)
          problems.push(
            cellProblem(
              tab.table,
              m.at,
              col,
              `${team} plays twice in round ${r} (rows ${before + 1} and ${m.at + 1})`,
              `change the other row too, with its reason in the override column, so that every team plays once; or type back what the add-on paired`,
            ),
          );
        seen.set(nameKey(team), m.at);
      }
      if (!met.has(key)) met.set(key, r);
      for (const b of m.boards) {
        if (b.override === '') continue;
        const breaks: string[] = [];
        for (const [player, team, col] of [
          [b.player1, m.team1, 'player1'],
          [b.player2, m.team2, 'player2'],
        ] as const)
          if (player !== FORFEIT_PLAYER && !rosterOf(team).has(nameKey(player)))
            problems.push(
              cellProblem(
                tab.table,
                b.at,
                col,
                `${player} is not a player of ${team} (Players tab)`,
                `type a player of ${team}, or add ${player} to ${team} on the Players tab (M1)`,
              ),
            );
        const twice = m.boards.filter((x) => pair(x.player1, x.player2) === pair(b.player1, b.player2));
        if (twice.length > 1) breaks.push(`${b.player1} and ${b.player2} meet twice in this team match (M12)`);
        for (const [p, team, side] of [
          [b.player1, m.team1, 'player1'],
          [b.player2, m.team2, 'player2'],
        ] as const) {
          if (p === FORFEIT_PLAYER) continue;
          const n = m.boards.filter((x) => nameKey(x[side]) === nameKey(p)).length;
          const l = lineupOf(season, team, r);
          const listed = l?.players.some((x) => nameKey(x) === nameKey(p)) ?? true;
          const second = l?.seconds.some((x) => nameKey(x) === nameKey(p)) ?? true;
          if (!listed) breaks.push(`${p} is not in ${team}'s line-up (M8)`);
          else if (n > (second ? 2 : 1))
            breaks.push(
              `${p} plays ${n} individual matches (M8: ${second ? 'at most 2' : 'a second one only when listed after the "/"'})`,
            );
        }
        overrides.push({
          round: r,
          row: b.at + 1,
          what: `match ${m.id}, board ${b.board}: ${b.player1} v ${b.player2}`,
          why: b.override,
          breaks,
        });
      }
    }
    if (tab.bye) seen.set(nameKey(tab.bye.team), tab.bye.at);
    // a team the add-on paired in this round and no row holds now
    if (any)
      for (const [t, where] of recordedTeams(records(r)))
        if (!seen.has(t))
          problems.push(
            cellProblem(
              tab.table,
              where.at,
              where.key,
              `${teams.get(t) ?? t} was paired here in round ${r} and is on no row of ${roundTabName(r)} now (a pairing changed on purpose left it out)`,
              `pair ${teams.get(t) ?? t} on a row of ${roundTabName(r)} (with its reason in the override column), or type back what the add-on paired`,
            ),
          );
  }
  return { overrides, problems };
}

/** What an override says in the Results log's outcome (and how it is found there again). */
const logText = (o: PairingOverride): string =>
  `pairing changed on purpose: ${roundTabName(o.round)}, ${o.what}; why: ${o.why}${o.breaks.length ? `; breaks ${o.breaks.join(', ')}` : ''}`;

/** The Results log rows of the overrides of round `round` not logged yet (the same text is not logged twice). */
function overrideLogRows(
  book: Workbook,
  overrides: readonly PairingOverride[],
  round: number,
  now: number,
): ResultsLogRow[] {
  const col = RESULTS_LOG_HEADER.indexOf('outcome');
  const logged = new Set((book.read(RESULTS_LOG_TAB) ?? []).map((r) => cellText(r[col])));
  return overrides
    .filter((o) => o.round === round && !logged.has(logText(o)))
    .map((o) => ({
      at: now,
      round: roundTabName(o.round),
      board: o.what,
      by: 'the organizers (override column)',
      results: '',
      counted: '',
      outcome: logText(o),
      before: '',
      after: '',
    }));
}

/** The Overview's list of the pairings changed on purpose, with the rules each breaks (public: reasons masked of contact data). */
export function overridesPanel(season: Season, upTo: number): Panel | null {
  const { overrides } = pairingOverrides(season, upTo, () => null);
  if (overrides.length === 0) return null;
  return {
    title: `Pairings changed by the organizers (${overrides.length})`,
    header: ['round', 'row', 'pairing as played', 'why (override column)', 'rules it breaks'],
    rows: overrides.map((o) => [
      c(roundTabName(o.round)),
      c(o.row, { fmt: '0' }),
      c(o.what),
      c(maskContactData(o.why)),
      c(o.breaks.length ? o.breaks.join('; ') : 'none'),
    ]),
  };
}

/** The write of the Results log rows of round `round`'s overrides not logged yet (nothing when none). */
export function overrideLog(
  book: Workbook,
  overrides: readonly PairingOverride[],
  round: number,
  now: number,
): { newTabs: TabSpec[]; blocks: WriteBlock[] } {
  const rows = overrideLogRows(book, overrides, round, now);
  return rows.length ? resultsLogWrite(book, rows) : { newTabs: [], blocks: [] };
}

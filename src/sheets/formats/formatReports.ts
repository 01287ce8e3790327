// The results form's sheet side for the formats other than MOCHALUNT: the choices it offers (the open
// rounds, their games, team boards or tables), one report located on its round tab, and what the reports of a
// game or table write. Swiss and league (L1, L5): a game's (a team board's) one result cell, from the side of
// the entrant named first; multi-player (K1, K4): a table's places in seat order. The add-on writes only into
// blank result cells: a result an organizer typed stands (the Results log says so). No `reported` column: the
// round tabs keep their columns and records (roundRecord.ts); the Results log says who reported. These rounds
// have no M21 calendar: reports count until the round is scored. Planning only.
import type { Workbook } from '../workbook';
import type { SheetProblem, WriteBlock } from '../plan';
import { a1 } from '../plan';
import { cellText } from '../workbook';
import { COUNTED, RESULTS_LOG_HEADER, RESULTS_LOG_TAB } from '../tabs/resultsLog';
import { resultsKindOf } from './registry';
import { readTwoPlayerRound, roundNumbers, roundTabName, type BoardLine, type MatchLine } from './roundTab';
import { readMultiplayerRound, type SeatLine } from './multiplayer/multiplayerRoundTab';
import { formatResult, parseResult, RESULT_CHOICES } from '../tabs/results';
import { MINDLAB_BOARDS } from '../../engine/mindlab/team';
import { parsePlaces } from '../../engine/formatReports';

export const FORMAT_QUESTIONS = {
  round: 'Round',
  game: 'Game',
  result: 'Result',
  table: 'Table',
  places: 'Places in seat order',
} as const;

/** K5, T3: what a table's agreed places leave to the organizers (the form asks the places only) */
export const TABLE_CARROTS_NOTE =
  "the form does not ask the carrots and lettuces left in hand (K5, the T3 tie-break): the organizers type them on the round tab, or each player's carrot count is 0";

/** One response of the results form of these formats. */
export interface FormatFormReport {
  readonly id: string;
  readonly at: number;
  readonly email: string;
  readonly round: string;
  /** the game, board or table as listed */
  readonly item: string;
  /** the result, or the places */
  readonly answer: string;
}

type Kind = { multi: boolean; team: boolean };
/** What a report is, as the workbook's format says (FormatEntry.results): a game, a team board or a table. */
const kindOf = (book: Workbook): Kind => {
  const kind = resultsKindOf(book);
  return { multi: kind === 'tables', team: kind === 'boards' };
};

/** "Match 2: Ada v Ben"; team events: "Match 2: Rome v Oslo, Checkers: Rome B v Oslo B" */
const gameLabel = (m: MatchLine, b?: BoardLine): string =>
  `Match ${m.id}: ${m.first} v ${m.second}${b ? `, ${MINDLAB_BOARDS[b.board] ?? `board ${b.board + 1}`}: ${b.first} v ${b.second}` : ''}`;
/** "Table 2: Ann, Bob, Cat, Dov" (seat order) */
const tableLabel = (t: number, seats: readonly SeatLine[]): string =>
  `Table ${t}: ${seats.map((s) => s.player).join(', ')}`;

/** A game, board or table of a round tab: its rows, result cells as typed, the names of each side. */
interface Unit {
  readonly label: string;
  /** 0-based grid rows of the result cells, in seat order for a table */
  readonly rows: number[];
  readonly cells: string[];
  /** two-player: the names reporting for the first and the second side (team, board player); multi-player: the players */
  readonly sides: readonly (readonly string[])[];
}

function units(book: Workbook, round: number, k: Kind): { units: Unit[]; col: number; scored: boolean } | null {
  if (k.multi) {
    const tab = readMultiplayerRound(book, round).tab;
    if (!tab) return null;
    const tables = [...new Set(tab.seats.map((s) => s.table))];
    return {
      scored: tab.scored,
      col: (tab.table.col.place ?? 3) + 1,
      units: tables.map((t) => {
        const seats = tab.seats.filter((s) => s.table === t).sort((a, b) => a.seat - b.seat);
        return {
          label: tableLabel(t, seats),
          rows: seats.map((s) => s.at),
          cells: seats.map((s) => s.place),
          sides: seats.map((s) => [s.player]),
        };
      }),
    };
  }
  const tab = readTwoPlayerRound(book, round, k.team).tab;
  if (!tab) return null;
  const out: Unit[] = [];
  for (const m of tab.matches) {
    if (!k.team) out.push({ label: gameLabel(m), rows: [m.at], cells: [m.result], sides: [[m.first], [m.second]] });
    else
      for (const b of m.boards)
        out.push({
          label: gameLabel(m, b),
          rows: [b.at],
          cells: [b.result],
          sides: [
            [m.first, b.first],
            [m.second, b.second],
          ],
        });
  }
  return { units: out, col: (tab.table.col.result ?? 4) + 1, scored: tab.scored };
}

/** The rounds open to reports (paired, not scored) and their games, boards or tables, as the form lists them. */
export function formatReportChoices(book: Workbook): { multi: boolean; rounds: string[]; items: string[] } {
  const k = kindOf(book);
  const rounds: string[] = [];
  // each label once, in the order first met (a Set keeps insertion order: no search of the list per label)
  const items = new Set<string>();
  for (const r of roundNumbers(book)) {
    const u = units(book, r, k);
    if (!u || u.scored || u.units.length === 0) continue;
    rounds.push(`Round ${r}`);
    for (const x of u.units) items.add(x.label);
  }
  return { multi: k.multi, rounds, items: [...items] };
}

type FormatLocated =
  | {
      readonly ok: true;
      readonly round: number;
      readonly multi: boolean;
      readonly unit: Unit;
      readonly col: number;
      readonly answer: string;
    }
  /** `scored`: the round was scored before the report arrived (its match scores written) */
  | { readonly ok: false; readonly round: number; readonly reason: string; readonly scored?: true };

/** The report's game, board or table on its round tab, its answer in the tab's spelling, or why it does not count. */
export function locateFormatReport(book: Workbook, r: FormatFormReport): FormatLocated {
  const k = kindOf(book);
  const round = Number(/(\d+)/.exec(r.round)?.[1] ?? 0);
  const no = (reason: string): FormatLocated => ({ ok: false, round, reason });
  const u = round > 0 ? units(book, round, k) : null;
  const what = k.multi ? 'table' : k.team ? 'board' : 'game';
  if (!u || u.units.length === 0) return no(`round ${round || `"${r.round}"`} is not paired (an unpaired ${what})`);
  if (u.scored)
    return {
      ok: false,
      round,
      reason: `round ${round} is already scored: the organizers decide (type the result on ${roundTabName(round)} and Score round again)`,
      scored: true,
    };
  const unit = u.units.find((x) => x.label === r.item.trim());
  if (!unit)
    return no(
      `"${r.item}" is not a ${what} of round ${round} as paired now (an unpaired ${what}, or the round was paired again)`,
    );
  if (k.multi) {
    const p = parsePlaces(r.answer, unit.rows.length);
    if ('reason' in p) return no(p.reason);
    return { ok: true, round, multi: true, unit, col: u.col, answer: p.places.join(' ') };
  }
  const p = parseResult(r.answer);
  if (p === null || r.answer.trim() === '')
    return no(`"${r.answer}" is not a result (choose one of ${RESULT_CHOICES.join(', ')})`);
  return { ok: true, round, multi: false, unit, col: u.col, answer: formatResult(p) || '0-0' };
}

/** Who reports (`side` 0-based: the first or the second entrant; multi-player: the seat), by name, or why not. */
export function formatReporter(
  email: string,
  l: Extract<FormatLocated, { ok: true }>,
  addresses: Readonly<Record<string, readonly string[]>>,
): { side: number; by: string } | { reason: string } {
  const e = email.trim().toLowerCase();
  if (e === '') return { reason: 'the form recorded no address' };
  const known = (name: string) =>
    (addresses[Object.keys(addresses).find((n) => n.toLowerCase() === name.toLowerCase()) ?? ''] ?? []).some(
      (a) => a.trim().toLowerCase() === e,
    );
  const found = l.unit.sides.flatMap((names, side) =>
    names
      .filter(known)
      .slice(0, 1)
      .map((n) => ({ side, by: names.length > 1 && n === names[0] ? `${n}'s captain` : n })),
  );
  if (found.length === 1) return found[0];
  if (found.length > 1)
    return {
      reason: `the address is registered for ${found.map((f) => f.by).join(' and ')} of "${l.unit.label}": correct it in Entrants' addresses`,
    };
  const names = l.unit.sides.map((n) => n.join(' or ')).join(l.multi ? ', ' : ' nor ');
  return {
    reason: l.multi
      ? `the sender is none of the players of the table (${names}): a player reports only their own table`
      : `the sender is neither ${names} (a player reports only their own game, a captain their team's boards)`,
  };
}

/** What an agreed answer writes: the result cells when all are blank; null when the tab already says it; 'kept' when an organizer typed another. */
export function agreedWrite(
  book: Workbook,
  l: Extract<FormatLocated, { ok: true }>,
  answer: string,
): WriteBlock[] | 'same' | 'kept' {
  const values = l.multi ? answer.split(' ') : [answer];
  const cells = l.unit.cells.map((c) => c.trim());
  const canon = (v: string) => {
    if (l.multi) return v.toLowerCase();
    const p = parseResult(v);
    return p === null ? v : formatResult(p) || '0-0';
  };
  if (cells.every((c, i) => c !== '' && canon(c) === canon(values[i]))) return 'same';
  if (cells.some((c) => c !== '')) return 'kept';
  const tab = roundTabName(l.round);
  return l.unit.rows.map((at, i) => ({ tab, row: at + 1, col: l.col, values: [[values[i]]], numberFormat: '@' }));
}

/**
 * What the organizers decide, for Create results form clicked again: from the Results log, the reports of the
 * open rounds that did not count, and each game or table whose latest counted report left it in dispute.
 */
export function formatAwaiting(book: Workbook): SheetProblem[] {
  const k = kindOf(book);
  // a round not scored is open (a round whose pairing was undone has no games but is open)
  const scored = new Map<string, boolean>();
  const open = (round: string): boolean => {
    if (!scored.has(round)) {
      const n = Number(/(\d+)/.exec(round)?.[1] ?? 0);
      const u = n > 0 ? units(book, n, k) : null;
      scored.set(round, u !== null && u.scored);
    }
    return scored.get(round) === false;
  };
  const log = book.read(RESULTS_LOG_TAB) ?? [];
  const [rc, bc, cc, oc] = ['round', 'board', 'counted', 'outcome'].map((h) => RESULTS_LOG_HEADER.indexOf(h));
  const at = (r: readonly unknown[], c: number) => cellText((r[c] ?? '') as never);
  const latest = new Map<string, number>();
  log.forEach((r, i) => {
    if (i > 0 && at(r, cc) === 'yes') latest.set(`${at(r, rc)}|${at(r, bc)}`, i);
  });
  const out: SheetProblem[] = [];
  log.forEach((r, i) => {
    // a report after its round was scored is listed whatever the round's state
    if (i === 0 || (at(r, cc) !== COUNTED.afterScoring && !open(at(r, rc)))) return;
    const text = at(r, oc)
      .replace(/; (the sender was e-mailed the check|no e-mail|not e-mailed).*$/, '')
      .replace(/: the organizers decide$/, '');
    const cell = { tab: RESULTS_LOG_TAB, row: i + 1, column: 'outcome', cell: a1(i + 1, oc + 1), message: text };
    if (at(r, cc) === COUNTED.afterScoring)
      out.push({
        ...cell,
        fix: 'check it against the round tab: the scored result stands until an organizer changes it and scores the round again',
      });
    else if (at(r, cc) === COUNTED.no)
      out.push({
        ...cell,
        fix: "check the sender in the form's responses and Entrants' addresses; if the report should count, the player (or captain) sends it again before the round is scored, or the organizers type the result",
      });
    else if (text.startsWith('in dispute') && latest.get(`${at(r, rc)}|${at(r, bc)}`) === i) {
      // settled once an organizer typed the result: listed at its blank result cell(s) on the round tab
      const blank = disputedCell(book, k, at(r, rc), at(r, bc));
      if (blank)
        out.push({
          ...blank,
          message: `${text} (${RESULTS_LOG_TAB}, row ${i + 1})`,
          fix: `the organizers decide: type the ${k.multi ? 'places' : 'result'} of ${at(r, bc)} in ${blank.cell} of ${blank.tab}`,
        });
    }
  });
  return out;
}

/** The first result cell of a game or table in dispute, while all its result cells are blank; null once typed, or not found. */
function disputedCell(
  book: Workbook,
  k: Kind,
  round: string,
  item: string,
): { tab: string; row: number; column: string; cell: string } | null {
  const n = Number(/(\d+)/.exec(round)?.[1] ?? 0);
  const u = n > 0 ? units(book, n, k) : null;
  const unit = u?.units.find((x) => x.label === item.trim());
  if (!u || !unit || unit.cells.some((c) => c.trim() !== '')) return null;
  const row = unit.rows[0] + 1;
  const tab = roundTabName(n);
  return { tab, row, column: cellText(book.read(tab)?.[0]?.[u.col - 1] ?? ''), cell: a1(row, u.col) };
}

/**
 * A dispute after an agreement: the result cells put back blank when they still hold what the add-on wrote from
 * the reports (the Results log's latest "the add-on (reports)" row of this game or table); a result an organizer
 * typed stands. Returns the blocks, or [] when there is nothing of the add-on's to take back.
 */
export function disputeClear(
  book: Workbook,
  l: Extract<FormatLocated, { ok: true }>,
  round: string,
  item: string,
): WriteBlock[] {
  const log = book.read(RESULTS_LOG_TAB) ?? [];
  const [rc, bc, byc, ac] = ['round', 'board', 'reported by', 'results after'].map((h) =>
    RESULTS_LOG_HEADER.indexOf(h),
  );
  const at = (r: readonly unknown[], c: number) => cellText((r[c] ?? '') as never);
  const mine = [...log]
    .reverse()
    .find((r) => at(r, byc) === 'the add-on (reports)' && at(r, rc) === round && at(r, bc) === item.trim());
  if (!mine || agreedWrite(book, l, at(mine, ac)) !== 'same') return [];
  const tab = roundTabName(l.round);
  return l.unit.rows.map((row) => ({ tab, row: row + 1, col: l.col, values: [['']], numberFormat: '@' }));
}

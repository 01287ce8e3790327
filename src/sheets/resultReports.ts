// The results form's sheet side (MOCHALUNT): the choices it offers (the open rounds, their team matches and
// boards), one report judged against the round tab (a paired board, its pairing as the form named it, before
// the board's round deadline with extensions, M21/M16), and what a board's reports write: when both sides agree,
// the four result cells of the board row (the cells an organizer types) and the board's `reported` cell (the
// round tab's last column) saying who reported and when; waiting or in dispute, only the `reported` cell.
// Who wrote the result cells is recorded when they are written: the board's `reported` cell says "agreed: ..."
// only when the add-on wrote the four results, in the same all-or-nothing write (Undo puts both back); result
// cells the add-on did not write are an organizer's, whatever their value, and stand. The add-on writes results
// only into blank cells or over the results it wrote itself, and puts back blank only those. Names only, never
// an address (the round tab is public); a cell's text cut to Google's limit (formText.ts). Planning only.
import type { Workbook } from './workbook';
import type { SheetProblem, WriteBlock } from './plan';
import { a1 } from './plan';
import { COUNTED, RESULTS_LOG_HEADER, RESULTS_LOG_TAB } from './tabs/resultsLog';
import { cellText } from './workbook';
import { cellProblem, headerKey, text } from './tabs/table';
import {
  FORFEIT_PLAYER,
  readRound,
  roundTabName,
  utc,
  type BoardLine,
  type MatchLine,
  type RoundTab,
} from './tabs/round';
import { formatResult, parseResult, RESULT_CHOICES } from './tabs/results';
import { boardCalendar } from './tabs/roundExtension';
import { boardLabel } from './scheduling';
import { cellCut } from './formText';
import type { BoardReports, ResultReport } from '../engine/mochalunt/reports';

export const RESULTS_QUESTIONS = {
  round: 'Round',
  match: 'Team match',
  board: 'Board',
  games: ['Game 1', 'Game 2', 'Game 3', 'Game 4'],
} as const;
/** The round tab's column of the reports (its last column). */
const REPORTED_HEADER = 'reported';

/** "Italy v Chile" */
export const matchLabel = (m: MatchLine): string => `${m.team1} v ${m.team2}`;

const forfeited = (b: BoardLine): boolean => b.player1 === FORFEIT_PLAYER || b.player2 === FORFEIT_PLAYER;

/** The rounds open to reports: paired into boards and not scored, read back from the last round (as scheduling). */
export function reportRounds(book: Workbook, totalRounds: number): RoundTab[] {
  const out: RoundTab[] = [];
  for (let r = totalRounds; r >= 1; r--) {
    const tab = readRound(book, r).tab;
    if (!tab) continue;
    if (tab.scored) break;
    if (tab.individual) out.unshift(tab);
  }
  return out;
}

/** The form's list choices: "Round 3", "Italy v Chile", "Italy v Chile, board 3: Anna v Bea" (forfeited boards left out). */
export function reportChoices(rounds: readonly RoundTab[]): { rounds: string[]; matches: string[]; boards: string[] } {
  const matches: string[] = [];
  const boards: string[] = [];
  const add = (list: string[], v: string) => {
    if (!list.includes(v)) list.push(v);
  };
  for (const tab of rounds)
    for (const m of tab.matches) {
      if (m.boards.length) add(matches, matchLabel(m));
      for (const b of m.boards) if (!forfeited(b)) add(boards, boardLabel(m, b));
    }
  return { rounds: rounds.map((t) => `Round ${t.round}`), matches, boards };
}

/** One response of the results form, as read from FormApp. */
export interface FormReport {
  readonly id: string;
  readonly at: number;
  readonly email: string;
  readonly round: string;
  readonly match: string;
  readonly board: string;
  /** the four answers as chosen */
  readonly games: readonly string[];
}

/** Where a report's board is on its round tab, or why it is not a board to report. */
export type Located =
  | {
      readonly ok: true;
      readonly round: number;
      readonly tab: RoundTab;
      readonly m: MatchLine;
      readonly b: BoardLine;
      readonly results: string[];
      readonly deadline: number | null;
    }
  | { readonly ok: false; readonly round: number; readonly reason: string };

/** The report's board on the round tab (`tabs` caches the tabs read), its results in the tab's spelling, its deadline. */
export function locateReport(book: Workbook, r: FormReport, tabs = new Map<number, RoundTab | null>()): Located {
  const n = /(\d+)/.exec(r.round);
  const round = n ? Number(n[1]) : 0;
  if (!tabs.has(round)) tabs.set(round, round > 0 ? readRound(book, round).tab : null);
  const tab = tabs.get(round) ?? null;
  const no = (reason: string): Located => ({ ok: false, round, reason });
  if (!tab || !tab.individual)
    return no(`round ${round || `"${r.round}"`} has no individual matches paired (an unpaired board)`);
  let found: { m: MatchLine; b: BoardLine } | null = null;
  for (const m of tab.matches) for (const b of m.boards) if (boardLabel(m, b) === r.board.trim()) found = { m, b };
  if (!found)
    return no(
      `"${r.board}" is not a board of round ${round} as paired now (an unpaired board, or the round was paired again)`,
    );
  if (matchLabel(found.m) !== r.match.trim())
    return no(
      `the board "${r.board}" is not in the team match "${r.match}" chosen (round ${round}): choose the team match and its board`,
    );
  if (forfeited(found.b))
    return no(`board ${found.b.board} of ${matchLabel(found.m)} was lost by forfeit (M13): there is nothing to report`);
  const results: string[] = [];
  for (const g of r.games) {
    const p = parseResult(g);
    if (p === null || g.trim() === '') return no(`"${g}" is not a result (choose one of ${RESULT_CHOICES.join(', ')})`);
    results.push(formatResult(p) || '0-0');
  }
  const cal = boardCalendar(found.m, found.b);
  return { ok: true, round, tab, m: found.m, b: found.b, results, deadline: cal ? cal.roundEnds : null };
}

/** The board's reported cell as written, '' when the tab has no such column. */
function reportedCell(tab: RoundTab, b: BoardLine): string {
  const c = reportedColumn(tab);
  return c.header ? '' : cellText(tab.table.grid[b.at]?.[c.col - 1] ?? '');
}

/** The 1-based column of `reported` on the round tab (the last column; `header`: it must be written first). */
function reportedColumn(tab: RoundTab): { col: number; header: boolean } {
  if (tab.table.col.reported !== undefined) return { col: tab.table.col.reported + 1, header: false };
  const head = tab.table.grid[0] ?? [];
  const k = head.findIndex((h) => headerKey(cellText(h)) === headerKey(REPORTED_HEADER));
  if (k >= 0) return { col: k + 1, header: false };
  const last = head.reduce<number>((l, h, i) => (cellText(h).trim() !== '' ? i : l), -1);
  return { col: last + 2, header: true };
}

/** The results the add-on wrote last on the board (its `agreed:` cell, written with them), or null. */
function writtenByReports(cell: string): string[] | null {
  const m = /^agreed: (\S+) (\S+) (\S+) (\S+)/.exec(cell);
  return m ? m.slice(1, 5) : null;
}

const canon = (cells: readonly string[]): string =>
  cells
    .map((c) => {
      const p = parseResult(c);
      return p === null ? c.trim() : p;
    })
    .join('|');
const stamp = (r: ResultReport): string => `${r.by} ${utc(r.at)}`;
const said = (r: ResultReport): string => `${r.by} reported ${r.results.join(' ')} (${utc(r.at)} UTC)`;

/** What a board's reports write on the round tab, and the sentence for the log and the e-mail. */
interface BoardWrite {
  readonly blocks: WriteBlock[];
  /** the board's `reported` cell */
  readonly cell: string;
  /** agreed | waiting | dispute | kept (the organizers' result stands) | scored */
  readonly outcome: 'agreed' | 'waiting' | 'dispute' | 'kept' | 'scored' | 'none';
  readonly text: string;
  /** the result cells before and after ('' when unchanged) */
  readonly before: string;
  readonly after: string;
}

/** The writes of a board's reports (`l`: the board located; `v`: its counted reports together). */
export function boardWrite(l: Extract<Located, { ok: true }>, v: BoardReports): BoardWrite {
  const { tab, m, b } = l;
  const name = roundTabName(l.round);
  const where = `${name}, board ${b.board} of ${matchLabel(m)}`;
  const cells = b.results;
  const cell = reportedCell(tab, b);
  const last = writtenByReports(cell);
  const blank = cells.every((c) => c.trim() === '');
  // the add-on's own: blank, or still what it recorded writing; anything else an organizer typed
  const ours = blank || (last !== null && canon(last) === canon(cells));
  const col = reportedColumn(tab);
  const first = (tab.table.col.game1 ?? 6) + 1;
  const blocks: WriteBlock[] = [];
  const mark = (text: string) => {
    if (col.header) blocks.push({ tab: name, row: 1, col: col.col, values: [[REPORTED_HEADER]], fontWeights: 'bold' });
    blocks.push({ tab: name, row: b.at + 1, col: col.col, values: [[cellCut(text)]], numberFormat: '@' });
  };
  const put = (values: string[]) =>
    blocks.push({ tab: name, row: b.at + 1, col: first, values: [values], numberFormat: '@' });
  const none = { before: '', after: '' };
  if (tab.scored) {
    return {
      blocks: [],
      cell,
      outcome: 'scored',
      text: `round ${l.round} is already scored: nothing written; the organizers decide (type the result on ${where} and Score round again)`,
      ...none,
    };
  }
  if (v.state === 'none') return { blocks: [], cell, outcome: 'none', text: 'no report counts', ...none };
  if (v.state === 'waiting') {
    const other = v.side === 1 ? m.team2 : m.team1;
    const text = `waiting for ${other}: ${said(v.report)}`;
    if (text !== cell) mark(text);
    return {
      blocks,
      cell: text,
      outcome: 'waiting',
      text: `${text}; nothing is written until ${other} (its captain or ${v.side === 1 ? b.player2 : b.player1}) reports the same results`,
      ...none,
    };
  }
  if (v.state === 'dispute') {
    const text = `in dispute: ${v.reports.map(said).join('; ')}; game${v.games.length > 1 ? 's' : ''} ${v.games.join(', ')} differ${v.games.length > 1 ? '' : 's'}: the organizers decide`;
    mark(text);
    // results the add-on wrote from an earlier agreement no longer stand: put back blank
    const clear = !blank && last !== null && canon(last) === canon(cells);
    if (clear) put(['', '', '', '']);
    return {
      blocks,
      cell: text,
      outcome: 'dispute',
      text,
      before: clear ? cells.join(' ') : '',
      after: clear ? '(blank)' : '',
    };
  }
  const agreed = v.results;
  const names = `(${v.reports.map(stamp).join(', ')} UTC)`;
  if (!ours) {
    const text = `reports agree on ${agreed.join(' ')} ${names}; the organizers' result ${cells.join(' ')} stands`;
    if (text !== cell) mark(text);
    return { blocks, cell: text, outcome: 'kept', text, ...none };
  }
  const text = `agreed: ${agreed.join(' ')} ${names}`;
  const write = canon(cells) !== canon(agreed);
  if (write) put([...agreed]);
  if (text !== cell) mark(text);
  return {
    blocks,
    cell: text,
    outcome: 'agreed',
    text: `agreed: ${agreed.join(' ')}${write ? `, written on ${where}` : ', as on the round tab'}`,
    before: write ? (blank ? '(blank)' : cells.join(' ')) : '',
    after: write ? agreed.join(' ') : '',
  };
}

/** The state of a board row's `reported` cell: what Score round and the Overview show. */
function reportState(cell: string): 'agreed' | 'waiting' | 'dispute' | 'kept' | null {
  if (/^agreed: /.test(cell)) return 'agreed';
  if (/^waiting for /.test(cell)) return 'waiting';
  if (/^in dispute: /.test(cell)) return 'dispute';
  if (/^reports agree on /.test(cell)) return 'kept';
  return null;
}

const cellOf = (tab: RoundTab, b: BoardLine): string =>
  tab.table.col.reported === undefined ? '' : text(tab.table, b.at, 'reported');

/**
 * Score round: the boards whose reports do not settle them and that have no result typed: in dispute, or one
 * side only (the other has until the round deadline).
 */
export function unsettledReports(tab: RoundTab): string[] {
  const out: string[] = [];
  for (const m of tab.matches)
    for (const b of m.boards) {
      const s = reportState(cellOf(tab, b));
      if ((s !== 'dispute' && s !== 'waiting') || b.results.some((r) => r.trim() !== '')) continue;
      out.push(`${matchLabel(m)}, board ${b.board} (${b.player1} v ${b.player2}): ${cellOf(tab, b)}`);
    }
  return out;
}

/** Score round: how many boards both sides' reports settled, of the boards' `reported` notes as written. */
export function agreedReports(notes: readonly string[]): number {
  return notes.filter((note) => reportState(note) === 'agreed').length;
}

/**
 * What the organizers decide, for Create results form clicked again: the open rounds' boards in dispute, or
 * reported by one side only once the board's round deadline has passed (M21), with no result typed; and the
 * reports of those rounds the Results log marks as not counted. Each names its cell.
 */
export function awaitingOrganizers(book: Workbook, rounds: readonly RoundTab[], now: number): SheetProblem[] {
  const out: SheetProblem[] = [];
  const decide =
    'the organizers decide: type the result in game 1 to game 4 of the board row (blank games end 0-0 at Score round, M16)';
  for (const tab of rounds) {
    if (tab.table.col.reported === undefined) continue;
    for (const m of tab.matches)
      for (const b of m.boards) {
        const cell = text(tab.table, b.at, 'reported');
        const s = reportState(cell);
        if (b.results.some((r) => r.trim() !== '')) continue;
        const ends = boardCalendar(m, b)?.roundEnds ?? null;
        if (s === 'dispute')
          out.push(cellProblem(tab.table, b.at, 'reported', cell.replace(/: the organizers decide$/, ''), decide));
        else if (s === 'waiting' && ends !== null && now > ends)
          out.push(
            cellProblem(
              tab.table,
              b.at,
              'reported',
              `only one side reported by the round deadline ${utc(ends)} UTC (${cell})`,
              decide,
            ),
          );
      }
  }
  // the log's rows of every round not yet scored (a round whose pairing was undone has no boards but is open)
  const scored = new Map<string, boolean>();
  const open = (round: string): boolean => {
    if (!scored.has(round)) {
      const n = Number(/(\d+)/.exec(round)?.[1] ?? 0);
      const t = n > 0 ? readRound(book, n).tab : null;
      scored.set(round, t !== null && t.scored);
    }
    return scored.get(round) === false;
  };
  const log = book.read(RESULTS_LOG_TAB) ?? [];
  const [rc, cc, oc] = ['round', 'counted', 'outcome'].map((h) => RESULTS_LOG_HEADER.indexOf(h));
  log.forEach((r, i) => {
    const c = cellText(r[cc]);
    // not counted in an open round; arrived after its round was scored, whatever the round's state now
    if (i === 0 || (c !== COUNTED.afterScoring && (c !== COUNTED.no || !open(cellText(r[rc]))))) return;
    out.push({
      tab: RESULTS_LOG_TAB,
      row: i + 1,
      column: 'outcome',
      cell: a1(i + 1, oc + 1),
      message: cellText(r[oc]).replace(/\.$/, ''),
      fix:
        c === COUNTED.afterScoring
          ? 'check it against the round tab: the scored result stands until an organizer changes it and scores the round again'
          : "check the sender in the form's responses; if the report should count, its team's captain or the board's player sends it again before the deadline, or the organizers type the result",
    });
  });
  return out;
}

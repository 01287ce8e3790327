// The durable record of the results form's judgments, in the document properties (names only; an address only
// while its row is pending), so that judging one report reads a constant number of things whatever the season's
// size. A response is known by its row on the results form's answers tab (rows are appended in arrival order
// and the tab is protected), which the spreadsheet's form-submit event gives (e.range):
// - `mochalunt.judged.through`: the answers tab's sheet id and the last row of a run of judged rows (the
//   high-water mark): every row up to it is judged; a row judged past it (an earlier one failed) keeps a mark
//   `mochalunt.judged.r<tab>.<row>` until the run reaches it; a new form's new answers tab starts a new run. A
//   row after the mark with no mark of its own is PENDING: the next report's trigger or the next organizer
//   action judges it, in row order (resultsArrival.ts judgePending).
// - `mochalunt.judged.pending.<tab>.<row>`: the verified address of a row not judged yet, kept privately by its
//   own trigger before the answers tab's cell is masked (answersTab.ts), deleted once the row is judged.
// - `mochalunt.judged.board.<round>|<board>`: the board's (game's, table's) counted reports as judged once: each
//   side's (each player's, at a table) latest only, which is all the verdict reads (reports.ts boardReports,
//   formatReports.ts tableReports): some 70 bytes a side, 230 a board with its key (docs/decisions.md). A
//   report "not counted" is never in it, so it stays not counted, as the Results log says. Each counted
//   judgment of a round R report forgets at most two records of the rounds before R - 2 (what Score round of
//   R - 1 used to forget, one deletion a board: some 160 calls, 10 s at 64 teams), so the store keeps about
//   three rounds of records and no menu click pays for them.
// Properties: https://developers.google.com/apps-script/reference/properties/properties (9 KB a value, 500 KB a
// store: https://developers.google.com/apps-script/guides/services/quotas).

/** One counted report as recorded: `side` as the caller's format counts it, `results` its answer(s). */
export interface CountedReport {
  readonly id: string;
  readonly at: number;
  readonly side: number;
  readonly by: string;
  readonly results: readonly string[];
}

/** A board's record as a judgment leaves it. */
export interface BoardRecord {
  readonly round: string;
  readonly board: string;
  readonly reports: readonly CountedReport[];
}

/** What judging one row did: its sentence, and what to record (`board` undefined: not judged, it stays pending). */
export interface Judgment {
  readonly text: string;
  readonly board?: BoardRecord | null;
}

const PREFIX = 'mochalunt.judged.';
const THROUGH = `${PREFIX}through`;
const MARK = `${PREFIX}r`;
const PENDING = `${PREFIX}pending.`;
const BOARD = `${PREFIX}board.`;

const props = () => PropertiesService.getDocumentProperties();

/** The document properties as read once by the caller (getProperties), or null to read each one asked. */
type Read = Readonly<Record<string, string>> | null;

const read = (all: Read, key: string): string | null => (all ? (all[key] ?? null) : props().getProperty(key));

/**
 * The last row of the run of judged rows of answers tab `tab` (a sheet id), or null before its first judgment;
 * `all`: the properties the caller has read.
 */
export function judgedThrough(tab: number, all: Read = null): number | null {
  const m = /^(-?\d+):(\d+)$/.exec(read(all, THROUGH) ?? '');
  return m && Number(m[1]) === tab ? Number(m[2]) : null;
}

/** True when `row` of `tab` is judged (`through`: judgedThrough(); `all`: the properties the caller has read). */
export function isJudged(tab: number, row: number, through: number, all: Read = null): boolean {
  return row <= through || read(all, `${MARK}${tab}.${row}`) !== null;
}

/** A legacy record (a judgment keyed by a response id, before rows were): true when any is kept. */
export function legacyJudgments(all: Readonly<Record<string, string>>): boolean {
  return Object.keys(all).some(
    (k) => k.indexOf(PREFIX) === 0 && !/^(through$|r-?\d+\.\d+$|pending\.|board\.)/.test(k.slice(PREFIX.length)),
  );
}

/** Keeps a row's address until it is judged (its own trigger, before the cell is masked). */
export function keepAddress(tab: number, row: number, email: string): void {
  if (email) props().setProperty(`${PENDING}${tab}.${row}`, email);
}

/** The address kept for a pending row, or null. */
export function keptAddress(tab: number, row: number): string | null {
  return props().getProperty(`${PENDING}${tab}.${row}`);
}

/** Forgets the address kept for a row judged by another execution meanwhile. */
export function forgetAddress(tab: number, row: number): void {
  props().deleteProperty(`${PENDING}${tab}.${row}`);
}

/** The board's record key: its round and its label as the form named them. */
const boardKey = (round: string, board: string): string => `${BOARD}${round.trim()}|${board.trim()}`;

/** A counted report as kept: [id, at, side, by, results], some 70 bytes. */
type Kept = [string, number, number, string, string[]];

/** The board's counted reports as judged once (each side's latest). */
export function loadBoard(round: string, board: string): CountedReport[] {
  const v = props().getProperty(boardKey(round, board));
  if (!v) return [];
  try {
    return (JSON.parse(v) as Kept[]).map(([id, at, side, by, results]) => ({ id, at, side, by, results }));
  } catch {
    return [];
  }
}

/**
 * The board's record with `r` added: it replaces the report of the same row (a row judged again after its
 * execution was stopped before its mark) and the earlier report of the same `key` (side, or player); a report
 * older than the one kept for its key is left out (the later one stands).
 */
export function withReport(
  list: readonly CountedReport[],
  r: CountedReport,
  key: (x: CountedReport) => string,
): CountedReport[] {
  const rest = list.filter((x) => x.id !== r.id);
  const same = rest.find((x) => key(x) === key(r));
  if (same && same.at > r.at) return rest;
  return [...rest.filter((x) => x !== same), { ...r, by: r.by.slice(0, 200) }];
}

/** A board's record as its document property: key and value (JSON of its Kept reports). */
export function boardEntry(board: BoardRecord): [string, string] {
  return [
    boardKey(board.round, board.board),
    JSON.stringify(board.reports.map((x): Kept => [x.id, x.at, x.side, x.by, [...x.results]])),
  ];
}

/**
 * Records that `row` is judged (the caller holds the document lock), with the board's record when it counted,
 * in one write; then moves the mark past every judged row, forgets the row's kept address and, for a counted
 * report, a few board records of rounds long scored (forgetBoardsBefore).
 */
export function recordJudged(tab: number, row: number, through: number, board: BoardRecord | null): number {
  const p = props();
  const next: Record<string, string> = {};
  if (board) {
    const [key, value] = boardEntry(board);
    next[key] = value;
  }
  let t = through;
  const passed: number[] = [];
  if (row === t + 1) {
    t = row;
    while (p.getProperty(`${MARK}${tab}.${t + 1}`) !== null) passed.push(++t);
    next[THROUGH] = `${tab}:${t}`;
  } else if (row > t) next[`${MARK}${tab}.${row}`] = '1';
  p.setProperties(next);
  // the marks the run passed, once it is recorded (a mark left at or below the run is harmless)
  for (const k of passed) p.deleteProperty(`${MARK}${tab}.${k}`);
  p.deleteProperty(`${PENDING}${tab}.${row}`);
  if (board) forgetBoardsBefore(board.round);
  return t;
}

/** The number a round's label holds ("Round 3": 3), or null (a label without one is never forgotten). */
function roundNumber(round: string): number | null {
  const m = /\d+/.exec(round);
  return m ? Number(m[0]) : null;
}

/** How many stale board records one counted judgment forgets: a round's reports are about two a board. */
const FORGET_PER_JUDGMENT = 2;

/**
 * After a counted report of `round` R is recorded: forgets at most FORGET_PER_JUDGMENT board records of the
 * rounds before R - 2, those Score round of R - 1 used to forget. A round is
 * reported only while it is open, so the rounds before the one before it are scored and their reports change
 * nothing (logged "round scored"); the round scored last and the one before keep theirs, so that an Undo of
 * Score round reopens a round whose boards still have their counted reports. Some 230 bytes a board: about
 * three rounds of records in Google's 500 KB store. Done here rather than at Score round, where each deletion
 * was a call of the organizer's click; never throws (the judgment is recorded already; a record left is
 * harmless and goes at a later judgment).
 */
function forgetBoardsBefore(round: string): void {
  const r = roundNumber(round);
  if (r === null || r < 4) return;
  try {
    const p = props();
    let n = 0;
    for (const k of Object.keys(p.getProperties())) {
      if (k.indexOf(BOARD) !== 0) continue;
      const old = roundNumber(k.slice(BOARD.length).split('|')[0]);
      if (old === null || old >= r - 2) continue;
      p.deleteProperty(k);
      if (++n === FORGET_PER_JUDGMENT) return;
    }
  } catch (e) {
    console.log(`MOCHALUNT board records: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Rows before the first the add-on judges (older responses Google copied onto a new answers tab): judged as they were. */
export function skipThrough(tab: number, through: number): void {
  props().setProperty(THROUGH, `${tab}:${through}`);
}

// The scheduling form's sheet side: the boards players can choose ("Team A v Team B, board 3: X v Y") and
// the judgement of one submission: a known board of the chosen round, and an agreed time (UTC) not after the
// round's deadline (M21: the round ends; M16 after it). A valid one is copied to the board's row of the round
// tab, in the `scheduled (UTC)` column (added after the last column when missing); the default appointment
// (M21) stays where none was sent. Planning only: the add-on writes.
import type { Workbook } from './workbook';
import { headerKey } from './tabs/table';
import { readRound, roundTabName, utc, type MatchLine, type BoardLine, type RoundTab } from './tabs/round';
import { parseInstant } from '../engine/mochalunt/calendar';

export const SCHEDULED_HEADER = 'scheduled (UTC)';
/** The questions of the scheduling form. */
export const SCHEDULING_QUESTIONS = {
  round: 'Round',
  match: 'Individual match',
  time: 'Agreed date and time (UTC)',
} as const;

/** "Italy v Chile, board 3: Anna Rossi v Pablo Diaz" */
export function boardLabel(m: MatchLine, b: BoardLine): string {
  return `${m.team1} v ${m.team2}, board ${b.board}: ${b.player1} v ${b.player2}`;
}

/** The rounds players can schedule: paired into boards and not yet scored. */
export function schedulableRounds(book: Workbook, totalRounds: number): RoundTab[] {
  // rounds are scored in order: reading back from the last round, the first scored round ends the search,
  // so a refresh reads the open rounds (usually one or two tabs), not the whole season
  const out: RoundTab[] = [];
  for (let r = totalRounds; r >= 1; r--) {
    const tab = readRound(book, r).tab;
    if (!tab) continue;
    if (tab.scored) break;
    if (tab.individual) out.unshift(tab);
  }
  return out;
}

/** The form's choices: rounds as "Round 3", boards of those rounds. */
export function schedulingChoices(rounds: readonly RoundTab[]): { rounds: string[]; boards: string[] } {
  const boards: string[] = [];
  for (const tab of rounds)
    for (const m of tab.matches)
      for (const b of m.boards) {
        const l = boardLabel(m, b);
        if (!boards.includes(l)) boards.push(l);
      }
  return { rounds: rounds.map((t) => `Round ${t.round}`), boards };
}

/** One submission's answers, as the form gives them. */
interface SchedulingAnswer {
  readonly round: string;
  readonly match: string;
  /** "2026-03-04 19:30" (UTC), from the responses tab's date value */
  readonly time: string;
}

type SchedulingJudgement =
  | {
      readonly ok: true;
      readonly tab: string;
      readonly row: number;
      readonly col: number;
      readonly value: string;
      readonly header: boolean;
      readonly text: string;
      /** the board's teams and players: who may send its time (the add-on checks the sender's address) */
      readonly board: { team1: string; team2: string; player1: string; player2: string };
    }
  | { readonly ok: false; readonly reason: string };

/** Where a valid submission goes on the round tab, or why it is not copied. */
export function judgeScheduling(book: Workbook, a: SchedulingAnswer): SchedulingJudgement {
  const n = /(\d+)/.exec(a.round);
  if (!n) return { ok: false, reason: `not copied: "${a.round}" is not a round` };
  const round = Number(n[1]);
  const tab = readRound(book, round).tab;
  if (!tab || !tab.individual) return { ok: false, reason: `not copied: round ${round} has no individual matches` };
  let found: { m: MatchLine; b: BoardLine } | null = null;
  for (const m of tab.matches) for (const b of m.boards) if (boardLabel(m, b) === a.match.trim()) found = { m, b };
  if (!found) return { ok: false, reason: `not copied: "${a.match}" is not a board of round ${round} (unknown board)` };
  const at = answerTime(a.time);
  if (at === null || Number.isNaN(at))
    return { ok: false, reason: `not copied: "${a.time}" is not a date and time (UTC)` };
  const ends = found.m.calendar?.roundEnds;
  if (ends !== undefined && at > ends)
    return {
      ok: false,
      reason: `not copied: ${utc(at)} UTC is after the deadline of round ${round}, ${utc(ends)} UTC (M21)`,
    };
  const header = tab.table.grid[0] ?? [];
  const k = header.findIndex((h) => headerKey(String(h ?? '')) === headerKey(SCHEDULED_HEADER));
  const lastFilled = header.reduce<number>((last, h, i) => (String(h ?? '').trim() !== '' ? i : last), -1);
  const col = (k >= 0 ? k : lastFilled + 1) + 1;
  return {
    ok: true,
    tab: roundTabName(round),
    row: found.b.at + 1,
    col,
    value: utc(at),
    header: k < 0,
    text: `copied to ${roundTabName(round)}, board ${found.b.board} of ${found.m.team1} v ${found.m.team2}: ${utc(at)} UTC`,
    board: { team1: found.m.team1, team2: found.m.team2, player1: found.b.player1, player2: found.b.player2 },
  };
}

/**
 * The agreed time, UTC: "2026-03-04 19:30", as the add-on renders the responses tab's date value. Never the
 * locale's text ("3/4/2026" is 3 April in en_GB): the trigger reads the cell's value, not the event's text.
 */
function answerTime(text: string): number | null {
  const p = parseInstant(text);
  return p === null || Number.isNaN(p) ? null : p;
}

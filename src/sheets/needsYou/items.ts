// What waits for the organizers, as a pure function of the workbook and the few records the add-on keeps in
// the document properties (passed in as plain data): each item names its cell (or form, or e-mail) and the
// action that settles it; an item disappears once that action is done, since it is computed anew from the
// state at every write.
// - a board in dispute, or reported by one side only once its round deadline has passed (M16, M21), with no
//   result typed; a report the Results log marks as not counted in an open round (resultReports.ts); in the
//   Swiss, league and multi-player formats, a game, board or table whose two latest counted reports disagree
//   (L1, L5, K1) with its result cells still blank, and the reports not counted in an open round
//   (formatReports.ts formatAwaiting);
// - a line-up whose check cell is not OK, or sent after its deadline and not accepted by the jury (M8, M13),
//   in a round whose individual matches are not paired yet; with line-ups: form, a team whose latest line-up
//   sent through the form was not valid when checked on arrival (M8-M11, M7), named by the form's question
//   only: the line-up stays sealed (this tab is in the public file);
// - the pairings or boards of the last paired round not e-mailed to a team (Send pairings); a line-up check the
//   line-up form could not e-mail;
// - a scored result changed since Score round (roundSeal.ts);
// - results-form responses that no trigger judged yet.
// A stopped action is the tab's own line (tab.ts). No address is ever part of an item (privacy.ts masks any).
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { readRound, roundTabName, utc, type RoundTab } from '../tabs/round';
import { awaitingOrganizers } from '../resultReports';
import { sealProblems } from '../tabs/roundSeal';
import { readLineups } from '../tabs/lineups';
import { readTeams } from '../tabs/teams';
import { text } from '../tabs/table';
import { matchCalendar } from '../tabs/roundExtension';
import { judgeLate, juryAcceptances, acceptLateHow } from '../tabs/lineupsJury';
import { maskContactData } from '../privacy';
import { resultsKindOf } from '../formats/registry';
import { formatAwaiting } from '../formats/formatReports';

/** What the add-on keeps outside the tabs that tells what waits (read by the add-on, plain data here). */
export interface NeedsYouRecords {
  /**
   * the e-mails of Send pairings still standing, as "round.stage.team" (stage: teams or individual); null when
   * the event sends none (no captains' addresses kept)
   */
  readonly mailed: readonly string[] | null;
  /** line-up checks the line-up form could not e-mail (lineupResponses.ts recordUnmailed) */
  readonly unmailed: readonly { readonly round: number; readonly line: string }[];
  /**
   * results-form responses in the answers tab that no trigger judged yet (judgedReports.ts); null when the writer
   * did not count them (a refresh: the tab's line stays as it is, tab.ts)
   */
  readonly unjudged: number | null;
  /**
   * line-ups sent through the line-up form whose check on arrival found them not valid, each team's latest of its
   * round (lineupArrival.ts): the form's questions at fault, never the answers (the line-up is sealed)
   */
  readonly sealed: readonly SealedInvalid[];
}

/** A team's latest line-up of a round, sent through the form and not valid: when, and the questions at fault. */
export interface SealedInvalid {
  readonly round: number;
  readonly team: string;
  readonly at: number;
  readonly questions: readonly string[];
}

export const NO_RECORDS: NeedsYouRecords = { mailed: null, unmailed: [], unjudged: 0, sealed: [] };

export type NeedsYouKind =
  'stopped action' | 'result to decide' | 'line-up' | 'e-mail' | 'changed result' | 'form response';

/** One thing that waits: where it is (a cell "R3!G12", a form, an e-mail), what it is, what settles it. */
export interface NeedsYouItem {
  readonly kind: NeedsYouKind;
  readonly where: string;
  readonly what: string;
  readonly action: string;
}

const where = (p: SheetProblem): string => (p.cell ? `${p.tab}!${p.cell}` : p.row ? `${p.tab}, row ${p.row}` : p.tab);

const fromProblem = (kind: NeedsYouKind, p: SheetProblem): NeedsYouItem => ({
  kind,
  where: where(p),
  what: p.message,
  action: p.fix,
});

/** The round tabs of the workbook (R1, R2, ...) that read as MOCHALUNT round tabs, in round order. */
function roundTabs(book: Workbook): RoundTab[] {
  const rounds = book
    .tabNames()
    .map((n) => (/^R(\d+)$/.exec(n) ? Number(n.slice(1)) : 0))
    .filter((r) => r > 0 && book.read(roundTabName(r)) !== null)
    .sort((a, b) => a - b);
  return rounds.flatMap((r) => readRound(book, r).tab ?? []);
}

/**
 * M16, M21: boards the reports do not settle, and reports not counted in an open round; in the other formats
 * (L1, L5, K1), the games and tables in dispute and the reports not counted (formatAwaiting).
 */
function resultsToDecide(book: Workbook, rounds: readonly RoundTab[], now: number): NeedsYouItem[] {
  const kind = resultsKindOf(book);
  if (kind !== null && kind !== 'season') return formatAwaiting(book).map((p) => fromProblem('result to decide', p));
  const open = rounds.filter((t) => t.individual && !t.scored);
  return awaitingOrganizers(book, open, now).map((p) => fromProblem('result to decide', p));
}

/**
 * M8-M11, M7 (line-ups: form): the teams whose latest line-up of a round not yet paired into individual matches
 * was not valid on arrival. Only the questions at fault are named: the line-up stays sealed until the pairing.
 */
function sealedLineups(rounds: readonly RoundTab[], records: NeedsYouRecords): NeedsYouItem[] {
  const waiting = new Set(rounds.filter((t) => !t.individual && !t.scored && t.matches.length > 0).map((t) => t.round));
  return [...records.sealed]
    .filter((s) => waiting.has(s.round))
    .sort((a, b) => a.round - b.round || a.at - b.at)
    .map((s) => ({
      kind: 'line-up',
      where: `line-up form, round ${s.round}`,
      what: `${s.team}, round ${s.round}: the line-up sent ${utc(s.at)} UTC is not valid (${s.questions.length ? `the answer to ${s.questions.join(', ')}` : 'see Pair individual matches'}); its captain was told what to correct`,
      action:
        "the captain sends a valid line-up through the form before the deadline; otherwise Pair individual matches asks whether the team's last valid line-up sent in time (or the names it most likely means) plays (M8, M13)",
    }));
}

/** M8, M13: line-ups of rounds not yet paired into boards whose check is not OK, or sent late and not accepted. */
function lineups(book: Workbook, rounds: readonly RoundTab[]): NeedsYouItem[] {
  const { table, rows } = readLineups(book, readTeams(book).teams);
  if (!table) return [];
  const waiting = new Map(rounds.filter((t) => !t.individual && t.matches.length > 0).map((t) => [t.round, t]));
  const out: NeedsYouItem[] = [];
  const jury = juryAcceptances(book);
  for (const row of rows) {
    const tab = waiting.get(row.round);
    if (!tab || row.lineup === '') continue;
    const check = table.col.check === undefined ? '' : text(table, row.at, 'check');
    if (check !== '' && !/^OK\b/.test(check))
      out.push({
        kind: 'line-up',
        where: `${table.def.tab}!${cellOf(table.col.check ?? 0, row.at)}`,
        what: `${row.team}, round ${row.round}: ${check}`,
        action: `the captain corrects the line-up (row ${row.at + 1}); without a valid one by the deadline, the previous line-up plays (M13)`,
      });
    const m = tab.matches.find((x) => x.team1 === row.team || x.team2 === row.team);
    const due = m ? matchCalendar(m)?.lineupsDue : undefined;
    if (due === undefined || row.sent === null || row.sent <= due) continue;
    const late = judgeLate(jury.accepted, row.team, row.sent, due, row.at + 1);
    if (!late.accepted)
      out.push({
        kind: 'line-up',
        where: `${table.def.tab}!${cellOf(table.col.sent ?? 0, row.at)}`,
        what: late.text,
        action: `${acceptLateHow(book)} Otherwise Pair individual matches leaves it out (M13)`,
      });
  }
  return out;
}

/** "G12" of a 0-based column and grid row. */
function cellOf(col: number, at: number): string {
  let n = col + 1;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return `${s}${at + 1}`;
}

/** Send pairings: the teams of the last paired round not e-mailed its pairings (or, once paired, its boards). */
function mails(rounds: readonly RoundTab[], records: NeedsYouRecords): NeedsYouItem[] {
  const out: NeedsYouItem[] = [];
  const last = [...rounds].reverse().find((t) => t.matches.length > 0);
  if (last && records.mailed !== null && !last.scored) {
    const sent = new Set(records.mailed.map((k) => k.toLowerCase()));
    const stage = last.individual ? 'individual' : 'teams';
    const teams = [...new Set(last.matches.flatMap((m) => [m.team1, m.team2]))].filter(
      (team) => !sent.has(`${last.round}.${stage}.${team}`.toLowerCase()),
    );
    if (teams.length)
      out.push({
        kind: 'e-mail',
        where: roundTabName(last.round),
        what: `the ${last.individual ? 'boards' : 'team pairings'} of round ${last.round} are not e-mailed to ${teams.length} team${teams.length === 1 ? '' : 's'}: ${teams.join(', ')}`,
        action: 'Send pairings...',
      });
  }
  const open = new Set(rounds.filter((t) => !t.individual).map((t) => t.round));
  for (const u of records.unmailed)
    if (open.has(u.round))
      out.push({
        kind: 'e-mail',
        where: `line-up form, round ${u.round}`,
        what: u.line,
        action:
          "tell the captain the line-up's check yourself (Check line-ups shows it); the line disappears once the round's individual matches are paired",
      });
  return out;
}

/** Everything that waits for the organizers, in the order of the kinds above; [] when nothing waits. */
export function needsYouItems(book: Workbook, records: NeedsYouRecords, now: number): NeedsYouItem[] {
  const rounds = roundTabs(book);
  const items: NeedsYouItem[] = [
    ...resultsToDecide(book, rounds, now),
    ...lineups(book, rounds),
    ...sealedLineups(rounds, records),
    ...mails(rounds, records),
    ...sealProblems(book, () => false, []).map((p) => fromProblem('changed result', p)),
  ];
  if (records.unjudged !== null && records.unjudged > 0)
    items.push({
      kind: 'form response',
      where: 'Results form answers',
      what: `${records.unjudged} results-form response${records.unjudged === 1 ? ' was' : 's were'} not judged (its trigger did not run or stopped)`,
      action:
        'Create results form again: it lists what the organizers decide; type those results on the round tab yourself',
    });
  return items.map((i) => ({
    ...i,
    what: maskContactData(i.what),
    action: maskContactData(i.action),
    where: maskContactData(i.where),
  }));
}

// Pair individual matches with Settings line-ups: form (M8, M13): the line-ups in effect from the form's
// responses, planned as data with the pairing (nothing is written before the organizers' answer): invalid
// line-ups asked about with the roster names they most likely mean, late ones listed with how late they are
// (M13 unless the jury accepted one in the Line-up log, lineupsJury.ts), formula-looking ones refused.
import type { Workbook } from '../../workbook';
import type { SheetProblem, TabSpec, WriteBlock } from '../../plan';
import { loadSeason } from '../../season';
import { utc } from '../../tabs/round';
import { cellProblem } from '../../tabs/table';
import { rosterOf } from '../../tabs/players';
import { LINEUP_LOG_TAB } from '../../tabs/lineupLog';
import {
  ACCEPT_LATE,
  SUGGESTED_NAMES,
  acceptLateHow,
  judgeLate,
  appendToLog,
  decisionRow,
  juryAcceptances,
} from '../../tabs/lineupsJury';
import { checkSealedLineup, problemsInBrief, reductionNotes, sealedValidity } from './sealedCheck';
import { LINEUP_QUESTIONS, sealedBlocks, sealedTarget } from './sealedLineups';
import { effectiveRow } from './history';
import { sealedRound, suggestLineup, type SealedInput, type SealedResponse } from '../../../engine/mochalunt/lineup';
import type { TeamName } from '../../../engine/core/ids';

/** What the line-up form gives Pair individual matches: its cells, what it refuses, what it asks and says. */
interface SealedPairing {
  /** the Line-ups cells of the line-ups in effect, and the Line-up log rows of the decisions taken */
  readonly blocks: WriteBlock[];
  readonly newTabs: TabSpec[];
  /** a line-up that looks like a formula (never used, never read as not sent), a jury row without a reason */
  readonly problems: SheetProblem[];
  /** the question's sentences: invalid line-ups with the names they most likely mean (M8), late ones (M13) */
  readonly asks: string[];
  /** the summary's sentences: decisions taken (suggested names, the jury's acceptances), responses not used */
  readonly notes: string[];
}

/**
 * M8, M13 for Settings line-ups: form: each team's line-up in effect for the last paired round from the form's
 * responses. A team whose last line-up sent in time is not valid is asked about, with the roster names its
 * unknown names most likely mean (suggestLineup): confirmed, the suggested names are used when they make it
 * valid (logged in the Line-up log), else its last valid line-up in time, else M13. A line-up first sent after
 * the deadline is listed with how late it is: M13 unless the jury accepted it in the Line-up log
 * (lineupsJury.ts). A line-up that looks like a formula is refused, naming the team's Line-ups cell.
 */
export function sealedPairing(
  book: Workbook,
  input: SealedInput,
  now: number,
  confirmed: boolean,
  paired?: number,
): SealedPairing {
  const out: SealedPairing = { blocks: [], newTabs: [], problems: [], asks: [], notes: [] };
  const target = sealedTarget(book);
  const season = loadSeason(book);
  const t = season.lineups.table;
  // the form's round is the last paired one: another round chosen at the prompt is paired from its rows
  if (target.mode !== 'form' || target.round === 0 || target.deadline === null || !t) return out;
  if (paired !== undefined && paired !== target.round) return out;
  const { round, deadline } = target;
  const sealed = sealedRound(input.responses, input.captains, round, deadline, sealedValidity(season));
  const inEffect = new Map(sealed.inEffect);
  const rowOf = (team: string) => season.lineups.rows.find((r) => r.team === team && r.round === round);
  const log: string[][] = [];
  // M8: a team's last line-up in time not valid (a later valid one corrects it)
  const lastInvalid = new Map<string, SealedResponse>();
  for (const x of sealed.invalid)
    if (x.response.at <= deadline && (inEffect.get(x.team)?.at ?? -Infinity) < x.response.at)
      lastInvalid.set(x.team, x.response);
  for (const [team, r] of lastInvalid) {
    const row = rowOf(team);
    const check = checkSealedLineup(season, team, round, r.answers);
    const formula = check.problems.find((p) => p.formula);
    if (formula) {
      if (row)
        out.problems.push(
          cellProblem(
            t,
            row.at,
            'lineup',
            `${team}'s line-up sent through the form ${utc(r.at)} UTC: ${formula.question}: ${formula.message}; it is not turned into a missing line-up (M13)`,
            `ask ${team}'s captain to ${formula.fix} (a line-up sent after the deadline is late: the jury may accept it, Line-up log "${ACCEPT_LATE}")`,
          ),
        );
      continue;
    }
    const text = r.answers[LINEUP_QUESTIONS.lineup] ?? '';
    const s = suggestLineup(text, rosterOf(season.players, team as TeamName, round));
    const fixed = { ...r.answers, [LINEUP_QUESTIONS.lineup]: s.text };
    const usable = s.replaced.length > 0 && checkSealedLineup(season, team, round, fixed).problems.length === 0;
    const used = inEffect.get(team);
    const otherwise = used
      ? `its line-up sent ${utc(used.at)} UTC (the last valid one)`
      : (() => {
          const before = effectiveRow(season, team as TeamName, round - 1);
          return before.source === 'none'
            ? 'a whole-team forfeit (M13, M17)'
            : `the line-up of round ${before.fromRound} (M13)`;
        })();
    const meant = s.replaced.map((x) => `${x.typed}: did you mean ${x.suggested}?`).join(' ');
    out.asks.push(
      `${team}'s line-up sent ${utc(r.at)} UTC is not valid (${problemsInBrief(check.problems)})${meant ? `. ${meant}` : ''} ${usable ? `Yes uses the suggested names (logged in the ${LINEUP_LOG_TAB}).` : `Yes gives ${team} ${otherwise}.`}`,
    );
    if (confirmed && usable) {
      inEffect.set(team, { ...r, answers: fixed });
      if (row) log.push(decisionRow(now, row.at + 1, SUGGESTED_NAMES, text, s.text));
      out.notes.push(
        `${team}: the suggested names are used (${s.replaced.map((x) => `${x.suggested} for ${x.typed}`).join(', ')}), logged in the ${LINEUP_LOG_TAB}.`,
      );
    } else if (confirmed)
      out.notes.push(
        `${team}'s line-up sent ${utc(r.at)} UTC is not valid and counts as not sent (${problemsInBrief(check.problems)}): ${team} gets ${otherwise}.`,
      );
  }
  // M13: first sent after the deadline: not used unless the jury accepted it
  const jury = juryAcceptances(book);
  out.problems.push(...jury.problems);
  let notUsed = 0;
  for (const [team, r] of sealed.late) {
    if (inEffect.has(team)) continue;
    const row = rowOf(team);
    const late = judgeLate(jury.accepted, team, r.at, deadline, row ? row.at + 1 : null);
    if (late.accepted) inEffect.set(team, r);
    else notUsed++;
    (late.accepted ? out.notes : out.asks).push(late.text);
  }
  if (notUsed) out.asks.push(acceptLateHow(book));
  const reductions = reductionNotes(season, round, inEffect);
  if (reductions.size) out.notes.push(`${[...reductions.values()].join('; ')}.`);
  const logged = appendToLog(book, log);
  out.blocks.push(...sealedBlocks(book, round, { ...sealed, inEffect }, new Set(reductions.keys())), ...logged.blocks);
  out.newTabs.push(...logged.newTabs);
  return out;
}

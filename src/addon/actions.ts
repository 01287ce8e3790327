// The menu handlers: each one names its action (the registry of formats gives the workbook's planner for
// it, src/sheets/formats/registry.ts) and how it talks to the user, and runs through runAction (lock,
// validate, confirm, undo snapshot, write, toast). Every handler takes no argument and returns a short
// summary (the command line prints it), and records how it ended as data (outcome.ts: status, round,
// problems), which is what the command line's exit code reads.
import { gasWorkbook } from './workbook/gasWorkbook';
import { plannerFor } from '../sheets/formats';
import { describeProblem } from '../sheets/plan';
import { nextLine, runAction } from './run';
import { refreshResultsForm } from './forms/resultsForm';
import { guarded } from './guard';
import { showProblems, showText, toast } from './ui';
import { ended } from './outcome';

/**
 * Set up tournament: on a new spreadsheet (its Settings tab names no format) asks the format first, then creates
 * that format's tabs and Settings keys; later, missing tabs and line-up rows; never touches existing data.
 */
export function menuSetUp(): string {
  return runAction({ label: 'Set up tournament', action: 'setUp', askFormat: 'Which format is this tournament?' });
}

/** Add registered players: the Registrations tab's new rows become Players rows after YES; duplicates and unknown teams are reported. */
export function menuAddRegistrations(): string {
  return runAction({ label: 'Add registered players', action: 'addRegistrations' });
}

/** Check line-ups: rewrites every check cell of the Line-ups tab. */
export function menuCheckLineups(): string {
  return runAction({ label: 'Check line-ups', action: 'checkLineups' });
}

/** Pair next round: asks the round (default: the next one; an earlier one re-pairs it after a second YES), shows the proposed pairings with their reasons, writes them only on YES. */
export function menuPairNextRound(): string {
  return runAction({
    label: 'Pair next round',
    action: 'pairNextRound',
    confirmSummary: true,
    askRound: 'Pair round',
    written: refreshResultsForm, // the results form lists the open boards (when it exists)
  });
}

/** Score round: asks the round (default: the last paired); unreported matches end 0-0 (M16), listed in the toast. */
export function menuScoreRound(): string {
  return runAction({ label: 'Score round', action: 'scoreRound', askRound: 'Score round' });
}

/** Update standings (M18) after the last scored round. */
export function menuUpdateStandings(): string {
  return runAction({ label: 'Update standings', action: 'updateStandings' });
}

/** Individual ranking (M19) and prize categories (M20). */
export function menuIndividualRanking(): string {
  return runAction({ label: 'Individual ranking', action: 'individualRanking' });
}

/** Export JSON: the tournament as JSON, shown in a dialog and returned (writes nothing, so takes no lock). */
export function menuExport(): string {
  return guarded('Export JSON', () => {
    const wb = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet());
    const plan = plannerFor('exportJson', wb)(wb, { now: new Date() });
    if (plan.problems.length > 0 || plan.result === undefined) {
      const lines = plan.problems.map(describeProblem);
      showProblems('Export JSON', lines);
      return ended(
        lines.length ? 'refused' : 'nothing to do',
        `Export JSON: nothing exported, ${lines.length} problem(s):\n${lines.join('\n')}`,
        plan,
      );
    }
    showText('Export JSON', plan.result);
    toast([plan.summary, nextLine(plan)].filter((x) => x).join(' '), 5);
    return ended('done', plan.result);
  });
}

// The menu's handlers, made from the one table of actions (src/sheets/actions.ts): each row becomes the handler
// "menu" + its command-line name, which checks "organizers only" when the row says so (guard.ts), then runs the
// action. An action of a format's planner runs through runAction (lock, validate, the row's questions, undo
// snapshot, write, toast) unless src/index.ts gives it a handler of its own, as it does every tool. Every handler
// takes no argument and returns how its action ended (src/sheets/outcome.ts: status, round, problems, text).
import type { Outcome } from '../sheets/outcome';
import { outcome } from '../sheets/outcome';
import { ACTION_IDS, actionRow, handlerOf, type ActionId, type FormatAction } from '../sheets/actions';
import { gasWorkbook } from './workbook/gasWorkbook';
import { plannerFor } from '../sheets/formats';
import { describeProblem } from '../sheets/plan';
import { nextLine, runAction, type ActionSpec } from './run';
import { guarded, organizersOnly } from './guard';
import { answeringPage, showProblems, showText, toast } from './ui';

/** A handler's own work, for the actions that are not a planner run by runAction with its row alone. */
type OwnHandlers = { readonly [K in Exclude<ActionId, FormatAction>]: () => Outcome } & {
  readonly [K in FormatAction]?: () => Outcome;
};

/** Runs a planner's action through runAction with what its row asks (label, round, format, confirmation), and `more`. */
export function planned(id: FormatAction, more: Partial<ActionSpec> = {}): Outcome {
  const row = actionRow(id);
  return runAction({
    label: row.label,
    action: id,
    ...(row.askRound ? { askRound: row.askRound } : {}),
    ...(row.askFormat ? { askFormat: row.askFormat } : {}),
    ...(row.confirm ? { confirm: row.confirm } : {}),
    ...more,
  });
}

/** Export JSON: the tournament as JSON, shown in a dialog and returned (writes nothing, so takes no lock). */
export function exportJson(): Outcome {
  const label = actionRow('exportJson').label;
  return guarded(label, () => {
    const wb = gasWorkbook(SpreadsheetApp.getActiveSpreadsheet());
    const plan = plannerFor('exportJson', wb)(wb, { now: new Date() });
    if (plan.problems.length > 0 || plan.result === undefined) {
      const lines = plan.problems.map(describeProblem);
      showProblems(label, lines);
      return outcome(
        lines.length ? 'refused' : 'nothing to do',
        `${label}: nothing exported, ${lines.length} problem(s):\n${lines.join('\n')}`,
        plan,
      );
    }
    showText(label, plan.result);
    toast([plan.summary, nextLine(plan)].filter((x) => x).join(' '), 5);
    return outcome('done', plan.result);
  });
}

/** A function Google calls by name (a menu item, a dialog's google.script.run): it returns how it ended. */
export type Handler = (...args: string[]) => Outcome;

/**
 * A dialog's server function of an action (google.script.run): organizers only when the action's row says so;
 * its alerts go back to the dialog's page with its outcome's text (answeringPage), which keeps what was typed.
 */
export function dialogHandler(id: ActionId, fn: Handler): Handler {
  const row = actionRow(id);
  return (...args) =>
    answeringPage(() => (row.organizersOnly ? organizersOnly(row.label, () => fn(...args)) : fn(...args)));
}

/** Every menu item's handler by its name (handlerOf), in the menu's order. */
export function menuHandlers(own: OwnHandlers): Record<string, () => Outcome> {
  const handlers: Record<string, () => Outcome> = {};
  for (const id of ACTION_IDS) {
    const row = actionRow(id);
    const run: () => Outcome =
      (own as Partial<Record<ActionId, () => Outcome>>)[id] ?? (() => planned(id as FormatAction));
    handlers[handlerOf(id)] = row.organizersOnly ? () => organizersOnly(row.label, run) : run;
  }
  return handlers;
}

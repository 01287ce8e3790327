// The one way every menu action runs: take the document lock, read through the sheets layer's Workbook,
// pick the planner (the workbook's format, else MOCHALUNT), get the action's Plan, show its
// problems and write nothing, or ask for confirmation where needed, then snapshot what the plan replaces
// (undo), apply it, and toast the summary. The lock is released in all cases.
import type { Plan } from '../sheets/plan';
import { describeProblem } from '../sheets/plan';
import type { ActionInput, Planner } from '../sheets/actions/types';
import { gasWorkbook } from '../sheets/gasWorkbook';
import { formatPlanner, type FormatAction } from '../sheets/formats';
import { applyPlan, restoreSnapshot, snapshotBlocks } from '../sheets/apply';
import { withDocumentLock } from './lock';
import { confirm, inform, promptNumber, showProblems, toast } from './ui';
import { guarded } from './guard';
import { pushUndo, UNDO_TAB } from './undo';
import { protectNewTabs } from './captains';

export interface ActionSpec {
  /** the menu caption, used in messages: "Pair next round" */
  readonly label: string;
  /** the action's name for the other formats' dispatch (src/sheets/formats) */
  readonly action: FormatAction;
  /** the MOCHALUNT planner, used when the workbook's format is mochalunt */
  readonly planner: Planner;
  /** ask which round to act on, offering the planner's natural round (read from its first plan) */
  readonly askRound?: string;
  /** always show the plan's summary and ask YES/NO before writing (Pair next round) */
  readonly confirmSummary?: boolean;
  /** record an undo step (default true) */
  readonly undoable?: boolean;
}

/** The round a plan acts on: its `round` field when the planner gives one, else "round N" in its title. */
export function planRound(plan: Plan): number | null {
  const r = (plan as Plan & { round?: unknown }).round;
  if (typeof r === 'number' && Number.isInteger(r) && r > 0) return r;
  const m = /\bround (\d+)/i.exec(plan.title) ?? /\bround (\d+)/i.exec(plan.summary);
  return m && Number(m[1]) > 0 ? Number(m[1]) : null;
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/** The final toast: the summary's first line, then the warnings (e.g. M16 unreported matches), shortened. */
export function toastText(plan: Plan): string {
  const head = firstLine(plan.summary) || plan.title;
  const text = plan.warnings.length ? `${head} Note: ${plan.warnings.join('; ')}` : head;
  return text.length > 600 ? `${text.slice(0, 597)}...` : text;
}

/** The text shown to confirm a plan: its summary, then its warnings. */
function planText(plan: Plan, question: string): string {
  const warnings = plan.warnings.length ? ['', 'Note:', ...plan.warnings.slice(0, 15).map((w) => `- ${w}`), ...(plan.warnings.length > 15 ? [`... and ${plan.warnings.length - 15} more`] : [])] : [];
  return [plan.summary, ...warnings, '', question].join('\n');
}

/**
 * Runs one menu action end to end and returns the short summary the menu handler returns.
 * Nothing is written when: the lock is held elsewhere, the plan has problems, or the user declines.
 */
export function runAction(spec: ActionSpec): string {
  return withDocumentLock(spec.label, () => guarded(spec.label, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const wb = gasWorkbook(book);
    const base: ActionInput = { now: new Date() };
    toast(`${spec.label}: reading the workbook...`, 3);
    // the workbook's format (Settings "format") picks the planner: another format's, else MOCHALUNT's
    const planner = formatPlanner(spec.action, wb) ?? spec.planner;
    let plan = planner(wb, base);
    let input = base;
    if (spec.askRound) {
      const natural = planRound(plan);
      if (natural !== null) {
        const round = promptNumber(spec.label, spec.askRound, natural);
        if (round === null) return `${spec.label}: cancelled, nothing written`;
        if (round !== natural) {
          input = { ...base, round };
          plan = planner(wb, input);
        }
      }
    }
    if (plan.problems.length > 0) {
      showProblems(spec.label, plan.problems.map(describeProblem));
      return `${spec.label}: nothing written, ${plan.problems.length} problem${plan.problems.length === 1 ? '' : 's'}:\n${plan.problems.map(describeProblem).join('\n')}`;
    }
    if (plan.needsConfirmation) {
      if (!confirm(plan.title, planText(plan, plan.needsConfirmation))) return `${plan.title}: cancelled, nothing written`;
      plan = planner(wb, { ...input, confirmed: true });
      if (plan.problems.length > 0) {
        showProblems(spec.label, plan.problems.map(describeProblem));
        return `${spec.label}: nothing written, ${plan.problems.length} problem(s)`;
      }
    } else if (spec.confirmSummary && plan.blocks.length + plan.newTabs.length > 0) {
      if (!confirm(plan.title, planText(plan, 'Write these pairings?'))) return `${plan.title}: cancelled, nothing written`;
    }
    if (plan.blocks.length + plan.newTabs.length === 0) {
      inform(plan.title, plan.summary || 'Nothing to write.');
      return `${plan.title}: nothing to write${plan.summary ? `\n${plan.summary}` : ''}`;
    }
    toast(`${plan.title}: writing...`, 3);
    const snap = snapshotBlocks(book, plan);
    try {
      applyPlan(book, plan);
    } catch (e) {
      // put back whatever the plan had already written, then report
      restoreSnapshot(book, snap);
      throw e;
    }
    const undoTabCreated = spec.undoable !== false && pushUndo(book, snap, base.now);
    protectNewTabs(book, undoTabCreated ? snap.createdTabs.concat([UNDO_TAB]) : snap.createdTabs);
    toast(toastText(plan), 10);
    return [plan.title, plan.summary, ...plan.warnings].filter((s) => s).join('\n');
  }));
}

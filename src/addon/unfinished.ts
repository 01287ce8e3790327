// An action Google stopped before it finished. Google ends an execution at its runtime limit ("Script runtime:
// 6 min / execution", error "Exceeded maximum execution time":
// https://developers.google.com/apps-script/guides/services/quotas) wherever it is: no catch or finally runs,
// and what it had written stays. So every writing action marks itself unfinished in the document properties
// before its first write (write.ts; Undo likewise, undoAction.ts), naming its undo step, and unmarks itself
// after its last write. The marking execution holds the document lock from mark to unmark and shows no dialog
// in between (a dialog would release the lock): so a mark seen by an execution holding that lock (lock.ts) was
// left by one that ended halfway. Every action then stops, writes nothing and says who ran what, when, and that
// Undo last action puts back what it wrote (the undo step was recorded before the action's own writes). The
// mark is kept in the document properties, not in a tab, because it names the organizer (an e-mail address).
import { ACTIONS } from '../sheets/actions';

export const UNFINISHED_PROPERTY = 'mochalunt.unfinished';
export const UNDO_LABEL = ACTIONS.undo.label;

type Properties = GoogleAppsScript.Properties.Properties;

export interface Unfinished {
  /** the menu caption of the action ("Pair next round"), or UNDO_LABEL */
  readonly label: string;
  /** the undo step that puts back what it wrote (or, for Undo, the step it was putting back): title, time, row */
  readonly title: string;
  readonly at: string;
  readonly row: number;
  /** who ran it (an e-mail address, or "an organizer" when Google does not say) */
  readonly by: string;
}

/** The mark left by an action that did not finish, or null. */
export function readUnfinished(): Unfinished | null {
  const text = PropertiesService.getDocumentProperties().getProperty(UNFINISHED_PROPERTY);
  if (!text) return null;
  try {
    const u = JSON.parse(text) as Unfinished;
    return typeof u.label === 'string' && typeof u.at === 'string' ? u : null;
  } catch {
    return null;
  }
}

function whoRuns(): string {
  try {
    return Session.getEffectiveUser().getEmail() || 'an organizer';
  } catch {
    return 'an organizer';
  }
}

/** Marks the running action unfinished (before its first write); returns the store to unmark it with. */
export function markUnfinished(step: Omit<Unfinished, 'by'>): Properties {
  const props = PropertiesService.getDocumentProperties();
  props.setProperty(UNFINISHED_PROPERTY, JSON.stringify({ ...step, by: whoRuns() }));
  return props;
}

/** Unmarks it (after its last write, or once Undo has put back what it wrote). */
export function clearUnfinished(props: Properties = PropertiesService.getDocumentProperties()): void {
  props.deleteProperty(UNFINISHED_PROPERTY);
}

/** "2024-03-05 18:07 UTC" */
function whenText(at: string): string {
  return `${at.replace('T', ' ').slice(0, 16)} UTC`;
}

/** What `u` was doing, by whom and when: the opening of every message about it. */
export function stoppedText(u: Unfinished): string {
  const what = u.label === UNDO_LABEL ? `${UNDO_LABEL} (putting back "${u.title}")` : u.label;
  return `${what}, run by ${u.by} at ${whenText(u.at)}, was stopped by Google before it finished (a script may run at most 6 minutes: "Exceeded maximum execution time")`;
}

/** Why nothing is written while `u` is unfinished, and what to do (the alert's text). */
export function unfinishedMessage(u: Unfinished): string {
  const todo =
    u.label === UNDO_LABEL
      ? `Run ${UNDO_LABEL} again to finish putting it back`
      : `Run ${UNDO_LABEL} to put back what it wrote, then run ${u.label} again`;
  return `${stoppedText(u)}, and part of what it wrote is in the workbook. ${todo}.`;
}

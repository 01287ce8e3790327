// Menu: "Undo last action": puts back exactly what the newest recorded action replaced (see src/sheets/undoRecord.ts for
// the design), after a YES/NO confirmation that names the action. Repeat to go further back. As every
// action (run.ts), it asks without the lock, then under the document lock reads the newest step again and
// stops if it is not the one the user agreed to undo.
// After an action Google stopped halfway (unfinished.ts), Undo is the way out: it names who ran what, when,
// and puts back what that action wrote with the step it recorded before its first write (grids shrunk back,
// created tabs deleted, removed ones put back), or says it had written nothing of its own yet; then clears the
// mark so that actions run again. Undo marks itself unfinished too while it puts back (Undo again finishes).
import { restoreSnapshot } from './workbook/apply';
import { withDocumentLock } from './lock';
import { guarded } from './guard';
import { confirm, inform, toast } from './ui';
import { restoreAllOrNothing } from '../sheets/undoRestore';
import { gasPort } from './workbook/gasPort';
import { changedSince, changedText, type Changed, type Moved } from './undoCheck';
import {
  DamagedUndo,
  damagedMessage,
  dropRestoredUndo,
  dropUndo,
  peekUndo,
  UNDO_RULES_TAB,
  UNDO_TAB,
  type UndoStep,
} from '../sheets/undoRecord';
import { changedMessage } from './changed';
import { tabsCreatedBy, toolHooks, undoingBy } from './toolHooks';
import { gasWorkbook } from './workbook/gasWorkbook';
import {
  clearUnfinished,
  markUnfinished,
  readUnfinished,
  stoppedText,
  UNDO_LABEL,
  type Unfinished,
} from './unfinished';
import { outcome, type Outcome } from '../sheets/outcome';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function messageOf(e: unknown): string {
  return (typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e)).replace(/[.\s]+$/, '');
}

function createdText(step: UndoStep): string {
  const tabs = step.snapshot.createdTabs;
  return tabs.length ? ` and delete the tab${tabs.length === 1 ? '' : 's'} ${tabs.join(', ')}` : '';
}

/** The newest step, or null; or the refusal shown when its record is damaged (undoRecord.ts damage). */
function readStep(book: Spreadsheet): UndoStep | null | string {
  try {
    return peekUndo(gasPort(book));
  } catch (e) {
    if (!(e instanceof DamagedUndo)) throw e;
    const message = damagedMessage(UNDO_LABEL, e.row, e.what);
    inform(`${UNDO_LABEL}: nothing written`, message);
    return message;
  }
}

function movedMessage(label: string, step: UndoStep, m: Moved): string {
  const what =
    m.from === 0
      ? `${m.tab} has fewer rows or columns than ${step.title} wrote (up to row ${m.row}): rows or columns were deleted since`
      : `${m.tab} row ${m.row} now holds what ${step.title} wrote in row ${m.from}: rows of ${m.tab} were deleted, inserted or sorted since`;
  return `${label}: nothing written. ${what}, so Undo would put the cells it replaced back over other rows. Put the rows back as they were (Edit > Undo in Sheets, or File > Version history), then run ${label} again; or correct ${m.tab} by hand.`;
}

/** The question's part about cells changed since the step's action ("" when none). */
function lostText(step: UndoStep, changed: readonly Changed[]): string {
  if (!changed.length) return '';
  const these = changed.reduce((n, c) => n + c.cells, 0) === 1 ? 'this change' : 'these changes';
  return `\n\nChanged after ${step.title}: ${changedText(changed)}. Undo would put back what was there before it and lose ${these}. Undo anyway?`;
}

/** A NO: nothing written; the cells changed since are said to stay. */
function declined(label: string, step: UndoStep | null, changed: readonly Changed[]): Outcome {
  if (!step || !changed.length) return outcome('declined', `${label}: cancelled, nothing changed`);
  const kept = `${label}: nothing written. The cells changed after ${step.title} stay as they are (${changedText(changed)}); run ${label} again to undo it anyway.`;
  inform(`${label}: cancelled`, kept);
  return outcome('declined', kept);
}

export function undoAction(): Outcome {
  const label = UNDO_LABEL;
  return guarded(label, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const stopped = readUnfinished();
    if (stopped) return finishStopped(book, stopped);
    const read = readStep(book);
    if (typeof read === 'string') return outcome('refused', read);
    const step = read;
    if (!step) {
      inform(
        label,
        'There is no action to undo: no menu action has written to this workbook yet, or all were undone. Nothing was changed.',
      );
      return outcome('nothing to do', `${label}: nothing to undo`);
    }
    // cells changed since the action are named in the question; rows moved since refuse (undoCheck.ts)
    const { changed, moved } = changedSince(book, step.snapshot);
    if (moved) {
      const message = movedMessage(label, step, moved);
      inform(`${label}: nothing written`, message);
      return outcome('refused', message);
    }
    // what left the sheet (e-mails sent of what it wrote) is named: Undo cannot take it back
    const sentOut = undoingBy(toolHooks(gasWorkbook(book)), step.snapshot.action, step.round);
    if (
      !confirm(
        label,
        `Undo "${step.title}" (done ${step.at.replace('T', ' ').slice(0, 16)} UTC)? This puts back the cells it replaced${createdText(step)}.${sentOut ? `\n\n${sentOut}` : ''}${lostText(step, changed)}`,
      )
    )
      return declined(label, step, changed);
    return withDocumentLock(label, () => {
      const again = readStep(book);
      if (typeof again === 'string') return outcome('refused', again);
      const now = again;
      if (!now || now.row !== step.row || now.at !== step.at || now.title !== step.title) {
        const message = changedMessage(label);
        inform(`${label}: nothing changed`, message);
        return outcome('refused', message);
      }
      const mark = markUnfinished({ label, title: now.title, at: now.at, row: now.row });
      const failed = restoreAllOrNothing(gasPort(book), now.snapshot);
      if (failed && failed.rolledBack) {
        // a call failed: what Undo had put back was written back as it was (undoRestore.ts)
        SpreadsheetApp.flush();
        clearUnfinished(mark);
        const message = `${label} could not finish: ${failed.failure}. Every cell it had changed was put back: nothing was changed, "${step.title}" is still there to undo. Try again in a few minutes.`;
        inform(`${label}: nothing changed`, message);
        return outcome('error', message);
      }
      if (failed) {
        // the mark stays: Undo again finishes (unfinished.ts)
        const message = `${label} stopped: ${failed.failure}. It could not put back ${failed.notRestored.join('; ')}: run ${label} again to finish.`;
        inform(`${label}: stopped`, message);
        return outcome('error', message);
      }
      // everything is put back: dropping the step is tried once more rather than leave it half done
      dropRestoredUndo(() => gasPort(book), now);
      SpreadsheetApp.flush();
      clearUnfinished(mark);
      const summary = `Undone: ${step.title}${sentOut ? `\n${sentOut}` : ''}`;
      toast(summary, 8);
      return outcome('done', summary);
    });
  });
}

/**
 * Undo after an action (or an Undo) that Google stopped halfway: puts back what it wrote with its undo step
 * when that step was recorded, else only clears the row it was writing (an older step's dropdowns may have been
 * overwritten there); hides and protects the undo tabs again; clears the mark. What this organizer may not
 * edit (a tab the stopped action created and had begun to protect) is named, and the mark stays, so that the
 * person who ran it (or the owner) runs Undo again.
 */
function finishStopped(book: Spreadsheet, stopped: Unfinished): Outcome {
  const label = UNDO_LABEL;
  const read = readStep(book);
  if (typeof read === 'string') return outcome('refused', read);
  const step = read;
  const recorded = step !== null && step.at === stopped.at;
  const what =
    stopped.label === label
      ? recorded
        ? `Finish putting back "${stopped.title}"`
        : `"${stopped.title}" was put back before it stopped: clear the mark`
      : recorded
        ? `Put back the cells it replaced${createdText(step)}`
        : 'It had not written anything of its own yet: clear the mark';
  // as a normal Undo: cells changed since (a correction typed after the stop) are named and asked about
  const since = step && recorded ? changedSince(book, step.snapshot) : { changed: [], moved: null };
  if (step && since.moved) {
    const message = movedMessage(label, step, since.moved);
    inform(`${label}: nothing written`, message);
    return outcome('refused', message);
  }
  const lost = step ? lostText(step, since.changed) : '';
  if (!confirm(label, `${stoppedText(stopped)}. ${what}?${lost}`)) return declined(label, step, since.changed);
  return withDocumentLock(
    label,
    () => {
      const again = readUnfinished();
      const read2 = readStep(book);
      if (typeof read2 === 'string') return outcome('refused', read2);
      const fresh = read2;
      if (
        !again ||
        again.at !== stopped.at ||
        again.label !== stopped.label ||
        (fresh !== null && fresh.at === again.at) !== recorded
      ) {
        const message = changedMessage(label);
        inform(`${label}: nothing changed`, message);
        return outcome('refused', message);
      }
      if (fresh && recorded) {
        // a stopped action had grown grids: they shrink back (a stopped Undo puts back as Undo does)
        const failed: string[] = [];
        restoreSnapshot(book, fresh.snapshot, {
          shrink: again.label !== label,
          onError: (what, e) => {
            failed.push(`${what} (${messageOf(e)})`);
          },
        });
        if (failed.length) {
          // e.g. a tab it created and had begun to protect, not yet for every organizer: its creator can
          SpreadsheetApp.flush();
          const message = `${label}: could not put back all that ${again.label} wrote: ${failed.join('; ')}. ${again.by} (who ran it) or the spreadsheet's owner may edit there: ask them to run ${label}.`;
          inform(`${label}: not finished`, message);
          return outcome('error', message);
        }
        dropUndo(gasPort(book), fresh);
      } else if (again.label !== label) {
        dropUndo(gasPort(book), again);
      }
      const undoTabs = [UNDO_TAB, UNDO_RULES_TAB].filter((t) => book.getSheetByName(t));
      for (const t of undoTabs) {
        const sheet = book.getSheetByName(t);
        if (sheet && !sheet.isSheetHidden()) sheet.hideSheet();
      }
      tabsCreatedBy(toolHooks(gasWorkbook(book)))(book, undoTabs);
      SpreadsheetApp.flush();
      clearUnfinished();
      const summary = recorded
        ? `Undone: ${again.title} (stopped before it finished)`
        : `${label}: ${again.label} had written nothing of its own; it may run again`;
      toast(summary, 8);
      return outcome('done', summary);
    },
    true,
  );
}

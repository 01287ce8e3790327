// Menu: "Undo last action": puts back exactly what the newest recorded action replaced (see undo.ts for
// the design), after a YES/NO confirmation that names the action. Repeat to go further back. As every
// action (run.ts), it asks without the lock, then under the document lock reads the newest step again and
// stops if it is not the one the user agreed to undo.
import { restoreSnapshot } from '../sheets/apply';
import { withDocumentLock } from './lock';
import { guarded } from './guard';
import { confirm, inform, toast } from './ui';
import { dropUndo, peekUndo } from './undo';
import { changedMessage } from './run';

export function undoAction(): string {
  const label = 'Undo last action';
  return guarded(label, () => {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const step = peekUndo(book);
    if (!step) {
      inform(label, 'There is no action to undo: no menu action has written to this workbook yet, or all were undone. Nothing was changed.');
      return `${label}: nothing to undo`;
    }
    const created = step.snapshot.createdTabs.length ? ` and delete the tab${step.snapshot.createdTabs.length === 1 ? '' : 's'} ${step.snapshot.createdTabs.join(', ')}` : '';
    if (!confirm(label, `Undo "${step.title}" (done ${step.at.replace('T', ' ').slice(0, 16)} UTC)? This puts back the cells it replaced${created}.`)) {
      return `${label}: cancelled, nothing changed`;
    }
    return withDocumentLock(label, () => {
      const now = peekUndo(book);
      if (!now || now.row !== step.row || now.at !== step.at || now.title !== step.title) {
        const message = changedMessage(label);
        inform(`${label}: nothing changed`, message);
        return message;
      }
      restoreSnapshot(book, now.snapshot);
      dropUndo(book, now);
      SpreadsheetApp.flush();
      const summary = `Undone: ${step.title}`;
      toast(summary, 8);
      return summary;
    });
  });
}

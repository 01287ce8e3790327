// A dialog suspends the script that shows it, and its locks do not outlive the suspension (local/gas/ui.ts:
// https://developers.google.com/apps-script/guides/dialogs, https://developers.google.com/apps-script/reference/lock/lock):
// while an alert, a prompt or a modal dialog is open, another execution takes the document lock; the script
// resumes without it. Toasts keep the lock.
import { LocalWorkbook } from '../../local/runner';
import type { AddonSession, UiDialog } from '../../local/runner';
import { probe } from '../helpers/gas';

/** Whether someone holds the document lock when the execution reads the document properties (after the dialog). */
function lockHeldAfter(session: AddonSession): () => boolean | null {
  let held: boolean | null = null;
  session.counter.beforeCall = (_n, method) => {
    if (method === 'PropertiesService.getDocumentProperties')
      held = (session.workbook.locks.get('document') ?? null) !== null;
  };
  return () => held;
}

function whileShown(kind: string): { stillHeld: boolean | null; otherGotLock: boolean | null; shown: UiDialog[] } {
  const book = LocalWorkbook.empty();
  let otherGotLock: boolean | null = null;
  const first = probe(book, {
    responder: (d) => {
      // the user reads the dialog; meanwhile another execution asks for the lock (and ends, releasing it)
      otherGotLock = first.newExecution().call('lockAndHold') as boolean;
      return d.kind === 'prompt'
        ? { button: 'OK', text: '2' }
        : d.buttons === 'YES_NO'
          ? { button: 'YES' }
          : { button: 'OK' };
    },
  });
  const held = lockHeldAfter(first);
  first.call('lockThenAsk', kind);
  return { stillHeld: held(), otherGotLock, shown: first.ui.log };
}

describe('a dialog releases the locks of the execution that shows it', () => {
  test.each(['alert', 'inform', 'prompt'])(
    '%s: another execution takes the lock while it is open; the script resumes without it',
    (kind) => {
      const r = whileShown(kind);
      expect(r.otherGotLock).toBe(true);
      expect(r.stillHeld).toBe(false);
      // the log says which locks showing it released
      expect(r.shown[0].locksReleased).toEqual(['document']);
    },
  );

  test('a modal dialog releases it too (stricter than Google, whose custom dialogs do not suspend the script)', () => {
    const r = whileShown('modal');
    expect(r.stillHeld).toBe(false);
    expect(r.shown[0].locksReleased).toEqual(['document']);
    const first = probe(LocalWorkbook.empty());
    const second = first.newExecution();
    expect(first.services.LockService.getDocumentLock().tryLock(0)).toBe(true);
    const html = first.services.HtmlService.createHtmlOutput('<p>x</p>');
    first.services.SpreadsheetApp.getUi().showModalDialog(html, 'Modal');
    expect(second.services.LockService.getDocumentLock().tryLock(0)).toBe(true);
  });

  test('a toast keeps the lock', () => {
    const first = probe(LocalWorkbook.empty());
    const held = lockHeldAfter(first);
    first.call('lockThenAsk', 'toast');
    expect(held()).toBe(true);
    expect(first.ui.log[0].locksReleased).toBeUndefined();
  });

  test('a dialog shown without a lock releases nothing and says so', () => {
    const s = probe(LocalWorkbook.empty(), { answers: [{ button: 'OK', text: '1' }, { button: 'YES' }] });
    expect(s.call('menuAskRound')).toBe('scored 1');
    expect(s.ui.log.filter((d) => d.locksReleased)).toEqual([]);
  });
});

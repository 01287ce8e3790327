// A dialog suspends the script that shows it, and its locks do not outlive the suspension (local/gas/ui.ts:
// https://developers.google.com/apps-script/guides/dialogs, https://developers.google.com/apps-script/reference/lock/lock):
// while an alert, a prompt, a modal or a modeless dialog is open, another execution takes the document lock;
// the script resumes without it. Toasts and sidebars keep the lock.
import { LocalWorkbook } from '../../local/runner';
import type { UiDialog } from '../../local/runner';
import { probe } from '../helpers/gas';

function whileShown(kind: string): { stillHeld: unknown; otherGotLock: boolean | null; shown: UiDialog[] } {
  const book = LocalWorkbook.empty();
  let otherGotLock: boolean | null = null;
  const first = probe(book, {
    responder: (d) => {
      // the user reads the dialog; meanwhile another execution asks for the lock
      otherGotLock = first.newExecution().call('lockAndHold') as boolean;
      return d.kind === 'prompt'
        ? { button: 'OK', text: '2' }
        : d.buttons === 'YES_NO'
          ? { button: 'YES' }
          : { button: 'OK' };
    },
  });
  const stillHeld = first.call('lockThenAsk', kind);
  return { stillHeld, otherGotLock, shown: first.ui.log };
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

  test.each(['modal', 'modeless'])(
    'a %s dialog releases it too (stricter than Google, whose custom dialogs do not suspend the script)',
    (kind) => {
      const r = whileShown(kind);
      expect(r.stillHeld).toBe(false);
      expect(r.shown[0].locksReleased).toEqual(['document']);
      const first = probe(LocalWorkbook.empty());
      const second = first.newExecution();
      expect(first.services.LockService.getDocumentLock().tryLock(0)).toBe(true);
      const html = first.services.HtmlService.createHtmlOutput('<p>x</p>');
      if (kind === 'modal') first.services.SpreadsheetApp.getUi().showModalDialog(html, 'Modal');
      else first.services.SpreadsheetApp.getUi().showModelessDialog(html, 'Modeless');
      expect(second.services.LockService.getDocumentLock().tryLock(0)).toBe(true);
    },
  );

  test.each(['sidebar', 'toast'])('a %s keeps the lock', (kind) => {
    const book = LocalWorkbook.empty();
    const first = probe(book);
    expect(first.call('lockThenAsk', kind)).toBe(true);
    expect(first.ui.log[0].locksReleased).toBeUndefined();
  });

  test('a dialog shown without a lock releases nothing and says so', () => {
    const s = probe(LocalWorkbook.empty(), { answers: [{ button: 'OK', text: '1' }, { button: 'YES' }] });
    expect(s.call('menuAskRound')).toBe('scored 1');
    expect(s.ui.log.filter((d) => d.locksReleased)).toEqual([]);
  });
});

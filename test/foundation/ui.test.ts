// The scripted user: queued answers, a responder, the log of everything shown, and a clear error for a
// dialog nobody scripted an answer to.
import { LocalWorkbook, PROTECTED_MESSAGE } from '../../local/runner';
import { probe, tab } from '../helpers/gas';

describe('scripted Ui', () => {
  test('queued answers answer prompts and confirmations in order; everything shown is logged', () => {
    const s = probe(LocalWorkbook.empty(), { answers: [{ button: 'OK', text: '3' }, { button: 'YES' }] });
    expect(s.call('menuAskRound')).toBe('scored 3');
    expect(s.ui.log.map((d) => [d.kind, d.title, d.text])).toEqual([
      ['prompt', 'Score a round', 'Which round? [1]'],
      ['alert', 'Confirm', 'Score round 3?'],
      ['toast', 'MOCHALUNT', 'Scored'],
    ]);
    expect(s.ui.log[0].answer).toEqual({ button: 'OK', text: '3' });
    expect(s.ui.log[1].buttons).toBe('YES_NO');
    expect(s.ui.pending()).toEqual([]);
    expect(tab(s).getRange('A1').getValue()).toBe('round 3');
  });

  test('a responder answers when the queue is empty; CANCEL and NO reach the script', () => {
    const s = probe(LocalWorkbook.empty(), {
      responder: (d) => (d.kind === 'prompt' ? { button: 'CANCEL' } : { button: 'NO' }),
    });
    expect(s.call('menuAskRound')).toBe('cancelled');
    s.ui.answer({ text: '2' });
    expect(s.call('menuAskRound')).toBe('no');
  });

  test('a prompt or confirmation with no answer scripted throws a clear error (and is logged)', () => {
    const s = probe();
    expect(() => s.call('menuAskRound')).toThrow(
      'ScriptedUi: no answer scripted for prompt "Score a round": Which round? [1]',
    );
    expect(s.ui.shown('prompt')).toHaveLength(1);
  });

  test('an answer with a button the dialog does not have is refused', () => {
    const s = probe(LocalWorkbook.empty(), { answers: [{ button: 'YES', text: '1' }] });
    expect(() => s.call('menuAskRound')).toThrow('answer YES is not a button of OK_CANCEL');
  });

  test('alert(prompt) with only OK needs no answer; modal dialogs are logged with their HTML', () => {
    const s = probe();
    const ui = s.services.SpreadsheetApp.getUi();
    expect(ui.alert('Done')).toBe(ui.Button.OK);
    const html = s.services.HtmlService.createHtmlOutput('<p>Standings</p>').setWidth(500).setHeight(300);
    ui.showModalDialog(html, 'Pairings');
    expect(s.ui.log.map((d) => [d.kind, d.title, d.text])).toEqual([
      ['alert', '', 'Done'],
      ['modal', 'Pairings', '<p>Standings</p>'],
    ]);
  });

  test('menus are recorded with their items and separators', () => {
    const s = probe();
    const ui = s.services.SpreadsheetApp.getUi();
    ui.createMenu('MOCHALUNT').addItem('Set up', 'menuSetUp').addSeparator().addItem('Undo', 'menuUndo').addToUi();
    ui.createAddonMenu().addItem('Start', 'menuStart').addToUi();
    expect(s.ui.menuItems()).toEqual([
      { caption: 'Set up', functionName: 'menuSetUp' },
      { caption: 'Undo', functionName: 'menuUndo' },
      { caption: 'Start', functionName: 'menuStart' },
    ]);
    expect(s.ui.menus[0].items[1]).toEqual({ kind: 'separator' });
  });
});

describe('user edits', () => {
  test('edit() types into a cell like a user (conversions apply) and runs onEdit(e) with the event object', () => {
    const s = probe();
    tab(s).getRange('B2').setValue('old');
    expect(s.edit('Sheet1', 'B2', '2024-03-05')).toEqual({ refused: false, result: 'Sheet1', triggers: [] });
    expect(tab(s).getRange('B2').getValue()).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(s.inspect.PropertiesService.getDocumentProperties().getProperty('lastEdit')).toBe(
      'B2|3/5/2024|old|MOCHALUNT|organizer@example.com|true',
    );
    s.edit('Sheet1', 'C3', "'1-0");
    expect(s.inspect.PropertiesService.getDocumentProperties().getProperty('lastEdit')).toBe(
      'C3|1-0|undefined|MOCHALUNT|organizer@example.com|false',
    );
  });

  test('a cell protected against the user refuses the edit, as Google does', () => {
    const td = probe(LocalWorkbook.empty(), { user: 'td@example.com' });
    const p = tab(td).getRange('A1:B2').protect();
    const captain = td.newExecution({ user: 'captain@example.com' });
    // a new protection mirrors the file's permissions until its editors change: it stops no editor yet
    expect(captain.edit('Sheet1', 'B2', '½-½').refused).toBe(false);
    p.removeEditors(p.getEditors()); // Google's own pattern: now only the owner and the one protecting it
    expect(captain.edit('Sheet1', 'B2', '1-0')).toEqual({ refused: true, message: PROTECTED_MESSAGE });
    expect(captain.ui.log[0].text).toContain('You are trying to edit a protected cell or object.');
    expect(tab(captain).getRange('B2').getValue()).toBe('½-½');
    expect(captain.edit('Sheet1', 'C3', 'x').refused).toBe(false);
    expect(td.edit('Sheet1', 'B2', 'ok').refused).toBe(false);
  });
});

describe('user edits and validations', () => {
  test("a dropdown that rejects invalid input refuses a value not on its list (Sheets' message, or the rule's help text)", () => {
    const s = probe();
    const app = s.inspect.SpreadsheetApp;
    const cell = tab(s).getRange('D4').setNumberFormat('@');
    cell.setDataValidation(
      app.newDataValidation().requireValueInList(['1-0', '0-1', '½-½']).setAllowInvalid(false).build(),
    );
    const refused = 'Input must be an item on the specified list.';
    expect(s.edit('Sheet1', 'D4', '2-0')).toEqual({ refused: true, message: refused });
    expect(s.ui.log[0]).toEqual({ kind: 'alert', title: 'There was a problem', text: refused });
    // a rule with a help text (set in Sheets' own dialog, or read from a file) shows it instead
    s.workbook.sheets[0].cell(4, 4)!.validation!.helpText = 'Type 1-0, 0-1 or ½-½';
    expect(s.edit('Sheet1', 'D4', '2-0')).toEqual({ refused: true, message: 'Type 1-0, 0-1 or ½-½' });
    expect(s.edit('Sheet1', 'D4', '1-0').refused).toBe(false);
    expect(cell.getValue()).toBe('1-0');
  });
});

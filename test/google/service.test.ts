// The local service refuses what Google refuses: the authorization mode of each execution (the table of
// https://developers.google.com/workspace/add-ons/concepts/editor-auth-lifecycle#authorization_modes), the
// user each call runs as (owner, editor, viewer) against sharing and protections, the Properties quotas,
// and the spreadsheet's own time zone for typed dates.
import { LocalWorkbook, PROTECTED_MESSAGE, VIEWER_MESSAGE } from '../../local/runner';
import { modeAllows, permissionMessage } from '../../local/gas/access';
import { PROPERTY_STORE_MESSAGE, PROPERTY_VALUE_MESSAGE } from '../../local/gas/services';
import { probe, spreadsheet } from '../helpers/gas';
import { shown } from '../../local/gas/hand';

/** Defines a top-level function in the probe bundle's context and returns its name. */
function define(s: ReturnType<typeof probe>, name: string, body: string): string {
  s.evaluate(`function ${name}() { ${body} }`);
  return name;
}

const err = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
};

describe('authorization modes (Google add-on docs, authorization modes table)', () => {
  test("NONE: menus, console and Utilities only; the spreadsheet, properties and dialogs throw Google's error", () => {
    const s = probe();
    const menu = define(
      s,
      'menuOnly',
      "SpreadsheetApp.getUi().createAddonMenu().addItem('Go', 'go').addToUi(); console.log(Utilities.formatDate(new Date(0), 'UTC', 'yyyy')); return 'ok';",
    );
    expect(s.trigger(menu, 'NONE')).toBe('ok');
    expect(s.ui.menus).toHaveLength(1);
    const book = define(s, 'readBook', 'return SpreadsheetApp.getActiveSpreadsheet().getName();');
    expect(err(() => s.trigger(book, 'NONE'))).toBe(
      'You do not have permission to call SpreadsheetApp.getActiveSpreadsheet. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly',
    );
    const props = define(s, 'readProps', "return PropertiesService.getDocumentProperties().getProperty('x');");
    expect(err(() => s.trigger(props, 'NONE'))).toMatch(
      /^You do not have permission to call PropertiesService.getDocumentProperties/,
    );
    const alert = define(s, 'showAlert', "SpreadsheetApp.getUi().alert('hi');");
    expect(err(() => s.trigger(alert, 'NONE'))).toBe(
      'You do not have permission to call Ui.alert. Required permissions: https://www.googleapis.com/auth/script.container.ui',
    );
  });

  test('LIMITED (simple triggers): the file and properties yes; dialogs, user e-mail and ScriptApp no', () => {
    const s = probe();
    expect(s.trigger(define(s, 'readBook', 'return SpreadsheetApp.getActiveSpreadsheet().getName();'), 'LIMITED')).toBe(
      'MOCHALUNT',
    );
    expect(
      s.trigger(
        define(s, 'readProps', "return PropertiesService.getDocumentProperties().getProperty('x');"),
        'LIMITED',
      ),
    ).toBeNull();
    expect(err(() => s.trigger(define(s, 'who', 'return Session.getEffectiveUser().getEmail();'), 'LIMITED'))).toBe(
      'You do not have permission to call Session.getEffectiveUser. Required permissions: https://www.googleapis.com/auth/userinfo.email',
    );
    expect(err(() => s.trigger(define(s, 'prompt', "SpreadsheetApp.getUi().prompt('x');"), 'LIMITED'))).toMatch(
      /call Ui.prompt/,
    );
    expect(err(() => s.trigger(define(s, 'script', 'return ScriptApp.getProjectTriggers();'), 'LIMITED'))).toBe(
      'You do not have permission to call ScriptApp.getProjectTriggers. Required permissions: https://www.googleapis.com/auth/script.scriptapp',
    );
    // enums are not calls: every mode may read SpreadsheetApp.ProtectionType
    expect(s.trigger(define(s, 'mode', 'return SpreadsheetApp.ProtectionType.RANGE;'), 'NONE')).toBe('RANGE');
  });

  test('FULL (menu items, onInstall, installable triggers): everything the scopes allow', () => {
    const s = probe();
    expect(s.trigger(define(s, 'who', 'return Session.getEffectiveUser().getEmail();'), 'FULL')).toBe(
      'organizer@example.com',
    );
    expect(s.call('who')).toBe('organizer@example.com'); // a menu click runs in FULL
    expect(err(() => s.call('who', { authMode: 'LIMITED' }))).toMatch(/userinfo.email/); // a trigger's event names its mode
  });

  test('the table itself, row by row', () => {
    expect(['NONE', 'LIMITED', 'FULL'].map((m) => modeAllows(m as 'NONE', 'Utilities', 'formatDate'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['NONE', 'LIMITED', 'FULL'].map((m) => modeAllows(m as 'NONE', 'SpreadsheetApp', 'getActiveSpreadsheet')),
    ).toEqual([false, true, true]);
    expect(
      ['NONE', 'LIMITED', 'FULL'].map((m) => modeAllows(m as 'NONE', 'PropertiesService', 'getScriptProperties')),
    ).toEqual([false, true, true]);
    expect(['NONE', 'LIMITED', 'FULL'].map((m) => modeAllows(m as 'NONE', 'MailApp', 'sendEmail'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(permissionMessage('FormApp', 'create')).toBe(
      'You do not have permission to call FormApp.create. Required permissions: https://www.googleapis.com/auth/forms',
    );
  });
});

describe('users: sharing and protections on every write', () => {
  function protectedBook() {
    const owner = probe(LocalWorkbook.empty());
    const sheet = spreadsheet(owner).getSheetByName('Sheet1')!;
    sheet.getRange('A1:B2').protect().setDescription('captain rows').addEditor('captain@example.com');
    const organizers = sheet.getRange('C1:C9').protect().setDescription('organizers only');
    organizers.removeEditors(organizers.getEditors()); // Google's pattern: a new protection mirrors the file until then
    return owner;
  }

  test("a script running as a user who is not an editor of the protection throws Google's message and writes nothing", () => {
    const owner = protectedBook();
    const captain = owner.newExecution({ user: 'captain@example.com' });
    const sheet = captain.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!;
    sheet.getRange('A1').setValue('mine');
    expect(() => sheet.getRange('C2').setValue('backdated')).toThrow(PROTECTED_MESSAGE);
    expect(() => sheet.getRange('B1:C1').setValues([['x', 'y']])).toThrow(PROTECTED_MESSAGE);
    expect(() => sheet.getRange('C3').setNotes([['n']])).toThrow(PROTECTED_MESSAGE);
    expect(() => sheet.insertRowsAfter(1, 1)).toThrow(PROTECTED_MESSAGE);
    const values = spreadsheet(owner).getSheetByName('Sheet1')!.getRange('A1:C2').getValues();
    expect(values).toEqual([
      ['mine', '', ''],
      ['', '', ''],
    ]); // B1 untouched: the block was refused whole
    // the owner writes anywhere, as in Google Sheets
    owner.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange('C2').setValue('ok');
  });

  test('a viewer cannot write at all, nor type', () => {
    const owner = protectedBook();
    owner.workbook.share('reader@example.com', 'viewer');
    const viewer = owner.newExecution({ user: 'reader@example.com' });
    const ss = viewer.services.SpreadsheetApp.getActiveSpreadsheet();
    expect(() => ss.getSheetByName('Sheet1')!.getRange('Z9').setValue(1)).toThrow(VIEWER_MESSAGE);
    expect(() => ss.insertSheet('Mine')).toThrow(VIEWER_MESSAGE);
    expect(viewer.edit('Sheet1', 'Z9', '1')).toEqual({ refused: true, message: VIEWER_MESSAGE });
  });

  test('a protection is changed only by its editors; the owner and the current user stay editors', () => {
    const owner = protectedBook();
    const captain = owner.newExecution({ user: 'captain@example.com' });
    const theirs = captain.services.SpreadsheetApp.getActiveSpreadsheet().getProtections('RANGE' as never);
    const organizers = theirs.find((p) => p.getDescription() === 'organizers only')!;
    expect(organizers.canEdit()).toBe(false);
    expect(() => organizers.remove()).toThrow(PROTECTED_MESSAGE);
    expect(() => organizers.addEditor('captain@example.com')).toThrow(PROTECTED_MESSAGE);
    const mine = owner.services.SpreadsheetApp.getActiveSpreadsheet().getProtections('RANGE' as never)[0];
    expect(() => mine.addEditor('not-an-address')).toThrow('Invalid email: not-an-address');
    mine.removeEditors(mine.getEditors());
    expect(mine.getEditors().map((u) => u.getEmail())).toEqual(['organizer@example.com']);
  });
});

describe('protections as Google documents them (https://developers.google.com/apps-script/reference/spreadsheet/protection)', () => {
  const emails = (p: { getEditors(): { getEmail(): string }[] }) => p.getEditors().map((u) => u.getEmail());

  test("a new protection mirrors the file until its editors change; the first change starts from the file's editors", () => {
    const owner = probe(LocalWorkbook.empty());
    owner.workbook.share('coorg@example.com', 'editor');
    const sheet = spreadsheet(owner).getSheetByName('Sheet1')!;
    const p = sheet.getRange('A1:B2').protect().setDescription('results');
    const tab = sheet.protect(); // Sheet.protect: the same rule
    const captain = owner.newExecution({ user: 'captain@example.com' }); // an editor through the link only
    expect(emails(p)).toEqual(['organizer@example.com', 'coorg@example.com']);
    expect(captain.edit('Sheet1', 'B2', 'x').refused).toBe(false); // "the range remains unprotected"
    tab.addEditor('arbiter@example.com');
    expect(emails(tab)).toEqual(['organizer@example.com', 'coorg@example.com', 'arbiter@example.com']);
    expect(captain.edit('Sheet1', 'Z9', 'x')).toEqual({ refused: true, message: PROTECTED_MESSAGE });
    // Google's own sample: add yourself, then remove getEditors(): the owner and the current user remain
    p.removeEditors(p.getEditors());
    expect(emails(p)).toEqual(['organizer@example.com']);
    const coorg = owner.newExecution({ user: 'coorg@example.com' });
    expect(coorg.edit('Sheet1', 'A1', 'y')).toEqual({ refused: true, message: PROTECTED_MESSAGE });
  });

  test('the owner can never be removed, is always among getEditors() and can always edit', () => {
    const owner = probe(LocalWorkbook.empty());
    owner.workbook.share('td@example.com', 'editor');
    const td = owner.newExecution({ user: 'td@example.com' });
    const p = spreadsheet(td).getSheetByName('Sheet1')!.getRange('C1:C9').protect();
    p.removeEditors(['organizer@example.com', 'td@example.com']);
    // neither the owner nor the current user can be removed (no error)
    expect(emails(p)).toEqual(['organizer@example.com', 'td@example.com']);
    expect(owner.edit('Sheet1', 'C2', 'mine').refused).toBe(false);
    expect(
      spreadsheet(owner)
        .getProtections('RANGE' as never)[0]
        .canEdit(),
    ).toBe(true);
  });

  test('getEditors and canDomainEdit throw for a user who may not edit the protection; setRange moves it', () => {
    const owner = probe(LocalWorkbook.empty());
    const sheet = spreadsheet(owner).getSheetByName('Sheet1')!;
    const p = sheet.getRange('A1:A3').protect();
    p.removeEditors(p.getEditors());
    const theirs = spreadsheet(owner.newExecution({ user: 'captain@example.com' })).getProtections('RANGE' as never)[0];
    expect(() => theirs.getEditors()).toThrow(PROTECTED_MESSAGE);
    expect(() => theirs.canDomainEdit()).toThrow(PROTECTED_MESSAGE);
    expect(p.canDomainEdit()).toBe(false);
    p.setRange(sheet.getRange('B5:C6'));
    expect(p.getRange().getA1Notation()).toBe('B5:C6');
    const captain = owner.newExecution({ user: 'captain@example.com' });
    expect(captain.edit('Sheet1', 'A1', 'free').refused).toBe(false);
    expect(captain.edit('Sheet1', 'C6', 'x').refused).toBe(true);
  });

  test('Spreadsheet.getEditors: the owner and the people the file is shared with as editors (not viewers, not the link); getOwner', () => {
    const owner = probe(LocalWorkbook.empty());
    owner.workbook.share('coorg@example.com', 'editor');
    owner.workbook.share('captain@example.com', 'editor');
    owner.workbook.share('reader@example.com', 'viewer');
    const ss = owner.services.SpreadsheetApp.getActiveSpreadsheet();
    expect(ss.getEditors().map((u) => u.getEmail())).toEqual([
      'organizer@example.com',
      'coorg@example.com',
      'captain@example.com',
    ]);
    expect(ss.getOwner()?.getEmail()).toBe('organizer@example.com');
    const reader = owner.newExecution({ user: 'reader@example.com' }).services.SpreadsheetApp.getActiveSpreadsheet();
    expect(() => reader.getEditors()).toThrow(VIEWER_MESSAGE);
  });
});

describe('Properties quotas (9 KB a value, 500 KB a store)', () => {
  test("a value over 9 KB or a store over 500 KB throws Google's message and stores nothing", () => {
    const s = probe();
    const props = s.services.PropertiesService.getDocumentProperties();
    props.setProperty('fits', 'x'.repeat(9 * 1024));
    expect(() => props.setProperty('big', 'x'.repeat(9 * 1024 + 1))).toThrow(PROPERTY_VALUE_MESSAGE);
    expect(props.getProperty('big')).toBeNull();
    for (let i = 0; i < 54; i++) props.setProperty(`k${i}`, 'y'.repeat(9000));
    expect(() => props.setProperties({ a: 'z'.repeat(9000), b: 'z'.repeat(9000) })).toThrow(PROPERTY_STORE_MESSAGE);
    expect(props.getProperty('a')).toBeNull();
  });
});

describe("a cell's 50,000 characters (https://developers.google.com/workspace/sheets/api/limits)", () => {
  test("a longer text throws Google's message and writes nothing; 50,000 characters fit", () => {
    const sheet = spreadsheet(probe()).getSheetByName('Sheet1')!;
    sheet.getRange('A1').setValue('x'.repeat(50000));
    const refused = 'Your input contains more than the maximum of 50000 characters in a single cell.';
    expect(() => sheet.getRange('A2').setValue('y'.repeat(50001))).toThrow(refused);
    expect(() => sheet.getRange('B1:B2').setValues([['ok'], ['z'.repeat(60000)]])).toThrow(refused);
    expect(
      sheet
        .getRange('A1:B2')
        .getValues()
        .map((r) => r.map((v) => String(v).length)),
    ).toEqual([
      [50000, 0],
      [0, 0],
    ]);
  });
});

describe("the spreadsheet's own time zone", () => {
  test('a date typed into a Europe/Rome spreadsheet is that wall-clock time in Rome; shown as typed', () => {
    const s = probe();
    s.workbook.timeZone = 'Europe/Rome';
    expect(s.edit('Sheet1', 'A1', '2024-01-19 20:00').refused).toBe(false);
    const cell = spreadsheet(s).getSheetByName('Sheet1')!.getRange('A1');
    expect((cell.getValue() as Date).toISOString()).toBe('2024-01-19T19:00:00.000Z');
    expect(shown(s.workbook, 'Sheet1', 'A1')).toEqual([['1/19/2024 20:00:00']]);
    s.workbook.timeZone = 'Etc/UTC';
    s.edit('Sheet1', 'A2', '2024-07-19 20:00');
    expect((spreadsheet(s).getSheetByName('Sheet1')!.getRange('A2').getValue() as Date).toISOString()).toBe(
      '2024-07-19T20:00:00.000Z',
    );
  });
});

describe('triggers run as Google runs them', () => {
  test("a person's edit fires the simple onEdit as that person (LIMITED), then each installable edit trigger as its creator (FULL)", () => {
    const owner = probe();
    // the organizer's installable edit trigger, as ScriptApp.newTrigger('logEdit').forSpreadsheet(ss).onEdit().create() keeps it
    owner.workbook.triggers.push({
      uid: '7',
      handler: 'logEdit',
      eventType: 'ON_EDIT',
      source: 'SPREADSHEETS',
      sourceId: owner.workbook.id,
      creator: 'organizer@example.com',
    });
    const captain = owner.newExecution({ user: 'captain@example.com' });
    const edited = captain.edit('Sheet1', 'B3', 'Anna, Bruno');
    expect(edited.refused).toBe(false);
    expect(edited.triggers?.map((t) => [t.handler, t.user, t.ok])).toEqual([
      ['logEdit', 'organizer@example.com', true],
    ]);
    const props = owner.workbook.documentProperties;
    expect(props.get('lastEdit')).toBe('B3|Anna, Bruno|undefined|MOCHALUNT|captain@example.com|false');
    expect(props.get('installable')).toBe('B3|Anna, Bruno|FULL|captain@example.com|organizer@example.com');
    // a refused edit fires nothing
    owner.workbook.documentProperties.delete('installable');
    const viewer = owner.newExecution({ user: 'viewer@example.com' });
    owner.workbook.sharing.viewers.push('viewer@example.com');
    expect(viewer.edit('Sheet1', 'B4', 'x').refused).toBe(true);
    expect(props.get('installable')).toBeUndefined();
  });
});

// What Google's signatures refuse, the local service refuses with Apps Script's message ("The parameters (...) don't
// match the method signature for ..."), so a call that only works locally cannot pass the tests.
describe('signatures: arguments Google does not take are refused', () => {
  type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const services = () => probe().inspect as unknown as Record<string, Any>;
  const sig = (args: string, method: string) =>
    `The parameters (${args}) don't match the method signature for ${method}.`;

  test('Ui.alert and Ui.prompt: (prompt), (prompt, ButtonSet), (title, prompt, ButtonSet) only; dialogs show an HtmlOutput', () => {
    const { SpreadsheetApp, HtmlService } = services();
    const ui = SpreadsheetApp.getUi();
    expect(err(() => ui.alert('Title', 'Message'))).toBe(sig('String,String', 'Ui.alert'));
    expect(err(() => ui.alert('Title', 'Message', ui.ButtonSet.OK, 'more'))).toBe(
      sig('String,String,String,String', 'Ui.alert'),
    );
    expect(err(() => ui.prompt('Title', 'Question', 'OK_GO'))).toBe(sig('String,String,String', 'Ui.prompt'));
    expect(String(ui.alert('Title', 'Message', ui.ButtonSet.OK))).toBe('OK');
    expect(String(ui.alert('Message'))).toBe('OK');
    expect(err(() => ui.showModalDialog('<b>hi</b>', 'Title'))).toBe(sig('String,String', 'Ui.showModalDialog'));
    expect(err(() => ui.showModalDialog(HtmlService.createHtmlOutput('<b>hi</b>')))).toBe(
      sig('Object,undefined', 'Ui.showModalDialog'),
    );
  });

  test('Range: setDataValidation takes a built rule, not its builder; applyRowBanding a BandingTheme (and both flags)', () => {
    const s = probe();
    const { SpreadsheetApp } = s.inspect as unknown as Record<string, Any>;
    const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1');
    const range = sheet.getRange('A1:B4');
    const builder = SpreadsheetApp.newDataValidation().requireValueInList(['a', 'b']);
    expect(err(() => range.setDataValidation(builder))).toBe(sig('Object', 'SpreadsheetApp.Range.setDataValidation'));
    expect(err(() => sheet.getRange('A1').setDataValidations([[builder]]))).toBe(
      sig('Object[]', 'SpreadsheetApp.Range.setDataValidations'),
    );
    expect(range.getDataValidations()[0][0]).toBeNull();
    range.setDataValidation(builder.build());
    expect(range.getDataValidations()[0][0].getCriteriaValues()[0]).toEqual(['a', 'b']);
    expect(err(() => range.applyRowBanding('ZEBRA'))).toBe(sig('String', 'SpreadsheetApp.Range.applyRowBanding'));
    expect(err(() => range.applyRowBanding(SpreadsheetApp.BandingTheme.LIGHT_GREY, true))).toBe(
      sig('String,Boolean', 'SpreadsheetApp.Range.applyRowBanding'),
    );
    expect(s.workbook.sheets[0].bandings).toHaveLength(0);
    range.applyRowBanding(SpreadsheetApp.BandingTheme.LIGHT_GREY, true, false);
    expect(s.workbook.sheets[0].bandings).toHaveLength(1);
  });

  test('Protection.addEditors takes addresses (removeEditors also Users); getProtections a ProtectionType', () => {
    const { SpreadsheetApp, Session } = services();
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const p = book.getSheetByName('Sheet1').getRange('A1').protect();
    expect(err(() => p.addEditors([Session.getEffectiveUser()]))).toBe(
      sig('Object[]', 'SpreadsheetApp.Protection.addEditors'),
    );
    p.addEditors(['captain@example.com']).addEditor('second@example.com');
    p.removeEditors(p.getEditors());
    expect(p.getEditors().map((u: Any) => u.getEmail())).toEqual(['organizer@example.com']);
    expect(err(() => book.getProtections('RANGES'))).toBe(sig('String', 'SpreadsheetApp.Spreadsheet.getProtections'));
    expect(err(() => book.getSheetByName('Sheet1').getProtections())).toBe(
      sig('undefined', 'SpreadsheetApp.Sheet.getProtections'),
    );
    expect(book.getProtections(SpreadsheetApp.ProtectionType.RANGE)).toHaveLength(1);
  });

  test('ScriptApp.getUserTriggers takes the document, deleteTrigger a Trigger', () => {
    const { SpreadsheetApp, ScriptApp } = services();
    const book = SpreadsheetApp.getActiveSpreadsheet();
    ScriptApp.newTrigger('go').forSpreadsheet(book.getId()).onEdit().create();
    expect(err(() => ScriptApp.getUserTriggers(book.getId()))).toBe(sig('String', 'ScriptApp.getUserTriggers'));
    expect(ScriptApp.getUserTriggers(book)).toHaveLength(1);
    expect(err(() => ScriptApp.deleteTrigger({ getUniqueId: () => '1000' }))).toBe(
      sig('Object', 'ScriptApp.deleteTrigger'),
    );
    ScriptApp.deleteTrigger(ScriptApp.getUserTriggers(book)[0]);
    expect(ScriptApp.getUserTriggers(book)).toHaveLength(0); // getProjectTriggers spans every document of the process
  });

  test('FormApp: an Item has no question methods until asListItem(), which checks the type', () => {
    const { FormApp } = services();
    const form = FormApp.create('Scheduling');
    form.addListItem().setTitle('Round').setChoiceValues(['1', '2']).setRequired(true);
    form.addTextItem().setTitle('Note');
    const [list, text] = form.getItems();
    expect([list.setRequired, list.setChoiceValues, text.setRequired]).toEqual([undefined, undefined, undefined]);
    list.asListItem().setChoiceValues(['1', '2', '3']);
    expect(form._record.items[0].choices).toEqual(['1', '2', '3']);
    expect(list.asListItem().asListItem).toBeUndefined();
    expect(err(() => text.asListItem())).toMatch(/is not of type LIST/);
  });
});

describe('reading a whole tab in one call', () => {
  // https://developers.google.com/apps-script/reference/spreadsheet/sheet#getsheetvaluesstartrow,-startcolumn,-numrows,-numcolumns
  test('getSheetValues(1, 1, -1, -1) reaches the last row and column with data, in one read; a tab with no data refuses it', () => {
    const s = probe();
    const { SpreadsheetApp } = s.services as unknown as { SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp };
    const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!;
    expect(err(() => sheet.getSheetValues(1, 1, -1, -1))).toBe('The number of rows in the range must be at least 1.');
    sheet.getRange('B3').setValue('x');
    sheet.getRange('A1').setValue(1);
    s.resetCalls();
    expect(sheet.getSheetValues(1, 1, -1, -1)).toEqual([
      [1, ''],
      ['', ''],
      ['', 'x'],
    ]);
    expect(sheet.getSheetValues(2, 2, -1, 1)).toEqual([[''], ['x']]);
    expect(s.calls().byMethod).toEqual({ 'Sheet.getSheetValues': 2 });
  });
});

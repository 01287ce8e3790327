// One execution of a script: the sandbox (only Apps Script's globals, values of the script's own realm),
// the document lock between two executions, call counting, properties, Utilities and Session.
import { LocalWorkbook } from '../../local/runner';
import { formatDate } from '../../local/gas/date-format';
import { probe, spreadsheet, tab } from '../helpers/gas';

describe('sandbox', () => {
  test('nothing of Node leaks into the bundle: no require, process, Buffer, module, timers, global', () => {
    const s = probe();
    expect(s.call('probeNodeGlobals')).toBe('undefined,undefined,undefined,undefined,undefined,undefined');
    expect(s.call('probeServices')).toBe('object,object,object,object,object,object,object');
  });

  test('values handed to the bundle use its realm: Array.isArray, instanceof Array/Date/Error/Object hold inside it', () => {
    const s = probe();
    const sh = spreadsheet(s).insertSheet('Dates');
    sh.getRange(1, 1, 1, 3).setValues([['x', new Date(Date.UTC(2025, 0, 1)), 3]]);
    const r = s.call('probeRealm', 'Dates') as Record<string, unknown>;
    expect({ ...r }).toEqual({
      isArray: true,
      rowIsArray: true,
      outerIsArray: true,
      dateIsDate: true,
      sheetsIsArray: true,
      propertiesIsObject: true,
      errorIsError: true,
      errorMessage:
        'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 3.',
    });
  });

  test('calling a function the bundle does not have names the ones it has', () => {
    expect(() => probe().call('nope')).toThrow(/no top-level function "nope".*menuExport/);
  });

  test('globals() lists the top-level functions of the bundle, not the services', () => {
    const g = probe().globals();
    expect(g).toContain('probeRealm');
    expect(g).not.toContain('SpreadsheetApp');
    expect(g).toEqual([...g].sort());
  });
});

describe('locks', () => {
  test('a second execution cannot take the document lock while the first holds it', () => {
    const first = probe();
    const second = first.newExecution();
    const lock1 = first.services.LockService.getDocumentLock();
    expect(lock1.tryLock(100)).toBe(true);
    const lock2 = second.services.LockService.getDocumentLock();
    expect(lock2.tryLock(10000)).toBe(false);
    expect(() => lock2.waitLock(10000)).toThrow('Lock timeout: another process was holding the lock for too long.');
    expect(second.call('lockAndHold')).toBe(false);
    lock1.releaseLock();
    expect(lock2.tryLock(0)).toBe(true);
    expect(lock1.tryLock(0)).toBe(false);
  });

  test('the end of an execution (a call returning) releases the locks it holds', () => {
    const first = probe();
    const second = first.newExecution();
    expect(first.call('lockAndHold')).toBe(true);
    expect(second.services.LockService.getDocumentLock().tryLock(0)).toBe(true);
  });
});

describe('call counting', () => {
  test('service calls are counted per category, with snapshot and reset', () => {
    const s = probe();
    const app = s.services.SpreadsheetApp;
    const sh = app.getActiveSpreadsheet().getSheetByName('Sheet1')!;
    s.resetCalls();
    const r = sh.getRange(1, 1, 2, 2);
    r.setValues([
      [1, 2],
      [3, 4],
    ]);
    r.getValues();
    sh.getLastRow();
    r.setNumberFormat('@').setBackground('#eeeeee');
    sh.setFrozenRows(1);
    const c = s.calls();
    expect([c.reads, c.writes, c.formatting, c.other]).toEqual([2, 1, 3, 1]);
    expect(c.byMethod['Range.getValues']).toBe(1);
    expect(c.byMethod['Sheet.getRange']).toBe(1);
    s.resetCalls();
    expect(s.calls()).toEqual({
      reads: 0,
      writes: 0,
      formatting: 0,
      other: 0,
      byMethod: {},
      byLatency: { read: 0, write: 0, slow: 0, other: 0 },
      flushes: 0,
      msByMethod: {},
      virtualMs: 0,
    });
    expect(c.reads).toBe(2); // a snapshot does not change afterwards
  });

  test('reading or writing a block is one call whatever its size; session.inspect is not counted', () => {
    const counts = [10, 500].map((n) => {
      const s = probe();
      const sh = s.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!;
      s.resetCalls();
      sh.getRange(1, 1, n, 3).setValues(Array.from({ length: n }, (_, i) => [i, 'x', true]));
      sh.getRange(1, 1, n, 3).getValues();
      tab(s).getRange(1, 1, n, 3).getValues();
      return s.calls();
    });
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[0].reads + counts[0].writes).toBe(2);
  });
});

describe('properties, Utilities, Session', () => {
  test('document properties are strings, null when missing, shared by executions on the same workbook', () => {
    const book = LocalWorkbook.empty();
    const s = probe(book);
    const props = s.services.PropertiesService.getDocumentProperties();
    expect(props.getProperty('round')).toBeNull();
    props.setProperty('round', 3 as unknown as string).setProperties({ a: 'x', b: 'y' });
    expect(s.newExecution().services.PropertiesService.getDocumentProperties().getProperty('round')).toBe('3');
    expect(Object.keys(props.getProperties()).sort()).toEqual(['a', 'b', 'round']);
    props.deleteProperty('a');
    expect({ ...props.getProperties() }).toEqual({ round: '3', b: 'y' });
    props.setProperties({ only: '1' }, true);
    expect({ ...props.getProperties() }).toEqual({ only: '1' });
  });

  test('Utilities.formatDate follows SimpleDateFormat patterns in a time zone', () => {
    const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9));
    expect(formatDate(d, 'UTC', 'yyyy-MM-dd HH:mm')).toBe('2024-03-05 14:07');
    expect(formatDate(d, 'Etc/UTC', "dd/MM/yy 'at' h:mm a")).toBe('05/03/24 at 2:07 PM');
    expect(formatDate(d, 'Europe/Paris', 'yyyy-MM-dd HH:mm:ss Z')).toBe('2024-03-05 15:07:09 +0100');
    expect(formatDate(d, 'GMT+2', 'EEE d MMM yyyy HH:mm')).toBe('Tue 5 Mar 2024 16:07');
    expect(probe().services.Utilities.formatDate(d, 'UTC', 'EEEE MMMM d')).toBe('Tuesday March 5');
  });

  test('Session gives the user running; Utilities.getUuid is a UUID', () => {
    const s = probe(LocalWorkbook.empty(), { user: 'td@example.com' });
    expect(s.services.Session.getEffectiveUser().getEmail()).toBe('td@example.com');
    expect(s.services.Utilities.getUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(spreadsheet(s).getSpreadsheetTimeZone()).toBe('Etc/UTC');
  });
});

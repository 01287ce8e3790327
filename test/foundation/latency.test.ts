// The local service's cost model and planted faults (local/gas/calls.ts): every call adds the latency per
// call to the execution's virtual time (nothing sleeps); a lock's wait adds its timeout; the k-th write or
// formatting call throws Google's quota error before doing anything, once.
import { DEFAULT_CALL_LATENCY_MS, LocalWorkbook, QUOTA_MESSAGE, startAddon } from '../../local/runner';
import { probe, PROBE_BUNDLE } from '../helpers/gas';

test('every call, getters included, costs the latency per call in virtual time', () => {
  const s = probe();
  const sh = s.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!;
  s.resetCalls();
  sh.getRange(1, 1).getValue();
  sh.getName();
  const c = s.calls();
  expect(c.reads + c.writes + c.formatting + c.other).toBe(3);
  expect(c.virtualMs).toBe(3 * DEFAULT_CALL_LATENCY_MS);
  const slow = startAddon(LocalWorkbook.empty(), { bundleDir: PROBE_BUNDLE, callLatencyMs: 200 });
  slow.services.SpreadsheetApp.getActiveSpreadsheet();
  expect(slow.calls().virtualMs).toBe(200);
});

test('a planted fault: the k-th write or formatting call throws the quota error and writes nothing; reads do not count; it fires once', () => {
  const s = probe();
  const sh = s.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!;
  const r = sh.getRange(1, 1, 1, 2);
  s.counter.failAfter(2);
  r.setValues([[1, 2]]);
  r.getValues();
  expect(() => r.setValues([[3, 4]])).toThrow(QUOTA_MESSAGE);
  expect(s.counter.faultFired).toBe(true);
  expect(s.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange(1, 1, 1, 2).getValues()).toEqual([[1, 2]]);
  r.setNumberFormat('@');
  r.setValues([[5, 6]]);
  expect(s.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange(1, 1, 1, 2).getValues()).toEqual([[5, 6]]);
  expect(() => s.counter.failAfter(0)).toThrow(/from 1/);
});

test('a lock held by another execution: tryLock waits its timeout (virtual time) and returns false', () => {
  const s = probe();
  const other = s.newExecution();
  expect(s.services.LockService.getDocumentLock().tryLock(1000)).toBe(true);
  other.resetCalls();
  expect(other.services.LockService.getDocumentLock().tryLock(3000)).toBe(false);
  expect(other.calls().virtualMs).toBe(2 * DEFAULT_CALL_LATENCY_MS + 3000);
});

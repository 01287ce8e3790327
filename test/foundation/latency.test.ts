// The local service's cost model and planted faults (local/gas/calls.ts, local/gas/latency.ts): every call
// adds its latency to the execution's virtual time (nothing sleeps): a read is a round trip that first
// commits the queued writes (a flush), a write is queued, a slow call has its own figure and flushes too,
// SpreadsheetApp.flush is a round trip, other services' calls do not flush, and the writes still queued at
// the end cost one more flush; a flat latency per call (a what-if) charges every call the same. A lock's wait
// adds its timeout; the k-th write or formatting call throws Google's quota error before doing anything, once.
import { LocalWorkbook, QUOTA_MESSAGE, startAddon } from '../../local/runner';
import {
  FLUSH_MS,
  LOCAL_CALL_MS,
  LOCK_MS,
  PROPERTY_READ_MS,
  PROTECTION_MS,
  QUEUED_WRITE_MS,
  ROUND_TRIP_MS,
  latencyOf,
} from '../../local/gas/latency';
import { FLUSH_KEY } from '../../local/gas/calls';
import { probe, PROBE_BUNDLE } from '../helpers/gas';

test('the latency model: reads flush the queued writes, writes are queued, slow calls flush and cost their own, flush is a round trip, the end commits what is queued', () => {
  const s = probe();
  const app = s.services.SpreadsheetApp;
  const ss = app.getActiveSpreadsheet();
  const props = s.services.PropertiesService.getDocumentProperties();
  s.resetCalls();
  const sh = ss.getSheetByName('Sheet1')!; // read, nothing queued: one round trip
  const r = sh.getRange(1, 1, 1, 2); // other: no round trip
  r.setValues([[1, 2]]); // write: queued
  r.setNumberFormat('@'); // formatting: queued too
  props.getProperty('k'); // another service: the spreadsheet's queue stays
  r.getValues(); // read: the flush of the 2 queued writes, then its round trip
  r.getValues(); // read, queue empty: its round trip only
  app.flush(); // a round trip even with nothing queued
  r.setValue(3); // queued
  sh.protect(); // slow: the flush, then its own cost
  r.setValue(4); // queued at the end: committed as the execution ends
  const c = s.calls();
  expect(c.virtualMs).toBe(
    ROUND_TRIP_MS +
      LOCAL_CALL_MS +
      2 * QUEUED_WRITE_MS +
      PROPERTY_READ_MS +
      (FLUSH_MS + ROUND_TRIP_MS) +
      ROUND_TRIP_MS +
      FLUSH_MS +
      QUEUED_WRITE_MS +
      (FLUSH_MS + PROTECTION_MS) +
      QUEUED_WRITE_MS +
      FLUSH_MS,
  );
  expect(c.flushes).toBe(4);
  expect(c.byLatency).toEqual({ read: 4, write: 4, slow: 1, other: 2 });
  expect(c.msByMethod[FLUSH_KEY]).toBe(4 * FLUSH_MS);
  expect(c.msByMethod['Sheet.protect']).toBe(PROTECTION_MS);
  // the counting categories (the quota's, and the planted faults') are untouched by the model
  expect([c.reads, c.writes, c.formatting]).toEqual([2, 3, 2]);
  // a read right after the start costs no flush; a write alone costs its queueing and the end's flush
  s.resetCalls();
  r.setValue(5);
  expect(s.calls().virtualMs).toBe(QUEUED_WRITE_MS + FLUSH_MS);
  s.resetCalls();
  r.getValue();
  expect(s.calls()).toMatchObject({ virtualMs: ROUND_TRIP_MS, flushes: 0 });
});

test('a flat latency per call (a what-if) charges every call the same, with no queue', () => {
  const flat = startAddon(LocalWorkbook.empty(), { bundleDir: PROBE_BUNDLE, callLatencyMs: 200 });
  const r = flat.services.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange(1, 1);
  r.setValue(1);
  r.getValue();
  expect(flat.calls()).toMatchObject({ virtualMs: 5 * 200, flushes: 0 });
});

test('every method takes its kind from the table, else from its counting category', () => {
  expect(latencyOf('other', 'Spreadsheet.getSheetByName').kind).toBe('read');
  expect(latencyOf('formatting', 'Range.protect')).toEqual({ kind: 'slow', ms: PROTECTION_MS });
  expect(latencyOf('writes', 'Spreadsheet.insertSheet').kind).toBe('slow');
  expect(latencyOf('other', 'MailApp.sendEmail').kind).toBe('slow');
  // a Forms API request (the add-on's only fetch) costs what opening the form through FormApp does
  expect(latencyOf('other', 'UrlFetchApp.fetch')).toEqual(latencyOf('other', 'FormApp.openById'));
  expect(latencyOf('other', 'UrlFetchApp.fetch').ms).toBeGreaterThanOrEqual(1000);
  expect(latencyOf('reads', 'Range.getNotes').kind).toBe('read');
  expect(latencyOf('formatting', 'Range.setBackgrounds').kind).toBe('write');
  expect(latencyOf('other', 'Sheet.getRange')).toEqual({ kind: 'other', ms: LOCAL_CALL_MS });
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
  expect(
    s.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange(1, 1, 1, 2).getValues(),
  ).toEqual([[1, 2]]);
  r.setNumberFormat('@');
  r.setValues([[5, 6]]);
  expect(
    s.inspect.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Sheet1')!.getRange(1, 1, 1, 2).getValues(),
  ).toEqual([[5, 6]]);
  expect(() => s.counter.failAfter(0)).toThrow(/from 1/);
});

test('a lock held by another execution: tryLock waits its timeout (virtual time) and returns false', () => {
  const s = probe();
  const other = s.newExecution();
  expect(s.services.LockService.getDocumentLock().tryLock(1000)).toBe(true);
  other.resetCalls();
  expect(other.services.LockService.getDocumentLock().tryLock(3000)).toBe(false);
  expect(other.calls().virtualMs).toBe(LOCAL_CALL_MS + LOCK_MS + 3000);
});

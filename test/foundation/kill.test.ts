// Google's runtime limit (local/gas/calls.ts killAfter): "Script runtime: 6 min / execution", ended with
// "Exceeded maximum execution time" (https://developers.google.com/apps-script/guides/services/quotas). The
// execution dies at the K-th service call: that call and every later one throw, so neither a catch nor a
// finally of the script can write anything; what it wrote before stays; the call ends with Google's error
// whatever the script did after; its locks are released; the next execution runs normally.
import { LocalWorkbook, TIMEOUT_MESSAGE } from '../../local/runner';
import { probe } from '../helpers/gas';

const row1 = (book: LocalWorkbook) => [1, 2, 3].map((c) => book.sheetByName('Sheet1')?.cell(1, c)?.v ?? '');

describe('killAfter(k): the execution dies at its k-th call', () => {
  test('at every call of a script: the writes before the kill stay, the catch and the finally write nothing, the lock is released', () => {
    // writeThree: getActive, getSheetByName, getDocumentLock, tryLock, getRange + setValue three times, then
    // getDocumentProperties + setProperty in its finally
    const calls = 12;
    const seen: string[][] = [];
    for (let k = 1; k <= calls; k++) {
      const book = LocalWorkbook.empty();
      const s = probe(book);
      s.counter.killAfter(k);
      expect(() => s.call('writeThree')).toThrow(TIMEOUT_MESSAGE);
      expect(s.counter.killFired).toBe(true);
      const got = row1(book).map(String);
      seen.push(got);
      expect(got).not.toContain('repaired');
      expect(book.documentProperties.get('finally')).toBeUndefined();
      // the harness ended the execution: its lock is free, and the session runs again
      expect(s.newExecution().call('lockAndHold')).toBe(true);
      expect(book.locks.get('document') ?? null).toBeNull();
    }
    // the kill leaves a prefix of the writes: none, a, a b, or all three when it hits the finally
    expect(seen).toEqual([
      ...Array<string[]>(6).fill(['', '', '']),
      ...Array<string[]>(2).fill(['a', '', '']),
      ...Array<string[]>(2).fill(['a', 'b', '']),
      ...Array<string[]>(2).fill(['a', 'b', 'c']),
    ]);
    // beyond the script's calls nothing happens
    const book = LocalWorkbook.empty();
    const s = probe(book);
    s.counter.killAfter(calls + 1);
    expect(s.call('writeThree')).toBe('done');
    expect(s.counter.killFired).toBe(false);
    expect(row1(book)).toEqual(['a', 'b', 'c']);
    expect(book.documentProperties.get('finally')).toBe('ran');
  });

  test("a script that swallows the error and returns still ends with Google's error; the next call of the session lives", () => {
    const book = LocalWorkbook.empty();
    const s = probe(book);
    s.counter.killAfter(5);
    expect(() => s.call('writeSwallowed')).toThrow(TIMEOUT_MESSAGE);
    expect(row1(book)).toEqual(['x', '', '']);
    expect(s.call('writeSwallowed')).toBe('done');
    expect(row1(book)).toEqual(['x', 'y', '']);
  });

  test('every service of the killed execution refuses, globals included; killAfter takes a call number', () => {
    const s = probe();
    s.counter.killAfter(1);
    expect(() => s.call('probeRealm', 'Sheet1')).toThrow(TIMEOUT_MESSAGE);
    expect(() => s.counter.killAfter(0)).toThrow(/from 1/);
  });
});

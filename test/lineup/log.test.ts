// M13 and M7 judged from the line-up log: the version logged up to the deadline applies, later changes are
// flagged, a row first filled after the deadline is late.
import { loggedRow, loggedRowNote, type LineupLogEntry } from '../../src/engine/mochalunt/lineup';

const t = (iso: string): number => Date.parse(iso + 'Z');
const DEADLINE = t('2026-03-01T18:00');
const COLUMNS = ['line-up'];
const change = (at: string, row: number, column: string, oldValue: string, newValue: string): LineupLogEntry => ({
  at: t(at),
  row,
  column,
  oldValue,
  newValue,
});

describe('M13: the line-up in effect is the last version logged before the deadline', () => {
  test('M13: a change after the deadline is flagged and the version before it applies', () => {
    const log = [
      change('2026-03-01T10:00', 4, 'line-up', '', 'A, B, C, D'),
      change('2026-03-01T17:59', 4, 'line-up', 'A, B, C, D', 'B, A, C, D'),
      change('2026-03-01T19:30', 4, 'line-up', 'B, A, C, D', 'D, C, B, A'),
      change('2026-03-01T11:00', 5, 'line-up', '', 'L, M, N, O'),
    ];
    const r = loggedRow(log, 4, DEADLINE, COLUMNS);
    expect(r.status).toBe('on time');
    expect(r.values['line-up']).toBe('B, A, C, D');
    expect(r.lateChanges.map((c) => c.newValue)).toEqual(['D, C, B, A']);
    expect(loggedRowNote(r, DEADLINE)).toBe(
      'changed at 2026-03-01 19:30 UTC after the deadline 2026-03-01 18:00 UTC; the version of 2026-03-01 17:59 UTC applies (M13)',
    );
    const other = loggedRow(log, 5, DEADLINE, COLUMNS);
    expect(other.values['line-up']).toBe('L, M, N, O');
    expect(loggedRowNote(other, DEADLINE)).toBe('');
  });

  test('M13: a row first filled after the deadline is late, whatever its sent cell says', () => {
    const log = [
      change('2026-03-01T18:05', 6, 'sent (UTC)', '', '2026-03-01 12:00'),
      change('2026-03-01T18:05', 6, 'line-up', '', 'A, B, C, D'),
    ];
    const r = loggedRow(log, 6, DEADLINE, COLUMNS);
    expect(r.status).toBe('late');
    expect(r.values['line-up']).toBe('A, B, C, D');
    expect(loggedRowNote(r, DEADLINE)).toBe(
      'first sent at 2026-03-01 18:05 UTC, after the deadline 2026-03-01 18:00 UTC: late (M13)',
    );
  });

  test('M13: a row emptied before the deadline and never refilled is not sent; a change at the deadline itself is in time', () => {
    const emptied = [
      change('2026-03-01T09:00', 7, 'line-up', '', 'A, B, C, D'),
      change('2026-03-01T09:30', 7, 'line-up', 'A, B, C, D', ''),
    ];
    expect(loggedRow(emptied, 7, DEADLINE, COLUMNS).status).toBe('empty');
    const atDeadline = [change('2026-03-01T18:00', 8, 'line-up', '', 'A, B, C, D')];
    expect(loggedRow(atDeadline, 8, DEADLINE, COLUMNS).status).toBe('on time');
  });

  test('M7: the game choice in effect is judged the same way from its own column', () => {
    const log = [
      change('2026-03-01T12:00', 4, 'games', '', 'Chess, Go, Hex'),
      change('2026-03-02T08:00', 4, 'games', 'Chess, Go, Hex', 'Chess, Go, Oware'),
    ];
    const r = loggedRow(log, 4, DEADLINE, ['games']);
    expect(r.values.games).toBe('Chess, Go, Hex');
    expect(r.lateChanges).toHaveLength(1);
  });
});

// A Settings time typed as the docs show it (`2024-01-15 18:00`, docs/guide.md) into a value cell that is no longer
// plain text (a row pasted from elsewhere brings its format): Sheets makes it a date, in the spreadsheet's time zone
// (local/gas/values.ts parseTyped, typed through the Editor as a paste). The add-on reads the time the cell shows, as
// UTC as the key says: the date's wall clock in the spreadsheet's zone (Utilities.formatDate), which is what was typed,
// whatever the zone: round 1 is published at 18:00 UTC (decisions.md).
import { Desk } from '../../local/demo/desk';
import { freshBook } from './book';
import { Editor } from './scenario';

function pairWithSeasonStart(timeZone: string, typed: string): { stored: unknown; summary: string; published: string } {
  const desk = Desk.open(freshBook('mochalunt'));
  const e = new Editor(desk);
  const ss = desk.session.inspect.SpreadsheetApp.getActiveSpreadsheet();
  ss.setSpreadsheetTimeZone(timeZone);
  const row = e.rowWhere('Settings', 'key', 'season start (UTC)');
  // the value cell of a row pasted from another sheet: Sheets' automatic format, not plain text
  e.sheet('Settings').getRange(row, e.col('Settings', 'value')).setNumberFormat('0.###############');
  e.setting('season start (UTC)', typed);
  const stored = e.grid('Settings')[row - 1][e.col('Settings', 'value') - 1];
  desk.click('menuPairNextRound');
  const r1 = desk.read('R1') ?? [];
  const published = r1.length > 1 ? String(r1[1][desk.column('R1', 'published (UTC)') - 1]) : '';
  return { stored, summary: desk.clicks[desk.clicks.length - 1].summary, published };
}

describe('a Settings time Sheets turned into a date', () => {
  test('in a UTC spreadsheet: 2024-01-15 18:00 is accepted and round 1 is published at 2024-01-15 18:00 UTC', () => {
    const out = pairWithSeasonStart('Etc/UTC', '2024-01-15 18:00');
    expect(out.stored).toBeInstanceOf(Date);
    expect((out.stored as Date).toISOString()).toBe('2024-01-15T18:00:00.000Z');
    expect(out.summary).not.toMatch(/nothing written/);
    expect(out.published).toBe('2024-01-15 18:00');
  });

  test('in a Europe/Rome spreadsheet (Sheets stored 17:00 UTC): read as typed, 18:00 UTC; so in New York and Kolkata', () => {
    const out = pairWithSeasonStart('Europe/Rome', '2024-01-15 18:00');
    expect((out.stored as Date).toISOString()).toBe('2024-01-15T17:00:00.000Z');
    expect(out.summary).not.toMatch(/nothing written/);
    expect(out.published).toBe('2024-01-15 18:00');
    expect(pairWithSeasonStart('America/New_York', '2024-07-01 09:30').published).toBe('2024-07-01 09:30');
    expect(pairWithSeasonStart('Asia/Kolkata', '2024-01-15 18:00').published).toBe('2024-01-15 18:00');
  });

  test('a date without a time (2024-01-15) is midnight UTC', () => {
    const out = pairWithSeasonStart('Etc/UTC', '2024-01-15');
    expect(out.stored).toBeInstanceOf(Date);
    expect(out.published).toBe('2024-01-15 00:00');
  });

  test('an impossible date stays text and is refused with its cell', () => {
    const out = pairWithSeasonStart('Etc/UTC', '2024-02-30 18:00');
    expect(out.stored).toBe('2024-02-30 18:00');
    expect(out.summary).toMatch(
      /Settings, row \d+, column value \(B\d+\): season start \(UTC\): "2024-02-30 18:00" is not a UTC date and time/,
    );
    expect(out.published).toBe('');
  });
});

// M21: the round calendar from the publication of the team pairings, all in UTC.
import {
  roundCalendar,
  defaultAppointment,
  isLate,
  parseInstant,
  formatInstant,
  DAY_MS,
  datesInOrder,
} from '../../src/engine/mochalunt/calendar';

const t = (iso: string) => {
  const v = parseInstant(iso);
  if (v === null) throw new Error(`bad time ${iso}`);
  return v;
};
const iso = (v: number | null) => (v === null ? null : formatInstant(v));

describe('M21: round calendar', () => {
  test('M21: line-ups +5 days, reductions and agreed changes +8, round end +30, default appointment the Saturday before at 14:00 UTC', () => {
    const c = roundCalendar(t('2024-01-10T18:00Z')); // a Wednesday
    expect(iso(c.lineupsDue)).toBe('2024-01-15T18:00:00.000Z');
    expect(iso(c.changesDue)).toBe('2024-01-18T18:00:00.000Z');
    expect(c.gameChoiceDue).toBeNull();
    expect(iso(c.roundEnds)).toBe('2024-02-09T18:00:00.000Z'); // a Friday
    expect(iso(c.defaultAppointment)).toBe('2024-02-03T14:00:00.000Z'); // the Saturday before
  });
  test('M21: in rounds with 5 games the game choice is due 2 days after the line-ups (+7), before the +8 deadline', () => {
    const c = roundCalendar(t('2024-09-01T12:00Z'), { fiveGames: true });
    expect(iso(c.gameChoiceDue)).toBe('2024-09-08T12:00:00.000Z');
    expect((c.gameChoiceDue as number) - c.published).toBe(7 * DAY_MS);
    expect(c.gameChoiceDue as number).toBeLessThan(c.changesDue);
  });
  test('M21: a deadline on a Saturday: the default appointment is the Saturday of the week before', () => {
    expect(iso(defaultAppointment(t('2024-02-10T23:00Z')))).toBe('2024-02-03T14:00:00.000Z');
    expect(iso(defaultAppointment(t('2024-02-10T09:00Z')))).toBe('2024-02-03T14:00:00.000Z');
  });
  test('M21: a deadline on a Sunday, even just after midnight: the day before', () => {
    expect(iso(defaultAppointment(t('2024-02-11T00:30Z')))).toBe('2024-02-10T14:00:00.000Z');
    expect(iso(defaultAppointment(t('2024-02-11T23:59Z')))).toBe('2024-02-10T14:00:00.000Z');
  });
  test("M21: every default appointment is a Saturday 14:00 UTC, 1 to 7 days before the deadline's day", () => {
    for (let d = 0; d < 14; d++) {
      const deadline = t('2024-03-01T10:00Z') + d * DAY_MS;
      const a = new Date(defaultAppointment(deadline));
      expect([a.getUTCDay(), a.getUTCHours(), a.getUTCMinutes()]).toEqual([6, 14, 0]);
      const daysBefore =
        (Math.floor(deadline / DAY_MS) * DAY_MS - (defaultAppointment(deadline) - 14 * 3600000)) / DAY_MS;
      expect(daysBefore).toBeGreaterThanOrEqual(1);
      expect(daysBefore).toBeLessThanOrEqual(7);
    }
  });
  test('M21: the settings change the number of days and the hour', () => {
    const c = roundCalendar(
      t('2024-01-10T00:00Z'),
      { fiveGames: true },
      { lineupDays: 4, changeDays: 2, gameChoiceDays: 1, roundDays: 28, appointmentHourUtc: 10 },
    );
    expect([c.lineupsDue, c.gameChoiceDue, c.changesDue, c.roundEnds].map(iso)).toEqual([
      '2024-01-14T00:00:00.000Z',
      '2024-01-15T00:00:00.000Z',
      '2024-01-16T00:00:00.000Z',
      '2024-02-07T00:00:00.000Z',
    ]);
    expect(iso(c.defaultAppointment)).toBe('2024-02-03T10:00:00.000Z');
  });

  test('M21: the dates are listed by date, whichever deadline the settings put first', () => {
    const days = { lineupDays: 5, changeDays: 3, gameChoiceDays: 2, roundDays: 30, appointmentHourUtc: 14 };
    const order = (s: typeof days, fiveGames = true) =>
      datesInOrder(roundCalendar(t('2024-01-10T18:00Z'), { fiveGames }, s)).map((d) => d.date);
    expect(order(days)).toEqual(['published', 'lineupsDue', 'gameChoiceDue', 'changesDue', 'roundEnds']);
    expect(order({ ...days, changeDays: 1 })).toEqual([
      'published',
      'lineupsDue',
      'changesDue',
      'gameChoiceDue',
      'roundEnds',
    ]);
    expect(order(days, false)).toEqual(['published', 'lineupsDue', 'changesDue', 'roundEnds']);
  });
});

describe('M21: times', () => {
  test('M21: isLate is strictly after the deadline', () => {
    const d = t('2024-01-15T18:00Z');
    expect(isLate(d, d)).toBe(false);
    expect(isLate(d + 1, d)).toBe(true);
    expect(isLate(d - 1, d)).toBe(false);
  });
  test("M21: times without an offset are UTC, whatever the machine's time zone", () => {
    expect(parseInstant('2024-01-15 18:30')).toBe(Date.UTC(2024, 0, 15, 18, 30));
    expect(parseInstant('2024-01-15')).toBe(Date.UTC(2024, 0, 15));
    expect(parseInstant('2024-01-15T18:30:05.5Z')).toBe(Date.UTC(2024, 0, 15, 18, 30, 5, 500));
    expect(parseInstant('2024-01-15T19:30+01:00')).toBe(Date.UTC(2024, 0, 15, 18, 30));
    expect(parseInstant('2024-01-15T13:30-0500')).toBe(Date.UTC(2024, 0, 15, 18, 30));
  });
  test('M21: impossible or malformed times are refused', () => {
    for (const bad of ['2024-02-30', '2024-13-01', '2024-01-15 25:00', '15/01/2024', '', 'soon'])
      expect(parseInstant(bad)).toBeNull();
  });
});

test('M21: a time that is not known prints as such instead of throwing', () => {
  expect(formatInstant(-Infinity)).toBe('at no known time');
  expect(formatInstant(Date.UTC(2024, 0, 20, 14))).toBe('2024-01-20T14:00:00.000Z');
});

// M21: the round calendar. All official times are UTC; instants are epoch milliseconds (`Instant`), read
// from ISO text by `parseInstant` and written by `formatInstant`, never through local-time Date methods.
//
// Decisions (documented here and in the report):
// - Game choice (rounds with 5 games, i.e. phase 2): due 2 days after the line-up deadline, so +7 days.
//   The rulebook's Round Procedure gives "2 additional days to choose the 4 games" right after the
//   5-day line-up deadline, and the individual pairings (published by the +8 deadline for reductions and
//   agreed changes, "3 days of the previous deadline") come after both; +10 would fall after that.
//   The rulebook says "in the knock-out phase"; every phase-2 match has 5 games (Tournament Structure),
//   so the calendar gives the +7 deadline to every round with 5 games.
// - Default appointment: the last Saturday at 14:00 UTC on a calendar day (UTC) before the day of the
//   round deadline. When the deadline itself falls on a Saturday, it is the Saturday one week earlier
//   (a session of 3-4 hours plus reporting must fit before the deadline).
// - A message sent exactly at a deadline is on time (`isLate` is strictly after).

/** A moment in time: milliseconds since 1970-01-01T00:00:00Z. */
export type Instant = number;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface CalendarSettings {
  /** line-ups are due this many days after the team pairings are published (M21: 5) */
  readonly lineupDays: number;
  /** reductions and agreed changes of individual pairings: this many days after the line-up deadline (3) */
  readonly changeDays: number;
  /** the game choice in rounds with 5 games: this many days after the line-up deadline (2) */
  readonly gameChoiceDays: number;
  /** a round lasts this many days from the publication of its team pairings (30) */
  readonly roundDays: number;
  /** the default appointment's hour, UTC (14) */
  readonly appointmentHourUtc: number;
}

const DEFAULT_CALENDAR: CalendarSettings = {
  lineupDays: 5,
  changeDays: 3,
  gameChoiceDays: 2,
  roundDays: 30,
  appointmentHourUtc: 14,
};

export interface RoundCalendar {
  readonly published: Instant;
  /** M21, M13: line-ups due (+5 days) */
  readonly lineupsDue: Instant;
  /** M21, M7: the 4 games chosen (+7 days); only in rounds with 5 games */
  readonly gameChoiceDue: Instant | null;
  /** M21, M10, M12: reductions and agreed changes of individual pairings due (+8 days) */
  readonly changesDue: Instant;
  /** M21, M16: the round deadline (+30 days) */
  readonly roundEnds: Instant;
  /** M21: the default appointment where none was agreed */
  readonly defaultAppointment: Instant;
}

/** A date of the round calendar that people are told, by its field in `RoundCalendar`. */
export type RoundDate = 'published' | 'lineupsDue' | 'gameChoiceDue' | 'changesDue' | 'roundEnds';

/**
 * M21: the round's dates in the order they fall (the days of each deadline are settings, so the game choice
 * may fall before or after the changes); equal times keep M21's order. A round without 5 games has no game choice.
 */
export function datesInOrder(c: RoundCalendar): { readonly date: RoundDate; readonly at: Instant }[] {
  const all: { date: RoundDate; at: Instant | null }[] = [
    { date: 'published', at: c.published },
    { date: 'lineupsDue', at: c.lineupsDue },
    { date: 'gameChoiceDue', at: c.gameChoiceDue },
    { date: 'changesDue', at: c.changesDue },
    { date: 'roundEnds', at: c.roundEnds },
  ];
  return all.flatMap((d) => (d.at === null ? [] : [{ date: d.date, at: d.at }])).sort((a, b) => a.at - b.at);
}

/** M21: the deadlines of a round from the UTC publication time of its team pairings. */
export function roundCalendar(
  published: Instant,
  options: { readonly fiveGames?: boolean } = {},
  settings: CalendarSettings = DEFAULT_CALENDAR,
): RoundCalendar {
  const lineupsDue = published + settings.lineupDays * DAY_MS;
  const roundEnds = published + settings.roundDays * DAY_MS;
  return {
    published,
    lineupsDue,
    gameChoiceDue: options.fiveGames ? lineupsDue + settings.gameChoiceDays * DAY_MS : null,
    changesDue: lineupsDue + settings.changeDays * DAY_MS,
    roundEnds,
    defaultAppointment: defaultAppointment(roundEnds, settings),
  };
}

/** M21: the Saturday before the deadline's day (UTC), at the appointment hour (14:00 UTC). */
export function defaultAppointment(deadline: Instant, settings: CalendarSettings = DEFAULT_CALENDAR): Instant {
  const day = Math.floor(deadline / DAY_MS) * DAY_MS; // midnight UTC of the deadline's day
  const weekday = new Date(day).getUTCDay(); // 0 Sunday .. 6 Saturday
  const back = (weekday - 6 + 7) % 7 || 7; // days back to the previous Saturday, never the same day
  return day - back * DAY_MS + settings.appointmentHourUtc * 60 * 60 * 1000;
}

/** M13, M21: sent strictly after the deadline. */
export function isLate(sentAt: Instant, deadline: Instant): boolean {
  return sentAt > deadline;
}

/**
 * Reads a UTC time: `2024-01-15`, `2024-01-15 18:30`, `2024-01-15T18:30:00Z`, `2024-01-15T19:30+01:00`
 * (seconds and milliseconds optional). Without an offset the time is UTC (never the machine's zone).
 * Returns null when the text is not such a time or names an impossible date.
 */
export function parseInstant(text: string): Instant | null {
  const m =
    /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i.exec(
      text,
    );
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  if (new Date(t).getUTCDate() !== d) return null; // e.g. 2024-02-30
  let offset = 0;
  if (m[8] && m[8].toUpperCase() !== 'Z') {
    const o = /^([+-])(\d{2}):?(\d{2})$/.exec(m[8]);
    if (!o) return null;
    offset = (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3])) * 60 * 1000;
  }
  return t - offset;
}

/** An instant as ISO text in UTC, e.g. `2024-01-20T14:00:00.000Z`. */
export function formatInstant(t: Instant): string {
  if (!Number.isFinite(t)) return 'at no known time';
  return new Date(t).toISOString();
}

/** The largest extension the organizers may grant at once, in days (a whole round). */
export const MAX_EXTENSION_DAYS = 30;

/**
 * Seed 000, Scheduling and Communication: "Deadlines can be extended in exceptional cases at the discretion
 * of the committee". An extension of a team match (or of one board) by whole days, with its reason.
 */
export interface Extension {
  /** whole days, 1 .. MAX_EXTENSION_DAYS */
  readonly days: number;
  readonly reason: string;
}

/**
 * M21 with an extension: every deadline still ahead of the publication moves by the extension's days (line-ups,
 * M13; game choice, M7; changes, M10/M12; the round deadline, M16) and the default appointment follows the new
 * round deadline. The publication time stays.
 */
export function extendCalendar(c: RoundCalendar, extension: Extension | null): RoundCalendar {
  if (!extension || extension.days <= 0) return c;
  const d = extension.days * DAY_MS;
  const roundEnds = c.roundEnds + d;
  return {
    published: c.published,
    lineupsDue: c.lineupsDue + d,
    gameChoiceDue: c.gameChoiceDue === null ? null : c.gameChoiceDue + d,
    changesDue: c.changesDue + d,
    roundEnds,
    defaultAppointment: movedAppointment(c, roundEnds),
  };
}

/** The default appointment for a moved round deadline, at the hour of the calendar's own (M21). */
function movedAppointment(c: RoundCalendar, roundEnds: Instant): Instant {
  const hour = Math.floor((((c.defaultAppointment % DAY_MS) + DAY_MS) % DAY_MS) / (60 * 60 * 1000));
  return defaultAppointment(roundEnds, { ...DEFAULT_CALENDAR, appointmentHourUtc: hour });
}

/**
 * One board's extension (seed 000: deadlines extended for the players who asked): only the round deadline
 * (M16) and the default appointment move; line-ups, game choice and changes are the team match's.
 */
export function extendBoardCalendar(c: RoundCalendar, extension: Extension | null): RoundCalendar {
  if (!extension || extension.days <= 0) return c;
  const roundEnds = c.roundEnds + extension.days * DAY_MS;
  return { ...c, roundEnds, defaultAppointment: movedAppointment(c, roundEnds) };
}

/** "extended by 7 days: illness of a player" */
export function describeExtension(e: Extension): string {
  return `extended by ${e.days} day${e.days === 1 ? '' : 's'}: ${e.reason}`;
}

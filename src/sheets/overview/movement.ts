// The change of rank since the previous round, as the Overview shows it: ▲2 (up two places), ▼1, = (same
// place), "new" for an entrant that had no rank before.

/** ▲n, ▼n or = from the rank before and the rank now (1 = first); "" when there was no previous round. */
export function movement(before: number | undefined, now: number, hadPrevious: boolean): string {
  if (!hadPrevious) return '';
  if (before === undefined) return 'new';
  if (before === now) return '=';
  return before > now ? `▲${before - now}` : `▼${now - before}`;
}

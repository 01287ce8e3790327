// Reports of a multi-player table's places (K1, K4: places decide the points): each player of the table may
// report the whole table's places; each player's latest report counts. Two or more players reporting and all
// of their latest reports the same: agreed; any two of them different: in dispute (the organizers decide); one
// player only: waiting for a second player of the table. Two-player games (L1, L5) use reports.ts (sides 1, 2).
// Pure: names in, verdicts out.

export interface TableReport {
  readonly id: string;
  readonly at: number;
  /** the reporting player's name */
  readonly by: string;
  /** the places in seat order, as read ("2 1 4 3") */
  readonly places: string;
}

type TableVerdict =
  | { readonly state: 'none' }
  | { readonly state: 'waiting'; readonly report: TableReport }
  | { readonly state: 'agreed'; readonly places: string; readonly reports: readonly TableReport[] }
  | { readonly state: 'dispute'; readonly reports: readonly TableReport[] };

/** What a table's counted reports say together: each player's latest report (the later id on a tie) counts. */
export function tableReports(reports: readonly TableReport[]): TableVerdict {
  const latest = new Map<string, TableReport>();
  for (const r of reports) {
    const had = latest.get(r.by);
    if (!had || r.at >= had.at) latest.set(r.by, r);
  }
  const all = [...latest.values()].sort((a, b) => a.at - b.at);
  if (all.length === 0) return { state: 'none' };
  if (all.length === 1) return { state: 'waiting', report: all[0] };
  return all.every((r) => r.places === all[0].places)
    ? { state: 'agreed', places: all[0].places, reports: all }
    : { state: 'dispute', reports: all };
}

/**
 * The places of a table of `n` typed in seat order ("2 1 4 3"; "absent" or "a" for a player who did not come,
 * K6), or why they are not: each place 1..n once, absent players aside, at least one place.
 */
export function parsePlaces(text: string, n: number): { places: string[] } | { reason: string } {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter((p) => p !== '')
    .map((p) => (/^a(bsent)?$/i.test(p) ? 'absent' : p));
  if (parts.length !== n)
    return {
      reason: `"${text}" gives ${parts.length} place${parts.length === 1 ? '' : 's'}, the table has ${n} seats: type one place per seat in seat order, e.g. ${Array.from({ length: n }, (_, i) => i + 1).join(' ')}`,
    };
  const playing = parts.filter((p) => p !== 'absent');
  const want = Array.from({ length: playing.length }, (_, i) => String(i + 1));
  if (playing.length === 0 || [...playing].sort().join(' ') !== want.join(' ')) {
    return {
      reason: `"${text}" is not the places of the table: the players present take the places 1 to ${playing.length || n} once each ("absent" for a player who did not come, K6)`,
    };
  }
  return { places: parts };
}

// Results reported by the players' side and confirmed by the opponent (seed rules: players report each game
// to both captains, captains report the team match): who may report a board, and what the reports of a board
// say together. A report counts when it comes from the board's side: the team's captain, or the board's player
// (by a verified address); each side's latest report in time counts. Both sides the same: agreed; different:
// in dispute (the organizers decide); one side only: waiting for the other. Pure: addresses in, names out.

export type ReportSide = 1 | 2;

/** One counted report of a board: its side, who sent it by name (never an address), the four results. */
export interface ResultReport {
  readonly id: string;
  readonly at: number;
  readonly side: ReportSide;
  /** "Italy's captain", "Anna Rossi (Italy)" */
  readonly by: string;
  /** the four game results from player 1's side, in the round tab's notation */
  readonly results: readonly string[];
}

export type BoardReports =
  | { readonly state: 'none' }
  | { readonly state: 'waiting'; readonly side: ReportSide; readonly report: ResultReport }
  | {
      readonly state: 'agreed';
      readonly results: readonly string[];
      readonly reports: readonly [ResultReport, ResultReport];
    }
  /** `games`: the 1-based games the two reports differ on */
  | {
      readonly state: 'dispute';
      readonly games: readonly number[];
      readonly reports: readonly [ResultReport, ResultReport];
    };

/** The people of one board: its teams and players, and the addresses of each team's captains and of its two players. */
export interface BoardPeople {
  readonly team1: string;
  readonly team2: string;
  readonly player1: string;
  readonly player2: string;
  readonly captains1: readonly string[];
  readonly captains2: readonly string[];
  readonly addresses1: readonly string[];
  readonly addresses2: readonly string[];
}

const has = (list: readonly string[], email: string): boolean => list.some((e) => e.trim().toLowerCase() === email);

/** Which side a sender reports for (a captain of the team, or the board's own player), or why the report does not count. */
export function reporterOf(email: string, p: BoardPeople): { side: ReportSide; by: string } | { reason: string } {
  const e = email.trim().toLowerCase();
  if (e === '') return { reason: 'the form recorded no address' };
  const sides: { side: ReportSide; by: string }[] = [];
  if (has(p.captains1, e)) sides.push({ side: 1, by: `${p.team1}'s captain` });
  else if (has(p.addresses1, e)) sides.push({ side: 1, by: `${p.player1} (${p.team1})` });
  if (has(p.captains2, e)) sides.push({ side: 2, by: `${p.team2}'s captain` });
  else if (has(p.addresses2, e)) sides.push({ side: 2, by: `${p.player2} (${p.team2})` });
  if (sides.length === 1) return sides[0];
  if (sides.length === 2)
    return {
      reason: `the address is registered for both sides of the board (${p.team1} and ${p.team2}): correct it in Captains and protections`,
    };
  return {
    reason: `the sender is neither a captain of ${p.team1} or ${p.team2} nor ${p.player1} or ${p.player2} (a player reports only their own board)`,
  };
}

/** The games (1-based) where two reports differ. */
export function differingGames(a: readonly string[], b: readonly string[]): number[] {
  const out: number[] = [];
  for (let g = 0; g < Math.max(a.length, b.length); g++) if ((a[g] ?? '') !== (b[g] ?? '')) out.push(g + 1);
  return out;
}

/** What a board's counted reports say together: each side's latest report (the later id on a tie) counts. */
export function boardReports(reports: readonly ResultReport[]): BoardReports {
  const latest = (side: ReportSide): ResultReport | undefined =>
    reports
      .filter((r) => r.side === side)
      .reduce<ResultReport | undefined>((a, r) => (!a || r.at >= a.at ? r : a), undefined);
  const one = latest(1);
  const two = latest(2);
  if (!one && !two) return { state: 'none' };
  if (!one || !two) {
    const r = (one ?? two) as ResultReport;
    return { state: 'waiting', side: r.side, report: r };
  }
  const games = differingGames(one.results, two.results);
  return games.length === 0
    ? { state: 'agreed', results: one.results, reports: [one, two] }
    : { state: 'dispute', games, reports: [one, two] };
}

// The record of a multi-player event (K2, K6): who came and when, each table's finishing order, who was seated
// at a table and did not come (a no-show: the session is not re-seated, rule 6 of the Katarenga rulebook), who left.
import type { Problem } from '../core/problem';

export interface MultiplayerEntrant {
  readonly player: string;
  /** K6: the first round the player takes part in (1 unless joining part way through) */
  readonly fromRound: number;
}

export interface Finisher {
  readonly player: string;
  /** carrots left in hand (capped by K5) */
  readonly carrots: number;
  readonly lettuces: number;
}

export interface TableResult {
  readonly round: number;
  /** 1 = top table */
  readonly table: number;
  /** K4: finishing order, first home first: the players who played */
  readonly finish: readonly Finisher[];
  /** K6: players seated at this table who did not come: no game, 0 points, no carrots */
  readonly absent?: readonly string[];
}

export interface Withdrawal {
  readonly player: string;
  /** K6: the last round the player took part in (0 if they left before playing) */
  readonly afterRound: number;
}

export interface MultiplayerEvent {
  /** K2: in order of being recorded as present; late entrants after, in their order of arrival */
  readonly entrants: readonly MultiplayerEntrant[];
  readonly results: readonly TableResult[];
  readonly withdrawals: readonly Withdrawal[];
}

/** K6: the players who take part in round `round`: arrived by then and not left before it. */
export function playersInRound(event: MultiplayerEvent, round: number): string[] {
  const left = new Map(event.withdrawals.map((w) => [w.player, w.afterRound] as const));
  return event.entrants
    .filter((e) => e.fromRound <= round && (left.get(e.player) ?? Number.POSITIVE_INFINITY) >= round)
    .map((e) => e.player);
}

/**
 * K1, K6: checks the record: known players, one table per round each (absent or not), table sizes, nobody back
 * after leaving. A table with no-shows was seated with 3 or 4 (K1) and is played by those who came (any number);
 * without, it is played by 4, 3, or 1 left alone (K6).
 */
/** A problem at one table of one round: where it is, as data (the sheets layer names the round's tab from it). */
interface TableProblem extends Problem {
  readonly round: number;
  readonly table: number;
}

export function checkMultiplayerEvent(event: MultiplayerEvent): TableProblem[] {
  const problems: TableProblem[] = [];
  const known = new Map(event.entrants.map((e) => [e.player, e] as const));
  const left = new Map(event.withdrawals.map((w) => [w.player, w.afterRound] as const));
  const seen = new Set<string>();
  for (const t of event.results) {
    const where = `round ${t.round}, table ${t.table}`;
    const absent = t.absent ?? [];
    const seated = t.finish.length + absent.length;
    if (absent.length === 0 ? ![1, 3, 4].includes(seated) : ![3, 4].includes(seated)) {
      problems.push({
        round: t.round,
        table: t.table,
        field: 'table',
        message: `${where} has ${seated} players${absent.length ? ` (${absent.length} absent)` : ''}`,
        fix: 'a table seats 4 or 3 players (K1), or 1 left alone (K6)',
      });
    }
    for (const player of [...t.finish.map((f) => f.player), ...absent]) {
      const e = known.get(player);
      if (!e) {
        problems.push({
          round: t.round,
          table: t.table,
          field: 'player',
          message: `${where}: unknown player ${player}`,
          fix: 'type a name from the list of entrants',
        });
        continue;
      }
      const key = `${t.round}\u0000${player}`;
      if (seen.has(key))
        problems.push({
          round: t.round,
          table: t.table,
          field: 'player',
          message: `${where}: ${player} already played in round ${t.round}`,
          fix: 'list each player at one table per round',
        });
      seen.add(key);
      if (t.round < e.fromRound) {
        problems.push({
          round: t.round,
          table: t.table,
          field: 'player',
          message: `${where}: ${player} joins from round ${e.fromRound}`,
          fix: `correct the player's first round or the table`,
        });
      }
      const l = left.get(player);
      if (l !== undefined && t.round > l) {
        problems.push({
          round: t.round,
          table: t.table,
          field: 'player',
          message: `${where}: ${player} left after round ${l} and cannot return (K6)`,
          fix: 'remove the player from this table',
        });
      }
    }
  }
  return problems;
}

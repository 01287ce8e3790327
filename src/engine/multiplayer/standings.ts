// K2, K5, K6, K7: match points and carrots, the order that seats the next round, and the final ranking.
import { rankByChain } from '../tiebreaks/chain';
import { tieBreakContext } from '../tiebreaks/context';
import { DEFAULT_MSO_TIE_BREAKS, tieBreakEntry, type TieBreakStepName } from '../tiebreaks/steps';
import type { ChainEntry, RankedEntry, TieBreakEntrant, TieBreakGame } from '../tiebreaks/types';
import type { MultiplayerEvent } from './event';
import { playersInRound } from './event';
import { carrotCount, DEFAULT_CARROTS, tablePoints, type CarrotSettings } from './points';

export interface MultiplayerSettings {
  readonly carrots: CarrotSettings;
  /** K7: the MSO multi-player chain (T3) after points and carrots */
  readonly chain: readonly TieBreakStepName[];
}

export const DEFAULT_MULTIPLAYER: MultiplayerSettings = {
  carrots: DEFAULT_CARROTS,
  chain: DEFAULT_MSO_TIE_BREAKS.multiPlayer,
};

interface PlayerStanding extends TieBreakEntrant {
  /** K4: match points (the score) */
  readonly score: number;
  /** K5: carrot count over the games played, fewer is better */
  readonly carrots: number;
  /** index in the event's list of entrants (arrival order) */
  readonly arrival: number;
  /** K6: the rounds the player was seated in and did not come (no game, 0 points, no carrots) */
  readonly absences: number;
}

/**
 * K4, K5, K6: each entrant's match points and carrots after rounds 1..upToRound. A player alone at a
 * table scores 4 with no carrot penalty (K6). Leavers keep the score they had at leaving. A no-show plays no
 * game: 0 points and no carrots for that round, as a leaver's rounds after leaving (rule 8); the table is scored
 * for those who came (tablePoints). Throws RangeError on a table size K4 does not score: check the record with
 * checkMultiplayerEvent first.
 */
export function multiplayerStandings(
  event: MultiplayerEvent,
  upToRound: number = Number.POSITIVE_INFINITY,
  s: MultiplayerSettings = DEFAULT_MULTIPLAYER,
): PlayerStanding[] {
  const games = new Map<string, TieBreakGame[]>();
  const carrots = new Map<string, number>();
  const absences = new Map<string, number>();
  for (const t of event.results) {
    if (t.round > upToRound) continue;
    for (const p of t.absent ?? []) absences.set(p, (absences.get(p) ?? 0) + 1);
    if (t.finish.length === 0) continue;
    const points = tablePoints(t.finish.length);
    t.finish.forEach((f, place) => {
      const others = t.finish.filter((o) => o.player !== f.player);
      const g: TieBreakGame = {
        round: t.round,
        board: t.table,
        points: points[place],
        won: place === 0,
        opponents: others.map((o) => o.player),
        opponentGameScores: others.map((o) => points[t.finish.indexOf(o)]),
      };
      games.set(f.player, [...(games.get(f.player) ?? []), g]);
      const count = t.finish.length === 1 ? 0 : carrotCount(f.carrots, f.lettuces, s.carrots);
      carrots.set(f.player, (carrots.get(f.player) ?? 0) + count);
    });
  }
  return event.entrants.map((e, arrival) => {
    const gs = games.get(e.player) ?? [];
    return {
      id: e.player,
      score: gs.reduce((sum, g) => sum + g.points, 0),
      carrots: carrots.get(e.player) ?? 0,
      games: gs,
      arrival,
      absences: absences.get(e.player) ?? 0,
    };
  });
}

/** K5: fewer carrots rank higher. */
const carrotsStep: ChainEntry<TieBreakEntrant> = {
  name: 'carrots',
  values: (group) => group.map((e) => -((e as PlayerStanding).carrots ?? 0)),
};

/**
 * K6 (decision): a player who never played, absent at every table he was seated at, ranks below every player
 * who played, even those last in every game, and below a late entrant who has not played yet: rule 7 puts a
 * player without a game above the last only when he joined late, not when he stayed away.
 */
const neverPlayedStep: ChainEntry<TieBreakEntrant> = {
  name: 'neverPlayed',
  values: (group) => group.map((e) => (e.games.length === 0 && ((e as PlayerStanding).absences ?? 0) > 0 ? -1 : 0)),
};

/**
 * K6 rule 7: a player who has not played yet (a late entrant on 0 points and 0 carrots) ranks above the
 * players tied with them, who have come last in all their games so far.
 */
const lateEntrantStep: ChainEntry<TieBreakEntrant> = {
  name: 'lateEntrant',
  values: (group) => group.map((e) => (e.games.length === 0 ? 1 : 0)),
};

/**
 * K2, K5, K6, K7: match points, then K6's no-shows who never played last, then carrots (fewer better), then
 * K6's late entrants, then the MSO multi-player chain (T3: board in the final round, ...). Ties that survive
 * are reported as ties.
 */
export function rankMultiplayer(
  event: MultiplayerEvent,
  upToRound: number = Number.POSITIVE_INFINITY,
  s: MultiplayerSettings = DEFAULT_MULTIPLAYER,
): RankedEntry<PlayerStanding>[] {
  const standings = multiplayerStandings(event, upToRound, s);
  const played = standings.flatMap((p) => p.games.map((g) => g.round));
  const ctx = tieBreakContext(standings, played.length ? Math.max(...played) : 0);
  const chain = [
    neverPlayedStep,
    carrotsStep,
    lateEntrantStep,
    ...s.chain.map((n) => tieBreakEntry(n, ctx)),
  ] as ChainEntry<PlayerStanding>[];
  return rankByChain(standings, chain);
}

/**
 * K2: the order that fills the tables of `round`: round 1 in order of arrival; later rounds by the ranking
 * after the round before (match points, carrots, K6, K7), only the players taking part (K6). Decision:
 * players the whole chain leaves tied keep their order of arrival (MSO: the arbiter may decide instead).
 */
export function seatingOrder(
  event: MultiplayerEvent,
  round: number,
  s: MultiplayerSettings = DEFAULT_MULTIPLAYER,
): string[] {
  const present = new Set(playersInRound(event, round));
  if (round <= 1) return event.entrants.map((e) => e.player).filter((p) => present.has(p));
  return rankMultiplayer(event, round - 1, s)
    .map((r) => r.id)
    .filter((p) => present.has(p));
}

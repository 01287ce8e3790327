// A team's roster (M1): its registered players, round by round, since players may join during the event.
import type { PlayerName, TeamName } from '../core/ids';
import type { Problem } from '../core/problem';

/** M1: the fewest registered players a team may have. */
export const MINIMUM_ROSTER = 4;

interface RegisteredPlayer {
  readonly name: PlayerName;
  readonly team: TeamName;
  /** M1: the first round the player may play (1 for those registered before the event) */
  readonly joined: number;
}

/** M1: the roster of a team for a round: the players registered by then, in registration order. */
export function rosterForRound(players: readonly RegisteredPlayer[], team: TeamName, round: number): PlayerName[] {
  return players.filter((p) => p.team === team && p.joined <= round).map((p) => p.name);
}

/** M1: a team needs at least 4 registered players in the round it plays. */
export function checkRosterSize(team: TeamName, round: number, rosterSize: number): Problem | null {
  if (rosterSize >= MINIMUM_ROSTER) return null;
  return {
    field: 'roster',
    message: `${team} has ${rosterSize} registered player${rosterSize === 1 ? '' : 's'} for round ${round}; a team needs at least ${MINIMUM_ROSTER} (M1)`,
    fix: `register ${MINIMUM_ROSTER - rosterSize} more player${MINIMUM_ROSTER - rosterSize === 1 ? '' : 's'} of ${team}, or mark the team withdrawn`,
  };
}

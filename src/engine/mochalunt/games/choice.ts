// M7: the 4 games of a team match in a round with 5 games. Team 1 (the better-ranked team) picks 3 by the
// game-choice deadline (M21), team 2 then picks the 4th. If team 1 does not send by the deadline, team 2
// may choose all 4; if neither does, the first team to send a choice of 4 decides.
//
// Decisions (documented here and in the report):
// - A choice is sent to the opponent, so the first valid one of each kind counts (later ones are ignored).
// - Team 2's 4th game counts whenever it was sent (it can only answer team 1's pick).
// - Team 2's choice of all 4 counts if sent by the deadline; after the deadline, the first valid choice
//   of 4 from either team decides (so the outcome never changes once decided).
// - Nobody chose (or team 2 never picked its 4th): `whenMissing` setting, default 'listOrder' = the first
//   games of the round's list not yet chosen; 'problem' reports it instead.
// - Invalid or late choices are ignored and reported in `notes`.
// The 4 games are returned in the round-list order: they are games 1-4 of M14.
import { fail, ok, type Checked, type Problem } from '../../core/problem';
import { normalizeName } from '../../core/ids';
import { formatInstant, isLate, type Instant } from '../calendar';
import { closestName, findName } from '../lineup/names';
import type { Side } from '../lineup/types';

/** One choice e-mailed by a captain: the games, as typed. */
export interface SentGameChoice {
  readonly side: Side;
  readonly games: readonly string[];
  readonly sentAt: Instant;
}

interface GameChoiceSettings {
  /** when a choice is missing: fill from the round's list in order, or report a problem */
  readonly whenMissing: 'listOrder' | 'problem';
}

const DEFAULT_GAME_CHOICE: GameChoiceSettings = { whenMissing: 'listOrder' };

export type GameChoiceHow =
  /** a round with 4 games: nothing to choose */
  | 'roundList'
  /** team 1 picked 3, team 2 the 4th */
  | 'teams'
  /** team 1 picked 3, team 2 sent no valid 4th: the first remaining game of the list */
  | 'team1AndListOrder'
  /** team 1 missed the deadline: team 2 chose all 4 */
  | 'team2'
  /** neither team chose by the deadline: the first valid choice sent afterwards */
  | 'firstToSend'
  /** nobody chose: the first 4 games of the list */
  | 'listOrder';

interface GameChoice {
  /** the 4 games, in the round-list order (games 1-4 of M14) */
  readonly games: readonly string[];
  readonly how: GameChoiceHow;
  /** choices that were ignored, and why */
  readonly notes: readonly Problem[];
}

const FIELD = 'game choice';
const teamLabel = (s: Side): string => (s === 'team1' ? 'team 1' : 'team 2');

/** M7: checks one sent choice against the round's list: `count` distinct games of the list, none of `taken`. */
export function checkGamePick(
  roundGames: readonly string[],
  picked: readonly string[],
  count: number,
  taken: readonly string[] = [],
): Checked<string[]> {
  const problems: Problem[] = [];
  const out: string[] = [];
  for (const typed of picked) {
    const g = findName(typed, roundGames);
    if (g === undefined) {
      const c = closestName(typed, roundGames);
      problems.push({
        field: FIELD,
        message: `${normalizeName(typed)} is not one of this round's games`,
        fix: `${c !== undefined ? `did you mean ${c}? ` : ''}choose from: ${roundGames.join(', ')}`,
      });
    } else if (out.includes(g)) {
      problems.push({ field: FIELD, message: `${g} is chosen twice`, fix: `choose ${count} different games` });
    } else if (taken.includes(g)) {
      problems.push({
        field: FIELD,
        message: `${g} is already chosen by team 1`,
        fix: `choose one of: ${roundGames.filter((x) => !taken.includes(x)).join(', ')}`,
      });
    } else out.push(g);
  }
  if (picked.length !== count) {
    problems.push({
      field: FIELD,
      message: `${picked.length} game${picked.length === 1 ? '' : 's'} chosen; ${count} ${count === 1 ? 'is' : 'are'} expected here`,
      fix: `choose exactly ${count}`,
    });
  }
  return problems.length ? fail(...problems) : ok(out);
}

/** M7: the 4 games of a team match, from the round's list, the choices sent, and the game-choice deadline. */
export function chooseGames(
  roundGames: readonly string[],
  sent: readonly SentGameChoice[],
  deadline: Instant,
  settings: GameChoiceSettings = DEFAULT_GAME_CHOICE,
): Checked<GameChoice> {
  if (roundGames.length === 4) return ok({ games: roundGames.slice(), how: 'roundList', notes: [] });
  if (roundGames.length !== 5) {
    return fail({
      field: FIELD,
      message: `the round lists ${roundGames.length} games; a choice is made from 5`,
      fix: 'list 5 games for this round',
    });
  }
  const notes: Problem[] = [];
  const inOrder = (games: readonly string[]) => roundGames.filter((g) => games.includes(g));
  const byTime = sent
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.sentAt - b.s.sentAt || a.i - b.i)
    .map((e) => e.s);
  const note = (s: SentGameChoice, why: string, fix?: string) =>
    notes.push({
      field: FIELD,
      message: `${teamLabel(s.side)}'s choice sent ${formatInstant(s.sentAt)} is ignored: ${why}`,
      fix,
    });
  const firstValid = (
    candidates: readonly SentGameChoice[],
    count: number,
    taken: readonly string[] = [],
  ): string[] | undefined => {
    for (const s of candidates) {
      const c = checkGamePick(roundGames, s.games, count, taken);
      if (c.ok) return c.value;
      for (const p of c.problems) note(s, p.message, p.fix);
    }
    return undefined;
  };
  const onTime = (s: SentGameChoice) => !isLate(s.sentAt, deadline);

  const team1 = firstValid(
    byTime.filter((s) => s.side === 'team1' && onTime(s)),
    3,
  );
  if (team1) {
    for (const s of byTime) if (s.side === 'team1' && !onTime(s)) note(s, 'sent after the deadline');
    const fourth = firstValid(
      byTime.filter((s) => s.side === 'team2'),
      1,
      team1,
    );
    if (fourth) return ok({ games: inOrder([...team1, ...fourth]), how: 'teams', notes });
    if (settings.whenMissing === 'problem') {
      return fail({
        field: FIELD,
        message: 'team 2 has not chosen the 4th game',
        fix: `choose one of: ${roundGames.filter((g) => !team1.includes(g)).join(', ')}`,
      });
    }
    const filler = roundGames.find((g) => !team1.includes(g)) as string;
    return ok({ games: inOrder([...team1, filler]), how: 'team1AndListOrder', notes });
  }
  const team2 = firstValid(
    byTime.filter((s) => s.side === 'team2' && onTime(s)),
    4,
  );
  if (team2) return ok({ games: inOrder(team2), how: 'team2', notes });
  const first = firstValid(
    byTime.filter((s) => !onTime(s)),
    4,
  );
  if (first) return ok({ games: inOrder(first), how: 'firstToSend', notes });
  if (settings.whenMissing === 'problem') {
    return fail(
      { field: FIELD, message: 'no valid choice of games was sent', fix: 'team 1 chooses 3 games, team 2 the 4th' },
      ...notes,
    );
  }
  return ok({ games: roundGames.slice(0, 4), how: 'listOrder', notes });
}

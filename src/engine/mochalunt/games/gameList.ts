// M6: a round's game list: 4 games from 4 different families in phase 1, 5 different games in phase 2.
//
// Decisions (documented here and in the report):
// - Rounds 1..phase1Rounds (5) are phase 1 (4 games); later rounds (phase 2, knock-out and McMahon alike)
//   have 5 games: the rulebook gives every phase-2 team match a choice of 4 out of 5 games.
// - Phase-2 lists need 5 different games with known families; their families may repeat (the rulebook
//   asks for 4 different families only in phase 1).
// - Game names and families are compared case-insensitively; the canonical family spelling is returned.
import { fail, ok, type Checked, type Problem } from '../../core/problem';
import { normalizeName } from '../../core/ids';
import { closestName, findName } from '../lineup/names';

export const GAME_FAMILIES = [
  'chess',
  'territory',
  'connection',
  'mancala',
  'alignment',
  'checkers',
  'goal',
  'Gipf',
  'various',
] as const;
type GameFamily = (typeof GAME_FAMILIES)[number];

/** One game of a round's list, as typed. */
interface RoundGame {
  readonly name: string;
  readonly family: string;
}

interface CheckedGame {
  readonly name: string;
  readonly family: GameFamily;
}

interface GameListSettings {
  /** the number of phase-1 rounds (M2: 5); later rounds have 5 games */
  readonly phase1Rounds: number;
}

const DEFAULT_GAME_LIST: GameListSettings = { phase1Rounds: 5 };

/** M6: how many games a round's list has: 4 in phase 1, 5 in phase 2. */
export function gamesInRound(round: number, settings: GameListSettings = DEFAULT_GAME_LIST): 4 | 5 {
  return round <= settings.phase1Rounds ? 4 : 5;
}

/** M6: checks a round's game list; the value keeps the list's order with canonical family names. */
export function checkGameList(
  games: readonly RoundGame[],
  round: number,
  settings: GameListSettings = DEFAULT_GAME_LIST,
): Checked<CheckedGame[]> {
  const field = 'games';
  const problems: Problem[] = [];
  const want = gamesInRound(round, settings);
  const phase = want === 4 ? 'phase 1' : 'phase 2';
  if (games.length !== want) {
    problems.push({
      field,
      message: `round ${round} lists ${games.length} game${games.length === 1 ? '' : 's'}; a ${phase} round has ${want}`,
      fix: want === 4 ? 'list 4 games from 4 different families' : 'list 5 different games',
    });
  }
  const names: string[] = [];
  const out: CheckedGame[] = [];
  const familyOf = new Map<GameFamily, string>();
  games.forEach((g, i) => {
    const name = normalizeName(g.name);
    if (name === '') {
      problems.push({ field, message: `game ${i + 1} has no name`, fix: "type the game's name" });
      return;
    }
    const dup = findName(name, names);
    if (dup !== undefined) {
      problems.push({
        field,
        about: [dup],
        message: `${dup} is listed twice in round ${round}`,
        fix: `replace one ${dup} with another game`,
      });
      return;
    }
    names.push(name);
    const family = findName(g.family, GAME_FAMILIES);
    if (family === undefined) {
      const c = closestName(g.family, GAME_FAMILIES);
      problems.push({
        field: 'family',
        about: [name],
        message: `${name}: "${normalizeName(g.family)}" is not a game family`,
        fix: `${c !== undefined ? `did you mean ${c}? ` : ''}type one of: ${GAME_FAMILIES.join(', ')}`,
      });
      return;
    }
    const other = familyOf.get(family);
    if (want === 4 && other !== undefined) {
      problems.push({
        field: 'family',
        about: [other, name],
        message: `${other} and ${name} are both ${family} games; a phase 1 round has 4 different families`,
        fix: `replace ${name} with a game of another family`,
      });
    }
    familyOf.set(family, other ?? name);
    out.push({ name, family });
  });
  return problems.length ? fail(...problems) : ok(out);
}

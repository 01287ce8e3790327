// M8-M11 in one call, from the texts captains write: both line-ups (and strength lists) checked, then the
// individual matches computed. Used by the command line and by the sheets layer's line-up tab.
import type { Checked, Problem } from '../../core/problem';
import { ok } from '../../core/problem';
import { parseLineup } from './parse';
import { individualMatches } from './matches';
import type { Board, LineUp, Side } from './types';

interface LineupTexts {
  /** team 1's line-up, e.g. `Anna Rossi, Bruno, Carla, Dario / Bruno` */
  readonly team1: string;
  readonly team2: string;
  /** M11: optional strength lists, e.g. `3, 1, 2, 4` */
  readonly strength1?: string;
  readonly strength2?: string;
  /** the teams' rosters; omitted: the line-up's own names are the roster */
  readonly roster1?: readonly string[];
  readonly roster2?: readonly string[];
  /** the roster sizes (M8: 3 players suffice with a roster of 4); default the roster's length, else the NAP */
  readonly rosterSize1?: number;
  readonly rosterSize2?: number;
  /** M10: the reduced number of matches, or null/omitted for the default */
  readonly matches?: number | null;
  /** M10: the team that asked for the reduction, when known */
  readonly reducedBy?: Side;
}

interface LineupPairing {
  readonly team1: LineUp;
  readonly team2: LineUp;
  readonly boards: Board[];
}

/** M8-M11: checks both line-ups and computes the individual matches; all problems of both teams at once. */
export function pairLineupTexts(input: LineupTexts): Checked<LineupPairing> {
  const l1 = parseLineup(input.team1, {
    roster: input.roster1,
    rosterSize: input.rosterSize1,
    strength: input.strength1,
    label: 'team 1',
  });
  const l2 = parseLineup(input.team2, {
    roster: input.roster2,
    rosterSize: input.rosterSize2,
    strength: input.strength2,
    label: 'team 2',
  });
  const problems: Problem[] = [...(l1.ok ? [] : l1.problems), ...(l2.ok ? [] : l2.problems)];
  if (!l1.ok || !l2.ok) return { ok: false, problems };
  const reduction =
    input.matches === undefined || input.matches === null ? undefined : { matches: input.matches, by: input.reducedBy };
  const boards = individualMatches(l1.value, l2.value, reduction);
  if (!boards.ok) return boards;
  return ok({ team1: l1.value, team2: l2.value, boards: boards.value });
}

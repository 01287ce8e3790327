// The record of a Mind Lab event (L1-L6): entrants in seeding order, each round's matches and byes.
import type { Problem } from '../core/problem';
import type { GameResult } from '../core/result';
import type { MindLabFormat, MindLabKind } from './format';

/** One match: a single game in an individual event, the four boards of a team match (L5). */
export interface MindLabMatch {
  readonly round: number;
  /** the first named (plays first / at home; team 1) */
  readonly first: string;
  readonly second: string;
  /** results from the first-named side, one per board: 1 in an individual event, 4 in a team event (L5 board order) */
  readonly results: readonly GameResult[];
}

export interface MindLabBye {
  readonly round: number;
  readonly entrant: string;
}

export interface MindLabEvent {
  readonly kind: MindLabKind;
  readonly format: MindLabFormat;
  /** seeding order; in a league, entrant i is number i+1 of the Berger table (L3) */
  readonly entrants: readonly string[];
  readonly matches: readonly MindLabMatch[];
  readonly byes: readonly MindLabBye[];
  /**
   * L6 d: the rematches played after a league by entrants still tied for a leading place (rematch.ts). They
   * decide the order of those entrants only: they add no points, wins or opponents.
   */
  readonly rematches?: readonly MindLabMatch[];
}

/**
 * L1, L2, L3, L5: checks the record: known entrants, one match or bye per entrant and round, one result
 * (individual) or four (team, L5) per match, nobody with more than one bye (L2, L3).
 */
export function checkMindLabEvent(event: MindLabEvent): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(event.entrants);
  const boards = event.kind === 'team' ? 4 : 1;
  const busy = new Set<string>();
  const use = (round: number, id: string): void => {
    if (!known.has(id)) {
      problems.push({
        field: 'entrant',
        message: `round ${round}: unknown entrant ${id}`,
        fix: 'type a name from the list of entrants',
      });
      return;
    }
    const key = `${round}\u0000${id}`;
    if (busy.has(key))
      problems.push({
        field: 'entrant',
        message: `round ${round}: ${id} is paired twice`,
        fix: 'give each entrant one match or bye per round',
      });
    busy.add(key);
  };
  for (const m of event.matches) {
    use(m.round, m.first);
    use(m.round, m.second);
    if (m.first === m.second)
      problems.push({
        field: 'entrant',
        message: `round ${m.round}: ${m.first} cannot play itself`,
        fix: 'pair two different entrants',
      });
    if (m.results.length !== boards) {
      problems.push({
        field: 'results',
        message: `round ${m.round}, ${m.first} v ${m.second}: ${m.results.length} results for ${boards} board${boards > 1 ? 's' : ''}`,
        fix: boards > 1 ? 'give one result for each of Abalone, Checkers, Quoridor, Octi (L5)' : 'give one result',
      });
    }
  }
  const byes = new Map<string, number>();
  for (const b of event.byes) {
    use(b.round, b.entrant);
    byes.set(b.entrant, (byes.get(b.entrant) ?? 0) + 1);
  }
  for (const [id, n] of byes) {
    if (n > 1)
      problems.push({
        field: 'bye',
        message: `${id} has ${n} byes; nobody gets more than one (L2, L3)`,
        fix: 'give the later bye to another entrant',
      });
  }
  return problems;
}

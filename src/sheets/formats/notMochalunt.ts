// What the formats other than MOCHALUNT say of its own actions (line-ups M8-M13, the individual ranking
// M19-M20, the Players tab): each has a counterpart in the format's own menu.
import type { FormatAction } from './entry';

export function notMochalunt(action: FormatAction, format: string): { message: string; fix: string } {
  const message =
    action === 'pairIndividual'
      ? `"Pair individual matches" is only for MOCHALUNT (line-ups, M8-M13); in a ${format} event Pair next round writes every game`
      : action === 'addRegistrations'
        ? `"Add registered players" fills the MOCHALUNT Players tab; in a ${format} event type the entrants on the Entrants tab`
        : `"Individual ranking" is only for MOCHALUNT (M19, M20); in a ${format} event the Standings tab is the ranking`;
  return { message, fix: 'use Pair next round, Score round and Update standings' };
}

// K6 on the results form: a report of a game, team board or table is refused when one of its entrants had
// withdrawn before that round (the Entrants tab's "left after round" is lower than the round): its result is
// not scored from a report; the organizers decide. Planning only.
import type { Workbook } from '../workbook';
import { entrantsSpecOf } from './registry';
import { readEntrants } from './entrants';

/** Why a report of round `round` naming `names` (entrants, teams, board players) is refused, or null. */
export function withdrawnBefore(book: Workbook, round: number, names: readonly string[]): string | null {
  const spec = entrantsSpecOf(book);
  if (spec === null) return null;
  const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
  const left = readEntrants(book, spec).entrants.find(
    (e) => wanted.has(e.name.trim().toLowerCase()) && e.leftAfter !== null && e.leftAfter < round,
  );
  return left
    ? `${left.name} withdrew before round ${round} (Entrants, left after round ${left.leftAfter}, K6): no result with ${left.name} is scored from a report; the organizers decide`
    : null;
}

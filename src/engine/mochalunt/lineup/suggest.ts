// M8: a line-up names players of the team's roster; a name that is not on it is an error. For the organizers'
// question at Pair individual matches, the roster name a typed name most likely means: the same name without
// accents and case ("Reka Kovacs" for "Réka Kovács"), else the nearest one (names.ts closestName), and the
// line-up with those names put in.
import { closestName, findName } from './names';

/** "Réka  KOVÁCS" -> "reka kovacs": accents removed, spaces folded, lower case. */
function folded(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * M8: the roster name `typed` most likely means, or undefined when none stands out: the one name equal to it
 * without accents and case, else the one nearest name (closestName, on the names without accents).
 */
export function suggestRosterName<T extends string>(typed: string, roster: readonly T[]): T | undefined {
  const f = folded(typed);
  if (f === '') return undefined;
  const same = roster.filter((n) => folded(n) === f);
  if (same.length) return same.length === 1 ? same[0] : undefined;
  const near = closestName(f, roster.map(folded));
  return near === undefined ? undefined : roster[roster.map(folded).indexOf(near)];
}

/** A line-up text with the names not on the roster replaced by their suggestion (M8), and what was replaced. */
interface SuggestedLineup {
  readonly text: string;
  readonly replaced: readonly { readonly typed: string; readonly suggested: string }[];
  /** names not on the roster with no suggestion */
  readonly unknown: readonly string[];
}

/** M8: `text` (names separated by "," and "/") with every name not on `roster` replaced by its suggestion. */
export function suggestLineup(text: string, roster: readonly string[]): SuggestedLineup {
  const replaced: { typed: string; suggested: string }[] = [];
  const unknown: string[] = [];
  const out = text.replace(/[^,/]+/g, (item) => {
    const typed = item.trim();
    if (typed === '' || findName(typed, roster) !== undefined) return item;
    const s = suggestRosterName(typed, roster);
    if (s === undefined) {
      unknown.push(typed);
      return item;
    }
    replaced.push({ typed, suggested: s });
    return item.replace(typed, s);
  });
  return { text: out, replaced, unknown };
}

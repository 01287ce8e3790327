// Matching a name typed by a person against a list (roster, line-up, a round's games, game families).
// Names are compared after trimming and folding inner white space, and case-insensitively (an exact
// spelling wins over a case-insensitive one); the list's spelling is returned. When nothing matches,
// `closestName` finds a name to suggest.
import { normalizeName } from '../../core/ids';

/** The key two names are compared by: trimmed, inner spaces folded, lower case. */
export function nameKey(raw: string): string {
  return normalizeName(raw).toLowerCase();
}

/** The entry of `names` that `typed` means, in the list's spelling, or undefined. */
export function findName<T extends string>(typed: string, names: readonly T[]): T | undefined {
  return nameIndex(names)(typed);
}

/**
 * `findName` over one list for many look-ups: the list is indexed once by its names' normalized spelling and by
 * their key (the first listed wins, as in findName), so each look-up is one normalization, whatever the list's length.
 */
export function nameIndex<T extends string>(names: readonly T[]): (typed: string) => T | undefined {
  const exact = new Map<string, T>();
  const folded = new Map<string, T>();
  for (const x of names) {
    const n = normalizeName(x);
    if (!exact.has(n)) exact.set(n, x);
    if (!folded.has(n.toLowerCase())) folded.set(n.toLowerCase(), x);
  }
  return (typed) => {
    const n = normalizeName(typed);
    return exact.get(n) ?? folded.get(n.toLowerCase());
  };
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/**
 * The one name of `names` that `typed` is close to, or undefined when none is (or several are equally).
 * Close means: `typed` is a whole word of exactly one name ("Anna" for "Anna Rossi"), or the start
 * (3 letters or more) of exactly one name, or the one nearest name within an edit distance of a third of
 * its length, rounded up (typos such as "Frank" for "Franco"; never for one- or two-letter names).
 */
export function closestName<T extends string>(typed: string, names: readonly T[]): T | undefined {
  const k = nameKey(typed);
  if (!k) return undefined;
  const unique = (found: T[]): T | undefined => (found.length === 1 ? found[0] : undefined);
  const byWord = unique(names.filter((x) => nameKey(x).split(' ').includes(k)));
  if (byWord !== undefined) return byWord;
  if (k.length >= 3) {
    const byStart = unique(names.filter((x) => nameKey(x).startsWith(k)));
    if (byStart !== undefined) return byStart;
  }
  let best: T[] = [];
  let bestD = Infinity;
  for (const x of names) {
    const d = editDistance(k, nameKey(x));
    if (d < bestD) {
      bestD = d;
      best = [x];
    } else if (d === bestD) best.push(x);
  }
  return k.length >= 3 && bestD > 0 && bestD <= Math.ceil(k.length / 3) ? unique(best) : undefined;
}

/** Splits a comma-separated list into trimmed items (empty items stay, as '', for the caller to report). */
export function splitList(text: string): string[] {
  return text.split(',').map(normalizeName);
}

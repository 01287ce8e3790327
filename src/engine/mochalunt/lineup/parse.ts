// M8 (and the M11 strength list): reading a line-up as a captain writes it, `Anna Rossi, Bruno, Carla,
// Dario / Bruno`, checked against the team's roster. Every mistake is a Problem saying what to type.
//
// Decisions (documented here and in the report):
// - Names are matched case-insensitively after trimming and folding spaces; the roster's spelling is kept.
// - Empty items (`A,,B`, a trailing comma) are errors; nothing (or only spaces) after the `/` means no
//   second part.
// - A strength list has one whole number per first-part player, in line-up order, separated by commas
//   and/or spaces, and must be a permutation of 1..NAP: no ties (the rulebook numbers the players "from
//   the strongest (number 1) to the weakest (last player)").
// - Without a roster the line-up's own first part is the roster; the roster size (for the "3 if the roster
//   has only 4 players" rule) is then `rosterSize` if given, else the NAP.
import { fail, ok, type Checked, type Problem } from '../../core/problem';
import { normalizeName, playerName, type PlayerName } from '../../core/ids';
import { closestName, findName, nameKey, splitList } from './names';
import type { LineUp } from './types';

interface LineupOptions {
  /** the team's registered players; omitted: any name is accepted as written */
  readonly roster?: readonly string[];
  /** the number of registered players (M8: 3 players suffice when it is 4); default roster.length, else the NAP */
  readonly rosterSize?: number;
  /** M11: the optional strength list, e.g. `3, 1, 2, 4` */
  readonly strength?: string;
  /** names the team in the problems' fields, e.g. "team 1" gives "team 1 line-up" */
  readonly label?: string;
}

const EXAMPLE = 'e.g. `Anna Rossi, Bruno, Carla, Dario / Bruno`';

/** M8: the fewest players a line-up's first part may have, given the roster size. */
export function minimumNap(rosterSize: number): number {
  return rosterSize === 4 ? 3 : 4;
}

/** M8, M11: parses and checks one team's line-up (and strength list) against its roster. */
export function parseLineup(text: string, options: LineupOptions = {}): Checked<LineUp> {
  const prefix = options.label ? `${options.label} ` : '';
  const field = `${prefix}line-up`;
  const problems: Problem[] = [];
  const parts = text.split('/');
  if (normalizeName(text) === '')
    return fail({ field, message: 'the line-up is empty', fix: `write the available players, ${EXAMPLE}` });
  if (parts.length > 2) {
    return fail({
      field,
      message: `"/" appears ${parts.length - 1} times; a line-up has one "/" at most`,
      fix: `write the players once, then "/", then the players who play a second match, ${EXAMPLE}`,
    });
  }
  const first = splitList(parts[0]);
  const second = parts.length === 2 && normalizeName(parts[1]) !== '' ? splitList(parts[1]) : [];
  const where = (i: number, part: string, n: number) => (n === 1 ? `the ${part}` : `item ${i + 1} of the ${part}`);
  first.forEach((n, i) => {
    if (n === '')
      problems.push({
        field,
        message: `${where(i, 'first part', first.length)} is empty`,
        fix: 'remove the extra comma, or write a player between the commas',
      });
  });
  second.forEach((n, i) => {
    if (n === '')
      problems.push({
        field,
        message: `item ${i + 1} after the "/" is empty`,
        fix: 'remove the extra comma, or write a player between the commas',
      });
  });

  const roster = options.roster;
  const suggest = (typed: string, names: readonly string[]): string => {
    const c = closestName(typed, names);
    return c !== undefined ? `did you mean ${c}? ` : '';
  };
  const players: PlayerName[] = [];
  for (const typed of first) {
    if (typed === '') continue;
    let name: string = typed;
    if (roster) {
      const found = findName(typed, roster);
      if (found === undefined) {
        problems.push({
          field,
          about: [typed],
          message: `${typed} is not on the team's roster`,
          fix: `${suggest(typed, roster)}type a name from the roster, or register the player first`,
        });
        continue;
      }
      name = normalizeName(found);
    }
    const again = findName(name, players);
    if (again !== undefined) {
      problems.push({
        field,
        about: [again],
        message: `${again} is listed twice before the "/"`,
        fix: `list each available player once before the "/"; to let ${again} play a second match, write the name again after the "/"`,
      });
      continue;
    }
    players.push(playerName(name));
  }

  const seconds: PlayerName[] = [];
  for (const typed of second) {
    if (typed === '') continue;
    const found = findName(typed, players);
    if (found === undefined) {
      const known = roster ? findName(typed, roster) : undefined;
      if (roster && known === undefined) {
        problems.push({
          field,
          about: [typed],
          message: `${typed} (after the "/") is not on the team's roster`,
          fix: `${suggest(typed, roster)}type a name from the roster`,
        });
      } else if (known !== undefined) {
        problems.push({
          field,
          about: [normalizeName(known)],
          message: `${normalizeName(known)} is after the "/" but not before it: only players of the first part can play a second match`,
          fix: `add ${normalizeName(known)} before the "/", or remove the name after it`,
        });
      } else {
        problems.push({
          field,
          about: [typed],
          message: `${typed} is after the "/" but not before it: only players of the first part can play a second match`,
          fix: `${suggest(typed, players)}add ${typed} before the "/", or remove the name after it`,
        });
      }
      continue;
    }
    if (findName(found, seconds) !== undefined) {
      problems.push({
        field,
        about: [found],
        message: `${found} is listed twice after the "/"; a player plays 2 individual matches at most`,
        fix: `write ${found} once after the "/"`,
      });
      continue;
    }
    seconds.push(found);
  }

  const rosterSize = options.rosterSize ?? roster?.length ?? players.length;
  const min = minimumNap(rosterSize);
  const firstCount = new Set(first.filter((n) => n !== '').map(nameKey)).size;
  if (firstCount < min) {
    problems.push({
      field,
      message: `only ${firstCount} player${firstCount === 1 ? '' : 's'} before the "/"; a line-up needs at least ${min}${min === 3 ? ' (the roster has only 4 players)' : ' (3 only when the roster has exactly 4 players)'}`,
      fix:
        parts[0].includes(',') || firstCount === 0
          ? `list at least ${min} different available players before the "/"`
          : `separate the players with commas, ${EXAMPLE}`,
    });
  }

  let strength: number[] | undefined;
  if (options.strength !== undefined && options.strength.trim() !== '') {
    const s = parseStrength(options.strength, firstCount, `${prefix}strength`);
    if (s.ok) strength = s.value;
    else problems.push(...s.problems);
  }
  if (problems.length) return { ok: false, problems };
  return ok(strength ? { players, seconds, strength } : { players, seconds });
}

/** M11: a strength list: one whole number per first-part player, a permutation of 1..nap (no ties). */
export function parseStrength(text: string, nap: number, field = 'strength'): Checked<number[]> {
  const items = text.split(/[\s,]+/).filter((x) => x !== '');
  const example = Array.from({ length: nap }, (_, i) => i + 1).join(', ');
  const fix = `give each of the ${nap} players before the "/" a different number from 1 (strongest) to ${nap}, in the order of the line-up, e.g. \`${example}\``;
  const bad = items.filter((x) => !/^\d+$/.test(x));
  if (bad.length)
    return fail({
      field,
      message: `${bad.map((b) => `"${b}"`).join(', ')} ${bad.length === 1 ? 'is not a whole number' : 'are not whole numbers'}`,
      fix,
    });
  const values = items.map(Number);
  if (values.length !== nap) {
    return fail({
      field,
      message: `${values.length} number${values.length === 1 ? '' : 's'} for ${nap} players before the "/"; give exactly one number per player`,
      fix,
    });
  }
  const problems: Problem[] = [];
  const outOfRange = values.filter((v) => v < 1 || v > nap);
  if (outOfRange.length)
    problems.push({
      field,
      message: `${outOfRange.join(', ')} ${outOfRange.length === 1 ? 'is' : 'are'} outside 1..${nap}`,
      fix,
    });
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const v of values) {
    if (seen.has(v)) repeated.add(v);
    seen.add(v);
  }
  if (repeated.size) {
    const missing = Array.from({ length: nap }, (_, i) => i + 1).filter((v) => !seen.has(v));
    problems.push({
      field,
      message: `${[...repeated].join(', ')} ${repeated.size === 1 ? 'is' : 'are'} given to more than one player (ties are not allowed)${missing.length ? `; missing: ${missing.join(', ')}` : ''}`,
      fix,
    });
  }
  return problems.length ? { ok: false, problems } : ok(values);
}

/** The NAP (number of available players) of a line-up: the length of its first part. */
export const nap = (l: LineUp): number => l.players.length;
/** The number of slots of a line-up: both parts. */
export const slots = (l: LineUp): number => l.players.length + l.seconds.length;

/** Writes a line-up back the way captains write it: `A, B, C, D / B`. */
export function formatLineup(l: LineUp): string {
  return l.players.join(', ') + (l.seconds.length ? ` / ${l.seconds.join(', ')}` : '');
}

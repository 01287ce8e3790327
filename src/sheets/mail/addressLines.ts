// The players' lines of the "Captains and protections" prompt: next to `Team: e-mail` and `organizers: ...`
// lines (read by src/addon/mochalunt/captains.ts), a line `Player Name: address` (or `Player Name (Team): address` when
// two teams have a player of that name) gives a player's e-mail address for Send pairings; `Player Name: -`
// forgets it; a line `Player Name: over 65, woman` gives the player's M20 prize categories (`Player Name: no
// categories` clears them). This module only sorts and reads the lines (plain text in, plain data out); the
// addresses and categories are kept in the document properties by src/addon/mochalunt/playerAddresses.ts and
// src/addon/mochalunt/playerCategories.ts, never in a tab.
import { findName } from '../../engine/mochalunt/lineup/names';
import { parseCategoryText, CATEGORY_CHOICES, NO_CATEGORIES, type PlayerCategory } from '../playerCategories';
import { typedLines } from './typedLines';

/** The same address form the captains' lines accept. */
export const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

interface KnownPlayer {
  readonly name: string;
  readonly team: string;
}

/** A player's addresses as typed; an empty list forgets the player's addresses. */
export interface PlayerAddressLine {
  readonly player: string;
  readonly team: string;
  readonly emails: string[];
}

export interface SplitLines {
  /** the lines for the captains' parser: teams, organizers, and anything that names no player */
  readonly rest: string;
  readonly players: PlayerAddressLine[];
  /** M20 categories typed for players */
  readonly categories: PlayerCategory[];
  readonly problems: string[];
}

/**
 * Sorts the typed lines (one per line, or separated by ";"): a line whose name is a team or "organizers"
 * (or names nobody) stays for the captains' parser; a line naming a player of the Players tab is read here.
 * A team name wins over a player of the same name.
 */
export function splitAddressLines(text: string, teams: readonly string[], players: readonly KnownPlayer[]): SplitLines {
  const rest: string[] = [];
  const out: PlayerAddressLine[] = [];
  const categories: PlayerCategory[] = [];
  const problems: string[] = [];
  typedLines(text).forEach(({ line, n, who, after }) => {
    if (after === null || who.toLowerCase() === 'organizers' || findName(who, teams) !== undefined) {
      rest.push(line);
      return;
    }
    const m = /^(.*?)\s*\(([^()]+)\)$/.exec(who);
    const [name, teamTyped] = m ? [m[1], m[2]] : [who, undefined];
    const team = teamTyped === undefined ? undefined : findName(teamTyped, teams);
    if (teamTyped !== undefined && team === undefined) {
      problems.push(
        `line ${n + 1}: "${teamTyped}" is not a team of the Teams tab. Type the player as Name (Team): address, with the team as written there`,
      );
      return;
    }
    const candidates = players.filter(
      (p) => (team === undefined || p.team === team) && findName(name, [p.name]) !== undefined,
    );
    if (candidates.length === 0) {
      rest.push(line);
      return;
    } // the captains' parser says it names no team
    if (candidates.length > 1) {
      problems.push(
        `line ${n + 1}: "${name}" plays for ${candidates.map((c) => c.team).join(' and ')}. Type it as ${candidates[0].name} (${candidates[0].team}): address`,
      );
      return;
    }
    const player = candidates[0];
    const value = after;
    if (value !== '' && value !== '-' && !value.includes('@')) {
      const c = parseCategoryText(value);
      if (c === null)
        problems.push(
          `line ${n + 1} (${player.name}): "${value}" is neither an e-mail address nor prize categories. Type ${player.name}: name@example.org, or ${player.name}: over 65, woman (M20: ${CATEGORY_CHOICES}), or ${player.name}: ${NO_CATEGORIES}`,
        );
      else if ('problem' in c)
        problems.push(`line ${n + 1} (${player.name}): ${c.problem}. Type it like ${player.name}: over 65, woman`);
      else categories.push({ player: player.name, team: player.team, ...c });
      return;
    }
    const words = value
      .split(/[\s,]+/)
      .map((e) => e.trim())
      .filter((e) => e !== '');
    const forget = words.length === 0 || (words.length === 1 && words[0] === '-');
    const bad = forget ? [] : words.filter((e) => !EMAIL.test(e));
    if (bad.length) {
      problems.push(
        `line ${n + 1} (${candidates[0].name}): "${bad[0]}" is not an e-mail address. Type it like ${candidates[0].name}: name@example.org, or ${candidates[0].name}: - to forget it`,
      );
      return;
    }
    out.push({ player: candidates[0].name, team: candidates[0].team, emails: forget ? [] : words });
  });
  return { rest: rest.join('\n'), players: out, categories, problems };
}

// Players' M20 prize categories (age group, gender), kept only in the document properties (never in a tab:
// the spreadsheet is public), one property per team, `mochalunt.categories.<Team>` = JSON { player: ["over 65",
// "woman"] }. Typed as `Player Name: over 65, woman` lines in the "Captains and protections" dialog
// (src/sheets/mail/addressLines.ts); read for Individual ranking (ActionInput.categories), whose Categories tab
// shows only the draws. A property value holds at most 9 KB
// (https://developers.google.com/apps-script/guides/services/quotas): a team's value that would not fit is
// refused with a message, and nothing is kept.
import type { PlayerCategory } from '../sheets/playerCategories';
import { categoryWords, parseCategoryText } from '../sheets/playerCategories';
import { PROPERTY_VALUE_LIMIT } from './playerAddresses';

export const CATEGORIES_PROPERTY_PREFIX = 'mochalunt.categories.';

type TeamCategories = Record<string, string[]>;

function parse(raw: string | null): TeamCategories {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? v as TeamCategories : {};
  } catch {
    return {};
  }
}

/** Every player's categories, read in one call. */
export function loadCategories(): PlayerCategory[] {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const out: PlayerCategory[] = [];
  for (const key of Object.keys(all)) {
    if (key.indexOf(CATEGORIES_PROPERTY_PREFIX) !== 0) continue;
    const team = key.slice(CATEGORIES_PROPERTY_PREFIX.length);
    const players = parse(all[key]);
    for (const player of Object.keys(players)) {
      const c = parseCategoryText(String(players[player].join(', ')));
      if (c && !('problem' in c)) out.push({ team, player, ...c });
    }
  }
  return out;
}

/**
 * Merges the typed lines into each team's property (a player typed again replaces their categories; "no
 * categories" forgets them). Every team's new value is checked against the 9 KB limit first.
 */
export function saveCategories(lines: readonly PlayerCategory[]): { problems: string[]; players: number } {
  if (lines.length === 0) return { problems: [], players: 0 };
  const props = PropertiesService.getDocumentProperties();
  const byTeam = new Map<string, TeamCategories>();
  for (const l of lines) {
    const cur = byTeam.get(l.team) ?? parse(props.getProperty(CATEGORIES_PROPERTY_PREFIX + l.team));
    const words = categoryWords(l);
    if (words.length) cur[l.player] = words;
    else delete cur[l.player];
    byTeam.set(l.team, cur);
  }
  const problems: string[] = [];
  byTeam.forEach((value, team) => {
    const size = JSON.stringify(value).length;
    if (size > PROPERTY_VALUE_LIMIT) problems.push(`${team}: the players' categories take ${size} bytes, more than Google's 9 KB per property value`);
  });
  if (problems.length) return { problems, players: 0 };
  byTeam.forEach((value, team) => {
    if (Object.keys(value).length) props.setProperty(CATEGORIES_PROPERTY_PREFIX + team, JSON.stringify(value));
    else props.deleteProperty(CATEGORIES_PROPERTY_PREFIX + team);
  });
  return { problems, players: lines.length };
}

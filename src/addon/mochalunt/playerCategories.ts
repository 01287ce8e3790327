// Players' M20 prize categories (age group, gender), kept only in the document properties (never in a tab:
// the spreadsheet is public), one property per team, `mochalunt.categories.<Team>` = JSON { player: ["over 65",
// "woman"] }. Typed as `Player Name: over 65, woman` lines in the "Captains and protections" dialog
// (src/sheets/mail/addressLines.ts); read for Individual ranking (MochaluntInput.categories), whose Categories tab
// shows only the draws. Kept through teamRecords.ts (one property per team, within Google's 9 KB per value).
import type { PlayerCategory } from '../../sheets/playerCategories';
import { categoryWords, parseCategoryText } from '../../sheets/playerCategories';
import { mergeTeamRecords, parseRecord, type TeamRecordsPlan } from './teamRecords';

const CATEGORIES_PROPERTY_PREFIX = 'mochalunt.categories.';

/** Every player's categories, read in one call. */
export function loadCategories(): PlayerCategory[] {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const out: PlayerCategory[] = [];
  for (const key of Object.keys(all)) {
    if (key.indexOf(CATEGORIES_PROPERTY_PREFIX) !== 0) continue;
    const team = key.slice(CATEGORIES_PROPERTY_PREFIX.length);
    const players = parseRecord<string[]>(all[key]);
    for (const player of Object.keys(players)) {
      const c = parseCategoryText(String(players[player].join(', ')));
      if (c && !('problem' in c)) out.push({ team, player, ...c });
    }
  }
  return out;
}

/** The typed lines merged into each team's categories ("no categories" forgets a player), not yet kept. */
export function planCategories(lines: readonly PlayerCategory[]): TeamRecordsPlan<string[]> {
  return mergeTeamRecords(
    CATEGORIES_PROPERTY_PREFIX,
    lines.map((l) => {
      const words = categoryWords(l);
      return { team: l.team, player: l.player, value: words.length ? words : null };
    }),
    'categories',
  );
}

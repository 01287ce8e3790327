// M20 prize categories of players (age group, gender): personal data, so never in a tab of the public file.
// The organizers type them in the "Captains and protections" dialog as `Player Name: over 65, woman` lines
// (src/sheets/mail/addressLines.ts sorts the dialog's lines); the add-on keeps them in the document
// properties (src/addon/mochalunt/playerCategories.ts) and hands them to the planners as MochaluntInput.categories. The
// public sees only the category draws (the Categories tab).
import type { AgeGroup, Gender } from '../engine/mochalunt/individual/prizes';
import { AGE_GROUPS, GENDERS } from './tabs/players';

/** One player's categories, as kept privately. */
export interface PlayerCategory {
  readonly team: string;
  readonly player: string;
  readonly ageGroup: AgeGroup | null;
  readonly gender: Gender | null;
}

/** What a player line clears its categories with. */
export const NO_CATEGORIES = 'no categories';

export const CATEGORY_CHOICES = `${AGE_GROUPS.map((a) => a.text).join(', ')}; ${GENDERS.map((g) => g.text).join(', ')}`;

/**
 * The categories typed after a player's name ("over 65, woman", "18-64", "no categories"): null when the
 * text is not made of category words at all (an address, say); a problem when it mixes or repeats them.
 */
export function parseCategoryText(
  text: string,
): { ageGroup: AgeGroup | null; gender: Gender | null } | { problem: string } | null {
  const value = text.trim().toLowerCase();
  if (value === NO_CATEGORIES) return { ageGroup: null, gender: null };
  const words = value
    .split(',')
    .map((w) => w.trim().replace(/\s+/g, ' '))
    .filter((w) => w !== '');
  const ages = words.map((w) => AGE_GROUPS.find((a) => a.text === w)).filter((a) => a !== undefined);
  const genders = words.map((w) => GENDERS.find((g) => g.text === w)).filter((g) => g !== undefined);
  if (words.length === 0 || ages.length + genders.length < words.length) return null;
  if (ages.length > 1 || genders.length > 1)
    return {
      problem: `"${text.trim()}" gives ${ages.length > 1 ? 'two age groups' : 'two genders'}: a player has at most one age group and one gender`,
    };
  return { ageGroup: ages[0]?.value ?? null, gender: genders[0]?.value ?? null };
}

/** The words a player's categories are typed and kept with: ["over 65", "woman"]. */
export function categoryWords(c: Pick<PlayerCategory, 'ageGroup' | 'gender'>): string[] {
  return [AGE_GROUPS.find((a) => a.value === c.ageGroup)?.text, GENDERS.find((g) => g.value === c.gender)?.text].filter(
    (w): w is string => w !== undefined,
  );
}

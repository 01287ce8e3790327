// Per-team records of players kept in the document properties, never in a tab (the spreadsheet is public):
// one property per team, `<prefix><Team>` = JSON { player: value }, so no value nears Google's 9 KB per
// property value (https://developers.google.com/apps-script/guides/services/quotas). Used for the players'
// e-mail addresses (playerAddresses.ts) and their M20 prize categories (playerCategories.ts). Changes are
// planned first (mergeTeamRecords: every team's new value checked against the limit), then written
// (writeTeamRecords), so a dialog whose lines do not all fit keeps nothing.

/** Google's limit on one property value: 9 KB. */
const PROPERTY_VALUE_LIMIT = 9 * 1024;

export type TeamRecord<T> = Record<string, T>;

/** One typed line: the player's new value, or null to forget the player. */
interface RecordLine<T> {
  readonly team: string;
  readonly player: string;
  readonly value: T | null;
}

/** Merged values by team, ready to write, or the teams whose value would not fit. */
export interface TeamRecordsPlan<T> {
  readonly prefix: string;
  readonly values: ReadonlyMap<string, TeamRecord<T>>;
  readonly problems: string[];
}

/** A team's record as kept ({} when none or unreadable). */
export function loadTeamRecord<T>(prefix: string, team: string): TeamRecord<T> {
  return parseRecord<T>(PropertiesService.getDocumentProperties().getProperty(prefix + team));
}

export function parseRecord<T>(raw: string | null): TeamRecord<T> {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as TeamRecord<T>) : {};
  } catch {
    return {};
  }
}

/** Merges the lines into each team's record (a player typed again is replaced); `what` names it in a problem. */
export function mergeTeamRecords<T>(prefix: string, lines: readonly RecordLine<T>[], what: string): TeamRecordsPlan<T> {
  const values = new Map<string, TeamRecord<T>>();
  // the stored records read once (one round trip), not one getProperty per team
  const stored = lines.length ? PropertiesService.getDocumentProperties().getProperties() : {};
  for (const l of lines) {
    const cur = values.get(l.team) ?? parseRecord<T>(stored[prefix + l.team] ?? null);
    if (l.value === null) delete cur[l.player];
    else cur[l.player] = l.value;
    values.set(l.team, cur);
  }
  const problems: string[] = [];
  values.forEach((value, team) => {
    const size = JSON.stringify(value).length;
    if (size > PROPERTY_VALUE_LIMIT)
      problems.push(`${team}: the players' ${what} take ${size} bytes, more than Google's 9 KB per property value`);
  });
  return { prefix, values, problems };
}

/** Writes a plan without problems: each team's property set, or deleted when its record is empty. */
export function writeTeamRecords<T>(plan: TeamRecordsPlan<T>): void {
  const props = PropertiesService.getDocumentProperties();
  // every kept record in one setProperties (one round trip whatever the number of teams); emptied ones deleted
  const kept: Record<string, string> = {};
  plan.values.forEach((value, team) => {
    if (Object.keys(value).length) kept[plan.prefix + team] = JSON.stringify(value);
    else props.deleteProperty(plan.prefix + team);
  });
  if (Object.keys(kept).length) props.setProperties(kept);
}

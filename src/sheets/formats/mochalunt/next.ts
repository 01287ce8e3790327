// What comes next in a MOCHALUNT season (the summary's last line "Next: ..."), read from the workbook as it will
// be once the action is written: what is still to type before round 1 (Settings, Teams, Players, Games), then
// the stage of the last paired round: line-ups awaited until their deadline (M13, M21), boards played until
// the round ends (M16, M21), scored; and after the last round the rankings (M18-M20).
import type { Workbook } from '../../workbook';
import type { Plan } from '../../plan';
import type { FormatAction } from '../entry';
import { loadSeason, lastPairedRound, type Season } from '../../season';
import { roundTabName, type RoundTab } from '../../tabs/round';
import { matchCalendar } from '../../tabs/roundExtension';
import { readCategories } from './tabs/categories';
import { get, readTable } from '../../tabs/table';
import { STANDINGS_TABLE } from './tabs/output';
import { cellText } from '../../workbook';
import { dueText, listed } from './pairIndividual';
import { CATEGORY_LABELS } from '../../../engine/mochalunt/individual/prizes';

/** A deadline of the round's team matches (extensions named), or null when no match has a calendar. */
function due(
  tab: RoundTab,
  pick: (c: NonNullable<ReturnType<typeof matchCalendar>>) => number,
): { text: string; at: number } | null {
  const items = tab.matches.flatMap((m) => {
    const c = matchCalendar(m);
    return c ? [{ who: `${m.team1} v ${m.team2}`, due: pick(c) }] : [];
  });
  return items.length ? { text: dueText(items), at: Math.max(...items.map((i) => i.due)) } : null;
}

/** Before round 1: what is still to type, and in which tab. */
function toType(season: Season): string[] {
  const out: string[] = [];
  if (season.teams.length === 0) out.push('the teams with their seeds on Teams');
  if (season.players.length === 0) out.push('the players with their teams on Players (at least 4 a team, M1)');
  if (!season.games.has(1)) out.push("each round's games on Games (4 a round in phase 1, 5 in phase 2, M6)");
  return out;
}

/** True when the Standings tab already counts `round` (its "after round" column). */
function standingsAfter(after: Workbook, round: number): boolean {
  const { table } = readTable(after, STANDINGS_TABLE);
  const c = table?.col.after;
  return !!table && c !== undefined && table.grid.length > 1 && Number(cellText(table.grid[1][c])) === round;
}

/** The stage of the season: what the last paired round waits for. */
function stage(season: Season, action: FormatAction, now: number, after: Workbook): string {
  const round = lastPairedRound(season);
  const total = season.totalRounds;
  if (round === 0) return 'Pair next round (round 1)';
  const tab = season.rounds.get(round) as RoundTab;
  if (!tab.scored && !tab.individual && tab.matches.length > 0) {
    const lineups = due(tab, (c) => c.lineupsDue);
    if (lineups && now <= lineups.at)
      return `captains fill their line-ups by ${lineups.text}; then Check line-ups, and Pair individual matches once they are in`;
    return `Pair individual matches${lineups ? ` (line-ups were due ${lineups.text})` : ''}`;
  }
  if (!tab.scored) {
    const ends = due(tab, (c) => c.roundEnds);
    return `players play${ends ? ` by ${ends.text}` : ''}; organizers type the results on ${roundTabName(round)} (or players report them), then Score round`;
  }
  const counted = action === 'updateStandings' || (action !== 'scoreRound' && standingsAfter(after, round));
  if (round < total)
    return counted
      ? `Pair next round (round ${round + 1})`
      : `Update standings, then Pair next round (round ${round + 1})`;
  if (!counted)
    return action === 'individualRanking'
      ? `Update standings: round ${round} was the last`
      : `Update standings and Individual ranking: round ${round} was the last`;
  if (action === 'individualRanking') return 'the season is complete: Export JSON keeps a copy of every result';
  return action === 'updateStandings'
    ? 'Individual ranking (M19, and the prize categories of M20)'
    : `Individual ranking, if not run since round ${round}: then the season is complete`;
}

/** M20: the prize-category matches of the rounds paired so far still without a winner on the Categories tab. */
function openCategoryMatches(after: Workbook, paired: number): string[] {
  const { tab } = readCategories(after);
  if (!tab) return [];
  return tab.lines
    .filter(
      (l) =>
        l.match !== null &&
        l.round !== null &&
        l.round <= paired &&
        l.player1 !== '' &&
        cellText(get(tab.table, l.at, 'winner')) === '',
    )
    .map((l) => `${CATEGORY_LABELS[l.category]} ${l.match}`);
}

export function mochaluntNext(action: FormatAction, plan: Plan, after: Workbook, now: Date): string {
  const season = loadSeason(after);
  const paired = lastPairedRound(season);
  const at = now.getTime();
  switch (action) {
    case 'setUp': {
      if (paired > 0) return stage(season, action, at, after);
      const typing = toType(season);
      if (season.teams.length === 0) {
        return `type the event's settings on Settings (event name, season start (UTC); a blank value keeps its default), ${listed(typing)}; then Set up tournament again (it adds each team's Line-ups rows) and Captains and protections (each team's captains' e-mails, so that each edits only their team's rows)`;
      }
      return `${typing.length ? `type ${listed(typing)}; then ` : ''}Captains and protections (each team's captains' e-mails, so that each edits only their team's Line-ups rows), then Pair next round (round 1)`;
    }
    case 'pairNextRound':
      return `Send pairings (e-mails the round's pairings to the captains); ${stage(season, action, at, after)}`;
    case 'pairIndividual':
      return `Send pairings (e-mails each player's match); ${stage(season, action, at, after)}`;
    case 'checkLineups': {
      const rows = new Set((plan.checks ?? []).map((p) => p.row)).size;
      return `${rows ? `captains correct the ${rows} line-up${rows === 1 ? '' : 's'} whose check cell is not OK; ` : ''}${stage(season, action, at, after)}`;
    }
    case 'individualRanking': {
      const open = openCategoryMatches(after, paired);
      const then = stage(season, action, at, after);
      return open.length
        ? `type the results of the prize-category matches ${listed(open)} on Categories, then Individual ranking again; ${then}`
        : then;
    }
    default:
      return stage(season, action, at, after);
  }
}

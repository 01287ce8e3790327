// The whole season as read from the workbook: settings, teams, players, games, line-ups and the round
// tabs, each tab read once. Tab-level problems are collected; actions decide which ones block them.
import type { Workbook } from './workbook';
import type { SheetProblem } from './plan';
import { readSettings, type SheetSettings } from './tabs/settings';
import { readTeams, type TeamRow } from './tabs/teams';
import { readPlayers, type PlayerRow } from './tabs/players';
import { readGames, type RoundGames } from './tabs/games';
import { readLineups, type LineupsRead } from './tabs/lineups';
import { readRound, ROUND_COLUMNS, roundTabName, type RoundTab } from './tabs/round';
import { roundTabsToRead } from './tabs/strayRounds';
import type { Table } from './tabs/table';
import { privacyProblems } from './privacy';
import { roundTabProblems } from './tabs/roundCheck';
import { echoOf, listed, mochaluntHistory, withHistory } from './tabs/playedEntrants';
import type { PlayerCategory } from './playerCategories';

export interface Season {
  readonly settings: SheetSettings;
  readonly teams: TeamRow[];
  readonly teamsTable: Table | null;
  readonly players: PlayerRow[];
  readonly games: Map<number, RoundGames>;
  readonly lineups: LineupsRead;
  /** existing round tabs by round number */
  readonly rounds: Map<number, RoundTab>;
  readonly totalRounds: number;
  /** problems of Settings, Teams, Players, Games, the Line-ups headers and the round tabs */
  readonly problems: SheetProblem[];
}

export function loadSeason(book: Workbook): Season {
  const problems: SheetProblem[] = [];
  const s = readSettings(book);
  problems.push(...s.problems);
  const settings = s.settings;
  const t = readTeams(book);
  problems.push(...t.problems);
  const p = readPlayers(book, t.teams, t.refused);
  problems.push(...p.problems);
  const g = readGames(book, settings.phase1Rounds);
  problems.push(...g.problems);
  const lineups = readLineups(book, t.teams);
  problems.push(...lineups.problems);
  const totalRounds = settings.phase1Rounds + settings.phase2Rounds;
  // contact data typed into any tab people fill or complete (round tabs and Categories too) stops every action;
  // the round tabs are named, not listed, so the reading costs the same calls whatever else the file holds
  const roundTabs = Array.from({ length: totalRounds }, (_, i) => roundTabName(i + 1));
  problems.push(
    ...privacyProblems(book, ['Settings', 'Teams', 'Players', 'Games', 'Line-ups', 'Categories', ...roundTabs]),
  );
  for (const pl of p.players) {
    if (pl.joined > totalRounds)
      problems.push({
        tab: 'Players',
        row: pl.at + 1,
        column: 'joined round',
        message: `${pl.name} joins in round ${pl.joined}, after the last round (${totalRounds})`,
        fix: `type a round from 1 to ${totalRounds}, or leave it blank`,
      });
  }
  const rounds = new Map<number, RoundTab>();
  // a tab named R2 or R9 that the add-on did not write is named once, and not read as a round (strayRounds.ts)
  const tabs = roundTabsToRead(book, {
    columns: ROUND_COLUMNS,
    last: { round: totalRounds, where: 'phase 1 rounds and phase 2 rounds on Settings' },
  });
  problems.push(...tabs.problems);
  for (const r of tabs.rounds.filter((n) => n <= totalRounds)) {
    const rt = readRound(book, r);
    problems.push(...rt.problems);
    if (rt.tab) {
      rounds.set(r, rt.tab);
      if (t.table && t.problems.length === 0 && p.problems.length === 0)
        problems.push(...roundTabProblems(rt.tab, t.teams, p.players));
    }
  }
  // a team or player who played and was deleted, renamed or moved: that problem first, without its echoes
  const history = mochaluntHistory(
    book,
    new Map([...rounds].map(([r, tab]) => [r, tab.table])),
    t.problems.some((x) => x.row === 1) ? null : listed(t.table, 'team'),
    listed(p.table, 'player', 'team'),
  );
  const echoTabs = (tab: string): boolean => tab === 'Players' || tab === 'Line-ups' || /^R\d+$/.test(tab);
  const shown = withHistory(problems, history, echoTabs);
  const echo = echoOf(history, echoTabs);
  const rowProblems = new Map(
    [...lineups.rowProblems]
      .map(([i, ps]) => [i, ps.filter((x) => !echo(x))] as const)
      .filter(([, ps]) => ps.length > 0),
  );
  return {
    settings,
    teams: t.teams,
    teamsTable: t.table,
    players: p.players,
    games: g.rounds,
    lineups: history.problems.length ? { ...lineups, rowProblems } : lineups,
    rounds,
    totalRounds,
    problems: shown,
  };
}

/** M20: the season with each player's prize categories from the private store (the Players tab has none). */
export function withCategories(season: Season, categories: readonly PlayerCategory[] = []): Season {
  const of = new Map(categories.map((c) => [`${c.team.toLowerCase()}\u0000${c.player.toLowerCase()}`, c]));
  const players = season.players.map((p) => {
    const c = of.get(`${p.team.toLowerCase()}\u0000${p.name.toLowerCase()}`);
    return c ? { ...p, ageGroup: c.ageGroup, gender: c.gender } : p;
  });
  return { ...season, players };
}

/** The last round with a round tab holding team matches, or 0. */
export function lastPairedRound(season: Season): number {
  let last = 0;
  season.rounds.forEach((tab, r) => {
    if (tab.matches.length > 0 || tab.bye) last = Math.max(last, r);
  });
  return last;
}

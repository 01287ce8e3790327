// What the round tabs say happened: results parsed into the engine's team matches (M15-M17), the offers of
// M18 from the line-ups, the standings (M18) after any round, and the pairing history (opponents, byes).
import type { SheetProblem } from '../../plan';
import type { Season } from '../../season';
import type { BoardLine, MatchLine, RoundTab } from '../../tabs/round';
import { FORFEIT_PLAYER, GAME_KEYS, roundProblem } from '../../tabs/round';
import { matchCalendar } from '../../tabs/roundExtension';
import { parseResult, RESULT_FIX } from '../../tabs/results';
import { rosterOf } from '../../tabs/players';
import type { LineupRow } from '../../tabs/lineups';
import type { GameResult } from '../../../engine/core/result';
import { playerName, roundNumber, teamName, type TeamName } from '../../../engine/core/ids';
import type { TeamMatch, IndividualMatch } from '../../../engine/mochalunt/scoring/match';
import { scoreTeamMatch, byeRound, type TeamRound } from '../../../engine/mochalunt/scoring/teamRound';
import type { Offer } from '../../../engine/mochalunt/scoring/secondary';
import { standings, type StandingsEntry, type StandingsRow } from '../../../engine/mochalunt/scoring/standings';
import { mcMahonStartScores } from '../../../engine/pairing';
import {
  effectiveLineup,
  effectiveReduction,
  parseLineup,
  type EffectiveLineup,
  type LineUp,
} from '../../../engine/mochalunt/lineup';
import type { KnockoutMatchId, KnockoutResult, KnockoutStage } from '../../../engine/mochalunt/knockout/match';

/** M15: one board's games from its result cells; problems for cells that are not results. */
function boardGames(tab: RoundTab, m: MatchLine, b: BoardLine, problems: SheetProblem[]): GameResult[] {
  const forfeit = b.player1 === FORFEIT_PLAYER || b.player2 === FORFEIT_PLAYER;
  const expected: GameResult = b.player2 === FORFEIT_PLAYER ? 'forfeitWin' : 'forfeitLoss';
  return b.results.map((cell, g) => {
    const r = parseResult(cell);
    const key = GAME_KEYS[g];
    if (r === null) {
      problems.push(
        roundProblem(
          tab,
          b.at,
          key,
          `"${cell}" is not a result (${m.team1} v ${m.team2}, board ${b.board})`,
          RESULT_FIX,
        ),
      );
      return 'unplayed';
    }
    if (forfeit && r !== expected) {
      problems.push(
        roundProblem(
          tab,
          b.at,
          key,
          `${m.team1} v ${m.team2} is a whole-team forfeit (${b.player1 === FORFEIT_PLAYER ? m.team1 : m.team2} sent no line-up), so no result can be entered`,
          `type ${expected === 'forfeitWin' ? '+' : '-'} back, or ask the organizers to re-pair the individual matches if a line-up was sent`,
        ),
      );
      return expected;
    }
    return r;
  });
}

/** M15-M17: a round tab's team matches with their results (byes apart). */
export function roundTeamMatches(tab: RoundTab, problems: SheetProblem[]): { line: MatchLine; match: TeamMatch }[] {
  return tab.matches.map((m) => {
    const matches: IndividualMatch[] = m.boards.map((b) => ({
      board: b.board,
      first: playerName(b.player1),
      second: playerName(b.player2),
      games: boardGames(tab, m, b, problems),
    }));
    return {
      line: m,
      match: { round: roundNumber(tab.round), first: teamName(m.team1), second: teamName(m.team2), matches },
    };
  });
}

/**
 * M13: every deadline for line-ups known from the round tabs; with a team, its own team match's deadline,
 * moved by an extension of that match (roundExtension.ts).
 */
function lineupDeadlines(season: Season, team?: string): Record<number, number> {
  const out: Record<number, number> = {};
  season.rounds.forEach((tab, r) => {
    const own =
      team === undefined ? undefined : tab.matches.find((m) => m.calendar && (m.team1 === team || m.team2 === team));
    const c = own ? matchCalendar(own) : tab.matches.find((m) => m.calendar)?.calendar;
    if (c) out[r] = c.lineupsDue;
  });
  return out;
}

/** M13: the line-up row in effect for a team in a round (sent on time, or the previous one). */
export function effectiveRow(season: Season, team: TeamName, round: number): EffectiveLineup<LineupRow> {
  const sent = season.lineups.rows
    .filter((r) => r.team === team && r.lineup !== '' && r.round <= round)
    .map((r) => ({ round: r.round, sentAt: r.sent ?? Number.NEGATIVE_INFINITY, lineup: r }));
  return effectiveLineup(sent, round, lineupDeadlines(season, team));
}

/** M8, M11: a line-up row parsed against the team's roster for a round. */
export function parseRow(season: Season, row: LineupRow, round: number): ReturnType<typeof parseLineup> {
  return parseLineup(row.lineup, {
    roster: rosterOf(season.players, row.team, round),
    strength: row.strength || undefined,
  });
}

function nap(l: LineUp): number {
  return l.players.length;
}

/** M18: what a team offered in a round (its effective line-up, after a reduction it chose). */
function offerOf(season: Season, team: TeamName, opponent: TeamName, round: number, boards: number): Offer {
  const opponentRoster = rosterOf(season.players, opponent, round).length;
  const eff = effectiveRow(season, team, round);
  if (eff.source === 'none') return { nap: 0, lineUpLength: 0, opponentRoster, reducedTo: null };
  const parsed = parseRow(season, eff.lineup, round);
  if (!parsed.ok) return { nap: boards, lineUpLength: boards, opponentRoster, reducedTo: null };
  const own = season.lineups.rows.find((r) => r.team === team && r.round === round);
  const typed = own && own.matches !== null && !isNaN(own.matches) ? own.matches : null;
  // M10: only a number below the default, typed by the higher-NAP team, is a reduction
  const other = effectiveRow(season, opponent, round);
  const otherParsed = typed === null || other.source === 'none' ? null : parseRow(season, other.lineup, round);
  const reducedTo =
    otherParsed && otherParsed.ok
      ? effectiveReduction(parsed.value, otherParsed.value, { matches: typed as number, by: 'team1' })
      : null;
  return {
    nap: nap(parsed.value),
    lineUpLength: parsed.value.players.length + parsed.value.seconds.length,
    opponentRoster,
    reducedTo,
  };
}

/** One scored round's team records and the problems met reading it. */
interface RoundRecords {
  readonly records: readonly (readonly [TeamName, TeamRound])[];
  readonly problems: readonly SheetProblem[];
}

/** Each season read's rounds, scored once: the standings after every round (the Overview's charts) reuse them. */
const SCORED = new WeakMap<Season, Map<number, RoundRecords | null>>();

/** M17, M18: the team records of round `r` (null when it is not scored), computed once per season read. */
function roundRecords(season: Season, r: number): RoundRecords | null {
  let byRound = SCORED.get(season);
  if (!byRound) SCORED.set(season, (byRound = new Map<number, RoundRecords | null>()));
  if (byRound.has(r)) return byRound.get(r) ?? null;
  const tab = season.rounds.get(r);
  let out: RoundRecords | null = null;
  if (tab && tab.scored) {
    const problems: SheetProblem[] = [];
    const records: [TeamName, TeamRound][] = [];
    for (const { line, match } of roundTeamMatches(tab, problems)) {
      const offers = {
        first: offerOf(season, match.first, match.second, r, line.boards.length),
        second: offerOf(season, match.second, match.first, r, line.boards.length),
      };
      const rec = scoreTeamMatch(match, offers);
      records.push([match.first, rec.first], [match.second, rec.second]);
    }
    if (tab.bye) {
      records.push([
        teamName(tab.bye.team),
        byeRound(roundNumber(r), {
          byeMainScore: season.settings.byeMain,
          byeCountsForSecondary: season.settings.byeSecondary,
          byeNormalized: season.settings.byeNormalized,
        }),
      ]);
    }
    out = { records, problems };
  }
  byRound.set(r, out);
  return out;
}

/** M17, M18: every team's round records from the scored rounds up to `upTo`. */
function teamRounds(season: Season, upTo: number, problems: SheetProblem[]): Map<TeamName, TeamRound[]> {
  const out = new Map<TeamName, TeamRound[]>();
  for (const t of season.teams) out.set(t.name, []);
  for (let r = 1; r <= upTo; r++) {
    const round = roundRecords(season, r);
    if (!round) continue;
    problems.push(...round.problems);
    for (const [team, rec] of round.records) {
      const list = out.get(team);
      if (list) list.push(rec);
      else out.set(team, [rec]);
    }
  }
  return out;
}

/** M2: fictitious start points by team, from the seeding of all teams. */
function startPoints(season: Season): Map<string, number> {
  const s = season.settings;
  return mcMahonStartScores(
    season.teams.map((t) => t.name),
    {
      topGroupSize: s.topGroupSize === null ? undefined : Math.min(s.topGroupSize, season.teams.length),
      topStart: s.topStart,
      restStart: s.otherStart,
    },
  );
}

/** M18: the standings after the scored rounds up to `upTo`. */
export function standingsAfter(season: Season, upTo: number, problems: SheetProblem[]): StandingsRow[] {
  const rounds = teamRounds(season, upTo, problems);
  const start = startPoints(season);
  const entries: StandingsEntry[] = season.teams.map((t) => ({
    team: t.name,
    seed: t.seed,
    fictitious: start.get(t.name) ?? 0,
    rounds: rounds.get(t.name) ?? [],
  }));
  return standings(entries, { rankByMcMahonScore: season.settings.rankByMcMahon });
}

/** The ids of the knock-out matches on the round tabs (M4). */
const KNOCKOUT_IDS: readonly string[] = ['QF1', 'QF2', 'QF3', 'QF4', 'SF1', 'SF2', 'F', 'P3', 'P5A', 'P5B', 'P5', 'P7'];

/**
 * M4, M5, M18: the knock-out matches of the phase-2 rounds up to `upTo` with their team-match sums, and the
 * 8 quarter-finalists. A match whose main score is 0-0 was not played (no game, no forfeit win, M17).
 * With `scoredOnly`, only rounds that Score round has scored count.
 */
export function knockoutResults(
  season: Season,
  upTo: number,
  scoredOnly: boolean,
): { results: KnockoutResult[]; top8: TeamName[] } {
  const p1 = season.settings.phase1Rounds;
  const results: KnockoutResult[] = [];
  const top8: TeamName[] = [];
  for (let r = p1 + 1; r <= upTo; r++) {
    const tab = season.rounds.get(r);
    if (!tab || (scoredOnly && !tab.scored)) continue;
    for (const m of tab.matches) {
      if (!KNOCKOUT_IDS.includes(m.id)) continue;
      if (r === p1 + 1) top8.push(teamName(m.team1), teamName(m.team2));
      results.push({
        match: {
          id: m.id as KnockoutMatchId,
          stage: (r - p1) as KnockoutStage,
          first: teamName(m.team1),
          second: teamName(m.team2),
          label: m.reason,
        },
        firstScore: m.score1 ?? 0,
        secondScore: m.score2 ?? 0,
        played: !(m.points1 === 0 && m.points2 === 0),
      });
    }
  }
  return { results, top8 };
}

/** The pairing history before `round`: each team's opponents and whether it had a bye. */
export function pairingHistory(
  season: Season,
  round: number,
): { opponents: Map<string, string[]>; hadBye: Set<string>; pairs: [TeamName, TeamName][] } {
  const opponents = new Map<string, string[]>();
  const hadBye = new Set<string>();
  const pairs: [TeamName, TeamName][] = [];
  for (let r = 1; r < round; r++) {
    const tab = season.rounds.get(r);
    if (!tab) continue;
    for (const m of tab.matches) {
      opponents.set(m.team1, [...(opponents.get(m.team1) ?? []), m.team2]);
      opponents.set(m.team2, [...(opponents.get(m.team2) ?? []), m.team1]);
      pairs.push([teamName(m.team1), teamName(m.team2)]);
    }
    if (tab.bye) hadBye.add(tab.bye.team);
  }
  return { opponents, hadBye, pairs };
}

// End to end: a whole seeded season (12 teams, 8 rounds) played through the bundle's menu handlers, then the
// Standings and Individual tabs checked against the engine's own results, computed here independently of
// the sheets layer from the same inputs: the line-ups the captains typed (M8, M10, M13), the individual
// matches on the round tabs and the results typed (M15-M19).
import { existsSync } from 'fs';
import { join } from 'path';
import { playSeason, DEMO_SEASON_START, type SeasonResult } from '../../local/demo/season';
import type { Value } from '../../local/demo/desk';
import { playerName, roundNumber, teamName, type TeamName } from '../../src/engine/core/ids';
import type { GameResult } from '../../src/engine/core/result';
import type { IndividualMatch, TeamMatch } from '../../src/engine/mochalunt/scoring/match';
import { scoreTeamMatch, byeRound, type TeamRound } from '../../src/engine/mochalunt/scoring/teamRound';
import { standings, type StandingsRow } from '../../src/engine/mochalunt/scoring/standings';
import { DEFAULT_BYE } from '../../src/engine/mochalunt/scoring/bye';
import type { Offer } from '../../src/engine/mochalunt/scoring/secondary';
import { individualRanking, type IndividualRow } from '../../src/engine/mochalunt/individual/ranking';
import { effectiveLineup } from '../../src/engine/mochalunt/lineup/fallback';
import { parseLineup } from '../../src/engine/mochalunt/lineup/parse';
import { mcMahonStartScores } from '../../src/engine/pairing/mcmahon';
import { placedStandings, type PlacedRow } from '../../src/engine/mochalunt/knockout/places';
import type { KnockoutMatchId, KnockoutResult, KnockoutStage } from '../../src/engine/mochalunt/knockout/match';

const TEAMS = 12;
const SEED = 77;
const DAY = 86400000;

const text = (v: Value | undefined): string => (v === undefined || v === null ? '' : String(v).trim());
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The result notation typed on the round tabs, read independently of src/sheets. */
function result(cell: string): GameResult {
  switch (cell) {
    case '1-0':
      return 'win';
    case '0-1':
      return 'loss';
    case '½-½':
      return 'draw';
    case '+':
      return 'forfeitWin';
    case '-':
      return 'forfeitLoss';
    case '':
    case '0-0':
      return 'unplayed';
    default:
      throw new Error(`unexpected result "${cell}"`);
  }
}

interface RoundRead {
  matches: TeamMatch[];
  bye: string | null;
}

function readRound(s: SeasonResult, round: number): RoundRead {
  const grid = s.desk.read(`R${round}`) as Value[][];
  const c = (h: string) => grid[0].findIndex((g) => key(text(g)) === key(h));
  const [m, b, t1, t2, p1, p2, g1] = ['match', 'board', 'team 1', 'team 2', 'player 1', 'player 2', 'game 1'].map(c);
  const matches: { first: string; second: string; boards: IndividualMatch[] }[] = [];
  let bye: string | null = null;
  for (const row of grid.slice(1)) {
    if (text(row[m]).toLowerCase() === 'bye') {
      bye = text(row[t1]);
      continue;
    }
    if (text(row[m]) !== '' && text(row[b]) === '') {
      matches.push({ first: text(row[t1]), second: text(row[t2]), boards: [] });
      continue;
    }
    if (text(row[b]) === '' || matches.length === 0) continue;
    const cur = matches[matches.length - 1];
    cur.boards.push({
      board: Number(row[b]),
      first: playerName(text(row[p1])),
      second: playerName(text(row[p2])),
      games: [0, 1, 2, 3].map((k) => result(text(row[g1 + k]))),
    });
  }
  return {
    bye,
    matches: matches.map((x) => ({
      round: roundNumber(round),
      first: teamName(x.first),
      second: teamName(x.second),
      matches: x.boards,
    })),
  };
}

/** M8, M10, M13, M18: what a team offered, from what its captain typed (roster: everyone joined in round 1). */
function offer(s: SeasonResult, team: string, opponent: string, round: number): Offer {
  const start = Date.parse(DEMO_SEASON_START.replace(' ', 'T') + ':00Z');
  const deadlines: Record<number, number> = {};
  for (let r = 1; r <= round; r++) deadlines[r] = start + ((r - 1) * 30 + 5) * DAY;
  const sent = [];
  for (let r = 1; r <= round; r++) {
    const t = s.lineups.get(r)?.get(team);
    if (t && t.lineup !== '')
      sent.push({ round: r, sentAt: Date.parse(t.sent.replace(' ', 'T') + ':00Z'), lineup: t.lineup });
  }
  const roster = (name: string): string[] =>
    (s.field.teams.find((x) => x.name === name)?.players ?? []).map((p) => p.name);
  const opponentRoster = roster(opponent).length;
  const eff = effectiveLineup(sent, round, deadlines);
  if (eff.source === 'none') return { nap: 0, lineUpLength: 0, opponentRoster, reducedTo: null };
  const parsed = parseLineup(eff.lineup, { roster: roster(team) });
  if (!parsed.ok) throw new Error(`the demo typed a bad line-up for ${team}: ${eff.lineup}`);
  const own = s.lineups.get(round)?.get(team);
  // M10: a typed number equal to the default number of matches (M9) is no reduction
  const other = effectiveLineup(
    Array.from({ length: round }, (_, i) => i + 1).flatMap((r) => {
      const t = s.lineups.get(r)?.get(opponent);
      return t && t.lineup !== ''
        ? [{ round: r, sentAt: Date.parse(t.sent.replace(' ', 'T') + ':00Z'), lineup: t.lineup }]
        : [];
    }),
    round,
    deadlines,
  );
  let reducedTo = own?.reducedTo ?? null;
  if (reducedTo !== null && other.source !== 'none') {
    const o = parseLineup(other.lineup, { roster: roster(opponent) });
    if (!o.ok) throw new Error(`the demo typed a bad line-up for ${opponent}`);
    const [napA, napB] = [parsed.value.players.length, o.value.players.length];
    const slots = (l: { players: readonly unknown[]; seconds: readonly unknown[] }) =>
      l.players.length + l.seconds.length;
    const defaultCount = Math.min(Math.max(napA, napB), slots(parsed.value), slots(o.value));
    if (reducedTo >= defaultCount) reducedTo = null;
  }
  return {
    nap: parsed.value.players.length,
    lineUpLength: parsed.value.players.length + parsed.value.seconds.length,
    opponentRoster,
    reducedTo,
  };
}

/** M4: the knock-out matches of rounds 6-8 as the round tabs show them (ids, teams, sums, main scores). */
function readKnockout(s: SeasonResult): KnockoutResult[] {
  const out: KnockoutResult[] = [];
  for (let r = 6; r <= 8; r++) {
    const grid = s.desk.read(`R${r}`) as Value[][];
    const c = (h: string) => grid[0].findIndex((g) => key(text(g)) === key(h));
    const [m, b, t1, t2, s1, s2, p1, p2] = [
      'match',
      'board',
      'team 1',
      'team 2',
      'score 1',
      'score 2',
      'points 1',
      'points 2',
    ].map(c);
    for (const row of grid.slice(1)) {
      const id = text(row[m]);
      if (!/^(QF\d|SF\d|F|P3|P5A|P5B|P5|P7)$/.test(id) || text(row[b]) !== '') continue;
      out.push({
        match: {
          id: id as KnockoutMatchId,
          stage: (r - 5) as KnockoutStage,
          first: teamName(text(row[t1])),
          second: teamName(text(row[t2])),
          label: id,
        },
        firstScore: Number(row[s1]),
        secondScore: Number(row[s2]),
        played: !(Number(row[p1]) === 0 && Number(row[p2]) === 0),
      });
    }
  }
  return out;
}

function tabRows(s: SeasonResult, tab: string): Record<string, string>[] {
  const grid = s.desk.read(tab) as Value[][];
  const heads = grid[0].map((h) => key(text(h)));
  return grid
    .slice(1)
    .filter((r) => r.some((v) => text(v) !== ''))
    .map((r) => Object.fromEntries(heads.map((h, i) => [h, text(r[i])])));
}

describe('a whole season through the bundle', () => {
  let season: SeasonResult;
  let expectedStandings: PlacedRow[];
  let knockout: KnockoutResult[];
  let expectedIndividual: IndividualRow[];

  beforeAll(async () => {
    if (!existsSync(join(__dirname, '../../build/Code.js')))
      throw new Error('run `npm run build` first: the season is played through build/Code.js');
    season = await playSeason({ teams: TEAMS, seed: SEED });
    const rounds = new Map<TeamName, TeamRound[]>();
    const all: TeamMatch[] = [];
    for (let r = 1; r <= 8; r++) {
      const read = readRound(season, r);
      for (const m of read.matches) {
        all.push(m);
        const rec = scoreTeamMatch(m, {
          first: offer(season, m.first, m.second, r),
          second: offer(season, m.second, m.first, r),
        });
        rounds.set(m.first, [...(rounds.get(m.first) ?? []), rec.first]);
        rounds.set(m.second, [...(rounds.get(m.second) ?? []), rec.second]);
      }
      if (read.bye)
        rounds.set(teamName(read.bye), [
          ...(rounds.get(teamName(read.bye)) ?? []),
          byeRound(roundNumber(r), DEFAULT_BYE),
        ]);
    }
    const bySeed = [...season.field.teams].sort((a, b) => a.seed - b.seed);
    const start = mcMahonStartScores(bySeed.map((t) => t.name));
    // M2/M18 ranking order: as the Settings tab says (Set up writes the default there)
    const byMcMahon = tabRows(season, 'Settings').find((r) => r.key === 'rank by McMahon score')?.value ?? '';
    expect(byMcMahon).toMatch(/^(yes|no)$/);
    const mcMahon: StandingsRow[] = standings(
      bySeed.map((t) => ({
        team: teamName(t.name),
        seed: t.seed,
        fictitious: start.get(t.name) ?? 0,
        rounds: rounds.get(teamName(t.name)) ?? [],
      })),
      { rankByMcMahonScore: byMcMahon === 'yes' },
    );
    knockout = readKnockout(season);
    expectedStandings = placedStandings(mcMahon, knockout);
    expectedIndividual = individualRanking(all);
  });

  test('M2-M5: every menu action of the season went through (8 rounds paired, scored and ranked)', () => {
    const handlers = season.desk.clicks.map((c) => c.handler);
    for (const h of ['menuPairNextRound', 'menuPairIndividual', 'menuScoreRound', 'menuUpdateStandings']) {
      expect(handlers.filter((x) => x === h)).toHaveLength(8);
    }
    expect(handlers[handlers.length - 1]).toBe('menuIndividualRanking');
    for (let r = 1; r <= 8; r++) expect(readRound(season, r).matches.length).toBeGreaterThanOrEqual(TEAMS / 2 - 1);
    // the season has draws, forfeits and unreported matches, and line-ups carried over (M13)
    const games = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((r) =>
      readRound(season, r).matches.flatMap((m) => m.matches.flatMap((b) => b.games)),
    );
    for (const g of ['win', 'draw', 'forfeitWin', 'unplayed'] as GameResult[]) expect(games).toContain(g);
    const missing = [...season.lineups.values()].flatMap((m) => [...m.values()]).filter((t) => t.lineup === '');
    expect(missing.length).toBeGreaterThan(0);
  });

  test("M17, M18: the Standings tab equals the engine's standings from the same inputs", () => {
    const rows = tabRows(season, 'Standings');
    expect(rows.map((r) => r.team)).toEqual(expectedStandings.map((r) => r.team));
    rows.forEach((r, i) => {
      const e = expectedStandings[i];
      expect(r.rank).toBe(`${e.place}${e.level ? '=' : ''}`);
      expect(Number(r.main)).toBe(e.main);
      expect(Number(r.mcmahon)).toBe(e.mcMahon);
      expect(Number(r.secondary)).toBeCloseTo(e.secondary, 9);
      expect(Number(r.normalized)).toBeCloseTo(e.normalizedAverage, 9);
      expect(Number(r.g)).toBeCloseTo(e.g, 9);
      expect(Number(r.rounds)).toBe(e.roundsPlayed);
    });
  });

  test("M18 after round 8: the final's winner is first and its loser second; a quarter-final loser is never above a semi-finalist; a team that never played the knock-out is 9th or below", () => {
    const rows = tabRows(season, 'Standings');
    const place = (team: string) =>
      Number((rows.find((r) => r.team === team) as Record<string, string>).rank.replace('=', ''));
    const f = knockout.find((k) => k.match.id === 'F') as KnockoutResult;
    const firstWins = f.firstScore >= f.secondScore; // M5: level goes to team 1
    expect(rows[0].team).toBe(firstWins ? f.match.first : f.match.second);
    expect(rows[1].team).toBe(firstWins ? f.match.second : f.match.first);
    const semiFinalists = knockout
      .filter((k) => k.match.id.startsWith('SF'))
      .flatMap((k) => [k.match.first, k.match.second]);
    const quarterFinalists = knockout
      .filter((k) => k.match.id.startsWith('QF'))
      .flatMap((k) => [k.match.first, k.match.second]);
    const quarterLosers = quarterFinalists.filter((t) => !semiFinalists.includes(t));
    expect(semiFinalists).toHaveLength(4);
    expect(quarterLosers).toHaveLength(4);
    for (const q of quarterLosers) for (const sf of semiFinalists) expect(place(q)).toBeGreaterThan(place(sf));
    for (const r of rows)
      if (!quarterFinalists.includes(teamName(r.team))) expect(place(r.team)).toBeGreaterThanOrEqual(9);
    expect(rows.slice(0, 8).every((r) => r.decidedby !== '')).toBe(true);
  });

  test("M19: the Individual tab equals the engine's individual ranking from the same matches", () => {
    const rows = tabRows(season, 'Individual');
    expect(rows.map((r) => `${r.player} (${r.team})`)).toEqual(
      expectedIndividual.map((r) => `${r.player} (${r.team})`),
    );
    rows.forEach((r, i) => {
      const e = expectedIndividual[i];
      expect(Number(r.fs)).toBeCloseTo(e.fs, 9);
      expect(Number(r.op)).toBe(e.op);
      expect(Number(r.pp)).toBe(e.pp);
      expect(Number(r.matches)).toBe(e.matches);
    });
  });
});

// End to end (M20): the demo season played through the bundle's menu handlers with the prize categories'
// knock-out: Individual ranking after round 6 draws the semi-finals on the Categories tab, organizers type the
// semi-final results in round 7 and the finals in round 8, Individual ranking fills the finals and marks the
// winners. Checked here against the engine's own functions on the ranking computed from the round tabs' cells.
import { existsSync } from 'fs';
import { join } from 'path';
import { playSeason, type SeasonResult } from '../../local/demo/season';
import { seasonReport } from '../../local/demo/report';
import type { Value } from '../../local/demo/desk';
import { playerName, roundNumber, teamName } from '../../src/engine/core/ids';
import type { GameResult } from '../../src/engine/core/result';
import type { IndividualMatch, TeamMatch } from '../../src/engine/mochalunt/scoring/match';
import { individualRanking } from '../../src/engine/mochalunt/individual/ranking';
import {
  categoryDraw,
  categoryMatchWinner,
  CATEGORY_LABELS,
  PRIZE_CATEGORIES,
  type AgeGroup,
  type Gender,
  type PlayerProfile,
} from '../../src/engine/mochalunt/individual/prizes';

const text = (v: Value | undefined): string => (v === undefined || v === null ? '' : String(v).trim());
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const RESULT: Record<string, GameResult> = {
  '1-0': 'win',
  '0-1': 'loss',
  '½-½': 'draw',
  '+': 'forfeitWin',
  '-': 'forfeitLoss',
  '': 'unplayed',
  '0-0': 'unplayed',
};
const AGE: Record<string, AgeGroup> = { 'under 18': 'under18', '18-64': 'adult', 'over 65': 'over65' };
const GENDER: Record<string, Gender> = { woman: 'woman', man: 'man', 'non-binary': 'nonBinary' };

function rows(s: SeasonResult, tab: string): Record<string, string>[] {
  const grid = s.desk.read(tab) as Value[][];
  const heads = grid[0].map((h) => key(text(h)));
  return grid
    .slice(1)
    .filter((r) => r.some((v) => text(v) !== ''))
    .map((r) => Object.fromEntries(heads.map((h, i) => [h, text(r[i])])));
}

/** The team matches of a round tab, read without src/sheets. */
function teamMatches(s: SeasonResult, round: number): TeamMatch[] {
  const out: { first: string; second: string; boards: IndividualMatch[] }[] = [];
  for (const r of rows(s, `R${round}`)) {
    if (r.match.toLowerCase() === 'bye') continue;
    if (r.board === '') {
      out.push({ first: r.team1, second: r.team2, boards: [] });
      continue;
    }
    out[out.length - 1].boards.push({
      board: Number(r.board),
      first: playerName(r.player1),
      second: playerName(r.player2),
      games: [1, 2, 3, 4].map((k) => RESULT[r[`game${k}`]]),
    });
  }
  return out.map((m) => ({
    round: roundNumber(round),
    first: teamName(m.first),
    second: teamName(m.second),
    matches: m.boards,
  }));
}

describe('M20 prize categories through the bundle', () => {
  let season: SeasonResult;
  beforeAll(async () => {
    if (!existsSync(join(__dirname, '../../build/Code.js')))
      throw new Error('run `npm run build` first: the season is played through build/Code.js');
    season = await playSeason({ teams: 10, seed: 11 });
  });

  test('M20: Individual ranking draws the semi-finals once round 6 is scored, from the ranking after round 6', () => {
    const clicks = season.desk.clicks.map((c) => c.handler);
    const ranking = clicks.map((h, i) => (h === 'menuIndividualRanking' ? i : -1)).filter((i) => i >= 0);
    expect(ranking).toHaveLength(3);
    // the first Individual ranking comes right after round 6's Update standings
    const scored = clicks.map((h, i) => (h === 'menuScoreRound' ? i : -1)).filter((i) => i >= 0);
    expect(ranking[0]).toBeGreaterThan(scored[5]);
    expect(ranking[0]).toBeLessThan(scored[6]);
    expect(season.desk.clicks[ranking[0]].summary).toMatch(
      /Categories \(M20\): drawn from the individual ranking after round 6/,
    );

    const after6 = individualRanking([1, 2, 3, 4, 5, 6].flatMap((r) => teamMatches(season, r)));
    const profiles: PlayerProfile[] = season.field.teams.flatMap((t) =>
      t.players.map((p) => ({
        team: teamName(t.name),
        player: playerName(p.name),
        ageGroup: AGE[p.age] ?? null,
        gender: GENDER[p.gender] ?? null,
      })),
    );
    const tab = rows(season, 'Categories');
    let awarded = 0;
    for (const c of PRIZE_CATEGORIES) {
      const d = categoryDraw(c, after6, profiles);
      const mine = tab.filter((r) => r.category === CATEGORY_LABELS[c]);
      if (!d.awarded) {
        expect(mine).toEqual([expect.objectContaining({ match: '', note: `not awarded: ${d.reason}` })]);
        continue;
      }
      awarded++;
      expect(mine.map((r) => [r.match, r.round, r.player1, r.player2])).toEqual([
        ['SF1', '7', d.matches[0].first.player, d.matches[0].second.player],
        ['SF2', '7', d.matches[1].first.player, d.matches[1].second.player],
        ['F', '8', expect.any(String), expect.any(String)],
      ]);
    }
    expect(awarded).toBeGreaterThanOrEqual(2);
  });

  test('M15, M20: semi-final winners by game points (level: player 1), the final between them, its winner marked and exported', () => {
    const tab = rows(season, 'Categories');
    const exported = JSON.parse(season.desk.click('menuExport')) as {
      categories: { category: string; matches: { match: string; winner: string | null }[] }[];
    };
    const finals: string[] = [];
    for (const c of PRIZE_CATEGORIES) {
      const mine = tab.filter((r) => r.category === CATEGORY_LABELS[c] && r.match !== '');
      if (mine.length === 0) continue;
      const winnerOf = (r: Record<string, string>, seeds: [number, number]) => {
        const games = [1, 2, 3, 4].map((k) => RESULT[r[`game${k}`]]);
        const row = (player: string, team: string, rank: number) => ({
          rank,
          place: rank,
          level: false,
          player: playerName(player),
          team: teamName(team),
          op: 0,
          pp: 0,
          ps: 0,
          aos: 0,
          fs: 0,
          matches: 0,
        });
        const m = {
          category: c,
          id: 'SF1' as const,
          stage: 2 as const,
          first: row(r.player1, r.team1, seeds[0]),
          second: row(r.player2, r.team2, seeds[1]),
        };
        return categoryMatchWinner(m, games);
      };
      const [sf1, sf2, f] = mine;
      const w1 = winnerOf(sf1, [1, 4]);
      const w2 = winnerOf(sf2, [2, 3]);
      expect([sf1.winner, sf2.winner]).toEqual([w1.player, w2.player]);
      const [first, second] = w1.rank < w2.rank ? [w1, w2] : [w2, w1];
      expect([f.player1, f.team1, f.player2, f.team2]).toEqual([first.player, first.team, second.player, second.team]);
      expect([1, 2, 3, 4].every((k) => f[`game${k}`] !== '')).toBe(true);
      const champion = winnerOf(f, [1, 2]);
      expect(f.winner).toBe(champion.player);
      finals.push(`${CATEGORY_LABELS[c]}: ${champion.player}`);
      const e = exported.categories.find((x) => x.category === CATEGORY_LABELS[c])!;
      expect(e.matches.map((m) => [m.match, m.winner])).toEqual([
        ['SF1', w1.player],
        ['SF2', w2.player],
        ['F', champion.player],
      ]);
    }
    expect(finals.length).toBeGreaterThanOrEqual(2);
    // the demo's report prints the category winners
    const report = seasonReport(season.desk, 8, 5);
    expect(report).toMatch(/Prize categories \(M20\):/);
    for (const line of finals) {
      const [label, player] = line.split(': ');
      expect(report).toMatch(new RegExp(`${label}:\\s+${player} \\(.+\\) beat .+ in the final \\d+-\\d+`));
    }
  });
});

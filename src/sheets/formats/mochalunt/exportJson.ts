// Export JSON: the tournament as JSON, in `plan.result`; nothing is written.
import { emptyPlan, describeProblems } from '../../plan';
import type { SheetProblem } from '../../plan';
import type { Planner } from '../planner';
import type { Workbook } from '../../workbook';
import { loadSeason } from '../../season';
import { seasonAgainstRecords } from './recorded';
import { seasonIndividual, seasonStandings } from './standings';
import { planCategories } from './categories';
import { CATEGORY_LABELS } from '../../../engine/mochalunt/individual/prizes';

interface ExportedSeason {
  teams: { name: string; seed: number }[];
  rounds: {
    round: number;
    matches: {
      id: string;
      team1: string;
      team2: string;
      score1: number | null;
      score2: number | null;
      points1: number | null;
      points2: number | null;
      reason: string;
      individual: {
        board: number;
        player1: string;
        player2: string;
        games: string[];
        score1: number | null;
        score2: number | null;
      }[];
    }[];
    bye: string | null;
  }[];
  /** M18: best first; after the knock-out, its places 1-8 on top. `place` is shared by level teams (`level`). */
  standings: {
    rank: number;
    place: number;
    level: boolean;
    team: string;
    main: number;
    secondary: number;
    mcMahon: number;
    stage: string;
    decidedBy: string;
  }[];
  /** M19: best first; `place` shared by players with equal FS (`level`) */
  individual: { rank: number; place: number; level: boolean; player: string; team: string; fs: number }[];
  /** M20: the Categories tab (empty before the draw); winner null while undecided */
  categories: {
    category: string;
    matches: { match: string; player1: string; player2: string; games: string[]; winner: string | null }[];
  }[];
}

/** The season as JSON data, with the problems that stopped it (if any). */
function exportSeason(book: Workbook): { data: ExportedSeason | null; problems: SheetProblem[] } {
  const season = loadSeason(book);
  // every round tab as the add-on paired it (recorded.ts), then the season's problems
  const changed = seasonAgainstRecords(book, season);
  const blocking = changed.length ? changed : season.problems.filter((p) => p.tab !== 'Line-ups');
  if (blocking.length) return { data: null, problems: blocking };
  const problems: SheetProblem[] = [];
  const standings = seasonStandings(season, problems);
  const individual = seasonIndividual(season, problems);
  if (problems.length) return { data: null, problems };
  const cats = planCategories(book, season, null);
  if (cats.problems.length) return { data: null, problems: cats.problems };
  const rounds: ExportedSeason['rounds'] = [];
  Array.from(season.rounds.keys())
    .sort((a, b) => a - b)
    .forEach((r) => {
      const tab = season.rounds.get(r)!;
      const cellScore = (tab2: typeof tab, at: number, key: string): number | null => {
        const c = tab2.table.col[key];
        const v = c === undefined ? '' : tab2.table.grid[at][c];
        return typeof v === 'number' ? v : v !== '' && !isNaN(Number(v)) ? Number(v) : null;
      };
      rounds.push({
        round: r,
        matches: tab.matches.map((m) => ({
          id: m.id,
          team1: m.team1,
          team2: m.team2,
          score1: m.score1,
          score2: m.score2,
          points1: m.points1,
          points2: m.points2,
          reason: m.reason,
          individual: m.boards.map((b) => ({
            board: b.board,
            player1: b.player1,
            player2: b.player2,
            games: b.results,
            score1: cellScore(tab, b.at, 'score1'),
            score2: cellScore(tab, b.at, 'score2'),
          })),
        })),
        bye: tab.bye ? tab.bye.team : null,
      });
    });
  return {
    data: {
      teams: season.teams.map((t) => ({ name: t.name, seed: t.seed })),
      rounds,
      standings: standings.map((s) => ({
        rank: s.rank,
        place: s.place,
        level: s.level,
        team: s.team,
        main: s.main,
        secondary: s.secondary,
        mcMahon: s.mcMahon,
        stage: s.stage,
        decidedBy: s.decidedByText,
      })),
      individual: individual.map((i) => ({
        rank: i.rank,
        place: i.place,
        level: i.level,
        player: i.player,
        team: i.team,
        fs: i.fs,
      })),
      categories: cats.outcomes.map((c) => ({
        category: CATEGORY_LABELS[c.category],
        matches: c.matches.map((m) => ({
          match: m.match,
          player1: m.player1,
          player2: m.player2,
          games: m.games,
          winner: m.winner,
        })),
      })),
    },
    problems: [],
  };
}

export const exportJson: Planner = (book) => {
  const plan = emptyPlan('exportJson', 'Export JSON');
  const { data, problems } = exportSeason(book);
  if (!data) return { ...plan, problems, summary: describeProblems(problems) };
  return {
    ...plan,
    result: JSON.stringify(data, null, 2),
    summary: `${data.teams.length} teams, ${data.rounds.length} rounds exported.`,
  };
};

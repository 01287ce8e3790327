// M4, M5: the knock-out bracket drawn in cells: quarter-finals → semi-finals → final, each match's two teams
// one above the other with their team-match sums, the winner in bold; a level match goes to team 1, the
// better-ranked team (M5), marked "M5". The placement matches (P5A, P5B, P3, P5, P7) are listed apart.
import type { Panel, OvCell } from '../../overview/model';
import { c, MATCH, WIN } from '../../overview/model';

interface KnockoutLine {
  readonly id: string;
  readonly round: number;
  readonly first: string;
  readonly second: string;
  /** team-match sums (M17) once scored */
  readonly score1: number | null;
  readonly score2: number | null;
}

export interface KnockoutDecided extends KnockoutLine {
  /** null until scored */
  readonly winner: string | null;
  /** level: team 1 goes through on the ranking (M5) */
  readonly level: boolean;
}

export const KNOCKOUT_ID = /^(QF[1-4]|SF[12]|F|P3|P5A|P5B|P5|P7)$/;
const PLACES: Record<string, string> = {
  P5A: 'places 5-8',
  P5B: 'places 5-8',
  P3: '3rd place',
  P5: '5th place',
  P7: '7th place',
};

/** M5: the winner of a scored knock-out match (level: team 1). */
export function decide(m: KnockoutLine): KnockoutDecided {
  if (m.score1 === null || m.score2 === null) return { ...m, winner: null, level: false };
  const level = m.score1 === m.score2;
  return { ...m, winner: m.score1 >= m.score2 ? m.first : m.second, level };
}

const WIDTH = 12;
/** columns (0-based) of the three stages: id, team, score */
const STAGES = [
  { ids: ['QF1', 'QF2', 'QF3', 'QF4'], col: 0, rows: [1, 4, 7, 10] },
  { ids: ['SF1', 'SF2'], col: 6, rows: [2, 8] },
  { ids: ['F'], col: 9, rows: [5] },
];
const STAGE_TITLES = ['Quarter-finals', 'Semi-finals', 'Final'];

/** The bracket as a panel across the tab (12 columns); null when no knock-out match exists yet. */
export function bracketPanel(
  matches: readonly KnockoutDecided[],
  title = 'Knock-out (M4; level matches go to the better-ranked team, M5)',
): Panel | null {
  const byId = new Map(matches.map((m) => [m.id, m]));
  if (!['QF1', 'QF2', 'QF3', 'QF4'].some((id) => byId.has(id))) return null;
  const grid: OvCell[][] = Array.from({ length: 12 }, () => Array.from({ length: WIDTH }, () => c('')));
  STAGES.forEach((stage, s) => {
    const round = byId.get(stage.ids[0])?.round;
    grid[0][stage.col] = c(`${STAGE_TITLES[s]}${round ? ` (round ${round})` : ''}`, { bold: true });
    stage.ids.forEach((id, k) => {
      const m = byId.get(id);
      const top = stage.rows[k];
      const team = (name: string, score: number | null, tag: string): OvCell[] => {
        const won = m?.winner === name && name !== '';
        return [
          c(tag, { bg: MATCH }),
          c(name || '(to be decided)', { bold: won, bg: won ? WIN : MATCH }),
          c(score ?? '', { bold: won, bg: won ? WIN : MATCH, fmt: '0.##' }),
        ];
      };
      const rows = [
        team(m?.first ?? '', m?.score1 ?? null, id),
        team(m?.second ?? '', m?.score2 ?? null, m?.level ? 'M5' : ''),
      ];
      rows.forEach((cells, r) =>
        cells.forEach((cell, j) => {
          grid[top + r][stage.col + j] = cell;
        }),
      );
    });
  });
  // where each winner goes next
  [1, 4].forEach((r) => {
    grid[r][3] = c('→ SF1');
  });
  [7, 10].forEach((r) => {
    grid[r][3] = c('→ SF2');
  });
  [2, 8].forEach((r) => {
    grid[r][9] = c('→ F');
  });
  return { title, header: [], rows: grid };
}

/** The placement matches (M4): id, team 1, sums, team 2, what they play for. */
export function placementPanel(matches: readonly KnockoutDecided[]): Panel | null {
  const rows = matches
    .filter((m) => PLACES[m.id])
    .map((m) => {
      const won = (t: string) => m.winner === t;
      return [
        c(m.level ? `${m.id} M5` : m.id),
        c(m.first, { bold: won(m.first), bg: won(m.first) ? WIN : undefined }),
        c(m.score1 ?? '', { fmt: '0.##' }),
        c(m.score2 ?? '', { fmt: '0.##' }),
        c(m.second, { bold: won(m.second), bg: won(m.second) ? WIN : undefined }),
        c(PLACES[m.id]),
      ];
    });
  return rows.length
    ? { title: 'Placement matches (M4)', header: ['match', 'team 1', 'sum', 'sum', 'team 2', 'for'], rows }
    : null;
}

// Sealed line-ups, sheet side: which round the form's responses are for, its line-up deadline and teams, and
// the Line-ups cells that receive the line-ups in effect (line-up, strength, matches, games, sent = the
// server's time of the response). Planning only: the add-on reads the form and writes.
import type { Workbook } from '../../workbook';
import type { WriteBlock } from '../../plan';
import { loadSeason, lastPairedRound } from '../../season';
import { utc } from '../../tabs/round';
import type { SealedRound } from '../../../engine/mochalunt/lineup';

/** The form's questions. */
export const LINEUP_QUESTIONS = {
  round: 'Round',
  lineup: 'Line-up',
  strength: 'Strength',
  matches: 'Matches',
  games: 'Games',
} as const;

interface SealedTarget {
  readonly mode: 'form' | 'rows';
  readonly round: number;
  readonly deadline: number | null;
  /** the teams playing the round (the bye excepted) */
  readonly teams: string[];
  readonly totalRounds: number;
}

/** The round whose line-ups are due: the last paired one. */
export function sealedTarget(book: Workbook): SealedTarget {
  const season = loadSeason(book);
  const round = lastPairedRound(season);
  const tab = season.rounds.get(round);
  const due = tab?.matches.find((m) => m.calendar)?.calendar?.lineupsDue ?? null;
  const teams = tab ? tab.matches.flatMap((m) => [m.team1, m.team2]) : [];
  return { mode: season.settings.lineupsVia, round, deadline: due, teams, totalRounds: season.totalRounds };
}

/**
 * The Line-ups cells that receive each team's line-up in effect; rows already holding the same line-up are left
 * alone. The teams in `noReduction` get a blank number of matches (M10: not used, sealedCheck.ts reductionNotes).
 */
export function sealedBlocks(
  book: Workbook,
  round: number,
  sealed: SealedRound,
  noReduction: ReadonlySet<string> = new Set(),
): WriteBlock[] {
  const season = loadSeason(book);
  const t = season.lineups.table;
  if (!t) return [];
  const blocks: WriteBlock[] = [];
  for (const row of season.lineups.rows) {
    if (row.round !== round) continue;
    const r = sealed.inEffect.get(row.team);
    if (!r) continue;
    const put = (key: string, value: string) => {
      const c = t.col[key];
      if (c !== undefined)
        blocks.push({ tab: t.def.tab, row: row.at + 1, col: c + 1, values: [[value]], numberFormat: '@' });
    };
    put('lineup', r.answers[LINEUP_QUESTIONS.lineup] ?? '');
    put('strength', r.answers[LINEUP_QUESTIONS.strength] ?? '');
    put('matches', noReduction.has(row.team) ? '' : (r.answers[LINEUP_QUESTIONS.matches] ?? ''));
    put('games', r.answers[LINEUP_QUESTIONS.games] ?? '');
    put('sent', utc(r.at));
  }
  return blocks;
}

// The M20 prize categories' knock-out on the Categories tab, planned by the Individual ranking action:
// the draw (once, never again), the scores and winners of the matches typed, the final from the semi-finals.
//
// Decisions (documented in docs/sheets.md, "Categories"):
// - Rounds: the semi-finals are played in the second-to-last round of the season and the final in the last
//   (rounds 7 and 8 with the default 5 + 3, from the Settings' phase rounds); fewer than 3 rounds: no knock-out.
// - The draw is made by the first Individual ranking run once the round before the semi-finals is scored
//   (round 6), from the individual ranking over the rounds up to it (M19 over rounds 1-6, whenever the action
//   is run), with the engine's categoryDraw. A category already on the tab is never drawn again: if the
//   ranking after round 6 changes later (a corrected result), the draw is kept and a warning says so.
// - A match is decided when its 4 result cells are filled, or when some are and its round is scored on its
//   round tab (M16: blanks end 0-0). A wholly blank match waits. The winner is the engine's
//   categoryMatchWinner (M15 game points; level: player 1, the better-ranked).
// - Seeds are the draw's: SF1 = 1 v 4, SF2 = 2 v 3; player 1 of the final is the better seed of the two
//   winners (the engine's categoryFinal). Results typed by people are never overwritten; the final's players
//   change only while the final has no result (with a warning).
import type { Workbook } from '../../workbook';
import type { SheetProblem, TabSpec, WriteBlock } from '../../plan';
import type { Season } from '../../season';
import type { SheetSettings } from '../../tabs/settings';
import { cellProblem } from '../../tabs/table';
import { RESULT_FIX, parseResult } from '../../tabs/results';
import {
  CATEGORY_GAME_KEYS,
  categoriesBlock,
  readCategories,
  type CategoryLine,
  type CategoryMatchId,
  type CategoryRow,
} from './tabs/categories';
import {
  categoryDraw,
  categoryFinal,
  categoryMatchWinner,
  CATEGORY_LABELS,
  PRIZE_CATEGORIES,
  type CategoryMatch,
  type PrizeCategory,
} from '../../../engine/mochalunt/individual/prizes';
import type { IndividualRow } from '../../../engine/mochalunt/individual/ranking';
import { individualMatchScore } from '../../../engine/mochalunt/scoring/points';
import type { GameResult } from '../../../engine/core/result';
import { playerName, teamName } from '../../../engine/core/ids';

/** The rounds of the category knock-out. */
interface CategoryRounds {
  readonly semiFinal: number;
  readonly final: number;
}

/** M20: semi-finals in the second-to-last round, the final in the last (7 and 8 with 5 + 3 rounds); null below 3 rounds. */
export function categoryRounds(settings: Pick<SheetSettings, 'phase1Rounds' | 'phase2Rounds'>): CategoryRounds | null {
  const total = settings.phase1Rounds + settings.phase2Rounds;
  return total >= 3 ? { semiFinal: total - 1, final: total } : null;
}

/** A category match as it stands, for the summary and Export JSON. */
interface CategoryMatchOutcome {
  readonly match: CategoryMatchId;
  readonly round: number | null;
  readonly player1: string;
  readonly team1: string;
  readonly player2: string;
  readonly team2: string;
  /** the result cells as typed */
  readonly games: string[];
  readonly score1: number | null;
  readonly score2: number | null;
  /** null while undecided */
  readonly winner: string | null;
}

interface CategoryOutcome {
  readonly category: PrizeCategory;
  /** "semi-finals 1-4 and 2-3", or why the category has no matches */
  readonly reason: string;
  readonly matches: CategoryMatchOutcome[];
  /** the final's winner, once decided */
  readonly winner: { player: string; team: string } | null;
}

interface CategoriesPlan {
  /** the draw exists (on the tab or made now) */
  readonly drawn: boolean;
  readonly newTab: TabSpec | null;
  readonly block: WriteBlock | null;
  readonly problems: SheetProblem[];
  readonly warnings: string[];
  /** summary lines */
  readonly lines: string[];
  /** team\0player -> the categories whose knock-out the player was drawn in */
  readonly qualified: Map<string, PrizeCategory[]>;
  readonly outcomes: CategoryOutcome[];
}

const pkey = (team: string, player: string) => `${team}\u0000${player}`;
const SEEDS: Record<CategoryMatchId, [number, number]> = { SF1: [1, 4], SF2: [2, 3], F: [1, 2] };

/** A stand-in ranking row carrying the draw's seed as its rank (the engine compares ranks). */
function seeded(player: string, team: string, seed: number): IndividualRow {
  return {
    rank: seed,
    place: seed,
    level: false,
    player: playerName(player),
    team: teamName(team),
    op: 0,
    pp: 0,
    ps: 0,
    aos: 0,
    fs: 0,
    matches: 0,
  };
}

/** The engine's match for a line of the tab (its round field is the engine's nominal 7 / 8). */
function matchOf(category: PrizeCategory, line: CategoryLine): CategoryMatch {
  const [a, b] = SEEDS[line.match as CategoryMatchId];
  return {
    category,
    id: line.match as CategoryMatchId,
    stage: line.match === 'F' ? 3 : 2,
    first: seeded(line.player1, line.team1, a),
    second: seeded(line.player2, line.team2, b),
  };
}

/** The rows a new draw puts on the tab for one category (M20, engine's categoryDraw). */
function drawLines(
  category: PrizeCategory,
  ranking: readonly IndividualRow[],
  season: Season,
  rounds: CategoryRounds,
): CategoryLine[] {
  const profiles = season.players.map((p) => ({
    team: p.team,
    player: p.name,
    ageGroup: p.ageGroup,
    gender: p.gender,
  }));
  const d = categoryDraw(category, ranking, profiles, { minParticipants: season.settings.prizeMinimum });
  const line = (
    match: CategoryMatchId | null,
    first?: IndividualRow,
    second?: IndividualRow,
    note = '',
  ): CategoryLine => ({
    at: -1,
    category,
    match,
    round: match === null ? null : match === 'F' ? rounds.final : rounds.semiFinal,
    player1: first?.player ?? '',
    team1: first?.team ?? '',
    player2: second?.player ?? '',
    team2: second?.team ?? '',
    results: ['', '', '', ''],
    note,
  });
  if (!d.awarded) return [line(null, undefined, undefined, `not awarded: ${d.reason}`)];
  return [
    ...d.matches.map((m) => line(m.id, m.first, m.second)),
    ...(d.matches.some((m) => m.id === 'F') ? [] : [line('F')]),
  ];
}

/** "SF1 A v D, SF2 B v C" of a draw, for comparing the tab's draw with the ranking's. */
function drawText(lines: readonly Pick<CategoryLine, 'match' | 'player1' | 'player2'>[]): string {
  const played = lines.filter(
    (l) => l.match !== null && l.player1 !== '' && (l.match !== 'F' || !lines.some((x) => x.match === 'SF1')),
  );
  return played.length ? played.map((l) => `${l.match} ${l.player1} v ${l.player2}`).join(', ') : 'no matches';
}

/**
 * M20: the Categories tab planned: the draw when it is due and missing (ranking = the individual ranking
 * after the round before the semi-finals; null when the draw is not due yet, or not to be made), scores,
 * winners and the final.
 */
export function planCategories(
  book: Workbook,
  season: Season,
  ranking: readonly IndividualRow[] | null,
): CategoriesPlan {
  const rounds = categoryRounds(season.settings);
  const read = readCategories(book);
  const problems = [...read.problems];
  const warnings: string[] = [];
  const out: CategoriesPlan = {
    drawn: false,
    newTab: null,
    block: null,
    problems,
    warnings,
    lines: [],
    qualified: new Map(),
    outcomes: [],
  };
  if (problems.length) return out;
  const existing = read.tab;
  const lines = existing ? existing.lines.slice() : [];
  const onTab = new Set(lines.map((l) => l.category));
  const drawRound = rounds ? rounds.semiFinal - 1 : 0;
  const drawnNow: PrizeCategory[] = [];
  if (ranking && rounds) {
    for (const c of PRIZE_CATEGORIES) {
      const fresh = drawLines(c, ranking, season, rounds);
      if (!onTab.has(c)) {
        lines.push(...fresh);
        drawnNow.push(c);
        continue;
      }
      const kept = lines.filter((l) => l.category === c);
      const was = drawText(kept);
      const now = drawText(fresh);
      if (was !== now)
        warnings.push(
          `${CATEGORY_LABELS[c]}: the individual ranking after round ${drawRound} now gives ${now}; the draw on the Categories tab (${was}) is kept (M20: drawn once)`,
        );
    }
  }
  if (lines.length === 0) {
    out.lines.push(
      rounds
        ? `Categories (M20): the semi-finals are drawn by Individual ranking once round ${drawRound} is scored`
        : 'Categories (M20): no knock-out (the season has fewer than 3 rounds)',
    );
    return out;
  }

  // evaluate every match line: results, scores, winners
  const games = new Map<CategoryLine, GameResult[]>();
  for (const l of lines) {
    if (l.match === null || l.player1 === '' || l.player2 === '') continue;
    const g: GameResult[] = [];
    l.results.forEach((cell, k) => {
      const r = parseResult(cell);
      if (r === null && existing)
        problems.push(
          cellProblem(
            existing.table,
            l.at,
            CATEGORY_GAME_KEYS[k],
            `"${cell}" is not a result (${CATEGORY_LABELS[l.category]} ${l.match}: ${l.player1} v ${l.player2})`,
            RESULT_FIX,
          ),
        );
      g.push(r ?? 'unplayed');
    });
    games.set(l, g);
  }
  if (problems.length) return out;
  const roundOf = (l: CategoryLine) => l.round ?? (rounds ? (l.match === 'F' ? rounds.final : rounds.semiFinal) : null);
  const decided = (l: CategoryLine): boolean => {
    if (!games.has(l)) return false;
    const typed = l.results.filter((r) => r !== '').length;
    const r = roundOf(l);
    return typed === 4 || (typed > 0 && r !== null && season.rounds.get(r)?.scored === true);
  };
  const rows = new Map<CategoryLine, CategoryRow>();
  const appended: CategoryLine[] = [];
  for (const c of PRIZE_CATEGORIES) {
    const mine = lines.filter((l) => l.category === c);
    if (mine.length === 0) continue;
    const none = mine.find((l) => l.match === null);
    const sf = (id: CategoryMatchId) => mine.find((l) => l.match === id);
    const sf1 = sf('SF1');
    const sf2 = sf('SF2');
    let fin = sf('F');
    // the final from the semi-finals (engine's categoryFinal), while the final has no result typed
    if (sf1 && sf2) {
      const both = decided(sf1) && decided(sf2);
      const finalTyped = fin !== undefined && fin.results.some((r) => r !== '');
      const f = both
        ? categoryFinal([sf1, sf2].map((l) => ({ match: matchOf(c, l), games: games.get(l) ?? [] })))
        : null;
      const next =
        f && f.ok
          ? {
              player1: f.value.first.player as string,
              team1: f.value.first.team as string,
              player2: f.value.second.player as string,
              team2: f.value.second.team as string,
            }
          : { player1: '', team1: '', player2: '', team2: '' };
      const current = fin ? { player1: fin.player1, team1: fin.team1, player2: fin.player2, team2: fin.team2 } : null;
      const same =
        current !== null &&
        current.player1 === next.player1 &&
        current.player2 === next.player2 &&
        current.team1 === next.team1 &&
        current.team2 === next.team2;
      if (!same) {
        if (finalTyped && current) {
          if (both)
            warnings.push(
              `${CATEGORY_LABELS[c]}: the semi-finals now give the final ${next.player1} v ${next.player2}, but the final ${current.player1} v ${current.player2} has results: kept`,
            );
        } else {
          if (current && current.player1 !== '' && next.player1 !== '')
            warnings.push(
              `${CATEGORY_LABELS[c]}: the final changed to ${next.player1} v ${next.player2} (a semi-final result changed)`,
            );
          const updated: CategoryLine = fin
            ? { ...fin, ...next }
            : {
                at: -1,
                category: c,
                match: 'F',
                round: rounds ? rounds.final : null,
                ...next,
                results: ['', '', '', ''],
                note: '',
              };
          if (fin) {
            lines[lines.indexOf(fin)] = updated;
            if (games.has(fin)) games.delete(fin);
          } else appended.push(updated);
          if (updated.player1 !== '' && updated.player2 !== '')
            games.set(
              updated,
              updated.results.map((r) => parseResult(r) ?? 'unplayed'),
            );
          fin = updated;
        }
      }
    }
    // the rows and the outcome
    const matches: CategoryMatchOutcome[] = [];
    for (const l of [sf1, sf2, fin].filter((x): x is CategoryLine => x !== undefined)) {
      const g = games.get(l);
      const typed = l.results.some((r) => r !== '');
      const score = g && typed ? individualMatchScore(g) : null;
      const done = decided(l);
      const w = done && g ? categoryMatchWinner(matchOf(c, l), g) : null;
      const notes: string[] = [];
      if (l.match === 'SF1') notes.push(`semi-final 1-4, drawn from the individual ranking after round ${drawRound}`);
      if (l.match === 'SF2') notes.push(`semi-final 2-3, drawn from the individual ranking after round ${drawRound}`);
      if (l.match === 'F')
        notes.push(
          l.player1 === ''
            ? 'final: the winner of SF1 v the winner of SF2'
            : sf1
              ? 'final: the winners of the semi-finals'
              : 'final between the best 2 (too few qualifiers for semi-finals)',
        );
      if (done && score && score.first === score.second) notes.push('level: player 1, the better-ranked, wins (M20)');
      const blanks = l.results.map((r, k) => (r === '' ? k + 1 : 0)).filter((k) => k > 0);
      if (done && blanks.length)
        notes.push(`game${blanks.length > 1 ? 's' : ''} ${blanks.join(', ')} not reported: 0-0 (M16)`);
      rows.set(l, {
        cells: {
          category: CATEGORY_LABELS[c],
          match: l.match ?? '',
          round: roundOf(l) ?? '',
          player1: l.player1,
          team1: l.team1,
          player2: l.player2,
          team2: l.team2,
          game1: l.results[0],
          game2: l.results[1],
          game3: l.results[2],
          game4: l.results[3],
          score1: score ? score.first : '',
          score2: score ? score.second : '',
          winner: w ? w.player : '',
          note: notes.join('; '),
        },
        playable: g !== undefined,
        decided: w !== null,
      });
      matches.push({
        match: l.match as CategoryMatchId,
        round: roundOf(l),
        player1: l.player1,
        team1: l.team1,
        player2: l.player2,
        team2: l.team2,
        games: l.results.slice(),
        score1: score ? score.first : null,
        score2: score ? score.second : null,
        winner: w ? w.player : null,
      });
      if (l.player1 !== '' && (l.match !== 'F' || !sf1))
        for (const [p, t] of [
          [l.player1, l.team1],
          [l.player2, l.team2],
        ])
          out.qualified.set(pkey(t, p), [...(out.qualified.get(pkey(t, p)) ?? []), c]);
    }
    if (none) {
      rows.set(none, {
        cells: {
          category: CATEGORY_LABELS[c],
          match: '',
          round: '',
          player1: '',
          team1: '',
          player2: '',
          team2: '',
          game1: '',
          game2: '',
          game3: '',
          game4: '',
          score1: '',
          score2: '',
          winner: '',
          note: none.note,
        },
        playable: false,
        decided: false,
      });
    }
    const finalMatch = matches.find((m) => m.match === 'F');
    const winner =
      finalMatch && finalMatch.winner !== null
        ? {
            player: finalMatch.winner,
            team: finalMatch.winner === finalMatch.player1 ? finalMatch.team1 : finalMatch.team2,
          }
        : null;
    const reason =
      none && matches.length === 0 ? none.note : sf1 ? 'semi-finals 1-4 and 2-3' : 'final between the best 2';
    out.outcomes.push({ category: c, reason, matches, winner });
    const label = CATEGORY_LABELS[c];
    if (winner) out.lines.push(`${label}: winner ${winner.player} (${winner.team})`);
    else if (finalMatch && finalMatch.player1 !== '')
      out.lines.push(`${label}: final ${finalMatch.player1} v ${finalMatch.player2}`);
    else if (matches.length)
      out.lines.push(
        `${label}: ${matches
          .filter((m) => m.match !== 'F')
          .map((m) => `${m.match} ${m.player1} v ${m.player2}${m.winner ? ` (${m.winner} wins)` : ''}`)
          .join(', ')}`,
      );
    else out.lines.push(`${label}: ${reason}`);
  }
  const finals = out.outcomes.filter((o) => o.matches.length > 0);
  out.lines.unshift(
    drawnNow.length
      ? `Categories (M20): ${drawnNow.length === PRIZE_CATEGORIES.length ? 'drawn' : `${drawnNow.map((c) => CATEGORY_LABELS[c]).join(', ')} drawn`} from the individual ranking after round ${drawRound}`
      : `Categories (M20): ${finals.filter((o) => o.winner).length} of ${finals.length} finals decided`,
  );
  // rows in the tab's order (positions kept, so organizers' own columns stay with their rows), new ones after
  const height = existing ? existing.table.grid.length - 1 : 0;
  const ordered: CategoryRow[] = Array.from({ length: height }, () => ({ cells: {}, playable: false, decided: false }));
  const blankRow = (): CategoryRow => ({ cells: {}, playable: false, decided: false });
  const extra: CategoryRow[] = [];
  for (const l of [...lines, ...appended]) {
    const row = rows.get(l) ?? blankRow();
    if (l.at >= 1) ordered[l.at - 1] = row;
    else extra.push(row);
  }
  const { newTab, block } = categoriesBlock(existing ? existing.table : null, [...ordered, ...extra]);
  return { ...out, drawn: true, newTab, block };
}

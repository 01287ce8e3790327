// Update standings (M18 with its tie order; the Crosstable beside it, crosstable.ts) and Individual ranking (M19, M20 categories): the output tabs
// rewritten whole from the scored rounds, each with the legend of its abbreviations at its right and its
// withdrawn teams (and their players) marked; Individual ranking also plans the Categories tab (categories.ts).
import type { Cell, Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import type { MochaluntPlanner } from './planner';
import { loadSeason, withCategories, type Season } from '../../season';
import { seasonAgainstRecords } from './recorded';
import { knockoutResults, roundTeamMatches, standingsAfter } from './history';
import { legendBlock, readTable, tableBlock, tabSpec, withNewColumns, type Table } from '../../tabs/table';
import {
  INDIVIDUAL_LEGEND,
  INDIVIDUAL_TABLE,
  KNOCKOUT_PLACES_NOTE,
  KNOCKOUT_TINT,
  STANDINGS_LEGEND,
  STANDINGS_TABLE,
} from './tabs/output';
import { placedStandings, type PlacedRow } from '../../../engine/mochalunt/knockout/places';
import type { TeamMatch } from '../../../engine/mochalunt/scoring/match';
import { individualRanking as rankPlayers, type IndividualRow } from '../../../engine/mochalunt/individual/ranking';
import { categoryDraw, CATEGORY_LABELS, PRIZE_CATEGORIES } from '../../../engine/mochalunt/individual/prizes';
import { categoryRounds, planCategories } from './categories';
import { outputTabLayout } from '../../layout';
import { CATEGORIES_TABLE } from './tabs/categories';
import { seasonCrosstable } from './crosstable';

/**
 * The table up to the column before its legend (`legendCol`, 1-based, with one blank column between) or its
 * last column, whichever is further right: the table's block restyles its own columns only, so a second click
 * writes what the first did (the legend, found on the tab from the second click on, keeps its own look).
 */
function leftOfLegend(t: Table | null, legendCol: number): Table | null {
  if (!t) return t;
  const width = Math.max(legendCol - 2, ...Object.values(t.col).map((c) => (c ?? -1) + 1));
  return width < t.width ? { ...t, width } : t;
}

function lastScoredRound(season: Season): number {
  let last = 0;
  season.rounds.forEach((t, r) => {
    if (t.scored) last = Math.max(last, r);
  });
  return last;
}

/**
 * M18: the standings from every scored round: the McMahon standings, with the knock-out teams on top in
 * their knock-out places once phase 2 has begun (places 1-8; the others from 9 on).
 */
export function seasonStandings(season: Season, problems: SheetProblem[]): PlacedRow[] {
  const rows = standingsAfter(season, season.totalRounds, problems);
  return placedStandings(rows, knockoutResults(season, season.totalRounds, true).results);
}

/** "5=" for a shared place, "5" otherwise. */
const placeText = (place: number, level: boolean): string | number => (level ? `${place}=` : place);

/** M19: every scored team match (of the rounds up to `upTo`, default all). */
function scoredMatches(season: Season, problems: SheetProblem[], upTo = season.totalRounds): TeamMatch[] {
  const out: TeamMatch[] = [];
  season.rounds.forEach((t, r) => {
    if (t.scored && r <= upTo) out.push(...roundTeamMatches(t, problems).map((x) => x.match));
  });
  return out;
}

/** M19: the individual ranking (over the rounds up to `upTo`, default all) with the engine's settings from the Settings tab. */
export function seasonIndividual(season: Season, problems: SheetProblem[], upTo = season.totalRounds): IndividualRow[] {
  return rankPlayers(scoredMatches(season, problems, upTo), {
    points: season.settings.individualPoints === 'game points' ? 'gamePoints' : 'oneHalfZero',
    countUnplayed: season.settings.countUnplayed,
  });
}

/**
 * M4, M18: after the last phase-1 round, the 8 teams that qualify for the knock-out under the ranking
 * setting in force, and which teams the other setting (McMahon score / earned points alone) would let in or
 * leave out. Empty in other rounds.
 */
function qualificationLines(season: Season, after: number): string[] {
  if (after !== season.settings.phase1Rounds || season.totalRounds <= after) return [];
  const active = new Set(season.teams.filter((t) => t.active).map((t) => t.name as string));
  const top8 = (byMcMahon: boolean): string[] =>
    standingsAfter({ ...season, settings: { ...season.settings, rankByMcMahon: byMcMahon } }, after, [])
      .filter((r) => active.has(r.team))
      .slice(0, 8)
      .map((r) => r.team);
  const inForce = season.settings.rankByMcMahon;
  const mine = top8(inForce);
  const other = top8(!inForce);
  const otherName = inForce ? 'by earned points alone' : 'by McMahon score (start points included)';
  const lines = [
    `Knock-out qualifiers (M4, top 8 ${inForce ? 'by McMahon score' : 'by earned points alone'}): ${mine.join(', ')}.`,
  ];
  const wouldIn = other.filter((t) => !mine.includes(t));
  const wouldOut = mine.filter((t) => !other.includes(t));
  lines.push(
    wouldIn.length === 0
      ? `Ranked ${otherName} (Settings "rank by McMahon score": ${inForce ? 'no' : 'yes'}), the same 8 teams would qualify.`
      : `Ranked ${otherName} (Settings "rank by McMahon score": ${inForce ? 'no' : 'yes'}), ${wouldIn.join(', ')} would qualify and ${wouldOut.join(', ')} would not.`,
  );
  return lines;
}

/** what stops the output tabs: a round tab that differs from its record (recorded.ts) first, then the season's problems */
const blockingOf = (book: Workbook, season: Season): SheetProblem[] => {
  const changed = seasonAgainstRecords(book, season);
  return changed.length ? changed : season.problems.filter((p) => p.tab !== 'Line-ups');
};

/** The teams marked withdrawn on the Teams tab: marked on the Standings and Individual tabs too. */
function withdrawnTeams(season: Season): Set<string> {
  return new Set(season.teams.filter((t) => !t.active).map((t) => t.name as string));
}

export const updateStandings: Planner = (book) => {
  const season = loadSeason(book);
  const plan = emptyPlan('updateStandings', 'Update standings');
  const b = blockingOf(book, season);
  if (b.length) return { ...plan, problems: b, summary: describeProblems(b) };
  const problems: SheetProblem[] = [];
  const rows = seasonStandings(season, problems);
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  const after = lastScoredRound(season);
  const read = readTable(book, STANDINGS_TABLE).table;
  const { table, header } = withNewColumns(STANDINGS_TABLE, read);
  const withdrawn = withdrawnTeams(season);
  const values: Record<string, Cell>[] = rows.map((r) => ({
    rank: placeText(r.place, r.level),
    team: r.team,
    main: r.main,
    mcmahon: r.mcMahon,
    secondary: r.secondary,
    normalized: r.normalizedAverage,
    g: r.g,
    m: r.m,
    rounds: r.roundsPlayed,
    seed: r.seed,
    after,
    decided: r.decidedByText,
    status: withdrawn.has(r.team) ? 'withdrawn' : '',
  }));
  // M18: once the knock-out has placed its teams, its places 1-8 are tinted and the legend says where they end
  const knockout = rows.some((r) => r.stage === 'knock-out');
  const legend = legendBlock(
    STANDINGS_TABLE,
    table,
    knockout ? [...STANDINGS_LEGEND, KNOCKOUT_PLACES_NOTE] : STANDINGS_LEGEND,
  );
  const block = tableBlock(STANDINGS_TABLE, leftOfLegend(table, legend.col), values, (i) =>
    i === 0 && after > 0
      ? { bold: true, background: '#d9ead3' }
      : { background: rows[i]?.stage === 'knock-out' ? KNOCKOUT_TINT : i % 2 ? '#f3f3f3' : '#ffffff' },
  );
  const top = rows
    .slice(0, 3)
    .map(
      (r) =>
        `${placeText(r.place, r.level)}. ${r.team} ${season.settings.rankByMcMahon ? r.mcMahon : r.main} (${r.secondary.toFixed(2)})`,
    )
    .join(', ');
  const qualification = qualificationLines(season, after);
  // the Crosstable (crosstable.ts): each round's opponent and result
  const cross = seasonCrosstable(book, season, rows);
  // the Crosstable's fixed widths first: a write failing there leaves the Standings' fitted widths as they were
  const layout = [
    ...cross.layout,
    outputTabLayout(STANDINGS_TABLE.tab, [new Array<Cell>(legend.col).fill(''), ...block.values]),
  ];
  return {
    ...plan,
    round: after,
    newTabs: [...(table ? [] : [tabSpec(STANDINGS_TABLE)]), ...(cross.newTab ? [cross.newTab] : [])],
    blocks: [...(header ? [header] : []), block, legend, cross.block],
    layout,
    summary: [`Standings after round ${after}: ${top}`, ...qualification].join('\n'),
  };
};

/** M20: the ranking the category semi-finals are drawn from (after the round before them), or null before it is scored. */
function categoryDrawRanking(season: Season, problems: SheetProblem[]): IndividualRow[] | null {
  const rounds = categoryRounds(season.settings);
  if (!rounds || lastScoredRound(season) < rounds.semiFinal - 1) return null;
  return seasonIndividual(season, problems, rounds.semiFinal - 1);
}

export const individualRanking: MochaluntPlanner = (book, input) => {
  // M20: the categories come from the private store, never from a tab (src/sheets/playerCategories.ts)
  const season = withCategories(loadSeason(book), input.categories);
  const plan = emptyPlan('individualRanking', 'Individual ranking');
  const b = blockingOf(book, season);
  if (b.length) return { ...plan, problems: b, summary: describeProblems(b) };
  const problems: SheetProblem[] = [];
  const rows = seasonIndividual(season, problems);
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  // the rounds up to the draw's are among those just read: their problems are already reported above
  const drawRanking = categoryDrawRanking(season, []);
  const cats = planCategories(book, season, drawRanking);
  if (cats.problems.length) return { ...plan, problems: cats.problems, summary: describeProblems(cats.problems) };
  const profiles = season.players.map((p) => ({
    team: p.team,
    player: p.name,
    ageGroup: p.ageGroup,
    gender: p.gender,
  }));
  // "qualified": the players drawn on the Categories tab (the public sees the draws, no one's categories);
  // before the draw, who would qualify now is told to the organizer in the summary only
  const qualified = new Map<string, string[]>();
  const drawLines: string[] = [];
  if (cats.drawn) {
    cats.qualified.forEach((cs, k) =>
      qualified.set(
        k,
        cs.map((c) => CATEGORY_LABELS[c]),
      ),
    );
  } else {
    for (const c of PRIZE_CATEGORIES) {
      const d = categoryDraw(c, rows, profiles, { minParticipants: season.settings.prizeMinimum });
      drawLines.push(
        `${CATEGORY_LABELS[c]}: ${d.awarded ? d.matches.map((m) => `${m.id} ${m.first.player} v ${m.second.player}`).join(', ') : d.reason} (now)`,
      );
    }
  }
  const withdrawn = withdrawnTeams(season);
  const values: Record<string, Cell>[] = rows.map((r) => {
    const q = qualified.get(`${r.team}\u0000${r.player}`);
    return {
      rank: placeText(r.place, r.level),
      player: r.player,
      team: r.team,
      fs: r.fs,
      ps: r.ps,
      aos: r.aos,
      op: r.op,
      pp: r.pp,
      matches: r.matches,
      categories: q ? `qualified: ${q.join(', ')}` : '',
      status: withdrawn.has(r.team) ? 'team withdrawn' : '',
    };
  });
  const { table, header } = withNewColumns(INDIVIDUAL_TABLE, readTable(book, INDIVIDUAL_TABLE).table);
  const legend = legendBlock(INDIVIDUAL_TABLE, table, INDIVIDUAL_LEGEND);
  const block = tableBlock(INDIVIDUAL_TABLE, leftOfLegend(table, legend.col), values, (i) =>
    i === 0 ? { bold: true, background: '#d9ead3' } : { background: i % 2 ? '#f3f3f3' : '#ffffff' },
  );
  // the registry adds the Overview, which shows the M20 category matches
  return {
    ...plan,
    newTabs: [...(table ? [] : [tabSpec(INDIVIDUAL_TABLE)]), ...(cats.newTab ? [cats.newTab] : [])],
    blocks: [...(header ? [header] : []), block, legend, ...(cats.block ? [cats.block] : [])],
    layout: [
      outputTabLayout(INDIVIDUAL_TABLE.tab, [new Array<Cell>(legend.col).fill(''), ...block.values]),
      ...(cats.block
        ? [outputTabLayout(CATEGORIES_TABLE.tab, [CATEGORIES_TABLE.columns.map((c) => c.header), ...cats.block.values])]
        : []),
    ],
    warnings: cats.warnings,
    summary: [
      `${rows.length} players ranked. ${cats.lines[0] ?? ''}`.trim(),
      ...drawLines,
      ...cats.lines.slice(1),
    ].join('\n'),
  };
};

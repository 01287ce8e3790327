// The Overview of a MOCHALUNT season: the standings after the last scored round with the change of rank
// (M18) and the withdrawn teams marked, the current round's team matches with how many boards are reported, the round's deadlines (M21),
// the knock-out bracket and placement matches (M4, M5), the prize categories' semi-finals and finals (M20)
// and the chart series (rank; average normalized score, M17-M18).
import type { Workbook } from '../../workbook';
import type { SheetProblem } from '../../plan';
import { loadSeason, lastPairedRound, type Season } from '../../season';
import { knockoutResults, pairingHistory, standingsAfter } from './history';
import { placedStandings } from '../../../engine/mochalunt/knockout/places';
import type { TeamName } from '../../../engine/core/ids';
import { drawQuarterFinals } from '../../../engine/mochalunt/knockout/quarterFinals';
import { utc, FORFEIT_PLAYER, type MatchLine } from '../../tabs/round';
import { readCategories } from './tabs/categories';
import { get } from '../../tabs/table';
import { cellText } from '../../workbook';
import { CATEGORY_LABELS } from '../../../engine/mochalunt/individual/prizes';
import type { Band, OverviewModel, OvCell, Panel } from '../../overview/model';
import { c, WIN } from '../../overview/model';
import { movement } from '../../overview/movement';
import { bracketPanel, decide, KNOCKOUT_ID, placementPanel, type KnockoutDecided } from './bracket';
import { chartSeries, perRound } from '../../overview/charts';
import { stageLine } from '../../overview/stage';
import { reportNoteNow } from './reportedNote';
import { KNOCKOUT_TINT } from './tabs/output';
import { separatedBand, type SeparatedRow } from '../../overview/separated';
import type { PlacedRow } from '../../../engine/mochalunt/knockout/places';
import { overridesPanel } from './overrides';

const KNOCKOUT_PLACES_LINE = '▲ places 1-8: decided by the knock-out (M18)';
import { datesInOrder, type RoundDate } from '../../../engine/mochalunt/calendar';

/** M21: the round calendar's dates as the Overview's round line names them, listed by date */
const DATE_LABELS: Record<RoundDate, string> = {
  published: 'published',
  lineupsDue: 'line-ups due',
  gameChoiceDue: 'game choice due',
  changesDue: 'changes due',
  roundEnds: 'round ends',
};

/** M18: the McMahon-ranked rows (the knock-out places are the bracket's) for the note on tied places. */
const separatedRows = (rows: readonly PlacedRow[], byMcMahon: boolean): SeparatedRow[] =>
  rows
    .filter((r) => r.stage === 'McMahon')
    .map((r) => ({
      name: r.team,
      place: r.place,
      shared: r.level,
      points: byMcMahon ? r.mcMahon : r.main,
      by: r.decidedByText,
    }));

function lastScored(season: Season): number {
  let last = 0;
  season.rounds.forEach((t, r) => {
    if (t.scored) last = Math.max(last, r);
  });
  return last;
}

/** "2 of 4 boards reported" (a forfeited board counts as reported). */
export function boardsReported(m: MatchLine): string {
  if (m.boards.length === 0) return m.points1 !== null ? 'scored' : 'line-ups awaited';
  const done = m.boards.filter(
    (b) => b.player1 === FORFEIT_PLAYER || b.player2 === FORFEIT_PLAYER || b.results.some((r) => r !== ''),
  ).length;
  return `${done} of ${m.boards.length} boards reported`;
}

function currentPanel(season: Season, round: number): Panel | null {
  const tab = season.rounds.get(round);
  if (!tab) return null;
  const rows: OvCell[][] = tab.matches.map((m) => {
    const w = m.score1 !== null && m.score2 !== null ? (m.score1 > m.score2 ? 1 : m.score2 > m.score1 ? 2 : 0) : 0;
    return [
      c(m.id),
      c(m.team1, { bold: w === 1, bg: w === 1 ? WIN : undefined }),
      c(m.score1 ?? '', { fmt: '0.##' }),
      c(m.score2 ?? '', { fmt: '0.##' }),
      c(m.team2, { bold: w === 2, bg: w === 2 ? WIN : undefined }),
      c(boardsReported(m) + reportNoteNow(tab, m)),
    ];
  });
  if (tab.bye)
    rows.push([c('bye'), c(tab.bye.team), c(tab.bye.points ?? '', { fmt: '0.##' }), c(''), c(''), c('bye (M3)')]);
  const reported = tab.matches.filter((m) => m.points1 !== null).length;
  return {
    title: `Round ${round}: ${reported} of ${tab.matches.length} team matches scored`,
    header: ['match', 'team 1', 'sum', 'sum', 'team 2', 'results so far'],
    rows,
  };
}

function categoriesPanel(book: Workbook): Panel | null {
  const { tab } = readCategories(book);
  if (!tab) return null;
  const rows: OvCell[][] = [];
  let last = '';
  for (const l of tab.lines) {
    const label = CATEGORY_LABELS[l.category];
    if (label !== last) {
      rows.push([c(label, { bold: true })]);
      last = label;
    }
    if (l.match === null) {
      rows.push([c(''), c(l.note)]);
      continue;
    }
    const winner = cellText(get(tab.table, l.at, 'winner'));
    const s1 = cellText(get(tab.table, l.at, 'score1'));
    const s2 = cellText(get(tab.table, l.at, 'score2'));
    const who = (p: string, t: string) =>
      c(t ? `${p} (${t})` : p, {
        bold: winner !== '' && winner === p,
        bg: winner !== '' && winner === p ? WIN : undefined,
      });
    rows.push([
      c(l.match),
      who(l.player1, l.team1),
      c(s1 === '' ? '' : Number(s1), { fmt: '0.##' }),
      c(s2 === '' ? '' : Number(s2), { fmt: '0.##' }),
      who(l.player2, l.team2),
    ]);
  }
  return rows.length
    ? {
        title: 'Prize categories (M20): semi-finals and finals',
        header: ['match', 'player 1', 'pts', 'pts', 'player 2'],
        rows,
      }
    : null;
}

/** M4: before the knock-out, the quarter-finals the standings would give now (the top 8, rematches avoided). */
function projectedBracket(season: Season, ranking: readonly TeamName[], upTo: number): Panel | null {
  const round = season.settings.phase1Rounds + 1;
  if (season.settings.phase2Rounds === 0 || upTo === 0 || upTo >= round) return null;
  const draw = drawQuarterFinals(ranking, pairingHistory(season, round).pairs);
  if (!draw.ok) return null;
  const lines = draw.value.matches.map((m) =>
    decide({ id: m.id, round, first: m.first, second: m.second, score1: null, score2: null }),
  );
  return bracketPanel(lines, `Knock-out if phase 1 ended now (projected from the standings after round ${upTo}, M4)`);
}

export function mochaluntOverview(book: Workbook): OverviewModel | null {
  const season = loadSeason(book);
  if (season.problems.some((p) => p.tab !== 'Line-ups')) return null;
  const problems: SheetProblem[] = [];
  const upTo = lastScored(season);
  // M18: the places of the Standings tab (the knock-out's places 1-8 once phase 2 has begun)
  const placed = perRound((r) =>
    placedStandings(standingsAfter(season, r, problems), knockoutResults(season, r, true).results),
  );
  const now = placed(upTo);
  const before = upTo > 1 ? new Map(placed(upTo - 1).map((r) => [r.team as string, r.place])) : null;
  if (problems.length) return null;
  const byMcMahon = season.settings.rankByMcMahon;
  const withdrawn = new Set(season.teams.filter((t) => !t.active).map((t) => t.name as string));
  const standings: Panel = {
    title: upTo > 0 ? `Standings after round ${upTo} (M18)` : 'Standings (no round scored yet)',
    header: ['place', 'team', byMcMahon ? 'McMahon' : 'main', 'secondary', 'since last round'],
    rows: now.flatMap((r, i) => {
      const ko = r.stage === 'knock-out';
      const row = [
        c(r.level ? `${r.place}=` : r.place, { fmt: '0', bg: ko ? KNOCKOUT_TINT : undefined }),
        c(withdrawn.has(r.team) ? `${r.team} (withdrawn)` : r.team, { bold: r.place === 1 && upTo > 0 }),
        c(byMcMahon ? r.mcMahon : r.main, { fmt: '0.##' }),
        c(r.secondary, { fmt: '0.00' }),
        c(movement(before?.get(r.team), r.place, before !== null)),
      ];
      // M18: a line under the knock-out's places 1-8 says where they end
      const last = ko && now[i + 1]?.stage !== 'knock-out';
      return last ? [row, [c(KNOCKOUT_PLACES_LINE, { bg: KNOCKOUT_TINT }), c(''), c(''), c(''), c('')]] : [row];
    }),
  };
  const round = lastPairedRound(season);
  const knockout: KnockoutDecided[] = [];
  season.rounds.forEach((t, r) => {
    for (const m of t.matches)
      if (KNOCKOUT_ID.test(m.id))
        knockout.push(
          decide({ id: m.id, round: r, first: m.team1, second: m.team2, score1: m.score1, score2: m.score2 }),
        );
  });
  const bands: Band[] = [
    { left: standings, right: currentPanel(season, round) ?? undefined },
    ...separatedBand(separatedRows(now, season.settings.rankByMcMahon)),
  ];
  const bracket =
    bracketPanel(knockout) ??
    projectedBracket(
      season,
      now.map((r) => r.team),
      upTo,
    );
  if (bracket) bands.push({ wide: bracket });
  const places = placementPanel(knockout);
  const cats = categoriesPanel(book);
  if (places || cats) bands.push({ left: cats ?? undefined, right: places ?? undefined });
  const changed = overridesPanel(season, round);
  if (changed) bands.push({ wide: changed });
  const cal = season.rounds.get(round)?.matches.find((m) => m.calendar)?.calendar ?? null;
  const lines = [
    `MOCHALUNT · ${season.teams.length} teams${withdrawn.size ? ` (${withdrawn.size} withdrawn)` : ''} · ${round > 0 ? `round ${round} of ${season.totalRounds}` : `${season.totalRounds} rounds`}${round > season.settings.phase1Rounds ? ' (knock-out phase)' : ''}`,
    cal
      ? `Round ${round} (UTC): ${datesInOrder(cal)
          .map((d) => `${DATE_LABELS[d.date]} ${utc(d.at)}`)
          .join(' · ')}`
      : 'No round published yet: the pairings appear here from round 1 on.',
    ...(round > 0
      ? [
          stageLine({
            paired: round,
            scored: upTo,
            published: season.totalRounds,
            round: 'round',
            after: 'Individual ranking ranks the players, M19, M20',
          }),
        ]
      : []),
  ];
  const series = chartSeries(upTo, (r) =>
    placed(r).map((s) => ({ name: s.team, place: s.place, normalized: s.normalizedAverage })),
  );
  return { title: season.settings.eventName, lines, bands, ...series, normalizedLabel: 'Average normalized score (%)' };
}

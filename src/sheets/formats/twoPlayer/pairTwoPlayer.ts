// Pair next round for a two-player format: Swiss (L2, L4), league (L3) or, after the published rounds, an
// L6 d rematch (league) or a T5 play-off; laid out on the round tab (team events, L5: four board rows per match with the players of
// the fixed boards and the colours drawn for the round from the event's draw seed, draws.ts).
import type { Cell } from '../../workbook';
import type { Plan, SheetProblem, TabSpec, WriteBlock } from '../../plan';
import { emptyPlan, describeProblems } from '../../plan';
import type { Planner } from '../planner';
import { colourDrawSeed, drawColours, MINDLAB_BOARDS } from '../../../engine/mindlab/team';
import { noDrawSeed, seedText } from './draws';
import { mindLabFormat } from '../../../engine/mindlab/format';
import { formatScore } from '../../../engine/pairing';
import { ENTRANTS_TAB } from '../entrants';
import { roundOut, roundTable, roundTabName, BYE, WAITS, type RowOut } from '../roundTab';
import { lastPaired, loadTwoPlayer, rematchRounds, type TwoPlayerBook } from './twoPlayerEvent';
import { leagueRematch } from './leagueRematch';
import { typedPairings } from './typedPairings';
import type { ProposedRound } from '../proposal';
import { swissRound } from './swissRound';
import { leagueRoundProposal, leagueSchedule } from './leagueRound';
import { twoPlayerPlayoff, twoPlayerPlayoffs } from './playoffRound';
import { wholeTab } from '../output';
import { twoPlayerRecord, twoPlayerRoundLayout } from '../roundTab';
import { recordOf, recordWrite } from '../../tabs/roundRecord';

const SCHEDULE_TAB = 'Schedule';

/** The round to pair and what stops it (L1 rounds, previous round not scored). */
function targetRound(
  b: TwoPlayerBook,
  asked: number | undefined,
  paired: number,
): { round: number; problems: SheetProblem[] } {
  const round = asked ?? paired + 1;
  const problems: SheetProblem[] = [];
  if (round > paired + 1) {
    problems.push({
      tab: roundTabName(paired + 1),
      message: `round ${paired + 1} is not paired yet`,
      fix: `pair round ${paired + 1} first`,
    });
  } else if (round > 1 && !b.rounds.get(round - 1)?.scored) {
    problems.push({
      tab: roundTabName(round - 1),
      message: `round ${round - 1} is not scored yet, so round ${round} cannot be paired`,
      fix: `enter round ${round - 1}'s results and run Score round, then Pair next round`,
    });
  }
  return { round, problems };
}

/** The rows of a round tab for a proposal; team events draw each match's colours (L5) from `drawSeed`. */
function proposalRows(b: TwoPlayerBook, round: number, p: ProposedRound, drawSeed: string): RowOut[] {
  const rows: RowOut[] = [];
  const lineUp = new Map(b.entrants.map((e) => [e.name, e.lineUp] as const));
  p.games.forEach((g, i) => {
    const match = String(i + 1);
    if (!b.team) {
      rows.push({ kind: 'game', match, first: g.first, second: g.second, result: g.prefill ?? '', reason: g.reason });
      return;
    }
    // L5: the colours drawn for the round, the seed written with them for an arbiter to replay
    rows.push({
      kind: 'match',
      match,
      first: g.first,
      second: g.second,
      reason: `${g.reason}; L5 colours drawn with ${seedText(colourDrawSeed(drawSeed, round, g.first, g.second))}`,
    });
    const l1 = lineUp.get(g.first),
      l2 = lineUp.get(g.second);
    const colours = drawColours(drawSeed, round, g.first, g.second);
    MINDLAB_BOARDS.forEach((game, k) => {
      const p1 = l1?.[k] ?? '',
        p2 = l2?.[k] ?? '';
      rows.push({
        kind: 'board',
        match,
        board: game,
        first: p1,
        second: p2,
        result: g.prefill ?? '',
        colour: colours[k].firstColour === g.first ? p1 : p2,
      });
    });
  });
  for (const bye of p.byes)
    rows.push({ kind: 'bye', match: BYE, first: bye.entrant, points1: bye.points, reason: bye.reason });
  for (const w of p.waiting) rows.push({ kind: 'bye', match: WAITS, first: w.entrant, reason: w.reason });
  return rows;
}

export const pairTwoPlayer: Planner = (book, input) => {
  const b = loadTwoPlayer(book);
  const base = emptyPlan('pairNextRound', 'Pair next round');
  // a round tab edited structurally (a game row deleted, ...) is named by its record first (typedPairings.ts)
  const typed = typedPairings(book, b, (input.round ?? lastPaired(b) + 1) - 1);
  const first = typed.changed.length ? typed.problems : b.problems;
  if (first.length) return { ...base, problems: first, summary: describeProblems(first) };
  const paired = lastPaired(b);
  const { round, problems } = targetRound(b, input.round, paired);
  const plan: Plan = { ...base, title: `Pair round ${round}`, round };
  // the rounds paired on are as the add-on wrote them, or overridden on purpose (typedPairings.ts)
  if (!problems.length) problems.push(...typedPairings(book, b, round - 1).problems);
  if (problems.length) return { ...plan, problems, summary: describeProblems(problems) };
  let proposal: ProposedRound | null;
  if (round <= b.published) {
    proposal = b.format === 'league' ? leagueRoundProposal(b, round) : swissRound(b, round, input.drawSeed);
  } else {
    // after the published rounds: an L6 d rematch (league, L6 chain) or a T5 play-off
    const rematches = rematchRounds(b);
    proposal = rematches
      ? leagueRematch(b, round, input.drawSeed)
      : twoPlayerPlayoffs(b)
        ? twoPlayerPlayoff(b, round, input.drawSeed)
        : null;
    if (proposal === null) {
      const why = rematches
        ? ' and no rematch is due (L6 d: no tie left for first or second place)'
        : twoPlayerPlayoffs(b)
          ? ' and no perfect-score play-off is due (T5)'
          : '';
      const ps = [
        {
          tab: ENTRANTS_TAB,
          message: `all ${b.published} rounds are paired${why}`,
          fix: 'there is no next round: run Update standings for the final ranking',
        },
      ];
      return { ...plan, problems: ps, summary: describeProblems(ps) };
    }
  }
  if (b.team && proposal.games.length && input.drawSeed === undefined)
    proposal = { ...proposal, problems: [...proposal.problems, noDrawSeed('the colours of each board (L5)')] };
  if (proposal.problems.length)
    return { ...plan, problems: proposal.problems, summary: describeProblems(proposal.problems) };
  const existing = b.rounds.get(round) ?? null;
  const outRows = proposalRows(b, round, proposal, input.drawSeed ?? '');
  const { newTab, block } = roundOut(roundTable(round, b.team), existing?.table ?? null, outRows);
  // what the round tab must hold, kept with it for Score round (roundRecord.ts)
  const record = recordWrite(book, round, recordOf(twoPlayerRecord(b.team), outRows));
  const newTabs: TabSpec[] = [...(newTab ? [newTab] : []), ...record.newTabs];
  const blocks: WriteBlock[] = [block, ...record.blocks];
  const warnings: string[] = [...proposal.notes];
  const expected = mindLabFormat(b.entrants.length);
  if (round === 1 && expected !== b.format)
    warnings.push(
      `L1: ${b.entrants.length} entrants would play a ${expected} (more than 6: Swiss; 6 or fewer: league); the Settings tab says ${b.format}`,
    );
  const schedule = b.format === 'league' && round <= b.published ? leagueSchedule(b) : [];
  if (schedule.length && round === 1) {
    const rows: Cell[][] = [];
    schedule.forEach((_, i) => {
      const p = leagueRoundProposal(b, i + 1);
      p.games.forEach((g) => rows.push([i + 1, g.first, g.second, '']));
      p.byes.forEach((y) => rows.push([i + 1, y.entrant, '', 'bye (0 points, L3)']));
    });
    const t = wholeTab(
      book,
      SCHEDULE_TAB,
      [
        { header: 'round', width: 60 },
        { header: 'first', numberFormat: '@', width: 160 },
        { header: 'second', numberFormat: '@', width: 160 },
        { header: 'note', numberFormat: '@', width: 200 },
      ],
      rows,
    );
    if (t.newTab) newTabs.push(t.newTab);
    blocks.push(t.block);
  }
  const n = proposal.games.length;
  const summary = [
    `Round ${round}${round > b.published ? (rematchRounds(b) ? ' (L6 d rematch)' : ' (T5 play-off)') : ''}: ${n} ${b.team ? (n === 1 ? 'team match' : 'team matches') : n === 1 ? 'game' : 'games'}${proposal.byes.length ? ' and a bye' : ''}.`,
    ...proposal.games.map((g, i) => `${i + 1}. ${g.first} v ${g.second}: ${g.reason}`),
    ...proposal.byes.map(
      (y) => `Bye: ${y.entrant} (${formatScore(y.points)} point${y.points === 1 ? '' : 's'}; ${y.reason})`,
    ),
    ...proposal.waiting.map((w) => `Waits: ${w.entrant} (${w.reason})`),
    ...(schedule.length && round === 1 ? ['League schedule (L3, also on the Schedule tab):', ...schedule] : []),
    ...warnings,
  ].join('\n');
  let needsConfirmation: string | undefined;
  if (existing && existing.matches.length + existing.byes.length > 0 && !input.confirmed) {
    needsConfirmation = existing.hasResults
      ? `Round ${round} already has results on tab ${roundTabName(round)}. Pair it again and overwrite them?`
      : `Round ${round} is already paired on tab ${roundTabName(round)}. Pair it again and overwrite it?`;
  }
  return {
    ...plan,
    newTabs,
    blocks,
    summary,
    warnings,
    needsConfirmation,
    layout: [twoPlayerRoundLayout(roundTable(round, b.team), existing?.table ?? null, outRows, b.team)],
  };
};

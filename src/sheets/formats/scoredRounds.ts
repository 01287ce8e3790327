// Scored rounds are sealed (src/sheets/tabs/roundSeal.ts), in every format: the actions that read the round
// tabs (Pair next round, Pair individual matches, Score round of another round, Update standings, Individual
// ranking, Export JSON) stop at a result cell that changed since its round was scored, naming the cell, the
// scored value and the new one. Score round of a sealed round is a correction, a decision: it lists every
// changed cell (old and new value, whether both sides had agreed the old one through the results form), how
// the round's match scores and the standings move, and asks; yes writes it with one Results log row per
// corrected cell. Run again on an unchanged sealed round it writes nothing (no second Undo step).
import type { Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { Plan, WriteBlock } from '../plan';
import { emptyPlan, problemPlan } from '../plan';
import type { ActionInput, Planner } from './planner';
import type { FormatAction } from './entry';
import { overlay } from '../overview';
import { readSeal, sealChanges, sealProblems, sealsCleared, type RoundSeal, type SealChange } from '../tabs/roundSeal';
import { resultsLogWrite } from '../tabs/resultsLog';
import { STANDINGS_TAB } from './output';

/** The actions that read no round tab: every other one reads the scored rounds. */
const READS_NO_ROUND: ReadonlySet<FormatAction> = new Set<FormatAction>(['setUp', 'checkLineups', 'addRegistrations']);

const shown = (v: string): string => (v === '' ? 'blank' : v);

/** Each entrant's rank on the Standings tab a standings plan writes over `book`. */
function ranks(book: Workbook, input: ActionInput, standings: Planner): Map<string, string> | null {
  const plan = standings(book, input);
  if (plan.problems.length) return null;
  const grid = overlay(book, plan.blocks, plan.newTabs).read(STANDINGS_TAB) ?? [];
  return new Map(grid.slice(1).flatMap((r) => (cellText(r[1]) ? [[cellText(r[1]), cellText(r[0])] as const] : [])));
}

/** How the standings move when the changed cells are scored: "Brazil 3 to 5". */
function standingsMove(
  book: Workbook,
  after: Workbook,
  changes: readonly SealChange[],
  input: ActionInput,
  standings: Planner | undefined,
): string {
  if (!standings) return '';
  const restored: WriteBlock[] = changes.map((c) => ({ tab: c.tab, row: c.row, col: c.col, values: [[c.was]] }));
  const was = ranks(overlay(book, restored), input, standings);
  const now = ranks(after, input, standings);
  if (!was || !now) return 'Update standings afterwards to see how the standings move.';
  const moved = [...now].filter(([name, rank]) => was.get(name) !== rank);
  if (moved.length === 0) return 'The standings do not move.';
  const list = moved.slice(0, 12).map(([name, rank]) => `${name} ${was.get(name) ?? '-'} to ${rank}`);
  return `The standings move (Update standings writes them): ${list.join(', ')}${moved.length > 12 ? `, and ${moved.length - 12} more` : ''}.`;
}

/** Score round over a sealed round: nothing when unchanged; else the question, and the Results log rows. */
function correction(book: Workbook, input: ActionInput, plan: Plan, seal: RoundSeal, standings?: Planner): Plan {
  const round = seal.round;
  const changes = sealChanges(book, seal);
  const after = overlay(book, plan.blocks, plan.newTabs);
  const fresh = readSeal(after, round);
  const same = (s: RoundSeal | null) => JSON.stringify(s && [s.cells, s.lines]);
  if (changes.length === 0 && same(fresh) === same(seal))
    return {
      ...emptyPlan(plan.action, plan.title),
      round,
      summary: `Round ${round} is already scored and none of its results changed since: nothing written. To correct a result, type it on ${seal.tab}, then run Score round for round ${round} again (it lists what moves and asks first).`,
    };
  // results of boards still open under an extended deadline came in: scored as before, without a question
  if (changes.length === 0) return plan;
  const cells = changes.map(
    (c) =>
      `- ${c.where}: ${shown(c.was)} to ${shown(c.now)}${c.how === 'form' ? ' (both sides had agreed the old result through the results form)' : ''}`,
  );
  const newLines = fresh?.lines ?? [];
  const moved = seal.lines.flatMap((l, i) =>
    newLines[i] !== undefined && newLines[i] !== l ? [`- ${l} becomes ${newLines[i]}`] : [],
  );
  const question = [
    `Round ${round} was already scored. Correcting it changes ${changes.length} result cell${changes.length === 1 ? '' : 's'}:`,
    ...cells,
    ...(moved.length ? ['Match scores:', ...moved] : ['The match scores do not change.']),
    standingsMove(book, after, changes, input, standings),
    `Correct round ${round}? The Results log keeps a row per corrected cell.`,
  ]
    .filter((l) => l !== '')
    .join('\n');
  const log = resultsLogWrite(
    book,
    changes.map((c) => ({
      at: input.now.getTime(),
      round: `Round ${round}`,
      board: c.where,
      by: 'an organizer (Score round)',
      results: c.now,
      counted: 'yes',
      outcome: `corrected after scoring: ${c.where} ${shown(c.was)} to ${shown(c.now)}${c.how === 'form' ? ' (the old result was agreed through the results form)' : ''}`,
      before: c.was,
      after: c.now,
    })),
  );
  const head = `Round ${round} corrected after scoring: ${changes.map((c) => `${c.where} ${shown(c.was)} to ${shown(c.now)}`).join(', ')} (logged in the Results log).`;
  return {
    ...plan,
    newTabs: [...plan.newTabs, ...log.newTabs],
    blocks: [...plan.blocks, ...log.blocks],
    summary: [head, plan.summary].join('\n'),
    needsConfirmation: input.confirmed
      ? undefined
      : [question, plan.needsConfirmation].filter((q) => q !== undefined).join('\n\n'),
  };
}

/**
 * The planner of `action` with the seals checked: a changed scored cell of a round it reads stops it (Score
 * round's own round is its correction instead; Pair next round of a round already paired forgets the seals
 * of that round on). `standings` is the format's Update standings, to say how a correction moves them.
 */
export function withScoredRounds(action: FormatAction, planner: Planner, standings?: Planner): Planner {
  if (READS_NO_ROUND.has(action)) return planner;
  return (book, input) => {
    const plan = planner(book, input);
    const round = plan.round ?? input.round ?? 0;
    const repairs = action === 'pairNextRound' && round > 0;
    const skip = (r: number) => (action === 'scoreRound' ? r === round : repairs && r >= round);
    const problems = sealProblems(book, skip, plan.problems);
    if (problems.length) return { ...problemPlan(plan.action, plan.title, [...problems, ...plan.problems]), round };
    if (plan.problems.length) return plan;
    if (repairs && plan.blocks.length) return { ...plan, blocks: [...plan.blocks, ...sealsCleared(book, round)] };
    const seal = action === 'scoreRound' ? readSeal(book, round) : null;
    return seal ? correction(book, input, plan, seal, standings) : plan;
  };
}

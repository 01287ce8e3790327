// A tab named like a round tab that the add-on did not write (notes typed in a tab named R2 before round 2 is
// paired, a stray R7 or R9 beyond the season or after a gap) is named in ONE problem by every action that reads
// the rounds: the tab, why it is not a round tab, what to do (rename it without a round number); never the
// header and cell problems of reading it as a round, and nothing is written. In every format, through the
// planners in the in-memory workbook.
import { describeProblem, type Plan } from '../../src/sheets/plan';
import type { Cell } from '../../src/sheets/workbook';
import type { FormatAction } from '../../src/sheets/formats';
import { ACTIONS, type ActionName } from '../../src/sheets/formats/mochalunt';
import { newEvent } from './memory';
import { NOW, type MemoryBook as SeasonBook } from '../sheets/memory';
import { categoriesOf, playRound, seasonBook, ok } from '../sheets/season';

const NOTES: Cell[][] = [
  ['notes', ''],
  ['call the venue', 'Friday'],
];

/** Each plan is refused with exactly the one problem `problem`: a plan with a problem writes nothing. */
function refusedOnce(plans: readonly Plan[], problem: string) {
  for (const plan of plans) {
    expect(`${plan.title}: ${plan.problems.map(describeProblem).join('\n')}`).toBe(`${plan.title}: ${problem}`);
    expect(plan.blocks.length + plan.newTabs.length).toBe(0);
  }
}

const READERS: FormatAction[] = ['pairNextRound', 'scoreRound', 'updateStandings', 'exportJson'];
const FIX = (tab: string, r: number) =>
  `rename the tab "${tab}" without a round number (for example "Notes"), or delete it; the add-on makes round ${r}'s tab itself when it pairs the round`;

/** Renames a tab of a MOCHALUNT season, keeping the others' order. */
function rename(book: SeasonBook, from: string, to: string): void {
  book.renameTab(from, to);
}

describe('a tab named like a round tab that the add-on did not write: one problem, nothing written', () => {
  test('MOCHALUNT: notes in a tab named R2 before round 2 is paired; a stray R9 beyond the 8 rounds', () => {
    const book = seasonBook({ teams: 4 });
    playRound(book, 1);
    book.apply(ok(ACTIONS.updateStandings(book, { now: NOW })));
    const plans = (actions: readonly ActionName[]) =>
      actions.map((a) => ACTIONS[a](book, { now: NOW, categories: categoriesOf(book) }));
    book.tabs.set('R2', NOTES);
    refusedOnce(
      plans([...READERS, 'pairIndividual', 'individualRanking']),
      `R2: the tab "R2" is named like round 2's tab, but the add-on did not write it: its row 1 holds none of a round tab's headers (match, board, team 1, team 2, ...). ${FIX('R2', 2)}`,
    );
    rename(book, 'R2', 'R9');
    refusedOnce(
      plans(READERS),
      `R9: the tab "R9" is named like round 9's tab, but the add-on did not write it: the season has 8 rounds (phase 1 rounds and phase 2 rounds on Settings). rename the tab "R9" without a round number (for example "Notes"), or delete it`,
    );
    // renamed as told: the season goes on
    rename(book, 'R9', 'Notes');
    const standings = ACTIONS.updateStandings(book, { now: NOW });
    expect(standings.problems).toEqual([]);
    expect(standings.summary).toMatch(/^Standings after round 1/);
  });

  test.each([['swiss'], ['league'], ['double round robin'], ['multiplayer']])(
    '%s: a stray R7 after round 1, then notes typed in R2',
    (format) => {
      const m = newEvent(format);
      m.append(
        'Entrants',
        ['Ada', 'Ben', 'Cleo', 'Dan'].map((n, i) => [n, i + 1, '', '']),
      );
      m.run('pairNextRound');
      m.tabs.R7 = NOTES.map((r) => r.slice());
      const plans = () => READERS.map((a) => m.plan(a));
      refusedOnce(
        plans(),
        `R7: the tab "R7" is named like round 7's tab, but the add-on did not write it: there is no tab R6 before it, and rounds are paired in order. ${FIX('R7', 7)}`,
      );
      m.tabs.R2 = m.tabs.R7;
      delete m.tabs.R7;
      const headers =
        format === 'multiplayer'
          ? /\(table, seat, player, place, \.\.\.\)/
          : /\(match, first, second, result, \.\.\.\)/;
      for (const plan of plans()) {
        expect(plan.problems).toHaveLength(1);
        const said = describeProblem(plan.problems[0]);
        expect(said).toMatch(
          /^R2: the tab "R2" is named like round 2's tab, but the add-on did not write it: its row 1 holds none of a round tab's headers /,
        );
        expect(said).toMatch(headers);
      }
    },
  );
});

// The round tabs of a format that pairs two entrants a game (Swiss, league, double round robin: roundTab.ts) as
// read from the workbook, each tab once: their header problems, the cells the add-on wrote that no longer
// describe the round's pairing (roundCheck.ts), contact data typed where the file is public (privacy.ts), and an
// entrant who played and was deleted or renamed on the Entrants tab (that problem first, without its echoes).
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import type { Table } from '../tabs/table';
import { twoPlayerTabProblems } from '../tabs/roundCheck';
import { privacyProblems } from '../privacy';
import { entrantsHistory, listed, withHistory } from '../tabs/playedEntrants';
import { readTwoPlayerRound, roundNumbers, roundTable, roundTabName, type TwoPlayerRound } from './roundTab';
import { roundTabsToRead } from '../tabs/strayRounds';
import type { EntrantRow } from './entrants';
import { readOnce } from '../readOnce';

/** The round tabs by round number, and every problem so far (`before`: the Settings' and Entrants' problems). */
export function readPairRounds(
  book: Workbook,
  e: {
    readonly entrants: readonly EntrantRow[];
    readonly table: Table | null;
    readonly problems: readonly SheetProblem[];
  },
  team: boolean,
  before: readonly SheetProblem[],
): { rounds: Map<number, TwoPlayerRound>; problems: SheetProblem[] } {
  const problems = [...before];
  const rounds = new Map<number, TwoPlayerRound>();
  // a tab named R2 or R7 that the add-on did not write is named once, and not read as a round (strayRounds.ts)
  const tabs = roundTabsToRead(book, { columns: roundTable(1, team).columns });
  problems.push(...tabs.problems);
  for (const r of tabs.rounds) {
    // each round tab read once per action: a round unchanged by the plan is the same record before and after (readOnce.ts)
    const rt = readOnce(readTwoPlayerRound, `${r} ${team}`, book, (seen) => readTwoPlayerRound(seen, r, team));
    problems.push(...rt.problems);
    if (rt.tab) rounds.set(r, rt.tab);
    // the cells the add-on wrote must still describe this round's pairing (never silently scored)
    if (rt.tab && e.problems.length === 0) problems.push(...twoPlayerTabProblems(rt.tab, e.entrants));
  }
  problems.push(...privacyProblems(book, ['Settings', 'Entrants', ...roundNumbers(book).map(roundTabName)]));
  // an entrant who played and was deleted or renamed: that problem first, without its echoes
  const history = entrantsHistory(
    book,
    new Map([...rounds].map(([r, t]) => [r, t.table])),
    e.problems.some((p) => p.row === 1) ? null : listed(e.table, 'entrant'),
    ['first', 'second'],
  );
  return { rounds, problems: withHistory(problems, history, (tab) => /^R\d+$/.test(tab)) };
}

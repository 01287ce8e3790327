// A tab named exactly like a round tab (R2, R7) that the add-on did not write: notes typed in a tab named R2
// before round 2 is paired, a stray R7 beyond the season or after a gap. It is named in one problem (the tab,
// why it is not a round tab, what to do: rename it without a round number) and not read as a round, instead
// of the header and cell problems reading it would give. A tab is the add-on's when its `_pairings` record says
// the add-on paired that round on it; a damaged round tab the add-on paired keeps its own problems.
import type { Workbook } from '../workbook';
import { cellText } from '../workbook';
import type { SheetProblem } from '../plan';
import { headerKey, type ColumnDef } from './table';
import { readRecord } from './roundRecord';

interface RoundTabsCheck {
  /** the columns of the format's round tab (its required headers are looked for in row 1) */
  readonly columns: readonly ColumnDef[];
  /** the season's last round and where it is set, when no round may follow it */
  readonly last?: { readonly round: number; readonly where: string };
}

const ROUND_NAME = /^R([1-9]\d*)$/;

/** The round numbers of the tabs R1, R2, ... of the file to read as rounds (in order), and a problem for each other tab so named. */
export function roundTabsToRead(book: Workbook, check: RoundTabsCheck): { rounds: number[]; problems: SheetProblem[] } {
  const named = book
    .tabNames()
    .map((n) => ROUND_NAME.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  const exists = new Set(named);
  const headers = check.columns.filter((c) => c.required).flatMap((c) => [c.header ?? c.key, ...(c.aliases ?? [])]);
  const keys = new Set(headers.map(headerKey));
  const rounds: number[] = [];
  const problems: SheetProblem[] = [];
  for (const r of named) {
    const tab = `R${r}`;
    const row1 = (book.read(tab) ?? [])[0] ?? [];
    const beyond = check.last !== undefined && r > check.last.round;
    const why =
      check.last && beyond
        ? `the season has ${check.last.round} rounds (${check.last.where})`
        : r > 1 && !exists.has(r - 1)
          ? `there is no tab R${r - 1} before it, and rounds are paired in order`
          : row1.some((h) => keys.has(headerKey(cellText(h))))
            ? null
            : `its row 1 holds none of a round tab's headers (${headers.slice(0, 4).join(', ')}, ...)`;
    if (why === null || readRecord(book, r).record !== null) {
      rounds.push(r);
      continue;
    }
    problems.push({
      tab,
      message: `the tab "${tab}" is named like round ${r}'s tab, but the add-on did not write it: ${why}`,
      fix: `rename the tab "${tab}" without a round number (for example "Notes"), or delete it${beyond ? '' : `; the add-on makes round ${r}'s tab itself when it pairs the round`}`,
    });
  }
  return { rounds, problems };
}

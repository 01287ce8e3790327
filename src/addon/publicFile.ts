// The public file holds no e-mail address, anywhere: every menu action, in the planning it writes from (run.ts:
// under the lock, just before writing; and before a question only when the plan already shows problems, so
// that they are listed together), reads every tab (one read each, shared with the planner through the
// Workbook's cache: the tabs it reads anyway cost nothing more) and stops, naming tab, row and cell, when a
// person typed an address into one — an output tab (Overview, Standings), a round tab's note, the line-up log,
// an organizers' own tab. Line-ups is left to its format, which reports contact data in the row's check cell
// (checkLineups.ts) and refuses it when pairing.
import { publicFileProblems } from '../sheets/privacy';
import { describeProblems, type Plan } from '../sheets/plan';
import type { Workbook } from '../sheets/workbook';
import { LINEUPS_TAB } from '../sheets/tabs/lineups';

/** The plan, with a problem for every cell of the file holding an e-mail address. */
export function withPublicFileCheck(book: Workbook, plan: Plan): Plan {
  const seen = new Set(plan.problems.map((p) => `${p.tab}\u0000${p.cell ?? ''}`));
  const found = publicFileProblems(book, [LINEUPS_TAB]).filter((p) => !seen.has(`${p.tab}\u0000${p.cell ?? ''}`));
  if (found.length === 0) return plan;
  const problems = [...plan.problems, ...found];
  return { ...plan, problems, summary: describeProblems(problems) };
}

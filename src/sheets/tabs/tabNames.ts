// Tabs are found by their exact name. Before any action plans, the file's tab names are checked (registry.ts):
// - a tab whose name differs from one the add-on uses only in case or spaces ("r1", "standings", " R1") is a
//   problem: the add-on would not read it, and creating the tab it looks for would fail halfway (Google Sheets
//   refuses a second tab whose name differs only in case: "A sheet with the name ... already exists");
// - a stray tab named like a round tab ("Copy of R1", "R1 (2)", "R 1", "Round 1", "R01", "R1 notes") is a
//   problem: it reads as a round tab to people, and the add-on would ignore it. The pattern (docs/decisions.md):
//   "R" or "round", spaces allowed, then a round number, standing apart from other letters and digits.
// Each problem names the tab and what to do (rename it exactly, or delete it, or rename it without a round number).
import type { SheetProblem } from '../plan';

/** Every tab name the add-on reads or writes, besides the round tabs R1, R2, ... (the tab order's, tabOrder.ts). */
const ADDON_TABS: readonly string[] = [
  'Overview',
  'Standings',
  'Crosstable',
  'Individual',
  'Schedule',
  'Teams',
  'Entrants',
  'Players',
  'Games',
  'Line-ups',
  'Settings',
  'Categories',
  'Registrations',
  'Scheduling form answers',
  'Line-up log',
  'Needs you',
  '_pairings',
  '_scored',
  '_undo',
  '_undo rules',
];
const ROUND_TAB = /^R[1-9]\d*$/;
/** names Google or the add-on number themselves: "Form Responses 2", "Scheduling form answers 2" */
const NUMBERED = /^(Form Responses|Scheduling form answers) \d+$/;
const ROUND_LIKE = /(^|[^a-z0-9])(r|round)\s*0*([1-9]\d*)(?![a-z0-9])/i;

const squeeze = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

/** The problems of the file's tab names (`names` in the file's order), none when every tab is named exactly. */
export function tabNameProblems(names: readonly string[]): SheetProblem[] {
  const out: SheetProblem[] = [];
  const exact = new Set(names);
  for (const name of names) {
    if (ADDON_TABS.includes(name) || ROUND_TAB.test(name) || NUMBERED.test(name)) continue;
    const key = squeeze(name);
    const meant =
      ADDON_TABS.find((t) => squeeze(t) === key) ??
      (/^r0*[1-9]\d*$/.test(key) ? `R${Number(key.slice(1))}` : undefined);
    if (meant !== undefined) {
      out.push({
        tab: name,
        message: `the tab "${name}" is named like the add-on's tab "${meant}" but differs in case or spaces, so the add-on does not read it (it finds tabs by their exact name)`,
        fix: exact.has(meant)
          ? `delete the tab "${name}", or rename it so that it reads as no tab of the add-on`
          : `rename the tab "${name}" to "${meant}" exactly`,
      });
      continue;
    }
    const round = ROUND_LIKE.exec(name);
    if (!round) continue;
    const tab = `R${Number(round[3])}`;
    out.push(
      exact.has(tab)
        ? {
            tab: name,
            message: `the tab "${name}" is named like round ${round[3]}'s tab but is not it: the add-on reads only the tab named exactly ${tab}`,
            fix: `delete the tab "${name}" if it is a stray copy, or rename it without a round number if it holds notes ("Notes")`,
          }
        : {
            tab: name,
            message: `the tab "${name}" is named like round ${round[3]}'s tab, but the add-on reads only the tab named exactly ${tab}, and there is none`,
            fix: `rename the tab "${name}" to "${tab}" if it is the round's tab; else delete it, or rename it without a round number ("Notes")`,
          },
    );
  }
  return out;
}

// Export JSON for the formats other than MOCHALUNT: the format's document (its folder builds it: the settings,
// the entrants, every round as played and the standings, each round tab first checked against the record of its
// pairing as Update standings does) as one JSON text in plan.result; nothing is written.
import type { Workbook } from '../workbook';
import type { SheetProblem } from '../plan';
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import type { FormatSettings } from './settings';

/** A format's export: its document, or the problems that stop it. */
export type ExportDoc =
  { readonly format: string; readonly doc: unknown } | { readonly problems: readonly SheetProblem[] };

/** The head of a format's document: the format, the event's name, the rounds published and scored. */
export const docHead = (b: { readonly settings: FormatSettings; readonly published: number }, upTo: number) => ({
  format: b.settings.format,
  eventName: b.settings.eventName,
  rounds: b.published,
  scoredRounds: upTo,
});

export const exportFormatJson =
  (build: (book: Workbook) => ExportDoc): Planner =>
  (book) => {
    const base = emptyPlan('exportJson', 'Export JSON');
    const out = build(book);
    if ('problems' in out) {
      const problems = [...out.problems];
      return { ...base, problems, summary: describeProblems(problems) };
    }
    const result = JSON.stringify(out.doc, null, 2);
    return { ...base, summary: `Exported the ${out.format} event (${result.length} characters of JSON).`, result };
  };

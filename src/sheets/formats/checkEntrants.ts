// Check line-ups for the formats other than MOCHALUNT: checks the Entrants tab (names, seeds, late entries and
// withdrawals; team events: four different players per team on the fixed boards, L5) and says what the field
// will play, in the format's words (FormatTabs.field: L1 format and rounds, K1 tables, ...). Writes nothing.
import { emptyPlan, describeProblems } from '../plan';
import type { Planner } from './planner';
import { readFormatSettings } from './settings';
import { readEntrants } from './entrants';
import type { FormatTabs } from './setUp';

export const checkEntrants =
  (f: FormatTabs): Planner =>
  (book) => {
    const base = emptyPlan('checkLineups', 'Check entrants');
    const s = readFormatSettings(book, f.own);
    const spec = f.entrants(s.settings);
    const e = s.problems.length ? { entrants: [], problems: [] } : readEntrants(book, spec);
    const problems = [...s.problems, ...e.problems];
    if (problems.length) return { ...base, problems, summary: describeProblems(problems) };
    const field = f.field(e.entrants, s.settings);
    const lines = [
      `${e.entrants.length} ${spec.entrants === 'team' ? 'teams' : 'players'} on the Entrants tab: no problem found.`,
      ...field.lines,
    ];
    return { ...base, summary: [...lines, ...field.warnings].join('\n'), warnings: [...field.warnings] };
  };

// Update standings' plan for the formats ranked by points: the Standings tab written whole (the format's columns
// and rows), with the Crosstable tab of the two-player formats (its fixed widths first in the layout, the
// Standings' fitted widths last: all or nothing), and a warning naming the rounds not scored yet, left out.
import type { Cell, Workbook } from '../../workbook';
import type { Plan, TabSpec, WriteBlock } from '../../plan';
import { emptyPlan } from '../../plan';
import type { TabLayout } from '../../layout';
import { STANDINGS_TAB, wholeTab, type OutColumn } from '../output';

interface StandingsOut {
  /** the rounds scored, 1..upTo */
  readonly upTo: number;
  readonly columns: readonly OutColumn[];
  readonly rows: readonly (readonly Cell[])[];
  readonly summary: string;
  /** the Crosstable tab, when the format has one */
  readonly cross?: { readonly newTab: TabSpec | null; readonly block: WriteBlock; readonly layout: TabLayout[] };
  /** the rounds that have a tab: those after upTo are named in a warning */
  readonly rounds?: Iterable<number>;
}

export function standingsPlan(book: Workbook, s: StandingsOut): Plan {
  const { newTab, block, layout } = wholeTab(book, STANDINGS_TAB, s.columns, s.rows);
  const unscored = [...(s.rounds ?? [])].filter((r) => r > s.upTo);
  const cross = s.cross;
  return {
    ...emptyPlan('updateStandings', 'Update standings'),
    title: `Standings after round ${s.upTo}`,
    round: s.upTo,
    newTabs: [...(newTab ? [newTab] : []), ...(cross?.newTab ? [cross.newTab] : [])],
    blocks: [block, ...(cross ? [cross.block] : [])],
    summary: s.summary,
    warnings: unscored.length ? [`Rounds not scored yet are left out: ${unscored.join(', ')}.`] : [],
    layout: [...(cross?.layout ?? []), ...layout],
  };
}

// Pair next round's plan for the formats ranked by points: the round tab written (created, or rewritten in
// place) with the record of what it holds, kept for Score round (roundRecord.ts), and the format's summary,
// question before overwriting and layout.
import type { Plan, TabSpec, WriteBlock } from '../../plan';

export function pairedPlan(
  plan: Plan,
  tab: { readonly newTab: TabSpec | null; readonly block: WriteBlock },
  record: { readonly newTabs: readonly TabSpec[]; readonly blocks: readonly WriteBlock[] },
  rest: Pick<Plan, 'summary' | 'needsConfirmation' | 'layout'>,
): Plan {
  return {
    ...plan,
    newTabs: [...(tab.newTab ? [tab.newTab] : []), ...record.newTabs],
    blocks: [tab.block, ...record.blocks],
    ...rest,
  };
}

// The organizers' "Needs you" tab: one line per thing that waits for them (items.ts), with its cell and the
// action that settles it, or one line saying nothing waits. Written into every plan the add-on writes (menu
// actions and results-form reports: src/addon/write.ts), in the same all-or-nothing write, from the workbook as
// it will be once the plan is written; so it is never older than the last write. Protected for the organizers
// like the Results log (the format's tabsCreated hook). The plan's first block is the tab as it was plus a line
// naming the action itself as stopped, and its last block the new list: an execution Google stops halfway (its
// 6-minute limit) leaves that line, and Undo last action, which settles it, puts the tab back. The actions and
// triggers that write no plan of their own (Send pairings, Captains and protections, the line-up and
// scheduling forms' checks on arrival, the line-up log) write the tab alone (needsYouRefresh), in one block,
// only when its lines changed.
import type { Cell, Workbook } from '../workbook';
import { emptyPlan, type Plan, type TabSpec, type WriteBlock } from '../plan';
import { overlay } from '../overview';
import { tabOrderLayouts, tabPlaces } from '../tabOrder';
import { needsYouItems, type NeedsYouItem, type NeedsYouRecords } from './items';

export const NEEDS_YOU_TAB = 'Needs you';
export const NOTHING_WAITS = 'Nothing waits for the organizers.';

const HEADER = ['what', 'where', 'waiting', 'to settle it'] as const;

const SPEC: TabSpec = {
  name: NEEDS_YOU_TAB,
  frozenRows: 1,
  formatRows: 1,
  columns: [
    { header: HEADER[0], width: 130, numberFormat: '@', note: 'what waits for the organizers' },
    { header: HEADER[1], width: 170, numberFormat: '@', note: 'the cell, tab or form it is in' },
    { header: HEADER[2], width: 480, numberFormat: '@' },
    {
      header: HEADER[3],
      width: 480,
      numberFormat: '@',
      note: 'the action that settles it; the line goes away at the next write once it is done',
    },
  ],
};

/** "2024-03-05 18:07 UTC" */
const utcText = (t: Date): string => `${t.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** The line of an action stopped before it finished: the action's own, left by the first block. */
function stoppedItem(label: string, now: Date): NeedsYouItem {
  return {
    kind: 'stopped action',
    where: 'the whole workbook',
    what: `${label}, started ${utcText(now)}, was stopped by Google before it finished; part of what it wrote is in the workbook`,
    action: `Undo last action (it puts back what ${label} wrote), then ${label} again`,
  };
}

function rowsOf(items: readonly NeedsYouItem[]): Cell[][] {
  const rows: Cell[][] = [[...HEADER]];
  if (items.length === 0) rows.push([NOTHING_WAITS, '', '', '']);
  for (const i of items) rows.push([i.kind, i.where, i.what, i.action]);
  return rows;
}

/** The tab's lines as items (the tab as written), [] when none. */
function readItems(book: Workbook): NeedsYouItem[] {
  const grid = book.read(NEEDS_YOU_TAB) ?? [];
  return grid
    .slice(1)
    .filter((r) => String(r[0] ?? '') !== '' && String(r[0]) !== NOTHING_WAITS)
    .map((r) => ({
      kind: String(r[0]) as NeedsYouItem['kind'],
      where: String(r[1] ?? ''),
      what: String(r[2] ?? ''),
      action: String(r[3] ?? ''),
    }));
}

/** One block from A1 with `items`, over as many rows as the tab holds now (older lines cleared). */
function block(book: Workbook, items: readonly NeedsYouItem[]): WriteBlock {
  const rows = rowsOf(items);
  const height = Math.max(rows.length, book.read(NEEDS_YOU_TAB)?.length ?? 0);
  while (rows.length < height) rows.push(['', '', '', '']);
  return { tab: NEEDS_YOU_TAB, row: 1, col: 1, values: rows, numberFormat: '@' };
}

/** The tab's rows as they are, without the trailing blank rows. */
function rowsNow(book: Workbook): string[][] {
  const rows = (book.read(NEEDS_YOU_TAB) ?? []).map((r) => [0, 1, 2, 3].map((j) => String(r[j] ?? '')));
  while (rows.length > 0 && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  return rows;
}

/**
 * The Needs you tab alone, as `book` says now (an action or trigger that writes no plan of its own: the reading
 * it made, with what it wrote): one block, the tab created when missing; null when the tab already says it.
 */
export function needsYouRefresh(book: Workbook, records: NeedsYouRecords, label: string, now: Date): Plan | null {
  const kept = records.unjudged === null ? readItems(book).filter((i) => i.kind === 'form response') : [];
  const items = [...needsYouItems(book, records, now.getTime()), ...kept];
  const rows = rowsOf(items).map((r) => r.map(String));
  const exists = book.read(NEEDS_YOU_TAB) !== null;
  if (exists && JSON.stringify(rowsNow(book)) === JSON.stringify(rows)) return null;
  const plan = { ...emptyPlan('needsYou', `${label}: ${NEEDS_YOU_TAB}`), blocks: [block(book, items)] };
  if (exists) return plan;
  const { places } = tabPlaces(book.tabNames(), [NEEDS_YOU_TAB]);
  return { ...plan, newTabs: [SPEC], tabIndex: { [NEEDS_YOU_TAB]: places[NEEDS_YOU_TAB] } };
}

/**
 * The plan with the Needs you tab written last, from the workbook as it will be; first, the tab as it is with
 * the line of this action stopped (`label`: its menu caption). A plan with problems or nothing to write is
 * returned as it is.
 */
export function withNeedsYou(plan: Plan, book: Workbook, records: NeedsYouRecords, label: string, now: Date): Plan {
  if (plan.problems.length > 0 || (plan.blocks.length === 0 && plan.newTabs.length === 0)) return plan;
  const exists = book.read(NEEDS_YOU_TAB) !== null;
  const newTabs = exists ? plan.newTabs : [...plan.newTabs.filter((t) => t.name !== NEEDS_YOU_TAB), SPEC];
  const blocks = plan.blocks.filter((b) => b.tab !== NEEDS_YOU_TAB);
  const after = overlay(book, blocks, newTabs);
  const items = needsYouItems(after, records, now.getTime());
  const first = block(book, [stoppedItem(label, now), ...readItems(book)]);
  const last = block(after, items);
  const tall = Math.max(first.values.length, last.values.length);
  const pad = (b: WriteBlock): WriteBlock => ({
    ...b,
    values: [...b.values, ...Array.from({ length: tall - b.values.length }, () => ['', '', '', ''] as Cell[])],
  });
  // created after the plan's new tabs, before the tabs its blocks create (apply.ts): placed among the former
  const { places, order } = tabPlaces(book.tabNames(), [
    ...plan.newTabs.map((t) => t.name),
    NEEDS_YOU_TAB,
    ...blocks.map((b) => b.tab),
  ]);
  // Set up's moves of the tabs out of place (tabOrder.ts) count this tab too; each layout keeps the rest of what it
  // sets (the Overview's widths and charts)
  const moves = plan.layout?.some((l) => l.position !== undefined)
    ? [...(plan.layout ?? []).map((l) => ({ ...l, position: undefined })), ...tabOrderLayouts(order)]
    : plan.layout;
  return {
    ...plan,
    newTabs,
    blocks: [pad(first), ...blocks, pad(last)],
    ...(exists ? {} : { tabIndex: { ...plan.tabIndex, [NEEDS_YOU_TAB]: places[NEEDS_YOU_TAB] } }),
    ...(moves ? { layout: moves } : {}),
  };
}

// The order of the tabs, the public's first: the Overview, the output tabs (Standings, Crosstable, Individual), a league's
// Schedule, the round tabs in round order, then the tabs of the field (Teams or Entrants, Players, Games,
// Line-ups); then tabs the add-on does not know (the organizers' own); then the organizers' tabs (Settings,
// Categories, the form answers, the Line-up log, Google's "Form Responses N") and last the technical hidden
// tabs ("_pairings", "_undo": their place does not matter, they are never moved). A tab a plan creates is
// inserted at its place (Plan.tabIndex, Spreadsheet.insertSheet(name, index)); Set up also moves the tabs
// that are out of place (moveActiveSheet, a layout's `position`).
import type { TabLayout } from './layout';

const PLACES: readonly (readonly [string | RegExp, number])[] = [
  ['Overview', 0],
  ['Standings', 1],
  ['Crosstable', 1],
  ['Individual', 2],
  ['Schedule', 3],
  [/^R\d+$/, 4],
  ['Teams', 5],
  ['Entrants', 5],
  ['Players', 6],
  ['Games', 7],
  ['Line-ups', 8],
  ['Needs you', 19],
  ['Settings', 20],
  ['Categories', 21],
  ['Registrations', 22],
  [/^Scheduling form answers( \d+)?$/, 23],
  ['Line-up log', 24],
  ['Results log', 24],
  [/^Form Responses \d+$/, 25],
  [/^_/, 30],
];
/** organizers' own tabs: after the public ones, before the organizers' */
const UNKNOWN = 10;

/** The tab's place: its group, then (round tabs) its round. */
function key(name: string): [number, number] {
  const hit = PLACES.find(([p]) => (typeof p === 'string' ? p === name : p.test(name)));
  const group = hit ? hit[1] : UNKNOWN;
  return [group, group === 4 ? Number(name.slice(1)) : 0];
}

const after = (a: string, b: string): boolean => {
  const [x, y] = [key(a), key(b)];
  return x[0] > y[0] || (x[0] === y[0] && x[1] > y[1]);
};

/** A technical tab (hidden, named "_..."): never moved. */
const technical = (name: string): boolean => name.startsWith('_');

/**
 * Where each new tab goes, inserted in turn into the current order (0-based indexes for insertSheet): before
 * the first tab that comes after it; the order of the tabs already there is kept.
 */
export function tabPlaces(
  current: readonly string[],
  created: readonly string[],
): { places: Record<string, number>; order: string[] } {
  const order = current.slice();
  const places: Record<string, number> = {};
  for (const name of created) {
    if (order.includes(name)) continue;
    const at = order.findIndex((t) => after(t, name));
    const i = at < 0 ? order.length : at;
    order.splice(i, 0, name);
    places[name] = i;
  }
  return { places, order };
}

/** Set up: the moves (1-based positions, applied in turn) that put every tab but the technical ones in its place. */
export function tabOrderLayouts(names: readonly string[]): TabLayout[] {
  const wanted = names
    .map((n, i) => ({ n, i }))
    .sort((a, b) => (after(a.n, b.n) ? 1 : after(b.n, a.n) ? -1 : a.i - b.i))
    .map((x) => x.n);
  const order = names.slice();
  const out: TabLayout[] = [];
  wanted.forEach((name, i) => {
    if (technical(name) || order[i] === name) return;
    order.splice(order.indexOf(name), 1);
    order.splice(i, 0, name);
    out.push({ tab: name, position: i + 1 });
  });
  return out;
}

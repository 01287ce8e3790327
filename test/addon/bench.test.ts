// The benchmark covers every menu item: its list of actions (bench/actions.ts) is the menu's
// (src/addon/menu.ts), in the menu's order, so a new item cannot escape it; and a bench season at 8 teams
// measures every one of them, each click doing its work (the driver throws otherwise). Not timed: the
// figures are `npm run bench`'s.
import { menuItems, type MenuItem } from '../../src/addon/menu';
import { MOCHALUNT } from '../../src/sheets/formats/mochalunt/entry';
import { BENCH_ACTIONS, benchSeason } from '../../bench/actions';
import { requireBundle } from './support';

test("the bench's actions are the MOCHALUNT menu's items, in order (the bench plays a MOCHALUNT season)", () => {
  const scope = new Set<string>([...Object.keys(MOCHALUNT.planners), ...MOCHALUNT.tools]) as Parameters<
    typeof menuItems
  >[0];
  expect(BENCH_ACTIONS.map((a) => a.handler)).toEqual(
    menuItems(scope)
      .filter((i): i is MenuItem => i !== null)
      .map((i) => i.handler),
  );
  expect(new Set(BENCH_ACTIONS.map((a) => a.key)).size).toBe(BENCH_ACTIONS.length);
});

test('a bench season at 8 teams measures every menu action, with its calls by kind and their modelled time', async () => {
  requireBundle();
  const season = await benchSeason(8);
  for (const a of BENCH_ACTIONS) {
    const c = season.actions[a.key];
    expect(c.calls).toBe(c.byKind.read + c.byKind.write + c.byKind.slow + c.byKind.other);
    expect(c.calls).toBeGreaterThan(0);
    expect(c.modelMs).toBeGreaterThan(0);
  }
  // one e-mail per team; protections are slow calls; Set up creates its tabs (slow) and writes (queued)
  expect(season.actions.send_pairings.mail?.emails).toBe(8);
  expect(season.actions.captains.byKind.slow).toBeGreaterThan(0);
  expect(season.actions.set_up.byKind.write).toBeGreaterThan(0);
});

// An event of a format other than MOCHALUNT played through the add-on bundle (build/Code.js) in gas-local, menu
// item by menu item, as an organizer would: Set up on a new workbook, the format typed on the Settings tab, Set up
// again, then the tabs read and typed by header (test/events/bundle.test.ts, test/formats/*). The draw seed is
// fixed so that the event replays. EVENTS_BUNDLE_DIR may name another bundle folder.
import { LocalWorkbook, startAddon, type AddonSession } from '../../local/runner';
import { cliResponder } from '../../local/cli/run';
import { requireBuild, spreadsheet } from './gas';

export type Value = string | number;

export class BundleEvent {
  readonly s: AddonSession;
  constructor() {
    const book = LocalWorkbook.empty();
    // the seed Set up would draw at random (src/addon/drawSeed.ts), fixed so that the event replays
    book.documentProperties.set('mochalunt.drawSeed', 'bundle draw seed');
    this.s = startAddon(book, {
      bundleDir: process.env.EVENTS_BUNDLE_DIR || requireBuild(),
      responder: cliResponder(undefined),
    });
  }
  menu(handler: string): string {
    return String(this.s.call(handler));
  }
  private sheet(tab: string) {
    const sh = spreadsheet(this.s).getSheetByName(tab);
    if (!sh)
      throw new Error(
        `no tab ${tab}; tabs: ${spreadsheet(this.s)
          .getSheets()
          .map((x) => x.getName())
          .join(', ')}; last dialogs: ${this.s.ui.log
          .slice(-3)
          .map((d) => d.text)
          .join(' | ')}`,
      );
    return sh;
  }
  tabs(): string[] {
    return spreadsheet(this.s)
      .getSheets()
      .map((x) => x.getName());
  }
  grid(tab: string): Value[][] {
    return this.sheet(tab).getDataRange().getValues() as Value[][];
  }
  records(tab: string): Record<string, string>[] {
    const [head, ...rows] = this.grid(tab).map((r) => r.map((v) => String(v).trim()));
    return rows.filter((r) => r.some((v) => v !== '')).map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
  }
  /** data row i (0-based, sheet row i + 2), column by header */
  set(tab: string, i: number, header: string, value: Value): void {
    const c = this.grid(tab)[0].map(String).indexOf(header);
    if (c < 0) throw new Error(`${tab} has no column ${header}`);
    this.sheet(tab)
      .getRange(i + 2, c + 1)
      .setValue(value);
  }
  append(tab: string, rows: Value[][]): void {
    const last = this.sheet(tab).getLastRow();
    this.sheet(tab)
      .getRange(last + 1, 1, rows.length, rows[0].length)
      .setValues(rows);
  }
  setting(key: string, value: string): void {
    const rows = this.grid('Settings');
    const i = rows.findIndex((r) => String(r[0]) === key);
    if (i < 0) throw new Error(`no setting ${key}`);
    this.sheet('Settings')
      .getRange(i + 1, 2)
      .setValue(value);
  }
  /** Set up on a new workbook, the format chosen on the Settings tab, Set up again. */
  static start(format: string, settings: Record<string, string> = {}): BundleEvent {
    const e = new BundleEvent();
    e.menu('menuSetUp');
    expect(e.tabs()).toContain('Settings');
    e.setting('format', format);
    e.setting('event name', 'Bundle Open');
    e.menu('menuSetUp');
    for (const [k, v] of Object.entries(settings)) e.setting(k, v);
    if (Object.keys(settings).length) e.menu('menuSetUp');
    if (!e.tabs().includes('Entrants')) {
      throw new Error(
        'Set up with format = ' +
          format +
          ' did not create the Entrants tab: the add-on does not ask the registry of formats for the planner (each handler must run plannerFor(action, book))',
      );
    }
    return e;
  }
  /** Pair next round, then check the round tab exists. */
  pair(round: number): Record<string, string>[] {
    const out = this.menu('menuPairNextRound');
    expect(out).toMatch(new RegExp(`^Pair round ${round}`));
    return this.records(`R${round}`);
  }
}

// The Mind Lab rulebook's cases of test/cases/mindlab-sheets.json about the event's random draw seed, played through
// the add-on bundle (build/Code.js) as organizers would: the seed drawn by the add-on at Set up and kept in the
// document properties (src/addon/drawSeed.ts), never on a tab, and the draws replayed from what the round tab says
// (3.2.4.1, 3.3.4). The other cases, through the planners: test/cases/sheets.test.ts.
import * as fs from 'fs';
import * as path from 'path';
import { LocalWorkbook } from '../../local/runner';
import { Desk, type Value } from '../../local/demo/desk';
import { createRng } from '../../src/engine/core/rng';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';
import { requireBundle } from '../addon/support';

/** The draws of test/cases/mindlab-sheets.json (its other cases: test/cases/sheets.test.ts). */
interface DrawCases {
  draws: { rule: string; what: string; eventName: string; entrants: string[] }[];
}
const cases = JSON.parse(fs.readFileSync(path.join(__dirname, 'mindlab-sheets.json'), 'utf8')) as DrawCases;

const DRAW_SEED = 'mochalunt.drawSeed';

/** A workbook of a two-player format through the bundle: Set up, the format and name typed, Set up again, the entrants. */
class Event {
  readonly book = LocalWorkbook.empty();
  readonly desk: Desk;
  constructor(format: string, entrants: string[], o: { eventName?: string; team?: boolean; seed?: string } = {}) {
    requireBundle();
    if (o.seed !== undefined) this.book.documentProperties.set(DRAW_SEED, o.seed);
    this.desk = Desk.open(this.book);
    this.desk.click('menuSetUp');
    this.setting('format', format);
    this.setting('event name', o.eventName ?? 'Cases Open');
    this.desk.click('menuSetUp');
    if (o.team) {
      this.setting('entrants', 'team');
      this.desk.click('menuSetUp');
    }
    const width = (this.desk.read('Entrants') as Value[][])[0].length;
    const rows = entrants.map((n, i) => [n, i + 1, '', '', ...(o.team ? MINDLAB_BOARDS.map((g) => `${n} ${g}`) : [])]);
    this.desk.type(
      'Entrants',
      2,
      1,
      rows.map((r) => Array.from({ length: width }, (_, k) => r[k] ?? '')),
    );
  }
  setting(key: string, value: string): void {
    const i = (this.desk.read('Settings') ?? []).findIndex((r) => String(r[0]) === key);
    this.desk.type('Settings', i + 1, 2, [[value]]);
  }
  /** Clicks and expects the action to go through. */
  must(handler: string): string {
    const out = this.desk.click(handler);
    const status = this.desk.lastOutcome()?.status;
    if (status !== 'done' && status !== 'nothing to do')
      throw new Error(`${handler} (${status ?? 'no outcome'}): ${out}`);
    return out;
  }
  records(tab: string): Record<string, string>[] {
    const [head, ...rows] = (this.desk.read(tab) ?? []).map((r) => r.map((v) => String(v).trim()));
    return (rows ?? [])
      .filter((r) => r.some((v) => v !== ''))
      .map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
  }
  seed(): string | undefined {
    return this.book.documentProperties.get(DRAW_SEED);
  }
}

describe('test/cases/mindlab-sheets.json: draws from the kept seed', () => {
  test('L2 (001 3.2.4.1): ' + cases.draws[0].what, () => {
    const c = cases.draws[0];
    const seeds = [0, 1].map(() => {
      const e = new Event('swiss', c.entrants, { eventName: c.eventName });
      const seed = e.seed() as string;
      // drawn at Set up, kept in the document properties, nothing anyone typed
      expect(seed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      e.must('menuPairNextRound');
      const bye = e.records('R1').find((x) => x.match === 'bye') as Record<string, string>;
      // the round tab names the seed; replaying it gives the bye
      expect(bye.reason).toContain(`seed "${seed}/round 1/bye"`);
      const lowestFirst = c.entrants.slice().reverse();
      expect(bye.first).toBe(createRng(`${seed}/round 1/bye`).shuffle(lowestFirst)[0]);
      expect(e.desk.readDisplay('Settings')?.flat().join(' ')).not.toContain(seed);
      return seed;
    });
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  test('L5 (001 3.3.4): ' + cases.draws[1].what, () => {
    const c = cases.draws[1];
    const e = new Event('swiss', c.entrants, { eventName: c.eventName, team: true });
    const seed = e.seed() as string;
    expect(seed).toMatch(/^[0-9a-f-]{36}$/);
    e.must('menuPairNextRound');
    const rows = e.records('R1');
    const matches = rows.filter((x) => /^\d+$/.test(x.match) && x.board === '');
    expect(matches).toHaveLength(3);
    for (const m of matches) {
      const seeded = `${seed}/round 1/colours/${m.first}/${m.second}`;
      expect(m.reason).toContain(`L5 colours drawn with seed "${seeded}"`);
      const rng = createRng(seeded);
      const boards = rows.filter((x) => x.match === m.match && x.board !== '');
      expect(boards.map((b) => b['first colour'])).toEqual(boards.map((b) => (rng.int(2) === 0 ? b.first : b.second)));
    }
    expect(rows.find((x) => x.match === 'bye')?.reason).toContain(`seed "${seed}/round 1/bye"`);
  });
});

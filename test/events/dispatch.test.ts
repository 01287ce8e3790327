// The registry of formats (which planner runs a menu action) and the Settings keys of the formats.
import { memoryWorkbook, type Cell } from '../../src/sheets/workbook';
import { ALL_FORMATS, FORMATS, formatOf, menuOf, plannerFor } from '../../src/sheets/formats';
import { readFormatSettings, formatSettingsDoc, DEFAULT_FORMAT_SETTINGS } from '../../src/sheets/formats/settings';
import { settingsRows } from '../../src/sheets/tabs/settings';
import { newEvent } from './memory';
import type { Planner } from '../../src/sheets/formats/planner';
import type { Workbook } from '../../src/sheets/workbook';

const settings = (...rows: Cell[][]) => memoryWorkbook({ Settings: [['key', 'value', 'description'], ...rows] });
const now = new Date(Date.UTC(2026, 0, 1));

/**
 * The registry runs the format's own planner and completes its plan (the Overview, the places of new tabs,
 * what comes next: registry.ts): the planner's own work comes first, unchanged.
 */
function runs(planner: Planner | undefined, book: Workbook, own: Planner | undefined): void {
  expect(planner && own).toBeTruthy();
  const [got, mine] = [(planner as Planner)(book, { now }), (own as Planner)(book, { now })];
  expect([got.action, got.title, got.summary, got.problems, got.newTabs]).toEqual([
    mine.action,
    mine.title,
    mine.summary,
    mine.problems,
    mine.newTabs,
  ]);
  expect(got.blocks.slice(0, mine.blocks.length)).toEqual(mine.blocks);
}

describe('the registry of formats: which planner runs a menu action', () => {
  const mochaluntSetUp = FORMATS.mochalunt.planners.setUp;
  test('L1: MOCHALUNT (blank, "mochalunt") and a workbook without Settings get the MOCHALUNT entry', () => {
    for (const book of [
      memoryWorkbook({}),
      settings(['format', 'mochalunt']),
      settings(['format', '']),
      settings(['event name', 'X']),
      memoryWorkbook({ Settings: [['key', 'value'], ...settingsRows()] }),
    ]) {
      const found = formatOf(book);
      expect('entry' in found && found.entry).toBe(FORMATS.mochalunt);
      runs(plannerFor('setUp', book), book, mochaluntSetUp);
    }
  });

  test('L1: every format of the registry gets its entry, however capitalised; an unknown format is a problem naming the choices', () => {
    // the registry's names, typed as an organizer might: every first letter capitalised
    const typed = (name: string) => name.replace(/\b\w/g, (l) => l.toUpperCase());
    for (const name of ALL_FORMATS.slice(1)) {
      const book = settings(['format', typed(name)]);
      expect(formatOf(book)).toEqual({ name, entry: FORMATS[name] });
      runs(plannerFor('pairNextRound', book), book, FORMATS[name].planners.pairNextRound);
    }
    expect(FORMATS.multiplayer.planners.pairNextRound).not.toBe(FORMATS.swiss.planners.pairNextRound);
    const book = settings(['format', 'swis']);
    const p = plannerFor('setUp', book)(book, { now });
    expect(p.problems[0]).toMatchObject({ tab: 'Settings', row: 2, column: 'value' });
    expect(p.problems[0].fix).toBe(`type one of: ${ALL_FORMATS.join(', ')}`);
    expect(p.blocks).toHaveLength(0);
    expect(menuOf(book)).toBeNull();
  });

  test('Pair individual matches and Individual ranking are MOCHALUNT only: a clear problem, nothing written', () => {
    const book = settings(['format', 'swiss']);
    for (const a of ['pairIndividual', 'individualRanking'] as const) {
      const plan = plannerFor(a, book)(book, { now });
      expect(plan.problems[0].message).toMatch(/only for MOCHALUNT/);
      expect(plan.blocks).toHaveLength(0);
    }
  });

  test("every entry: each menu action has a planner or a stated problem; the tools are MOCHALUNT's alone", () => {
    const actions = [
      'setUp',
      'checkLineups',
      'pairNextRound',
      'pairIndividual',
      'scoreRound',
      'updateStandings',
      'individualRanking',
      'exportJson',
      'addRegistrations',
    ] as const;
    // the registry lists MOCHALUNT first (the blank format), then the others, each name once
    expect(ALL_FORMATS[0]).toBe('mochalunt');
    expect(new Set(ALL_FORMATS).size).toBe(ALL_FORMATS.length);
    expect(ALL_FORMATS).toEqual(expect.arrayContaining(['swiss', 'league', 'multiplayer', 'double round robin']));
    for (const name of ALL_FORMATS) {
      const book = settings(['format', name]);
      for (const a of actions) {
        const own = FORMATS[name].planners[a];
        if (own) runs(plannerFor(a, book), book, own);
        if (!own) expect(plannerFor(a, book)(book, { now }).problems[0].tab).toBe('Settings');
      }
      expect(menuOf(book)?.tools ?? []).toEqual(
        name === 'mochalunt'
          ? expect.arrayContaining(['captains', 'resultsForm'])
          : ['entrantAddresses', 'resultsForm'],
      );
    }
  });
});

describe('the Settings keys of the formats', () => {
  test('defaults: individual entrants, rulebook rounds, L6 chain, T5 auto, K5 cap 40 and 10 a lettuce', () => {
    expect(DEFAULT_FORMAT_SETTINGS).toMatchObject({
      entrants: 'individual',
      rounds: null,
      tieBreaks: 'mindlab',
      playoff: 'auto',
      carrotCap: 40,
      lettuceCarrots: 10,
      teamWins: 'matches',
    });
    expect(formatSettingsDoc().map((d) => d.key)).toEqual([
      'entrants',
      'rounds',
      'tie-breaks',
      'perfect-score play-off',
      'team wins',
      'carrot cap',
      'carrots per lettuce',
    ]);
  });

  test('MOCHALUNT keys are ignored, unknown keys and bad values are problems with what to type', () => {
    const r = readFormatSettings(
      settings(
        ['format', 'league'],
        ['phase 1 rounds', '5'],
        ['rounds', 'six'],
        ['tie-break', 'mso'],
        ['carrot cap', '30'],
      ),
    );
    expect(r.settings.format).toBe('league');
    expect(r.settings.carrotCap).toBe(30);
    expect(r.problems.map((p) => [p.row, p.message])).toEqual([
      [4, 'rounds: "six" is not a whole number from 1 to 50'],
      [5, '"tie-break" is not a setting'],
    ]);
    expect(r.problems[1].fix).toMatch(/did you mean "tie-breaks"/);
  });

  test('Set up appends the missing keys once, under the last row, and creates Entrants and Standings', () => {
    const m = newEvent('multiplayer');
    const keys = m.tabs.Settings.map((r) => r[0]);
    expect(keys).toEqual([
      'key',
      'format',
      'event name',
      'rounds',
      'perfect-score play-off',
      'carrot cap',
      'carrots per lettuce',
    ]);
    const again = m.run('setUp');
    expect(again.blocks).toHaveLength(0);
    expect(again.newTabs).toHaveLength(0);
    expect(m.tabs.Standings[0]).toContain('carrots');
    m.setting('entrants', 'team');
    expect(m.problems('setUp')).toMatch(/multi-player tables \(K1\) seat individual players/);
  });

  test("a format's own keys: declared in its folder, appended by its Set up, read by its planners, never a shared key", () => {
    const shared = new Set([...settingsRows().map((r) => String(r[0])), ...formatSettingsDoc().map((d) => d.key)]);
    const own = Object.values(FORMATS).flatMap((e) => e.settings.map((d) => d.key));
    expect(own).toEqual(['points for a win']);
    for (const key of own) expect(shared.has(key)).toBe(false);
    const m = newEvent('double round robin');
    expect(m.tabs.Settings.map((r) => r[0])).toEqual(['key', 'format', 'event name', 'points for a win']);
    m.setting('points for a win', 'two');
    expect(m.problems('setUp')).toMatch(/points for a win: "two" is not a number/);
    m.setting('points for a win', '0');
    expect(m.problems('pairNextRound')).toMatch(/points for a win: "0" is not more than 0/);
    // the key is the format's: on a Swiss it is not a setting
    m.setting('format', 'swiss');
    expect(m.problems('setUp')).toMatch(/"points for a win" is not a setting/);
  });
});

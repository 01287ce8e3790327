// The dispatch of the menu actions to the formats (formatPlanner) and the Settings keys of the formats.
import { memoryWorkbook, type Cell } from '../../src/sheets/workbook';
import { formatPlanner } from '../../src/sheets/formats';
import { readFormatSettings, formatSettingsDoc, DEFAULT_FORMAT_SETTINGS } from '../../src/sheets/formats/settings';
import { settingsRows } from '../../src/sheets/tabs/settings';
import { newEvent } from './memory';

const settings = (...rows: Cell[][]) => memoryWorkbook({ Settings: [['key', 'value', 'description'], ...rows] });
const now = new Date(Date.UTC(2026, 0, 1));

describe('formatPlanner: which planner runs a menu action', () => {
  test('L1: MOCHALUNT (blank, "mochalunt") and a workbook without Settings keep the MOCHALUNT planners (null)', () => {
    expect(formatPlanner('setUp', memoryWorkbook({}))).toBeNull();
    expect(formatPlanner('pairNextRound', settings(['format', 'mochalunt']))).toBeNull();
    expect(formatPlanner('pairNextRound', settings(['format', '']))).toBeNull();
    expect(formatPlanner('scoreRound', settings(['event name', 'X']))).toBeNull();
    expect(formatPlanner('pairNextRound', memoryWorkbook({ Settings: [['key', 'value'], ...settingsRows()] }))).toBeNull();
  });

  test('L1: swiss, league and multiplayer get their planners; an unknown format is a problem naming the choices', () => {
    for (const f of ['swiss', 'League', 'multiplayer']) expect(formatPlanner('pairNextRound', settings(['format', f]))).not.toBeNull();
    const p = (formatPlanner('setUp', settings(['format', 'swis'])) as NonNullable<ReturnType<typeof formatPlanner>>)(settings(['format', 'swis']), { now });
    expect(p.problems[0]).toMatchObject({ tab: 'Settings', row: 2, column: 'value' });
    expect(p.problems[0].fix).toBe('type one of: mochalunt, swiss, league, multiplayer');
  });

  test('Pair individual matches and Individual ranking are MOCHALUNT only: a clear problem, nothing written', () => {
    const book = settings(['format', 'swiss']);
    for (const a of ['pairIndividual', 'individualRanking'] as const) {
      const plan = (formatPlanner(a, book) as NonNullable<ReturnType<typeof formatPlanner>>)(book, { now });
      expect(plan.problems[0].message).toMatch(/only for MOCHALUNT/);
      expect(plan.blocks).toHaveLength(0);
    }
  });
});

describe('the Settings keys of the formats', () => {
  test('defaults: individual entrants, rulebook rounds, L6 chain, T5 auto, K5 cap 40 and 10 a lettuce', () => {
    expect(DEFAULT_FORMAT_SETTINGS).toMatchObject({ entrants: 'individual', rounds: null, tieBreaks: 'mindlab', playoff: 'auto', carrotCap: 40, lettuceCarrots: 10, teamWins: 'matches' });
    expect(formatSettingsDoc().map((d) => d.key)).toEqual(['entrants', 'rounds', 'tie-breaks', 'perfect-score play-off', 'team wins', 'carrot cap', 'carrots per lettuce']);
  });

  test('MOCHALUNT keys are ignored, unknown keys and bad values are problems with what to type', () => {
    const r = readFormatSettings(settings(['format', 'league'], ['phase 1 rounds', '5'], ['rounds', 'six'], ['tie-break', 'mso'], ['carrot cap', '30']));
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
    expect(keys).toEqual(['key', 'format', 'event name', 'entrants', 'rounds', 'tie-breaks', 'perfect-score play-off', 'team wins', 'carrot cap', 'carrots per lettuce']);
    const again = m.run('setUp');
    expect(again.blocks).toHaveLength(0);
    expect(again.newTabs).toHaveLength(0);
    expect(m.tabs.Standings[0]).toContain('carrots');
    m.setting('entrants', 'team');
    expect(m.problems('setUp')).toMatch(/multi-player tables \(K1\) seat individual players/);
  });
});

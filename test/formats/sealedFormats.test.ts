// Scored rounds are sealed in every format (src/sheets/tabs/roundSeal.ts, src/sheets/formats/scoredRounds.ts),
// through the registry of formats: a result cell changed after Score round stops Update standings, naming the
// cell, the scored value and the new one; Score round of the round asks first, listing the cell; answered yes,
// it writes a Results log row for the cell; run again on the unchanged round, it writes nothing.
import { newEvent, type MemoryBook } from '../events/memory';
import { describeProblems } from '../../src/sheets/plan';
import { plannerFor } from '../../src/sheets/formats';

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana'];

/** Each format: its Settings, how round 1's results are typed, the result column and the value typed over. */
const FORMATS: readonly {
  format: string;
  settings?: Record<string, string>;
  play: (m: MemoryBook) => void;
  column: string;
  row: (m: MemoryBook) => number;
  over: string;
}[] = [
  {
    format: 'multiplayer',
    play: (m) =>
      m.records('R1').forEach((x, i) => {
        m.set('R1', i, 'place', String(Number(x.seat)));
        m.set('R1', i, 'carrots', 20 + i);
        m.set('R1', i, 'lettuces', 0);
      }),
    column: 'carrots',
    row: () => 0,
    over: '55',
  },
  {
    format: 'double round robin',
    play: (m) => m.records('R1').forEach((_, i) => m.set('R1', i, 'result', '1-0')),
    column: 'result',
    row: () => 0,
    over: '0-1',
  },
  {
    format: 'swiss',
    settings: { entrants: 'team' },
    play: (m) =>
      m.records('R1').forEach((x, i) => {
        if (x.board) m.set('R1', i, 'result', '1-0');
      }),
    column: 'result',
    row: (m) => m.records('R1').findIndex((x) => x.board !== ''),
    over: '½-½',
  },
];

describe.each(FORMATS)('scored rounds are sealed: $format', ({ format, settings, play, column, row, over }) => {
  test('a changed result stops Update standings; Score round asks, logs the corrected cell, and then writes nothing', () => {
    const m = newEvent(format, settings);
    // team events (L5): Set up again adds the board columns, one player a board
    if (settings?.entrants === 'team') m.run('setUp');
    const team = (n: string) => (settings?.entrants === 'team' ? [1, 2, 3, 4].map((k) => `${n} ${k}`) : []);
    m.tabs.Entrants.push(...NAMES.map((n, i) => [n, i + 1, '', '', ...team(n)]));
    m.run('pairNextRound');
    play(m);
    m.run('scoreRound');
    const i = row(m);
    const was = m.records('R1')[i][column];
    const col = m.tabs.R1[0].map(String).indexOf(column);
    const cell = `R1!${String.fromCharCode(65 + col)}${i + 2}`;
    m.set('R1', i, column, over);
    expect(m.problems('updateStandings')).toContain(
      `(${cell.slice(3)}): round 1 was scored with "${was}" in ${cell} (typed by an organizer); it now reads "${over}"`,
    );
    const now = new Date(Date.UTC(2026, 0, 2));
    const asked = m.book();
    const question = plannerFor('scoreRound', asked)(asked, { now, round: 1 });
    expect(describeProblems(question.problems)).toBe('');
    expect(question.needsConfirmation).toContain(`- ${cell}: ${was} to ${over}`);
    m.run('scoreRound', { round: 1, now });
    expect(m.records('Results log').pop()).toMatchObject({ board: cell, 'results before': was, 'results after': over });
    expect(m.problems('updateStandings')).toBe('');
    const again = plannerFor('scoreRound', m.book())(m.book(), { now, round: 1 });
    expect([again.blocks.length, again.newTabs.length, again.summary]).toEqual([
      0,
      0,
      expect.stringContaining('Round 1 is already scored'),
    ]);
  });
});

// Names typed with runs of spaces ("Ana  Rossi", a tab between the words) are published with single spaces:
// the round tabs, Standings and the Overview show the name as people read it, in every format that reads its
// entrants from the Entrants tab (individual, team with its four players, multi-player).
import { newEvent, type MemoryBook } from '../events/memory';
import { cellText } from '../../src/sheets/workbook';

const PUBLIC = /^(R\d+|Standings|Overview)$/;

/** Every cell of the public tabs that holds a run of white space inside its text. */
function spaced(m: MemoryBook): string[] {
  const out: string[] = [];
  for (const [tab, grid] of Object.entries(m.tabs))
    if (PUBLIC.test(tab))
      grid.forEach((r, i) =>
        r.forEach((v, j) => {
          if (/\s{2,}|\t/.test(cellText(v))) out.push(`${tab}!R${i + 1}C${j + 1}: ${JSON.stringify(cellText(v))}`);
        }),
      );
  return out;
}

describe('names are published with single spaces', () => {
  test('L1-L4 individual: a name typed "Ana  Rossi" is "Ana Rossi" on R1, Standings and the Overview', () => {
    const m = newEvent('swiss');
    m.tabs.Entrants.push(
      ...['Ana  Rossi', 'Ben\tOkafor', 'Cas Meyer', 'Dov  Levi  Tamm'].map((p, i) => [p, i + 1, '', '']),
    );
    m.run('pairNextRound');
    m.records('R1').forEach((_, i) => m.set('R1', i, 'result', '1-0'));
    m.run('scoreRound');
    m.run('updateStandings');
    expect(spaced(m)).toEqual([]);
    expect(m.records('Standings').map((r) => r.entrant ?? r.player)).toEqual(
      expect.arrayContaining(['Ana Rossi', 'Ben Okafor', 'Dov Levi Tamm']),
    );
  });

  test('K1 multi-player: the seats and standings show single spaces', () => {
    const m = newEvent('multiplayer');
    m.tabs.Entrants.push(
      ...['Ada  Bo', 'Cy Di', 'Ed  Flo', 'Gil Hu', 'Io  Ju', 'Kai  Lu'].map((n, i) => [n, i + 1, '', '']),
    );
    m.run('pairNextRound');
    m.run('updateStandings');
    expect(spaced(m)).toEqual([]);
  });
});

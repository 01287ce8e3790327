// Small faults a new director meets walking the formats (docs/guide.md): what a message says must read as
// written for them.
import { newEvent } from '../events/memory';

test('Entrants: a blank seed is named as missing, not quoted as ""', () => {
  const m = newEvent('double round robin');
  m.tabs.Entrants.push(['Ann', ''], ['Bo', 2]);
  const p = m.problems('pairNextRound');
  expect(p).toContain('Ann has no seed');
  expect(p).not.toContain('""');
});

test('multi-player standings and pairing reasons: 1 point, 1 carrot (not "1 points")', () => {
  const m = newEvent('multiplayer');
  const players = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gil', 'Hal'];
  players.forEach((p, i) => m.tabs.Entrants.push([p, i + 1]));
  m.run('pairNextRound');
  // places, carrots and lettuces left: Cy 3rd with 1 carrot (K4: 1 point for a 3rd place at a table of four)
  const typed: Record<string, [number, number, number]> = {
    Ann: [1, 0, 0],
    Bo: [2, 5, 1],
    Cy: [3, 1, 0],
    Di: [4, 30, 2],
    Ed: [2, 3, 0],
    Fay: [1, 0, 0],
    Gil: [4, 8, 1],
    Hal: [3, 20, 0],
  };
  m.records('R1').forEach((r, i) => {
    const [place, carrots, lettuces] = typed[r.player];
    m.set('R1', i, 'place', place);
    m.set('R1', i, 'carrots', carrots);
    m.set('R1', i, 'lettuces', lettuces);
  });
  expect(m.run('scoreRound').problems).toEqual([]);
  const standings = m.run('updateStandings').summary;
  expect(standings).toMatch(/\. Cy 1 point, 1 carrot\n/);
  expect(standings).not.toMatch(/\b1 points\b|\b1 carrots\b/);
  m.run('pairNextRound');
  const cy = m.records('R2').find((r) => r.player === 'Cy');
  expect(cy?.reason).toContain('(1 point, 1 carrot)');
});

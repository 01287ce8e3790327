// Update standings clicked twice leaves every visible tab as the first click left it (the same click twice
// gives the same sheet), in every format: MOCHALUNT, Swiss (individual and teams, L5), league, multi-player
// (K1-K7) and the double round robin, during the event and after its last round. Every cell's value and format,
// the grid, column widths, groups, conditional colours and charts of the visible tabs are compared
// (test/helpers/visibleTabs.ts). Through the add-on bundle (build/Code.js).
import { BundleEvent, type Value } from '../helpers/bundleEvent';
import { lookDifference, visibleTabs } from '../helpers/visibleTabs';
import { typeGames, typePlaces } from '../helpers/typedRounds';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';
import { afterRound1 } from '../addon/support';
import { typeLineups } from '../../local/demo/season';

/** Clicks Update standings twice and returns what the second click changed on the visible tabs. */
function secondClick(e: BundleEvent): string[] {
  e.menu('menuUpdateStandings');
  const first = visibleTabs(e.s.workbook);
  e.menu('menuUpdateStandings');
  return lookDifference(first, visibleTabs(e.s.workbook));
}

/** Plays `rounds` rounds: pairs, types a seeded result in every result cell `cells` names, scores. */
function play(e: BundleEvent, rounds: number, type: (r: number, rows: Record<string, string>[]) => void): void {
  for (let r = 1; r <= rounds; r++) {
    type(r, e.pair(r));
    e.menu('menuScoreRound');
  }
}

describe('Update standings twice: the second click changes no visible tab', () => {
  test.each([
    ['swiss', 5, 3],
    ['swiss', 3, 3],
    ['league', 5, 5],
    ['double round robin', 6, 6],
    ['double round robin', 2, 6],
  ])('%s after %i rounds', (format, played) => {
    const e = BundleEvent.start(format);
    const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'].slice(0, format === 'double round robin' ? 4 : 5);
    e.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    play(e, played, typeGames(e, format));
    expect(secondClick(e)).toEqual([]);
  });

  test('L5: a team Swiss', () => {
    const e = BundleEvent.start('swiss', { entrants: 'team', rounds: '3' });
    const teams = ['Athens', 'Berlin', 'Cairo', 'Delhi', 'Essen'];
    e.append(
      'Entrants',
      teams.map((t, i) => [t, i + 1, '', '', ...MINDLAB_BOARDS.map((g) => `${t} ${g}`)]),
    );
    play(e, 3, typeGames(e, 'team', true));
    expect(secondClick(e)).toEqual([]);
  });

  test('K1-K7: a multi-player event', () => {
    const e = BundleEvent.start('multiplayer');
    const names = ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil', 'Hal'];
    e.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', ''] as Value[]),
    );
    play(e, 2, typePlaces(e, 'multi'));
    expect(secondClick(e)).toEqual([]);
  });

  test('MOCHALUNT: after round 1, and while round 2 is played (some results typed)', async () => {
    const t = await afterRound1(4, 21);
    const twice = (): string[] => {
      t.desk.click('menuUpdateStandings');
      const first = visibleTabs(t.book);
      t.desk.click('menuUpdateStandings');
      return lookDifference(first, visibleTabs(t.book));
    };
    expect(twice()).toEqual([]);
    t.desk.click('menuPairNextRound');
    typeLineups(t.desk, t.rng, t.field, 2, false, false);
    t.desk.click('menuPairIndividual');
    const board = (t.desk.read('R2') ?? []).findIndex((r, i) => i > 0 && String(r[1]) !== '');
    t.desk.type('R2', board + 1, 7, [['1-0', '½-½']]);
    expect(twice()).toEqual([]);
  });
});

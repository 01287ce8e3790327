// The Overview says where the event stands after every action, in every format: a round under way until it is
// scored, then scored with the next to pair, and after the last round "the last, is scored: the event is
// complete" (never "under way"); the summary's "Next" line says the same. Through the add-on bundle.
import { BundleEvent, type Value } from '../helpers/bundleEvent';
import { typeGames, typePlaces } from '../helpers/typedRounds';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';
import { typeLineups, typeResults } from '../../local/demo/season';
import { afterRound1 } from '../addon/support';

/** The Overview's title lines (column A above the first panel). */
function lines(grid: readonly (readonly unknown[])[]): string[] {
  const out: string[] = [];
  for (const r of grid.slice(1)) {
    if (String(r[0]) === '') break;
    out.push(String(r[0]));
  }
  return out;
}

/** Plays every round of `e` (pair, type results, score), checking the Overview's stage line after each step. */
function playAll(
  e: BundleEvent,
  rounds: number,
  word: string,
  type: (r: number, rows: Record<string, string>[]) => void,
) {
  const W = word[0].toUpperCase() + word.slice(1);
  for (let r = 1; r <= rounds; r++) {
    type(r, e.pair(r));
    expect(lines(e.grid('Overview'))).toContainEqual(expect.stringMatching(new RegExp(`^${W} ${r} is under way`)));
    const scored = e.menu('menuScoreRound');
    const now = lines(e.grid('Overview'));
    expect(now.join('\n')).not.toMatch(/under way/);
    if (r < rounds) {
      expect(now).toContain(`${W} ${r} is scored; Pair next round pairs ${word} ${r + 1}.`);
      expect(scored).toMatch(new RegExp(`Next: Update standings, then Pair next round \\(${word} ${r + 1}\\)`));
    } else {
      expect(now).toContainEqual(
        expect.stringMatching(new RegExp(`^${W} ${r}, the last, is scored: the event is complete`)),
      );
      expect(scored).toMatch(new RegExp(`Next: Update standings: ${word} ${r} was the last`));
    }
  }
  e.menu('menuUpdateStandings');
  expect(lines(e.grid('Overview')).join('\n')).not.toMatch(/under way/);
  expect(lines(e.grid('Overview'))).toContainEqual(
    expect.stringMatching(/, the last, is scored: the event is complete/),
  );
}

describe('the Overview and the Next line say the stage; nothing is "under way" once the last round is scored', () => {
  test.each([
    ['swiss', 3],
    ['league', 5],
    ['double round robin', 6],
  ])('%s', (format, rounds) => {
    const e = BundleEvent.start(format, format === 'swiss' ? { rounds: String(rounds) } : {});
    const names =
      format === 'double round robin' ? ['Ada', 'Ben', 'Cleo', 'Dan'] : ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'];
    e.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    expect(lines(e.grid('Overview')).join('\n')).not.toMatch(/under way/);
    playAll(e, rounds, 'round', typeGames(e, format));
  });

  test('L5: a team Swiss', () => {
    const e = BundleEvent.start('swiss', { entrants: 'team', rounds: '2' });
    e.append(
      'Entrants',
      ['Athens', 'Berlin', 'Cairo', 'Delhi'].map((t, i) => [
        t,
        i + 1,
        '',
        '',
        ...MINDLAB_BOARDS.map((g) => `${t} ${g}`),
      ]),
    );
    playAll(e, 2, 'round', typeGames(e, 'team', true));
  });

  test('K1-K7: a multi-player event', () => {
    const e = BundleEvent.start('multiplayer', { rounds: '2' });
    e.append(
      'Entrants',
      ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil', 'Hal'].map((n, i) => [n, i + 1, '', ''] as Value[]),
    );
    playAll(e, 2, 'session', typePlaces(e, 'stage'));
  });

  test('MOCHALUNT: a season of 2 rounds', async () => {
    const t = await afterRound1(4, 21);
    const overview = () => lines(t.desk.read('Overview') ?? []);
    expect(overview()).toContain('Round 1 is scored; Pair next round pairs round 2.');
    const settings = t.desk.read('Settings') ?? [];
    const at = (key: string) => settings.findIndex((r) => String(r[0]) === key) + 1;
    t.desk.type('Settings', at('phase 1 rounds'), 2, [['2']]);
    t.desk.type('Settings', at('phase 2 rounds'), 2, [['0']]);
    // the Games rows of rounds 3 on cleared (a season of 2 rounds lists the games of 2)
    const games = t.desk.read('Games') ?? [];
    const from = games.findIndex((r) => Number(r[0]) > 2);
    t.desk.type(
      'Games',
      from + 1,
      1,
      games.slice(from).map((r) => r.map(() => '')),
    );
    expect(t.desk.click('menuPairNextRound')).toMatch(/^Pair round 2/);
    typeLineups(t.desk, t.rng, t.field, 2, false, false);
    t.desk.click('menuPairIndividual');
    expect(overview()).toContainEqual(expect.stringMatching(/^Round 2 is under way/));
    typeResults(t.desk, t.rng, t.field, 2);
    const scored = t.desk.click('menuScoreRound', { button: 'OK', text: '2' });
    expect(scored).toMatch(/Next: Update standings and Individual ranking: round 2 was the last/);
    expect(overview().join('\n')).not.toMatch(/under way/);
    expect(overview()).toContain(
      'Round 2, the last, is scored: the event is complete (Individual ranking ranks the players, M19, M20).',
    );
  });
});

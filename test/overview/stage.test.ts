// The Overview says where the event stands after every action, in every format: a round under way until it is
// scored, then scored with the next to pair, and after the last round "the last, is scored: the event is
// complete" (never "under way"); the summary's "Next" line says the same. Through the planners of the registry
// of formats in the in-memory workbook.
import { nextLine } from '../../src/addon/run';
import { plannerFor } from '../../src/sheets/formats';
import { MINDLAB_BOARDS } from '../../src/engine/mindlab/team';
import { startEvent, type MemoryBook } from '../events/memory';
import { typeGames, typePlaces } from '../helpers/typedRounds';
import { NOW } from '../sheets/memory';
import { fillLineups, fillResults, ok, seasonBook } from '../sheets/season';

/** The Overview's title lines (column A above the first panel). */
function lines(grid: readonly (readonly unknown[])[]): string[] {
  const out: string[] = [];
  for (const r of grid.slice(1)) {
    if (String(r[0]) === '') break;
    out.push(String(r[0]));
  }
  return out;
}

/** Plays every round of `m` (pair, type results, score), checking the Overview's stage line after each step. */
function playAll(
  m: MemoryBook,
  rounds: number,
  word: string,
  type: (r: number, rows: Record<string, string>[]) => void,
) {
  const W = word[0].toUpperCase() + word.slice(1);
  const overview = () => lines(m.read('Overview') ?? []);
  for (let r = 1; r <= rounds; r++) {
    type(r, m.pair(r));
    expect(overview()).toContainEqual(expect.stringMatching(new RegExp(`^${W} ${r} is under way`)));
    const scored = nextLine(m.run('scoreRound'));
    const now = overview();
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
  m.run('updateStandings');
  expect(overview().join('\n')).not.toMatch(/under way/);
  expect(overview()).toContainEqual(expect.stringMatching(/, the last, is scored: the event is complete/));
}

describe('the Overview and the Next line say the stage; nothing is "under way" once the last round is scored', () => {
  test.each([
    ['swiss', 3],
    ['league', 5],
    ['double round robin', 6],
  ])('%s', (format, rounds) => {
    const m = startEvent(format, format === 'swiss' ? { rounds: String(rounds) } : {});
    const names =
      format === 'double round robin' ? ['Ada', 'Ben', 'Cleo', 'Dan'] : ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva'];
    m.append(
      'Entrants',
      names.map((n, i) => [n, i + 1, '', '']),
    );
    expect(lines(m.read('Overview') ?? []).join('\n')).not.toMatch(/under way/);
    playAll(m, rounds, 'round', typeGames(m, format));
  });

  test('L5: a team Swiss', () => {
    const m = startEvent('swiss', { entrants: 'team', rounds: '2' });
    m.append(
      'Entrants',
      ['Athens', 'Berlin', 'Cairo', 'Delhi'].map((t, i) => [
        t,
        i + 1,
        '',
        '',
        ...MINDLAB_BOARDS.map((g) => `${t} ${g}`),
      ]),
    );
    playAll(m, 2, 'round', typeGames(m, 'team', true));
  });

  test('K1-K7: a multi-player event', () => {
    const m = startEvent('multiplayer', { rounds: '2' });
    m.append(
      'Entrants',
      ['Ann', 'Bob', 'Cat', 'Dov', 'Eli', 'Fay', 'Gil', 'Hal'].map((n, i) => [n, i + 1, '', '']),
    );
    playAll(m, 2, 'session', typePlaces(m, 'stage'));
  });

  test('MOCHALUNT: a season of 2 rounds', () => {
    const book = seasonBook({ teams: 4 });
    const run = (action: 'pairNextRound' | 'pairIndividual' | 'scoreRound' | 'updateStandings', round?: number) => {
      const plan = ok(plannerFor(action, book)(book, { now: NOW, round }));
      book.apply(plan);
      return plan;
    };
    const overview = () => lines(book.read('Overview') ?? []);
    run('pairNextRound');
    fillLineups(book, 1);
    run('pairIndividual');
    fillResults(book, 1);
    run('scoreRound');
    run('updateStandings');
    expect(overview()).toContain('Round 1 is scored; Pair next round pairs round 2.');
    const settings = book.tabs.get('Settings')!;
    const at = (key: string) => settings.find((r) => String(r[0]) === key)!;
    at('phase 1 rounds')[1] = '2';
    at('phase 2 rounds')[1] = '0';
    // the Games rows of rounds 3 on cleared (a season of 2 rounds lists the games of 2)
    const games = book.tabs.get('Games')!;
    book.tabs.set(
      'Games',
      games.filter((r, i) => i === 0 || Number(r[0]) <= 2),
    );
    expect(run('pairNextRound').title).toBe('Pair round 2');
    fillLineups(book, 2);
    run('pairIndividual');
    expect(overview()).toContainEqual(expect.stringMatching(/^Round 2 is under way/));
    fillResults(book, 2);
    const scored = nextLine(run('scoreRound', 2));
    expect(scored).toMatch(/Next: Update standings and Individual ranking: round 2 was the last/);
    expect(overview().join('\n')).not.toMatch(/under way/);
    expect(overview()).toContain(
      'Round 2, the last, is scored: the event is complete (Individual ranking ranks the players, M19, M20).',
    );
  });
});

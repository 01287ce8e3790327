import { runCli } from '../helpers/cli';

describe('mochalunt berger', () => {
  test('L3: `mochalunt berger 6` prints the rulebook table, one round per line', async () => {
    const r = await runCli('berger', '6');
    expect(r.code).toBe(0);
    expect(r.out).toBe('1-6 2-5 3-4\n1-2 5-3 6-4\n2-6 4-5 3-1\n1-4 2-3 6-5\n4-2 5-1 3-6\n');
    expect(r.err).toBe('');
  });

  test('L3: an odd number shows the bye last on the line', async () => {
    const r = await runCli('berger', '3');
    expect(r.code).toBe(0);
    expect(r.out).toBe('2-3 1-bye\n1-2 3-bye\n3-1 2-bye\n');
  });

  test('L3: --json gives the rounds as data', async () => {
    const r = await runCli('berger', '4', '--json');
    expect((JSON.parse(r.out) as unknown[])[0]).toEqual({
      round: 1,
      pairs: [
        [1, 4],
        [2, 3],
      ],
      bye: null,
    });
  });

  test('usage errors exit 2 with the usage', async () => {
    for (const argv of [
      ['berger'],
      ['berger', '1'],
      ['berger', 'six'],
      ['berger', '6', '7'],
      ['berger', '6', '--colour', 'x'],
    ]) {
      const r = await runCli(...argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/Usage: mochalunt berger N/);
      expect(r.out).toBe('');
    }
    const help = await runCli('berger', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/K-bye/);
  });
});

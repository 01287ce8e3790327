import { runCli } from '../helpers/cli';

describe('mochalunt tables', () => {
  test('K1: `mochalunt tables 10` prints 4 3 3', async () => {
    expect(await runCli('tables', '10')).toEqual({ code: 0, out: '4 3 3\n', err: '' });
    expect((await runCli('tables', '9')).out).toBe('3 3 3\n');
    expect((await runCli('tables', '12', '--json')).out).toBe('[4,4,4]\n');
  });

  test('K1: a count that cannot be seated exits 1 with a clear message', async () => {
    for (const n of ['1', '2', '5']) {
      const r = await runCli('tables', n);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toMatch(new RegExp(`${n} players? cannot be seated at tables of 4 and 3`));
    }
  });

  test('usage errors exit 2 with the usage', async () => {
    for (const argv of [['tables'], ['tables', 'ten'], ['tables', '-3'], ['tables', '4', '5']]) {
      const r = await runCli(...argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/Usage: mochalunt tables N/);
    }
  });
});
